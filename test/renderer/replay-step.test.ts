// Issue 26 item 5: the replay's challenge step shows the table as it stood when the cups came up (dice, reserve and
// lives before the loss or gain: R-LOSS, R-LIVES, R-GAIN), and autoplay's pace.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, PRESET_IDS, viewFor } from '../../engine/index';
import { AUTOPLAY_SPEEDS, autoplayHoldMs, beforeTheChallenge } from '../../renderer/src/logic/replayStep';
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
