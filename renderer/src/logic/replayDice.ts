// Where the recorded dice lie on the 3D table in the replay (issue 13): no physics, a settled pose.
// A known hand lies face up in a short row at its seat's place with its cup set down beside it; an
// unknown hand stays under its cup. Pure: positions and Euler angles only.
import { CUP_OUTER_RADIUS, DIE_HALF, DIE_SIZE, seatPosition } from '../../physics/constants';
import { directionOfLabel } from '../../physics/cube';

export type Vec3 = readonly [number, number, number];

export interface RestingDie {
  readonly face: number;
  /** Centre of the die on the table (cm). */
  readonly position: Vec3;
  /** Turn about the table's vertical axis (a little disorder, the same every time). */
  readonly yaw: number;
  /** Euler angles (XYZ) that bring the face up, applied inside the yaw. */
  readonly faceUp: Vec3;
}

/** Euler angles (XYZ) turning the die's face `face` (FACE_LAYOUT) to point up (+Y). */
export function faceUpRotation(face: number): Vec3 {
  const h = Math.PI / 2;
  // directions 0..5 = +X, -X, +Y, -Y, +Z, -Z
  const byDirection: readonly Vec3[] = [[0, 0, h], [0, 0, -h], [0, 0, 0], [Math.PI, 0, 0], [-h, 0, 0], [h, 0, 0]];
  return byDirection[directionOfLabel(face)]!;
}

/** The dice of a known hand in a row across the seat's place, facing the table's centre. */
export function restingDice(hand: readonly number[], seat: number): RestingDie[] {
  const p = seatPosition(seat);
  const len = Math.hypot(p.x, p.z) || 1;
  // across, left to right as the seat sees it facing the centre: the hand reads in its order
  const ax = p.z / len;
  const az = -p.x / len;
  const gap = DIE_SIZE * 1.45;
  return hand.map((face, i) => {
    const off = (i - (hand.length - 1) / 2) * gap;
    return {
      face,
      position: [p.x + ax * off, DIE_HALF, p.z + az * off],
      yaw: p.angle + (((i * 7 + seat * 3) % 5) - 2) * 0.12,
      faceUp: faceUpRotation(face),
    };
  });
}

/** Where a lifted cup stands: beside the row of dice, on the seat's right as it faces the centre. */
export function cupAside(seat: number, diceCount: number): Vec3 {
  const p = seatPosition(seat);
  const len = Math.hypot(p.x, p.z) || 1;
  const ax = p.z / len;
  const az = -p.x / len;
  const off = (Math.max(1, diceCount) * DIE_SIZE * 1.45) / 2 + CUP_OUTER_RADIUS + 1.5;
  return [p.x + ax * off, 0, p.z + az * off];
}
