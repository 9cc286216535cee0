// Issue 42 item 3: the coach's steps that advance by themselves (the bots play: steps 4, 6 and 9 went by
// in under 3 s) stay at least 3 s plus a reading time by their length, with fake timers. A step the
// person advances (a move, Next, Continue) gives way at once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coachStep, type CoachStep } from '../../renderer/src/tutorial/script';
import { PACE, StepPacer, minShowMs, type PaceClock } from '../../renderer/src/tutorial/pace';

const clock: PaceClock = { now: () => Date.now(), setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>) };
/** The step at that many actions of the scripted game (the `next` steps read). */
const at = (actionCount: number, revealRound: number | null = null): CoachStep => coachStep({ actionCount, revealRound, read: ['dice', 'special'] });
const LENGTH = 200;

describe('the coach paces the steps the bots advance (issue 42 item 3)', () => {
  beforeEach(() => void vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => void vi.useRealTimers());

  it('the least time is 3 s plus reading time, longer for a longer text, capped', () => {
    expect(minShowMs(0)).toBe(3000);
    expect(minShowMs(200)).toBeGreaterThan(minShowMs(100));
    expect(minShowMs(100)).toBeGreaterThan(3000);
    expect(minShowMs(10_000)).toBe(PACE.maxMs);
  });

  for (const [n, count, next] of [
    [4, 3, 5],
    [6, 6, 8],
    [9, 9, 10],
  ] as const) {
    it(`step ${n} (${at(count).id}) stays ${minShowMs(LENGTH)} ms although the bots move on at once`, () => {
      const changes = vi.fn();
      const pacer = new StepPacer(clock, () => LENGTH, changes);
      const watch = at(count);
      expect(watch.wait).toBe('watch');
      expect(pacer.offer(watch)?.id).toBe(watch.id);
      vi.advanceTimersByTime(100);
      // the bots played: the game is at the next step, the coach still says the watch step
      const later = at(next);
      expect(later.id).not.toBe(watch.id);
      expect(pacer.offer(later)?.id).toBe(watch.id);
      vi.advanceTimersByTime(minShowMs(LENGTH) - 100 - 1);
      expect(pacer.current()?.id).toBe(watch.id);
      expect(changes).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(pacer.current()?.id).toBe(later.id);
      expect(changes).toHaveBeenCalledTimes(1);
      expect(pacer.offer(later)?.id).toBe(later.id);
    });
  }

  it('the latest step follows the held one, not an intermediate one', () => {
    const pacer = new StepPacer(clock, () => LENGTH, () => undefined);
    pacer.offer(at(3));
    pacer.offer(at(5)); // raise
    pacer.offer(at(6)); // watchRaise2 already
    vi.advanceTimersByTime(minShowMs(LENGTH));
    expect(pacer.current()?.id).toBe('watchRaise2');
  });

  it('a step the person advances (a move, Continue) gives way at once; a watch step shown long enough too', () => {
    const pacer = new StepPacer(clock, () => LENGTH, () => undefined);
    pacer.offer(at(2)); // firstBid, a move
    expect(pacer.offer(at(3))?.id).toBe('watchRaise');
    vi.advanceTimersByTime(minShowMs(LENGTH));
    expect(pacer.offer(at(5))?.id).toBe('raise');
    expect(pacer.offer(at(9, 1))?.id).toBe('reveal1');
    expect(pacer.offer(at(9))?.id).toBe('obligar');
    pacer.dispose();
  });
});
