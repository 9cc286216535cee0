// Bots off the main thread: one worker_threads worker, replaced when it crashes or hangs; the
// seat then gets the safe legal action, and the failure is logged.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SeatAction } from '../../engine/index';
import type { BotReason } from '../../engine/bots/index';
import { BOT_ERROR_MAX, capText, parseBotMessage } from './bot-reply';
import type { BotNotice, BotRequest } from './decide';
import { safeAction } from './safe-action';

export interface BotDecision {
  readonly action: SeatAction;
  readonly reason: string;
  /** The bots module's structured reason (absent for the safe fallback move). */
  readonly detail?: BotReason;
  /** True when the worker failed and the host chose the safe legal action. */
  readonly fallback: boolean;
}

/**
 * What the host asks of its bots (BotRunner; issue 38: the online server shares one pool of workers
 * between its tables and gives each host its own BotDecider over it, server/bot-pool.ts).
 */
export interface BotDecider {
  decide(req: Omit<BotRequest, 'id'>): Promise<BotDecision>;
  /** Tells the worker, unasked: a game ended (its final reveal) or a match closed (issue 41.3). */
  notify(notice: BotNotice): void;
  /** Starts the worker ahead of the first decision. */
  warm(): Promise<void>;
  /** Drops this host's pending decision (it resolves with the safe action; a late answer is ignored). */
  cancel(): void;
  /** This host is done with its bots. */
  close(): void;
  /** Workers replaced after a crash or a hang. */
  readonly replaced: number;
}

export interface BotRunnerOptions {
  /** The worker's module (.js, or .ts run through tsx); default bot-worker next to this module. */
  readonly workerUrl?: URL;
  /** A worker that does not answer within this time is replaced. */
  readonly timeoutMs: number;
  readonly log: (message: string) => void;
  /** Where the worker reads Maestro's endgame tables (default: assets/solver/ beside the code; a packaged app: its resources). */
  readonly endgameTablesDir?: string;
}

/** What a bot worker is started with. */
export interface BotWorkerData {
  readonly endgameTablesDir?: string;
}

/** Finds the worker module: the bundled .js when built (electron-vite), else the .ts source. */
export function defaultWorkerUrl(): URL {
  const js = new URL('./bot-worker.js', import.meta.url);
  if (js.protocol === 'file:' && existsSync(fileURLToPath(js))) return js;
  const bundled = new URL('./bot-worker.mjs', import.meta.url);
  if (bundled.protocol === 'file:' && existsSync(fileURLToPath(bundled))) return bundled;
  return new URL('./bot-worker.ts', import.meta.url);
}

/** Starts a worker; a .ts module is loaded through tsx's loader (source runs: tests, dev web shell). */
export function startWorker(url: URL, workerData: BotWorkerData = {}): Worker {
  if (!url.pathname.endsWith('.ts')) return new Worker(url, { workerData });
  const tsx = import.meta.resolve('tsx/esm/api');
  const code = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(url.href)}); })`;
  return new Worker(code, { eval: true, workerData });
}

interface Pending {
  readonly req: BotRequest;
  readonly resolve: (d: BotDecision) => void;
  readonly timer: NodeJS.Timeout;
}

export class BotRunner implements BotDecider {
  private worker: Worker | null = null;
  /** Resolves when the current worker runs (or has exited). */
  private online: Promise<void> | null = null;
  private pending: Pending | null = null;
  private nextId = 1;
  private closed = false;
  /** Workers replaced after a crash or a hang (for logs and tests). */
  replaced = 0;

  constructor(private readonly options: BotRunnerOptions) {}

  /** Asks the worker for a decision; never rejects (a failure gives the safe legal action). */
  decide(req: Omit<BotRequest, 'id'>): Promise<BotDecision> {
    if (this.closed) return Promise.resolve(this.fallback({ ...req, id: 0 }, 'the bot runner is closed'));
    if (this.pending) return Promise.resolve(this.fallback({ ...req, id: 0 }, 'a decision is already pending'));
    const full: BotRequest = { ...req, id: this.nextId++ };
    return new Promise<BotDecision>((resolve) => {
      const timer = setTimeout(() => this.fail(`no answer within ${this.options.timeoutMs} ms (hung)`), this.options.timeoutMs);
      this.pending = { req: full, resolve, timer };
      this.ensureWorker().postMessage(full);
    });
  }

  /** A notice for the worker; none is sent where no worker runs (it holds no model then). */
  notify(notice: BotNotice): void {
    if (!this.closed) this.worker?.postMessage(notice);
  }

  /** Starts the worker now (it takes a moment to load) instead of at the first decision. */
  warm(): Promise<void> {
    if (this.closed) return Promise.resolve();
    this.ensureWorker();
    return this.online ?? Promise.resolve();
  }

  /** Drops the pending decision (the session changed); a late answer from the worker is ignored. */
  cancel(): void {
    const p = this.pending;
    if (!p) return;
    clearTimeout(p.timer);
    this.pending = null;
    p.resolve({ action: safeAction(p.req.view) ?? p.req.view.legal[0]!, reason: 'cancelled', fallback: true });
  }

  close(): void {
    this.closed = true;
    if (this.pending) this.fail('closed');
    void this.worker?.terminate();
    this.worker = null;
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const w = startWorker(this.options.workerUrl ?? defaultWorkerUrl(), this.options.endgameTablesDir ? { endgameTablesDir: this.options.endgameTablesDir } : {});
    w.unref();
    // Ready once the worker answers a warm-up message (its modules are loaded).
    this.online = new Promise((resolve) => {
      const onWarm = (m: unknown): void => {
        if (m && typeof m === 'object' && 'warm' in m) {
          w.off('message', onWarm);
          resolve();
        }
      };
      w.on('message', onWarm);
      w.once('exit', () => resolve());
      w.once('error', () => resolve());
    });
    w.postMessage({ warm: true });
    w.on('message', (reply: unknown) => this.onReply(reply));
    w.on('error', (e) => this.fail(`crashed: ${e instanceof Error ? e.message : String(e)}`));
    w.on('exit', (code) => {
      if (this.worker === w) this.worker = null;
      if (this.pending && !this.closed) this.fail(`exited with code ${code}`);
    });
    this.worker = w;
    return w;
  }

  /** A message from the worker: validated first (bot-reply.ts); one that is not a bot message never reaches the game. */
  private onReply(raw: unknown): void {
    const m = parseBotMessage(raw);
    if (m.kind === 'warm') return;
    const p = this.pending;
    if (m.kind === 'invalid') {
      if (p && m.id === p.req.id) return this.fail(`answered a malformed reply (${m.why})`, false);
      this.options.log(`bot worker: ignored a message that is not a bot message (${m.why})`);
      return;
    }
    if (!p || m.id !== p.req.id) return;
    if (m.kind === 'error') return this.fail(`refused: ${m.error}`, false);
    const legal = p.req.view.legal.some((a) => JSON.stringify(a) === JSON.stringify(m.action));
    if (!legal) return this.fail(`answered an illegal action ${capText(JSON.stringify(m.action), BOT_ERROR_MAX)}`, false);
    clearTimeout(p.timer);
    this.pending = null;
    p.resolve({ action: m.action, reason: m.reason, ...(m.detail ? { detail: m.detail } : {}), fallback: false });
  }

  /** Ends the pending decision with the safe legal action; replaces the worker when it crashed or hung. */
  private fail(why: string, replaceWorker = true): void {
    const p = this.pending;
    if (!p) return;
    clearTimeout(p.timer);
    this.pending = null;
    if (replaceWorker && this.worker) {
      const w = this.worker;
      this.worker = null;
      void w.terminate();
      this.replaced++;
    }
    p.resolve(this.fallback(p.req, why));
  }

  private fallback(req: BotRequest, why: string): BotDecision {
    const action = safeAction(req.view);
    if (!action) throw new Error(`internal: seat ${req.seat} has no legal action`);
    this.options.log(`bot seat ${req.seat}: worker ${why}; playing the safe legal action ${JSON.stringify(action)}`);
    return { action, reason: `safe move (bot ${why})`, fallback: true };
  }
}
