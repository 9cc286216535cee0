// Issue 42 item 15 (the held shake's main thread): a cup in the air (the person's held cup, and the others' shaken
// with it) casts no shadow in the shadow map. At every frame of a hold the shadow map's pass drew every caster again
// into its own target, and sent that work to the GPU process in the middle of the page's frame, where the page then
// waited for it. Its shadow is a soft dark patch on the felt instead, where the light throws it, every cup's in one
// instanced mesh (one draw, AirborneShadows.tsx); the shadow map is drawn again only when a caster left in it changes
// (scene/shadowRefresh.ts).
import * as THREE from 'three';
import { CUP_HEIGHT, CUP_OUTER_RADIUS } from '../physics/index';
import { shadowBlobTexture } from './textures';

/** The patch's height over the felt (cm): on it, under anything that stands on it. */
export const SHADOW_LIFT = 0.04;
/** How dark the patch's middle is: the felt in a cup's shadow-map shadow is 0.31 of its lit brightness (a screenshot, medium quality). */
export const SHADOW_OPACITY = 0.68;
/** The patch's reach past the cup's wall: an ellipse round a shadow whose ends are round covers less of it. */
const REACH = 1.1;
/** The most cups in the air at once: one a seat. */
export const MAX_AIRBORNE = 6;

let geometry: THREE.BufferGeometry | null = null;
let material: THREE.MeshBasicMaterial | null = null;

/** The patch: a unit square on the felt's plane, facing up. */
export function shadowPatchGeometry(): THREE.BufferGeometry {
  geometry ??= new THREE.PlaneGeometry(1, 1).rotateX(-Math.PI / 2);
  return geometry;
}

/** Black, as dark as SHADOW_OPACITY in the middle and fading at the edge (shadowBlobTexture), over the felt's depth. */
export function airborneShadowMaterial(): THREE.MeshBasicMaterial {
  material ??= new THREE.MeshBasicMaterial({ color: '#000000', alphaMap: shadowBlobTexture(), transparent: true, opacity: SHADOW_OPACITY, depthWrite: false });
  return material;
}

/** Where the point `p` casts its shadow on the felt (y = 0) under a light toward `toLight` (normalised, y > 0). */
export function shadowOnFelt(p: THREE.Vector3, toLight: THREE.Vector3, out: THREE.Vector3): THREE.Vector3 {
  const k = p.y / toLight.y;
  return out.set(p.x - toLight.x * k, SHADOW_LIFT, p.z - toLight.z * k);
}

const mouth = new THREE.Vector3();
const top = new THREE.Vector3();
const centre = new THREE.Vector3();
const turn = new THREE.Quaternion();
const size = new THREE.Vector3();
const matrix = new THREE.Matrix4();
const UP = new THREE.Vector3(0, 1, 0);

/**
 * Lays one patch a cup of `cups` (world matrices up to date; a cup's origin is its mouth's centre, its closed end
 * CUP_HEIGHT along its local +Y) on the felt under the light toward `toLight` (normalised), and shows exactly as
 * many (none: the mesh hidden, not drawn). A cup's patch is an ellipse round the shadows of its mouth and of its
 * closed end: the cup's width across, and from one to the other plus the cup's width along (a tenth more each way). Allocates nothing (it
 * runs at every frame of a hold). Returns the patches shown.
 */
export function placeAirborneShadows(mesh: THREE.InstancedMesh, cups: Iterable<THREE.Object3D>, toLight: THREE.Vector3): number {
  let n = 0;
  if (toLight.y > 1e-3) {
    for (const cup of cups) {
      if (n >= mesh.instanceMatrix.count) break;
      shadowOnFelt(mouth.set(0, 0, 0).applyMatrix4(cup.matrixWorld), toLight, mouth);
      shadowOnFelt(top.set(0, CUP_HEIGHT, 0).applyMatrix4(cup.matrixWorld), toLight, top);
      const dx = top.x - mouth.x;
      const dz = top.z - mouth.z;
      const length = Math.hypot(dx, dz);
      centre.addVectors(mouth, top).multiplyScalar(0.5);
      // the square's x along the shadow's length (its own x turned by the angle about y)
      turn.setFromAxisAngle(UP, length > 1e-6 ? Math.atan2(-dz, dx) : 0);
      size.set(length + 2 * REACH * CUP_OUTER_RADIUS, 1, 2 * REACH * CUP_OUTER_RADIUS);
      mesh.setMatrixAt(n++, matrix.compose(centre, turn, size));
    }
  }
  if (n === 0 && mesh.count === 0 && !mesh.visible) return 0;
  mesh.count = n;
  mesh.visible = n > 0;
  if (n > 0) mesh.instanceMatrix.needsUpdate = true;
  return n;
}
