/**
 * Settling under the closed cup: telling when a cup's dice are at rest, classifying each resting die
 * (R-REROLL: cocked, stacked, outside the cup; O-FALLEN: off the table), and laying cocked or stacked
 * dice flat under the cup for the jolt that follows.
 */
import type { World } from 'cannon-es';
import { Body } from 'cannon-es';
import { COCKED_TILT, CUP_INNER_RADIUS, DIE_HALF, DIE_SIZE, STACK_MARGIN, TABLE_RADIUS } from './constants';
import type { DieState } from './bodies';
import { DIRECTIONS, quatMul, readTopFace, type Quat } from './cube';
import { IDENTITY, axisAngle, rotate } from './placement';
import type { RethrowReason } from './types';

/** Rest tracking in the settle phase: speed (cm/s and rad/s) and steps below it. */
const REST_SPEED = 2.5;
const REST_STEPS = 12;

/** R-REROLL / O-FALLEN classification of one die at rest, or null when it reads cleanly. */
export function classify(body: { position: { x: number; y: number; z: number }; quaternion: Quat }, relabel: number, cupX: number, cupZ: number): RethrowReason | null {
  const { x, y, z } = body.position;
  if (y < -DIE_HALF || Math.hypot(x, z) > TABLE_RADIUS) return 'off-table';
  if (Math.hypot(x - cupX, z - cupZ) > CUP_INNER_RADIUS + 0.05) return 'outside-cup';
  if (y > DIE_HALF + STACK_MARGIN) return 'stacked';
  if (readTopFace(body.quaternion, relabel).tilt > COCKED_TILT) return 'cocked';
  return null;
}

/**
 * One settle step's rest tracking: counts each die's steps in a row below REST_SPEED, and says
 * whether every die is at rest: lost, asleep in cannon, or slow for REST_STEPS steps (a die can
 * creep too slowly to matter and yet never fall asleep).
 */
export function trackRest(dice: readonly DieState[]): boolean {
  for (const d of dice) {
    const b = d.body;
    if (!d.tipped && b.sleepState === Body.SLEEPING && tipIfBalanced(d)) continue;
    d.restSteps = b.velocity.lengthSquared() < REST_SPEED * REST_SPEED && b.angularVelocity.lengthSquared() < REST_SPEED * REST_SPEED ? d.restSteps + 1 : 0;
  }
  // issue 42 item 15: a die slow on an edge is still falling, often (a tipped one surely): it gets three times as long
  return dice.every((d) => d.lost || d.body.sleepState === Body.SLEEPING || d.restSteps >= (tilted(d) ? 3 * REST_STEPS : REST_STEPS));
}

/** Issue 42 item 15: the spin given to a die asleep on an edge (rad/s), toward its nearest face. */
const TIP_SPIN = 5;

/**
 * Issue 42 item 15 (R-REROLL rarer): a die fallen asleep on an edge, tilted but on the felt, is woken once with a
 * small spin toward the face nearest up, the nudge a real table gives: a die balanced there falls flat, a die
 * leaning on another stays cocked (and is laid flat by the jolt). Cannon's sleep froze half the cocked dice so
 * (y ≈ 1.13 cm: an edge on the felt). True when it was tipped.
 */
function tipIfBalanced(d: DieState): boolean {
  const b = d.body;
  if (b.position.y > DIE_HALF + STACK_MARGIN || b.position.y < 0) return false;
  const q: Quat = { x: b.quaternion.x, y: b.quaternion.y, z: b.quaternion.z, w: b.quaternion.w };
  const reading = readTopFace(q);
  if (reading.tilt <= COCKED_TILT) return false;
  const dir = DIRECTIONS[reading.bodyDirection]!;
  const w = rotate(q, [dir[0], dir[1], dir[2]]);
  // about w × up: the turn that brings the nearest face up
  const s = Math.hypot(w[2], w[0]);
  if (s < 1e-9) return false;
  d.tipped = true;
  b.wakeUp();
  b.angularVelocity.set((-w[2] / s) * TIP_SPIN, 0, (w[0] / s) * TIP_SPIN);
  d.restSteps = 0;
  return true;
}

/** Whether a die on the felt (not on another) has its top face more than COCKED_TILT from up. */
function tilted(d: DieState): boolean {
  const b = d.body;
  return b.position.y <= DIE_HALF + STACK_MARGIN && readTopFace({ x: b.quaternion.x, y: b.quaternion.y, z: b.quaternion.z, w: b.quaternion.w }).tilt > COCKED_TILT;
}

/** What a cup's settles have counted so far. */
export type SettleTally = {
  readonly reasons: Record<RethrowReason, number>;
  escapes: number;
  offTable: number;
};

export function emptyReasons(): Record<RethrowReason, number> {
  return { cocked: 0, stacked: 0, 'outside-cup': 0, 'off-table': 0, timeout: 0 };
}

export type JudgeContext = {
  readonly cx: number;
  readonly cz: number;
  /** The settle ran out of time (T_SETTLE_MAX): every die in play is thrown again. */
  readonly timedOut: boolean;
  /** The slam was sloppy: a die outside the cup is no escape. */
  readonly sloppy: boolean;
  /** O-FALLEN: a die off the table is lost (taken out of `world` at `frame`). */
  readonly fallenDieLost: boolean;
  readonly frame: number;
  readonly world: World;
};

/** Classifies a cup's resting dice, counting them in `tally`; returns the dice to throw again. */
export function judgeRest(dice: readonly DieState[], ctx: JudgeContext, tally: SettleTally): number[] {
  const again: number[] = [];
  dice.forEach((d, i) => {
    if (d.lost) return;
    const reason = ctx.timedOut ? 'timeout' : classify(d.body, d.relabel, ctx.cx, ctx.cz);
    if (!reason) return;
    if (reason === 'off-table' || (reason === 'outside-cup' && !ctx.sloppy) || d.body.position.y < -DIE_HALF) {
      if (reason === 'outside-cup' || d.body.position.y < -DIE_HALF) tally.escapes++;
    }
    if (reason === 'off-table') {
      tally.offTable++;
      if (ctx.fallenDieLost) {
        d.lost = true;
        d.lostFrame = ctx.frame;
        ctx.world.removeBody(d.body);
        return;
      }
    }
    tally.reasons[reason]++;
    again.push(i);
  });
  return again;
}

/** Whether every die of `which` is cocked or stacked under the cup (so a jolt can lay it flat). */
export function allUnderCup(dice: readonly DieState[], which: readonly number[], cx: number, cz: number): boolean {
  return which.every((i) => {
    const r = classify(dice[i]!.body, 0, cx, cz);
    return r === 'cocked' || r === 'stacked';
  });
}

/** Lays die i flat (its face nearest up exactly up) on felt under the cup that no other die covers. */
export function layFlat(dice: readonly DieState[], i: number, cx: number, cz: number): void {
  const b = dice[i]!.body;
  const q: Quat = { x: b.quaternion.x, y: b.quaternion.y, z: b.quaternion.z, w: b.quaternion.w };
  const d = DIRECTIONS[readTopFace(q).bodyDirection]!;
  const w = rotate(q, [d[0], d[1], d[2]]);
  // the shortest turn taking w to up: about w × up by the tilt
  const ax = -w[2];
  const az = w[0];
  const s = Math.hypot(ax, az);
  const turn = s > 1e-9 ? axisAngle(ax / s, 0, az / s, Math.acos(Math.min(1, Math.max(-1, w[1])))) : IDENTITY;
  const flat = quatMul(turn, q);
  // a free spot: where it lies if free, else the nearest free one on rings round the cup's centre
  const reach = CUP_INNER_RADIUS - DIE_SIZE * 0.75;
  const clear = DIE_SIZE * 1.45;
  const free = (x: number, z: number): boolean =>
    Math.hypot(x - cx, z - cz) <= reach &&
    dice.every((o, k) => k === i || o.lost || Math.hypot(o.body.position.x - x, o.body.position.z - z) >= clear);
  let spot: [number, number] | null = null;
  const px = b.position.x;
  const pz = b.position.z;
  const candidates: [number, number][] = [[px, pz]];
  for (let ring = 0; ring <= 4; ring++) {
    const rr = (ring * reach) / 4;
    const n = ring === 0 ? 1 : 6 * ring;
    for (let k = 0; k < n; k++) candidates.push([cx + rr * Math.cos((2 * Math.PI * k) / n), cz + rr * Math.sin((2 * Math.PI * k) / n)]);
  }
  candidates.sort((u, v) => Math.hypot(u[0] - px, u[1] - pz) - Math.hypot(v[0] - px, v[1] - pz));
  for (const c of candidates) if (free(c[0], c[1])) { spot = c; break; }
  const [x, z] = spot ?? [px, pz];
  b.position.set(x, DIE_HALF + 0.005, z);
  b.quaternion.set(flat.x, flat.y, flat.z, flat.w);
  b.velocity.set(0, 0, 0);
  b.angularVelocity.set(0, 0, 0);
  b.aabbNeedsUpdate = true;
  b.wakeUp();
}
