import { describe, expect, it } from 'vitest';
import { CUBE_ROTATIONS, DIRECTIONS, FACE_LAYOUT, quatMul, readTopFace, visualQuaternion, type Quat } from '../../renderer/physics/index';

const axisAngle = (x: number, y: number, z: number, a: number): Quat => ({ x: x * Math.sin(a / 2), y: y * Math.sin(a / 2), z: z * Math.sin(a / 2), w: Math.cos(a / 2) });
const I: Quat = { x: 0, y: 0, z: 0, w: 1 };

describe('face reading from constructed orientations', () => {
  it('reads the standard layout: 1 up at rest, opposite faces sum to 7', () => {
    expect(readTopFace(I).face).toBe(1);
    expect(readTopFace(I).tilt).toBeCloseTo(0, 9);
    // turning the die so that each of its axes points up shows that axis' label
    expect(readTopFace(axisAngle(1, 0, 0, Math.PI)).face).toBe(6); // -Y up
    expect(readTopFace(axisAngle(0, 0, 1, Math.PI / 2)).face).toBe(3); // +X up
    expect(readTopFace(axisAngle(0, 0, 1, -Math.PI / 2)).face).toBe(4); // -X up
    expect(readTopFace(axisAngle(1, 0, 0, -Math.PI / 2)).face).toBe(2); // +Z up
    expect(readTopFace(axisAngle(1, 0, 0, Math.PI / 2)).face).toBe(5); // -Z up
    for (let d = 0; d < 6; d += 2) expect(FACE_LAYOUT[d]! + FACE_LAYOUT[d + 1]!).toBe(7);
    expect([...FACE_LAYOUT].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('reads through tilt and spin about the vertical, and reports the tilt', () => {
    const q = quatMul(axisAngle(0, 1, 0, 1.234), quatMul(axisAngle(1, 0, 0, 0.2), axisAngle(0, 0, 1, Math.PI / 2)));
    const r = readTopFace(q);
    expect(r.face).toBe(3);
    expect(r.tilt).toBeCloseTo(0.2, 6);
    // a die at 44 degrees still reads the nearer face; at 46 degrees the other one
    expect(readTopFace(axisAngle(1, 0, 0, (44 * Math.PI) / 180)).face).toBe(1);
    expect(readTopFace(axisAngle(1, 0, 0, (46 * Math.PI) / 180)).face).toBe(5);
  });

  it('has exactly the 24 proper rotations of the cube, identity first', () => {
    expect(CUBE_ROTATIONS).toHaveLength(24);
    const keys = new Set(CUBE_ROTATIONS.map((r) => r.m.join(',')));
    expect(keys.size).toBe(24);
    expect(CUBE_ROTATIONS[0]!.m).toEqual([1, 0, 0, 0, 1, 0, 0, 0, 1]);
    for (const r of CUBE_ROTATIONS) {
      const [a, b, c, d, e, f, g, h, i] = r.m as [number, number, number, number, number, number, number, number, number];
      expect(a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)).toBe(1);
      // the quaternion is the same rotation as the matrix
      for (let k = 0; k < 6; k++) {
        const v = DIRECTIONS[k]!;
        const m = [0, 1, 2].map((row) => r.m[row * 3]! * v[0] + r.m[row * 3 + 1]! * v[1] + r.m[row * 3 + 2]! * v[2]);
        expect(DIRECTIONS[r.dirMap[k]!]).toEqual(m.map((x) => x + 0));
      }
    }
  });

  it('relabelling: the drawn die (q * R, standard layout) shows the label that is read', () => {
    const q = quatMul(axisAngle(0, 1, 0, 0.7), axisAngle(1, 0, 0, 0.1));
    for (let r = 0; r < 24; r++) {
      expect(readTopFace(q, r).face).toBe(readTopFace(visualQuaternion(q, r), 0).face);
    }
  });

  it('fairness by construction: for any resting pose, the 24 relabels give each label exactly 4 times', () => {
    const poses = [I, axisAngle(1, 0, 0, Math.PI), axisAngle(0, 0, 1, Math.PI / 2), quatMul(axisAngle(0, 1, 0, 2), axisAngle(1, 0, 0, -Math.PI / 2))];
    for (const q of poses) {
      const counts = [0, 0, 0, 0, 0, 0, 0];
      for (let r = 0; r < 24; r++) counts[readTopFace(q, r).face]!++;
      expect(counts.slice(1)).toEqual([4, 4, 4, 4, 4, 4]);
    }
  });
});
