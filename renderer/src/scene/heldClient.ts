// Issue 27: the page's side of the held shake run in its Web Worker (renderer/physics/heldWorker.ts,
// heldRunner.ts). A frame of the page sends its length and where the pointer carries the cup, and
// draws the poses the worker last answered with (the previous frame's steps); the physics never runs
// in the page's frame. Where no worker can start, the same runner runs here, in the frame (as before).
import { HeldRunner, type HeldAnswer, type HeldMessage } from '../../physics/heldRunner';
import { cupPlace, type CupPlace } from '../../physics/cupMotion';
import type { ContactKind } from '../../physics/index';

/** How long a release waits for the worker's answer before the throw shakes by itself (ms). */
export const RELEASE_WAIT_MS = 1000;

let worker: Worker | null = null;
let workerFailed = false;
const listeners = new Set<(a: HeldAnswer) => void>();
let nextSession = 1;

function sharedWorker(): Worker | null {
  if (worker || workerFailed) return worker;
  try {
    if (typeof Worker === 'undefined') throw new Error('no Worker');
    worker = new Worker(new URL('../../physics/heldWorker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<HeldAnswer>): void => {
      for (const l of listeners) l(e.data);
    };
  } catch {
    workerFailed = true;
    worker = null;
  }
  return worker;
}

/** One held shake of `seat`'s cup of `dice`. */
export class HeldClient {
  readonly session = nextSession++;
  readonly place: CupPlace;
  /** The worker's last answer: the cup's and dice's poses (null until the first). */
  latest: HeldAnswer | null = null;
  private readonly local: HeldRunner | null;
  private readonly worker: Worker | null;
  private readonly listener = (a: HeldAnswer): void => this.answered(a);
  /**
   * Where the impacts go as the worker's answers bring them (the loudest few of its steps, HELD_IMPACTS at
   * most an answer): played as they arrive, not in the page's next frame (null: not heard).
   */
  heard: ((kind: ContactKind, impulse: number) => void) | null = null;
  private released: ((a: HeldAnswer | null) => void) | null = null;

  constructor(readonly seat: number, readonly dice: number, seed: number) {
    this.place = cupPlace(seat);
    this.worker = sharedWorker();
    this.local = this.worker ? null : new HeldRunner((a) => this.answered(a));
    if (this.worker) listeners.add(this.listener);
    this.post({ type: 'start', session: this.session, seat, dice, seed });
  }

  /** Whether the physics runs in this page's frames (no worker). */
  get inPage(): boolean {
    return this.local !== null;
  }

  /** The shake is held: the frames run the hand. */
  hold(): void {
    this.post({ type: 'hold', session: this.session });
  }

  /** A frame of the page: the point the hand carries the cup toward (x, z; null: over its seat). */
  frame(seconds: number, target: readonly [number, number] | null): void {
    this.post({ type: 'target', session: this.session, seconds, target });
  }

  /** Lets go: the worker's last state of the cup (none after too short a shake or no answer in time). */
  release(): Promise<HeldAnswer | null> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.released = null;
        resolve(null);
      }, RELEASE_WAIT_MS);
      this.released = (a) => {
        clearTimeout(timer);
        this.released = null;
        resolve(a);
      };
      this.post({ type: 'release', session: this.session });
    });
  }

  /** Forgets this held shake (its throw was made or its round is over). */
  stop(): void {
    this.post({ type: 'stop', session: this.session });
    listeners.delete(this.listener);
  }

  private post(m: HeldMessage): void {
    if (this.worker) this.worker.postMessage(m);
    else this.local!.handle(m);
  }

  private answered(a: HeldAnswer): void {
    if (a.session !== this.session) return;
    this.latest = a;
    const heard = this.heard;
    // (the worker trims each answer to the loudest few: HeldRunner)
    if (heard) for (let k = 0; k + 1 < a.impacts.length; k += 2) heard(a.impacts[k] as ContactKind, a.impacts[k + 1]!);
    if (a.type === 'released') this.released?.(a);
  }
}
