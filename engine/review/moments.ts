// Issue 40 item 3: the moments that decided the game: the three costliest decisions and the round that
// turned it (the costliest round of a seat that did not win, by the sum of that seat's costs in it).
import type { Seat } from '../index';
import type { ReviewedDecision, ReviewMoment, ReviewMoments, TurningRound } from './types';

export function costliest(decisions: readonly ReviewedDecision[], n = 3): ReviewMoment[] {
  return decisions
    .filter((d) => d.cost > 0)
    .sort((a, b) => b.cost - a.cost || a.index - b.index)
    .slice(0, n)
    .map((d) => ({ decision: d.index, step: d.step, seat: d.seat, round: d.round, cost: d.cost, class: d.class }));
}

export function turningRound(decisions: readonly ReviewedDecision[], winner: Seat | null, rollSteps: ReadonlyMap<number, number>): TurningRound | null {
  const sums = new Map<string, { round: number; seat: Seat; cost: number; first: number }>();
  for (const d of decisions) {
    if (d.cost <= 0 || d.seat === winner) continue;
    const key = `${d.round}/${d.seat}`;
    const s = sums.get(key) ?? { round: d.round, seat: d.seat, cost: 0, first: d.step };
    s.cost += d.cost;
    sums.set(key, s);
  }
  let best: { round: number; seat: Seat; cost: number; first: number } | null = null;
  for (const s of sums.values()) if (!best || s.cost > best.cost + 1e-12) best = s;
  if (!best) return null;
  return { round: best.round, step: rollSteps.get(best.round) ?? best.first, seat: best.seat, cost: best.cost };
}

export function momentsOf(decisions: readonly ReviewedDecision[], winner: Seat | null, rollSteps: ReadonlyMap<number, number>): ReviewMoments {
  return { costliest: costliest(decisions), turningRound: turningRound(decisions, winner, rollSteps) };
}
