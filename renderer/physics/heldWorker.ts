/**
 * Issue 27: the held shake's Web Worker (heldRunner.ts): each frame of the page asks it to run the
 * held cup for the frame's length and answers with the poses (no clock of its own: the physics does
 * the same work as when the page's frame ran it, off the page's main thread).
 */
import { HeldRunner, type HeldAnswer, type HeldMessage } from './heldRunner';

type WorkerScope = {
  onmessage: ((e: MessageEvent<HeldMessage>) => void) | null;
  postMessage: (msg: HeldAnswer, transfer: Transferable[]) => void;
};

const scope = globalThis as unknown as WorkerScope;
const runner = new HeldRunner((a) => scope.postMessage(a, [a.poses.buffer]));

scope.onmessage = (e: MessageEvent<HeldMessage>): void => runner.handle(e.data);
