// Issue 13: the reveal happens on the 3D table. The counted dice glow and the wild ones are marked
// exactly as the 2D reveal marks them (table/Reveal.tsx markOf), from the host's reveal; the
// camera frames every seat's dice.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PerspectiveCamera, Vector3 } from 'three';
import type { Face, Resolution } from '../../engine/index';
import { markOf } from '../../renderer/src/table/Reveal';
import { bodyGlows, glowOf, glowsByCup, startGlows, startWinner } from '../../renderer/src/logic/revealMarks';
import { revealPose, ringReach } from '../../renderer/src/state/camera';
import { SEAT_RADIUS, seatPosition } from '../../renderer/physics/constants';

const face = fc.integer({ min: 1, max: 6 }) as fc.Arbitrary<Face>;
const countOf = fc.option(fc.record({ face, total: fc.nat(30), natural: fc.nat(30), wild: fc.nat(30) }), { nil: null });

describe('issue 13: the 3D reveal marks the dice the host counted', () => {
  it('R-WILD: a die glows gold when it shows the bid face, blue when it is wild for another face, as in the 2D reveal', () => {
    fc.assert(
      fc.property(countOf, fc.option(face, { nil: null }), face, (count, wildFace, die) => {
        const r = { count, wildFace } as unknown as Resolution;
        expect(glowOf(r, die)).toBe(markOf(r, die));
      }),
    );
    expect(glowOf({ count: { face: 3, total: 4, natural: 3, wild: 1 }, wildFace: 1 } as unknown as Resolution, 1)).toBe('wild');
    expect(glowOf({ count: { face: 1, total: 2, natural: 2, wild: 0 }, wildFace: 1 } as unknown as Resolution, 1)).toBe('counted');
    expect(glowOf({ count: null, wildFace: 1 } as unknown as Resolution, 1)).toBe(null);
  });

  it('each die body gets the glow of its hand position (lost dice and cups none; no reveal: none)', () => {
    // cup 0 (seat 2): three dice, the second lost off the table; cup 1 (seat 0): two dice
    const t = {
      bodies: [
        { type: 'cup' as const, cup: 0 },
        { type: 'die' as const, cup: 0 },
        { type: 'die' as const, cup: 0 },
        { type: 'die' as const, cup: 0 },
        { type: 'cup' as const, cup: 1 },
        { type: 'die' as const, cup: 1 },
        { type: 'die' as const, cup: 1 },
      ],
      lostFrame: [-1, -1, 40, -1, -1, -1, -1],
    };
    const reveal = { count: { face: 4 as Face, total: 3, natural: 2, wild: 1 }, wildFace: 1 as Face, hands: [[4, 2], [], [1, 4]] as Face[][] };
    const glows = bodyGlows(t, [2, 0], reveal);
    expect(glows).toEqual([null, 'wild', null, 'counted', null, 'counted', null]);
    expect(glowsByCup(t, 2, glows)).toEqual([['wild', 'counted'], ['counted', null]]);
    expect(bodyGlows(t, [2, 0], null).every((g) => g === null)).toBe(true);
  });
});

describe('issue 13: the camera frames the table at a reveal', () => {
  it('every seat\'s dice lie inside the picture, and the camera comes as close as that allows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5 }), fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }), fc.double({ min: 0.6, max: 3, noNaN: true }), (seat, yaw, aspect) => {
        const pose = revealPose(seat, yaw, aspect);
        const reach = ringReach(pose.position as [number, number, number], aspect, 40);
        expect(reach).toBeLessThanOrEqual(0.9);
        expect(reach).toBeGreaterThan(0.88);
        // above the table, looking at its centre
        expect(pose.position[1]).toBeGreaterThan(SEAT_RADIUS);
        expect(pose.target).toEqual([0, 0, 0]);
      }),
      { numRuns: 60 },
    );
    // checked with three's own projection: a die anywhere under any cup lies inside the picture
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 }), fc.double({ min: 0, max: 4.2, noNaN: true }), fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }), fc.double({ min: 0.6, max: 3, noNaN: true }), (viewer, seat, r, a, aspect) => {
        const pose = revealPose(viewer, 0, aspect);
        const camera = new PerspectiveCamera(40, aspect, 1, 1000);
        camera.position.set(...pose.position);
        camera.lookAt(0, 0, 0);
        camera.updateMatrixWorld();
        const s = seatPosition(seat);
        const ndc = new Vector3(s.x + Math.cos(a) * r, 0.8, s.z + Math.sin(a) * r).project(camera);
        expect(Math.abs(ndc.x)).toBeLessThan(0.92);
        expect(Math.abs(ndc.y)).toBeLessThan(0.92);
      }),
      { numRuns: 200 },
    );
    // behind the viewer's seat when not turned
    const p = seatPosition(3);
    const pose = revealPose(3, 0, 1.5);
    expect(pose.position[0] * p.x + pose.position[2] * p.z).toBeGreaterThan(0);
  });
});

describe('issue 12: the start roll landed, its winner\'s die glows gold (R-START)', () => {
  it('the single highest die wins; a tie or nothing rolled has no winner', () => {
    expect(startWinner([3, 6, 2])).toBe(1);
    expect(startWinner([null, 4, 5])).toBe(2);
    expect(startWinner([6, 6, 2])).toBe(null);
    expect(startWinner(null)).toBe(null);
    expect(startWinner([null, null])).toBe(null);
  });

  it('only the winner\'s die glows (cups and the other dice do not)', () => {
    const t = { bodies: [{ type: 'cup', cup: 0 }, { type: 'die', cup: 0 }, { type: 'cup', cup: 1 }, { type: 'die', cup: 1 }], lostFrame: [-1, -1, -1, -1] } as const;
    expect(startGlows(t, [2, 0], 0)).toEqual([null, null, null, 'counted']);
    expect(startGlows(t, [2, 0], null)).toEqual([null, null, null, null]);
  });
});

describe('issue 29: the marks of a reveal left open stop pulsing', () => {
  it('the counted and wild marks pulse for about 5 s of their clock, then glow steady at their brightest (a still table draws no frame)', async () => {
    const { glowIntensity, GLOW_PULSE_END_S } = await import('../../renderer/dice/Die');
    // pulsing before the end: the intensity moves from one moment to the next
    const before = [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5].map(glowIntensity);
    expect(new Set(before.map((k) => k.toFixed(3))).size).toBeGreaterThan(4);
    expect(GLOW_PULSE_END_S).toBeGreaterThan(4);
    expect(GLOW_PULSE_END_S).toBeLessThan(6);
    // after it, the same value at every moment: the brightest of the pulse
    const steady = glowIntensity(GLOW_PULSE_END_S);
    for (const t of [GLOW_PULSE_END_S + 0.01, 7, 30, 600]) expect(glowIntensity(t)).toBe(steady);
    expect(steady).toBeCloseTo(0.7, 6);
    for (let t = 0; t < GLOW_PULSE_END_S; t += 0.01) expect(glowIntensity(t)).toBeLessThanOrEqual(steady + 1e-9);
  });
});
