// Issue 40 item 2: the value of each choice a seat had, from its view only (no hindsight): the chance
// that it loses the round. Estimated by the reference player's evaluation (Experto's and Maestro's world
// model: hands inferred from the round's bids, engine/bots/worlds.ts; bids played out, playout.ts), with a 95 % interval from the
// worlds sampled; exact values from solved tables come from exact.ts where a table covers the state.
import { createRng, type Bid, type Face, type SeatAction, type SeatView } from '../index';
import { worldBidLoss } from '../bots/bidloss';
import { binomialModel, pExact, pTrue } from '../bots/model';
import { judgeAll } from '../bots/policy';
import { readTable } from '../bots/table';
import { PERSONALITIES } from '../bots/types';
import { sampleWorlds, worldModel } from '../bots/worlds';
import { playoutBidLosses, PLAYOUT_SHORTLIST } from './playout';
import type { BidChances, ChoiceValue, ValuedChoice } from './types';

/** Worlds sampled per decision (Experto's 400): the interval of a chance is about ±5 points at most. */
export const REVIEW_WORLDS = 400;
/** The half-width given to the rule-of-thumb values of a paso or picado (no model of their risk). */
const CLAIM_SPREAD = 0.15;

const clamp01 = (x: number): number => Math.min(1, Math.max(0, x));

/** A Monte Carlo chance over n worlds with its 95 % (normal, Wilson-floored) interval. */
export function sampledValue(loss: number, n: number): ChoiceValue {
  const l = clamp01(loss);
  const half = 1.96 * Math.sqrt(Math.max(l * (1 - l), 1 / n) / n);
  return { loss: l, low: clamp01(l - half), high: clamp01(l + half) };
}

export function exactValue(loss: number): ChoiceValue {
  const l = clamp01(loss);
  return { loss: l, low: l, high: l };
}

/** The standing bid's chances of being true and exact from the view (plain odds: seen dice, unseen binomial with wilds). */
export function bidChances(view: SeatView): BidChances | null {
  if (view.phase !== 'bidding' || view.current === null || view.seat === null) return null;
  const standing = view.current.standing;
  if (!standing) return null;
  const model = binomialModel(readTable(view));
  return { bid: standing.bid, true: pTrue(model, standing.bid), exact: pExact(model, standing.bid) };
}

/** The seed of a decision's worlds: its record step only (never the hidden dice), so a review is reproducible. */
export function decisionSeed(step: number): number {
  return (0x9e3779b1 * (step + 1)) >>> 0;
}

/**
 * The legal choices of the view valued (lowest loss first), estimated: a dudo loses when the bid is true
 * (R-DUDO), a calzo or mato when it is not exact (R-CALZO, R-MATO), a bid by playing the round out
 * (playout.ts: the PLAYOUT_SHORTLIST bids the world model ranks best, and `played` when it is a bid; the
 * other bids are left out: no better by the world model), a paso or picado by the bots' rule of thumb.
 * Direction and obligar choices, made before the roll, are valued by choices.ts (null here).
 */
export function estimateChoices(view: SeatView, seed: number, worldsN = REVIEW_WORLDS, played: SeatAction | null = null): ValuedChoice[] | null {
  if (view.phase !== 'bidding' || view.current === null || view.seat === null) return null;
  const table = readTable(view);
  const worlds = sampleWorlds(table, worldsN, createRng(seed));
  const model = worldModel(worlds, table.totalDice);
  const bidLoss = worldBidLoss(view, table, worlds);
  const judged = judgeAll({ view, table, model, personality: PERSONALITIES.balanced, rng: createRng(seed ^ 0x5bd1e995), bidLoss });
  const standing = table.standing?.bid ?? null;
  const others: ValuedChoice[] = judged.filter((j) => j.action.type !== 'bid').map((j) => ({ action: j.action, value: valueOf(j.action, j.loss, standing, model, worlds.n) }));
  // issue 40 item 3: the bids by playouts of the round, the world model's best and the one played
  const ranked = judged.filter((j) => j.action.type === 'bid').sort((a, b) => a.loss - b.loss);
  const bids = ranked.slice(0, PLAYOUT_SHORTLIST).map((j) => j.action);
  if (played?.type === 'bid' && !bids.some((b) => sameAction(b, played))) {
    const legal = ranked.find((j) => sameAction(j.action, played));
    if (legal) bids.push(legal.action);
  }
  const playouts = bids.length > 0 ? playoutBidLosses(view, table, worlds, bids, seed) : { losses: [], n: 0 };
  const valuedBids = bids.map((action, i) => ({ action, value: sampledValue(playouts.losses[i]!, playouts.n) }));
  return [...others, ...valuedBids].sort((a, b) => a.value.loss - b.value.loss);
}

function valueOf(action: SeatAction, judgedLoss: number, standing: Bid | null, model: ReturnType<typeof worldModel>, n: number): ChoiceValue {
  switch (action.type) {
    case 'calzo':
    case 'mato':
      // R-CALZO, R-MATO: the caller loses the round unless the count is exact
      return sampledValue(standing ? 1 - pExact(model, standing) : 1, n);
    case 'paso':
    case 'picado': {
      const l = clamp01(judgedLoss);
      return { loss: l, low: clamp01(l - CLAIM_SPREAD), high: clamp01(l + CLAIM_SPREAD) };
    }
    default:
      return sampledValue(judgedLoss, n);
  }
}

/** Whether two seat actions are the same choice. */
export function sameAction(a: SeatAction, b: SeatAction): boolean {
  if (a.type !== b.type || a.seat !== b.seat) return false;
  if (a.type === 'bid' && b.type === 'bid') return a.count === b.count && (a.face as Face) === (b.face as Face);
  if (a.type === 'direction' && b.type === 'direction') return a.direction === b.direction;
  if (a.type === 'obligar' && b.type === 'obligar') return a.mode === b.mode;
  return true;
}
