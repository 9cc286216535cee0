// The worker threads of a bench that spreads its work (bench:dice, bench:rethrow): the bench's own file run again in
// each worker through tsx's loader (as main/host/bots.ts does), which does the worker's share and posts it back.
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

/** A worker thread running the bench file at `fileUrl` (its import.meta.url) with `data` as its workerData. */
export function startBenchWorker(fileUrl: string, data: unknown): Worker {
  const tsx = import.meta.resolve('tsx/esm/api');
  const code = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(fileUrl)}); })`;
  return new Worker(code, { eval: true, workerData: data });
}

/** On the main thread, the bench's `main` (an error printed, exit code 1); in a worker, its share of `work`, posted back. */
export function mainOrWorker<T>(main: () => Promise<void>, work: (data: T) => unknown): void {
  if (isMainThread) {
    main().catch((e: unknown) => {
      console.error(e);
      process.exit(1);
    });
  } else {
    parentPort?.postMessage(work(workerData as T));
  }
}
