// What the replay shows at a step (issue 26 item 5): at a challenge, the table as it stood when the cups came up
// (each seat's dice, reserve and lives before the loss or gain: the summary beside it tells what changed); and how
// long autoplay holds each step.
import type { Resolution, SeatView } from '../../../engine/index';
import type { Result } from '../../../common/contract/index';

/** The view with each seat's dice, reserve and lives as they were before `resolution` changed them (R-LOSS, R-LIVES). */
export function beforeTheChallenge(view: SeatView, resolution: Resolution): SeatView {
  const players = view.players.map((p) => {
    const c = resolution.changes.find((x) => x.seat === p.seat);
    if (!c) return p;
    return {
      ...p,
      dice: p.dice === null ? null : p.dice - c.dice,
      reserve: p.reserve === null ? null : p.reserve - c.reserve,
      lives: p.lives === null ? null : p.lives - c.lives,
      out: p.out && !c.eliminated,
    };
  });
  return { ...view, players, winner: null };
}

/** Autoplay's speeds (× the normal pace). */
export const AUTOPLAY_SPEEDS = [0.5, 1, 2, 4] as const;
export type AutoplaySpeed = (typeof AUTOPLAY_SPEEDS)[number];

/** How long autoplay holds a step at speed 1: a challenge is read longer (its count, its verdict) than a bid. */
export const AUTOPLAY_HOLD_MS = { step: 1200, challenge: 4000 } as const;

export function autoplayHoldMs(isChallenge: boolean, speed: AutoplaySpeed): number {
  return Math.round((isChallenge ? AUTOPLAY_HOLD_MS.challenge : AUTOPLAY_HOLD_MS.step) / speed);
}

/**
 * The waits before asking again for a replay step the host answered BUSY (docs/host.md, "Fair to every client"):
 * longer each time, about 4 s in all, past the second the host's work budget takes to refill.
 */
export const BUSY_RETRY_MS: readonly number[] = [150, 300, 600, 1000, 1000, 1000];

/**
 * Asks the host for a step, and again after each wait of `waits` while it answers BUSY and the step is still the
 * latest asked (`isLatest`). Resolves with the last answer, or null once a later step was asked (nothing to show).
 */
export async function askWhileBusy<T>(
  ask: () => Promise<Result<T>>,
  isLatest: () => boolean,
  sleep: (ms: number) => Promise<void>,
  waits: readonly number[] = BUSY_RETRY_MS,
): Promise<Result<T> | null> {
  let r = await ask();
  for (const wait of waits) {
    if (r.ok || r.error.code !== 'BUSY' || !isLatest()) break;
    await sleep(wait);
    if (!isLatest()) return null;
    r = await ask();
  }
  return isLatest() ? r : null;
}
