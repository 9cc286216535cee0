// The replay on the 3D table (issue 13): the recorded faces lie face up, where the physics reader
// reads them, and no die lies under its seat's cup once that cup is set aside.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Euler, Quaternion } from 'three';
import { CUP_OUTER_RADIUS, DIE_HALF } from '../../renderer/physics/constants';
import { readTopFace } from '../../renderer/physics/cube';
import { cupAside, faceUpRotation, restingDice } from '../../renderer/src/logic/replayDice';

function topFace(yaw: number, faceUp: readonly [number, number, number]): number {
  const q = new Quaternion().setFromEuler(new Euler(0, yaw, 0)).multiply(new Quaternion().setFromEuler(new Euler(...faceUp)));
  return readTopFace({ x: q.x, y: q.y, z: q.z, w: q.w }).face;
}

describe('recorded dice laid on the table (issue 13, replay)', () => {
  it('each face 1..6 is turned up', () => {
    for (const face of [1, 2, 3, 4, 5, 6]) expect(topFace(0, faceUpRotation(face))).toBe(face);
  });

  it('any hand at any seat reads back as recorded, on the table, clear of its cup set aside (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 6 }), fc.integer({ min: 0, max: 5 }), (hand, seat) => {
        const dice = restingDice(hand, seat);
        expect(dice.map((d) => topFace(d.yaw, d.faceUp))).toEqual(hand);
        const cup = cupAside(seat, hand.length);
        for (const d of dice) {
          expect(d.position[1]).toBe(DIE_HALF);
          expect(Math.hypot(d.position[0] - cup[0], d.position[2] - cup[2])).toBeGreaterThan(CUP_OUTER_RADIUS + DIE_HALF * 1.5);
        }
      }),
    );
  });
});

describe('the row reads in the hand’s order', () => {
  it('seen from the seat facing the centre, the first die is leftmost and the cup stands on the right', () => {
    // seat 0 sits at +z and faces -z: its right is +x
    const dice = restingDice([1, 2, 3], 0);
    expect(dice[0]!.position[0]).toBeLessThan(dice[2]!.position[0]);
    expect(cupAside(0, 3)[0]).toBeGreaterThan(dice[2]!.position[0]);
  });
});
