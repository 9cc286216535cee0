// The leather cup's two shared geometries: its outer leather and its inside (a lathe each). Its origin is
// the centre of the mouth and the closed end is toward local +Y, as in the physics.
import * as THREE from 'three';
import { CUP_BASE, CUP_HEIGHT, CUP_INNER_RADIUS, CUP_OUTER_RADIUS } from '../physics/index';

const H = CUP_HEIGHT;
const RI = CUP_INNER_RADIUS;
const RO = CUP_OUTER_RADIUS;

let outerGeo: THREE.LatheGeometry | null = null;
let innerGeo: THREE.LatheGeometry | null = null;

/**
 * Sets a lathe's v to the distance along its profile (0 at the first point, 1 at the last), so the
 * leather's grain, stitches and band keep their proportions (the lathe's own v steps evenly per
 * profile point: the whole side wall got an eighth of the texture, stretched fourfold).
 */
function arcLengthV(geo: THREE.LatheGeometry, profile: readonly THREE.Vector2[]): THREE.LatheGeometry {
  const along = [0];
  for (let i = 1; i < profile.length; i++) along.push(along[i - 1]! + profile[i]!.distanceTo(profile[i - 1]!));
  const total = along[along.length - 1]! || 1;
  const uv = geo.getAttribute('uv') as THREE.BufferAttribute;
  // LatheGeometry lays its vertices out segment by segment, each with every profile point in order
  for (let k = 0; k < uv.count; k++) uv.setY(k, along[k % profile.length]! / total);
  uv.needsUpdate = true;
  return geo;
}

const OUTER_PROFILE = [
  new THREE.Vector2(RI + 0.02, 0),
  new THREE.Vector2(RO - 0.25, 0),
  new THREE.Vector2(RO - 0.02, 0.12),
  new THREE.Vector2(RO, 0.45),
  new THREE.Vector2(RO - 0.08, 1.6),
  new THREE.Vector2(RO - 0.45, H - 0.9),
  new THREE.Vector2(RO - 0.75, H - 0.25),
  new THREE.Vector2(RO - 1.2, H),
  new THREE.Vector2(0.001, H),
];

/** The cup's outer leather and its inside (shared by every cup). */
export function cupGeometries(): [THREE.LatheGeometry, THREE.LatheGeometry] {
  outerGeo ??= arcLengthV(new THREE.LatheGeometry(OUTER_PROFILE, 64), OUTER_PROFILE);
  innerGeo ??= new THREE.LatheGeometry([
    new THREE.Vector2(0.001, H - CUP_BASE),
    new THREE.Vector2(RI - 0.4, H - CUP_BASE),
    new THREE.Vector2(RI - 0.05, H - CUP_BASE - 0.35),
    new THREE.Vector2(RI, 0.2),
    new THREE.Vector2(RI + 0.02, 0),
  ], 64);
  return [outerGeo, innerGeo];
}

