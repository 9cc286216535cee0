// Issue 42 item 15 (R-REROLL rarer): a die cannon put to sleep balanced on an edge is woken once with a small
// spin toward its nearest face and falls flat, where it was classified cocked and laid flat by a jolt before
// (half of the cocked dice of 300 six-cup throws were so: y ≈ 1.13 cm, asleep).
import { describe, expect, it } from 'vitest';
import { Body, Vec3 } from 'cannon-es';
import { COCKED_TILT, DIE_HALF, DT, readTopFace } from '../../renderer/physics/index';
import { makeDieBody, makeWorld, type DieState } from '../../renderer/physics/bodies';
import { trackRest } from '../../renderer/physics/settle';

/** A die on one edge on the felt, its faces `tilt` from flat, asleep. */
function asleepOnEdge(tilt: number): { world: ReturnType<typeof makeWorld>; die: DieState } {
  const world = makeWorld();
  const body = makeDieBody();
  body.position.set(0, DIE_HALF * (Math.cos(tilt) + Math.sin(tilt)), 0);
  body.quaternion.setFromAxisAngle(new Vec3(1, 0, 0), tilt);
  world.addBody(body);
  body.sleep();
  return { world, die: { body, relabel: 0, lost: false, lostFrame: -1, restSteps: 0 } };
}

/** Settles for at most `seconds`, as the settle phase does; the die's tilt at rest. */
function settle(world: ReturnType<typeof makeWorld>, die: DieState, seconds: number): { tilt: number; rested: boolean } {
  let rested = false;
  for (let t = 0; t < seconds && !rested; t += DT) {
    world.step(DT);
    rested = trackRest([die]);
  }
  const q = die.body.quaternion;
  return { tilt: readTopFace({ x: q.x, y: q.y, z: q.z, w: q.w }).tilt, rested };
}

describe('a die asleep on an edge (trackRest)', () => {
  it('is woken once and falls flat instead of resting cocked', () => {
    for (const deg of [20, 35, 44]) {
      const { world, die } = asleepOnEdge((deg * Math.PI) / 180);
      expect(readTopFace({ ...die.body.quaternion }).tilt).toBeGreaterThan(COCKED_TILT);
      const r = settle(world, die, 1.5);
      expect(r.rested).toBe(true);
      expect(r.tilt).toBeLessThan(COCKED_TILT);
      expect(die.nudges).toBe(1);
    }
  });

  it('leaves a die asleep flat as it is', () => {
    const { world, die } = asleepOnEdge(0);
    die.body.position.y = DIE_HALF;
    expect(trackRest([die])).toBe(true);
    expect(die.body.sleepState).toBe(Body.SLEEPING);
    expect(settle(world, die, 0.2).tilt).toBeLessThan(1e-6);
  });
});
