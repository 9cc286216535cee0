// Caps for a server that faces the internet (issue 38): a token bucket per connection (messages a
// second), and per-address windows for connections, tables created and failed joins (codes cannot
// be enumerated). Pure: the clock is passed in.

/** A token bucket: `rate` tokens a second, at most `burst` saved. */
export class Bucket {
  private tokens: number;
  private at: number;

  constructor(
    private readonly rate: number,
    private readonly burst: number,
    now: number,
  ) {
    this.tokens = burst;
    this.at = now;
  }

  /** Takes one token; false when none is left (the message is refused). */
  take(now: number): boolean {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) / 1000) * this.rate);
    this.at = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** Per key (an address), how many events within the last `windowMs`; at most `max`. */
export class WindowCounter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Whether `key` may do one more now (does not count it). */
  allows(key: string, now: number): boolean {
    return this.recent(key, now).length < this.max;
  }

  /** Counts one for `key`; false when it was over the cap already (then not counted). */
  hit(key: string, now: number): boolean {
    const list = this.recent(key, now);
    if (list.length >= this.max) return false;
    list.push(now);
    this.hits.set(key, list);
    return true;
  }

  private recent(key: string, now: number): number[] {
    const list = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length === 0) this.hits.delete(key);
    else this.hits.set(key, list);
    return list;
  }

  /** Forgets keys with nothing recent (called now and then: memory stays bounded). */
  sweep(now: number): void {
    for (const k of [...this.hits.keys()]) this.recent(k, now);
  }
}

/** Open connections per address. */
export class OpenCounter {
  private readonly open = new Map<string, number>();

  constructor(private readonly max: number) {}

  tryOpen(key: string): boolean {
    const n = this.open.get(key) ?? 0;
    if (n >= this.max) return false;
    this.open.set(key, n + 1);
    return true;
  }

  close(key: string): void {
    const n = (this.open.get(key) ?? 0) - 1;
    if (n <= 0) this.open.delete(key);
    else this.open.set(key, n);
  }

  count(key: string): number {
    return this.open.get(key) ?? 0;
  }
}

export interface ServerLimits {
  /** Open WebSocket connections per address. */
  readonly connectionsPerAddress: number;
  /** Tables created per address per hour. */
  readonly tablesPerAddressPerHour: number;
  /** Failed joins (no such code, wrong secret) per address per 10 minutes; then every join from it is refused. */
  readonly failedJoinsPer10Min: number;
  /** Tables held by the process. */
  readonly maxTables: number;
  /** A connection must join a table within this time (hello timeout). */
  readonly helloMs: number;
  /** A seated person who sends nothing for this long is dropped (idle timeout; their seat waits reconnectMs). */
  readonly idleMs: number;
}

export const DEFAULT_LIMITS: ServerLimits = {
  connectionsPerAddress: 32,
  tablesPerAddressPerHour: 20,
  failedJoinsPer10Min: 20,
  maxTables: 2000,
  helloMs: 10_000,
  idleMs: 15 * 60_000,
};
