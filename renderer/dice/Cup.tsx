/** The leather dice cup ("cacho"). Its origin is the centre of the mouth and the closed end is
 * toward local +Y, as in the physics: identity orientation = mouth down on the table. */
import { useMemo } from 'react';
import type { ThreeElements } from '@react-three/fiber';
import * as THREE from 'three';
import { CUP_COLORS, leatherNormalMap, leatherTexture } from './textures';
import { cupGeometries } from './cupGeometry';

const outerMats = new Map<string, THREE.Material>();
let innerMat: THREE.Material | null = null;

function outerMaterial(color: string): THREE.Material {
  let m = outerMats.get(color);
  if (!m) {
    // leather: the colour map, a normal map of its grain, stitches and rim (textures.ts), a soft sheen
    m = new THREE.MeshStandardMaterial({ map: leatherTexture(color), normalMap: leatherNormalMap(), normalScale: new THREE.Vector2(1, 1), roughness: 0.55, metalness: 0, side: THREE.DoubleSide });
    outerMats.set(color, m);
  }
  return m;
}

export type CupProps = {
  /** Seat 0..5 picks one of the six player colours; `color` overrides it. */
  seat?: number;
  color?: string;
  /** Whether it casts its shadow in the shadow map (issue 42 item 15: a cup in the air does not, AirborneShadows). */
  casts?: boolean;
} & ThreeElements['group'];

export function Cup({ seat = 0, color, casts = true, ...props }: CupProps): React.JSX.Element {
  const [outer, inner] = useMemo(cupGeometries, []);
  const c = color ?? CUP_COLORS[((seat % CUP_COLORS.length) + CUP_COLORS.length) % CUP_COLORS.length]!;
  const mat = useMemo(() => outerMaterial(c), [c]);
  innerMat ??= new THREE.MeshStandardMaterial({ color: '#2a1a12', roughness: 0.9, side: THREE.DoubleSide });
  return (
    <group {...props}>
      <mesh geometry={outer} material={mat} castShadow={casts} receiveShadow />
      <mesh geometry={inner} material={innerMat} receiveShadow />
    </group>
  );
}
