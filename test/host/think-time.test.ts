// Bots take a short think time for setup choices (the direction after the start roll, R-DIR; the
// obligar choice, R-OBLIGAR), not a bid's deliberation: the first shake prompt of a game is not
// held back by a bot weighing its direction for 1.2 s (issue 12, Start -> first shake <= 2 s).
import { describe, expect, it } from 'vitest';
import type { HostEvent } from '../../common/contract/index';
import { SETUP_THINK_MS, THINK_MS } from '../../main/host/index';
import { baseThinkMsFor, thinkKindOf } from '../../main/host/bot-turns';
import { ALL_BOTS, hostInTempDir, recorder, useCleanups } from './helpers';

const cleanups = useCleanups();
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const SPEEDS = ['slow', 'normal', 'fast', 'instant'] as const;

describe('setup think time (direction, obligar) is short', () => {
  it('the direction and obligar choices are setup decisions; bids, challenges and the rest are not', () => {
    expect(thinkKindOf('direction')).toBe('setup');
    expect(thinkKindOf('obligar')).toBe('setup');
    expect(thinkKindOf('bidding')).toBe('bid');
  });

  it('per bot speed: 300 ms at normal speed, a quarter of a bid or less, 0 when instant', () => {
    expect(SETUP_THINK_MS.normal).toBe(300);
    expect(SETUP_THINK_MS.instant).toBe(0);
    for (const speed of SPEEDS) {
      expect(baseThinkMsFor('setup', speed)).toBe(SETUP_THINK_MS[speed]);
      expect(baseThinkMsFor('bid', speed)).toBe(THINK_MS[speed]);
      if (speed !== 'instant') expect(SETUP_THINK_MS[speed]).toBeLessThanOrEqual(THINK_MS[speed] / 4 + 1);
    }
  });

  it('the botThinkMs override is honoured: bids take it, setup choices its setup share (0 stays 0)', () => {
    expect(baseThinkMsFor('bid', 'slow', 400)).toBe(400);
    expect(baseThinkMsFor('setup', 'slow', 400)).toBe(100);
    expect(baseThinkMsFor('setup', 'normal', 0)).toBe(0);
  });

  it('a bot choosing its direction in a game thinks the setup time, not the bid time', async () => {
    // bids would take 12 s (8.4 s at the least with jitter); the direction 3 s (3.9 s at most)
    const { host } = hostInTempDir(cleanups, { botThinkMs: 12_000 });
    await host.warmUp();
    const { client, events } = recorder(host);
    await client.handle('game:new', ALL_BOTS);
    let from: number | null = null;
    let chosen: number | null = null;
    const end = Date.now() + 25_000;
    while (chosen === null && Date.now() < end) {
      const s = host.currentState!;
      if (from === null && s.phase === 'direction' && events.some((e: HostEvent) => e.type === 'bot-thinking')) from = Date.now();
      if (from !== null && s.phase !== 'direction') chosen = Date.now();
      await sleep(10);
    }
    expect(from).not.toBeNull();
    expect(chosen).not.toBeNull();
    // generous for a loaded machine, still well under the bid think time's least (8.4 s)
    expect(chosen! - from!).toBeLessThan(7000);
  }, 30_000);
});
