/**
 * Web Worker wrapper: post `{ request }`, receive `{ result }` (or `{ error }`). The trajectory's
 * and contacts buffers are transferred, not copied. Usage from the app:
 *   const w = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
 */
import { simulateThrow } from './simulate';
import type { ThrowRequest, ThrowResult } from './types';

export type WorkerRequest = { id?: number; request: ThrowRequest };
export type WorkerResponse = { id?: number; result: ThrowResult } | { id?: number; error: string };

type WorkerScope = {
  onmessage: ((e: MessageEvent<WorkerRequest>) => void) | null;
  postMessage: (msg: WorkerResponse, transfer: Transferable[]) => void;
};

const scope = globalThis as unknown as WorkerScope;

scope.onmessage = (e: MessageEvent<WorkerRequest>): void => {
  const { id, request } = e.data;
  try {
    const result = simulateThrow(request);
    scope.postMessage({ id, result }, [result.trajectory.data.buffer, result.trajectory.contacts.buffer]);
  } catch (err) {
    scope.postMessage({ id, error: err instanceof Error ? err.message : String(err) }, []);
  }
};
