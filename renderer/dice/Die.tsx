/** A die with rounded edges and drilled pips (R3F). The standard layout of FACE_LAYOUT; with
 * kind 'blank' (French die, seed 001) the 6 face is left blank (R-BLANK). */
import { useMemo } from 'react';
import type { ThreeElements } from '@react-three/fiber';
import * as THREE from 'three';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';
import { DIE_SIZE, FACE_LAYOUT, type DieKind } from '../physics/index';
import { faceTexture } from './textures';

let geometry: THREE.BufferGeometry | null = null;
const materials = new Map<DieKind, THREE.Material[]>();

/** Shared rounded-box geometry (groups in BoxGeometry order +X, -X, +Y, -Y, +Z, -Z). */
export function dieGeometry(): THREE.BufferGeometry {
  geometry ??= new RoundedBoxGeometry(DIE_SIZE, DIE_SIZE, DIE_SIZE, 4, DIE_SIZE * 0.12);
  return geometry;
}

/** Shared materials of a die kind, one per face group, labelled by FACE_LAYOUT. */
export function dieMaterials(kind: DieKind): THREE.Material[] {
  let m = materials.get(kind);
  if (!m) {
    m = FACE_LAYOUT.map((value) => new THREE.MeshStandardMaterial({
      map: faceTexture(value, kind),
      bumpMap: faceTexture(value, kind, true),
      bumpScale: 1.2,
      roughness: 0.35,
      metalness: 0,
    }));
    materials.set(kind, m);
  }
  return m;
}

export type DieProps = { kind?: DieKind } & Omit<ThreeElements['mesh'], 'geometry' | 'material'>;

/** One die, centred on its origin, DIE_SIZE cm on a side. Pass position/quaternion/ref as for a mesh. */
export function Die({ kind = 'standard', ...props }: DieProps): React.JSX.Element {
  const geo = useMemo(dieGeometry, []);
  const mats = useMemo(() => dieMaterials(kind), [kind]);
  return <mesh geometry={geo} material={mats} castShadow receiveShadow {...props} />;
}
