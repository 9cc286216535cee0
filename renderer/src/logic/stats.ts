// End-of-game statistics from the game's resolutions (R-DUDO, R-CALZO, R-MATO, R-PASO, R-PICADO).
import type { Resolution, Seat } from '../../../engine/index';

export interface PlayerStats {
  readonly challengesWon: number;
  readonly challengesLost: number;
  /** R-CALZO: exact calls. */
  readonly calzosHit: number;
  /** R-DUDO: dudos that caught a false claim. */
  readonly bluffsCaught: number;
  /** This player's claims that were doubted and found false. */
  readonly caughtBluffing: number;
}

const ZERO: PlayerStats = { challengesWon: 0, challengesLost: 0, calzosHit: 0, bluffsCaught: 0, caughtBluffing: 0 };

/** Whether the caller of a challenge won it: dudo wins on a false claim, calzo and mato on an exact count. */
export function callerWon(r: Resolution): boolean {
  return r.kind === 'dudo' ? !r.claimHeld : r.claimHeld;
}

export function statsOf(playerCount: number, resolutions: readonly Resolution[]): PlayerStats[] {
  const stats = Array.from({ length: playerCount }, () => ({ ...ZERO }));
  const bump = (seat: Seat, key: keyof PlayerStats): void => {
    const s = stats[seat];
    if (s) s[key] += 1;
  };
  for (const r of resolutions) {
    const won = callerWon(r);
    bump(r.caller, won ? 'challengesWon' : 'challengesLost');
    if (r.kind === 'calzo' && won) bump(r.caller, 'calzosHit');
    if (r.kind === 'dudo' && won) {
      bump(r.caller, 'bluffsCaught');
      bump(r.claim.seat, 'caughtBluffing');
    }
  }
  return stats;
}
