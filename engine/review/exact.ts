// Issue 40 item 2: exact values where a solved table covers the state (docs/review.md, "Exact values"):
// a heads-up normal or palifico round the tables play (engine/solver/tables.ts). The opponent's hand is
// weighed by its chance and by how likely its bids so far were under the table's strategy (Bayes on
// the public bids, the decider's own dice known); after the choice both play the table's strategy to
// the showdown, the decider answering as well as it can where its table has no entry (a history its
// equilibrium never reaches). The value is the chance of losing the round (the tables' objective; a won
// calzo wins it). Anything the tables do not hold (an entry of the opponent's, too large a search):
// null, and the review estimates instead.
import type { Bid, SeatAction, SeatView } from '../index';
import { bidId, dudoRoundGame, type EndgameRules } from '../solver/dudo';
import { roundObjectivePayoffs } from '../solver/endgame';
import type { Player, RoundGameSpec } from '../solver/game';
import { enumerateHands } from '../solver/hands';
import { endgameSituationFromView, tableMoves, type EndgameShelf, type EndgameTable } from '../solver/tables';
import type { ExactValuer } from './review';
import type { ValuedChoice } from './types';
import { exactValue } from './value';

/** The most nodes one decision's walk may visit before it gives up (then the value is estimated). */
export const EXACT_NODE_LIMIT = 20_000;
/** The most an opponent hand without a table entry may weigh (of the decider's belief, 1) and still be taken to call dudo. */
export const MISSING_WEIGHT = 1e-3;

type Move = { readonly type: 'bid'; readonly id: number } | { readonly type: 'dudo' } | { readonly type: 'calzo' };
const NOT_COVERED = Symbol('not covered');
type Dist = readonly { readonly move: Move; readonly p: number }[];

function moveKey(m: Move, spec: RoundGameSpec): string {
  if (m.type !== 'bid') return m.type === 'dudo' ? 'd' : 'c';
  const b = spec.bids[m.id]!;
  return `${b.count}${b.face}`;
}

/** The table's strategy at a history for a hand, or null where it holds none (the full history, as the review walks it). */
function strategy(table: EndgameTable, history: readonly number[], hand: readonly number[], spec: RoundGameSpec): Dist | null {
  const moves = tableMoves(table.policy, history.map((id) => spec.bids[id]!), 0, hand);
  if (moves === null || moves.length === 0) return null;
  return moves.map(({ move, probability }) => ({ move: move.type === 'bid' ? { type: 'bid', id: bidId(move) } : move, p: probability }));
}

/** The decider's legal moves at a history (R-RAISE, R-DUDO, R-CALZO-WHEN as the tables' round game has them). */
function legalMoves(spec: RoundGameSpec, history: readonly number[], mover: Player): Move[] {
  const standing = history.length === 0 ? null : history[history.length - 1]!;
  const out: Move[] = spec.raises(standing, mover).map((id) => ({ type: 'bid', id }) as const);
  if (standing !== null) out.push({ type: 'dudo' });
  if (standing !== null && spec.mayCalzo(mover)) out.push({ type: 'calzo' });
  return out;
}

interface Walk {
  readonly spec: RoundGameSpec;
  readonly table: EndgameTable;
  readonly me: Player;
  readonly myHand: readonly number[];
  /** The opponent's possible hands. */
  readonly opp: readonly (readonly number[])[];
  /** Losses already walked, by history (the opponent's weights are a function of the history). */
  readonly memo: Map<string, number | typeof NOT_COVERED>;
  nodes: number;
}

/** Σ over the opponent's hands of weight × the decider's loss when `mover` challenges `standing` (R-DUDO, R-CALZO). */
function challengeLoss(w: Walk, move: 'dudo' | 'calzo', standing: number, mover: Player, weights: Float64Array): number {
  const bid = w.spec.bids[standing]!;
  const mine = w.spec.countIn(w.myHand, bid.face);
  let v = 0;
  for (let i = 0; i < w.opp.length; i++) {
    if (weights[i] === 0) continue;
    const count = mine + w.spec.countIn(w.opp[i]!, bid.face);
    // R-DUDO: the caller loses when the count reaches the bid; R-CALZO: the caller wins when it is exact
    const callerLoses = move === 'dudo' ? count >= bid.count : count !== bid.count;
    if (callerLoses === (mover === w.me)) v += weights[i]!;
  }
  return v;
}

/**
 * Σ over the opponent's hands of its weight (its chance and the chance of its bids so far) × the decider's
 * chance of losing after `history`, `mover` to move; both play the table's strategy, the decider its best
 * answer against it at a history its table does not hold (an information set: the same answer for every
 * opponent hand), the opponent dudo where its table holds no entry for a hand.
 */
function lossAt(w: Walk, history: number[], mover: Player, weights: Float64Array): number | typeof NOT_COVERED {
  const key = history.join(',');
  const known = w.memo.get(key);
  if (known !== undefined) return known;
  if (++w.nodes > EXACT_NODE_LIMIT) return NOT_COVERED;
  const l = mover === w.me ? mineAt(w, history, mover, weights) : theirsAt(w, history, mover, weights);
  w.memo.set(key, l);
  return l;
}

function mineAt(w: Walk, history: number[], mover: Player, weights: Float64Array): number | typeof NOT_COVERED {
  const dist = strategy(w.table, history, w.myHand, w.spec);
  if (dist) {
    let v = 0;
    for (const { move, p } of dist) {
      const l = lossOf(w, history, mover, move, weights);
      if (l === NOT_COVERED) return NOT_COVERED;
      v += p * l;
    }
    return v;
  }
  let best = Infinity;
  for (const move of legalMoves(w.spec, history, mover)) {
    const l = lossOf(w, history, mover, move, weights);
    if (l === NOT_COVERED) return NOT_COVERED;
    best = Math.min(best, l);
  }
  return best;
}

function theirsAt(w: Walk, history: number[], mover: Player, weights: Float64Array): number | typeof NOT_COVERED {
  // each of the opponent's moves with the weights of the hands that play it
  const byMove = new Map<string, { move: Move; weights: Float64Array }>();
  for (let i = 0; i < w.opp.length; i++) {
    if (weights[i] === 0) continue;
    // the tables keep no play the opponent reaches with under 10⁻³ of its own chance: where such a hand
    // weighs under MISSING_WEIGHT it calls dudo; more, and the state is not covered (estimated)
    const found = strategy(w.table, history, w.opp[i]!, w.spec);
    if (!found && (history.length === 0 || weights[i]! > MISSING_WEIGHT)) return NOT_COVERED;
    const dist = found ?? [{ move: { type: 'dudo' } as Move, p: 1 }];
    for (const { move, p } of dist) {
      const k = moveKey(move, w.spec);
      let e = byMove.get(k);
      if (!e) byMove.set(k, (e = { move, weights: new Float64Array(w.opp.length) }));
      e.weights[i] = weights[i]! * p;
    }
  }
  let v = 0;
  for (const { move, weights: ws } of byMove.values()) {
    const l = lossOf(w, history, mover, move, ws);
    if (l === NOT_COVERED) return NOT_COVERED;
    v += l;
  }
  return v;
}

function lossOf(w: Walk, history: number[], mover: Player, move: Move, weights: Float64Array): number | typeof NOT_COVERED {
  if (move.type !== 'bid') return challengeLoss(w, move.type, history[history.length - 1]!, mover, weights);
  history.push(move.id);
  const l = lossAt(w, history, (1 - mover) as Player, weights);
  history.pop();
  return l;
}

function toSeatAction(move: Move, seat: number, spec: RoundGameSpec): SeatAction {
  if (move.type !== 'bid') return { type: move.type, seat };
  const b = spec.bids[move.id]!;
  return { type: 'bid', seat, count: b.count, face: b.face };
}

/**
 * Every legal choice of the view with its exact chance of losing the round, or null where no table
 * covers the state (the rules, the round's kind, the dice, a paso or picado, an entry it lacks).
 */
export function exactChoices(view: SeatView, shelf: EndgameShelf): ValuedChoice[] | null {
  const round = view.current;
  if (view.seat === null || round === null || view.phase !== 'bidding' || view.toAct !== view.seat) return null;
  // R-PALIFICO and normal rounds: the decider sees its own dice and nothing else (obligar, blind: estimated)
  if (round.kind !== 'normal' && round.kind !== 'palifico') return null;
  const tables = shelf.tablesFor(view.options, view.startingTotal, round.kind);
  if (!tables || tables.objective !== 'round') return null;
  const found = endgameSituationFromView(tables, view);
  if (!found.ok) return null;
  const s = found.value;
  const me: Player = s.starter === 'me' ? 0 : 1;
  const held: [number, number] = me === 0 ? [s.myDice.length, s.opponentDice] : [s.opponentDice, s.myDice.length];
  const table = tables.tables.find((t) => t.starterDice === held[0] && t.responderDice === held[1]);
  if (!table) return null;
  const rules: EndgameRules = { options: view.options, startingTotal: view.startingTotal };
  const spec = dudoRoundGame(rules, held, roundObjectivePayoffs(rules, held), table.id, round.kind);
  const history = s.bids.map((b: Bid) => bidId(b));
  const opp: Player = (1 - me) as Player;
  const hands = enumerateHands(held[opp], 6);
  // Bayes: each opponent hand by its chance and the table's chance of the bids it made this round
  const weights = Float64Array.from(hands.hands, (_, i) => {
    let wt = hands.prob[i]!;
    for (let k = opp === 0 ? 0 : 1; k < history.length && wt > 0; k += 2) {
      const dist = strategy(table, history.slice(0, k), hands.hands[i]!, spec);
      wt *= dist?.find((d) => d.move.type === 'bid' && d.move.id === history[k])?.p ?? 0;
    }
    return wt;
  });
  const total = weights.reduce((a, b) => a + b, 0);
  if (!(total > 0)) return null;
  for (let i = 0; i < weights.length; i++) weights[i] = weights[i]! / total;
  const walk: Walk = { spec, table, me, myHand: [...s.myDice].sort((a, b) => a - b), opp: hands.hands, memo: new Map(), nodes: 0 };
  const out: ValuedChoice[] = [];
  for (const move of legalMoves(spec, history, me)) {
    const l = lossOf(walk, [...history], me, move, weights);
    if (l === NOT_COVERED) return null;
    out.push({ action: toSeatAction(move, view.seat, spec), value: exactValue(l) });
  }
  // the tables' round must offer exactly the view's choices
  if (out.length !== view.legal.length) return null;
  return out.sort((a, b) => a.value.loss - b.value.loss);
}

/** The review's exact valuer over a shelf of tables (the bot worker's, or a test's). */
export function exactValuer(shelf: EndgameShelf | null): ExactValuer | null {
  if (!shelf) return null;
  return (view) => {
    const choices = exactChoices(view, shelf);
    return choices ? { choices, measure: 'round-loss' } : null;
  };
}


