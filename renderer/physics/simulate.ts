/**
 * The dice throw: one CupSim per cup (cupSim.ts, each in its own small cannon-es World), stepped in
 * lockstep at a fixed DT until every cup has settled, each frame recorded for playback
 * (recording.ts). Pure TypeScript + cannon-es: runs in a Web Worker and in plain Node.
 */
import { DEFAULT_SPILL_CHANCE, DT, MAX_ROUNDS, T_DROP, T_FLIP, T_LIFT, T_SETTLE_MAX, T_SHAKE, T_SWIRL, T_TURN } from './constants';
import { ContactRecorder } from './contacts';
import { CupSim } from './cupSim';
import { FrameRecorder, lostFrames, trajectoryBodies } from './recording';
import { Rng, hashSeed } from './rng';
import { emptyReasons } from './settle';
import type { RethrowReason, SimulateOptions, ThrowRequest, ThrowResult } from './types';

export function simulateThrow(request: ThrowRequest, options: SimulateOptions = {}): ThrowResult {
  const seed = request.seed >>> 0;
  const spill = request.spillChance ?? DEFAULT_SPILL_CHANCE;
  const sims = request.cups.map((c, i) => {
    if (!Number.isInteger(c.dice) || c.dice < 0 || c.dice > 15) throw new RangeError(`cup ${i}: dice must be 0..15`);
    return new CupSim(c, new Rng(hashSeed(seed, i, 1)), new Rng(hashSeed(seed, i, 2)), request.fallenDieLost === true, spill, request.biased === true, request.hostLabels === true);
  });
  const bodies = trajectoryBodies(request.cups);
  const recorder = new FrameRecorder(bodies.length, !options.noTrajectory);
  recorder.write(sims);
  const contacts = new ContactRecorder(!options.noTrajectory);
  if (!options.noTrajectory) for (const s of sims) s.listen();
  let steps = 0;
  const times = options.stepTimes;
  const clock = options.clock ?? (() => performance.now());
  const maxSteps = Math.ceil((MAX_ROUNDS * (T_SHAKE + T_FLIP + T_DROP + 0.2 + T_SWIRL + T_SETTLE_MAX + T_LIFT + T_TURN)) / DT);
  while (sims.some((s) => s.phase !== 'done') && steps < maxSteps) {
    const t0 = times ? clock() : 0;
    for (const s of sims) s.step(steps + 1);
    if (times) times.push(clock() - t0);
    steps++;
    sims.forEach((s, i) => {
      for (const c of s.impacts) contacts.add(steps, i, c.kind, c.impulse);
      s.impacts.length = 0;
    });
    recorder.write(sims);
  }
  const reasons = emptyReasons();
  for (const s of sims) for (const k of Object.keys(reasons) as RethrowReason[]) reasons[k] += s.reasons[k];
  const sum = (f: (s: CupSim) => number): number => sims.reduce((a, s) => a + f(s), 0);
  return {
    faces: sims.map((s) => s.faces()),
    axes: sims.map((s) => s.axes()),
    fallen: sims.map((s) => s.dice.filter((d) => d.lost).length),
    rethrows: sum((s) => s.rethrows),
    steps,
    trajectory: {
      dt: DT,
      frames: recorder.frames,
      bodies,
      data: recorder.result(),
      settledFrame: sims.map((s) => s.settledFrame),
      lostFrame: lostFrames(sims),
      slamFrame: sims.map((s) => s.slamFrame),
      contacts: contacts.result(),
    },
    stats: {
      reasons,
      escapes: sum((s) => s.escapes),
      offTable: sum((s) => s.offTable),
      sloppySlams: sum((s) => s.sloppySlams),
      timeouts: sum((s) => s.timeouts),
      nudges: sum((s) => s.nudges),
      gaveUp: sims.filter((s) => s.gaveUp).length,
    },
  };
}
