// What a challenge did to a seat's dice, read the same way by the reveal's summary and the tally on the 3D table.
// R-CALZO: a right calzo gives a die back, to the hand or, at the most dice a hand holds, to the reserve (O-RESERVE);
// a lost challenge takes dice from the hand and the reserve, or a life (R-LIVES).
import type { PlayerChange } from '../../../engine/index';

export function losesDice(c: PlayerChange): boolean {
  return c.dice < 0 || c.reserve < 0;
}

/** A die won, kept in the hand or in the reserve. */
export function gainsADie(c: PlayerChange): boolean {
  return c.dice > 0 || c.reserve > 0;
}

/** The one change the tally's last line tells: the loser (dice or a life), else the one who won a die. */
export function tallyChange(changes: readonly PlayerChange[]): { kind: 'loses'; seat: number; count: number } | { kind: 'losesLife' | 'gains'; seat: number } | null {
  const loser = changes.find((c) => losesDice(c) || c.lives < 0);
  if (loser) return losesDice(loser) ? { kind: 'loses', seat: loser.seat, count: -(loser.dice + loser.reserve) } : { kind: 'losesLife', seat: loser.seat };
  const gainer = changes.find(gainsADie);
  return gainer ? { kind: 'gains', seat: gainer.seat } : null;
}
