// Issue 40 item 4: accuracy 0..100 from the costs (docs/review.md, "Accuracy"): each weighed, unforced
// decision scores 100·e^(−cost/ACCURACY_SCALE), the accuracy is their mean. A best move scores 100, a
// choice costing 10 points of losing 51, one costing 25 points 19.
import { ACCURACY_GROUPS, DECISION_CLASSES, type AccuracyFigure, type AccuracyGroup, type DecisionClass, type DecisionKind, type ReviewedDecision, type SeatAccuracy } from './types';
import type { RecordPlayer } from '../index';

export const ACCURACY_SCALE = 0.15;

/** The accuracy group of a decision kind (bidding, dudo, calzo; the rest other). */
export function accuracyGroup(kind: DecisionKind): AccuracyGroup {
  if (kind === 'bid') return 'bidding';
  if (kind === 'dudo') return 'dudo';
  if (kind === 'calzo' || kind === 'mato') return 'calzo';
  return 'other';
}

export function decisionScore(cost: number): number {
  return 100 * Math.exp(-Math.max(0, cost) / ACCURACY_SCALE);
}

/** Whether a decision counts in the accuracy: weighed and not forced. */
export function counts(d: ReviewedDecision): boolean {
  return d.weighed && !d.forced;
}

export function accuracyOf(decisions: readonly ReviewedDecision[]): AccuracyFigure {
  const weighed = decisions.filter(counts);
  if (weighed.length === 0) return { accuracy: null, decisions: 0 };
  const sum = weighed.reduce((s, d) => s + decisionScore(d.cost), 0);
  return { accuracy: Math.round((sum / weighed.length) * 10) / 10, decisions: weighed.length };
}

export function seatAccuracy(seat: number, player: RecordPlayer | undefined, all: readonly ReviewedDecision[]): SeatAccuracy {
  const mine = all.filter((d) => d.seat === seat);
  const byGroup = Object.fromEntries(ACCURACY_GROUPS.map((g) => [g, accuracyOf(mine.filter((d) => accuracyGroup(d.kind) === g))])) as { [G in AccuracyGroup]: AccuracyFigure };
  const classes = Object.fromEntries(DECISION_CLASSES.map((c) => [c, mine.filter((d) => d.class === c).length])) as { [C in DecisionClass]: number };
  const weighed = mine.filter((d) => d.weighed);
  const exact = weighed.filter((d) => d.valueKind === 'exact').length;
  return {
    seat,
    name: player?.name ?? `Seat ${seat + 1}`,
    ...(player?.bot ? { bot: player.bot } : {}),
    overall: accuracyOf(mine),
    byGroup,
    classes,
    exactShare: weighed.length === 0 ? 0 : exact / weighed.length,
  };
}
