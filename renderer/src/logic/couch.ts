// Couch privacy at the reveal (ARCHITECTURE.md, "Information hiding"; issue 12): a screen several
// people watch never shows a hidden hand. While a reveal is open the next round may already be
// dealt; with more than one person at the table its hand waits for the hand-over.

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
