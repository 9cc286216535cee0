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
 * creep too slowly to matter and yet never fall asleep). A die come to rest cocked or on another die
 * is nudged first (nudgeResting), up to MAX_NUDGES times a settle, while `nudging`; `centre`: the cup's, on the felt.
 */
export function trackRest(dice: readonly DieState[], centre?: readonly [number, number], nudging = true): boolean {
  for (const d of dice) {
    if (d.lost) continue;
    const b = d.body;
    const asleep = b.sleepState === Body.SLEEPING;
    if (!asleep) {
      if (d.restSteps === 0 || !d.anchor) d.anchor = [b.position.x, b.position.y, b.position.z, b.quaternion.x, b.quaternion.y, b.quaternion.z, b.quaternion.w];
      d.restSteps = slow(d) || jitters(d) ? d.restSteps + 1 : 0;
    }
    if (nudging && (asleep || d.restSteps >= REST_STEPS) && (d.nudges ?? 0) < MAX_NUDGES) nudgeResting(d, dice, centre);
  }
  // issue 42 item 15: a die slow on an edge is still falling, often (a nudged one surely): it gets three times as long
  return dice.every((d) => d.lost || d.body.sleepState === Body.SLEEPING || d.restSteps >= (tilted(d) ? 3 * REST_STEPS : REST_STEPS));
}

function slow(d: DieState): boolean {
  const b = d.body;
  return b.velocity.lengthSquared() < REST_SPEED * REST_SPEED && b.angularVelocity.lengthSquared() < REST_SPEED * REST_SPEED;
}

/** Issue 42 item 15: how far (cm) and how much turned (cos of the half-angle) a die may jitter about where it came to rest. */
const JITTER_CM = 0.05;
const JITTER_COS = Math.cos((1.5 * Math.PI) / 180 / 2);

/**
 * Issue 42 item 15: whether a die faster than REST_SPEED only jitters about where it stood when its rest began
 * (`d.anchor`): cannon's box-on-box contact shakes a die lying on another at up to 4 cm/s without moving it, so it
 * never counted at rest and its cup timed out.
 */
function jitters(d: DieState): boolean {
  const { position: p, quaternion: q } = d.body;
  const a = d.anchor;
  return !!a && Math.hypot(p.x - a[0]!, p.y - a[1]!, p.z - a[2]!) < JITTER_CM && Math.abs(q.x * a[3]! + q.y * a[4]! + q.z * a[5]! + q.w * a[6]!) > JITTER_COS;
}

/** Issue 42 item 15: the spin given to a die at rest on an edge (rad/s), and how often a die is nudged in a settle. */
const TIP_SPIN = 5;
const MAX_NUDGES = 2;
/** Issue 42 item 15: a settle nudges dice for this long (s), so that its cup is at rest within T_SETTLE_MAX. */
export const NUDGE_WINDOW = 1.1;
/** Issue 42 item 15: the push (cm/s) on the felt given to a die at rest cocked or on another die. */
const PUSH_SPEED = 25;

/**
 * Issue 42 item 15 (R-REROLL rarer): a die come to rest on an edge or on another die, under the closed cup, gets
 * the small nudge a real table gives, and falls by physics: a spin toward the face nearest up (the other way on
 * odd nudges) and a push away from what holds it up: the die under it, else the nearest die or the cup's wall
 * it leans on. Cannon's sleep froze half the cocked dice on an edge (y ≈ 1.13 cm), and most stacked ones lay flat
 * on a die. A die that reads cleanly is left as it is. True when it was nudged.
 */
export function nudgeResting(d: DieState, dice: readonly DieState[], centre?: readonly [number, number]): boolean {
  const b = d.body;
  if (b.position.y < 0) return false;
  const q: Quat = { x: b.quaternion.x, y: b.quaternion.y, z: b.quaternion.z, w: b.quaternion.w };
  const reading = readTopFace(q);
  const onDie = b.position.y > DIE_HALF + STACK_MARGIN;
  if (!onDie && reading.tilt <= COCKED_TILT) return false;
  const n = d.nudges ?? 0;
  const dir = DIRECTIONS[reading.bodyDirection]!;
  const w = rotate(q, [dir[0], dir[1], dir[2]]);
  // about w × up: the turn that brings the nearest face up
  const s = Math.hypot(w[2], w[0]);
  const spin = s < 1e-9 || reading.tilt <= COCKED_TILT ? 0 : ((n % 2 === 0 ? 1 : -1) * TIP_SPIN) / s;
  const [px, pz] = pushAway(d, dice, onDie, n, centre);
  d.nudges = n + 1;
  b.wakeUp();
  b.angularVelocity.set(-w[2] * spin, 0, w[0] * spin);
  b.velocity.set(px * PUSH_SPEED, 0, pz * PUSH_SPEED);
  d.restSteps = 0;
  return true;
}

/**
 * The unit push on the felt (x, z) taking die d away from what holds it up: the nearest die lower than it when it
 * lies on a die, else the nearest die or the cup's wall, whichever is nearer; a direction turning with each nudge
 * when nothing is near (asleep balanced on an edge).
 */
function pushAway(d: DieState, dice: readonly DieState[], onDie: boolean, n: number, centre?: readonly [number, number]): [number, number] {
  const p = d.body.position;
  let from: [number, number] | null = null;
  let near = NEAR;
  for (const o of dice) {
    if (o === d || o.lost || (onDie && o.body.position.y >= p.y)) continue;
    const dist = Math.hypot(o.body.position.x - p.x, o.body.position.z - p.z);
    if (dist < near && dist > 1e-3) { near = dist; from = [o.body.position.x, o.body.position.z]; }
  }
  if (centre) {
    const rc = Math.hypot(p.x - centre[0], p.z - centre[1]);
    // the wall's nearest point, outward from the centre
    if (rc > 1e-3 && CUP_INNER_RADIUS - rc < near) from = [centre[0] + ((p.x - centre[0]) * CUP_INNER_RADIUS) / rc, centre[1] + ((p.z - centre[1]) * CUP_INNER_RADIUS) / rc];
  }
  if (!from) return [Math.cos(n * 2.4), Math.sin(n * 2.4)];
  const dx = p.x - from[0];
  const dz = p.z - from[1];
  const len = Math.hypot(dx, dz);
  return [dx / len, dz / len];
}

/** Issue 42 item 15: a die or the wall nearer than this (cm, centre to centre or to the wall) may be what holds a die up. */
const NEAR = DIE_SIZE * 1.6;

/** Whether a die is asleep or has been slow for REST_STEPS steps in a row. */
export function atRest(d: DieState): boolean {
  return d.body.sleepState === Body.SLEEPING || d.restSteps >= REST_STEPS;
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
  /** The settle ran out of time (T_SETTLE_MAX): every die in play not yet at rest is thrown again (issue 42 item 15:
   * the dice at rest are judged as they lie, where every die was thrown again before). */
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
    const reason = ctx.timedOut && !atRest(d) ? 'timeout' : classify(d.body, d.relabel, ctx.cx, ctx.cz);
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
