// Which throw the 3D table may show, and when its cups lift (information hiding in 3D):
// never a throw older than the round on the table, and cups lift at a reveal only over the
// dice of the round being revealed (the next round's dice stay under closed cups).
export interface ThrowShown {
  /** Draw the recorded throw (cups and dice); false: cups only, no dice. */
  readonly show: boolean;
  /** Lift every cup (the reveal of this throw's round). */
  readonly lift: boolean;
}

/**
 * @param throwRound the round the recorded throw is for (-1: the high roll for the start)
 * @param viewRound the round in the current view
 * @param revealRound the round of the reveal on screen, or null
 * @param awaitingShake a person is about to shake for a new throw
 */
export function throwShown(throwRound: number, viewRound: number, revealRound: number | null, awaitingShake: boolean): ThrowShown {
  const lift = revealRound !== null && revealRound === throwRound;
  const current = throwRound === -1 ? viewRound === 0 : throwRound >= viewRound - (revealRound !== null ? 1 : 0);
  return { show: current && !(awaitingShake && !lift), lift: current && lift };
}
