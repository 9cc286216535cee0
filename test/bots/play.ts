// Plays games between bots, each seeing only its seat's view (a harness for tests and the benchmark).
import {
  applyAction,
  createGame,
  createRng,
  seatsThatMayAct,
  viewFor,
  type Direction,
  type Face,
  type GameState,
  type Resolution,
  type RulesSpec,
  type Seat,
  type SeatView,
} from '../../engine/index';
import type { Rng } from '../../engine/random';
import type { BotDecision } from '../../engine/bots/index';

export interface Player {
  decide(view: SeatView, rng: Rng): BotDecision;
}

export interface PlayOptions {
  readonly rules: RulesSpec;
  readonly players: readonly Player[];
  /** Dice come from (dealSeed, round, seat): the same deal whoever sits where (duplicate deals). */
  readonly dealSeed: number;
  readonly botSeed: number;
  readonly start?: { readonly seat: Seat; readonly direction?: Direction };
  /** Stop after the first challenge (a "round" in the benchmark's sense). */
  readonly firstRoundOnly?: boolean;
  /** Dice each seat holds at the start instead of the preset's (an endgame: e.g. [2, 1]); needs `start`. */
  readonly startDice?: readonly number[];
  /** The first round's kind instead of a normal one: a palifico (R-PALIFICO), obligar (R-OBLIGAR, open or closed) or blind (R-BLIND) round for `seat`; needs `startDice`. */
  readonly startRound?: { readonly kind: 'palifico' | 'obligar-open' | 'obligar-closed' | 'blind'; readonly seat: Seat };
  /** Called with each decision's time in ms, per seat. */
  readonly onDecision?: (seat: Seat, ms: number, view: SeatView, decision: BotDecision, state: GameState) => void;
  readonly maxActions?: number;
}

export interface PlayResult {
  readonly state: GameState;
  readonly winner: Seat | null;
  readonly firstResolution: Resolution | null;
  readonly actions: number;
}

/** A 32-bit hash of three integers: the seeds of deals and draws. */
export function mix(a: number, b: number, c: number): number {
  let h = (a ^ Math.imul(b + 0x9e3779b9, 0x85ebca6b) ^ Math.imul(c + 0x7f4a7c15, 0xc2b2ae35)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b) >>> 0;
  return (h ^ (h >>> 13)) >>> 0;
}

/** The chance action the state waits for, dealt from (dealSeed, round, seat). */
export function dealFor(state: GameState, dealSeed: number, attempt = 0): Parameters<typeof applyAction>[1] | null {
  if (state.phase === 'start-roll') {
    const rng = createRng(mix(dealSeed, 0, 99 + attempt)); // R-START: ties roll again, with fresh dice
    return { type: 'startRoll', faces: state.players.map((_, s) => (state.startRollers.includes(s) ? 1 + Math.floor(rng() * 6) : null)) };
  }
  if (state.phase === 'roll') {
    const r = state.round + 1;
    return {
      type: 'roll',
      dice: state.players.map((p, s) => {
        const rng = createRng(mix(dealSeed, r, s));
        return p.out ? [] : Array.from({ length: p.dice }, () => (1 + Math.floor(rng() * 6)) as Face);
      }),
    };
  }
  return null;
}

/** The game before its first roll with these dice per seat (as if dice had been lost in earlier rounds). */
function withDice(state: GameState, dice: readonly number[]): GameState {
  if (state.phase !== 'roll' || dice.length !== state.players.length || dice.some((d, s) => !Number.isInteger(d) || d < 1 || d > state.players[s]!.dice)) {
    throw new RangeError(`startDice ${JSON.stringify(dice)} needs a game waiting for its first roll (give start) and 1..dicePerPlayer dice per seat`);
  }
  return { ...state, players: state.players.map((p, s) => ({ ...p, dice: dice[s]! })) };
}

/** A decision the game waits for: the seat asked, its view, and its own random stream. */
interface Ask {
  readonly seat: Seat;
  readonly view: SeatView;
  readonly rng: Rng;
}

/**
 * The game loop, shared by the synchronous and asynchronous drivers: it yields each decision it
 * needs and receives the seat's answer.
 */
function* gameLoop(o: Omit<PlayOptions, 'players'> & { readonly players: { readonly length: number } }): Generator<Ask, PlayResult, BotDecision> {
  let state = createGame({ rules: o.rules, players: o.players.length, ...(o.start ? { start: o.start } : {}) });
  if (o.startDice) state = withDice(state, o.startDice);
  if (o.startRound) state = { ...state, upcoming: { kind: o.startRound.kind, seat: o.startRound.seat } };
  const rngs = Array.from({ length: o.players.length }, (_, s) => createRng(mix(o.botSeed, 7, s)));
  let firstResolution: Resolution | null = null;
  let actions = 0;
  const max = o.maxActions ?? 5000;
  while (state.phase !== 'game-over' && actions < max) {
    let action = dealFor(state, o.dealSeed, actions);
    if (!action) {
      const seats = seatsThatMayAct(state);
      // O-SALSA: out-of-turn raisers are asked first, then the seat to act.
      const order = [...seats.filter((s) => s !== state.toAct), ...(state.toAct !== null ? [state.toAct] : [])];
      for (const s of order) {
        const view = viewFor(state, s);
        const t0 = performance.now();
        const d: BotDecision = yield { seat: s, view, rng: rngs[s]! };
        o.onDecision?.(s, performance.now() - t0, view, d, state);
        if (d.action) {
          action = d.action;
          break;
        }
      }
      if (!action) throw new Error('the seat to act returned no action');
    }
    const r = applyAction(state, action);
    if (!r.ok) throw new Error(`refused ${JSON.stringify(action)}: ${r.error.code} ${r.error.message}`);
    state = r.state;
    actions++;
    const res = r.events.find((e) => e.type === 'resolution');
    if (res && res.type === 'resolution' && !firstResolution) {
      firstResolution = res.resolution;
      if (o.firstRoundOnly) break;
    }
  }
  return { state, winner: state.winner, firstResolution, actions };
}

export function playGame(o: PlayOptions): PlayResult {
  const loop = gameLoop(o);
  let step = loop.next();
  while (!step.done) step = loop.next(o.players[step.value.seat]!.decide(step.value.view, step.value.rng));
  return step.value;
}

/** A player that answers asynchronously (a bot behind the protocol, docs/bot-protocol.md). */
export interface AsyncPlayer {
  decide(view: SeatView, rng: Rng): BotDecision | Promise<BotDecision>;
}

/** playGame for players that may answer asynchronously (protocol bots). */
export async function playGameAsync(o: Omit<PlayOptions, 'players'> & { readonly players: readonly AsyncPlayer[] }): Promise<PlayResult> {
  const loop = gameLoop(o);
  let step = loop.next();
  while (!step.done) step = loop.next(await o.players[step.value.seat]!.decide(step.value.view, step.value.rng));
  return step.value;
}
