// Issue 27 item 2: the held shake (the person's cup follows the pointer and rattles, the dice
// inside driven by its walls), the throw that goes on from the release, and the impacts the sound plays.
import { describe, expect, it } from 'vitest';
import {
  CONTACT_STRIDE, ContactKind, CUP_INNER_RADIUS, DIE_HALF, DT, HOLD_REACH, HeldShake, impactsBetween, samplePose, seatPosition, simulateThrow,
} from '../../renderer/physics/index';

/** Holds seat `seat`'s cup for `seconds` at 60 frames a second, the pointer circling 14 cm round the seat (beyond the reach). */
function hold(seat: number, seconds: number, seed: number): HeldShake {
  const h = new HeldShake(seat, 5, seed);
  const s = seatPosition(seat);
  for (let f = 0; f < seconds * 60; f++) h.advance(1 / 60, [s.x + 14 * Math.cos(f / 20), s.z + 14 * Math.sin(f / 20)]);
  return h;
}

describe('a held shake', () => {
  it('keeps every die inside the cup while the hand carries it round at full reach, the cup within the reach of its seat', () => {
    for (const seed of [1, 2, 3]) {
      const h = hold(2, 3, seed);
      expect(h.escapes).toBe(0);
      const s = seatPosition(2);
      const [ox, oz] = h.handOffset();
      expect(Math.hypot(ox, oz)).toBeLessThanOrEqual(HOLD_REACH + 1e-6);
      expect(Math.hypot(ox, oz)).toBeGreaterThan(HOLD_REACH * 0.8);
      // the dice are in the cup: near its axis, carried with it
      const c = h.cup.position;
      for (const d of h.dice) expect(Math.hypot(d.body.position.x - c.x, d.body.position.z - c.z)).toBeLessThan(CUP_INNER_RADIUS + 1);
      expect(Math.hypot(c.x - s.x - ox, c.z - s.z - oz)).toBeLessThan(4); // the rattle about the hand's spot
    }
  });

  it('drives the dice by the cup: they knock on the leather and on each other, heard with their impulses', () => {
    const h = hold(0, 1, 7);
    const impacts = h.takeImpacts();
    expect(impacts.filter((i) => i.kind === ContactKind.dieCup).length).toBeGreaterThan(10);
    expect(impacts.filter((i) => i.kind === ContactKind.dieDie).length).toBeGreaterThan(5);
    for (const i of impacts) expect(i.impulse).toBeGreaterThan(0);
    expect(h.takeImpacts()).toEqual([]); // taken once
    // the dice keep moving while the hand rattles
    const speed = h.dice.reduce((a, d) => a + d.body.velocity.length(), 0) / h.dice.length;
    expect(speed).toBeGreaterThan(5);
  });

  it('stops at the seat when the pointer is let go of (null target) and takes at most six steps for a stalled frame', () => {
    const h = hold(1, 1, 4);
    for (let f = 0; f < 60; f++) h.advance(1 / 60, null);
    const [ox, oz] = h.handOffset();
    expect(Math.hypot(ox, oz)).toBeLessThan(0.2);
    const before = h.time;
    h.advance(2, null);
    expect(h.time - before).toBeCloseTo(6 * DT, 9);
  });
});

describe('a throw from a held cup', () => {
  it('starts at the pose the hand left, slams, and settles within 2 s of the slam with nothing escaping', () => {
    let rethrows = 0;
    for (let seed = 0; seed < 6; seed++) {
      const held = hold(seed % 6, 1 + (seed % 3) * 0.5, 100 + seed).release();
      const cups = [0, 1, 2, 3, 4, 5].map((seat) => ({ seat, dice: 5, kind: 'standard' as const, ...(seat === seed % 6 ? { held } : {}) }));
      const r = simulateThrow({ seed: 500 + seed, cups, hostLabels: true });
      const t = r.trajectory;
      const heldCup = t.bodies.findIndex((b) => b.type === 'cup' && b.seat === seed % 6);
      const p0 = samplePose(t, heldCup, 0);
      expect(Math.hypot(p0.x - held.cup.p[0], p0.y - held.cup.p[1], p0.z - held.cup.p[2])).toBeLessThan(1e-3);
      // the first die of the held cup starts where the hand left it
      const d0 = samplePose(t, heldCup + 1, 0);
      expect(Math.hypot(d0.x - held.dice[0]!.p[0], d0.y - held.dice[0]!.p[1], d0.z - held.dice[0]!.p[2])).toBeLessThan(1e-3);
      expect(r.stats.escapes).toBe(0);
      expect(r.faces.map((f) => f.length)).toEqual([5, 5, 5, 5, 5, 5]);
      t.settledFrame.forEach((settled, i) => {
        expect(t.slamFrame[i]).toBeGreaterThanOrEqual(0);
        expect((settled - t.slamFrame[i]!) * t.dt).toBeLessThanOrEqual(2);
      });
      // the held cup skips the scripted shake: it slams no later than the others
      expect(t.slamFrame[seed % 6]).toBeLessThanOrEqual(Math.min(...t.slamFrame.filter((_, i) => i !== seed % 6)));
      // at rest, flat, under the cup at its seat
      const end = trajectoryEnd(r.steps, t.dt);
      const s = seatPosition(seed % 6);
      for (let k = 1; k <= 5; k++) {
        const p = samplePose(t, heldCup + k, end);
        expect(Math.hypot(p.x - s.x, p.z - s.z)).toBeLessThan(CUP_INNER_RADIUS);
        expect(p.y).toBeCloseTo(DIE_HALF, 1);
      }
      rethrows += r.rethrows;
    }
    expect(rethrows / (6 * 30)).toBeLessThan(0.08);
  });

  it('is deterministic for the same release and seed', () => {
    const held = hold(3, 1, 11).release();
    const cups = [{ seat: 3, dice: 5, kind: 'blank' as const, held }];
    const a = simulateThrow({ seed: 1, cups });
    const b = simulateThrow({ seed: 1, cups });
    expect(Array.from(a.trajectory.data)).toEqual(Array.from(b.trajectory.data));
    expect(a.faces).toEqual(b.faces);
  });

  it('refuses a release holding another number of dice than the cup', () => {
    const held = hold(0, 0.5, 1).release();
    expect(() => simulateThrow({ seed: 1, cups: [{ seat: 0, dice: 4, kind: 'standard', held }] })).toThrow(RangeError);
  });
});

function trajectoryEnd(steps: number, dt: number): number {
  return (steps + 1) * dt;
}

describe('the impacts of a throw (the sound)', () => {
  it('records each cup\'s slam on the felt at the end of its slam, and the dice striking felt, leather and each other, in frame order', () => {
    const r = simulateThrow({ seed: 31, cups: [0, 1, 2].map((seat) => ({ seat, dice: 5, kind: 'standard' as const })), spillChance: 0 });
    const c = r.trajectory.contacts;
    expect(c.length % CONTACT_STRIDE).toBe(0);
    const rows: { frame: number; cup: number; kind: number; impulse: number }[] = [];
    for (let o = 0; o < c.length; o += CONTACT_STRIDE) rows.push({ frame: c[o]!, cup: c[o + 1]!, kind: c[o + 2]!, impulse: c[o + 3]! });
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.frame).toBeGreaterThanOrEqual(rows[i - 1]!.frame);
    for (const cup of [0, 1, 2]) {
      const slams = rows.filter((x) => x.cup === cup && x.kind === ContactKind.cupFelt);
      expect(slams.length).toBeGreaterThanOrEqual(1);
      expect(slams[0]!.frame).toBeGreaterThanOrEqual(r.trajectory.slamFrame[cup]!);
      expect(slams[0]!.frame).toBeLessThanOrEqual(r.trajectory.slamFrame[cup]! + 2);
      expect(slams[0]!.impulse).toBeGreaterThan(50);
    }
    for (const kind of [ContactKind.dieDie, ContactKind.dieFelt, ContactKind.dieCup]) expect(rows.some((x) => x.kind === kind)).toBe(true);
    for (const x of rows) expect(x.frame).toBeLessThanOrEqual(r.steps);
  });

  it('records none without a trajectory, and leaves the throw itself unchanged', () => {
    const cups = [{ seat: 4, dice: 5, kind: 'standard' as const }];
    const a = simulateThrow({ seed: 77, cups });
    const b = simulateThrow({ seed: 77, cups }, { noTrajectory: true });
    expect(b.trajectory.contacts.length).toBe(0);
    expect(a.faces).toEqual(b.faces);
    expect(a.steps).toBe(b.steps);
  });

  it('plays at most `max` impacts between two playback times, the hardest first', () => {
    const contacts = new Float32Array([1, 0, 0, 20, 2, 0, 1, 90, 2, 0, 2, 50, 3, 1, 0, 70, 9, 0, 3, 300]);
    const got = impactsBetween(contacts, 0.5, 0.5, 1.5, 2); // frames (1, 3]
    expect(got).toEqual([{ cup: 0, kind: 1, impulse: 90 }, { cup: 1, kind: 0, impulse: 70 }]);
    expect(impactsBetween(contacts, 0.5, 0, 10, 10)).toHaveLength(5);
  });
});
