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

/** How a die is marked at a reveal (issue 13): counted toward the bid (gold), wild (blue), or not. */
export type DieGlow = 'counted' | 'wild' | null;

/** Gold like the 2D reveal's counted dice, blue like its wild ones (styles.css .die-counted, .die-wild). */
export const GLOW_COLORS = { counted: '#f0b429', wild: '#2e86e4' } as const;

const glowMaterials = new Map<string, THREE.MeshStandardMaterial>();
const haloMaterials = new Map<'counted' | 'wild', THREE.Material>();

/**
 * A die kind's material lit from within in the glow's colour: the face atlas is the emissive map,
 * so the ivory faces glow and the pips stay dark and readable.
 */
export function dieGlowMaterial(kind: DieKind, glow: 'counted' | 'wild'): THREE.MeshStandardMaterial {
  const key = `${kind}:${glow}`;
  let m = glowMaterials.get(key);
  if (!m) {
    const base = dieMaterials(kind) as THREE.MeshStandardMaterial;
    m = base.clone();
    m.emissive = new THREE.Color(GLOW_COLORS[glow]);
    m.emissiveMap = base.map;
    m.emissiveIntensity = 0.6;
    glowMaterials.set(key, m);
  }
  return m;
}

/** The halo round a marked die: its rounded box a little larger, back faces only, unlit. */
export function haloMaterial(glow: 'counted' | 'wild'): THREE.Material {
  let m = haloMaterials.get(glow);
  if (!m) {
    m = new THREE.MeshBasicMaterial({ color: GLOW_COLORS[glow], side: THREE.BackSide, transparent: true, opacity: 0.9, toneMapped: false, depthWrite: false });
    haloMaterials.set(glow, m);
  }
  return m;
}

/**
 * When the marks stop pulsing (s of the glow's clock, at animation speed 1): at their fourth brightest, about 5 s in,
 * where they then glow steady. A reveal left open while it is read then draws no frame (issue 29: each was a frame
 * of the whole table, about 170 ms of a core under software WebGL, and a GPU kept busy for a pulse on a laptop).
 */
export const GLOW_PULSE_END_S = (Math.PI / 2 + 6 * Math.PI) / 4;

/** A mark's glow (emissive intensity) at `t` s of the glow's clock: pulsing, then steady from GLOW_PULSE_END_S. */
export function glowIntensity(t: number): number {
  return 0.45 + 0.25 * Math.sin(Math.min(t, GLOW_PULSE_END_S) * 4);
}

/** Pulses every marked die together (one uniform per shared material), `t` in seconds of the glow's clock. */
export function pulseGlow(t: number): void {
  const k = glowIntensity(t);
  for (const m of glowMaterials.values()) m.emissiveIntensity = k;
}

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

export type DieProps = { kind?: DieKind; glow?: DieGlow } & Omit<ThreeElements['mesh'], 'geometry' | 'material'>;

/**
 * One die, centred on its origin, DIE_SIZE cm on a side. Pass position/quaternion/ref as for a mesh.
 * A `glow` lights it in the glow's colour with a halo round it (a child mesh named "halo").
 */
export function Die({ kind = 'standard', glow = null, children, ...props }: DieProps): React.JSX.Element {
  const geo = useMemo(dieGeometry, []);
  const mats = useMemo(() => (glow ? dieGlowMaterial(kind, glow) : dieMaterials(kind)), [kind, glow]);
  return (
    <mesh geometry={geo} material={mats} castShadow receiveShadow {...props}>
      {glow ? <mesh name="halo" geometry={geo} material={haloMaterial(glow)} scale={1.45} renderOrder={-1} /> : null}
      {children}
    </mesh>
  );
}
