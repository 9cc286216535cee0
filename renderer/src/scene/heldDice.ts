// Issue 42 item 15 (the held shake's main thread): the dice in the person's held cup are one instanced
// mesh, one draw a frame for all of them (five draws before, one a die, each with its own uniforms' upload),
// placed from the poses the held shake's worker answered with (heldClient.ts).
import * as THREE from 'three';

const at = new THREE.Vector3();
const turn = new THREE.Quaternion();
const one = new THREE.Vector3(1, 1, 1);
const m = new THREE.Matrix4();

/**
 * Places `dice` dice of `mesh` from `poses` (7 numbers a body: x, y, z, qx, qy, qz, qw; the cup's first, then
 * the dice's), or shows none (`poses` null). Nothing is allocated: it runs at every frame of the hold.
 */
export function placeHeldDice(mesh: THREE.InstancedMesh, poses: ArrayLike<number> | null, dice: number): void {
  const n = poses === null ? 0 : Math.min(dice, Math.floor(poses.length / 7) - 1, mesh.instanceMatrix.count);
  for (let i = 0; i < n; i++) {
    const k = (i + 1) * 7;
    at.set(poses![k]!, poses![k + 1]!, poses![k + 2]!);
    turn.set(poses![k + 3]!, poses![k + 4]!, poses![k + 5]!, poses![k + 6]!);
    mesh.setMatrixAt(i, m.compose(at, turn, one));
  }
  if (n === 0 && mesh.count === 0) return;
  mesh.count = n;
  if (n > 0) mesh.instanceMatrix.needsUpdate = true;
}
