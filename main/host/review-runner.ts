// Issue 40: game reviews off the main thread, in a bot worker of their own (bot-worker.ts, review-work.ts),
// so a long review never delays a bot's move. Started on the first review; a crash fails the reviews in
// flight (typed) and the next review starts a fresh worker.
import type { Worker } from 'node:worker_threads';
import type { SeatView } from '../../engine/index';
import type { ReviewHint, ReviewResult } from '../../engine/review/index';
import { defaultWorkerUrl, startWorker, type BotWorkerData } from './bots';
import type { ReviewWorkerMessage, ReviewWorkerRequest } from './review-work';

export interface ReviewRun {
  readonly result: Promise<ReviewResult & { readonly heapUsed?: number }>;
  cancel(): void;
}

interface Job {
  readonly resolve: (r: ReviewResult & { readonly heapUsed?: number }) => void;
  readonly progress: (done: number, total: number) => void;
}

export interface ReviewRunnerOptions {
  readonly workerUrl?: URL;
  readonly workerData?: BotWorkerData;
  readonly log: (message: string) => void;
}

export class ReviewRunner {
  private worker: Worker | null = null;
  private readonly jobs = new Map<number, Job>();
  private readonly hints = new Map<number, (h: { hint: ReviewHint | null; error?: string }) => void>();
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: ReviewRunnerOptions) {}

  /** Reviews a record (any JSON value: the worker validates it) in the worker; `progress` hears each slice. */
  run(record: unknown, progress: (done: number, total: number) => void): ReviewRun {
    const id = this.nextId++;
    if (this.closed) return { result: Promise.resolve(failed('The game host is closing.')), cancel: () => {} };
    const result = new Promise<ReviewResult & { readonly heapUsed?: number }>((resolve) => this.jobs.set(id, { resolve, progress }));
    this.post({ reviewStart: { id, record } });
    return { result, cancel: () => this.post({ reviewCancel: { id } }) };
  }

  /** The reference move for the seat of `view`, computed in the worker. */
  hint(view: SeatView, seed: number): Promise<{ hint: ReviewHint | null; error?: string }> {
    if (this.closed) return Promise.resolve({ hint: null, error: 'The game host is closing.' });
    const id = this.nextId++;
    const done = new Promise<{ hint: ReviewHint | null; error?: string }>((resolve) => this.hints.set(id, resolve));
    this.post({ hintStart: { id, view, seed } });
    return done;
  }

  close(): void {
    this.closed = true;
    for (const h of this.hints.values()) h({ hint: null, error: 'The game host is closing.' });
    this.hints.clear();
    for (const job of this.jobs.values()) job.resolve(failed('The game host is closing.'));
    this.jobs.clear();
    void this.worker?.terminate();
    this.worker = null;
  }

  private post(m: ReviewWorkerRequest): void {
    this.ensure().postMessage(m);
  }

  private ensure(): Worker {
    if (this.worker) return this.worker;
    const w = startWorker(this.options.workerUrl ?? defaultWorkerUrl(), this.options.workerData ?? {});
    w.unref();
    w.on('message', (m: unknown) => this.onMessage(m));
    const lost = (why: string): void => {
      if (this.worker === w) this.worker = null;
      if (this.jobs.size > 0) this.options.log(`review worker ${why}: ${this.jobs.size} reviews failed`);
      for (const job of this.jobs.values()) job.resolve(failed(`The review worker stopped (${why}).`));
      this.jobs.clear();
      for (const h of this.hints.values()) h({ hint: null, error: `The review worker stopped (${why}).` });
      this.hints.clear();
    };
    w.on('error', (e) => lost(`crashed: ${e instanceof Error ? e.message : String(e)}`));
    w.on('exit', (code) => lost(`exited with code ${code}`));
    this.worker = w;
    return w;
  }

  private onMessage(raw: unknown): void {
    if (typeof raw !== 'object' || raw === null) return;
    const m = raw as Partial<Record<'reviewProgress' | 'reviewDone' | 'hintDone', unknown>>;
    if (m.hintDone) {
      const h = (raw as Extract<ReviewWorkerMessage, { hintDone: unknown }>).hintDone;
      const resolve = this.hints.get(h.id);
      this.hints.delete(h.id);
      resolve?.({ hint: h.hint, ...(h.error ? { error: h.error } : {}) });
    } else if (m.reviewProgress) {
      const p = (raw as Extract<ReviewWorkerMessage, { reviewProgress: unknown }>).reviewProgress;
      this.jobs.get(p.id)?.progress(p.done, p.total);
    } else if (m.reviewDone) {
      const d = (raw as Extract<ReviewWorkerMessage, { reviewDone: unknown }>).reviewDone;
      const job = this.jobs.get(d.id);
      if (!job) return;
      this.jobs.delete(d.id);
      job.resolve({ ...d.result, heapUsed: d.heapUsed });
    }
  }
}

function failed(message: string): ReviewResult {
  return { ok: false, error: { code: 'FAILED', message } };
}
