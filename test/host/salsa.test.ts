// O-SALSA with slow bots: a person raises out of turn while a bot thinks. The bot's decision was
// made on a view that no longer holds: it is dropped (or refused) and the seat to act is asked
// again with the fresh view, so the game never waits forever on a bot (issue 15, point 2).
import { describe, expect, it } from 'vitest';
import { viewFor, type SeatAction } from '../../engine/index';
import type { GameNewPayload, HostEvent } from '../../common/contract/index';
import { hostInTempDir, recorder, useCleanups } from './helpers';

const cleanups = useCleanups();

const SALSA: GameNewPayload = {
  seats: [
    { name: 'Yo', kind: 'human', color: '#aa3322' },
    { name: 'Beto', kind: 'bot', level: 'medio', color: '#2233aa' },
    { name: 'Caro', kind: 'bot', level: 'medio', color: '#22aa33' },
  ],
  rules: { preset: 'chile', options: { salsa: true } },
  dice3d: false,
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The highest bid the person may make now (a stale bot raise is then lower: refused). */
function highestBid(legal: readonly SeatAction[]): SeatAction | null {
  let best: SeatAction | null = null;
  for (const a of legal) {
    if (a.type !== 'bid') continue;
    if (!best || best.type !== 'bid' || a.count > best.count || (a.count === best.count && a.face > best.face)) best = a;
  }
  return best;
}

describe('O-SALSA with slow bots (a raise out of turn while a bot thinks)', () => {
  it('the seat to act after the salsa raise is asked again with the fresh view: toAct never stays on a bot', async () => {
    const { host, logs } = hostInTempDir(cleanups, { botThinkMs: 400 });
    await host.warmUp();
    const { events, client } = recorder(host);
    expect((await client.handle('game:new', SALSA)).ok).toBe(true);
    let salsas = 0;
    const end = Date.now() + 60_000;
    while (salsas < 3 && Date.now() < end && host.currentState?.phase !== 'game-over') {
      const s = host.currentState!;
      if (s.phase === 'direction' && s.toAct === 0) {
        await client.handle('game:act', { action: { type: 'direction', seat: 0, direction: 'clockwise' } });
        continue;
      }
      if (s.phase === 'bidding' && s.toAct === 0) {
        // The person's turn: the lowest bid, so that the bots bid on.
        const legal = viewFor(s, 0).legal;
        const bid = legal.find((a) => a.type === 'bid') ?? legal[0]!;
        await client.handle('game:act', { action: bid });
        continue;
      }
      const thinking = events.at(-1);
      const raise = s.phase === 'bidding' && s.toAct !== 0 && thinking?.type === 'bot-thinking' ? highestBid(viewFor(s, 0).legal) : null;
      if (raise) {
        // A bot thinks (400 ms): the person raises out of turn now.
        const r = await client.handle('game:act', { action: raise });
        expect(r.ok).toBe(true);
        salsas++;
        const before = events.length;
        // Not stuck: the game moves on from the raise without the person (a bot acts after it).
        await host.whenSettled();
        const after = host.currentState!;
        const acted = events.slice(before).some((e: HostEvent) => e.type === 'bot-action');
        expect({ acted, toActIsBot: after.phase === 'bidding' && after.toAct !== 0 }).toEqual({ acted: true, toActIsBot: false });
        continue;
      }
      await sleep(5);
    }
    expect(salsas).toBeGreaterThan(0);
    expect(logs.filter((l) => l.includes('refused'))).toEqual([]);
  }, 90_000);
});
