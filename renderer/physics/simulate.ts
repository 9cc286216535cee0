/**
 * The dice throw: one small cannon-es World per cup (a cup's dice never meet another cup's, so
 * each broadphase holds a handful of bodies), stepped in lockstep at a fixed DT until every cup
 * has settled. Pure TypeScript + cannon-es: runs in a Web Worker and in plain Node.
 */
import { Body, Box, ContactMaterial, GSSolver, Material, NaiveBroadphase, Plane, Quaternion, Vec3, World } from 'cannon-es';
import {
  COCKED_TILT, CUP_BASE, DROP_HEIGHT, CUP_HEIGHT, CUP_INNER_RADIUS, CUP_SEGMENTS, CUP_WALL, DEFAULT_SPILL_CHANCE, DIE_HALF, DIE_SIZE, DT,
  GRAVITY, LID_THICKNESS, MAX_ROUNDS, RAIL_HEIGHT, RAIL_SEGMENTS, RAIL_THICKNESS, SHAKE_HEIGHT, SPILL_OPEN_HEIGHT,
  STACK_MARGIN, TABLE_RADIUS, T_DROP, T_FLIP, T_LIFT, T_NUDGE, RETHROW_TEMPO, T_SETTLE_MAX, T_SETTLE_MIN, T_SHAKE, T_SLAM, T_SWIRL, T_TURN,
  seatPosition,
} from './constants';
import { DIRECTIONS, readTopFace, visualQuaternion, type Quat } from './cube';
import { Rng, hashSeed } from './rng';

export type DieKind = 'standard' | 'blank';

export type CupRequest = { seat: number; dice: number; kind: DieKind };

export type ThrowRequest = {
  seed: number;
  cups: CupRequest[];
  /** O-FALLEN: a die that leaves the table is lost instead of thrown again. */
  fallenDieLost?: boolean;
  /** Chance per slam of a sloppy slam that can spill dice (default DEFAULT_SPILL_CHANCE). */
  spillChance?: number;
  /** Testing only: a deliberately unfair setup (no relabelling, fixed start orientation, weak
   * shake) used by the benchmark to show that the χ² test catches bias. */
  biased?: boolean;
  /** The host labels the dice (docs/dice.md, "Fairness by construction"): no local relabelling,
   * the trajectory holds the bodies' own orientations, and `axes` is what the host reads. */
  hostLabels?: boolean;
};

/** Why a die was thrown again. */
export type RethrowReason = 'cocked' | 'stacked' | 'outside-cup' | 'off-table' | 'timeout';

export type TrajectoryBody = { type: 'cup' | 'die'; cup: number; die: number; kind: DieKind; seat: number };

/**
 * Poses sampled after every physics step (frame 0 is the start). For frame f and body b the pose
 * is data[(f * bodies.length + b) * 7 + 0..6] = position x, y, z (cm) and quaternion x, y, z, w.
 * Die quaternions already include the relabelling: draw a standard die with them.
 */
export type Trajectory = {
  dt: number;
  frames: number;
  bodies: TrajectoryBody[];
  data: Float32Array;
  /** Per cup: the frame at which its dice are finally at rest under the closed cup. */
  settledFrame: number[];
  /** Per body: the frame from which a lost die (O-FALLEN) is no longer on the table, else -1. */
  lostFrame: number[];
  /** Per cup: the frame of its first slam (the cup's mouth down on the felt), else -1. */
  slamFrame: number[];
};

export type ThrowResult = {
  /** Per cup in request order, the faces of the dice still in play (6 = blank on the French die);
   * with hostLabels, the standard layout's (the host's labels differ: never send these). */
  faces: number[][];
  /** Per cup in request order, the settled up-axis (0..5 = +X, -X, +Y, -Y, +Z, -Z) in each die's
   * body frame, for the dice still in play, in body order: what the renderer reports to the host. */
  axes: number[][];
  /** Per cup, dice lost off the table (only with fallenDieLost). */
  fallen: number[];
  /** Dice thrown again in all (each die counted once per re-throw). */
  rethrows: number;
  /** Physics steps taken (the longest cup). */
  steps: number;
  trajectory: Trajectory;
  /** Details for tests and the benchmark. */
  stats: {
    reasons: Record<RethrowReason, number>;
    /** Dice found outside a properly closed cup or under the table: must stay 0. */
    escapes: number;
    /** Dice that left the table (thrown again or lost). */
    offTable: number;
    sloppySlams: number;
    timeouts: number;
    /** Jolts of a closed cup that knocked cocked or stacked dice loose (R-REROLL under the cup). */
    nudges: number;
    /** Cups that hit MAX_ROUNDS and kept their last reading. */
    gaveUp: number;
  };
};

type Phase = 'shake' | 'flip' | 'drop' | 'spill' | 'slam' | 'swirl' | 'settle' | 'nudge' | 'lift' | 'turn' | 'done';

type DieState = { body: Body; relabel: number; lost: boolean; lostFrame: number; restSteps: number };

type Pose = { p: [number, number, number]; q: Quat };

/** Rest tracking in the settle phase: speed (cm/s and rad/s) and steps below it. */
const REST_SPEED = 2.5;
const REST_STEPS = 12;

const IDENTITY: Quat = { x: 0, y: 0, z: 0, w: 1 };

function axisAngle(ax: number, ay: number, az: number, angle: number): Quat {
  const s = Math.sin(angle / 2);
  return { x: ax * s, y: ay * s, z: az * s, w: Math.cos(angle / 2) };
}

function qmul(a: Quat, b: Quat): Quat {
  return {
    x: a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y,
    y: a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x,
    z: a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w,
    w: a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z,
  };
}

function rotate(q: Quat, v: [number, number, number]): [number, number, number] {
  const { x, y, z, w } = q;
  const [vx, vy, vz] = v;
  const ix = w * vx + y * vz - z * vy;
  const iy = w * vy + z * vx - x * vz;
  const iz = w * vz + x * vy - y * vx;
  const iw = -x * vx - y * vy - z * vz;
  return [ix * w + iw * -x + iy * -z - iz * -y, iy * w + iw * -y + iz * -x - ix * -z, iz * w + iw * -z + ix * -y - iy * -x];
}

function smoothstep(s: number): number {
  const c = Math.min(1, Math.max(0, s));
  return c * c * (3 - 2 * c);
}

/** Collision groups: the kinematic cup and the static table never test against each other. */
const G_DIE = 1;
const G_TABLE = 2;
const G_CUP = 4;

/** Shared materials (immutable after construction, so one set serves every world). */
const MAT = { die: new Material('die'), felt: new Material('felt'), cup: new Material('cup') };

function makeWorld(): World {
  const world = new World({ gravity: new Vec3(0, -GRAVITY, 0), allowSleep: true, broadphase: new NaiveBroadphase() });
  const solver = new GSSolver();
  solver.iterations = 8;
  solver.tolerance = 1e-4;
  world.solver = solver;
  world.quatNormalizeFast = false;
  world.quatNormalizeSkip = 0;
  world.defaultContactMaterial.friction = 0.3;
  world.addContactMaterial(new ContactMaterial(MAT.die, MAT.felt, { friction: 0.25, restitution: 0.25 }));
  world.addContactMaterial(new ContactMaterial(MAT.die, MAT.die, { friction: 0.02, restitution: 0.3 }));
  world.addContactMaterial(new ContactMaterial(MAT.die, MAT.cup, { friction: 0.05, restitution: 0.2 }));
  // The felt: a static half-space at y = 0 (infinitely thick, so nothing can tunnel through it).
  const table = new Body({ type: Body.STATIC, material: MAT.felt, collisionFilterGroup: G_TABLE, collisionFilterMask: G_DIE });
  table.addShape(new Plane(), new Vec3(0, 0, 0), new Quaternion().setFromAxisAngle(new Vec3(1, 0, 0), -Math.PI / 2));
  world.addBody(table);
  // Rails: a ring of thick boxes around the playing area.
  const rails = new Body({ type: Body.STATIC, material: MAT.felt, collisionFilterGroup: G_TABLE, collisionFilterMask: G_DIE });
  const railHalfLen = (TABLE_RADIUS + RAIL_THICKNESS) * Math.tan(Math.PI / RAIL_SEGMENTS) + 0.5;
  const railShape = new Box(new Vec3(railHalfLen, RAIL_HEIGHT / 2, RAIL_THICKNESS / 2));
  for (let i = 0; i < RAIL_SEGMENTS; i++) {
    const a = (i * 2 * Math.PI) / RAIL_SEGMENTS;
    const r = TABLE_RADIUS + RAIL_THICKNESS / 2;
    rails.addShape(railShape, new Vec3(Math.sin(a) * r, RAIL_HEIGHT / 2, Math.cos(a) * r), new Quaternion().setFromAxisAngle(new Vec3(0, 1, 0), a));
  }
  world.addBody(rails);
  return world;
}

/**
 * The cup collider in its own frame: mouth ring at y = 0, closed end at y = CUP_HEIGHT: a ring
 * of CUP_SEGMENTS thick wall boxes and a base box. (Splitting walls into rows was tried: the
 * seams catch sliding dice and raise the cocked rate.)
 */
function makeCupBody(): Body {
  const cup = new Body({ type: Body.KINEMATIC, material: MAT.cup, collisionFilterGroup: G_CUP, collisionFilterMask: G_DIE });
  cup.allowSleep = false;
  const rOut = CUP_INNER_RADIUS + CUP_WALL;
  const halfW = rOut * Math.tan(Math.PI / CUP_SEGMENTS) + 0.05;
  const wall = new Box(new Vec3(halfW, CUP_HEIGHT / 2, CUP_WALL / 2));
  for (let i = 0; i < CUP_SEGMENTS; i++) {
    const a = (i * 2 * Math.PI) / CUP_SEGMENTS;
    const r = CUP_INNER_RADIUS + CUP_WALL / 2;
    const q = new Quaternion().setFromAxisAngle(new Vec3(0, 1, 0), a);
    cup.addShape(wall, new Vec3(Math.sin(a) * r, CUP_HEIGHT / 2, Math.cos(a) * r), q);
  }
  cup.addShape(new Box(new Vec3(rOut, CUP_BASE / 2, rOut)), new Vec3(0, CUP_HEIGHT - CUP_BASE / 2, 0));
  return cup;
}

function makeLidBody(): Body {
  const lid = new Body({ type: Body.KINEMATIC, material: MAT.cup, collisionFilterGroup: G_CUP, collisionFilterMask: G_DIE });
  lid.allowSleep = false;
  lid.addShape(new Box(new Vec3(CUP_INNER_RADIUS + CUP_WALL, LID_THICKNESS / 2, CUP_INNER_RADIUS + CUP_WALL)));
  return lid;
}

/** Moves a kinematic body to pose (p, q) over one step by velocity, so contacts see its motion. */
function drive(body: Body, pose: Pose): void {
  const [px, py, pz] = pose.p;
  body.velocity.set((px - body.position.x) / DT, (py - body.position.y) / DT, (pz - body.position.z) / DT);
  const c = body.quaternion;
  let d = qmul(pose.q, { x: -c.x, y: -c.y, z: -c.z, w: c.w });
  if (d.w < 0) d = { x: -d.x, y: -d.y, z: -d.z, w: -d.w };
  const s = Math.hypot(d.x, d.y, d.z);
  if (s < 1e-12) body.angularVelocity.set(0, 0, 0);
  else {
    const k = (2 * Math.atan2(s, d.w)) / s / DT;
    body.angularVelocity.set(d.x * k, d.y * k, d.z * k);
  }
}

function snap(body: Body, pose: Pose): void {
  body.position.set(pose.p[0], pose.p[1], pose.p[2]);
  body.quaternion.set(pose.q.x, pose.q.y, pose.q.z, pose.q.w);
  body.aabbNeedsUpdate = true;
}

/** Random parameters of one shake-and-slam, drawn from the cup's physics stream. */
type ThrowParams = {
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

class CupSim {
  readonly world = makeWorld();
  readonly cup = makeCupBody();
  lid: Body | null = makeLidBody();
  readonly dice: DieState[] = [];
  readonly cx: number;
  readonly cz: number;
  /** Horizontal axis the cup turns about (tangent to the seat circle). */
  readonly axis: [number, number, number];
  readonly qUp: Quat;
  phase: Phase = 'shake';
  phaseStep = 0;
  params!: ThrowParams;
  rounds = 0;
  settleStart = 0;
  settledFrame = -1;
  slamFrame = -1;
  nudges = 0;
  /** The jolt's direction on the felt (unit x, z). */
  private nudgeDir: [number, number] = [1, 0];
  rethrows = 0;
  readonly reasons: Record<RethrowReason, number> = { cocked: 0, stacked: 0, 'outside-cup': 0, 'off-table': 0, timeout: 0 };
  escapes = 0;
  offTable = 0;
  sloppySlams = 0;
  timeouts = 0;
  gaveUp = false;
  private pending: number[] = [];

  constructor(
    readonly req: CupRequest,
    readonly rng: Rng,
    relabelRng: Rng,
    readonly fallenDieLost: boolean,
    readonly spillChance: number,
    readonly biased: boolean,
    hostLabels = false,
  ) {
    const seat = seatPosition(req.seat);
    this.cx = seat.x;
    this.cz = seat.z;
    this.axis = [Math.cos(seat.angle), 0, -Math.sin(seat.angle)];
    this.qUp = axisAngle(this.axis[0], this.axis[1], this.axis[2], Math.PI);
    this.world.addBody(this.cup);
    if (this.lid) this.world.addBody(this.lid);
    for (let i = 0; i < req.dice; i++) {
      const body = new Body({ mass: 1, material: MAT.die, collisionFilterGroup: G_DIE, collisionFilterMask: G_DIE | G_TABLE | G_CUP, shape: new Box(new Vec3(DIE_HALF, DIE_HALF, DIE_HALF)) });
      body.linearDamping = 0.1;
      body.angularDamping = 0.1;
      body.sleepSpeedLimit = 2;
      body.sleepTimeLimit = 0.1;
      // R drawn from its own stream; the physics never reads it (see docs/dice.md).
      const drawn = biased ? 0 : relabelRng.int(24);
      const relabel = hostLabels ? 0 : drawn;
      this.dice.push({ body, relabel, lost: false, lostFrame: -1, restSteps: 0 });
      this.world.addBody(body);
    }
    this.startRound(this.dice.map((_, i) => i));
    const start = this.poseAt('shake', 0);
    snap(this.cup, start);
    if (this.lid) snap(this.lid, this.lidPose(start));
  }

  /** Put dice `which` into the upright cup and draw a new shake. */
  private startRound(which: number[]): void {
    const r = this.rng;
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
      const die = this.dice[di]!;
      const slot = order[k % order.length]!;
      const [sx, sz] = slots[slot % slots.length]!;
      const y = layers[Math.floor(slot / slots.length)]! + (k >= order.length ? 0.01 * k : 0);
      const b = die.body;
      b.position.set(this.cx + sx, y, this.cz + sz);
      const q = this.biased ? [0, 0, 0, 1] : r.quaternion();
      b.quaternion.set(q[0]!, q[1]!, q[2]!, q[3]!);
      if (this.biased) {
        b.velocity.set(0, 0, 0);
        b.angularVelocity.set(0, 0, 0);
      } else {
        b.velocity.set(r.range(-40, 40), r.range(-40, 40), r.range(-40, 40));
        b.angularVelocity.set(r.range(-25, 25), r.range(-25, 25), r.range(-25, 25));
      }
      b.aabbNeedsUpdate = true;
      b.wakeUp();
    });
    const amp = this.biased ? 0 : 1;
    this.params = {
      amp: [r.range(0.8, 1.8) * amp, r.range(0.6, 1.5) * amp, r.range(0.8, 1.8) * amp],
      freq: [r.range(3.5, 6), r.range(4, 7), r.range(3.5, 6)],
      phase: [r.range(0, 6.283), r.range(0, 6.283), r.range(0, 6.283)],
      tiltAmp: [r.range(0.05, 0.25) * amp, r.range(0.05, 0.25) * amp],
      tiltFreq: [r.range(3, 5.5), r.range(3, 5.5)],
      swirlTurns: r.range(1.5, 2.5) * (r.float() < 0.5 ? -1 : 1),
      swirlPhase: r.range(0, 6.283),
      swirlRadius: r.range(0.6, 1.0),
      sloppy: r.float() < this.spillChance,
      sloppyDir: [r.range(-1, 1), r.range(-1, 1)],
    };
    if (this.params.sloppy) this.sloppySlams++;
  }

  private lidPose(cup: Pose): Pose {
    const off = rotate(cup.q, [0, -LID_THICKNESS / 2, 0]);
    return { p: [cup.p[0] + off[0], cup.p[1] + off[1], cup.p[2] + off[2]], q: cup.q };
  }

  /** Cup pose in `phase` at time t (s) since the phase began. */
  poseAt(phase: Phase, t: number): Pose {
    const { cx, cz, params: P } = this;
    const restY = 0.02;
    const openY = P.sloppy ? SPILL_OPEN_HEIGHT : LID_THICKNESS + restY;
    switch (phase) {
      case 'shake': {
        const env = Math.sin((Math.PI * Math.min(t, T_SHAKE)) / T_SHAKE);
        const o = [0, 1, 2].map((i) => env * P.amp[i]! * Math.sin(2 * Math.PI * P.freq[i]! * t + P.phase[i]!));
        const tx = env * P.tiltAmp[0] * Math.sin(2 * Math.PI * P.tiltFreq[0] * t);
        const tz = env * P.tiltAmp[1] * Math.sin(2 * Math.PI * P.tiltFreq[1] * t);
        const q = qmul(qmul(axisAngle(1, 0, 0, tx), axisAngle(0, 0, 1, tz)), this.qUp);
        // pivot at mid-height, so tilting does not swing the closed end far
        const mid: [number, number, number] = [cx + o[0]!, SHAKE_HEIGHT - CUP_HEIGHT / 2 + o[1]!, cz + o[2]!];
        return this.fromPivot(mid, q);
      }
      case 'flip': {
        const s = Math.min(1, t / T_FLIP);
        const alpha = Math.PI * (1 - smoothstep(s));
        const q = axisAngle(this.axis[0], this.axis[1], this.axis[2], alpha);
        // turn over high above the felt (so the cup never sweeps the dice already lying there)
        const y0 = SHAKE_HEIGHT - CUP_HEIGHT / 2;
        const y1 = DROP_HEIGHT + CUP_HEIGHT / 2;
        return this.fromPivot([cx, y0 + (y1 - y0) * smoothstep(s), cz], q);
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
        const a = Math.atan2(this.nudgeDir[1], this.nudgeDir[0]) + 2 * Math.PI * s * (P.swirlTurns < 0 ? -1 : 1);
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
        const q = axisAngle(this.axis[0], this.axis[1], this.axis[2], Math.PI * s);
        const y0 = 12 + CUP_HEIGHT / 2;
        const y1 = SHAKE_HEIGHT - CUP_HEIGHT / 2;
        // turn about the middle while moving from mouth-down at 12 cm to upright
        const startMid = y0;
        return this.fromPivot([cx, startMid + (y1 - startMid) * s, cz], q);
      }
    }
  }

  /** Body pose (mouth origin) for a cup whose mid-height point is at `mid` with orientation q. */
  private fromPivot(mid: [number, number, number], q: Quat): Pose {
    const off = rotate(q, [0, CUP_HEIGHT / 2, 0]);
    return { p: [mid[0] - off[0], mid[1] - off[1], mid[2] - off[2]], q };
  }

  private phaseDuration(phase: Phase): number {
    switch (phase) {
      case 'shake': return T_SHAKE;
      case 'flip': return T_FLIP;
      case 'drop': return T_DROP;
      case 'spill': return 0.1;
      case 'slam': return this.params.sloppy ? 0.05 : T_SLAM;
      case 'swirl': return T_SWIRL;
      case 'nudge': return T_NUDGE;
      case 'lift': return T_LIFT;
      case 'turn': return T_TURN;
      default: return Infinity;
    }
  }

  private enter(phase: Phase): void {
    this.phase = phase;
    this.phaseStep = 0;
    if (phase === 'settle') for (const d of this.dice) d.restSteps = 0;
    if ((phase === 'spill' || (phase === 'slam' && !this.params.sloppy)) && this.lid) {
      this.world.removeBody(this.lid);
      this.lid = null;
    }
    if (phase === 'shake' && !this.lid) {
      this.lid = makeLidBody();
      this.world.addBody(this.lid);
      const pose = this.poseAt('shake', 0);
      snap(this.lid, this.lidPose(pose));
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
    let lidTarget: Pose | null = null;
    if (this.lid) {
      lidTarget = this.lidPose(target);
      drive(this.lid, lidTarget);
    }
    this.world.step(DT);
    snap(this.cup, target);
    if (this.lid && lidTarget) snap(this.lid, lidTarget);
    this.phaseStep++;
    if (this.phase === 'slam' && this.slamFrame < 0) this.slamFrame = frame;
    if (this.phase === 'settle') {
      this.cup.velocity.set(0, 0, 0);
      this.cup.angularVelocity.set(0, 0, 0);
      const elapsed = this.phaseStep * DT;
      // At rest: asleep in cannon, or slower than REST_SPEED for REST_STEPS steps in a row
      // (a die can creep too slowly to matter and yet never fall asleep).
      for (const d of this.dice) {
        const b = d.body;
        d.restSteps = b.velocity.lengthSquared() < REST_SPEED * REST_SPEED && b.angularVelocity.lengthSquared() < REST_SPEED * REST_SPEED ? d.restSteps + 1 : 0;
      }
      const atRest = this.dice.every((d) => d.lost || d.body.sleepState === Body.SLEEPING || d.restSteps >= REST_STEPS);
      // A die frozen mid-rock in a tilted pose is not woken to finish falling (that took up to a
      // second): it is classified cocked at once and laid flat by the nudge below.
      if (atRest && elapsed >= T_SETTLE_MIN) {
        this.check(frame, false);
      } else if (elapsed >= T_SETTLE_MAX) {
        this.check(frame, true);
      }
      return;
    }
    if (t >= this.phaseDuration(this.phase) - 1e-9) this.advance();
  }

  private advance(): void {
    switch (this.phase) {
      case 'shake': this.enter('flip'); break;
      case 'flip': this.enter('drop'); break;
      case 'drop': this.enter(this.params.sloppy ? 'spill' : 'slam'); break;
      case 'spill': this.enter('slam'); break;
      case 'slam': this.enter('swirl'); break;
      case 'swirl': this.enter('settle'); break;
      case 'nudge': this.enter('settle'); break;
      case 'lift': this.enter('turn'); break;
      case 'turn':
        this.startRound(this.pending);
        this.enter('shake');
        break;
      default: break;
    }
  }

  /** Classifies the resting dice; throws the bad ones again or finishes. */
  private check(frame: number, timedOut: boolean): void {
    const again: number[] = [];
    this.dice.forEach((d, i) => {
      if (d.lost) return;
      const reason = timedOut ? 'timeout' : classify(d.body, d.relabel, this.cx, this.cz);
      if (!reason) return;
      if (reason === 'off-table' || (reason === 'outside-cup' && !this.params.sloppy) || d.body.position.y < -DIE_HALF) {
        if (reason === 'outside-cup' || d.body.position.y < -DIE_HALF) this.escapes++;
      }
      if (reason === 'off-table') {
        this.offTable++;
        if (this.fallenDieLost) {
          d.lost = true;
          d.lostFrame = frame;
          this.world.removeBody(d.body);
          return;
        }
      }
      this.reasons[reason]++;
      again.push(i);
    });
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
    const underCup = !timedOut && again.every((i) => {
      const r = classify(this.dice[i]!.body, 0, this.cx, this.cz);
      return r === 'cocked' || r === 'stacked';
    });
    if (underCup) {
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
    for (const i of which) this.layFlat(i);
    this.enter('nudge');
  }

  /** Lays die i flat (its face nearest up exactly up) on felt under the cup that no other die covers. */
  private layFlat(i: number): void {
    const b = this.dice[i]!.body;
    const q: Quat = { x: b.quaternion.x, y: b.quaternion.y, z: b.quaternion.z, w: b.quaternion.w };
    const d = DIRECTIONS[readTopFace(q).bodyDirection]!;
    const w = rotate(q, [d[0], d[1], d[2]]);
    // the shortest turn taking w to up: about w × up by the tilt
    const ax = -w[2];
    const az = w[0];
    const s = Math.hypot(ax, az);
    const turn = s > 1e-9 ? axisAngle(ax / s, 0, az / s, Math.acos(Math.min(1, Math.max(-1, w[1])))) : IDENTITY;
    const flat = qmul(turn, q);
    // a free spot: where it lies if free, else the nearest free one on rings round the cup's centre
    const reach = CUP_INNER_RADIUS - DIE_SIZE * 0.75;
    const clear = DIE_SIZE * 1.45;
    const free = (x: number, z: number): boolean =>
      Math.hypot(x - this.cx, z - this.cz) <= reach &&
      this.dice.every((o, k) => k === i || o.lost || Math.hypot(o.body.position.x - x, o.body.position.z - z) >= clear);
    let spot: [number, number] | null = null;
    const px = b.position.x;
    const pz = b.position.z;
    const candidates: [number, number][] = [[px, pz]];
    for (let ring = 0; ring <= 4; ring++) {
      const rr = (ring * reach) / 4;
      const n = ring === 0 ? 1 : 6 * ring;
      for (let k = 0; k < n; k++) candidates.push([this.cx + rr * Math.cos((2 * Math.PI * k) / n), this.cz + rr * Math.sin((2 * Math.PI * k) / n)]);
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

  /** The settled body axis that points up, for each die still in play. */
  axes(): number[] {
    return this.dice.filter((d) => !d.lost).map((d) => readTopFace(d.body.quaternion, 0).bodyDirection);
  }

  faces(): number[] {
    return this.dice.filter((d) => !d.lost).map((d) => readTopFace(d.body.quaternion, d.relabel).face);
  }

  /** Writes cup pose then each die's visual pose at `out[offset..]`. */
  record(out: Float32Array, offset: number): void {
    let o = offset;
    const c = this.cup;
    out[o++] = c.position.x; out[o++] = c.position.y; out[o++] = c.position.z;
    out[o++] = c.quaternion.x; out[o++] = c.quaternion.y; out[o++] = c.quaternion.z; out[o++] = c.quaternion.w;
    for (const d of this.dice) {
      const b = d.body;
      const v = visualQuaternion(b.quaternion, d.relabel);
      out[o++] = b.position.x; out[o++] = b.position.y; out[o++] = b.position.z;
      out[o++] = v.x; out[o++] = v.y; out[o++] = v.z; out[o++] = v.w;
    }
  }
}

/** R-REROLL / O-FALLEN classification of one die at rest, or null when it reads cleanly. */
export function classify(body: { position: { x: number; y: number; z: number }; quaternion: Quat }, relabel: number, cupX: number, cupZ: number): RethrowReason | null {
  const { x, y, z } = body.position;
  if (y < -DIE_HALF || Math.hypot(x, z) > TABLE_RADIUS) return 'off-table';
  if (Math.hypot(x - cupX, z - cupZ) > CUP_INNER_RADIUS + 0.05) return 'outside-cup';
  if (y > DIE_HALF + STACK_MARGIN) return 'stacked';
  if (readTopFace(body.quaternion, relabel).tilt > COCKED_TILT) return 'cocked';
  return null;
}

export type SimulateOptions = {
  /** When given, receives the wall time (ms) of every lockstep step across all cups. */
  stepTimes?: number[];
  /** Clock for stepTimes in ms (default performance.now); the benchmark also passes a CPU-time
   * clock so that preemption on a shared machine can be told apart from physics cost. */
  clock?: () => number;
  /** Skip recording the trajectory (benchmarks); `trajectory.data` is then empty. */
  noTrajectory?: boolean;
};

export function simulateThrow(request: ThrowRequest, options: SimulateOptions = {}): ThrowResult {
  const seed = request.seed >>> 0;
  const spill = request.spillChance ?? DEFAULT_SPILL_CHANCE;
  const sims = request.cups.map((c, i) => {
    if (!Number.isInteger(c.dice) || c.dice < 0 || c.dice > 15) throw new RangeError(`cup ${i}: dice must be 0..15`);
    return new CupSim(c, new Rng(hashSeed(seed, i, 1)), new Rng(hashSeed(seed, i, 2)), request.fallenDieLost === true, spill, request.biased === true, request.hostLabels === true);
  });
  const bodies: TrajectoryBody[] = [];
  request.cups.forEach((c, i) => {
    bodies.push({ type: 'cup', cup: i, die: -1, kind: c.kind, seat: c.seat });
    for (let d = 0; d < c.dice; d++) bodies.push({ type: 'die', cup: i, die: d, kind: c.kind, seat: c.seat });
  });
  const stride = bodies.length * 7;
  const record = !options.noTrajectory;
  let data = new Float32Array(record ? stride * 512 : 0);
  let frames = 0;
  const writeFrame = (): void => {
    if (!record) { frames++; return; }
    if ((frames + 1) * stride > data.length) {
      const bigger = new Float32Array(data.length * 2);
      bigger.set(data);
      data = bigger;
    }
    let o = frames * stride;
    for (const s of sims) {
      s.record(data, o);
      o += 7 * (1 + s.dice.length);
    }
    frames++;
  };
  writeFrame();
  let steps = 0;
  const times = options.stepTimes;
  const clock = options.clock ?? (() => performance.now());
  const maxSteps = Math.ceil((MAX_ROUNDS * (T_SHAKE + T_FLIP + T_DROP + 0.2 + T_SWIRL + T_SETTLE_MAX + T_LIFT + T_TURN)) / DT);
  while (sims.some((s) => s.phase !== 'done') && steps < maxSteps) {
    const t0 = times ? clock() : 0;
    for (const s of sims) s.step(steps + 1);
    if (times) times.push(clock() - t0);
    steps++;
    writeFrame();
  }
  const lostFrame: number[] = [];
  sims.forEach((s) => {
    lostFrame.push(-1);
    for (const d of s.dice) lostFrame.push(d.lostFrame);
  });
  const reasons: Record<RethrowReason, number> = { cocked: 0, stacked: 0, 'outside-cup': 0, 'off-table': 0, timeout: 0 };
  for (const s of sims) for (const k of Object.keys(reasons) as RethrowReason[]) reasons[k] += s.reasons[k];
  return {
    faces: sims.map((s) => s.faces()),
    axes: sims.map((s) => s.axes()),
    fallen: sims.map((s) => s.dice.filter((d) => d.lost).length),
    rethrows: sims.reduce((a, s) => a + s.rethrows, 0),
    steps,
    trajectory: {
      dt: DT,
      frames,
      bodies,
      data: record ? data.slice(0, frames * stride) : data,
      settledFrame: sims.map((s) => s.settledFrame),
      lostFrame,
      slamFrame: sims.map((s) => s.slamFrame),
    },
    stats: {
      reasons,
      escapes: sims.reduce((a, s) => a + s.escapes, 0),
      offTable: sims.reduce((a, s) => a + s.offTable, 0),
      sloppySlams: sims.reduce((a, s) => a + s.sloppySlams, 0),
      timeouts: sims.reduce((a, s) => a + s.timeouts, 0),
      nudges: sims.reduce((a, s) => a + s.nudges, 0),
      gaveUp: sims.filter((s) => s.gaveUp).length,
    },
  };
}

export { DIE_SIZE };
