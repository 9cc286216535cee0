// Helpers for the host tests: a temp user data folder, a host with instant bots, a recording client.
import { mkdtempSync, rmSync } from 'node:fs';
import { afterEach } from 'vitest';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GameNewPayload, HostEvent } from '../../common/contract/index';
import { GameHost, type HostOptions } from '../../main/host/index';
import type { HostTimers } from '../../main/host/handlers';

export function tempDir(prefix = 'dudo-host-'): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export function makeHost(dir: string, extra: Partial<HostOptions> = {}): { host: GameHost; logs: string[] } {
  const logs: string[] = [];
  const host = new GameHost({ userDataDir: dir, transport: 'websocket', botThinkMs: 0, log: (m) => logs.push(m), ...extra });
  return { host, logs };
}

export function recorder(host: GameHost): { events: HostEvent[]; client: ReturnType<GameHost['connect']> } {
  const events: HostEvent[] = [];
  const client = host.connect((e) => events.push(e));
  return { events, client };
}

/** A seat of a test game: its name, a person or a bot, and the bot's level (Medio unless told). */
export type TestSeat = readonly [name: string, kind: 'human' | 'bot', level?: string];

/** The seats' colours in seat order (the host's tests; a screenshot passes the palette a person sees). */
const SEAT_COLORS = ['#aa3322', '#2233aa', '#22aa33'];

/** A new game of these seats, 2D dice (the host rolls), chile unless told. */
export function gameSetup(seats: readonly TestSeat[], rules: GameNewPayload['rules'] = 'chile', colors: readonly string[] = SEAT_COLORS): GameNewPayload {
  return { seats: seats.map(([name, kind, level], i) => ({ name, kind, ...(kind === 'bot' ? { level: level ?? 'medio' } : {}), color: colors[i]! })), rules, dice3d: false };
}

export const ALL_BOTS = gameSetup([['Ana', 'bot'], ['Beto', 'bot'], ['Caro', 'bot']]);
export const ONE_HUMAN = gameSetup([['Yo', 'human'], ['Beto', 'bot']]);
export const TWO_HUMANS = gameSetup([['Yo', 'human'], ['Tú', 'human']]);

/** The cleanups of the test being run: registered here, run after each test in reverse order. */
export function useCleanups(): (() => unknown)[] {
  const cleanups: (() => unknown)[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });
  return cleanups;
}

/** A host on a fresh temporary user-data folder, closed and removed after the test. */
export function hostInTempDir(cleanups: (() => unknown)[], extra: Partial<HostOptions> = {}): { host: GameHost; logs: string[]; dir: string } {
  const t = tempDir();
  const h = makeHost(t.dir, extra);
  cleanups.push(() => h.host.close().then(t.cleanup));
  return { ...h, dir: t.dir };
}

/**
 * Tests that need chosen faces: with the host's relabellings fixed to the identity (HostOptions.random
 * returning 0), a die settled on `axisFor(label)` reads `label` (the standard layout).
 */
export const IDENTITY_RELABELS = { random: (): number => 0 } as const;
export function axisFor(label: number): number {
  return [3, 4, 1, 6, 2, 5].indexOf(label);
}
export function axesFor(labels: readonly number[]): number[] {
  return labels.map(axisFor);
}

/** Waits until the host's game is over (bots playing it out), failing after `limitMs`. */
export async function untilOver(host: GameHost, limitMs = 20_000): Promise<void> {
  const end = Date.now() + limitMs;
  while (host.currentState?.phase !== 'game-over') {
    if (Date.now() > end) throw new Error('the game did not end');
    await host.whenSettled();
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** One-shot timers driven by hand: `advance` runs those whose time came, in order. */
export function manualTimers(): HostTimers & { advance(ms: number): void; readonly pending: number } {
  let now = 0;
  const queue = new Map<number, { at: number; fn: () => void }>();
  let next = 1;
  return {
    now: () => now,
    setTimeout: (fn, ms) => {
      queue.set(next, { at: now + ms, fn });
      return next++;
    },
    clearTimeout: (h) => void queue.delete(h as number),
    advance(ms) {
      const end = now + ms;
      for (;;) {
        const due = [...queue.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        queue.delete(due[0]);
        now = due[1].at;
        due[1].fn();
      }
      now = end;
    },
    get pending() {
      return queue.size;
    },
  };
}
