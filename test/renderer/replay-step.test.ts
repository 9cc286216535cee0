// Issue 26 item 5: the replay's challenge step shows the table as it stood when the cups came up (dice, reserve and
// lives before the loss or gain: R-LOSS, R-LIVES, R-GAIN), and autoplay's pace.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, PRESET_IDS, viewFor } from '../../engine/index';
import { askWhileBusy, AUTOPLAY_SPEEDS, autoplayHoldMs, beforeTheChallenge, BUSY_RETRY_MS } from '../../renderer/src/logic/replayStep';
import { playRandomGame } from '../engine/random-play';

describe('the replay at a challenge', () => {
  it('property, every preset: the seats before the challenge equal the state before it, seen by the table and by each seat', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PRESET_IDS), fc.integer({ min: 2, max: 5 }), fc.integer({ min: 1, max: 1e6 }), (preset, players, seed) => {
        const { states } = playRandomGame(preset, players, createRng(seed));
        let challenges = 0;
        for (let i = 1; i < states.length; i++) {
          const after = states[i]!;
          const resolution = after.lastResolution;
          if (!resolution || states[i - 1]!.lastResolution === resolution) continue;
          challenges++;
          const before = states[i - 1]!;
          for (const seat of [null, ...Array.from({ length: players }, (_, s) => s)]) {
            const shown = beforeTheChallenge(viewFor(after, seat), resolution);
            const then = viewFor(before, seat);
            expect(shown.players.map((p) => [p.dice, p.reserve, p.lives, p.out])).toEqual(then.players.map((p) => [p.dice, p.reserve, p.lives, p.out]));
            expect(shown.winner).toBeNull();
          }
        }
        expect(challenges).toBeGreaterThan(0);
      }),
      { numRuns: 60 },
    );
  });

  it('autoplay holds a challenge longer than a bid, and goes faster at a higher speed', () => {
    for (const speed of AUTOPLAY_SPEEDS) expect(autoplayHoldMs(true, speed)).toBeGreaterThan(autoplayHoldMs(false, speed));
    expect(autoplayHoldMs(false, 4)).toBeLessThan(autoplayHoldMs(false, 1));
    expect(autoplayHoldMs(false, 0.5)).toBe(2 * autoplayHoldMs(false, 1));
  });
});

describe('a replay step the host answers BUSY (docs/host.md, "Fair to every client")', () => {
  const busy = { ok: false, error: { code: 'BUSY', message: 'busy' } } as const;
  const shown = { ok: true, value: 'step' } as const;
  const script = (answers: ReadonlyArray<typeof busy | typeof shown>) => {
    let i = 0;
    return () => Promise.resolve(answers[Math.min(i++, answers.length - 1)]!);
  };

  it('is asked again, waiting longer each time, until the host shows it (an autoplay stalled on the second BUSY before)', async () => {
    const waited: number[] = [];
    const r = await askWhileBusy(script([busy, busy, busy, shown]), () => true, async (ms) => void waited.push(ms));
    expect(r).toEqual(shown);
    expect(waited).toEqual(BUSY_RETRY_MS.slice(0, 3));
    expect(BUSY_RETRY_MS.reduce((a, b) => a + b, 0)).toBeGreaterThan(1000); // past the second the work budget refills in
  });

  it('gives the BUSY back after the last wait, and never asks again for a step no longer the latest', async () => {
    const waited: number[] = [];
    expect(await askWhileBusy(script([busy]), () => true, async (ms) => void waited.push(ms))).toEqual(busy);
    expect(waited).toEqual(BUSY_RETRY_MS);
    let latest = true;
    let asks = 0;
    const r = await askWhileBusy(
      () => (asks++, Promise.resolve(busy)),
      () => latest,
      async () => void (latest = false),
    );
    expect([r, asks]).toEqual([null, 1]);
  });

  it('another error is not asked again', async () => {
    const wrong = { ok: false, error: { code: 'BAD_RECORD', message: 'bad' } } as const;
    let asks = 0;
    expect(await askWhileBusy(() => (asks++, Promise.resolve(wrong)), () => true, async () => undefined)).toEqual(wrong);
    expect(asks).toBe(1);
  });
});
