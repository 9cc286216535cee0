// The tables kept in Redis (issue 38, with REDIS_URL): a table's facts and its host's autosave
// (its game record with every roll, the server's secret state) are written to a redis-server run
// with append-only persistence and `appendfsync always`, so a write's reply means it is on
// Redis's disk; an action is acknowledged only after that reply. The autosaves of all the tables
// that arrive while one batch is in flight go in the next batch (one pipeline: the group commit,
// group-commit.ts, shared with the data folder's journal).
// Each table is held by one process under a lease (a key with a TTL, renewed every third of it);
// every write checks the lease in the same Lua script (a process that lost it writes nothing).
// When a holder dies its leases expire, and a live process claims its tables (SET NX) and
// restores them at their last acknowledged action under the same code. A process with a durable
// id (DATA_DIR/process-id) holds it under an identity key (SET NX, a 2 s TTL renewed), and its
// leases carry it: a restart on the same folder takes back its own tables at once (takeBack).
import { Redis } from 'ioredis';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { AUTOSAVE_FILE, type AutosaveSink } from '../main/host/autosave';
import { writeFileAtomicAsync } from '../main/host/storage';
import { codeSchema } from '../common/online/room-protocol';
import { tableMetaSchema, type TableMeta } from './table';
import type { TablesStore } from './store';
import { GroupCommit, type QueuedSave } from './group-commit';
import { ProcessIdentityError } from './process-identity';

/** The keys of one table (a prefix per deployment: tests share one redis-server). */
export const keysOf = (prefix: string, code: string): { meta: string; save: string; lease: string } => ({ meta: `${prefix}table:${code}`, save: `${prefix}save:${code}`, lease: `${prefix}lease:${code}` });

// KEYS: lease, target; ARGV: owner, text. Writes only while `owner` holds the lease: 1, else 0.
const PUT = `if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[2], ARGV[2]) return 1`;
// KEYS: lease, target. Deletes only while `owner` holds the lease.
const DROP = `if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[2]) return 1`;
// KEYS: lease, meta, tables set; ARGV: owner, text, code, ttl ms. A new table: its lease and facts, unless the code is taken.
const CREATE = `if redis.call('EXISTS', KEYS[2]) == 1 or redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[4]) == false then return 0 end
redis.call('SET', KEYS[2], ARGV[2]) redis.call('SADD', KEYS[3], ARGV[3]) return 1`;
// KEYS: lease; ARGV: owner, ttl ms. Renews the lease while `owner` holds it.
const RENEW = `if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
return redis.call('PEXPIRE', KEYS[1], ARGV[2])`;
// KEYS: lease; ARGV: owner. Lets the lease go (a process that stops).
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;
// KEYS: lease, meta, save, tables set; ARGV: owner, code. A table closed for good.
const REMOVE = `if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[2], KEYS[3], KEYS[1]) redis.call('SREM', KEYS[4], ARGV[2]) return 1`;
// KEYS: identity; ARGV: owner, ttl ms. Renews this incarnation's identity, takes it again if it lapsed
// (a stall: nobody else took it); 0 when another incarnation holds it.
const IDENTITY_RENEW = `local cur = redis.call('GET', KEYS[1])
if cur == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
if cur == false then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) return 1 end return 0`;
// KEYS: lease, identity; ARGV: "<id>/", owner, ttl ms. While `owner` holds the identity: a lease an earlier
// incarnation of the same id holds becomes `owner`'s (that incarnation is dead, or fenced out: its value is gone).
const TAKE_BACK = `if redis.call('GET', KEYS[2]) ~= ARGV[2] then return 0 end
local cur = redis.call('GET', KEYS[1])
if cur == false or cur == ARGV[2] or string.sub(cur, 1, #ARGV[1]) ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3]) return 1`;

/** A write Redis refused or did not answer (nothing is told: the host pauses the game, save-pause.ts). */
export class RedisWriteError extends Error {
  /** Read by the host's save fault (saveFaultOf) as the failure's code. */
  readonly code: 'EREDIS' | 'ELEASE';
  constructor(code: 'EREDIS' | 'ELEASE', message: string) {
    super(message);
    this.name = 'RedisWriteError';
    this.code = code;
  }
}

type Script = (...args: (string | number)[]) => Promise<number>;
interface Scripts {
  dudoPut: Script;
  dudoDrop: Script;
  dudoCreate: Script;
  dudoRenew: Script;
  dudoRelease: Script;
  dudoRemove: Script;
  dudoIdentityRenew: Script;
  dudoTakeBack: Script;
}
type ScriptPipeline = { [K in keyof Scripts]: (...args: (string | number)[]) => ScriptPipeline } & { exec(): Promise<[Error | null, unknown][] | null> };

export interface RedisStoreOptions {
  readonly url: string;
  /** Where the tables' local folders are (their hosts' settings and finished records). */
  readonly tablesDir: string;
  /** This incarnation's name in the leases (unique per process start). */
  readonly owner: string;
  /**
   * The data folder's durable process id (process-identity.ts): the leases carry it ("<id>/<owner>"),
   * holdIdentity lets one live process run under it, and takeBack takes its earlier incarnation's tables.
   */
  readonly processId?: string;
  /** The identity key's time to live (ms; default 2 s, renewed every third): the longest a restart after kill -9 waits. */
  readonly identityMs?: number;
  /** The lease's time to live (ms; default 10 s): a dead holder's tables are taken over after it. */
  readonly leaseMs?: number;
  /** Key prefix (default "dudo:"). */
  readonly prefix?: string;
  readonly log?: (message: string) => void;
}

export class RedisStore implements TablesStore {
  readonly kind = 'redis';
  readonly redis: Redis;
  readonly leaseMs: number;
  readonly identityMs: number;
  /** The value of this incarnation's leases (and of its identity key). */
  private readonly owner: string;
  private readonly prefix: string;
  private readonly scripts: Scripts;
  /** The tables this process holds (their leases renewed). */
  readonly held = new Set<string>();
  /** The autosaves' group commit: a table's latest save of a batch is the one written (null: removed). */
  private readonly queue = new GroupCommit<string | null>({ write: (saves) => this.writeBatch(saves), coalesce: true });
  private readonly timers: NodeJS.Timeout[] = [];
  private closed = false;
  /** Another incarnation of this process id holds the identity now: this one takes nothing more. */
  private identityLost = false;
  /** Batches written and saves in them (the bench and tests read them). */
  get batches(): number {
    return this.queue.batches;
  }

  get saves(): number {
    return this.queue.saves;
  }

  constructor(private readonly o: RedisStoreOptions) {
    this.leaseMs = o.leaseMs ?? 10_000;
    this.identityMs = o.identityMs ?? 2000;
    this.prefix = o.prefix ?? 'dudo:';
    this.owner = o.processId ? `${o.processId}/${o.owner}` : o.owner;
    // a write that cannot reach Redis fails after a few tries instead of waiting for ever (nothing is told meanwhile)
    this.redis = new Redis(o.url, { maxRetriesPerRequest: 2, lazyConnect: false });
    this.redis.on('error', (e: Error) => o.log?.(`redis: ${e.message}`));
    for (const [name, lua, keys] of [
      ['dudoPut', PUT, 2],
      ['dudoDrop', DROP, 2],
      ['dudoCreate', CREATE, 3],
      ['dudoRenew', RENEW, 1],
      ['dudoRelease', RELEASE, 1],
      ['dudoRemove', REMOVE, 4],
      ['dudoIdentityRenew', IDENTITY_RENEW, 1],
      ['dudoTakeBack', TAKE_BACK, 2],
    ] as const) this.redis.defineCommand(name, { numberOfKeys: keys, lua });
    this.scripts = this.redis as unknown as Scripts;
  }

  private keys(code: string): { meta: string; save: string; lease: string } {
    return keysOf(this.prefix, codeSchema.parse(code));
  }

  private get tablesKey(): string {
    return `${this.prefix}tables`;
  }

  dirOf(code: string): string {
    const dir = join(this.o.tablesDir, codeSchema.parse(code));
    mkdirSync(dir, { recursive: true });
    return dir;
  }

  async exists(code: string): Promise<boolean> {
    return (await this.redis.exists(this.keys(code).meta)) === 1;
  }

  async create(meta: TableMeta): Promise<boolean> {
    const k = this.keys(meta.code);
    const made = await this.write(() => this.scripts.dudoCreate(k.lease, k.meta, this.tablesKey, this.owner, JSON.stringify(meta), meta.code, this.leaseMs));
    if (made === 1) this.held.add(meta.code);
    return made === 1;
  }

  async save(meta: TableMeta): Promise<void> {
    const k = this.keys(meta.code);
    const done = await this.write(() => this.scripts.dudoPut(k.lease, k.meta, this.owner, JSON.stringify(meta)));
    if (done !== 1) throw this.lost(meta.code);
  }

  async load(code: string): Promise<TableMeta | null> {
    const text = await this.redis.get(this.keys(code).meta);
    if (text === null) return null;
    try {
      const parsed = tableMetaSchema.safeParse(JSON.parse(text));
      return parsed.success && parsed.data.code === code ? parsed.data : null;
    } catch {
      return null;
    }
  }

  async codes(): Promise<string[]> {
    return (await this.redis.smembers(this.tablesKey)).filter((c) => codeSchema.safeParse(c).success);
  }

  async remove(code: string): Promise<void> {
    const k = this.keys(code);
    this.held.delete(code);
    await this.write(() => this.scripts.dudoRemove(k.lease, k.meta, k.save, this.tablesKey, this.owner, code));
    rmSync(join(this.o.tablesDir, code), { recursive: true, force: true });
  }

  sink(code: string): AutosaveSink {
    return { write: (text) => this.append(code, text), remove: () => this.append(code, null) };
  }

  /** The table's last durable autosave into its local folder (its host reads it there when it is made), or none. */
  async prepareRestore(code: string): Promise<void> {
    const text = await this.redis.get(this.keys(code).save);
    const file = join(this.dirOf(code), AUTOSAVE_FILE);
    rmSync(`${file}.bak`, { force: true });
    if (text === null) rmSync(file, { force: true });
    else await writeFileAtomicAsync(file, text);
  }

  async release(code: string): Promise<void> {
    if (!this.held.delete(code)) return;
    await this.scripts.dudoRelease(this.keys(code).lease, this.owner).catch(() => undefined);
  }

  /**
   * Claims a table nobody holds (its lease expired: its process died, or stopped): true when this
   * process holds it now (then it restores it).
   */
  async claim(code: string): Promise<boolean> {
    if (this.held.has(code)) return false;
    const ok = await this.redis.set(this.keys(code).lease, this.owner, 'PX', this.leaseMs, 'NX');
    if (ok === 'OK') this.held.add(code);
    return ok === 'OK';
  }

  /** The identity key of this folder's process id (one live process under an id). */
  private get identityKey(): string {
    return `${this.prefix}process:${this.o.processId ?? ''}`;
  }

  /**
   * With a process id: this incarnation holds it (SET NX), before it creates or takes any table. A key
   * still there is a dead incarnation's for at most identityMs, or a live process's on the same data
   * folder: waited for up to `waitMs`, then refused (ETAKEN), nothing held.
   */
  async holdIdentity(waitMs = 2 * this.identityMs): Promise<void> {
    if (!this.o.processId) return;
    const deadline = Date.now() + waitMs;
    for (let told = false; ; told = true) {
      if ((await this.redis.set(this.identityKey, this.owner, 'PX', this.identityMs, 'NX')) === 'OK') {
        this.holdOn();
        return;
      }
      if (Date.now() >= deadline) throw new ProcessIdentityError('ETAKEN', `another live process runs under this data folder's identity ${this.o.processId} (Redis key ${this.identityKey}): two processes cannot share one DATA_DIR; give each its own`);
      if (!told) this.o.log?.(`identity ${this.o.processId} held by another incarnation: waiting up to ${waitMs} ms for it to lapse`);
      await new Promise((r) => setTimeout(r, Math.max(20, Math.min(100, this.identityMs / 4))));
    }
  }

  /** Renews the identity every third of its TTL from now on; another incarnation taking it ends every table here. */
  private holdOn(): void {
    let renewing = false;
    const renew = async (): Promise<void> => {
      if ((await this.scripts.dudoIdentityRenew(this.identityKey, this.owner, this.identityMs)) === 1) return;
      this.identityLost = true;
      this.o.log?.(`identity ${this.o.processId ?? ''} taken by another process on the same data folder: every table here closes`);
    };
    const timer = setInterval(() => {
      if (renewing || this.closed || this.identityLost) return;
      renewing = true;
      void renew()
        .catch((e: unknown) => this.o.log?.(`redis: ${e instanceof Error ? e.message : String(e)}`))
        .finally(() => (renewing = false));
    }, Math.max(20, Math.floor(this.identityMs / 3)));
    timer.unref();
    this.timers.push(timer);
  }

  /**
   * With the identity held: every table whose lease carries this process id (its earlier incarnation's)
   * is held here now, at once, without waiting for the lease. Safe: the identity key lets one incarnation
   * of an id live, so the lease's holder is dead (kill -9) or has lost the identity, and its writes,
   * fenced by the lease's value, are refused from now on. Returns the codes taken (to restore).
   */
  async takeBack(): Promise<string[]> {
    if (!this.o.processId || this.identityLost) return [];
    const codes = (await this.codes()).filter((c) => !this.held.has(c));
    if (codes.length === 0) return [];
    const p = this.redis.pipeline() as unknown as ScriptPipeline;
    for (const c of codes) p.dudoTakeBack(this.keys(c).lease, this.identityKey, `${this.o.processId}/`, this.owner, this.leaseMs);
    const results = (await p.exec()) ?? [];
    const taken = codes.filter((_, i) => results[i]?.[0] === null && results[i]?.[1] === 1);
    for (const c of taken) this.held.add(c);
    return taken;
  }

  /** The tables nobody holds now (their holder's lease expired). */
  async orphans(): Promise<string[]> {
    if (this.identityLost) return [];
    const codes = (await this.codes()).filter((c) => !this.held.has(c));
    if (codes.length === 0) return [];
    const leases = await this.redis.mget(...codes.map((c) => this.keys(c).lease));
    return codes.filter((_, i) => leases[i] === null);
  }

  /**
   * Every third of the lease: this process's leases renewed (`lost` told of any it no longer holds),
   * and, on a timer of its own (a restore may take longer than a lease), the tables nobody holds
   * handed to `orphaned` (it claims and restores them).
   */
  keep(lost: (code: string) => void, orphaned: (codes: string[]) => Promise<void>): void {
    const every = Math.max(100, Math.floor(this.leaseMs / 3));
    const fail = (e: unknown): void => this.o.log?.(`redis: ${e instanceof Error ? e.message : String(e)}`);
    let renewing = false;
    let scanning = false;
    const renew = async (): Promise<void> => {
      // another incarnation of this id took the identity: every table goes (that one takes them back)
      if (this.identityLost) for (const c of [...this.held]) if (this.held.delete(c)) lost(c);
      const codes = [...this.held];
      if (codes.length === 0) return;
      const p = this.redis.pipeline() as unknown as ScriptPipeline;
      for (const c of codes) p.dudoRenew(this.keys(c).lease, this.owner, this.leaseMs);
      const results = (await p.exec()) ?? [];
      codes.forEach((c, i) => {
        const [err, res] = results[i] ?? [null, 0];
        if (!err && res === 0 && this.held.delete(c)) lost(c);
      });
    };
    const tick = (busy: () => boolean, set: (b: boolean) => void, job: () => Promise<void>): void => {
      if (busy() || this.closed) return;
      set(true);
      void job()
        .catch(fail)
        .finally(() => set(false));
    };
    this.timers.push(
      setInterval(() => tick(() => renewing, (b) => (renewing = b), renew), every),
      setInterval(() => tick(() => scanning, (b) => (scanning = b), async () => orphaned(await this.orphans())), every),
    );
    for (const t of this.timers) t.unref();
  }

  /** Writes what is queued, lets this process's leases and identity go (another process may take its tables at once), and disconnects. */
  async close(): Promise<void> {
    for (const t of this.timers) clearInterval(t);
    await this.queue.idle();
    this.closed = true;
    for (const code of [...this.held]) await this.release(code);
    // a restart need not wait for the identity key to lapse
    if (this.o.processId) await this.scripts.dudoRelease(this.identityKey, this.owner).catch(() => undefined);
    this.redis.disconnect();
  }

  /** Resolves once the table's autosave is in a batch Redis answered (on its disk: appendfsync always). */
  append(code: string, text: string | null): Promise<void> {
    if (this.closed) return Promise.reject(new RedisWriteError('EREDIS', 'the Redis store is closed'));
    return this.queue.add(code, text);
  }

  /** The group commit's write step: one pipeline, each table's save fenced by its lease; the tables refused, and why. */
  private async writeBatch(saves: readonly QueuedSave<string | null>[]): Promise<Map<string, RedisWriteError>> {
    let results: [Error | null, unknown][];
    try {
      const p = this.redis.pipeline() as unknown as ScriptPipeline;
      for (const { key, value } of saves) {
        const k = this.keys(key);
        if (value === null) p.dudoDrop(k.lease, k.save, this.owner);
        else p.dudoPut(k.lease, k.save, this.owner, value);
      }
      results = (await p.exec()) ?? [];
    } catch (e) {
      throw new RedisWriteError('EREDIS', `Redis did not take the save: ${e instanceof Error ? e.message : String(e)}`);
    }
    const refused = new Map<string, RedisWriteError>();
    saves.forEach(({ key }, i) => {
      const [err, res] = results[i] ?? [new Error('no reply'), null];
      if (err) refused.set(key, new RedisWriteError('EREDIS', `Redis refused the save: ${err.message}`));
      else if (res !== 1) refused.set(key, this.lost(key));
    });
    return refused;
  }

  private lost(code: string): RedisWriteError {
    return new RedisWriteError('ELEASE', `this process no longer holds table ${code} (its lease expired or another process took it): nothing written`);
  }

  /** Runs a write; a Redis error becomes a RedisWriteError. */
  private async write<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (e) {
      throw new RedisWriteError('EREDIS', `Redis refused the write: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
}
