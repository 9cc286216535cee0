/**
 * Cube geometry for reading dice: the 24 proper rotations of the cube (the relabellings), the
 * face layout of the dice, and reading the top face and the tilt from an orientation.
 *
 * Directions along the die's own axes are numbered 0..5 = +X, -X, +Y, -Y, +Z, -Z.
 */

export type Quat = { x: number; y: number; z: number; w: number };

/** Label on each axis direction of an unrotated die (+X, -X, +Y, -Y, +Z, -Z). Opposite faces
 * sum to 7, and 1-2-3 run counter-clockwise around their shared corner (Western dice). The
 * French die of seed 001 uses the same layout with 6 printed blank (R-BLANK). */
export const FACE_LAYOUT: readonly number[] = [3, 4, 1, 6, 2, 5];

/** Unit vector of each axis direction. */
export const DIRECTIONS: readonly (readonly [number, number, number])[] = [
  [1, 0, 0], [-1, 0, 0], [0, 1, 0], [0, -1, 0], [0, 0, 1], [0, 0, -1],
];

/** Axis direction (0..5) of the face that shows `label` on an unrotated die. */
export function directionOfLabel(label: number): number {
  const i = FACE_LAYOUT.indexOf(label);
  if (i < 0) throw new RangeError(`no face ${label}`);
  return i;
}

export type CubeRotation = {
  /** 3x3 row-major signed permutation matrix, det +1. */
  m: readonly number[];
  /** The same rotation as a unit quaternion. */
  q: Quat;
  /** dirMap[d] = axis direction that direction d is carried to by this rotation. */
  dirMap: readonly number[];
};

function buildRotations(): CubeRotation[] {
  const perms = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];
  const out: CubeRotation[] = [];
  for (const p of perms) {
    const permSign = [0, 3, 4].includes(perms.indexOf(p)) ? 1 : -1; // even permutations at 0, 3, 4
    for (let signs = 0; signs < 8; signs++) {
      const s = [signs & 1 ? -1 : 1, signs & 2 ? -1 : 1, signs & 4 ? -1 : 1];
      if (permSign * s[0]! * s[1]! * s[2]! !== 1) continue;
      // column i of M is s[i] * e_{p[i]}: M maps e_i to s[i] e_{p[i]}
      const m = [0, 0, 0, 0, 0, 0, 0, 0, 0];
      for (let i = 0; i < 3; i++) m[p[i]! * 3 + i] = s[i]!;
      const dirMap: number[] = [];
      for (let d = 0; d < 6; d++) {
        const axis = d >> 1;
        const sign = d & 1 ? -1 : 1;
        const outSign = sign * s[axis]!;
        dirMap.push(p[axis]! * 2 + (outSign < 0 ? 1 : 0));
      }
      out.push({ m, q: quatFromMatrix(m), dirMap });
    }
  }
  // identity first, so relabel 0 means "no relabelling"
  out.sort((a, b) => (isIdentity(b.m) ? 1 : 0) - (isIdentity(a.m) ? 1 : 0));
  return out;
}

function isIdentity(m: readonly number[]): boolean {
  return m[0] === 1 && m[4] === 1 && m[8] === 1;
}

function quatFromMatrix(m: readonly number[]): Quat {
  const [m00, m01, m02, m10, m11, m12, m20, m21, m22] = m as [number, number, number, number, number, number, number, number, number];
  const tr = m00 + m11 + m22;
  let x: number, y: number, z: number, w: number;
  if (tr > 0) {
    const s = Math.sqrt(tr + 1) * 2;
    w = s / 4; x = (m21 - m12) / s; y = (m02 - m20) / s; z = (m10 - m01) / s;
  } else if (m00 > m11 && m00 > m22) {
    const s = Math.sqrt(1 + m00 - m11 - m22) * 2;
    w = (m21 - m12) / s; x = s / 4; y = (m01 + m10) / s; z = (m02 + m20) / s;
  } else if (m11 > m22) {
    const s = Math.sqrt(1 + m11 - m00 - m22) * 2;
    w = (m02 - m20) / s; x = (m01 + m10) / s; y = s / 4; z = (m12 + m21) / s;
  } else {
    const s = Math.sqrt(1 + m22 - m00 - m11) * 2;
    w = (m10 - m01) / s; x = (m02 + m20) / s; y = (m12 + m21) / s; z = s / 4;
  }
  return { x, y, z, w };
}

/** The 24 proper rotations of the cube; index 0 is the identity. */
export const CUBE_ROTATIONS: readonly CubeRotation[] = buildRotations();

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

const INVERSE_DIR_MAPS: readonly (readonly number[])[] = CUBE_ROTATIONS.map((r) => {
  const inv = [0, 0, 0, 0, 0, 0];
  r.dirMap.forEach((to, from) => { inv[to] = from; });
  return inv;
});

/** Orientation to draw the visual die (standard layout) for body orientation q and relabel r. */
export function visualQuaternion(q: Quat, relabel: number): Quat {
  const rot = CUBE_ROTATIONS[relabel];
  if (!rot) throw new RangeError(`relabel ${relabel} out of 0..23`);
  return quatMul(q, rot.q);
}
