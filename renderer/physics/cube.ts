/**
 * Cube geometry for reading dice: the 24 proper rotations of the cube (the relabellings), the
 * face layout of the dice, and reading the top face and the tilt from an orientation.
 *
 * Directions along the die's own axes are numbered 0..5 = +X, -X, +Y, -Y, +Z, -Z.
 */

import { CUBE_ROTATIONS, INVERSE_DIR_MAPS, FACE_LAYOUT, type Quat } from '../../common/dice-labels';

export { CUBE_ROTATIONS, DIRECTIONS, FACE_LAYOUT, directionOfLabel, type CubeRotation, type Quat } from '../../common/dice-labels';

/** Hamilton product a * b. */
export function quatMul(a: Quat, b: Quat): Quat {
  return {
    x: a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y,
    y: a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x,
    z: a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w,
    w: a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z,
  };
}

/** The world's up (+Y) expressed in the body frame of orientation q: q^-1 * (0,1,0). */
export function upInBody(q: Quat): [number, number, number] {
  const { x, y, z, w } = q;
  return [2 * (x * y + w * z), 1 - 2 * (x * x + z * z), 2 * (y * z - w * x)];
}

export type FaceReading = {
  /** Label 1..6 on top (6 is the blank on the French die). */
  face: number;
  /** Angle in radians between the top face's normal and the world's up. */
  tilt: number;
  /** Axis direction (0..5) of the physical body that points up. */
  bodyDirection: number;
};

/**
 * Reads the label on top of a die whose physics body has orientation `q` and whose labels were
 * relabelled at spawn by CUBE_ROTATIONS[relabel]. The visual die is drawn at q * R with the
 * standard layout, so the label in body direction d is FACE_LAYOUT[R^-1 d].
 */
export function readTopFace(q: Quat, relabel = 0): FaceReading {
  const n = Math.hypot(q.x, q.y, q.z, q.w) || 1;
  const u = upInBody({ x: q.x / n, y: q.y / n, z: q.z / n, w: q.w / n });
  let axis = 0;
  if (Math.abs(u[1]) > Math.abs(u[axis])) axis = 1;
  if (Math.abs(u[2]) > Math.abs(u[axis])) axis = 2;
  const comp = u[axis]!;
  const bodyDirection = axis * 2 + (comp < 0 ? 1 : 0);
  const rot = CUBE_ROTATIONS[relabel];
  if (!rot) throw new RangeError(`relabel ${relabel} out of 0..23`);
  const visualDirection = INVERSE_DIR_MAPS[relabel]![bodyDirection]!;
  return { face: FACE_LAYOUT[visualDirection]!, tilt: Math.acos(Math.min(1, Math.abs(comp))), bodyDirection };
}

/** Orientation to draw the visual die (standard layout) for body orientation q and relabel r. */
export function visualQuaternion(q: Quat, relabel: number): Quat {
  const rot = CUBE_ROTATIONS[relabel];
  if (!rot) throw new RangeError(`relabel ${relabel} out of 0..23`);
  return quatMul(q, rot.q);
}
