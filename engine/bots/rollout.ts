// Experto's look-ahead: in sampled worlds of the hidden dice, play the rest of the round out with
// every seat following the Medio odds (each from what it would see there), and count how often
// each candidate action ends with this seat losing a die. The worlds are the bot's own guesses,
// built from its view: it never sees the real hidden dice.
import { applyAction, bidContext, faceError, mayLook, minCount, type Face, type GameState, type PlayerState, type Rng, type RoundState, type SeatAction, type SeatView } from '../index';
import { binomialPmf, countsFor, faceChance } from './odds';
import type { TableRead } from './table';
import type { Worlds } from './worlds';
const MAX_STEPS = 40;

/** A seat's public facts as a player's state, holding `dice` dice. */
export function publicPlayer(p: SeatView['players'][number], dice: number): PlayerState {
  return { dice: p.out ? 0 : dice, reserve: p.reserve ?? 0, lives: p.lives, out: p.out, obligarUsed: p.obligarUsed, palificoUsed: p.palificoUsed, reprieveUsed: p.reprieveUsed };
}

/** A hypothetical game state: the view's public facts plus one sampled world of the dice. */
export function hypothesis(view: SeatView, hands: readonly (readonly Face[])[]): GameState {
  const round = view.current!;
  const players: PlayerState[] = view.players.map((p, s) => publicPlayer(p, hands[s]?.length ?? 0));
  const current: RoundState = {
    number: round.number,
    kind: round.kind,
    specialSeat: round.specialSeat,
    wildFace: round.wildFace,
    starter: round.starter,
    hands,
    diceAtStart: hands.map((h) => h.length),
    fallen: hands.map(() => 0),
    diceInPlay: hands.reduce((sum, h) => sum + h.length, 0),
    claims: round.claims,
    standing: round.standing,
    lockedFace: round.lockedFace,
    pasoBy: round.pasoBy,
    picadoUsed: round.picadoUsed,
  };
  return {
    rules: view.rules,
    options: view.options,
    playerCount: view.playerCount,
    startingTotal: view.startingTotal,
    phase: 'bidding',
    round: view.round,
    toAct: view.toAct,
    direction: view.direction,
    starter: view.starter,
    players,
    startRollers: [],
    upcoming: view.upcoming,
    current,
    eliminated: view.eliminated,
    winner: null,
    lastResolution: null,
  };
}

/** P(count ≥ k) tables for `n` unseen dice, cached per (n, p). */
export class Tails {
  private readonly cache = new Map<number, Float64Array>();
  tail(n: number, p: number, k: number): number {
    if (k <= 0) return 1;
    if (k > n) return 0;
    const key = n * 8 + (p > 0.2 ? 1 : 0);
    let t = this.cache.get(key);
    if (!t) {
      const pmf = binomialPmf(n, p);
      t = new Float64Array(n + 2);
      for (let i = n; i >= 0; i--) t[i] = t[i + 1]! + pmf[i]!;
      this.cache.set(key, t);
    }
    return t[k]!;
  }
}

/**
 * The rollout policy, Medio's rule in brief: from what `seat` sees, the likeliest minimal raise
 * (R-RAISE, R-ACE-2..4 through the engine's minCount), or dudo when the standing bid is less likely
 * than that raise is to be caught. Calzo, mato, paso and picado are left out of the rollouts.
 */
function rolloutMove(state: GameState, seat: number, tails: Tails): SeatAction | null {
  const round = state.current!;
  const ctx = bidContext(state, seat);
  const viewerDice = state.players[seat]!.dice;
  let unseen = 0;
  const seenCounts = new Int16Array(7);
  round.hands.forEach((hand, owner) => {
    if (!mayLook(round.kind, round.specialSeat, seat, owner, viewerDice)) {
      unseen += hand.length;
      return;
    }
    for (const d of hand) for (let f = 1; f <= 6; f++) if (countsFor(d, f as Face, round.wildFace)) seenCounts[f] += 1;
  });
  const p = (face: Face, count: number): number => tails.tail(unseen, faceChance(face, round.wildFace), count - seenCounts[face]!);
  let best: { face: Face; count: number; p: number } | null = null;
  for (let f = 1 as Face; f <= 6; f = (f + 1) as Face) {
    if (faceError(ctx, f)) continue;
    const c = minCount(ctx, f);
    if (c > ctx.maxCount) continue;
    const pf = p(f, c);
    if (!best || pf > best.p) best = { face: f, count: c, p: pf };
  }
  const last = round.claims.at(-1);
  if (last?.kind === 'bid' && round.standing) {
    const pStanding = p(round.standing.bid.face, round.standing.bid.count);
    if (!best || pStanding < 0.7 * (1 - best.p)) return { type: 'dudo', seat };
  }
  return best ? { type: 'bid', seat, count: best.count, face: best.face } : last ? { type: 'dudo', seat } : null;
}

/** This seat's loss in one rollout after `action`: 1 for a lost die, −gain for a won calzo, 1/n if undecided. */
export function rollout(start: GameState, action: SeatAction, me: number, tails: Tails, gain: number, n: number): number {
  let state = start;
  let next: SeatAction | null = action;
  for (let step = 0; step < MAX_STEPS && next; step++) {
    const r = applyAction(state, next);
    if (!r.ok) return 1 / n;
    for (const e of r.events) {
      if (e.type === 'resolution') {
        const res = e.resolution;
        return res.loser === me ? 1 : res.gainer === me ? -gain : 0;
      }
    }
    state = r.state;
    if (state.phase !== 'bidding' || state.toAct === null) return 1 / n;
    next = rolloutMove(state, state.toAct, tails);
  }
  return 1 / n;
}

/** This seat's loss in one rollout of a round just thrown: the seat to act opens by the rollout policy (issue 40: choices before the roll). */
export function rolloutRound(start: GameState, me: number, tails: Tails, n: number): number {
  if (start.phase !== 'bidding' || start.toAct === null) return 1 / n;
  const first = rolloutMove(start, start.toAct, tails);
  return first ? rollout(start, first, me, tails, 0, n) : 1 / n;
}

export interface RolloutScore {
  readonly action: SeatAction;
  readonly loss: number;
  readonly rollouts: number;
}

/** Scores each candidate over the first `m` worlds (the same worlds for every candidate). */
export function rolloutScores(view: SeatView, t: TableRead, worlds: Worlds, candidates: readonly SeatAction[], m: number, rng: Rng, gain: number): RolloutScore[] {
  const k = Math.min(m, worlds.n);
  const starts: GameState[] = [];
  for (let w = 0; w < k; w++) starts.push(hypothesis(view, worlds.hands[w]!));
  const n = t.active.length;
  const tails = new Tails();
  void rng;
  return candidates.map((action) => {
    let loss = 0;
    for (const s of starts) loss += rollout(s, action, t.seat, tails, gain, n);
    return { action, loss: loss / k, rollouts: k };
  });
}
