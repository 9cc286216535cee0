// Issue 42 item 15: a round's throw computed cup by cup (the cups not held while the prompt waits, the held one
// after the release) and put together as one simulation records it (renderer/src/scene/throwParts.ts).
import { describe, expect, it } from 'vitest';
import { CONTACT_STRIDE, simulateThrow, type CupRequest, type ThrowResult } from '../../renderer/physics/index';
import { mergeThrows } from '../../renderer/src/scene/throwParts';

const A: CupRequest = { seat: 0, dice: 5, kind: 'standard' };
const B: CupRequest = { seat: 2, dice: 3, kind: 'blank' };
const C: CupRequest = { seat: 4, dice: 4, kind: 'standard' };
const one = (seed: number, cup: CupRequest): ThrowResult => simulateThrow({ seed, cups: [cup], hostLabels: true });

/** The poses of `bodies` bodies from `first` at frame f (7 numbers each). */
function posesAt(r: ThrowResult, first: number, bodies: number, f: number): number[] {
  const n = r.trajectory.bodies.length;
  const at = Math.min(f, r.trajectory.frames - 1);
  return Array.from(r.trajectory.data.subarray((at * n + first) * 7, (at * n + first + bodies) * 7));
}

describe('a throw put together from its cups (mergeThrows)', () => {
  it('one part is that part', () => {
    const r = one(7, A);
    expect(mergeThrows([r])).toBe(r);
  });

  it('keeps each cup’s bodies, poses, faces, axes and frames, in the request’s order, a settled cup holding its last pose', () => {
    const parts = [one(11, A), one(12, B), one(13, C)];
    const m = mergeThrows(parts);
    expect(m.trajectory.frames).toBe(Math.max(...parts.map((p) => p.trajectory.frames)));
    expect(m.trajectory.bodies.map((b) => [b.type, b.cup, b.seat, b.kind])).toEqual(
      parts.flatMap((p, i) => p.trajectory.bodies.map((b) => [b.type, i, b.seat, b.kind])),
    );
    expect(m.trajectory.data.length).toBe(m.trajectory.frames * m.trajectory.bodies.length * 7);
    expect(m.faces).toEqual(parts.flatMap((p) => p.faces));
    expect(m.axes).toEqual(parts.flatMap((p) => p.axes));
    expect(m.trajectory.settledFrame).toEqual(parts.flatMap((p) => p.trajectory.settledFrame));
    expect(m.trajectory.slamFrame).toEqual(parts.flatMap((p) => p.trajectory.slamFrame));
    expect(m.trajectory.lostFrame).toEqual(parts.flatMap((p) => p.trajectory.lostFrame));
    expect(m.rethrows).toBe(parts.reduce((a, p) => a + p.rethrows, 0));
    let first = 0;
    for (const p of parts) {
      const bodies = p.trajectory.bodies.length;
      for (const f of [0, 1, Math.floor(p.trajectory.frames / 2), p.trajectory.frames - 1, m.trajectory.frames - 1]) {
        expect(posesAt(m, first, bodies, f)).toEqual(posesAt(p, 0, bodies, f));
      }
      first += bodies;
    }
  });

  it('records a cup as a joint simulation does, after it settled too', () => {
    // the first cup of a joint simulation draws from the same streams as that cup thrown alone (same seed, index 0)
    const joint = simulateThrow({ seed: 21, cups: [A, B], hostLabels: true });
    const m = mergeThrows([one(21, A), one(99, B)]);
    const frames = Math.min(joint.trajectory.frames, m.trajectory.frames);
    for (let f = 0; f < frames; f += 7) expect(posesAt(m, 0, 1 + A.dice, f)).toEqual(posesAt(joint, 0, 1 + A.dice, f));
    expect(m.axes[0]).toEqual(joint.axes[0]);
  });

  it('tells every contact once, in frame order, with its cup’s place in the request', () => {
    const parts = [one(31, A), one(32, B)];
    const m = mergeThrows(parts);
    const c = m.trajectory.contacts;
    expect(c.length).toBe(parts.reduce((a, p) => a + p.trajectory.contacts.length, 0));
    expect(c.length).toBeGreaterThan(0);
    const perCup = [0, 0];
    for (let o = 0; o + CONTACT_STRIDE <= c.length; o += CONTACT_STRIDE) {
      if (o > 0) expect(c[o]!).toBeGreaterThanOrEqual(c[o - CONTACT_STRIDE]!);
      perCup[c[o + 1]!]!++;
    }
    expect(perCup).toEqual(parts.map((p) => p.trajectory.contacts.length / CONTACT_STRIDE));
  });
});
