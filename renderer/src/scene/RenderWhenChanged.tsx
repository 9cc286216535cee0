// Draws the 3D table only when it changed (issue 29: a still table drew every frame, about 150 ms of a core
// each at 1280×800 under software WebGL, and a GPU's worth on a laptop while a person thinks). Every frame
// callback still runs each animation frame; this last one (priority 1: R3F then leaves the drawing to it)
// reads the scene's signature (each object's place, visibility, material and geometry state, the lights, the
// camera, the canvas size) and draws when it differs from the last drawn, when asked (a mount, a hand-over),
// and at least once a second whatever it reads.
import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import type * as THREE from 'three';
import { hideInsideClosedCups, showAgain } from '../../dice/index';
import { renderWithShadowsWhenChanged, shadowDrawn } from './shadowRefresh';

/** The longest a still table goes undrawn (a change the signature does not read is drawn within it). */
export const STILL_REDRAW_MS = 1000;

let requested = true;
/** The next frame is drawn whatever the signature says (SceneReady, at a mount). */
export function requestRender(): void {
  requested = true;
}

interface Colourful {
  color?: THREE.Color;
  emissive?: THREE.Color;
  emissiveIntensity?: number;
  opacity?: number;
  visible?: boolean;
  version: number;
  id: number;
  map?: THREE.Texture | null;
}

/**
 * Fills an array kept from frame to frame by index: `length = 0` would free its backing store and every
 * frame would grow a new one (garbage at each animation frame, collected during a held shake's frames).
 */
const w = { out: [] as number[], n: 0 };

function put(x: number): void {
  w.out[w.n++] = x;
}

function putAll(xs: ArrayLike<number>): void {
  for (let i = 0; i < xs.length; i++) w.out[w.n++] = xs[i]!;
}

function putMaterial(m: Colourful): void {
  put(m.id);
  put(m.version);
  put(m.opacity ?? 1);
  put(m.visible === false ? 0 : 1);
  put(m.map ? m.map.id : -1);
  put(m.map ? m.map.version : -1);
  if (m.color) {
    put(m.color.r);
    put(m.color.g);
    put(m.color.b);
  }
  if (m.emissive) {
    put(m.emissive.r);
    put(m.emissive.g);
    put(m.emissive.b);
    put(m.emissiveIntensity ?? 1);
  }
}

function putObject(o: THREE.Object3D): void {
  put(o.id);
  put(o.visible ? 1 : 0);
  putAll(o.matrixWorld.elements);
  const mesh = o as Partial<THREE.Mesh> & Partial<THREE.InstancedMesh>;
  // (no array made for a single material: this runs for every object at every animation frame)
  if (Array.isArray(mesh.material)) for (const m of mesh.material) putMaterial(m as unknown as Colourful);
  else if (mesh.material) putMaterial(mesh.material as unknown as Colourful);
  if (mesh.geometry) {
    put(mesh.geometry.id);
    put(mesh.geometry.drawRange.count);
    put((mesh.geometry.attributes['position'] as THREE.BufferAttribute | undefined)?.version ?? -1);
  }
  if (mesh.instanceMatrix) {
    put(mesh.count ?? 0);
    put(mesh.instanceMatrix.version);
    put(mesh.instanceColor?.version ?? -1);
  }
  const light = o as Partial<THREE.Light>;
  if (light.isLight) {
    put(light.intensity ?? 0);
    put(light.color!.r);
    put(light.color!.g);
    put(light.color!.b);
  }
}

/** What a drawn frame of `scene` through `camera` depends on, as numbers (matrices updated first), written into `out`. */
export function sceneSignature(scene: THREE.Scene, camera: THREE.Camera, width: number, height: number, out: number[] = []): number[] {
  w.out = out;
  w.n = 0;
  scene.updateMatrixWorld();
  camera.updateMatrixWorld();
  put(width);
  put(height);
  putAll(camera.matrixWorld.elements);
  putAll(camera.projectionMatrix.elements);
  const bg = scene.background as THREE.Color | null;
  if (bg && 'r' in bg) {
    put(bg.r);
    put(bg.g);
    put(bg.b);
  }
  scene.traverse(putObject);
  if (out.length !== w.n) out.length = w.n;
  w.out = [];
  return out;
}

function same(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

export function RenderWhenChanged(): null {
  const drawn = useRef<{ sig: number[]; spare: number[]; at: number }>({ sig: [], spare: [], at: -Infinity });
  const shadows = useRef(shadowDrawn());
  useFrame((state) => {
    const d = drawn.current;
    const sig = sceneSignature(state.scene, state.camera, state.size.width * state.viewport.dpr, state.size.height * state.viewport.dpr, d.spare);
    const now = performance.now();
    if (!requested && now - d.at < STILL_REDRAW_MS && same(sig, d.sig)) return;
    requested = false;
    // what a closed cup hides is left out of this draw (dice/closedCups.ts), and shown again after it
    const hidden = hideInsideClosedCups(state.scene, state.camera, state.gl.shadowMap.enabled);
    // issue 42 item 15: the shadow map with it only when its casters changed (shadowRefresh.ts)
    renderWithShadowsWhenChanged(state.gl, state.scene, state.camera, shadows.current);
    showAgain(hidden);
    // the two arrays swap: the signature drawn is kept, the other is filled next frame
    d.spare = d.sig;
    d.sig = sig;
    d.at = now;
  }, 1);
  return null;
}
