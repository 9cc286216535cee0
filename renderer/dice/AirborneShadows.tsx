// Issue 42 item 15: the shadows of the cups in the air (airborneShadow.ts) as one instanced mesh, and the hook a cup
// in the air says so with. Only where shadows are drawn (medium and high quality): low draws none, as before.
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import * as THREE from 'three';
import { airborneShadowMaterial, MAX_AIRBORNE, placeAirborneShadows, shadowPatchGeometry } from './airborneShadow';

/** The cups in the air now (their groups), in the order they went up. */
const inAir = new Set<THREE.Object3D>();

/** While `airborne`, the cup of `ref` has its shadow laid on the felt by AirborneShadows (and should cast none in the shadow map). */
export function useAirborneShadow(ref: RefObject<THREE.Object3D | null>, airborne: boolean): void {
  // a layout effect: the patch comes in the very frame the cup stops casting in the shadow map
  useLayoutEffect(() => {
    const cup = ref.current;
    if (!airborne || !cup) return;
    inAir.add(cup);
    return () => {
      inAir.delete(cup);
    };
  }, [ref, airborne]);
}

const lightAt = new THREE.Vector3();
const targetAt = new THREE.Vector3();
const toLight = new THREE.Vector3();

/** The scene's shadow-casting directional light (the table's sun), or null. */
function sunOf(scene: THREE.Object3D): THREE.DirectionalLight | null {
  let sun: THREE.DirectionalLight | null = null;
  scene.traverse((o) => {
    if (!sun && (o as THREE.DirectionalLight).isDirectionalLight) sun = o as THREE.DirectionalLight;
  });
  return sun;
}

export function AirborneShadows(): React.JSX.Element {
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  const mesh = useRef<THREE.InstancedMesh>(null);
  const sun = useRef<THREE.DirectionalLight | null>(null);
  // after the cups' own frame callbacks (priority 0) have moved them, before the frame is drawn (RenderWhenChanged, 1)
  useFrame(() => {
    const m = mesh.current;
    if (!m) return;
    if (!sun.current?.parent) sun.current = inAir.size > 0 ? sunOf(scene) : null;
    const light = sun.current;
    if (!light || !light.castShadow || !gl.shadowMap.enabled) {
      placeAirborneShadows(m, [], toLight.set(0, 1, 0));
      return;
    }
    light.getWorldPosition(lightAt);
    light.target.getWorldPosition(targetAt);
    toLight.subVectors(lightAt, targetAt).normalize();
    // (their parents, the scene and a still group, kept their matrices from the last frame drawn)
    for (const cup of inAir) cup.updateWorldMatrix(false, false);
    placeAirborneShadows(m, inAir, toLight);
  }, 0.5);
  return (
    <instancedMesh
      ref={mesh}
      args={[shadowPatchGeometry(), airborneShadowMaterial(), MAX_AIRBORNE]}
      count={0}
      visible={false}
      // its bounds would be those of its first patches
      frustumCulled={false}
      renderOrder={1}
    />
  );
}
