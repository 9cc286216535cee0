// Issue 42 item 15 (Start → first shake prompt, cold): while the menu or the setup is shown, the
// kept canvas is made ahead, parked and hidden (PersistentScene), with nothing of a game in it: no
// seat, no throw, so no die of anybody's. Here every material of its pieces (the felt, and a cup,
// the dice and the reveal's marks that WarmRevealMarks mounts) is compiled once per canvas, so that
// the first table neither makes the canvas nor compiles its shaders after Start. Then, one piece an
// idle moment, what the first table's frame did after Start besides: every texture of those pieces
// uploaded, the leather of every cup colour painted and uploaded (a canvas each), and one frame drawn
// (the shadow map made), hidden: nothing of a game is in it, and the parked canvas is never shown.
import { useEffect } from 'react';
import { useThree } from '@react-three/fiber';
import type * as THREE from 'three';
import { leatherTexture } from '../../dice/index';
import { CUP_COLOURS } from '../logic/palette';

const compiled = new WeakSet<object>();

/** Every texture the materials of `scene`'s meshes use (maps of any kind), once each. */
export function sceneTextures(scene: THREE.Object3D): THREE.Texture[] {
  const found = new Set<THREE.Texture>();
  scene.traverse((o) => {
    const material = (o as Partial<THREE.Mesh>).material;
    if (!material) return;
    for (const m of Array.isArray(material) ? material : [material]) {
      for (const v of Object.values(m as unknown as Record<string, unknown>)) if ((v as Partial<THREE.Texture> | null)?.isTexture) found.add(v as THREE.Texture);
    }
  });
  return [...found];
}

type Idle = (f: () => void, o?: { timeout: number }) => number;

/** Runs `steps` one an idle moment (a timer where the browser has no idle callback); the returned function stops them. */
export function runWhenIdle(steps: readonly (() => void)[]): () => void {
  let next = 0;
  let stopped = false;
  const g = globalThis as { requestIdleCallback?: Idle };
  const later = (f: () => void): void => {
    if (g.requestIdleCallback) g.requestIdleCallback(f, { timeout: 2000 });
    else setTimeout(f, 50);
  };
  const step = (): void => {
    if (stopped || next >= steps.length) return;
    try {
      steps[next++]!();
    } catch {
      // a context lost meanwhile: the first table does it, as before
    }
    later(step);
  };
  later(step);
  return () => {
    stopped = true;
  };
}

export function CompileAhead(): null {
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  const camera = useThree((s) => s.camera);
  useEffect(() => {
    if (compiled.has(gl)) return;
    compiled.add(gl);
    performance.mark('dudo:compile-ahead');
    try {
      gl.compile(scene, camera);
    } catch {
      // a context lost meanwhile: the first table compiles them, as before
    }
    performance.mark('dudo:compiled-ahead');
    // issue 42 item 15: the rest of a cold first frame, ahead (a Start meanwhile unmounts this: the table does the rest)
    return runWhenIdle([
      ...sceneTextures(scene).map((t) => () => gl.initTexture(t)),
      ...CUP_COLOURS.map((c) => () => gl.initTexture(leatherTexture(c.hex))),
      () => {
        gl.render(scene, camera);
        performance.mark('dudo:drawn-ahead');
      },
    ]);
  }, [gl, scene, camera]);
  return null;
}
