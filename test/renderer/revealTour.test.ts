// Issue 27, item 1: the timing of the reveal read on the 3D table (renderer/src/scene/revealTour.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { advanceTour, MIN_FRAMES, planTour, tourElapsed, tourFrame, useRevealTour, visitOrder, VISIT_S, type Mark } from '../../renderer/src/state/revealTour';

const markOf = (face: number): Mark => (face === 3 ? 'counted' : face === 1 ? 'wild' : null);

describe('the reveal read on the table (issue 27)', () => {
  beforeEach(() => useRevealTour.getState().clear());

  it('visits the shown hands from the caller\'s neighbour round the table, the caller last, skipping empty hands', () => {
    expect(visitOrder(2, [[1], [2], [3], [4]])).toEqual([3, 0, 1, 2]);
    expect(visitOrder(0, [[1], [], [3]])).toEqual([2, 0]);
  });

  it('six hands of five dice take at most 6 s at the normal speed', () => {
    const hands = Array.from({ length: 6 }, () => [1, 2, 3, 4, 5]);
    expect(planTour(0, hands, markOf).length).toBeLessThanOrEqual(6);
  });

  it('the tally counts each marked die as it lights, wild dice apart, and ends at every marked die', () => {
    const plan = planTour(0, [[3, 1, 6], [3, 3, 2]], markOf);
    expect(plan.visits.map((v) => v.seat)).toEqual([1, 0]);
    expect(tourFrame(plan, 0)).toMatchObject({ visit: 0, counted: 0, wild: 0, done: false });
    // the first hand (seat 1): both threes lit by the end of its visit, none of seat 0's yet
    expect(tourFrame(plan, VISIT_S - 0.01)).toMatchObject({ visit: 0, counted: 2, wild: 0 });
    const end = tourFrame(plan, plan.length);
    expect(end).toMatchObject({ visit: null, counted: 4, wild: 1, done: true });
    expect(end.lit(1, 2)).toBe(true);
    // counting only ever grows
    let last = 0;
    for (let t = 0; t <= plan.length; t += 0.05) {
      const c = tourFrame(plan, t).counted;
      expect(c).toBeGreaterThanOrEqual(last);
      last = c;
    }
  });

  it('follows the animation speed, never jumps a hand on a long frame, and is skipped at once', () => {
    const plan = planTour(0, [[3], [3], [3]], markOf);
    useRevealTour.getState().begin(5, plan, 2, false);
    advanceTour(0.1);
    expect(tourElapsed(useRevealTour.getState().tour!)).toBeCloseTo(0.2);
    // a long frame never leaves a hand before MIN_FRAMES frames were drawn on it, nor jumps over the next
    advanceTour(10);
    expect(MIN_FRAMES).toBe(2);
    expect(tourElapsed(useRevealTour.getState().tour!)).toBeCloseTo(VISIT_S);
    advanceTour(10);
    expect(tourElapsed(useRevealTour.getState().tour!)).toBeCloseTo(VISIT_S * 2 - 1e-6);
    useRevealTour.getState().skip();
    const tour = useRevealTour.getState().tour!;
    expect(tourFrame(tour.plan, tourElapsed(tour)).done).toBe(true);
    // a second begin of the same round changes nothing
    useRevealTour.getState().begin(5, plan, 1, false);
    expect(useRevealTour.getState().tour!.skipped).toBe(true);
  });

  it('is still from the start under reduced motion', () => {
    const plan = planTour(0, [[3], [3]], markOf);
    useRevealTour.getState().begin(7, plan, 1, true);
    const tour = useRevealTour.getState().tour!;
    expect(tourFrame(plan, tourElapsed(tour))).toMatchObject({ done: true, counted: 2 });
  });
});
