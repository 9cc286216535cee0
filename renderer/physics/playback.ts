/** Sampling a recorded throw at any time, with interpolation (pure, shared by all renderers). */
import type { Trajectory } from './types';

export type Pose = { x: number; y: number; z: number; qx: number; qy: number; qz: number; qw: number };

/** What of a recorded throw tells its dice apart: each body's kind and cup, and which dice were lost off the table. */
export interface ThrowBodies {
  readonly bodies: readonly { readonly type: 'cup' | 'die'; readonly cup: number }[];
  /** Per body: the frame from which a lost die is off the table, else -1. */
  readonly lostFrame: readonly number[];
}

/** For every body, the die's index among its cup's dice still on the table (the host's hand order), or -1 (cups, lost dice). */
export function handIndexOfBodies(t: ThrowBodies): number[] {
  const next = new Map<number, number>();
  return t.bodies.map((b, i) => {
    if (b.type !== 'die' || (t.lostFrame[i] ?? -1) >= 0) return -1;
    const k = next.get(b.cup) ?? 0;
    next.set(b.cup, k + 1);
    return k;
  });
}

/** Length of the recording in seconds. */
export function trajectoryDuration(t: Trajectory): number {
  return Math.max(0, t.frames - 1) * t.dt;
}

/**
 * Pose of body `body` at `time` seconds from the start: linear interpolation of the position and
 * normalised linear interpolation of the quaternion (shortest arc) between the two frames around
 * it. Times outside the recording clamp to its ends. Writes into and returns `out`.
 */
export function samplePose(t: Trajectory, body: number, time: number, out: Pose = { x: 0, y: 0, z: 0, qx: 0, qy: 0, qz: 0, qw: 1 }): Pose {
  const n = t.bodies.length;
  const last = Math.max(0, t.frames - 1);
  const f = Math.min(last, Math.max(0, time / t.dt));
  const f0 = Math.floor(f);
  const f1 = Math.min(last, f0 + 1);
  const a = f - f0;
  const d = t.data;
  const o0 = (f0 * n + body) * 7;
  const o1 = (f1 * n + body) * 7;
  out.x = d[o0]! + (d[o1]! - d[o0]!) * a;
  out.y = d[o0 + 1]! + (d[o1 + 1]! - d[o0 + 1]!) * a;
  out.z = d[o0 + 2]! + (d[o1 + 2]! - d[o0 + 2]!) * a;
  let bx = d[o1 + 3]!, by = d[o1 + 4]!, bz = d[o1 + 5]!, bw = d[o1 + 6]!;
  const ax = d[o0 + 3]!, ay = d[o0 + 4]!, az = d[o0 + 5]!, aw = d[o0 + 6]!;
  if (ax * bx + ay * by + az * bz + aw * bw < 0) { bx = -bx; by = -by; bz = -bz; bw = -bw; }
  let qx = ax + (bx - ax) * a, qy = ay + (by - ay) * a, qz = az + (bz - az) * a, qw = aw + (bw - aw) * a;
  const len = Math.hypot(qx, qy, qz, qw) || 1;
  qx /= len; qy /= len; qz /= len; qw /= len;
  out.qx = qx; out.qy = qy; out.qz = qz; out.qw = qw;
  return out;
}
