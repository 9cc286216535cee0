// Fair to every client (issue 30 item 3; docs/host.md, "Fair to every client"): one client cannot
// starve the others. Each client has a cap on its requests in flight and a budget of the host's
// work per second; expensive requests (record replay steps, imports, exports) wait in one queue,
// served a job per event-loop turn and in turn between clients, so cheap requests (app:info, a
// game action), which are handled as they arrive, never wait behind more than one of them. A
// settings:set is handled as it arrives but charged at least its share of a write (issue 42 item 14).
// A client over a cap is answered BUSY at once: nothing is done for that request.
import { errResult, type Channel, type Result } from '../../common/contract/index';

/** The channels whose work grows with a record's size: queued behind everything else. */
export const EXPENSIVE_CHANNELS: ReadonlySet<Channel> = new Set<Channel>(['record:replay', 'record:import', 'record:export']);

/** A settings:set's floor charge in the work budget (ms): its share of a durable write (issue 42 item 14). */
export const SETTINGS_SET_COST_MS = 2;

/**
 * The channels charged at least a floor cost in the work budget, and answered BUSY past it, though
 * handled as they arrive: a settings:set may cost a write and its fsync (issue 42 item 14).
 */
export const CHARGED_CHANNELS: ReadonlyMap<Channel, number> = new Map<Channel, number>([['settings:set', SETTINGS_SET_COST_MS]]);

export interface FairnessLimits {
  /** Requests of one client being handled at once (answered or not yet); over it: BUSY. */
  readonly maxInFlight: number;
  /** Expensive requests of one client waiting in the queue or running; over it: BUSY. */
  readonly maxQueued: number;
  /** Milliseconds of the host's synchronous work one client may use per second (a token bucket); an expensive request past it: BUSY. */
  readonly workMsPerSecond: number;
}

export const DEFAULT_FAIRNESS: FairnessLimits = { maxInFlight: 32, maxQueued: 4, workMsPerSecond: 250 };

interface Job {
  readonly run: () => Promise<Result<unknown>>;
  readonly resolve: (r: Result<unknown>) => void;
}

interface ClientLoad {
  inFlight: number;
  queued: number;
  /** Work tokens (ms) left; refilled at workMsPerSecond, capped at one second's worth. */
  tokens: number;
  refilledAt: number;
  readonly jobs: Job[];
}

export class Fairness {
  private readonly load = new Map<number, ClientLoad>();
  /** The clients with queued jobs, served in turn. */
  private readonly turns: number[] = [];
  private pumping = false;
  private closed = false;
  /** Requests answered BUSY (since the host started). */
  refused = 0;

  constructor(
    private readonly limits: FairnessLimits,
    private readonly now: () => number,
    private readonly log: (message: string) => void,
  ) {}

  private of(client: number): ClientLoad {
    let l = this.load.get(client);
    if (!l) {
      l = { inFlight: 0, queued: 0, tokens: this.limits.workMsPerSecond, refilledAt: this.now(), jobs: [] };
      this.load.set(client, l);
    }
    return l;
  }

  private refill(l: ClientLoad): void {
    const now = this.now();
    l.tokens = Math.min(this.limits.workMsPerSecond, l.tokens + ((now - l.refilledAt) * this.limits.workMsPerSecond) / 1000);
    l.refilledAt = now;
  }

  /**
   * Runs one request of `client` fairly: at once when cheap, through the queue when expensive, or
   * not at all (BUSY) when the client is over a cap. `work` is the request's handler.
   */
  run(client: number, channel: Channel, work: () => Promise<Result<unknown>>): Promise<Result<unknown>> {
    if (this.closed) return Promise.resolve(errResult('DISCONNECTED', 'The game host is closing.'));
    const l = this.of(client);
    const expensive = EXPENSIVE_CHANNELS.has(channel);
    const floorMs = CHARGED_CHANNELS.get(channel) ?? 0;
    if (l.inFlight >= this.limits.maxInFlight) return Promise.resolve(this.busy(client, `${l.inFlight} requests in flight`));
    if (expensive && l.queued >= this.limits.maxQueued) return Promise.resolve(this.busy(client, `${l.queued} replays, imports or exports waiting`));
    if (expensive || floorMs > 0) {
      this.refill(l);
      if (l.tokens <= 0) return Promise.resolve(this.busy(client, `its share of the host's work this second used`));
    }
    l.inFlight++;
    const done = (r: Result<unknown>): Result<unknown> => {
      l.inFlight--;
      return r;
    };
    if (!expensive) return this.timed(l, work, floorMs).then(done);
    l.queued++;
    return new Promise<Result<unknown>>((resolve) => {
      l.jobs.push({ run: () => this.timed(l, work, floorMs), resolve });
      if (!this.turns.includes(client)) this.turns.push(client);
      this.pump();
    }).then((r) => {
      l.queued--;
      return done(r);
    });
  }

  /** Runs `work`, charging its synchronous part (up to its first await), and at least `floorMs`, to the client's budget. */
  private timed(l: ClientLoad, work: () => Promise<Result<unknown>>, floorMs = 0): Promise<Result<unknown>> {
    const start = performance.now();
    const p = work();
    this.refill(l);
    l.tokens -= Math.max(floorMs, performance.now() - start);
    return p;
  }

  /** One queued job per event-loop turn (setImmediate: I/O, so cheap requests, is served between two), clients in turn. */
  private pump(): void {
    if (this.pumping || this.closed) return;
    this.pumping = true;
    setImmediate(() => {
      this.pumping = false;
      const client = this.turns.shift();
      if (client === undefined) return;
      const l = this.load.get(client);
      const job = l?.jobs.shift();
      if (l && l.jobs.length > 0) this.turns.push(client);
      if (job) void job.run().then(job.resolve, (e: unknown) => job.resolve(errResult('INTERNAL', e instanceof Error ? e.message : String(e))));
      if (this.turns.length > 0) this.pump();
    });
  }

  private busy(client: number, why: string): Result<never> {
    this.refused++;
    if (this.refused % 100 === 1) this.log(`client ${client}: BUSY (${why}); ${this.refused} refused so far`);
    return errResult('BUSY', `The game host is busy with this screen's requests (${why}): try again in a moment.`);
  }

  /** A client left: its queued jobs are dropped (answered DISCONNECTED; nobody reads them). */
  drop(client: number): void {
    const l = this.load.get(client);
    if (!l) return;
    this.load.delete(client);
    const i = this.turns.indexOf(client);
    if (i >= 0) this.turns.splice(i, 1);
    for (const job of l.jobs.splice(0)) job.resolve(errResult('DISCONNECTED', 'The client left.'));
  }

  close(): void {
    this.closed = true;
    for (const client of [...this.load.keys()]) this.drop(client);
  }
}
