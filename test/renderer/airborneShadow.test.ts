// Issue 42 item 15: a cup in the air casts its shadow as a patch on the felt (dice/airborneShadow.ts), not in the
// shadow map: the patch lies where the light throws the cup's shadow, one a cup in the air, none when none is.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as THREE from 'three';
import { MAX_AIRBORNE, placeAirborneShadows, SHADOW_LIFT, shadowOnFelt } from '../../renderer/dice/airborneShadow';
import { CUP_HEIGHT, CUP_OUTER_RADIUS } from '../../renderer/physics/index';

const patches = (n = MAX_AIRBORNE): THREE.InstancedMesh => new THREE.InstancedMesh(new THREE.PlaneGeometry(1, 1).rotateX(-Math.PI / 2), new THREE.MeshBasicMaterial(), n);

function cupAt(x: number, y: number, z: number, turn = new THREE.Quaternion()): THREE.Object3D {
  const cup = new THREE.Group();
  cup.position.set(x, y, z);
  cup.quaternion.copy(turn);
  cup.updateMatrixWorld(true);
  return cup;
}

/** The point `p` in patch `i`'s own square (x, z in -0.5..0.5 inside it). */
function inPatch(mesh: THREE.InstancedMesh, i: number, p: THREE.Vector3): THREE.Vector3 {
  const m = new THREE.Matrix4();
  mesh.getMatrixAt(i, m);
  return p.clone().applyMatrix4(m.invert());
}

const coord = fc.double({ min: -60, max: 60, noNaN: true });
const height = fc.double({ min: 0.5, max: 20, noNaN: true });
const angle = fc.double({ min: -0.6, max: 0.6, noNaN: true });

describe('the shadow of a cup in the air (a patch on the felt)', () => {
  const sun = new THREE.Vector3(30, 90, 40).normalize();

  it('lies on the felt round the shadows of the cup\'s mouth and closed end, whatever its place and tilt', () => {
    fc.assert(
      fc.property(coord, height, coord, angle, angle, (x, y, z, ax, az) => {
        const cup = cupAt(x, y, z, new THREE.Quaternion().setFromEuler(new THREE.Euler(ax, 0, az)));
        const mesh = patches();
        expect(placeAirborneShadows(mesh, [cup], sun)).toBe(1);
        expect(mesh.count).toBe(1);
        expect(mesh.visible).toBe(true);
        for (const end of [new THREE.Vector3(0, 0, 0), new THREE.Vector3(0, CUP_HEIGHT, 0)]) {
          const onFelt = shadowOnFelt(end.applyMatrix4(cup.matrixWorld), sun, new THREE.Vector3());
          expect(onFelt.y).toBe(SHADOW_LIFT);
          // along the light from the point to the felt's plane (the patch lies just over it)
          const back = end.clone().sub(new THREE.Vector3(onFelt.x, 0, onFelt.z)).normalize();
          expect(back.dot(sun)).toBeCloseTo(1, 6);
          // inside the patch's ellipse, a cup's radius from its edge at least across
          const local = inPatch(mesh, 0, onFelt);
          expect(Math.hypot(local.x, local.z)).toBeLessThanOrEqual(0.5);
          expect(Math.abs(local.y)).toBeLessThan(1e-6);
        }
      }),
    );
  });

  it('is a cup\'s width round, a tenth more, under a cup standing straight under the light', () => {
    const mesh = patches();
    placeAirborneShadows(mesh, [cupAt(10, 6, -5)], new THREE.Vector3(0, 1, 0));
    const at = new THREE.Vector3();
    const size = new THREE.Vector3();
    const m = new THREE.Matrix4();
    mesh.getMatrixAt(0, m);
    m.decompose(at, new THREE.Quaternion(), size);
    expect(at.x).toBeCloseTo(10, 6);
    expect(at.y).toBeCloseTo(SHADOW_LIFT, 6);
    expect(at.z).toBeCloseTo(-5, 6);
    expect(size.x).toBeCloseTo(2.2 * CUP_OUTER_RADIUS, 6);
    expect(size.z).toBeCloseTo(2.2 * CUP_OUTER_RADIUS, 6);
  });

  it('shows one patch a cup in the air, at most the mesh holds, and none (hidden, untouched) when no cup is up', () => {
    const mesh = patches(3);
    const cups = [cupAt(0, 6, 0), cupAt(20, 6, 0), cupAt(-20, 6, 0), cupAt(0, 6, 20)];
    expect(placeAirborneShadows(mesh, cups.slice(0, 2), sun)).toBe(2);
    expect(mesh.count).toBe(2);
    expect(placeAirborneShadows(mesh, cups, sun)).toBe(3);
    expect(placeAirborneShadows(mesh, [], sun)).toBe(0);
    expect(mesh.count).toBe(0);
    expect(mesh.visible).toBe(false);
    const version = mesh.instanceMatrix.version;
    placeAirborneShadows(mesh, [], sun);
    expect(mesh.instanceMatrix.version).toBe(version);
  });

  it('shows none under a light at or below the felt\'s plane', () => {
    const mesh = patches();
    expect(placeAirborneShadows(mesh, [cupAt(0, 6, 0)], new THREE.Vector3(1, 0, 0))).toBe(0);
    expect(mesh.visible).toBe(false);
  });
});
