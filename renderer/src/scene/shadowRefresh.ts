// Issue 42 item 15 (the held shake's main thread): the shadow map is drawn again only when what it holds changed. Its
// pass draws every caster again into its own target, before the picture: at each frame of a held shake that was five
// draws more, and the GPU process got that work in the middle of the page's frame, where the page then waited for it
// (a flush of 0.5-6 ms a frame in a Chromium trace, load 15). While only the cups in the air move (they cast no shadow
// there, dice/airborneShadow.ts), and on a still table's redraw, the shadow map drawn last is still right.
import type * as THREE from 'three';

/** Fills an array kept from frame to frame (as RenderWhenChanged's signature does: no garbage a frame). */
const w = { out: [] as number[], n: 0 };

function put(x: number): void {
  w.out[w.n++] = x;
}

function putAll(xs: ArrayLike<number>): void {
  for (let i = 0; i < xs.length; i++) w.out[w.n++] = xs[i]!;
}

function putMaterial(m: THREE.Material): void {
  put(m.id);
  put(m.version);
  put(m.side);
  put(m.visible ? 1 : 0);
}

function putCaster(o: THREE.Object3D): void {
  const light = o as Partial<THREE.DirectionalLight>;
  if (light.isLight && light.castShadow && light.shadow) {
    const shadow = light.shadow;
    const lens = shadow.camera as Partial<THREE.OrthographicCamera & THREE.PerspectiveCamera>;
    put(o.id);
    putAll(o.matrixWorld.elements);
    // a directional or spot light's aim: its target's place (updated here: three reads it when it draws)
    if (light.target) {
      light.target.updateWorldMatrix(true, false);
      putAll(light.target.matrixWorld.elements);
    }
    put(shadow.mapSize.x);
    put(shadow.mapSize.y);
    put(shadow.bias);
    put(shadow.normalBias);
    put(shadow.radius);
    // (never NaN: a NaN read differs from itself, and the map would be drawn at every frame)
    for (const x of [lens.left, lens.right, lens.top, lens.bottom, lens.near, lens.far, lens.fov, lens.zoom]) put(x ?? -1);
    return;
  }
  const mesh = o as Partial<THREE.Mesh> & Partial<THREE.InstancedMesh>;
  if (!o.castShadow || !mesh.geometry || !mesh.material) return;
  put(o.id);
  putAll(o.matrixWorld.elements);
  put(mesh.geometry.id);
  put(mesh.geometry.drawRange.start);
  put(mesh.geometry.drawRange.count);
  put((mesh.geometry.attributes['position'] as THREE.BufferAttribute | undefined)?.version ?? -1);
  if (Array.isArray(mesh.material)) for (const m of mesh.material) putMaterial(m);
  else putMaterial(mesh.material);
  if (mesh.isInstancedMesh) {
    put(mesh.count ?? 0);
    put(mesh.instanceMatrix!.version);
  }
}

/**
 * What the shadow map drawn from `scene` depends on, as numbers, written into `out`: the renderer's shadow settings,
 * each shadow-casting light (its place, aim, map and lens) and each visible caster (its place, shape and material's
 * side), in the order met. Matrices must be up to date, and the visibility as it is drawn (after hideInsideClosedCups).
 */
export function castersSignature(scene: THREE.Object3D, shadowMap: { enabled: boolean; type: number }, out: number[] = []): number[] {
  w.out = out;
  w.n = 0;
  put(shadowMap.enabled ? 1 : 0);
  put(shadowMap.type);
  // an invisible object's children are not drawn either: not read
  scene.traverseVisible(putCaster);
  if (out.length !== w.n) out.length = w.n;
  w.out = [];
  return out;
}

/**
 * The shadow map's last drawing: the casters it was drawn from, the renderer's frame count after it (any other draw
 * since, a resize's or a mount's, which drew the shadow map as three does by itself, makes it drawn again here), and
 * the renderer's shadow map then (three makes a new one when a lost context is restored: its targets are empty).
 */
export interface ShadowDrawn {
  casters: number[];
  spare: number[];
  frame: number;
  map: object | null;
}

export function shadowDrawn(): ShadowDrawn {
  return { casters: [], spare: [], frame: -1, map: null };
}

function same(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

type Renderer = Pick<THREE.WebGLRenderer, 'render' | 'shadowMap' | 'info'>;

/**
 * Draws `scene` through `camera`, the shadow map with it only when its casters changed since it was last drawn (or
 * the renderer drew elsewhere since). Every other draw of the renderer is left as three does it.
 */
export function renderWithShadowsWhenChanged(gl: Renderer, scene: THREE.Scene, camera: THREE.Camera, drawn: ShadowDrawn): void {
  const casters = castersSignature(scene, gl.shadowMap, drawn.spare);
  const changed = gl.info.render.frame !== drawn.frame || gl.shadowMap !== drawn.map || !same(casters, drawn.casters);
  gl.shadowMap.autoUpdate = false;
  gl.shadowMap.needsUpdate = changed;
  try {
    gl.render(scene, camera);
  } finally {
    gl.shadowMap.autoUpdate = true;
    gl.shadowMap.needsUpdate = false;
  }
  drawn.frame = gl.info.render.frame;
  drawn.map = gl.shadowMap;
  if (changed) {
    drawn.spare = drawn.casters;
    drawn.casters = casters;
  }
}
