// The online server (issue 38): one Colyseus process over WebSocket, one room per table, the
// tables on disk (DATA_DIR/tables/) brought back under the same code on start, and with REDIS_URL
// the presence and the room driver shared with other processes.
import './node-compat';
import { matchMaker, Server, type MatchMakerDriver, type Presence } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FileHandle } from 'node:fs/promises';
import { ONLINE_LIMITS, ROOM_NAME } from '../common/online/room-protocol';
import { BotPool } from './bot-pool';
import { pageHandler, type PageHandler } from './page-site';
import { makeContext, type ServerContext } from './context';
import type { ServerLimits } from './limits';
import { tableRoomClass, type TableRoom } from './table-room';
import { TableStore } from './table-store';
import { Journal, recoverJournals } from './journal';
import { FolderStore, type TablesStore } from './store';
import type { RedisStore } from './redis-store';
import { processIdOf } from './process-identity';

export interface OnlineServerOptions {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  /** Several processes share presence and the room driver (Redis). */
  readonly redisUrl?: string;
  /** With several processes: this process's address as clients reach it (host:port[/path]); a seat reservation for a table here sends its client there. */
  readonly publicAddress?: string;
  readonly limits?: Partial<ServerLimits>;
  readonly botThinkMs?: number;
  readonly nextGameMs?: number;
  /** One second of the turn timer in ms (tests). */
  readonly turnUnitMs?: number;
  readonly reconnectMs?: number;
  readonly emptyTableMs?: number;
  readonly botWorkers?: number;
  readonly log?: (message: string) => void;
  /** Issue 38 item 5: the built renderer folder served at /join/* (null or absent: those pages answer 503 with how to build it). */
  readonly rendererDir?: string | null;
  /** The autosaves' group commit (server/journal.ts; default on); off: each table fsyncs its own autosave.json per action. */
  readonly groupCommit?: boolean;
  /** The group commit's sync of a batch (tests hold it: nothing is acknowledged before it). */
  readonly journalSync?: (handle: FileHandle) => Promise<void>;
  /** With redisUrl: the tables' lease in Redis (ms; default 10 s); a dead process's tables are taken over after it. */
  readonly leaseMs?: number;
  /** With redisUrl: the identity key's TTL (ms; default 2 s): the longest a restart after kill -9 waits for its own tables. */
  readonly identityMs?: number;
}

export interface OnlineServer {
  readonly port: number;
  readonly url: string;
  readonly ctx: ServerContext;
  /** The live table of `code` in this process, or undefined. */
  table(code: string): TableRoom | undefined;
  /** Codes of the tables brought back from the data folder at start. */
  readonly restored: readonly string[];
  stop(): Promise<void>;
}

async function redisParts(url: string): Promise<{ presence: Presence; driver: MatchMakerDriver }> {
  const { RedisPresence } = await import('@colyseus/redis-presence');
  const { RedisDriver } = await import('@colyseus/redis-driver');
  return { presence: new RedisPresence(url) as unknown as Presence, driver: new RedisDriver(url) as unknown as MatchMakerDriver };
}

/** The tables' store: Redis with REDIS_URL (redis-store.ts), else the data folder with its group commit. */
async function openStore(o: OnlineServerOptions, files: TableStore, log: (m: string) => void): Promise<{ store: TablesStore; journal: Journal | null; redisStore: RedisStore | null }> {
  if (o.redisUrl) {
    const { RedisStore } = await import('./redis-store');
    // the folder's durable id (process-identity.ts): one live process under it; a restart takes its tables back at once
    const processId = processIdOf(o.dataDir);
    const redisStore = new RedisStore({ url: o.redisUrl, tablesDir: files.tablesDir, owner: randomUUID(), processId, log, ...(o.leaseMs !== undefined ? { leaseMs: o.leaseMs } : {}), ...(o.identityMs !== undefined ? { identityMs: o.identityMs } : {}) });
    await redisStore.holdIdentity().catch(async (e: unknown) => {
      await redisStore.close();
      throw e;
    });
    return { store: redisStore, journal: null, redisStore };
  }
  // a killed process's acknowledged saves are in its log: written to the tables' files before any table comes back
  const replayed = await recoverJournals(o.dataDir, files.tablesDir);
  if (replayed > 0) log(`journal: ${replayed} tables' saves replayed from the logs of stopped processes`);
  const journal = o.groupCommit === false ? null : await Journal.open(o.dataDir, { tablesDir: files.tablesDir, log, ...(o.journalSync ? { sync: o.journalSync } : {}) });
  return { store: new FolderStore(files, journal), journal, redisStore: null };
}

/**
 * Issue 38: a kept table comes back here under its code, at its last acknowledged action (a restart
 * after a crash, kill -9 included; with Redis, a table whose holder died). False when not restored.
 */
async function restoreTable(code: string, ctx: ServerContext, shared: boolean): Promise<boolean> {
  const meta = await ctx.store.load(code);
  if (!meta) {
    ctx.log(`table ${code}: its facts are unreadable: left as they are, not restored`);
    return false;
  }
  if (shared) {
    // with several processes, a table another live process holds is not taken
    // (a process killed with SIGKILL leaves its listing behind: a health check that fails removes it)
    const held = await matchMaker.query({ roomId: code });
    const alive = await Promise.all(held.map((r) => (r.processId === matchMaker.processId ? Promise.resolve(false) : matchMaker.healthCheckProcessId(r.processId).then(Boolean))));
    if (alive.some(Boolean)) {
      ctx.log(`table ${code}: held by a live process: not restored here`);
      return false;
    }
  }
  const restoreKey = randomBytes(24).toString('base64url');
  ctx.restores.set(restoreKey, meta);
  try {
    await ctx.store.prepareRestore(code);
    await matchMaker.createRoom(ROOM_NAME, { restoreKey });
    return true;
  } catch (e) {
    ctx.restores.delete(restoreKey);
    ctx.log(`table ${code}: not restored (${e instanceof Error ? e.message : String(e)})`);
    return false;
  }
}

export async function startServer(o: OnlineServerOptions): Promise<OnlineServer> {
  const files = new TableStore(o.dataDir);
  const log = o.log ?? ((m: string) => console.warn(`[dudo server] ${m}`));
  // the store first: a process refused its identity (ETAKEN) starts nothing
  const { store, journal, redisStore } = await openStore(o, files, log);
  const pool = new BotPool({ workers: o.botWorkers ?? 1, log });
  const ctx = makeContext({ store, pool, journal, log, ...(o.limits ? { limits: o.limits } : {}), ...(o.botThinkMs !== undefined ? { botThinkMs: o.botThinkMs } : {}), ...(o.nextGameMs !== undefined ? { nextGameMs: o.nextGameMs } : {}), ...(o.turnUnitMs !== undefined ? { turnUnitMs: o.turnUnitMs } : {}), ...(o.reconnectMs !== undefined ? { reconnectMs: o.reconnectMs } : {}), ...(o.emptyTableMs !== undefined ? { emptyTableMs: o.emptyTableMs } : {}) });
  const redis = o.redisUrl ? await redisParts(o.redisUrl) : null;
  const transport = new WebSocketTransport({ maxPayload: ONLINE_LIMITS.maxMessageBytes, pingInterval: 10_000, pingMaxRetries: 3 });
  // the invite link's page and its assets (server/page-site.ts); Colyseus's own routes come first
  const express = (app: { use(h: PageHandler): unknown; disable(name: string): unknown }): void => {
    app.disable('x-powered-by');
    app.use(pageHandler(o.rendererDir ?? null));
  };
  // a table restored here is made here (its restore key is this process's); a new one where Colyseus picks
  const byDefault = matchMaker.selectProcessIdToCreateRoom;
  const selectProcessIdToCreateRoom = (name: string, options: unknown): Promise<string> => (typeof options === 'object' && options !== null && 'restoreKey' in options ? Promise.resolve(matchMaker.processId) : byDefault(name, options));
  const server = new Server({ transport, greet: false, express, gracefullyShutdown: false, selectProcessIdToCreateRoom, ...(redis ? { presence: redis.presence, driver: redis.driver } : {}), ...(o.publicAddress ? { publicAddress: o.publicAddress } : {}) } as ConstructorParameters<typeof Server>[0]);
  server.define(ROOM_NAME, tableRoomClass(ctx));
  await server.listen(o.port, o.host);
  const address = (transport as unknown as { server: { address(): AddressInfo } }).server.address();
  // issue 38: the kept tables come back under their codes (with Redis: those whose lease this process claims)
  const restored: string[] = [];
  const claimAndRestore = async (codes: readonly string[], held = false): Promise<void> => {
    for (const code of codes) {
      if (redisStore && !held && !(await redisStore.claim(code))) continue;
      if (await restoreTable(code, ctx, redis !== null)) restored.push(code);
      else await store.release(code);
    }
  };
  // with Redis: this process's own tables (an earlier incarnation's leases) at once, then those nobody holds
  if (redisStore) await claimAndRestore(await redisStore.takeBack(), true);
  await claimAndRestore(redisStore ? await redisStore.orphans() : await store.codes());
  // with Redis (issue 38): this process's leases renewed; a table it lost is closed here (another process holds it),
  // and the tables of a dead process (their leases expired) are claimed and restored here
  redisStore?.keep(
    (code) => {
      ctx.log(`table ${code}: its lease was lost (expired, or another process holds it): closed here`);
      // its clients look for it again by code (4001: SERVER_SHUTDOWN) and find it where it is held now
      void (ctx.tables.get(code) as TableRoom | undefined)?.disconnect(4001);
    },
    async (codes) => {
      const before = restored.length;
      await claimAndRestore(codes);
      if (restored.length > before) ctx.log(`took over ${restored.slice(before).join(', ')} (their process's lease expired)`);
    },
  );
  const sweep = setInterval(() => {
    const now = ctx.now();
    ctx.failedJoins.sweep(now);
    ctx.tablesCreated.sweep(now);
  }, 60_000);
  sweep.unref();
  return {
    port: address.port,
    url: `ws://${o.host}:${address.port}`,
    ctx,
    restored,
    table: (code) => ctx.tables.get(code) as TableRoom | undefined,
    stop: async () => {
      clearInterval(sweep);
      await server.gracefullyShutdown(false);
      await store.close();
      pool.close();
    },
  };
}
