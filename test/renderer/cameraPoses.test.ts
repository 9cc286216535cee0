// Issue 27: the camera's poses shared by the live table's reveal tour and the replay's at a challenge
// (renderer/src/scene/cameraStore.ts: handPose, approach), the tour's clock outside the store (the
// replay's: newTour, stepTour) and the seat cards of cups out of the picture (logic/anchor.ts: inPicture).
import { describe, expect, it } from 'vitest';
import { PerspectiveCamera, Vector3 } from 'three';
import { approach, comingToShownHand, easeCamera, handPose, revealPose, CAMERA_AT_POSE_CM } from '../../renderer/src/state/camera';
import { newTour, planTour, stepTour, tourElapsed, tourFrame, MIN_FRAMES, VISIT_S } from '../../renderer/src/state/revealTour';
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

describe('a camera at rest draws nothing (issue 29)', () => {
  /** Eased steps as the live table takes them at 60 frames a second, speed 1 (rate 12 to a hand, 5 to the reveal), until still or `max`. */
  function stepsToRest(from: { position: [number, number, number]; target: [number, number, number] }, pose: ReturnType<typeof handPose>, rate: number, round: boolean, max: number): number {
    let at = from;
    const k = 1 - Math.exp(-rate / 60);
    for (let n = 1; n <= max; n++) {
      const next = easeCamera(at.position, at.target, pose, k, round);
      if (next.position.every((v, i) => v === at.position[i]) && next.target.every((v, i) => v === at.target[i])) return n - 1;
      at = next;
    }
    return Infinity;
  }

  it('eased round the table to a hand, the camera comes to rest exactly on the pose within 3 s and stays (an eased step alone never lands there)', () => {
    const start = { position: [0, 60, 80] as [number, number, number], target: [0, 0, 0] as [number, number, number] };
    const pose = handPose([30, -20]);
    const n = stepsToRest(start, pose, 12, true, 600);
    expect(n).toBeLessThanOrEqual(180);
    // the step alone: after as many steps the position still moves (the trig of the round path jitters in its last bits)
    let p: [number, number, number] = start.position;
    for (let i = 0; i < 600; i++) p = approach(p, pose.position, 1 - Math.exp(-12 / 60), true);
    expect(Math.hypot(p[0] - pose.position[0], p[1] - pose.position[1], p[2] - pose.position[2])).toBeLessThan(CAMERA_AT_POSE_CM);
    expect(p).not.toEqual([...pose.position]);
  });

  it('eased to the still reveal over the whole table, it comes to rest on the pose exactly', () => {
    const pose = revealPose(0, 0, 1.6, 40);
    const start = { position: [...handPose([30, -20]).position] as [number, number, number], target: [...handPose([30, -20]).target] as [number, number, number] };
    expect(stepsToRest(start, pose, 5, false, 1200)).toBeLessThanOrEqual(420);
    const rest = easeCamera([...pose.position], [...pose.target], pose, 0.08, false);
    expect(rest).toEqual({ position: [...pose.position], target: [...pose.target] });
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
    // no die of the hand lights before the camera is there: the clock waits where the lighting starts
    expect(tourFrame(plan, tourElapsed(tour)).counted).toBe(0);
    // once there, the hand is shown for MIN_FRAMES frames counted from the arrival, its dice lit, before the camera moves on
    for (let i = 0; i < MIN_FRAMES - 1; i++) {
      stepTour(tour, 2, false);
      expect(tourFrame(plan, tourElapsed(tour)).visit).toBe(0);
    }
    expect(tourFrame(plan, tourElapsed(tour)).counted).toBe(1);
    stepTour(tour, 2, false);
    expect(tourFrame(plan, tourElapsed(tour)).visit).toBe(1);
  });

  it('the hold is on while the point looked at is still more than 1 cm from the hand\'s, the camera already in place (issue 27)', () => {
    const tour = newTour(0, plan, 1, false);
    const seat = plan.visits[0]!.seat;
    const centres = new Map<number, readonly [number, number]>([[seat, [20, -10]]]);
    const { position: [x, y, z], target: [tx, ty, tz] } = handPose([20, -10]);
    expect(comingToShownHand(tour, centres, { x, y, z }, { x: tx + 3, y: ty, z: tz })).toBe(true);
    expect(comingToShownHand(tour, centres, { x, y, z }, { x: tx + 0.5, y: ty, z: tz })).toBe(false);
  });

  it('the hold is on while the camera is more than 1 cm from the shown hand\'s pose, off once there, and off with no hand shown (comingToShownHand)', () => {
    const tour = newTour(0, plan, 1, false);
    const seat = plan.visits[0]!.seat;
    const centres = new Map<number, readonly [number, number]>([[seat, [20, -10]]]);
    const [x, y, z] = handPose([20, -10]).position;
    expect(comingToShownHand(tour, centres, { x: x + 5, y, z })).toBe(true);
    expect(comingToShownHand(tour, centres, { x: x + 0.5, y, z })).toBe(false);
    expect(comingToShownHand(tour, new Map(), { x: x + 5, y, z })).toBe(false);
    expect(comingToShownHand(null, centres, { x: x + 5, y, z })).toBe(false);
    expect(comingToShownHand(newTour(0, plan, 1, true), centres, { x: x + 5, y, z })).toBe(false);
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
