// Issue 38, "clients reconnect by themselves" (common/online/rejoin.ts): which closes send a client
// looking for its table again by code, and the loop that does it (stops when told, when the window
// is over, or on a refusal no wait will change).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rejoin, shouldRejoin } from '../../common/online/rejoin';
import { ONLINE_CLOSE } from '../../common/online/room-protocol';

const noWait = (): Promise<void> => Promise.resolve();

describe('rejoin by code after the table’s process was lost', () => {
  it('looks again after a dead connection, a stopping process or a failed sdk reconnection; never after a consented close or the server’s own', () => {
    for (const code of [1006, 1001, 1005, 4001, 4002, 4003, 4010]) expect(shouldRejoin(code), String(code)).toBe(true);
    for (const code of [1000, 4000, 4004, ...Object.values(ONLINE_CLOSE)]) expect(shouldRejoin(code), String(code)).toBe(false);
  });

  it('tries until the join succeeds, with the delays given (the last one repeats)', async () => {
    const waits: number[] = [];
    let tries = 0;
    const found = await rejoin(
      () => {
        tries++;
        return tries < 4 ? Promise.reject(new Error('room "ABCDEF" not found')) : Promise.resolve('room');
      },
      { stopped: () => false, delaysMs: [10, 20], sleep: (ms) => (waits.push(ms), noWait()) },
    );
    expect(found).toBe('room');
    expect(waits).toEqual([10, 20, 20, 20]);
  });

  it('property: it never joins once stopped or past its window, and a refused secret or seat ends it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 }), fc.boolean(), async (stopAfter, refuseAt, refuse) => {
        let tries = 0;
        let clock = 0;
        const found = await rejoin(
          () => {
            tries++;
            return Promise.reject(new Error(refuse && tries > refuseAt ? 'BAD_SECRET: no' : 'process x is not available.'));
          },
          { stopped: () => tries >= stopAfter, windowMs: 10_000, now: () => clock, sleep: (ms) => ((clock += ms), noWait()), delaysMs: [1000] },
        );
        expect(found).toBeNull();
        // stopped after `stopAfter` tries, refused after refuseAt + 1, or out of its 10 s window (10 tries of 1 s)
        expect(tries).toBe(Math.min(stopAfter, refuse ? refuseAt + 1 : Infinity, 10));
      }),
    );
  });
});
