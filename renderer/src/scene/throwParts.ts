// Issue 42 item 15 (throw release → bidding): a round's throw is computed cup by cup. Every cup's physics runs
// in a world of its own (renderer/physics/cupSim.ts), so the cups the person does not hold are thrown in the
// worker while the prompt waits, and after the release only the held cup is: a fifth to a third of the
// physics. The parts are put together here into the throw the scene plays, as one simulation would have
// recorded it: frames from the same start (a cup at rest keeps its last pose), bodies per cup in the
// request's order, the contacts in frame order. No face is read here: the host labels every die.
import { CONTACT_STRIDE, type ThrowResult, type Trajectory } from '../../physics/index';

/** The throws of consecutive cups, each part one or more cups in the request's order, as one throw. */
export function mergeThrows(parts: readonly ThrowResult[]): ThrowResult {
  if (parts.length === 1) return parts[0]!;
  const ts = parts.map((p) => p.trajectory);
  const frames = Math.max(...ts.map((t) => t.frames));
  const stride = ts.reduce((a, t) => a + t.bodies.length * 7, 0);
  const data = new Float32Array(frames * stride);
  let offset = 0;
  let cupBase = 0;
  const bodies: Trajectory['bodies'] = [];
  const contacts: { frame: number; values: number[] }[] = [];
  for (const t of ts) {
    const width = t.bodies.length * 7;
    // a part that settled sooner holds its last frame, as a cup at rest does in a joint simulation
    for (let f = 0; f < frames; f++) {
      const from = Math.min(f, t.frames - 1) * width;
      data.set(t.data.subarray(from, from + width), f * stride + offset);
    }
    for (const b of t.bodies) bodies.push({ ...b, cup: b.cup + cupBase });
    for (let o = 0; o + CONTACT_STRIDE <= t.contacts.length; o += CONTACT_STRIDE) {
      const values = Array.from(t.contacts.subarray(o, o + CONTACT_STRIDE));
      values[1] = values[1]! + cupBase;
      contacts.push({ frame: values[0]!, values });
    }
    offset += width;
    cupBase += t.settledFrame.length;
  }
  // stable: the same frame keeps each part's order
  contacts.sort((a, b) => a.frame - b.frame);
  const sum = (f: (p: ThrowResult) => number): number => parts.reduce((a, p) => a + f(p), 0);
  const reasons = { ...parts[0]!.stats.reasons };
  for (const p of parts.slice(1)) for (const k of Object.keys(reasons) as (keyof typeof reasons)[]) reasons[k] += p.stats.reasons[k];
  return {
    faces: parts.flatMap((p) => p.faces),
    axes: parts.flatMap((p) => p.axes),
    fallen: parts.flatMap((p) => p.fallen),
    rethrows: sum((p) => p.rethrows),
    steps: Math.max(...parts.map((p) => p.steps)),
    trajectory: {
      dt: ts[0]!.dt,
      frames,
      bodies,
      data,
      settledFrame: ts.flatMap((t) => t.settledFrame),
      lostFrame: ts.flatMap((t) => t.lostFrame),
      slamFrame: ts.flatMap((t) => t.slamFrame),
      contacts: new Float32Array(contacts.flatMap((c) => c.values)),
    },
    stats: {
      reasons,
      escapes: sum((p) => p.stats.escapes),
      offTable: sum((p) => p.stats.offTable),
      sloppySlams: sum((p) => p.stats.sloppySlams),
      timeouts: sum((p) => p.stats.timeouts),
      nudges: sum((p) => p.stats.nudges),
      gaveUp: sum((p) => p.stats.gaveUp),
    },
  };
}
