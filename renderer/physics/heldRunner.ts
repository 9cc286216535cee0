/**
 * Issue 27: the held shake (heldShake.ts) run off the page's main thread. The page's frame used to
 * step the cup's physics itself, up to six steps a frame (the largest part of a held frame's work
 * under a software renderer, where few frames are drawn); now a Web Worker (heldWorker.ts) steps it:
 * each frame of the page sends its length and where the pointer carries the cup, the worker runs the
 * hand for that long (the same steps as before, at most six) and answers with the poses, which the
 * page draws at its next frame. Pure (no DOM, no worker API): `HeldRunner` takes the page's
 * messages and hands back its answers.
 */
import { HeldShake } from './heldShake';
import type { HeldCup } from './types';

/** The loudest impacts a frame's answer carries (the page plays at most this many a frame). */
export const HELD_IMPACTS = 3;
/** A release after less than this much shaking (s) throws the scripted way (Enter on the button, a click). */
export const HELD_MIN_TIME = 0.1;

/** From the page. `session` names one held shake: answers of an older one are ignored. */
export type HeldMessage =
  | { type: 'start'; session: number; seat: number; dice: number; seed: number }
  | { type: 'hold'; session: number }
  /** A frame of the page: `seconds` long (run while held), the hand carrying the cup toward `target` (x, z; null: over its seat). */
  | { type: 'target'; session: number; seconds: number; target: readonly [number, number] | null }
  | { type: 'release'; session: number }
  | { type: 'stop'; session: number };

/**
 * To the page: the held cup now. `poses`: the cup then each die, 7 numbers each (position, then the
 * quaternion x, y, z, w); `impacts`: the loudest impacts since the last answer (kind, impulse pairs);
 * `heard`: every impact since the start. A release's answer holds the state the throw goes on from
 * (none after less than HELD_MIN_TIME of shaking).
 */
export type HeldAnswer = {
  type: 'frame' | 'released';
  session: number;
  time: number;
  offset: [number, number];
  poses: Float32Array;
  impacts: number[];
  heard: number;
  escapes: number;
  state?: HeldCup;
};

export class HeldRunner {
  private sim: HeldShake | null = null;
  private session = -1;
  private holding = false;
  private target: readonly [number, number] | null = null;
  /** The loudest impacts since the last answer. */
  private loud: { kind: number; impulse: number }[] = [];
  private heard = 0;

  constructor(private readonly answer: (a: HeldAnswer) => void) {}

  /** Whether a shake is held (the frames run the hand). */
  get running(): boolean {
    return this.sim !== null && this.holding;
  }

  handle(m: HeldMessage): void {
    if (m.type === 'start') {
      this.sim = new HeldShake(m.seat, m.dice, m.seed);
      this.session = m.session;
      this.holding = false;
      this.target = null;
      this.loud = [];
      this.heard = 0;
      this.answer(this.frame('frame'));
      return;
    }
    if (m.session !== this.session || !this.sim) return;
    switch (m.type) {
      case 'hold':
        this.holding = true;
        break;
      case 'target':
        this.target = m.target;
        this.tick(m.seconds);
        this.answer(this.frame('frame'));
        break;
      case 'release': {
        this.holding = false;
        const a = this.frame('released');
        if (this.sim.time >= HELD_MIN_TIME) a.state = this.sim.release();
        this.answer(a);
        break;
      }
      case 'stop':
        this.sim = null;
        this.holding = false;
        break;
    }
  }

  /** Runs the held cup for `seconds` (the hand's fixed steps, at most HeldShake's cap a call). */
  private tick(seconds: number): void {
    const sim = this.sim;
    if (!sim || !this.holding) return;
    sim.advance(seconds, this.target);
    const impacts = sim.takeImpacts();
    if (impacts.length === 0) return;
    this.heard += impacts.length;
    for (const i of impacts) this.loud.push(i);
    this.loud.sort((a, b) => b.impulse - a.impulse);
    this.loud.length = Math.min(this.loud.length, HELD_IMPACTS);
  }

  private frame(type: HeldAnswer['type']): HeldAnswer {
    const sim = this.sim!;
    const bodies = [sim.cup, ...sim.dice.map((d) => d.body)];
    const poses = new Float32Array(bodies.length * 7);
    bodies.forEach((b, k) => poses.set([b.position.x, b.position.y, b.position.z, b.quaternion.x, b.quaternion.y, b.quaternion.z, b.quaternion.w], k * 7));
    const impacts = this.loud.flatMap((i) => [i.kind, i.impulse]);
    this.loud = [];
    return { type, session: this.session, time: sim.time, offset: sim.handOffset(), poses, impacts, heard: this.heard, escapes: sim.escapes };
  }
}
