// What a closed cup hides is not drawn. A cup is closed to the view when the camera is on its closed
// side of its mouth's plane (and so is the shadow's light): neither sees its inside, nor a die lying
// wholly inside it. Most of a game the cups are mouth down over their dice, and a throw's last second
// drew every die under them, the insides of six cups and their shadows: up to 36 draws of 50 a frame,
// each a call into WebGL on the page's main thread. Hidden just for the frame's draw and shown again
// after it, so the scene as the game and the tests read it is unchanged; what is seen does not change.
import * as THREE from 'three';
import { CUP_HEIGHT, CUP_INNER_RADIUS, DIE_HALF } from '../physics/index';
import { cupGeometries } from './cupGeometry';
import { dieGeometry } from './Die';

/** Below this height (cm) of its mouth, a cup mouth down is on the felt: the felt closes its mouth. */
const ON_FELT = 0.1;
/** A die's centre at least this far inside the mouth's plane has no part outside it (half its diagonal). */
const WHOLLY_INSIDE = DIE_HALF * Math.sqrt(3);

const local = new THREE.Vector3();
const eye = new THREE.Vector3();
const toLight = new THREE.Vector3();
const lightAt = new THREE.Vector3();
const targetAt = new THREE.Vector3();

interface Closed {
  readonly inverse: THREE.Matrix4;
  /** Its mouth lies on the felt (mouth down, resting): a die inside it anywhere above the mouth is hidden. */
  readonly onFelt: boolean;
}

/** Closed cups found this frame (their inverse matrices kept from frame to frame). */
const closed: Closed[] = [];
const inverses: THREE.Matrix4[] = [];
const cupInsides: THREE.Mesh[] = [];
const dice: THREE.Mesh[] = [];
let light: THREE.DirectionalLight | null = null;

function collect(o: THREE.Object3D): void {
  const mesh = o as THREE.Mesh;
  if (mesh.isMesh) {
    if (mesh.geometry === cupGeometries()[1]) cupInsides.push(mesh);
    // (not the held cup's instanced dice: their mesh's place is not theirs, and that cup is open)
    else if (mesh.geometry === dieGeometry() && mesh.name !== 'halo' && !(mesh as THREE.InstancedMesh).isInstancedMesh) dice.push(mesh);
  } else if ((o as THREE.DirectionalLight).isDirectionalLight && (o as THREE.DirectionalLight).castShadow) {
    light ??= o as THREE.DirectionalLight;
  }
}

/** Whether the point `p` (cup-local) is on the closed side of the mouth's plane. */
const closedSide = (p: THREE.Vector3): boolean => p.y > 1e-3;

/**
 * Hides (visible = false) the insides of the cups closed to `camera` and the dice wholly inside them,
 * and returns them to show again after the draw (showAgain). Matrices must be up to date (as after
 * the scene's signature, or updateMatrixWorld).
 */
export function hideInsideClosedCups(scene: THREE.Object3D, camera: THREE.Camera, shadows: boolean): THREE.Object3D[] {
  cupInsides.length = 0;
  dice.length = 0;
  closed.length = 0;
  light = null;
  scene.traverseVisible(collect);
  const hidden: THREE.Object3D[] = [];
  if (cupInsides.length === 0) return hidden;
  camera.getWorldPosition(eye);
  if (shadows && light) {
    const l = light as THREE.DirectionalLight;
    l.getWorldPosition(lightAt);
    l.target.getWorldPosition(targetAt);
    toLight.subVectors(lightAt, targetAt);
  }
  const lit = shadows && light !== null;
  for (const inside of cupInsides) {
    const m = inside.matrixWorld;
    const k = closed.length;
    inverses[k] ??= new THREE.Matrix4();
    const inv = inverses[k]!.copy(m).invert();
    if (!closedSide(local.copy(eye).applyMatrix4(inv))) continue;
    // a directional light's rays: the direction toward it, turned into the cup's frame
    if (lit && !closedSide(local.copy(toLight).transformDirection(inv))) continue;
    // mouth down (local +Y is up) and resting on the felt
    const onFelt = m.elements[5]! > 0.999 && m.elements[13]! < ON_FELT;
    closed.push({ inverse: inv, onFelt });
    inside.visible = false;
    hidden.push(inside);
  }
  if (closed.length === 0) return hidden;
  for (const die of dice) {
    const e = die.matrixWorld.elements;
    for (const c of closed) {
      local.set(e[12]!, e[13]!, e[14]!).applyMatrix4(c.inverse);
      if (Math.hypot(local.x, local.z) >= CUP_INNER_RADIUS || local.y > CUP_HEIGHT) continue;
      // on the felt: above the mouth's plane (the felt hides what is below it); in the air: wholly inside
      if (c.onFelt ? local.y <= 0 : local.y < WHOLLY_INSIDE) continue;
      die.visible = false;
      hidden.push(die);
      break;
    }
  }
  return hidden;
}

/** Shows again what hideInsideClosedCups hid for the draw. */
export function showAgain(hidden: readonly THREE.Object3D[]): void {
  for (const o of hidden) o.visible = true;
}
