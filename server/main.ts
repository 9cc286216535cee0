// `npm run server` (issue 38): one online server process; PORT, HOST, DATA_DIR, REDIS_URL and DUDO_LEASE_MS
// from the environment (default 127.0.0.1:2567, ./.tmp/dudo-server). Prints one JSON line when it listens.
import { resolve } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { NOT_BUILT, rendererDir } from './page-site';
import type { ServerLimits } from './limits';
import { startServer } from './server';
import { ProcessIdentityError } from './process-identity';
import { applyHeapGrowth, heapGrowingPercent, HeapGrowthError } from './heap-growth';

const port = Number(process.env['PORT'] ?? 2567);
const host = process.env['HOST'] ?? '127.0.0.1';
const dataDir = resolve(process.env['DATA_DIR'] ?? '.tmp/dudo-server');
const redisUrl = process.env['REDIS_URL'] || undefined;
/** With several processes: how clients reach this one (default HOST:PORT). */
const publicAddress = process.env['PUBLIC_ADDRESS'] || (redisUrl ? `${host}:${port}` : undefined);
const botThink = process.env['DUDO_BOT_THINK_MS'];
/** Tests and the bench: caps other than the defaults (JSON of ServerLimits' fields), and a stats line every N ms. */
const limits = process.env['DUDO_LIMITS'] ? (JSON.parse(process.env['DUDO_LIMITS']) as Partial<ServerLimits>) : undefined;
/** Issue 38 item 5: the built renderer the invite links open (RENDERER_DIR, else out/renderer or the e2e build). */
const pageDir = rendererDir(resolve(import.meta.dirname, '..'), process.env['RENDERER_DIR'] || undefined);
if (pageDir === null) console.error(NOT_BUILT.trim());
const statsMs = Number(process.env['DUDO_STATS_MS'] ?? 0);
/** DUDO_GROUP_COMMIT=0: each table fsyncs its own autosave.json per action (the bench compares). */
const groupCommit = process.env['DUDO_GROUP_COMMIT'] !== '0';
/** With REDIS_URL: the tables' lease in ms (default 10 s): a dead process's tables are taken over by another after it. */
const leaseMs = process.env['DUDO_LEASE_MS'] ? Number(process.env['DUDO_LEASE_MS']) : undefined;

// DUDO_HEAP_GROWING_PERCENT (default 100; 0: V8's own): fewer full GCs, a shorter tail (heap-growth.ts)
try {
  applyHeapGrowth(heapGrowingPercent(process.env['DUDO_HEAP_GROWING_PERCENT']));
} catch (e) {
  if (!(e instanceof HeapGrowthError)) throw e;
  console.error(`[dudo server] not started: ${e.message}`);
  process.exit(2);
}

const server = await startServer({ port, host, dataDir, ...(redisUrl ? { redisUrl } : {}), ...(publicAddress ? { publicAddress } : {}), ...(botThink !== undefined ? { botThinkMs: Number(botThink) } : {}), ...(limits ? { limits } : {}), rendererDir: pageDir, groupCommit, ...(leaseMs !== undefined ? { leaseMs } : {}) }).catch((e: unknown) => {
  // a damaged DATA_DIR/process-id, or another live process on this data folder (process-identity.ts): said plainly, exit 2
  if (!(e instanceof ProcessIdentityError)) throw e;
  console.error(`[dudo server] not started (${e.code}): ${e.message}`);
  process.exit(2);
});
console.log(JSON.stringify({ listening: server.url, dataDir, restored: server.restored, page: pageDir, redis: redisUrl !== undefined }));
if (statsMs > 0) {
  // the event loop's delay since the last stats line (the bench reads it: a blocked loop delays every table)
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const stats = (gc: boolean): void => {
    const m = process.memoryUsage();
    const cpu = process.cpuUsage();
    console.log(JSON.stringify({ stats: { gc, at: Date.now(), cpuMs: (cpu.user + cpu.system) / 1000, rss: m.rss, heapUsed: m.heapUsed, external: m.external, tables: server.ctx.tables.size, botsWaiting: server.ctx.pool.waiting, loopP99Ms: loopDelay.percentile(99) / 1e6, loopMaxMs: loopDelay.max / 1e6, batches: server.ctx.store.batches, saves: server.ctx.store.saves } }));
    loopDelay.reset();
  };
  setInterval(() => stats(false), statsMs).unref();
  // SIGUSR2 (the bench, before and after its run): a full GC first (node --expose-gc), so the figures are of live memory;
  // a GC on every line stalled every table for tens of ms twice a second and was in the latencies
  process.on('SIGUSR2', () => {
    (globalThis as { gc?: () => void }).gc?.();
    stats(true);
  });
}
const stop = (): void => {
  void server.stop().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
