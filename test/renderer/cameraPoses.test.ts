// Issue 27: the camera's poses shared by the live table's reveal tour and the replay's at a challenge
// (renderer/src/scene/cameraStore.ts: handPose, approach), the tour's clock outside the store (the
// replay's: newTour, stepTour) and the seat cards of cups out of the picture (logic/anchor.ts: inPicture).
import { describe, expect, it } from 'vitest';
import { PerspectiveCamera, Vector3 } from 'three';
import { approach, handPose } from '../../renderer/src/scene/cameraStore';
import { newTour, planTour, stepTour, tourElapsed, tourFrame, MIN_FRAMES, VISIT_S } from '../../renderer/src/scene/revealTour';
import { restingDice } from '../../renderer/src/logic/replayDice';
import { inPicture } from '../../renderer/src/logic/anchor';
import { DIE_HALF } from '../../renderer/physics/constants';

/** The smaller side (px) of the box a die's top face (lying flat at `p`) fills on a width × height canvas. */
function topFacePx(camera: PerspectiveCamera, p: readonly [number, number, number], width: number, height: number): number {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [dx, dz] of [[-1, -1], [-1, 1], [1, -1], [1, 1]] as const) {
    const v = new Vector3(p[0] + dx * DIE_HALF, p[1] + DIE_HALF, p[2] + dz * DIE_HALF).project(camera);
    xs.push(((v.x + 1) / 2) * width);
    ys.push(((1 - v.y) / 2) * height);
  }
  return Math.min(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
}

function cameraAt(pose: ReturnType<typeof handPose>, aspect: number): PerspectiveCamera {
  const camera = new PerspectiveCamera(40, aspect, 1, 1000);
  camera.position.set(...pose.position);
  camera.lookAt(new Vector3(...pose.target));
  camera.updateMatrixWorld(true);
  return camera;
}

describe('the camera over a hand (issue 27)', () => {
  it('over a replayed hand of five dice, every die reads (top face ≥ 24 px) on the replay\'s 3D felt at 1280×800 (about 820×560), whatever the seat', () => {
    for (let seat = 0; seat < 6; seat++) {
      const dice = restingDice([1, 2, 3, 4, 5], seat);
      const centre: [number, number] = [dice.reduce((a, d) => a + d.position[0], 0) / 5, dice.reduce((a, d) => a + d.position[2], 0) / 5];
      const camera = cameraAt(handPose(centre), 820 / 560);
      for (const d of dice) {
        const v = new Vector3(...d.position).project(camera);
        expect(inPicture([v.x, v.y, v.z]), `seat ${seat}`).toBe(true);
        expect(topFacePx(camera, d.position, 820, 560), `seat ${seat}`).toBeGreaterThanOrEqual(24);
      }
    }
  });

  it('from hand to hand the camera goes round the table, never straight across it (the cup set down between two seats)', () => {
    const from = handPose([0, 42]).position;
    const goal = handPose([0, -42]).position;
    const r0 = Math.hypot(from[0], from[2]);
    for (const k of [0.25, 0.5, 0.75]) {
      const p = approach(from, goal, k, true);
      expect(Math.hypot(p[0], p[2])).toBeCloseTo(r0, 6);
    }
    expect(approach(from, goal, 1, true)).toEqual([...goal]);
    // straight (not round): the middle of the table half-way
    const mid = approach(from, goal, 0.5, false);
    expect(Math.hypot(mid[0], mid[2])).toBeLessThan(1e-9);
  });
});

describe('a tour kept outside the store: the replay\'s (issue 27)', () => {
  const plan = planTour(0, [[3, 1], [2, 3], [6, 6]], (f) => (f === 3 ? 'counted' : f === 1 ? 'wild' : null));

  it('runs on its own clock, a hand left only once its frames were drawn, and ends over the whole table', () => {
    const tour = newTour(0, plan, 1, false);
    // one long frame never jumps past the first hand
    stepTour(tour, 5);
    expect(tourFrame(plan, tourElapsed(tour)).visit).toBe(0);
    for (let i = 1; i < MIN_FRAMES; i++) stepTour(tour, 5);
    for (let i = 0; i < 200; i++) stepTour(tour, 1 / 30);
    expect(tourElapsed(tour)).toBeCloseTo(plan.length, 9);
    expect(tourFrame(plan, tourElapsed(tour))).toMatchObject({ visit: null, done: true });
    expect(plan.length).toBeCloseTo(3 * VISIT_S + 0.6, 9);
  });

  it('a hand is not left while the camera is still on its way to it (hold), whatever the frames\' length', () => {
    const tour = newTour(0, plan, 1, false);
    for (let i = 0; i < 10; i++) stepTour(tour, 2, true);
    expect(tourFrame(plan, tourElapsed(tour)).visit).toBe(0);
    stepTour(tour, 2, false);
    expect(tourFrame(plan, tourElapsed(tour)).visit).toBe(1);
  });

  it('is still (over at once) under reduced motion', () => {
    const tour = newTour(0, plan, 1, true);
    expect(tourFrame(plan, tourElapsed(tour)).done).toBe(true);
  });
});

describe('seat cards of cups out of the picture (issue 27)', () => {
  it('a cup is in the picture when its centre projects inside the canvas, in front of the camera', () => {
    expect(inPicture([0, 0, 0.5])).toBe(true);
    expect(inPicture([0.99, -0.99, 0.9])).toBe(true);
    expect(inPicture([1.2, 0, 0.5])).toBe(false);
    expect(inPicture([0, -1.01, 0.5])).toBe(false);
    // behind the camera three's projection mirrors the point (z past 1)
    expect(inPicture([0.1, 0.1, 1.3])).toBe(false);
    expect(inPicture([Number.NaN, 0, 0.5])).toBe(false);
  });

  it('during a close-up over one hand, the neighbours\' cups leave the picture and the hand\'s own seat stays in it', () => {
    const camera = cameraAt(handPose([0, 42]), 1280 / 640);
    const seat = (x: number, z: number): boolean => {
      const v = new Vector3(x, 4.75, z).project(camera);
      return inPicture([v.x, v.y, v.z]);
    };
    expect(seat(0, 42)).toBe(true);
    expect(seat(42 * Math.sin(Math.PI / 3), 42 * Math.cos(Math.PI / 3))).toBe(false);
    expect(seat(0, -42)).toBe(false);
  });
});
