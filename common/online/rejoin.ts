// Issue 38, "clients reconnect by themselves": when the process holding a table dies, the sdk's own
// reconnection (to that process) fails; the table comes back under the same code on a restart or
// on another process (the server's leases, server/redis-store.ts). The client then finds it again
// by its code with its seat token, by itself, until the seat's reconnection window is over.
import { ONLINE_CLOSE } from './room-protocol';

/** The sdk's own reconnection to the same process: a few quick tries (about 5 s), then a rejoin by code. */
export const SDK_RECONNECTION = { maxRetries: 5, maxDelay: 2000 } as const;

/** The waits between rejoins by code (the last one repeats). */
export const REJOIN_DELAYS_MS: readonly number[] = [250, 500, 1000, 2000, 3000];

/** A seat waits 5 minutes for its person (issue 38 item 4): rejoins stop after it. */
export const REJOIN_WINDOW_MS = 5 * 60_000;

/**
 * Close codes after which the table is looked for again by code: the connection died (1001, 1005,
 * 1006), its process stops (4001) or failed (4002), or the sdk's own reconnection gave up (4003,
 * 4010). Any other (a normal or consented close, the server's own ONLINE_CLOSE) is final.
 */
const LOST_PROCESS: ReadonlySet<number> = new Set([1001, 1005, 1006, 4001, 4002, 4003, 4010]);

/** Whether a room left with this close code is looked for again by code (its process died or went away). */
export function shouldRejoin(code: number): boolean {
  return LOST_PROCESS.has(code) && !(Object.values(ONLINE_CLOSE) as number[]).includes(code);
}

export interface RejoinOptions {
  /** True once rejoining is pointless (the person left on purpose, another table was opened). */
  readonly stopped: () => boolean;
  readonly delaysMs?: readonly number[];
  readonly windowMs?: number;
  readonly now?: () => number;
  readonly sleep?: (ms: number) => Promise<void>;
  /** Each failed try (logs). */
  readonly failed?: (e: unknown, attempt: number) => void;
}

/**
 * Tries `join` (the table by its code, with the seat token) after each delay until it succeeds,
 * is stopped, or the window is over; null when it never succeeded. A refusal that no wait will
 * change (the secret or the seat refused) ends it too.
 */
export async function rejoin<T>(join: () => Promise<T>, o: RejoinOptions): Promise<T | null> {
  const delays = o.delaysMs ?? REJOIN_DELAYS_MS;
  const now = o.now ?? (() => Date.now());
  const sleep = o.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const end = now() + (o.windowMs ?? REJOIN_WINDOW_MS);
  for (let attempt = 0; ; attempt++) {
    await sleep(delays[Math.min(attempt, delays.length - 1)] ?? 1000);
    if (o.stopped() || now() > end) return null;
    try {
      return await join();
    } catch (e) {
      o.failed?.(e, attempt);
      if (/BAD_SECRET|TABLE_FULL|BAD_OPTIONS/.test(e instanceof Error ? e.message : String(e))) return null;
    }
  }
}
