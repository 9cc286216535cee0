/** A die with rounded edges and drilled pips (R3F). The standard layout of FACE_LAYOUT; with
 * kind 'blank' (French die, seed 001) the 6 face is left blank (R-BLANK). */
import { useMemo } from 'react';
import type { ThreeElements } from '@react-three/fiber';
import * as THREE from 'three';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';
import { DIE_SIZE, FACE_LAYOUT, type DieKind } from '../physics/index';
import { dieAtlasTexture } from './textures';

let geometry: THREE.BufferGeometry | null = null;
const materials = new Map<DieKind, THREE.Material>();

/**
 * Shared rounded-box geometry. The box's six face groups (BoxGeometry order +X, -X, +Y, -Y, +Z, -Z)
 * are mapped into the cells of one face atlas (dieAtlasTexture) and the groups dropped: one
 * material, one draw call per die.
 */
export function dieGeometry(): THREE.BufferGeometry {
  if (geometry) return geometry;
  const g = new RoundedBoxGeometry(DIE_SIZE, DIE_SIZE, DIE_SIZE, 4, DIE_SIZE * 0.12);
  const uv = g.getAttribute('uv') as THREE.BufferAttribute;
  const index = g.getIndex();
  const done = new Uint8Array(uv.count);
  g.groups.forEach((group, face) => {
    const col = face % 3;
    const row = Math.floor(face / 3);
    for (let k = group.start; k < group.start + group.count; k++) {
      const v = index ? index.getX(k) : k;
      if (done[v]) continue;
      done[v] = 1;
      uv.setXY(v, (col + uv.getX(v)) / 3, (row + uv.getY(v)) / 2);
    }
  });
  uv.needsUpdate = true;
  g.clearGroups();
  geometry = g;
  return g;
}

/** Shared material of a die kind: the face atlas labelled by FACE_LAYOUT, with drilled pips. */
export function dieMaterials(kind: DieKind): THREE.Material {
  let m = materials.get(kind);
  if (!m) {
    m = new THREE.MeshStandardMaterial({
      map: dieAtlasTexture(FACE_LAYOUT, kind),
      bumpMap: dieAtlasTexture(FACE_LAYOUT, kind, true),
      bumpScale: 1.2,
      roughness: 0.35,
      metalness: 0,
    });
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
