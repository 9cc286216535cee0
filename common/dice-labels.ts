// The die's labels as the host and the renderer share them (docs/dice.md, "Fairness by construction";
// ARCHITECTURE.md, "Information hiding"): the 24 proper rotations of the cube (the secret
// relabellings), the face layout, the label a relabelled die shows for a settled body axis, and
// the 4 relabellings that put a given label on a given axis. Pure: no DOM, no Node, no randomness
// (the host draws with its CSPRNG, the renderer with none).
//
// Directions along the die's own axes are numbered 0..5 = +X, -X, +Y, -Y, +Z, -Z: the renderer
// reports each settled die's up-axis in this numbering (dice:result `axes`).

export type Quat = { x: number; y: number; z: number; w: number };

/** A body axis direction of a die, 0..5 = +X, -X, +Y, -Y, +Z, -Z. */
export type DieAxis = 0 | 1 | 2 | 3 | 4 | 5;
/** An index into CUBE_ROTATIONS, 0..23 (0 is the identity). */
export type RelabelIndex = number;

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

export const INVERSE_DIR_MAPS: readonly (readonly number[])[] = CUBE_ROTATIONS.map((r) => {
  const inv = [0, 0, 0, 0, 0, 0];
  r.dirMap.forEach((to, from) => { inv[to] = from; });
  return inv;
});

/**
 * The label a die relabelled by CUBE_ROTATIONS[relabel] shows when body axis `axis` points up:
 * the die is drawn at q · R with the standard layout, so it is FACE_LAYOUT[R⁻¹ · axis].
 */
export function labelOf(relabel: RelabelIndex, axis: DieAxis | number): number {
  const inv = INVERSE_DIR_MAPS[relabel];
  if (!inv || !Number.isInteger(axis) || axis < 0 || axis > 5) throw new RangeError(`relabel ${relabel} / axis ${axis} out of range`);
  return FACE_LAYOUT[inv[axis]!]!;
}

/** The 4 relabellings (ascending) that put `label` (1..6) on body axis `axis`: the stabiliser's coset. */
export function relabelsShowing(label: number, axis: DieAxis | number): readonly RelabelIndex[] {
  return RELABELS_SHOWING[(label - 1) * 6 + axis] ?? [];
}

const RELABELS_SHOWING: readonly (readonly RelabelIndex[])[] = Array.from({ length: 36 }, (_, k) => {
  const label = Math.floor(k / 6) + 1;
  const axis = k % 6;
  return CUBE_ROTATIONS.flatMap((_r, i) => (labelOf(i, axis) === label ? [i] : []));
});

/**
 * The relabelling a scene draws a die with when it knows its label and its settled axis (the
 * first of the 4 that fit: which one is cosmetic, the label on top is the engine's).
 */
export function drawingRelabel(label: number, axis: DieAxis | number): RelabelIndex {
  const r = relabelsShowing(label, axis)[0];
  if (r === undefined) throw new RangeError(`no relabelling puts ${label} on axis ${axis}`);
  return r;
}

/** Whether a value is a body axis 0..5. */
export function isDieAxis(v: unknown): v is DieAxis {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 5;
}
