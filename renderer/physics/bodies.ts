/**
 * The cannon-es bodies of one cup's world: the felt and rails, the kinematic cup and the hand over
 * its mouth (the lid), and the dice. One small World per cup (a cup's dice never meet another
 * cup's, so each broadphase holds a handful of bodies).
 */
import { Body, Box, ContactMaterial, GSSolver, Material, NaiveBroadphase, Plane, Quaternion, Vec3, World } from 'cannon-es';
import {
  CUP_BASE, CUP_HEIGHT, CUP_INNER_RADIUS, CUP_SEGMENTS, CUP_WALL, DIE_HALF, GRAVITY, LID_THICKNESS, RAIL_HEIGHT, RAIL_SEGMENTS,
  RAIL_THICKNESS, TABLE_RADIUS,
} from './constants';

/** One die of a cup: its body, its relabelling (0..23), whether it is lost (O-FALLEN) and since
 * which frame, how many settle steps in a row it has been slower than the rest speed, and how many times this
 * settle it was nudged off an edge or another die, and where its rest began (settle.ts). */
export type DieState = { body: Body; relabel: number; lost: boolean; lostFrame: number; restSteps: number; nudges?: number; anchor?: number[] };

/** Collision groups: the kinematic cup and the static table never test against each other. */
const G_DIE = 1;
const G_TABLE = 2;
const G_CUP = 4;

/** Shared materials (immutable after construction, so one set serves every world). */
const MAT = { die: new Material('die'), felt: new Material('felt'), cup: new Material('cup') };

/**
 * A world holding the felt (a static half-space at y = 0) and the rails; `table: false` leaves them
 * out (the held shake: its cup is closed and lifted, its dice meet nothing else).
 */
export function makeWorld(options: { table?: boolean } = {}): World {
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
  if (options.table === false) return world;
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
export function makeCupBody(): Body {
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

/** The hand over the cup's mouth while shaking (removed at the slam). */
export function makeLidBody(): Body {
  const lid = new Body({ type: Body.KINEMATIC, material: MAT.cup, collisionFilterGroup: G_CUP, collisionFilterMask: G_DIE });
  lid.allowSleep = false;
  lid.addShape(new Box(new Vec3(CUP_INNER_RADIUS + CUP_WALL, LID_THICKNESS / 2, CUP_INNER_RADIUS + CUP_WALL)));
  return lid;
}

/**
 * The held shake's cup (issue 27, heldShake.ts): the same inside as makeCupBody's (the twelve-sided
 * wall of apothem CUP_INNER_RADIUS, the floor of the closed end) made of half-spaces, one per inner
 * face, instead of thick boxes. A die inside is tested against a plane by its eight corners, where
 * each wall box took a separating-axis test (the box-box tests were 57 % of a held step); and the
 * closed cup can leak no die. Only for a cup that is closed by its hand and meets nothing but its
 * own dice: a half-space reaches past the cup's outside. Its hand: makeHeldLidBody.
 */
export function makeHeldCupBody(): Body {
  const cup = new Body({ type: Body.KINEMATIC, material: MAT.cup, collisionFilterGroup: G_CUP, collisionFilterMask: G_DIE });
  cup.allowSleep = false;
  // a Plane's surface passes through its offset, its normal along its local +Z: here into the cup
  for (let i = 0; i < CUP_SEGMENTS; i++) {
    const a = (i * 2 * Math.PI) / CUP_SEGMENTS;
    cup.addShape(new Plane(), new Vec3(Math.sin(a) * CUP_INNER_RADIUS, CUP_HEIGHT / 2, Math.cos(a) * CUP_INNER_RADIUS), new Quaternion().setFromAxisAngle(new Vec3(0, 1, 0), a + Math.PI));
  }
  cup.addShape(new Plane(), new Vec3(0, CUP_HEIGHT - CUP_BASE, 0), new Quaternion().setFromAxisAngle(new Vec3(1, 0, 0), Math.PI / 2));
  return cup;
}

/** The hand over the held cup's mouth (makeHeldCupBody): a half-space whose face is the lid box's inner face (the mouth's plane). */
export function makeHeldLidBody(): Body {
  const lid = new Body({ type: Body.KINEMATIC, material: MAT.cup, collisionFilterGroup: G_CUP, collisionFilterMask: G_DIE });
  lid.allowSleep = false;
  lid.addShape(new Plane(), new Vec3(0, LID_THICKNESS / 2, 0), new Quaternion().setFromAxisAngle(new Vec3(1, 0, 0), -Math.PI / 2));
  return lid;
}

/** A die's body (placed later, when it is put into the cup). */
export function makeDieBody(): Body {
  const body = new Body({ mass: 1, material: MAT.die, collisionFilterGroup: G_DIE, collisionFilterMask: G_DIE | G_TABLE | G_CUP, shape: new Box(new Vec3(DIE_HALF, DIE_HALF, DIE_HALF)) });
  body.linearDamping = 0.1;
  body.angularDamping = 0.1;
  body.sleepSpeedLimit = 2;
  body.sleepTimeLimit = 0.1;
  return body;
}
