// The 3D throw store: a throw already played back lies settled when the table mounts again
// (couch hand-over); only a new dice-request throw animates (R-DICE: one throw per roll).
import { beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { playbackStart, useThrow } from '../../renderer/src/scene/throwStore';

/** What a scene mounting at `now` does with the store's throw, then marks it played (as Scene3D does). */
function mountScene(now: number, durationMs: number): 'animate' | 'settled' {
  const s = useThrow.getState();
  const start = playbackStart(s.startedAt, s.playedAt, now, durationMs);
  s.markPlayed(s.startedAt);
  return start;
}

describe('throw playback on (re)mount', () => {
  beforeEach(() => useThrow.setState({ startedAt: 0, playedAt: null }));

  it('R-DICE: the first mount plays the new throw; a remount after the hand-over shows it settled', () => {
    useThrow.getState().set({ startedAt: 1000 });
    expect(mountScene(1010, 3000)).toBe('animate');
    // the hand-over unmounted the table; the next person confirms before the playback time is over
    expect(mountScene(1500, 3000)).toBe('settled');
  });

  it('a new dice-request throw animates again', () => {
    useThrow.getState().set({ startedAt: 1000 });
    mountScene(1010, 3000);
    useThrow.getState().set({ startedAt: 9000 });
    expect(mountScene(9005, 3000)).toBe('animate');
    expect(mountScene(9100, 3000)).toBe('settled');
  });

  it('a throw whose playback time has passed is settled even on its first mount', () => {
    expect(playbackStart(1000, null, 4000, 3000)).toBe('settled');
    expect(playbackStart(1000, null, 3999, 3000)).toBe('animate');
  });

  it('property: a played throw is never animated again, whatever the time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e7 }), fc.integer({ min: 0, max: 1e7 }), fc.integer({ min: 1, max: 20_000 }), (startedAt, later, ms) => {
        expect(playbackStart(startedAt, startedAt, startedAt + later, ms)).toBe('settled');
      }),
    );
  });
});
