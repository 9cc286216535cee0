/** Runs simulateThrow in the physics Web Worker (one shared worker, requests queued by id). */
import type { ThrowRequest, ThrowResult } from '../physics/index';
import type { WorkerResponse } from '../physics/worker';

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, { resolve: (r: ThrowResult) => void; reject: (e: Error) => void }>();

export function throwInWorker(request: ThrowRequest): Promise<ThrowResult> {
  if (!worker) {
    worker = new Worker(new URL('../physics/worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<WorkerResponse>): void => {
      const id = e.data.id ?? 0;
      const p = pending.get(id);
      if (!p) return;
      pending.delete(id);
      if ('result' in e.data) p.resolve(e.data.result);
      else p.reject(new Error(e.data.error));
    };
  }
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker!.postMessage({ id, request });
  });
}
