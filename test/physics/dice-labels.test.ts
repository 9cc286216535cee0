// The shared label math (common/dice-labels.ts): docs/dice.md "Fairness by construction".
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CUBE_ROTATIONS, drawingRelabel, FACE_LAYOUT, labelOf, relabelsShowing } from '../../common/dice-labels';
import { readTopFace, visualQuaternion, quatMul, type Quat } from '../../renderer/physics/index';

const axis = fc.integer({ min: 0, max: 5 });
const label = fc.integer({ min: 1, max: 6 });
const relabel = fc.integer({ min: 0, max: 23 });

/** A body orientation that puts body axis `a` up, turned by any angle about the world's up. */
function poseWithUp(a: number, yaw: number): Quat {
  // the 24 rotations carry +Y (direction 2) to every axis: pick one whose inverse carries `a` to +Y
  const r = CUBE_ROTATIONS.find((c) => c.dirMap[a] === 2)!;
  const turn = { x: 0, y: Math.sin(yaw / 2), z: 0, w: Math.cos(yaw / 2) };
  return quatMul(turn, r.q);
}

describe('dice labels (fairness by construction)', () => {
  it('labelOf agrees with reading the drawn die: the label on top of q · R is labelOf(R, up-axis of q)', () => {
    fc.assert(
      fc.property(axis, relabel, fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }), (a, r, yaw) => {
        const q = poseWithUp(a, yaw);
        expect(readTopFace(q).bodyDirection).toBe(a);
        expect(readTopFace(visualQuaternion(q, r), 0).face).toBe(labelOf(r, a));
      }),
    );
  });

  it('for every axis, each label is shown by exactly 4 of the 24 relabellings (so a uniform R gives a uniform label whatever the axis)', () => {
    fc.assert(
      fc.property(axis, label, (a, l) => {
        const rs = relabelsShowing(l, a);
        expect(rs).toHaveLength(4);
        for (const r of rs) expect(labelOf(r, a)).toBe(l);
        expect(CUBE_ROTATIONS.filter((_r, i) => labelOf(i, a) === l)).toHaveLength(4);
      }),
    );
  });

  it('drawingRelabel puts the engine label on the reported axis (scene and engine agree)', () => {
    fc.assert(
      fc.property(axis, label, (a, l) => {
        expect(labelOf(drawingRelabel(l, a), a)).toBe(l);
      }),
    );
  });

  it('the identity relabelling reads the standard layout', () => {
    for (let a = 0; a < 6; a++) expect(labelOf(0, a)).toBe(FACE_LAYOUT[a]);
  });

  it('rejects axes and relabellings out of range', () => {
    expect(() => labelOf(24, 0)).toThrow(RangeError);
    expect(() => labelOf(0, 6)).toThrow(RangeError);
    expect(() => drawingRelabel(7, 0)).toThrow(RangeError);
  });
});
