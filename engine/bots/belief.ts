// What an opponent's bid says of its hand, given how often it bluffs (issue 41.3, adapt.ts): its bid is true from its
// own hand with p ≥ ½ unless it bluffs (the reveal's own test, adapt.ts observeRound), so its unseen count of the
// bid's face is weighed by that, as Bayes has it. Heads-up and only where all its dice are unseen; pure.
import type { Bid, Face, Seat } from '../index';
import { binomialModel, type CountModel } from './model';
import { binomialPmf, faceChance, shiftedBinomial, tailOf } from './odds';
import { seenCount, type TableRead } from './table';

/**
 * The count model of a seat that believes `opp` bluffs its bids with chance `bluffRate` (R-DUDO, R-WILD): the bid's
 * face conditioned on `opp`'s bid, the other faces binomial. Plain binomial where another seat's dice are unseen too
 * or `opp`'s are seen (an open round).
 */
export function believedModel(t: TableRead, opp: Seat, standing: Bid, bluffRate: number): CountModel {
  const base = binomialModel(t);
  const u = t.unseenOf[opp] ?? 0;
  if (u === 0 || u !== t.unseenTotal || t.seen[opp]) return base;
  const q = faceChance(standing.face, t.wildFace);
  const pmf = binomialPmf(u, q);
  // what opp cannot see: every die but its own
  const hidden = Math.max(0, t.totalDice - (t.diceOf[opp] ?? 0));
  const honest = Array.from(pmf, (_, k) => tailOf(shiftedBinomial(k, hidden, q), standing.count) >= 0.5);
  const pHonest = honest.reduce((a, h, k) => a + (h ? pmf[k]! : 0), 0);
  const r = Math.min(1, Math.max(0, bluffRate));
  const w = Array.from(pmf, (p, k) => p * (honest[k] ? (pHonest > 0 ? (1 - r) / pHonest : 0) : pHonest < 1 ? r / (1 - pHonest) : 0));
  const sum = w.reduce((a, b) => a + b, 0);
  if (!(sum > 0)) return base;
  const s = seenCount(t, standing.face);
  const dist = new Float64Array(s + u + 1);
  w.forEach((x, k) => (dist[s + k] = x / sum));
  return { dist: (face: Face) => (face === standing.face ? dist : base.dist(face)) };
}
