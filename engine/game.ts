// The rules reducer: a new game, and one action applied to a state (phases of RECORD-FORMAT.md).
import { checkBid, isFace, locksFaceAtOpening, wildFaceFor, type BidContext } from './bidding';
import { ruleError, type RuleError } from './errors';
import { judge } from './resolution';
import {
  activeSeats,
  changeOf,
  gainPenalty,
  initialPlayer,
  losePenalty,
  nextActive,
  nextStarter,
  selfOrNextActive,
  upcomingRound,
  type PlayerChange,
} from './rounds';
import { diceInPlay, type ChallengeKind, type GameState, type Resolution, type RoundKind, type RoundState } from './state';

export { diceInPlay, type Resolution } from './state';
import type { Action, Bid, Direction, Face, ObligarMode, Seat } from './types';
import { resolveRules, type RulesSpec } from './variants';

export interface GameSetup {
  readonly rules: RulesSpec;
  /** 2 to 6 (R-SEAT). */
  readonly players: number;
  /**
   * Who starts and in which direction (RECORD-FORMAT.md `start`): skips the high roll and the
   * direction choice. Without `direction`, the direction comes from O-DIR (the starter chooses, or fixed).
   */
  readonly start?: { readonly seat: Seat; readonly direction?: Direction };
}


/** What an applied action caused, beyond the new state. */
export type GameEvent =
  | { readonly type: 'start-decided'; readonly starter: Seat }
  | { readonly type: 'start-tie'; readonly seats: readonly Seat[] }
  | { readonly type: 'fallen'; readonly changes: readonly PlayerChange[] }
  | { readonly type: 'resolution'; readonly resolution: Resolution }
  | { readonly type: 'game-over'; readonly winner: Seat };

export type ApplyResult =
  | { readonly ok: true; readonly state: GameState; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly error: RuleError };

const NO_EVENTS: readonly GameEvent[] = [];

export function createGame(setup: GameSetup): GameState {
  const options = resolveRules(setup.rules);
  const n = setup.players;
  if (!Number.isInteger(n) || n < 2 || n > 6) throw new RangeError('A game has 2 to 6 players (R-SEAT).');
  const players = Array.from({ length: n }, () => initialPlayer(options));
  const base: GameState = {
    rules: setup.rules,
    options,
    playerCount: n,
    startingTotal: n * options.dicePerPlayer,
    phase: 'start-roll',
    round: 0,
    toAct: null,
    direction: null,
    starter: null,
    players,
    startRollers: players.map((_, s) => s),
    upcoming: { kind: 'normal', seat: null },
    current: null,
    eliminated: [],
    winner: null,
    lastResolution: null,
  };
  if (setup.start) {
    const { seat, direction } = setup.start;
    if (!Number.isInteger(seat) || seat < 0 || seat >= n) throw new RangeError(`start.seat must be a seat from 0 to ${n - 1}.`);
    return afterStarterKnown({ ...base, startRollers: [] }, seat, direction);
  }
  return base;
}

/** O-DIR: the starter picks the direction, or it is fixed by the rules (or by the record). */
function afterStarterKnown(state: GameState, starter: Seat, direction?: Direction): GameState {
  const fixed = direction ?? (state.options.direction === 'starter-chooses' ? null : state.options.direction);
  if (fixed === null) return { ...state, starter, phase: 'direction', toAct: starter };
  return { ...state, starter, direction: fixed, phase: 'roll', toAct: null };
}

export function applyAction(state: GameState, action: Action): ApplyResult {
  if (state.phase === 'game-over') return fail('GAME_OVER', 'The game is over.');
  switch (action.type) {
    case 'startRoll':
      return applyStartRoll(state, action.faces);
    case 'direction':
      return applyDirection(state, action.seat, action.direction);
    case 'obligar':
      return applyObligar(state, action.seat, action.mode);
    case 'roll':
      return applyRoll(state, action.dice, action.fallen);
    case 'bid':
      return applyBid(state, action.seat, action.count, action.face);
    case 'dudo':
    case 'calzo':
    case 'mato':
      return applyChallenge(state, action.type, action.seat);
    case 'paso':
      return applyPaso(state, action.seat);
    case 'picado':
      return applyPicado(state, action.seat);
    default:
      return fail('WRONG_PHASE', 'Unknown action.');
  }
}

function fail(code: RuleError['code'], message: string): ApplyResult {
  return { ok: false, error: ruleError(code, message) };
}

function ok(state: GameState, events: readonly GameEvent[] = NO_EVENTS): ApplyResult {
  return { ok: true, state, events };
}

function wrongPhase(state: GameState, what: string): ApplyResult {
  return fail('WRONG_PHASE', `${what} is not possible now (phase ${state.phase}).`);
}

/** The seat checks shared by every seat action: a real seat, still in, whose turn it is. */
export function seatError(state: GameState, seat: Seat): RuleError | null {
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.playerCount) {
    return ruleError('BAD_SEAT', `There is no seat ${String(seat)} at this table.`);
  }
  if (state.players[seat]!.out) return ruleError('NOT_YOUR_TURN', `Seat ${seat} is out of the game.`);
  if (state.toAct !== seat) return ruleError('NOT_YOUR_TURN', `It is seat ${String(state.toAct)}'s turn, not seat ${seat}'s.`);
  return null;
}

// R-START: every player rolls one die, the highest starts, ties roll again (only they).
function applyStartRoll(state: GameState, faces: readonly (number | null)[]): ApplyResult {
  if (state.phase !== 'start-roll') return wrongPhase(state, 'A start roll');
  if (!Array.isArray(faces) || faces.length !== state.playerCount) {
    return fail('BAD_ROLL', `The start roll needs one entry per seat (${state.playerCount}).`);
  }
  for (let s = 0; s < state.playerCount; s++) {
    const f = faces[s];
    const rolls = state.startRollers.includes(s);
    if (rolls && (f === null || f === undefined || !isFace(f))) return fail('BAD_ROLL', `Seat ${s} rolls one die for the start (1 to 6).`);
    if (!rolls && f !== null) return fail('BAD_ROLL', `Seat ${s} does not roll for the start; its entry must be null.`);
  }
  const high = Math.max(...state.startRollers.map((s) => faces[s] as number));
  const tied = state.startRollers.filter((s) => faces[s] === high);
  if (tied.length > 1) return ok({ ...state, startRollers: tied }, [{ type: 'start-tie', seats: tied }]);
  const starter = tied[0]!;
  return ok(afterStarterKnown({ ...state, startRollers: [] }, starter), [{ type: 'start-decided', starter }]);
}

function applyDirection(state: GameState, seat: Seat, direction: Direction): ApplyResult {
  if (state.phase !== 'direction') return wrongPhase(state, 'Choosing the direction');
  const err = seatError(state, seat);
  if (err) return { ok: false, error: err };
  if (direction !== 'clockwise' && direction !== 'counter-clockwise') {
    return fail('BAD_DIRECTION', 'The direction is clockwise or counter-clockwise.');
  }
  return ok({ ...state, direction, phase: 'roll', toAct: null });
}

// R-OBLIGAR: the player down to one die chooses an open or closed round, or declines (the chance is used up).
function applyObligar(state: GameState, seat: Seat, mode: ObligarMode): ApplyResult {
  if (state.phase !== 'obligar') return fail('OBLIGAR_NOT_ALLOWED', 'Obligar is chosen only at the start of a round, by the player just down to one die.');
  const err = seatError(state, seat);
  if (err) return { ok: false, error: err };
  if (mode !== 'open' && mode !== 'closed' && mode !== 'decline') return fail('OBLIGAR_NOT_ALLOWED', 'Obligar is open, closed or decline.');
  const players = state.players.map((p, s) => (s === seat ? { ...p, obligarUsed: true } : p));
  const kind: RoundKind = mode === 'open' ? 'obligar-open' : mode === 'closed' ? 'obligar-closed' : 'normal';
  return ok({ ...state, players, phase: 'roll', toAct: null, upcoming: { kind, seat: kind === 'normal' ? null : seat } });
}

// R-DICE: every player still in rolls all their dice. O-FALLEN: dice off the table are lost.
function applyRoll(state: GameState, dice: readonly (readonly number[])[], fallen?: readonly number[]): ApplyResult {
  if (state.phase !== 'roll') return wrongPhase(state, 'A roll');
  const n = state.playerCount;
  if (!Array.isArray(dice) || dice.length !== n) return fail('BAD_ROLL', `A roll has one array of dice per seat (${n}).`);
  if (fallen !== undefined) {
    if (!Array.isArray(fallen) || fallen.length !== n) return fail('BAD_ROLL', `"fallen" has one entry per seat (${n}).`);
    if (fallen.some((f) => f !== 0) && !(state.options.fallenDieLost && state.options.penalty === 'dice')) {
      return fail('BAD_ROLL', 'Fallen dice count only with the rule "dado caído, dado perdido" (O-FALLEN); throw them again.');
    }
  }
  const lost = fallen ?? new Array<number>(n).fill(0);
  for (let s = 0; s < n; s++) {
    const p = state.players[s]!;
    const hand = dice[s];
    const f = lost[s]!;
    if (!Array.isArray(hand)) return fail('BAD_ROLL', `Seat ${s}'s dice must be an array.`);
    if (!Number.isInteger(f) || f < 0 || f > (p.out ? 0 : p.dice)) return fail('BAD_ROLL', `Seat ${s} cannot have ${String(f)} fallen dice.`);
    const expected = p.out ? 0 : p.dice - f;
    if (hand.length !== expected) return fail('BAD_ROLL', `Seat ${s} rolls ${expected} dice, not ${hand.length}.`);
    if (!hand.every(isFace)) return fail('BAD_ROLL', `Seat ${s}'s dice must show faces 1 to 6.`);
  }
  let players = state.players;
  const diceAtStart = players.map((p) => (p.out ? 0 : p.dice));
  const events: GameEvent[] = [];
  let eliminated = state.eliminated;
  if (lost.some((f) => f > 0)) {
    const changes: PlayerChange[] = [];
    players = players.map((p, s) => {
      if (lost[s] === 0) return p;
      const after = losePenalty(p, lost[s]!).player;
      changes.push(changeOf(s, p, after, false));
      return after;
    });
    const active = activeSeats(players);
    if (active.length === 0) return fail('BAD_ROLL', 'At least one player must keep a die on the table.');
    const newlyOut = changes.filter((c) => c.eliminated).map((c) => c.seat);
    eliminated = [...eliminated, ...newlyOut];
    events.push({ type: 'fallen', changes });
    if (active.length === 1) {
      const winner = active[0]!;
      events.push({ type: 'game-over', winner });
      return ok({ ...state, players, eliminated, phase: 'game-over', toAct: null, winner, round: state.round + 1 }, events);
    }
  }
  const direction = state.direction!;
  const kind = state.upcoming.kind === 'obligar-choice' ? 'normal' : state.upcoming.kind;
  const specialSeat = kind === 'normal' ? null : state.upcoming.seat;
  // R-LIVES: the reprieved player opens. Otherwise the starter (R-NEXT), or the next one in if out.
  const starter = selfOrNextActive(players, kind === 'reprieve' && specialSeat !== null ? specialSeat : state.starter!, direction);
  if (kind === 'palifico' && specialSeat !== null) {
    players = players.map((p, s) => (s === specialSeat ? { ...p, palificoUsed: true } : p));
  }
  const current: RoundState = {
    number: state.round + 1,
    kind,
    specialSeat,
    wildFace: wildFaceFor(state.options, kind),
    starter,
    hands: dice.map((h) => h as readonly Face[]),
    diceInPlay: dice.reduce((sum, h) => sum + h.length, 0),
    diceAtStart,
    fallen: lost,
    claims: [],
    standing: null,
    lockedFace: null,
    pasoBy: [],
    picadoUsed: false,
  };
  return ok({ ...state, players, eliminated, phase: 'bidding', round: current.number, toAct: starter, starter, current }, events);
}


/** Everything that decides which bids `seat` may make now. */
export function bidContext(state: GameState, seat: Seat): BidContext {
  const round = state.current!;
  const options = state.options;
  return {
    options,
    wildFace: round.wildFace,
    acesOnly: round.kind === 'reprieve',
    lockedFace: round.lockedFace,
    // R-OBLIGAR: another player who also holds one die may change the face with a greater count.
    mayChangeLockedFace:
      (round.kind === 'obligar-open' || round.kind === 'obligar-closed') &&
      seat !== round.specialSeat &&
      state.players[seat]!.dice === 1,
    maxCount: options.hiddenDiceCounts ? state.startingTotal : diceInPlay(round), // R-BID, O-HIDDEN
    bidderHasOneDie: state.players[seat]!.dice === 1,
    standing: round.standing?.bid ?? null,
  };
}

/** O-SALSA: may `seat` raise out of turn now? */
export function salsaError(state: GameState, seat: Seat): RuleError | null {
  const round = state.current!;
  const last = round.claims.at(-1);
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.playerCount) return ruleError('BAD_SEAT', `There is no seat ${String(seat)}.`);
  if (!state.options.salsa) return ruleError('NOT_YOUR_TURN', `It is seat ${String(state.toAct)}'s turn.`);
  if (state.players[seat]!.out) return ruleError('NOT_YOUR_TURN', `Seat ${seat} is out of the game.`);
  if (!last) return ruleError('SALSA_NOT_ALLOWED', 'Salsa raises a standing bid; the round has none yet.');
  if (last.seat === seat) return ruleError('SALSA_NOT_ALLOWED', 'Salsa is for the other players, not the one whose claim stands.');
  return null;
}

/** Checks a bid by `seat`: null when it may be applied. */
export function bidError(state: GameState, seat: Seat, count: number, face: number): RuleError | null {
  if (state.phase !== 'bidding') return ruleError('WRONG_PHASE', `A bid is not possible now (phase ${state.phase}).`);
  if (seat !== state.toAct) {
    const err = salsaError(state, seat);
    if (err) return err;
  } else {
    const err = seatError(state, seat);
    if (err) return err;
  }
  return checkBid(bidContext(state, seat), count, face);
}

function applyBid(state: GameState, seat: Seat, count: number, face: number): ApplyResult {
  const err = bidError(state, seat, count, face);
  if (err) return { ok: false, error: err };
  const round = state.current!;
  const bid: Bid = { count, face: face as Face };
  const locks = locksFaceAtOpening(round.kind);
  const current: RoundState = {
    ...round,
    claims: [...round.claims, { kind: 'bid', seat, bid, salsa: seat !== state.toAct }],
    standing: { seat, bid },
    lockedFace: locks ? bid.face : round.lockedFace,
  };
  return ok({ ...state, current, toAct: nextActive(state.players, seat, state.direction!) });
}

/** Checks a dudo, calzo or mato by `seat`: null when it may be applied. */
export function challengeError(state: GameState, kind: ChallengeKind, seat: Seat): RuleError | null {
  if (state.phase !== 'bidding') return ruleError('WRONG_PHASE', `${kind} is not possible now (phase ${state.phase}).`);
  const err = seatError(state, seat);
  if (err) return err;
  const round = state.current!;
  const last = round.claims.at(-1);
  const o = state.options;
  if (kind === 'dudo') {
    return last ? null : ruleError('MUST_BID', 'The first player of a round must bid (R-TURN).');
  }
  if (kind === 'mato') {
    if (!o.mato) return ruleError('MATO_NOT_ALLOWED', 'Mato is not played with these rules.');
    if (last?.kind !== 'bid') return ruleError('MATO_NOT_ALLOWED', 'Mato answers a bid.');
    return null;
  }
  // R-CALZO, R-CALZO-WHEN, O-CALZO5, O-CALZO2
  if (!o.calzo) return ruleError('CALZO_NOT_ALLOWED', 'Calzo is not played with these rules.');
  if (last?.kind !== 'bid') return ruleError('CALZO_NOT_ALLOWED', 'Calzo answers a bid.');
  const me = state.players[seat]!;
  if (o.calzoWhen === 'half-dice-or-one-die' && diceInPlay(round) < Math.ceil(state.startingTotal / 2) && me.dice !== 1) {
    return ruleError('CALZO_NOT_ALLOWED', 'Calzo needs half the dice or more in play, or a single die in your hand.');
  }
  if (o.noCalzoWithFullHand && me.dice >= o.dicePerPlayer) {
    return ruleError('CALZO_NOT_ALLOWED', 'No calzo while holding the starting number of dice.');
  }
  if (o.noCalzoHeadsUp && activeSeats(state.players).length === 2) {
    return ruleError('CALZO_NOT_ALLOWED', 'No calzo when only two players remain.');
  }
  return null;
}

function applyChallenge(state: GameState, kind: ChallengeKind, seat: Seat): ApplyResult {
  const err = challengeError(state, kind, seat);
  if (err) return { ok: false, error: err };
  const round = state.current!;
  const claim = round.claims.at(-1)!;
  const verdict = judge({
    kind,
    caller: seat,
    claim,
    standing: round.standing,
    hands: round.hands,
    wildFace: round.wildFace,
    // O-SICILIANA: dudo on the round's first bid costs the loser two.
    siciliana: state.options.siciliana && kind === 'dudo' && claim.kind === 'bid' && round.claims.length === 1,
  });
  const changes: PlayerChange[] = [];
  const reprieved: Seat[] = [];
  const players = state.players.map((p, s) => {
    if (s === verdict.loser) {
      const { player, reprieve } = losePenalty(p, verdict.amount);
      if (reprieve) reprieved.push(s);
      changes.push(changeOf(s, p, player, reprieve));
      return player;
    }
    if (s === verdict.gainer) {
      const player = gainPenalty(p, state.options);
      changes.push(changeOf(s, p, player, false));
      return player;
    }
    return p;
  });
  const newlyOut = changes.filter((c) => c.eliminated).map((c) => c.seat);
  const eliminated = [...state.eliminated, ...newlyOut];
  const active = activeSeats(players);
  const direction = state.direction!;
  const { amount: _amount, ...judged } = verdict;
  const base = { ...judged, round: round.number, wildFace: round.wildFace, hands: round.hands, changes, eliminated: newlyOut };
  if (active.length <= 1) {
    const winner = active[0] ?? seat;
    const resolution: Resolution = { ...base, nextStarter: null, winner };
    return ok({ ...state, players, eliminated, phase: 'game-over', toAct: null, winner, lastResolution: resolution }, [
      { type: 'resolution', resolution },
      { type: 'game-over', winner },
    ]);
  }
  const starter = nextStarter(state.options, players, direction, verdict);
  const upcoming = upcomingRound(state.options, players, round.diceAtStart, reprieved, starter, direction);
  const resolution: Resolution = { ...base, nextStarter: starter, winner: null };
  const phase = upcoming.kind === 'obligar-choice' ? 'obligar' : 'roll';
  return ok(
    { ...state, players, eliminated, phase, toAct: phase === 'obligar' ? upcoming.seat : null, starter, upcoming, lastResolution: resolution },
    [{ type: 'resolution', resolution }],
  );
}

/** Checks a paso by `seat` (R-PASO, O-PASO2): null when it may be applied. */
export function pasoError(state: GameState, seat: Seat): RuleError | null {
  if (state.phase !== 'bidding') return ruleError('WRONG_PHASE', `Paso is not possible now (phase ${state.phase}).`);
  const err = seatError(state, seat);
  if (err) return err;
  const round = state.current!;
  const last = round.claims.at(-1);
  const o = state.options;
  if (!o.paso) return ruleError('PASO_NOT_ALLOWED', 'Paso is not played with these rules.');
  if (!last) return ruleError('PASO_NOT_ALLOWED', 'Paso is never the round\'s first action.');
  if (round.pasoBy.includes(seat)) return ruleError('PASO_NOT_ALLOWED', 'Paso is said once per round.');
  if (state.players[seat]!.dice !== o.dicePerPlayer) return ruleError('PASO_NOT_ALLOWED', 'Paso needs the starting number of dice.');
  if (last.kind === 'picado') return ruleError('PASO_NOT_ALLOWED', 'A picado is answered by dudo or a higher bid.');
  if (last.kind === 'paso' && o.noDoublePaso) return ruleError('PASO_NOT_ALLOWED', 'A paso may not follow a paso.');
  return null;
}

function applyPaso(state: GameState, seat: Seat): ApplyResult {
  const err = pasoError(state, seat);
  if (err) return { ok: false, error: err };
  const round = state.current!;
  const current: RoundState = { ...round, claims: [...round.claims, { kind: 'paso', seat }], pasoBy: [...round.pasoBy, seat] };
  return ok({ ...state, current, toAct: nextActive(state.players, seat, state.direction!) });
}

/** Checks a picado by `seat` (R-PICADO): null when it may be applied. */
export function picadoError(state: GameState, seat: Seat): RuleError | null {
  if (state.phase !== 'bidding') return ruleError('WRONG_PHASE', `Picado is not possible now (phase ${state.phase}).`);
  const err = seatError(state, seat);
  if (err) return err;
  const round = state.current!;
  const last = round.claims.at(-1);
  if (!state.options.picado) return ruleError('PICADO_NOT_ALLOWED', 'Picado is not played with these rules.');
  if (!last) return ruleError('PICADO_NOT_ALLOWED', 'Picado is never the round\'s first action.');
  if (round.picadoUsed) return ruleError('PICADO_NOT_ALLOWED', 'Picado is said once per round.');
  if (last.kind !== 'bid') return ruleError('PICADO_NOT_ALLOWED', `A ${last.kind} is answered by dudo or a higher bid.`);
  return null;
}

function applyPicado(state: GameState, seat: Seat): ApplyResult {
  const err = picadoError(state, seat);
  if (err) return { ok: false, error: err };
  const round = state.current!;
  // R-PICADO: the direction reverses for the rest of the game (decision).
  const direction: Direction = state.direction === 'clockwise' ? 'counter-clockwise' : 'clockwise';
  const current: RoundState = { ...round, claims: [...round.claims, { kind: 'picado', seat }], picadoUsed: true };
  return ok({ ...state, current, direction, toAct: nextActive(state.players, seat, direction) });
}

/** Throws on a refused action: for callers that only apply legal actions (simulations, bots). */
export function applyOrThrow(state: GameState, action: Action): GameState {
  const r = applyAction(state, action);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.state;
}
