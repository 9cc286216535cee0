// Issue 40 item 2: a decision's class by its cost, the chance of losing it added over the best choice
// (docs/review.md, "Classes"). The thresholds are in points of that chance.
import type { DecisionClass } from './types';

/** The most a choice may cost and still be of the class (a cost above the last is a blunder). */
export const CLASS_THRESHOLDS: readonly { readonly class: DecisionClass; readonly upTo: number }[] = [
  { class: 'best', upTo: 0.01 },
  { class: 'good', upTo: 0.04 },
  { class: 'inaccuracy', upTo: 0.1 },
  { class: 'mistake', upTo: 0.25 },
];

export function classify(cost: number): DecisionClass {
  for (const t of CLASS_THRESHOLDS) if (cost <= t.upTo) return t.class;
  return 'blunder';
}
