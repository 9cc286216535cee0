// One pool of bot workers shared by every table of the process (issue 38: memory per table is a
// goal; a worker thread per table would cost ~10 MB each). Each table's host gets its own
// BotDecider (`forTable`): its decisions queue for the next free BotRunner (each runner is one
// worker thread, one decision at a time, replaced when it crashes or hangs).
import type { BotDecider, BotDecision } from '../main/host/index';
import { BotRunner, safeAction } from '../main/host/index';

type Request = Parameters<BotDecider['decide']>[0];

interface Job {
  readonly table: TableBots;
  readonly req: Request;
  readonly resolve: (d: BotDecision) => void;
  runner: BotRunner | null;
}

export interface BotPoolOptions {
  /** Worker threads (default 1: the bots think in a few ms; a table waits its think time anyway). */
  readonly workers?: number;
  /** A worker that does not answer within this time is replaced (default 10 s). */
  readonly timeoutMs?: number;
  readonly log?: (message: string) => void;
}

export class BotPool {
  private readonly idle: BotRunner[] = [];
  private readonly all: BotRunner[] = [];
  private readonly queue: Job[] = [];
  private closed = false;

  constructor(options: BotPoolOptions = {}) {
    const n = Math.max(1, options.workers ?? 1);
    for (let i = 0; i < n; i++) {
      const r = new BotRunner({ timeoutMs: options.timeoutMs ?? 10_000, log: options.log ?? ((m) => console.warn(`[dudo bots] ${m}`)) });
      this.all.push(r);
      this.idle.push(r);
    }
  }

  /** The BotDecider of one table's host. */
  forTable(): BotDecider {
    return new TableBots(this);
  }

  get replaced(): number {
    return this.all.reduce((n, r) => n + r.replaced, 0);
  }

  /** Decisions waiting for a free worker. */
  get waiting(): number {
    return this.queue.length;
  }

  warm(): Promise<void> {
    return Promise.all(this.all.map((r) => r.warm())).then(() => undefined);
  }

  /** A notice goes to every worker: any of them may hold the game's models (issue 41.3). */
  notify(notice: Parameters<BotDecider['notify']>[0]): void {
    if (!this.closed) for (const r of this.all) r.notify(notice);
  }

  close(): void {
    this.closed = true;
    for (const j of this.queue.splice(0)) j.resolve(safeDecision(j.req, 'the bot pool is closed'));
    for (const r of this.all) r.close();
  }

  /** @internal TableBots */
  submit(job: Job): void {
    if (this.closed) return job.resolve(safeDecision(job.req, 'the bot pool is closed'));
    this.queue.push(job);
    this.pump();
  }

  /** @internal TableBots: drops a job (queued: answered with the safe action; running: its runner cancels it). */
  cancel(job: Job): void {
    const i = this.queue.indexOf(job);
    if (i >= 0) {
      this.queue.splice(i, 1);
      job.resolve(safeDecision(job.req, 'cancelled'));
    } else job.runner?.cancel();
  }

  private pump(): void {
    while (this.idle.length > 0 && this.queue.length > 0) {
      const runner = this.idle.pop()!;
      const job = this.queue.shift()!;
      job.runner = runner;
      void runner.decide(job.req).then((d) => {
        job.runner = null;
        if (!this.closed) this.idle.push(runner);
        job.resolve(d);
        this.pump();
      });
    }
  }
}

function safeDecision(req: Request, why: string): BotDecision {
  const action = safeAction(req.view) ?? req.view.legal[0]!;
  return { action, reason: `safe move (${why})`, fallback: true };
}

/** One table's bots over the pool: at most one decision pending (as BotRunner). */
class TableBots implements BotDecider {
  private pending: Job | null = null;
  private closed = false;

  constructor(private readonly pool: BotPool) {}

  get replaced(): number {
    return this.pool.replaced;
  }

  decide(req: Request): Promise<BotDecision> {
    if (this.closed) return Promise.resolve(safeDecision(req, 'the table is closed'));
    if (this.pending) return Promise.resolve(safeDecision(req, 'a decision is already pending'));
    return new Promise<BotDecision>((resolve) => {
      const job: Job = {
        table: this,
        req,
        runner: null,
        resolve: (d) => {
          if (this.pending === job) this.pending = null;
          resolve(d);
        },
      };
      this.pending = job;
      this.pool.submit(job);
    });
  }

  warm(): Promise<void> {
    return this.pool.warm();
  }

  notify(notice: Parameters<BotDecider['notify']>[0]): void {
    if (!this.closed) this.pool.notify(notice);
  }

  cancel(): void {
    const p = this.pending;
    if (!p) return;
    this.pending = null;
    this.pool.cancel(p);
  }

  close(): void {
    this.closed = true;
    this.cancel();
  }
}
