// The group commit of the tables' autosaves (issue 38, "acknowledged means durable"), one queue for
// both durable stores: the data folder's log (journal.ts: append + fdatasync) and Redis
// (redis-store.ts: one pipeline of lease-fenced Lua writes). Saves that arrive while a batch is being
// written wait and go together in the next batch: one batch in flight at a time. A save resolves
// only after the write holding it resolved, and the saves written are acknowledged in order, at
// most ACK_SLICE a turn of the event loop (a batch of hundreds of tables told at once held the loop
// for the whole burst: bench:server's worst 0.5 s windows). The write step is the store's own.
//
// Failures: a write that throws rejects every save of its batch (with its error) and acknowledges
// none; a write may also refuse some keys only (Redis: a table whose lease this process lost), whose
// saves are rejected while the others' are acknowledged. Either way the queue goes on: the saves
// queued meanwhile are written in the next batch (nothing is retried here: the host pauses the game
// and saves again, main/host/save-pause.ts), so the write step must leave its store writable (the
// journal starts each batch on a new line, so a half-written one is never joined).

/** Saves acknowledged (or rejected) in one turn of the event loop. */
export const ACK_SLICE = 16;

/** One save handed to the write step: a table's code and what the store writes for it. */
export interface QueuedSave<T> {
  readonly key: string;
  readonly value: T;
}

/**
 * Writes one batch durably. Resolves once it is (then its saves are acknowledged), with the keys it
 * refused and why (their saves are rejected); throws when nothing of it may be taken as written.
 */
export type WriteBatch<T> = (saves: readonly QueuedSave<T>[]) => Promise<ReadonlyMap<string, Error> | void>;

export interface GroupCommitOptions<T> {
  readonly write: WriteBatch<T>;
  /** Only each key's latest save of a batch is handed to `write`; every save of that key settles with it. */
  readonly coalesce: boolean;
  /** Runs `fn` on a later turn of the event loop (default setImmediate; tests count the turns). */
  readonly later?: (fn: () => void) => void;
}

interface Pending<T> extends QueuedSave<T> {
  readonly resolve: () => void;
  readonly reject: (e: unknown) => void;
}

/** A save's outcome, waiting for its turn: acknowledged (ok), or rejected with `error`. */
interface Settling {
  readonly p: Pending<unknown>;
  readonly ok: boolean;
  readonly error?: unknown;
}

/** The saves of a batch as `write` gets them: all, or each key's latest (in the order the keys came). */
export function batchOf<T>(entries: readonly QueuedSave<T>[], coalesce: boolean): QueuedSave<T>[] {
  if (!coalesce) return entries.map((e) => ({ key: e.key, value: e.value }));
  const latest = new Map<string, T>();
  for (const e of entries) latest.set(e.key, e.value);
  return [...latest].map(([key, value]) => ({ key, value }));
}

export class GroupCommit<T> {
  private queued: Pending<T>[] = [];
  /** Work run between two batches, never during one (the journal's log rotation). */
  private readonly jobs: (() => Promise<void>)[] = [];
  private pumping: Promise<void> | null = null;
  private readonly settling: Settling[] = [];
  /** Outcomes wait for a later turn's slice: new ones queue behind them (the order is kept). */
  private acking = false;
  private readonly later: (fn: () => void) => void;
  /** Batches written and the saves in them (the bench and tests read them). */
  batches = 0;
  saves = 0;

  constructor(private readonly o: GroupCommitOptions<T>) {
    this.later = o.later ?? ((fn) => setImmediate(fn));
  }

  /** Resolves once the save is in a written batch; rejects when its batch (or its key) was not written. */
  add(key: string, value: T): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queued.push({ key, value, resolve, reject });
      this.pump();
    });
  }

  /** Runs `job` while no batch is in flight, before the batches queued after it; resolves or rejects with it. */
  between(job: () => Promise<void>): Promise<void> {
    return new Promise((resolve, reject) => {
      // a job that throws, even before its promise, rejects only its own promise: the batches go on
      this.jobs.push(() => Promise.resolve().then(job).then(resolve, reject));
      this.pump();
    });
  }

  /** Resolves once nothing is queued nor written (the acknowledgements may still be on their way). */
  async idle(): Promise<void> {
    while (this.pumping) await this.pumping;
  }

  private pump(): void {
    if (this.pumping) return;
    this.pumping = (async () => {
      while (this.queued.length > 0 || this.jobs.length > 0) {
        const job = this.jobs.shift();
        if (job) await job();
        else await this.flush();
      }
    })().finally(() => {
      this.pumping = null;
      if (this.queued.length > 0 || this.jobs.length > 0) this.pump();
    });
  }

  private async flush(): Promise<void> {
    const entries = this.queued;
    this.queued = [];
    let refused: ReadonlyMap<string, Error> | void;
    try {
      refused = await this.o.write(batchOf(entries, this.o.coalesce));
    } catch (e) {
      this.settle(entries.map((p) => ({ p, ok: false, error: e })));
      return;
    }
    this.batches++;
    this.saves += entries.length;
    this.settle(
      entries.map((p) => {
        const error = refused?.get(p.key);
        return error === undefined ? { p, ok: true } : { p, ok: false, error };
      }),
    );
  }

  private settle(outcomes: readonly Settling[]): void {
    for (const s of outcomes) this.settling.push(s);
    if (!this.acking) this.slice();
  }

  /**
   * Settles ACK_SLICE outcomes in order, the rest on later turns (with any that come meanwhile). A
   * write's end is a turn of its own (an I/O callback), so a turn settles at most ACK_SLICE.
   */
  private slice(): void {
    const now = this.settling.splice(0, ACK_SLICE);
    this.acking = this.settling.length > 0;
    if (this.acking) this.later(() => this.slice());
    for (const { p, ok, error } of now) {
      if (ok) p.resolve();
      else p.reject(error);
    }
  }
}
