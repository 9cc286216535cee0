// Issue 27 item 1: the held shake stepped off the page's main thread. The page's frame sends its
// length and the pointer's point and draws the poses answered (renderer/src/scene/heldClient.ts); the
// runner (renderer/physics/heldRunner.ts, in its Web Worker) steps the cup for that long, only while held.
import { describe, expect, it } from 'vitest';
import { Body, Box, Plane } from 'cannon-es';
import { HeldShake, seatPosition } from '../../renderer/physics/index';
import { HELD_IMPACTS, HELD_MIN_TIME, HeldRunner, type HeldAnswer } from '../../renderer/physics/heldRunner';
import { HeldClient } from '../../renderer/src/scene/heldClient';

function runner(): { r: HeldRunner; answers: HeldAnswer[] } {
  const answers: HeldAnswer[] = [];
  return { r: new HeldRunner((a) => answers.push(a)), answers };
}

describe('the held shake in its worker (HeldRunner)', () => {
  it('answers the start with the cup and its dice, and runs the hand for each frame only while the shake is held', () => {
    const { r, answers } = runner();
    r.handle({ type: 'start', session: 1, seat: 2, dice: 5, seed: 9 });
    expect(answers).toHaveLength(1);
    expect(answers[0]!.poses).toHaveLength(6 * 7);
    expect(r.running).toBe(false);
    r.handle({ type: 'target', session: 1, seconds: 0.5, target: null });
    expect(answers[1]!.time).toBe(0); // not held: a frame does not run the hand
    r.handle({ type: 'hold', session: 1 });
    expect(r.running).toBe(true);
    const s = seatPosition(2);
    for (let k = 0; k < 60; k++) r.handle({ type: 'target', session: 1, seconds: 1 / 60, target: [s.x + 30, s.z] });
    expect(answers).toHaveLength(62); // one answer a frame
    const a = answers.at(-1)!;
    expect(a.time).toBeCloseTo(1, 1);
    expect(a.offset[0]).toBeGreaterThan(8); // carried toward the pointer (clamped to the reach)
    expect(a.poses[0]).toBeGreaterThan(s.x + 5); // the cup's pose is the carried one
    expect(a.heard).toBeGreaterThan(10);
    // at most the loudest few a frame, the loudest first
    const all = answers.flatMap((x) => x.impacts);
    expect(all.length).toBeGreaterThan(0);
    for (const x of answers) {
      expect(x.impacts.length).toBeLessThanOrEqual(2 * HELD_IMPACTS);
      for (let k = 3; k < x.impacts.length; k += 2) expect(x.impacts[k]!).toBeLessThanOrEqual(x.impacts[k - 2]!);
    }
    // a stalled frame runs the hand for at most six steps
    r.handle({ type: 'target', session: 1, seconds: 3, target: null });
    expect(answers.at(-1)!.time - a.time).toBeLessThan(0.051);
  });

  it('gives the state at the release, the same as the poses answered with it; none after too short a shake', () => {
    const { r, answers } = runner();
    r.handle({ type: 'start', session: 4, seat: 0, dice: 3, seed: 1 });
    r.handle({ type: 'hold', session: 4 });
    for (let k = 0; k < 30; k++) r.handle({ type: 'target', session: 4, seconds: 1 / 60, target: null });
    r.handle({ type: 'release', session: 4 });
    const a = answers.at(-1)!;
    expect(a.type).toBe('released');
    expect(r.running).toBe(false);
    expect(a.state!.dice).toHaveLength(3);
    expect(a.state!.cup.p[0]).toBeCloseTo(a.poses[0]!, 4);
    expect(a.state!.dice[2]!.q[3]).toBeCloseTo(a.poses[3 * 7 + 6]!, 4);
    const b = runner();
    b.r.handle({ type: 'start', session: 5, seat: 0, dice: 3, seed: 1 });
    b.r.handle({ type: 'hold', session: 5 });
    b.r.handle({ type: 'target', session: 5, seconds: HELD_MIN_TIME / 2, target: null });
    b.r.handle({ type: 'release', session: 5 });
    expect(b.answers.at(-1)!.state).toBeUndefined();
  });

  it('ignores the messages of an older shake, and forgets a stopped one', () => {
    const { r, answers } = runner();
    r.handle({ type: 'start', session: 1, seat: 0, dice: 2, seed: 1 });
    r.handle({ type: 'start', session: 2, seat: 1, dice: 2, seed: 1 });
    r.handle({ type: 'hold', session: 1 });
    expect(r.running).toBe(false);
    r.handle({ type: 'release', session: 1 });
    expect(answers).toHaveLength(2);
    r.handle({ type: 'hold', session: 2 });
    r.handle({ type: 'stop', session: 2 });
    expect(r.running).toBe(false);
    r.handle({ type: 'target', session: 2, seconds: 1 / 60, target: null });
    expect(answers).toHaveLength(2);
  });
});

describe('the held cup’s colliders', () => {
  it('are half-spaces (a corner test per die and face, no box-box test) in a world with no felt or rails', () => {
    const h = new HeldShake(3, 5, 2);
    expect(h.cup.shapes.length).toBe(13); // twelve walls and the closed end
    for (const s of [...h.cup.shapes, ...h.lid.shapes]) expect(s).toBeInstanceOf(Plane);
    expect(h.world.bodies.filter((b) => b.type === Body.STATIC)).toHaveLength(0);
    for (const d of h.dice) expect(d.body.shapes[0]).toBeInstanceOf(Box);
  });
});

describe("the page's side of the held shake (HeldClient; here no Worker: the same runner in the page)", () => {
  it('hears the impacts as the answers bring them, the loudest few an answer, and none when nobody listens', () => {
    const c = new HeldClient(1, 5, 7);
    expect(c.inPage).toBe(true);
    const heard: number[][] = [];
    let frame: number[] = [];
    c.heard = (_kind, impulse) => frame.push(impulse);
    c.hold();
    const s = seatPosition(1);
    for (let k = 0; k < 60; k++) {
      frame = [];
      c.frame(1 / 60, [s.x + 20 * Math.sin(k / 5), s.z]);
      heard.push(frame);
    }
    expect(heard.flat().length).toBeGreaterThan(10);
    for (const f of heard) {
      expect(f.length).toBeLessThanOrEqual(HELD_IMPACTS);
      for (let k = 1; k < f.length; k++) expect(f[k]!).toBeLessThanOrEqual(f[k - 1]!);
    }
    const before = heard.flat().length;
    const impactsBefore = c.latest!.heard;
    c.heard = null;
    frame = [];
    for (let k = 0; k < 20; k++) c.frame(1 / 60, [s.x + 20 * Math.cos(k / 3), s.z]);
    // the cup still knocks its dice, but nothing is played
    expect(c.latest!.heard).toBeGreaterThan(impactsBefore);
    expect([frame.length, heard.flat().length]).toEqual([0, before]);
    c.stop();
  });
});
