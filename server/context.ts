// What every table room of one server process shares (issue 38): the tables on disk, the bot
// pool, the caps per address, and the tables being restored after a restart. Colyseus makes the
// rooms itself; server.ts gives each room class its context.
import type { BotPool } from './bot-pool';
import { DEFAULT_LIMITS, OpenCounter, WindowCounter, type ServerLimits } from './limits';
import type { TableMeta } from './table';
import type { TablesStore } from './store';
import type { Journal } from './journal';

export interface ServerContext {
  /** The tables' durable store: the data folder, or Redis with REDIS_URL (store.ts). */
  readonly store: TablesStore;
  readonly pool: BotPool;
  /** The tables' autosaves' group commit (server/journal.ts); null: each host writes its own autosave.json. */
  readonly journal: Journal | null;
  readonly limits: ServerLimits;
  readonly now: () => number;
  readonly log: (message: string) => void;
  /** Bot think time (ms) for the tables' hosts (tests: 0); undefined: the host's default. */
  readonly botThinkMs: number | undefined;
  /** One second of the turn timer, in ms (tests shrink it). */
  readonly turnUnitMs: number;
  /** The wait before the next game of a match starts by itself (ms). */
  readonly nextGameMs: number;
  /** A person away this long loses the turn-less wait: a stand-in plays until they come back (ms; issue 38: 5 minutes). */
  readonly reconnectMs: number;
  /** A table with nobody connected this long is closed and its folder removed (ms). */
  readonly emptyTableMs: number;
  /** Tables to restore (server-only create option: a random key, never guessable by a client). */
  readonly restores: Map<string, TableMeta>;
  /** Per address: failed joins (wrong secret), tables created, open connections. */
  readonly failedJoins: WindowCounter;
  readonly tablesCreated: WindowCounter;
  readonly open: OpenCounter;
  /** The live tables of this process by code (tests and the bench read them). */
  readonly tables: Map<string, unknown>;
}

export function makeContext(o: { store: TablesStore; pool: BotPool; journal?: Journal | null; limits?: Partial<ServerLimits>; log?: (m: string) => void; botThinkMs?: number; turnUnitMs?: number; nextGameMs?: number; reconnectMs?: number; emptyTableMs?: number }): ServerContext {
  const limits = { ...DEFAULT_LIMITS, ...o.limits };
  return {
    store: o.store,
    pool: o.pool,
    journal: o.journal ?? null,
    limits,
    now: () => Date.now(),
    log: o.log ?? ((m) => console.warn(`[dudo server] ${m}`)),
    botThinkMs: o.botThinkMs,
    turnUnitMs: o.turnUnitMs ?? 1000,
    nextGameMs: o.nextGameMs ?? 8000,
    reconnectMs: o.reconnectMs ?? 5 * 60_000,
    emptyTableMs: o.emptyTableMs ?? 30 * 60_000,
    restores: new Map(),
    failedJoins: new WindowCounter(limits.failedJoinsPer10Min, 10 * 60_000),
    tablesCreated: new WindowCounter(limits.tablesPerAddressPerHour, 60 * 60_000),
    open: new OpenCounter(limits.connectionsPerAddress),
    tables: new Map(),
  };
}
