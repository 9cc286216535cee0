/**
 * Recording a throw for playback: the trajectory's body list, and every frame's poses (each cup,
 * then its dice with their relabelling applied) written into one growing Float32Array.
 */
import type { Body } from 'cannon-es';
import type { DieState } from './bodies';
import { visualQuaternion } from './cube';
import type { CupRequest, TrajectoryBody } from './types';

/** What the recorder reads of one cup. */
export type RecordedCup = { readonly cup: Body; readonly dice: readonly DieState[] };

/** The trajectory's bodies: per cup in request order, the cup then its dice. */
export function trajectoryBodies(cups: readonly CupRequest[]): TrajectoryBody[] {
  const bodies: TrajectoryBody[] = [];
  cups.forEach((c, i) => {
    bodies.push({ type: 'cup', cup: i, die: -1, kind: c.kind, seat: c.seat });
    for (let d = 0; d < c.dice; d++) bodies.push({ type: 'die', cup: i, die: d, kind: c.kind, seat: c.seat });
  });
  return bodies;
}

/** Writes the cup's pose then each die's visual pose at `out[offset..]`. */
function recordCup(out: Float32Array, offset: number, cup: RecordedCup): void {
  let o = offset;
  const c = cup.cup;
  out[o++] = c.position.x; out[o++] = c.position.y; out[o++] = c.position.z;
  out[o++] = c.quaternion.x; out[o++] = c.quaternion.y; out[o++] = c.quaternion.z; out[o++] = c.quaternion.w;
  for (const d of cup.dice) {
    const b = d.body;
    const v = visualQuaternion(b.quaternion, d.relabel);
    out[o++] = b.position.x; out[o++] = b.position.y; out[o++] = b.position.z;
    out[o++] = v.x; out[o++] = v.y; out[o++] = v.z; out[o++] = v.w;
  }
}

/** Frames of a throw; with `enabled` false it only counts them (benchmarks). */
export class FrameRecorder {
  private readonly stride: number;
  private data: Float32Array;
  frames = 0;

  constructor(bodies: number, private readonly enabled: boolean) {
    this.stride = bodies * 7;
    this.data = new Float32Array(enabled ? this.stride * 512 : 0);
  }

  /** Appends one frame: every cup's poses, in request order. */
  write(cups: readonly RecordedCup[]): void {
    if (!this.enabled) { this.frames++; return; }
    if ((this.frames + 1) * this.stride > this.data.length) {
      const bigger = new Float32Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    let o = this.frames * this.stride;
    for (const c of cups) {
      recordCup(this.data, o, c);
      o += 7 * (1 + c.dice.length);
    }
    this.frames++;
  }

  /** The recorded frames (empty when not enabled). */
  result(): Float32Array {
    return this.enabled ? this.data.slice(0, this.frames * this.stride) : this.data;
  }
}

/** Per body: the frame from which a lost die is off the table, else -1 (cups are never lost). */
export function lostFrames(cups: readonly RecordedCup[]): number[] {
  const lostFrame: number[] = [];
  cups.forEach((s) => {
    lostFrame.push(-1);
    for (const d of s.dice) lostFrame.push(d.lostFrame);
  });
  return lostFrame;
}
