// Couch privacy at the reveal (ARCHITECTURE.md, "Information hiding"; issue 12): a screen several
// people watch never shows a hidden hand. While a reveal is open the next round may already be
// dealt; with more than one person at the table its hand waits for the hand-over.
import type { Resolution, SeatView } from '../../../engine/index';

/**
 * Whether the table may show the shown seat's own dice now.
 * @param humans the number of people at the table
 * @param revealRound the round of the reveal on screen, or null
 * @param viewRound the round of the view (the next one once it is dealt)
 */
export function ownHandShown(humans: number, revealRound: number | null, viewRound: number): boolean {
  if (humans < 2 || revealRound === null) return true;
  return viewRound <= revealRound;
}

/**
 * Couch play: the seat a screen several people watched (a reveal, a new game) shows next: none
 * (the public view) where two or more people share it, so the next hand appears only after the
 * hand-over to its owner; the one person's seat otherwise.
 */
export function shownAfterReveal(humans: readonly number[], shown: number | null): number | null {
  return humans.length >= 2 ? null : shown;
}

/**
 * The reveal a view still stands at (issue 12): a challenge resolved and the next round not rolled
 * yet (a reloaded or resumed table shows it again, so the host's wait for Continue can end).
 */
export function pendingRevealOf(view: SeatView): Resolution | null {
  const r = view.lastResolution;
  if (!r || view.phase === 'bidding' || view.phase === 'game-over' || r.round !== view.round) return null;
  return r;
}

/** The reveals queue with `incoming` added: each round once, never one already dismissed here. */
export function addReveals(queue: readonly Resolution[], incoming: readonly Resolution[], dismissedRound: number): Resolution[] {
  const out = [...queue];
  for (const r of incoming) if (r.round > dismissedRound && !out.some((q) => q.round === r.round)) out.push(r);
  return out;
}
