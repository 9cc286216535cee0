// Issue 40 item 5: "What would Maestro do?": the reference player's move for a seat now, from its view
// only, with the standing bid's chances, the values of the best choices (exact where a table covers the
// state) and Maestro's reason (engine/bots, structured for translation).
import { createRng, type SeatView } from '../index';
import { botConfig, decide, type EndgameShelf } from '../bots/index';
import { estimateViewChoices } from './choices';
import { exactValuer } from './exact';
import type { ReviewHint } from './types';
import { bidChances, sameAction } from './value';

/** The hint for the seat of `view`, or null when it has nothing to decide now (not its turn, no choice). */
export function referenceHint(view: SeatView, shelf: EndgameShelf | null, seed: number): ReviewHint | null {
  if (view.seat === null || view.legal.length === 0 || view.toAct !== view.seat) return null;
  const d = decide(view, createRng(seed), botConfig('maestro', 'balanced', shelf));
  if (!d.action) return null;
  const exact = exactValuer(shelf)?.(view) ?? null;
  const choices = exact?.choices ?? estimateViewChoices(view, seed, undefined, d.action) ?? [];
  // the move suggested is always listed with its value: the two best and it, when it is not among the three best
  const top = choices.slice(0, 3);
  const move = d.action;
  const mine = choices.find((c) => sameAction(c.action, move));
  const best = mine && !top.some((c) => sameAction(c.action, move)) ? [...choices.slice(0, 2), mine] : top;
  return {
    seat: view.seat,
    action: d.action,
    chances: bidChances(view),
    best,
    valueKind: exact ? 'exact' : 'estimated',
    measure: exact?.measure ?? 'round-loss',
    reason: d.reason,
  };
}
