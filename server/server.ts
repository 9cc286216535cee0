// The online server (issue 38): one Colyseus process over WebSocket, one room per table, the
// tables on disk (DATA_DIR/tables/) brought back under the same code on start, and with REDIS_URL
// the presence and the room driver shared with other processes.
import './node-compat';
import { matchMaker, Server, type MatchMakerDriver, type Presence } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { randomBytes } from 'node:crypto';
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

export async function startServer(o: OnlineServerOptions): Promise<OnlineServer> {
  const store = new TableStore(o.dataDir);
  const pool = new BotPool({ workers: o.botWorkers ?? 1, ...(o.log ? { log: o.log } : {}) });
  // a killed process's acknowledged saves are in its log: written to the tables' files before any table comes back
  const replayed = await recoverJournals(o.dataDir, store.tablesDir);
  if (replayed > 0) (o.log ?? console.warn)(`journal: ${replayed} tables' saves replayed from the logs of stopped processes`);
  const journal = o.groupCommit === false ? null : await Journal.open(o.dataDir, { tablesDir: store.tablesDir, ...(o.log ? { log: o.log } : {}), ...(o.journalSync ? { sync: o.journalSync } : {}) });
  const ctx = makeContext({ store, pool, journal, ...(o.limits ? { limits: o.limits } : {}), ...(o.log ? { log: o.log } : {}), ...(o.botThinkMs !== undefined ? { botThinkMs: o.botThinkMs } : {}), ...(o.nextGameMs !== undefined ? { nextGameMs: o.nextGameMs } : {}), ...(o.turnUnitMs !== undefined ? { turnUnitMs: o.turnUnitMs } : {}), ...(o.reconnectMs !== undefined ? { reconnectMs: o.reconnectMs } : {}), ...(o.emptyTableMs !== undefined ? { emptyTableMs: o.emptyTableMs } : {}) });
  const redis = o.redisUrl ? await redisParts(o.redisUrl) : null;
  const transport = new WebSocketTransport({ maxPayload: ONLINE_LIMITS.maxMessageBytes, pingInterval: 10_000, pingMaxRetries: 3 });
  // the invite link's page and its assets (server/page-site.ts); Colyseus's own routes come first
  const express = (app: { use(h: PageHandler): unknown; disable(name: string): unknown }): void => {
    app.disable('x-powered-by');
    app.use(pageHandler(o.rendererDir ?? null));
  };
  const server = new Server({ transport, greet: false, express, gracefullyShutdown: false, ...(redis ? { presence: redis.presence, driver: redis.driver } : {}), ...(o.publicAddress ? { publicAddress: o.publicAddress } : {}) } as ConstructorParameters<typeof Server>[0]);
  server.define(ROOM_NAME, tableRoomClass(ctx));
  await server.listen(o.port, o.host);
  const address = (transport as unknown as { server: { address(): AddressInfo } }).server.address();
  // issue 38: the tables on disk come back under their codes (a restart after a crash, kill -9 included)
  const restored: string[] = [];
  for (const code of store.codes()) {
    const meta = store.load(code);
    if (!meta) {
      ctx.log(`table ${code}: its table.json is unreadable: left on disk, not restored`);
      continue;
    }
    if (redis) {
      // with several processes, a table another live process holds is not taken
      // (a process killed with SIGKILL leaves its listing behind: a health check that fails removes it)
      const held = await matchMaker.query({ roomId: code });
      const alive = await Promise.all(held.map((r) => (r.processId === matchMaker.processId ? Promise.resolve(false) : matchMaker.healthCheckProcessId(r.processId).then(Boolean))));
      if (alive.some(Boolean)) {
        ctx.log(`table ${code}: held by a live process: not restored here`);
        continue;
      }
    }
    const restoreKey = randomBytes(24).toString('base64url');
    ctx.restores.set(restoreKey, meta);
    try {
      await matchMaker.createRoom(ROOM_NAME, { restoreKey });
      restored.push(code);
    } catch (e) {
      ctx.restores.delete(restoreKey);
      ctx.log(`table ${code}: not restored (${e instanceof Error ? e.message : String(e)})`);
    }
  }
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
      await journal?.close();
      pool.close();
    },
  };
}
