// Issue 40 item 2: the choices made before the dice are thrown, valued like the others from the chooser's view
// only: the direction (O-DIR, R-START) and obligar open, closed or decline (R-OBLIGAR). No die is thrown yet, so
// nothing is hidden: the worlds are plain throws of every seat's dice. In each, the option is applied, the round is
// thrown and played out, and the option's value is the share of throws in which the chooser loses the round, with
// its 95 % interval. Every option is played out in the same throws (a direction's in their mirror image).
// An obligar round is played out with every seat answering as Maestro models an opponent (Experto's rule from its
// own view, with its inference from the round's bids: engine/bots/headsup.ts leanAnswer), which knows that a bid
// tells of the bidder's dice; the first round after a direction by the rollout policy (engine/bots/rollout.ts).
import { applyAction, createRng, viewFor, type Face, type GameState, type PlayerState, type Rng, type Seat, type SeatAction, type SeatView } from '../index';
import { leanAnswer } from '../bots/headsup';
import { publicPlayer, rolloutRound, Tails } from '../bots/rollout';
import { PERSONALITIES } from '../bots/types';
import { hashOf } from './playout';
import type { ValuedChoice } from './types';
import { estimateChoices, sampledValue } from './value';

/** Throws played out per option (the interval of a value is ±7 points at most). */
export const CHOICE_THROWS = 200;
/** Worlds each modelled answer samples (Maestro's own opponent model samples as many, playout.ts). */
const ANSWER_SAMPLES = 64;
/** Independent draws of each modelled answer (throw w uses draw w mod this): one draw of a common answer would weigh on every throw. */
const ANSWER_DRAWS = 4;
/** Moves after which a round still open counts 1/players lost (as the rollouts). */
const MAX_MOVES = 40;

/** Whether the view is a choice before the roll that the review values: the direction (O-DIR) or obligar (R-OBLIGAR). */
export function isRoundChoice(view: SeatView): boolean {
  return (view.phase === 'direction' || view.phase === 'obligar') && view.seat !== null && view.toAct === view.seat;
}

/** The game as the chooser knows it before the roll (public facts only); null under O-HIDDEN, where the dice counts are unknown. */
export function stateBeforeRoll(view: SeatView): GameState | null {
  if (view.players.some((p) => !p.out && p.dice === null)) return null;
  const players: PlayerState[] = view.players.map((p) => publicPlayer(p, p.dice ?? 0));
  const { rules, options, playerCount, startingTotal, phase, round, toAct, direction, starter, startRollers, upcoming, eliminated, winner, lastResolution } = view;
  return { rules, options, playerCount, startingTotal, phase, round, toAct, direction, starter, players, startRollers, upcoming, current: null, eliminated, winner, lastResolution };
}

/** One throw of every seat's dice (R-DICE). */
function throwDice(players: readonly PlayerState[], rng: Rng): Face[][] {
  return players.map((p) => Array.from({ length: p.out ? 0 : p.dice }, () => (1 + Math.floor(rng() * 6)) as Face));
}

/**
 * The seat facing each seat across the chooser, when the table is the same seen both ways round (every seat and
 * its mirror hold as many dice): a throw played clockwise is then as likely as its mirror played the other way.
 */
function mirrorOf(players: readonly PlayerState[], chooser: Seat): ((s: Seat) => Seat) | null {
  const n = players.length;
  const mirror = (s: Seat): Seat => (((2 * chooser - s) % n) + n) % n;
  return players.every((p, s) => p.dice === players[mirror(s)]!.dice && p.out === players[mirror(s)]!.out) ? mirror : null;
}

/**
 * The legal choices of a direction (O-DIR) or obligar (R-OBLIGAR) view valued by the chance that the chooser loses
 * the round, lowest first; null for any other view or under O-HIDDEN. Reproducible: the throws follow `seed` only.
 */
export function estimateRoundChoices(view: SeatView, seed: number, throws = CHOICE_THROWS): ValuedChoice[] | null {
  if (!isRoundChoice(view)) return null;
  const start = stateBeforeRoll(view);
  if (!start || throws <= 0) return null;
  const me = view.seat!;
  const n = start.players.filter((p) => !p.out).length;
  const rng = createRng(seed);
  const rolls = Array.from({ length: throws }, () => throwDice(start.players, rng));
  const mirror = mirrorOf(start.players, me);
  const playOut = view.phase === 'obligar' ? answeredRound(me, n, seed) : rolledOutRound(me, n);
  const lossOf = (action: SeatAction): number => {
    const chosen = applyAction(start, action);
    if (!chosen.ok) return 1;
    const flip = action.type === 'direction' && action.direction === 'counter-clockwise' ? mirror : null;
    let loss = 0;
    for (let w = 0; w < throws; w++) {
      const dice = rolls[w]!;
      const thrown = applyAction(chosen.state, { type: 'roll', dice: flip ? dice.map((_, s) => dice[flip(s)]!) : dice });
      loss += thrown.ok ? playOut(thrown.state, w % ANSWER_DRAWS) : 1 / n;
    }
    return loss / throws;
  };
  return view.legal.map((action) => ({ action, value: sampledValue(lossOf(action), throws) })).sort((a, b) => a.value.loss - b.value.loss);
}

/** Any decision's choices estimated: the bids and calls of a round (value.ts), or a direction or obligar before the roll (here). */
export function estimateViewChoices(view: SeatView, seed: number, worlds: number | undefined, played: SeatAction): ValuedChoice[] | null {
  return estimateChoices(view, seed, worlds, played) ?? estimateRoundChoices(view, seed);
}

/** The chooser's loss in a round played out by the rollout policy (1 lost, 0 not, 1/n still open). */
function rolledOutRound(me: Seat, n: number): (start: GameState, draw: number) => number {
  const tails = new Tails();
  return (start) => rolloutRound(start, me, tails, n);
}

/**
 * The chooser's loss in a round played out with every seat answering as Maestro models an opponent (leanAnswer),
 * memoised by what that seat sees, the claims and the draw; its worlds follow the decision's seed and what it answers.
 */
function answeredRound(me: Seat, n: number, seed: number): (start: GameState, draw: number) => number {
  const memo = new Map<string, SeatAction | null>();
  const answer = (state: GameState, seat: Seat, draw: number): SeatAction | null => {
    const view = viewFor(state, seat);
    const claims = state.current!.claims.map((c) => (c.kind === 'bid' ? `${c.bid.count}x${c.bid.face}` : c.kind));
    const key = `${draw}|${seat}|${view.hands.map((h) => (h ? [...h].sort().join('') : '?')).join('/')}|${claims.join(',')}`;
    if (!memo.has(key)) memo.set(key, leanAnswer(view, createRng(seed ^ hashOf(key)), PERSONALITIES.balanced, ANSWER_SAMPLES));
    return memo.get(key)!;
  };
  return (start, draw) => {
    let state = start;
    for (let move = 0; move < MAX_MOVES && state.phase === 'bidding' && state.toAct !== null; move++) {
      const action = answer(state, state.toAct, draw);
      const r = action ? applyAction(state, action) : null;
      if (!r?.ok) return 1 / n;
      const resolution = r.events.find((e) => e.type === 'resolution');
      if (resolution) return resolution.resolution.loser === me ? 1 : 0;
      state = r.state;
    }
    return 1 / n;
  };
}
