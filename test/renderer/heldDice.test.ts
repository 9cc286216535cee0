// Issue 42 item 15: the held cup's dice drawn as one instanced mesh, placed from the worker's poses (its
// matrices are float32: a place to a ten-thousandth of a cm).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as THREE from 'three';
import { placeHeldDice } from '../../renderer/src/scene/heldDice';

const mesh = (n: number): THREE.InstancedMesh => new THREE.InstancedMesh(new THREE.BoxGeometry(), new THREE.MeshBasicMaterial(), n);

/** Poses as the held shake's worker sends them: the cup's 7 numbers, then each die's (x, y, z, qx, qy, qz, qw). */
function poses(dice: { at: [number, number, number]; turn: THREE.Quaternion }[]): Float64Array {
  const out = new Float64Array((dice.length + 1) * 7);
  out.set([0, 10, 0, 0, 0, 0, 1], 0);
  dice.forEach((d, i) => out.set([...d.at, d.turn.x, d.turn.y, d.turn.z, d.turn.w], (i + 1) * 7));
  return out;
}

describe('the held cup\'s dice (one instanced mesh)', () => {
  it('places each die where its pose says and draws exactly the dice held', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ at: fc.tuple(fc.double({ min: -50, max: 50, noNaN: true }), fc.double({ min: 0, max: 20, noNaN: true }), fc.double({ min: -50, max: 50, noNaN: true })), e: fc.tuple(fc.double({ min: -3, max: 3, noNaN: true }), fc.double({ min: -3, max: 3, noNaN: true }), fc.double({ min: -3, max: 3, noNaN: true })) }), { minLength: 1, maxLength: 5 }),
        (ds) => {
          const dice = ds.map((d) => ({ at: d.at, turn: new THREE.Quaternion().setFromEuler(new THREE.Euler(...d.e)) }));
          const m = mesh(5);
          const version = m.instanceMatrix.version;
          placeHeldDice(m, poses(dice), dice.length);
          expect(m.count).toBe(dice.length);
          expect(m.instanceMatrix.version).toBeGreaterThan(version);
          const got = new THREE.Matrix4();
          const at = new THREE.Vector3();
          const turn = new THREE.Quaternion();
          const scale = new THREE.Vector3();
          dice.forEach((d, i) => {
            m.getMatrixAt(i, got);
            got.decompose(at, turn, scale);
            expect(at.distanceTo(new THREE.Vector3(...d.at))).toBeLessThan(1e-4);
            expect(Math.abs(turn.dot(d.turn))).toBeCloseTo(1, 5);
            expect(scale.distanceTo(new THREE.Vector3(1, 1, 1))).toBeLessThan(1e-4);
          });
        },
      ),
    );
  });

  it('shows none without poses (the cup down at its seat) and leaves a hidden set untouched', () => {
    const m = mesh(5);
    placeHeldDice(m, poses([{ at: [1, 2, 3], turn: new THREE.Quaternion() }]), 1);
    expect(m.count).toBe(1);
    placeHeldDice(m, null, 5);
    expect(m.count).toBe(0);
    const version = m.instanceMatrix.version;
    placeHeldDice(m, null, 5);
    expect(m.instanceMatrix.version).toBe(version);
  });

  it('never places more dice than the poses carry or the mesh holds', () => {
    const m = mesh(3);
    const two = poses([{ at: [1, 1, 1], turn: new THREE.Quaternion() }, { at: [2, 2, 2], turn: new THREE.Quaternion() }]);
    placeHeldDice(m, two, 5);
    expect(m.count).toBe(2);
    const four = poses(Array.from({ length: 4 }, (_, i) => ({ at: [i, i, i] as [number, number, number], turn: new THREE.Quaternion() })));
    placeHeldDice(m, four, 4);
    expect(m.count).toBe(3);
  });
});
