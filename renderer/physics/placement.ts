/** Small rigid-motion helpers of the simulation: a position-and-orientation, rotations, easing. */
import type { Quat } from './cube';

/** A body's position (cm) and orientation. */
export type Placement = { p: [number, number, number]; q: Quat };

export const IDENTITY: Quat = { x: 0, y: 0, z: 0, w: 1 };

/** The rotation by `angle` about the unit axis (ax, ay, az). */
export function axisAngle(ax: number, ay: number, az: number, angle: number): Quat {
  const s = Math.sin(angle / 2);
  return { x: ax * s, y: ay * s, z: az * s, w: Math.cos(angle / 2) };
}

/** The vector v turned by q. */
export function rotate(q: Quat, v: [number, number, number]): [number, number, number] {
  const { x, y, z, w } = q;
  const [vx, vy, vz] = v;
  const ix = w * vx + y * vz - z * vy;
  const iy = w * vy + z * vx - x * vz;
  const iz = w * vz + x * vy - y * vx;
  const iw = -x * vx - y * vy - z * vz;
  return [ix * w + iw * -x + iy * -z - iz * -y, iy * w + iw * -y + iz * -x - ix * -z, iz * w + iw * -z + ix * -y - iy * -x];
}

export function smoothstep(s: number): number {
  const c = Math.min(1, Math.max(0, s));
  return c * c * (3 - 2 * c);
}
