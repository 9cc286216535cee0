/**
 * Issue 27 item 2, "a throw you feel": the person's own cup while the shake is held. The cup is the
 * same kinematic body as in a throw (bodies.ts), upright with the hand over its mouth, following the
 * point the pointer is over on the felt (clamped to the seat's reach) and rattled by the hand; the
 * dice inside are dynamic bodies knocked about by its walls, their impacts heard (contacts.ts). At
 * the release the cup's pose and the dice's states go to the throw (CupRequest.held), which turns and
 * slams the cup from there. Stepped at the fixed DT in its Web Worker (heldRunner.ts): one cup of at most five dice.
 * Fairness is untouched: whatever the hand did, the host's secret relabelling decides the labels.
 */
import type { Body } from 'cannon-es';
import { CUP_HEIGHT, CUP_OUTER_RADIUS, DIE_HALF, DT, SHAKE_HEIGHT } from './constants';
import { makeDieBody, makeHeldCupBody, makeHeldLidBody, makeWorld, type DieState } from './bodies';
import { listenImpacts, type Impact } from './contacts';
import { quatMul } from './cube';
import { cupPlace, drive, fromPivot, lidPose, newShake, snap, type CupPlace } from './cupMotion';
import { axisAngle, rotate, type Placement } from './placement';
import { Rng } from './rng';
import type { HeldCup } from './types';

/** How far (cm) the hand may carry the cup from its seat's spot, on the felt's plane. */
export const HOLD_REACH = 10;
/** The hand's fastest carry (cm/s) and how quickly it catches up with the pointer (1/s). */
const CARRY_SPEED = 90;
const CARRY_RATE = 14;
/** The hand's rattle: amplitude (cm) along x, y, z, frequencies (Hz) and tilt (rad). */
const RATTLE_AMP: readonly [number, number, number] = [1.3, 1.0, 1.3];
const RATTLE_FREQ: readonly [number, number, number] = [6.1, 7.3, 5.4];
const RATTLE_TILT = 0.16;
/** The most fixed steps one advance() takes (a stalled frame does not run the hand for seconds). */
const MAX_STEPS = 6;

export class HeldShake {
  // the closed cup and its hand as half-spaces, no felt or rails (its dice meet nothing else): a
  // step costs about a quarter less than with the throw's box walls (bodies.ts makeHeldCupBody)
  readonly world = makeWorld({ table: false });
  readonly cup: Body = makeHeldCupBody();
  readonly lid: Body = makeHeldLidBody();
  readonly dice: DieState[] = [];
  readonly place: CupPlace;
  /** Seconds of shaking so far (fixed steps), the hand's offset from the seat's spot (x, z) and its velocity. */
  time = 0;
  private readonly offset: [number, number] = [0, 0];
  private readonly carry: [number, number] = [0, 0];
  private readonly phase: [number, number, number];
  private leftover = 0;
  private readonly impacts: Impact[] = [];
  /** Dice put back by keepInside (must stay 0). */
  escapes = 0;

  constructor(readonly seat: number, count: number, seed: number) {
    if (!Number.isInteger(count) || count < 0 || count > 15) throw new RangeError('dice must be 0..15');
    this.place = cupPlace(seat);
    this.world.addBody(this.cup);
    this.world.addBody(this.lid);
    for (let i = 0; i < count; i++) {
      const body = makeDieBody();
      this.dice.push({ body, relabel: 0, lost: false, lostFrame: -1, restSteps: 0 });
      this.world.addBody(body);
    }
    const rng = new Rng(seed >>> 0);
    newShake(this.dice, this.dice.map((_, i) => i), rng, this.place, 0, false);
    this.phase = [rng.range(0, 6.283), rng.range(0, 6.283), rng.range(0, 6.283)];
    const start = this.pose();
    snap(this.cup, start);
    snap(this.lid, lidPose(start));
    listenImpacts(this.dice, (b) => b === this.cup || b === this.lid, (i) => this.impacts.push(i));
  }

  /** The cup's pose now: over the seat's spot plus the hand's offset, rattled and leaning into the carry. */
  pose(): Placement {
    const t = this.time;
    const o = [0, 1, 2].map((i) => RATTLE_AMP[i]! * Math.sin(2 * Math.PI * RATTLE_FREQ[i]! * t + this.phase[i]!));
    // the rattle's tilt, and a lean of the closed end against the carry (a hand dragging a cup)
    const tx = RATTLE_TILT * Math.sin(2 * Math.PI * RATTLE_FREQ[2]! * t + this.phase[0]) + this.carry[1] * 0.002;
    const tz = RATTLE_TILT * Math.sin(2 * Math.PI * RATTLE_FREQ[0]! * t + this.phase[1]) - this.carry[0] * 0.002;
    const q = quatMul(quatMul(axisAngle(1, 0, 0, tx), axisAngle(0, 0, 1, tz)), this.place.qUp);
    return fromPivot([this.place.cx + this.offset[0] + o[0]!, SHAKE_HEIGHT - CUP_HEIGHT / 2 + o[1]!, this.place.cz + this.offset[1] + o[2]!], q);
  }

  /**
   * Runs the hand for `seconds` (fixed steps; the rest is carried to the next call): the cup moves
   * toward `target` (a point on the felt, x and z; null: back over the seat), clamped to HOLD_REACH.
   */
  advance(seconds: number, target: readonly [number, number] | null): void {
    let want: [number, number] = [0, 0];
    if (target) {
      want = [target[0] - this.place.cx, target[1] - this.place.cz];
      const d = Math.hypot(want[0], want[1]);
      if (d > HOLD_REACH) want = [(want[0] * HOLD_REACH) / d, (want[1] * HOLD_REACH) / d];
    }
    this.leftover = Math.min(this.leftover + Math.max(0, seconds), MAX_STEPS * DT);
    while (this.leftover >= DT - 1e-9) {
      this.leftover -= DT;
      const k = 1 - Math.exp(-DT * CARRY_RATE);
      let vx = ((want[0] - this.offset[0]) * k) / DT;
      let vz = ((want[1] - this.offset[1]) * k) / DT;
      const v = Math.hypot(vx, vz);
      if (v > CARRY_SPEED) {
        vx *= CARRY_SPEED / v;
        vz *= CARRY_SPEED / v;
      }
      this.carry[0] = vx;
      this.carry[1] = vz;
      this.offset[0] += vx * DT;
      this.offset[1] += vz * DT;
      this.time += DT;
      const pose = this.pose();
      const lid = lidPose(pose);
      drive(this.cup, pose);
      drive(this.lid, lid);
      this.world.step(DT);
      snap(this.cup, pose);
      snap(this.lid, lid);
      this.keepInside();
    }
  }

  /** The hand's offset from the seat's spot (x, z), in cm. */
  handOffset(): [number, number] {
    return [this.offset[0], this.offset[1]];
  }

  /** The impacts heard since the last call (and forgets them). */
  takeImpacts(): Impact[] {
    return this.impacts.splice(0, this.impacts.length);
  }

  /**
   * A die that got through the leather (never seen in the tests: a guard) is put back in the cup's
   * middle, at rest: the throw must start with every die inside the cup.
   */
  private keepInside(): void {
    const c = this.cup;
    const up = rotate({ x: c.quaternion.x, y: c.quaternion.y, z: c.quaternion.z, w: c.quaternion.w }, [0, 1, 0]);
    for (const d of this.dice) {
      const p = d.body.position;
      const rel = [p.x - c.position.x, p.y - c.position.y, p.z - c.position.z];
      const along = rel[0]! * up[0] + rel[1]! * up[1] + rel[2]! * up[2];
      const radial = Math.hypot(rel[0]! - along * up[0], rel[1]! - along * up[1], rel[2]! - along * up[2]);
      // the cup's local +Y is its closed end: inside is 0..CUP_HEIGHT along it; a die pressed into the
      // leather (its centre past the inner radius for a step) is still in: out is past the outer radius
      if (radial <= CUP_OUTER_RADIUS && along >= -DIE_HALF && along <= CUP_HEIGHT) continue;
      const mid = [c.position.x + up[0] * CUP_HEIGHT * 0.5, c.position.y + up[1] * CUP_HEIGHT * 0.5, c.position.z + up[2] * CUP_HEIGHT * 0.5];
      d.body.position.set(mid[0]!, mid[1]!, mid[2]!);
      d.body.velocity.set(0, 0, 0);
      d.body.angularVelocity.set(0, 0, 0);
      d.body.aabbNeedsUpdate = true;
      this.escapes++;
    }
  }

  /** The state at the release, for the throw (CupRequest.held). */
  release(): HeldCup {
    const c = this.cup;
    return {
      cup: { p: [c.position.x, c.position.y, c.position.z], q: [c.quaternion.x, c.quaternion.y, c.quaternion.z, c.quaternion.w] },
      dice: this.dice.map(({ body: b }) => ({
        p: [b.position.x, b.position.y, b.position.z],
        q: [b.quaternion.x, b.quaternion.y, b.quaternion.z, b.quaternion.w],
        v: [b.velocity.x, b.velocity.y, b.velocity.z],
        w: [b.angularVelocity.x, b.angularVelocity.y, b.angularVelocity.z],
      })),
    };
  }
}
