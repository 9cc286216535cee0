/**
 * The cup's moves: the phases of one shake-and-slam, the random parameters of a shake, the dice put
 * into the upright cup before it, the cup's pose along its path at any time, and driving the
 * kinematic cup and lid to that pose one fixed step at a time.
 */
import type { Body } from 'cannon-es';
import {
  CUP_BASE, CUP_HEIGHT, DROP_HEIGHT, DT, LID_THICKNESS, SHAKE_HEIGHT, SPILL_OPEN_HEIGHT, T_DROP, T_FLIP, T_LIFT, T_NUDGE, T_SHAKE, T_SLAM,
  T_SWIRL, T_TURN, seatPosition,
} from './constants';
import type { DieState } from './bodies';
import { quatMul, type Quat } from './cube';
import { IDENTITY, axisAngle, rotate, smoothstep, type Placement } from './placement';
import type { Rng } from './rng';

export type Phase = 'shake' | 'flip' | 'drop' | 'spill' | 'slam' | 'swirl' | 'settle' | 'nudge' | 'lift' | 'turn' | 'done';

/** Random parameters of one shake-and-slam, drawn from the cup's physics stream. */
export type ThrowParams = {
  amp: [number, number, number];
  freq: [number, number, number];
  phase: [number, number, number];
  tiltAmp: [number, number];
  tiltFreq: [number, number];
  swirlTurns: number;
  swirlPhase: number;
  swirlRadius: number;
  sloppy: boolean;
  sloppyDir: [number, number];
};

/** Where a cup stands: its seat's spot on the felt, the horizontal axis it turns about (tangent to
 * the seat circle) and its upright (mouth up) orientation. */
export type CupPlace = { readonly cx: number; readonly cz: number; readonly axis: [number, number, number]; readonly qUp: Quat };

export function cupPlace(seat: number): CupPlace {
  const s = seatPosition(seat);
  const axis: [number, number, number] = [Math.cos(s.angle), 0, -Math.sin(s.angle)];
  return { cx: s.x, cz: s.z, axis, qUp: axisAngle(axis[0], axis[1], axis[2], Math.PI) };
}

/**
 * Puts dice `which` into the upright cup (shuffled slots in three layers, random orientations and
 * spins) and draws a new shake, in that order from `rng`.
 */
export function newShake(dice: readonly DieState[], which: readonly number[], rng: Rng, place: CupPlace, spillChance: number, biased: boolean): ThrowParams {
  const r = rng;
  const slots: [number, number][] = [[0, 0]];
  const rot = r.range(0, Math.PI * 2);
  for (let k = 0; k < 4; k++) slots.push([Math.cos(rot + (k * Math.PI) / 2) * 2.8, Math.sin(rot + (k * Math.PI) / 2) * 2.8]);
  const floor = SHAKE_HEIGHT - CUP_HEIGHT + CUP_BASE;
  const layers = [floor + 1.4, floor + 4.15, floor + 6.9];
  const order: number[] = [];
  for (let i = 0; i < slots.length * layers.length; i++) order.push(i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = r.int(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  which.forEach((di, k) => {
    const die = dice[di]!;
    const slot = order[k % order.length]!;
    const [sx, sz] = slots[slot % slots.length]!;
    const y = layers[Math.floor(slot / slots.length)]! + (k >= order.length ? 0.01 * k : 0);
    const b = die.body;
    b.position.set(place.cx + sx, y, place.cz + sz);
    const q = biased ? [0, 0, 0, 1] : r.quaternion();
    b.quaternion.set(q[0]!, q[1]!, q[2]!, q[3]!);
    if (biased) {
      b.velocity.set(0, 0, 0);
      b.angularVelocity.set(0, 0, 0);
    } else {
      b.velocity.set(r.range(-40, 40), r.range(-40, 40), r.range(-40, 40));
      b.angularVelocity.set(r.range(-25, 25), r.range(-25, 25), r.range(-25, 25));
    }
    b.aabbNeedsUpdate = true;
    b.wakeUp();
  });
  const amp = biased ? 0 : 1;
  return {
    amp: [r.range(0.8, 1.8) * amp, r.range(0.6, 1.5) * amp, r.range(0.8, 1.8) * amp],
    freq: [r.range(3.5, 6), r.range(4, 7), r.range(3.5, 6)],
    phase: [r.range(0, 6.283), r.range(0, 6.283), r.range(0, 6.283)],
    tiltAmp: [r.range(0.05, 0.25) * amp, r.range(0.05, 0.25) * amp],
    tiltFreq: [r.range(3, 5.5), r.range(3, 5.5)],
    swirlTurns: r.range(1.5, 2.5) * (r.float() < 0.5 ? -1 : 1),
    swirlPhase: r.range(0, 6.283),
    swirlRadius: r.range(0.6, 1.0),
    sloppy: r.float() < spillChance,
    sloppyDir: [r.range(-1, 1), r.range(-1, 1)],
  };
}

/** Body pose (mouth origin) for a cup whose mid-height point is at `mid` with orientation q. */
export function fromPivot(mid: [number, number, number], q: Quat): Placement {
  const off = rotate(q, [0, CUP_HEIGHT / 2, 0]);
  return { p: [mid[0] - off[0], mid[1] - off[1], mid[2] - off[2]], q };
}

/** The lid's pose for a cup at `cup`: just inside its mouth. */
export function lidPose(cup: Placement): Placement {
  const off = rotate(cup.q, [0, -LID_THICKNESS / 2, 0]);
  return { p: [cup.p[0] + off[0], cup.p[1] + off[1], cup.p[2] + off[2]], q: cup.q };
}

/**
 * Cup pose in `phase` at time t (s) since the phase began. `nudgeDir` is the direction on the felt
 * (unit x, z) of the jolt in the 'nudge' phase.
 */
export function cupPose(phase: Phase, t: number, place: CupPlace, P: ThrowParams, nudgeDir: [number, number]): Placement {
  const { cx, cz } = place;
  const restY = 0.02;
  const openY = P.sloppy ? SPILL_OPEN_HEIGHT : LID_THICKNESS + restY;
  switch (phase) {
    case 'shake': {
      const env = Math.sin((Math.PI * Math.min(t, T_SHAKE)) / T_SHAKE);
      const o = [0, 1, 2].map((i) => env * P.amp[i]! * Math.sin(2 * Math.PI * P.freq[i]! * t + P.phase[i]!));
      const tx = env * P.tiltAmp[0] * Math.sin(2 * Math.PI * P.tiltFreq[0] * t);
      const tz = env * P.tiltAmp[1] * Math.sin(2 * Math.PI * P.tiltFreq[1] * t);
      const q = quatMul(quatMul(axisAngle(1, 0, 0, tx), axisAngle(0, 0, 1, tz)), place.qUp);
      // pivot at mid-height, so tilting does not swing the closed end far
      const mid: [number, number, number] = [cx + o[0]!, SHAKE_HEIGHT - CUP_HEIGHT / 2 + o[1]!, cz + o[2]!];
      return fromPivot(mid, q);
    }
    case 'flip': {
      const s = Math.min(1, t / T_FLIP);
      const alpha = Math.PI * (1 - smoothstep(s));
      const q = axisAngle(place.axis[0], place.axis[1], place.axis[2], alpha);
      // turn over high above the felt (so the cup never sweeps the dice already lying there)
      const y0 = SHAKE_HEIGHT - CUP_HEIGHT / 2;
      const y1 = DROP_HEIGHT + CUP_HEIGHT / 2;
      return fromPivot([cx, y0 + (y1 - y0) * smoothstep(s), cz], q);
    }
    case 'drop': {
      // mouth down, accelerating down to just above the felt: the slam
      const s = Math.min(1, t / T_DROP);
      return { p: [cx, DROP_HEIGHT + (openY - DROP_HEIGHT) * s * s, cz], q: IDENTITY };
    }
    case 'spill': {
      // sloppy slam: the hand comes off a few cm up while the cup still slides sideways
      const s = Math.min(1, t / 0.1);
      return { p: [cx + P.sloppyDir[0] * 3 * (1 - s), openY, cz + P.sloppyDir[1] * 3 * (1 - s)], q: IDENTITY };
    }
    case 'slam': {
      const dur = P.sloppy ? 0.05 : T_SLAM;
      const s = Math.min(1, t / dur);
      return { p: [cx, openY + (restY - openY) * s, cz], q: IDENTITY };
    }
    case 'swirl': {
      const s = Math.min(1, t / T_SWIRL);
      const r = P.swirlRadius * Math.sin(Math.PI * s);
      const a = P.swirlPhase + 2 * Math.PI * P.swirlTurns * s;
      return { p: [cx + r * Math.cos(a), restY, cz + r * Math.sin(a)], q: IDENTITY };
    }
    case 'nudge': {
      // a jolt: the cup slid round once on the felt, quicker and smaller than the swirl after the slam
      const s = Math.min(1, t / T_NUDGE);
      const r = 0.3 * Math.sin(Math.PI * s);
      const a = Math.atan2(nudgeDir[1], nudgeDir[0]) + 2 * Math.PI * s * (P.swirlTurns < 0 ? -1 : 1);
      return { p: [cx + r * Math.cos(a), restY, cz + r * Math.sin(a)], q: IDENTITY };
    }
    case 'settle':
    case 'done':
      return { p: [cx, restY, cz], q: IDENTITY };
    case 'lift': {
      const s = smoothstep(t / T_LIFT);
      return { p: [cx, restY + (12 - restY) * s, cz], q: IDENTITY };
    }
    case 'turn': {
      const s = smoothstep(t / T_TURN);
      const q = axisAngle(place.axis[0], place.axis[1], place.axis[2], Math.PI * s);
      const y0 = 12 + CUP_HEIGHT / 2;
      const y1 = SHAKE_HEIGHT - CUP_HEIGHT / 2;
      // turn about the middle while moving from mouth-down at 12 cm to upright
      const startMid = y0;
      return fromPivot([cx, startMid + (y1 - startMid) * s, cz], q);
    }
  }
}

/** How long a timed phase lasts (s); the settle and done phases have no clock. */
export function phaseDuration(phase: Phase, P: ThrowParams): number {
  switch (phase) {
    case 'shake': return T_SHAKE;
    case 'flip': return T_FLIP;
    case 'drop': return T_DROP;
    case 'spill': return 0.1;
    case 'slam': return P.sloppy ? 0.05 : T_SLAM;
    case 'swirl': return T_SWIRL;
    case 'nudge': return T_NUDGE;
    case 'lift': return T_LIFT;
    case 'turn': return T_TURN;
    default: return Infinity;
  }
}

/** The phase after a timed phase ends ('turn' ends in a new shake; settle and done have none). */
export function nextPhase(phase: Phase, P: ThrowParams): Phase | null {
  switch (phase) {
    case 'shake': return 'flip';
    case 'flip': return 'drop';
    case 'drop': return P.sloppy ? 'spill' : 'slam';
    case 'spill': return 'slam';
    case 'slam': return 'swirl';
    case 'swirl': return 'settle';
    case 'nudge': return 'settle';
    case 'lift': return 'turn';
    case 'turn': return 'shake';
    default: return null;
  }
}

/** Moves a kinematic body to `pose` over one step by velocity, so contacts see its motion. */
export function drive(body: Body, pose: Placement): void {
  const [px, py, pz] = pose.p;
  body.velocity.set((px - body.position.x) / DT, (py - body.position.y) / DT, (pz - body.position.z) / DT);
  const c = body.quaternion;
  let d = quatMul(pose.q, { x: -c.x, y: -c.y, z: -c.z, w: c.w });
  if (d.w < 0) d = { x: -d.x, y: -d.y, z: -d.z, w: -d.w };
  const s = Math.hypot(d.x, d.y, d.z);
  if (s < 1e-12) body.angularVelocity.set(0, 0, 0);
  else {
    const k = (2 * Math.atan2(s, d.w)) / s / DT;
    body.angularVelocity.set(d.x * k, d.y * k, d.z * k);
  }
}

/** Puts a body at `pose` at once. */
export function snap(body: Body, pose: Placement): void {
  body.position.set(pose.p[0], pose.p[1], pose.p[2]);
  body.quaternion.set(pose.q.x, pose.q.y, pose.q.z, pose.q.w);
  body.aabbNeedsUpdate = true;
}
