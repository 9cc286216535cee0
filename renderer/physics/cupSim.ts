/**
 * One cup's throw as a state machine over the phases of cupMotion.ts, stepped at a fixed DT in its
 * own world: shake, slam, settle (settle.ts), then done, or a jolt (R-REROLL under the cup) or a
 * re-throw, up to MAX_ROUNDS.
 */
import type { Body } from 'cannon-es';
import { DROP_HEIGHT, DT, LID_THICKNESS, MAX_ROUNDS, RETHROW_TEMPO, SPILL_OPEN_HEIGHT, T_DROP, T_FLIP, T_SETTLE_MAX, T_SETTLE_MIN } from './constants';
import { ContactKind, listenImpacts, type Impact } from './contacts';
import { makeCupBody, makeDieBody, makeLidBody, makeWorld, type DieState } from './bodies';
import { cupPlace, cupPose, drive, lidPose, newShake, nextPhase, phaseDuration, snap, type CupPlace, type Phase, type ThrowParams } from './cupMotion';
import { readTopFace } from './cube';
import { smoothstep, type Placement } from './placement';
import type { Rng } from './rng';
import { NUDGE_WINDOW, allUnderCup, atRest, emptyReasons, judgeRest, layFlat, trackRest, type SettleTally } from './settle';
import type { CupRequest, HeldCup, RethrowReason } from './types';

export class CupSim implements SettleTally {
  readonly world = makeWorld();
  readonly cup = makeCupBody();
  lid: Body | null = makeLidBody();
  readonly dice: DieState[] = [];
  readonly place: CupPlace;
  phase: Phase = 'shake';
  phaseStep = 0;
  params!: ThrowParams;
  rounds = 0;
  settledFrame = -1;
  slamFrame = -1;
  nudges = 0;
  /** The jolt's direction on the felt (unit x, z). */
  private nudgeDir: [number, number] = [1, 0];
  rethrows = 0;
  readonly reasons: Record<RethrowReason, number> = emptyReasons();
  escapes = 0;
  offTable = 0;
  sloppySlams = 0;
  timeouts = 0;
  gaveUp = false;
  private pending: number[] = [];
  /** Issue 27: the pose the person's hand left the cup in (a held shake); the first turn starts from it. */
  private origin: Placement | null = null;
  /** The impacts of the step under way (listen()), in the order heard. */
  readonly impacts: Impact[] = [];

  constructor(
    readonly req: CupRequest,
    readonly rng: Rng,
    relabelRng: Rng,
    readonly fallenDieLost: boolean,
    readonly spillChance: number,
    readonly biased: boolean,
    hostLabels = false,
  ) {
    this.place = cupPlace(req.seat);
    this.world.addBody(this.cup);
    if (this.lid) this.world.addBody(this.lid);
    for (let i = 0; i < req.dice; i++) {
      const body = makeDieBody();
      // R drawn from its own stream; the physics never reads it (see docs/dice.md).
      const drawn = biased ? 0 : relabelRng.int(24);
      const relabel = hostLabels ? 0 : drawn;
      this.dice.push({ body, relabel, lost: false, lostFrame: -1, restSteps: 0 });
      this.world.addBody(body);
    }
    this.startRound(this.dice.map((_, i) => i));
    if (req.held) this.takeHeld(req.held);
    const start = this.origin ?? this.poseAt('shake', 0);
    snap(this.cup, start);
    if (this.lid) snap(this.lid, lidPose(start));
  }

  /**
   * Issue 27: a cup shaken by hand. Its dice are where the hand left them (the shake drawn above
   * only sets the slam's parameters), and the throw starts at the turn, from the cup's pose.
   */
  private takeHeld(held: HeldCup): void {
    if (held.dice.length !== this.dice.length) throw new RangeError(`held cup: ${held.dice.length} dice for ${this.dice.length}`);
    held.dice.forEach((h, i) => {
      const b = this.dice[i]!.body;
      b.position.set(h.p[0], h.p[1], h.p[2]);
      b.quaternion.set(h.q[0], h.q[1], h.q[2], h.q[3]);
      b.quaternion.normalize();
      b.velocity.set(h.v[0], h.v[1], h.v[2]);
      b.angularVelocity.set(h.w[0], h.w[1], h.w[2]);
      b.aabbNeedsUpdate = true;
      b.wakeUp();
    });
    const [qx, qy, qz, qw] = held.cup.q;
    const n = Math.hypot(qx, qy, qz, qw) || 1;
    this.origin = { p: [...held.cup.p], q: { x: qx / n, y: qy / n, z: qz / n, w: qw / n } };
    this.enter('flip');
  }

  /** Hears the dice's impacts into `impacts` (the caller drains it after each step). */
  listen(): void {
    listenImpacts(this.dice, (b) => b === this.cup || b === this.lid, (i) => this.impacts.push(i));
  }

  /** Put dice `which` into the upright cup and draw a new shake. */
  private startRound(which: number[]): void {
    this.params = newShake(this.dice, which, this.rng, this.place, this.spillChance, this.biased);
    if (this.params.sloppy) this.sloppySlams++;
  }

  private poseAt(phase: Phase, t: number): Placement {
    const pose = cupPose(phase, t, this.place, this.params, this.nudgeDir);
    // the first turn of a held cup: from where the hand left it to the scripted turn's path
    if (phase !== 'flip' || !this.origin || this.rounds > 0) return pose;
    const o = this.origin;
    const k = smoothstep(t / T_FLIP);
    const a = o.q;
    let b = pose.q;
    if (a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w < 0) b = { x: -b.x, y: -b.y, z: -b.z, w: -b.w };
    const q = { x: a.x + (b.x - a.x) * k, y: a.y + (b.y - a.y) * k, z: a.z + (b.z - a.z) * k, w: a.w + (b.w - a.w) * k };
    const n = Math.hypot(q.x, q.y, q.z, q.w) || 1;
    return {
      p: [o.p[0] + (pose.p[0] - o.p[0]) * k, o.p[1] + (pose.p[1] - o.p[1]) * k, o.p[2] + (pose.p[2] - o.p[2]) * k],
      q: { x: q.x / n, y: q.y / n, z: q.z / n, w: q.w / n },
    };
  }

  private enter(phase: Phase): void {
    this.phase = phase;
    this.phaseStep = 0;
    if (phase === 'settle') for (const d of this.dice) { d.restSteps = 0; d.nudges = 0; }
    if ((phase === 'spill' || (phase === 'slam' && !this.params.sloppy)) && this.lid) {
      this.world.removeBody(this.lid);
      this.lid = null;
    }
    if (phase === 'shake' && !this.lid) {
      this.lid = makeLidBody();
      this.world.addBody(this.lid);
      const pose = this.poseAt('shake', 0);
      snap(this.lid, lidPose(pose));
    }
  }

  /** One fixed step. `frame` is the index of the frame this step produces. */
  step(frame: number): void {
    if (this.phase === 'done') return;
    // a re-throw plays its cup's moves faster (RETHROW_TEMPO); the settle has no clock
    const tempo = this.rounds > 0 && this.phase !== 'nudge' ? RETHROW_TEMPO : 1;
    const t = ((this.phaseStep + 1) * DT) / tempo;
    const target = this.poseAt(this.phase, t);
    drive(this.cup, target);
    let lidTarget: Placement | null = null;
    if (this.lid) {
      lidTarget = lidPose(target);
      drive(this.lid, lidTarget);
    }
    this.world.step(DT);
    snap(this.cup, target);
    if (this.lid && lidTarget) snap(this.lid, lidTarget);
    this.phaseStep++;
    if (this.phase === 'slam' && this.slamFrame < 0) this.slamFrame = frame;
    // the cup's mouth meets the felt at the end of the slam: the leather's thump, as hard as the drop was fast
    if (this.phase === 'slam' && t >= phaseDuration('slam', this.params) - 1e-9) {
      const openY = this.params.sloppy ? SPILL_OPEN_HEIGHT : LID_THICKNESS;
      this.impacts.push({ kind: ContactKind.cupFelt, impulse: (2 * (DROP_HEIGHT - openY)) / (T_DROP * tempo) });
    }
    if (this.phase === 'settle') {
      this.cup.velocity.set(0, 0, 0);
      this.cup.angularVelocity.set(0, 0, 0);
      const elapsed = this.phaseStep * DT;
      const atRest = trackRest(this.dice, [this.place.cx, this.place.cz], elapsed < NUDGE_WINDOW);
      // A die frozen mid-rock in a tilted pose is not woken to finish falling (that took up to a
      // second): it is classified cocked at once and laid flat by the nudge below.
      if (atRest && elapsed >= T_SETTLE_MIN) {
        this.check(frame, false);
      } else if (elapsed >= T_SETTLE_MAX) {
        this.check(frame, true);
      }
      return;
    }
    if (t >= phaseDuration(this.phase, this.params) - 1e-9) this.advance();
  }

  private advance(): void {
    const next = nextPhase(this.phase, this.params);
    if (next === null) return;
    if (next === 'shake') this.startRound(this.pending);
    this.enter(next);
  }

  /** Classifies the resting dice; throws the bad ones again or finishes. */
  private check(frame: number, timedOut: boolean): void {
    const { cx, cz } = this.place;
    const again = judgeRest(this.dice, { cx, cz, timedOut, sloppy: this.params.sloppy, fallenDieLost: this.fallenDieLost, frame, world: this.world }, this);
    if (timedOut) this.timeouts++;
    this.rounds++;
    if (again.length === 0 || this.rounds >= MAX_ROUNDS) {
      if (again.length > 0) this.gaveUp = true;
      this.phase = 'done';
      this.settledFrame = frame;
      return;
    }
    this.rethrows += again.length;
    // R-REROLL: dice cocked or on another die under a properly closed cup are laid flat under it
    // by a jolt of the cup (T_NUDGE); dice outside the cup, off the table or still moving are
    // gathered and thrown again (faster: RETHROW_TEMPO).
    // (issue 42 item 15: after a timeout too, when every such die is at rest under the cup: no lift for them)
    if (allUnderCup(this.dice, again, cx, cz) && again.every((i) => atRest(this.dice[i]!))) {
      this.nudges++;
      this.nudge(again);
      return;
    }
    this.pending = again;
    this.enter('lift');
  }

  /** R-REROLL under the closed cup: the cup is jolted on the felt and dice `which` lie flat after it. */
  private nudge(which: number[]): void {
    const a = this.rng.range(0, Math.PI * 2);
    this.nudgeDir = [Math.cos(a), Math.sin(a)];
    for (const i of which) layFlat(this.dice, i, this.place.cx, this.place.cz);
    this.enter('nudge');
  }

  /** The settled body axis that points up, for each die still in play. */
  axes(): number[] {
    return this.dice.filter((d) => !d.lost).map((d) => readTopFace(d.body.quaternion, 0).bodyDirection);
  }

  faces(): number[] {
    return this.dice.filter((d) => !d.lost).map((d) => readTopFace(d.body.quaternion, d.relabel).face);
  }
}
