// bench:server (issue 38): online server processes (server/main.ts, child processes) holding N
// tables of four people each, every table at one action a second. The people are @colyseus/sdk
// clients in two other child processes (test/bench/server-clients.ts), all on loopback: the
// clients' own CPU is not the server's event loop. Measures action -> every client's update (the
// view of the applied action) p50/p99/max, the server's event-loop delay (p99 of its worst 0.5 s
// window), and its memory per table (RSS and heap over the idle server's, each after a full GC).
// Prints a table, or JSON with --json.
// DUDO_GROUP_COMMIT=0 in the environment: the servers without the autosaves' group commit (each table fsyncs its own file).
// Options: --tables 10,50,100 (runs, each on fresh servers), --seconds 15 (measured, after 3 s of
// warm-up), --redis (two server processes sharing a redis-server the bench starts on a free
// loopback port; Colyseus spreads the tables over both), --clients 2 (clients' processes),
// --profile DIR (the server writes a V8 CPU profile there when it stops), --burst (every table acts at
// the same moment of each second, the worst case; by default each table has its own phase, spread evenly),
// --hostile N (beside the tables, N seated people sending fuzz messages at --hostile-rate 20 a second each,
// --idle M (default N) TCP connections that never send a byte, --flood K WebSockets that never join,
// reopened 100 ms after each close: test/bench/server-hostile.ts).
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, killed, startChild } from '../server/child';
import { startRedis } from '../server/redis-server';
import type { ClientsJob, FromClients, ToClients } from './server-clients';
import type { FromHostile, HostileFigures, HostileJob, ToHostile } from './server-hostile';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

const json = process.argv.includes('--json');
const tableCounts = arg('tables', '10,50,100').split(',').map(Number);
const seconds = Number(arg('seconds', '15'));
const redis = process.argv.includes('--redis');
const clientProcs = Number(arg('clients', '2'));
const burst = process.argv.includes('--burst');
const hostile = Number(arg('hostile', '0'));
const hostileRate = Number(arg('hostile-rate', '20'));
const idleSockets = Number(arg('idle', String(hostile)));
const floodSockets = Number(arg('flood', '0'));
const profileDir = process.argv.includes('--profile') ? arg('profile', '.tmp/profile') : null;
const WARMUP_MS = 3000;

interface Stats {
  readonly gc: boolean;
  readonly rss: number;
  readonly heapUsed: number;
  readonly tables: number;
  readonly loopP99Ms: number;
  readonly batches: number;
  readonly saves: number;
  /** When the line was written, and the process's CPU time (user + system) so far. */
  readonly at: number;
  readonly cpuMs: number;
}

interface Row {
  readonly processes: number;
  readonly tables: number;
  /** The tables each server process held (Colyseus spreads them over the processes). */
  readonly perProcess: string;
  readonly clients: number;
  readonly actions: number;
  readonly updates: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
  /** The worst 0.5 s window's event-loop delay p99 of any server process while measured. */
  readonly loopP99Ms: number;
  /** The clients' processes' own event-loop delay p99 over the measured run (the worse process): their part of the wait. */
  readonly clientLoopP99Ms: number;
  /** Autosaves per synced batch of the group commit (server/journal.ts; 0: off). */
  readonly savesPerBatch: number;
  /** The server processes' CPU while measured, in % of one core (all processes together), and per action told (ms). */
  readonly serverCpuPct: number;
  readonly cpuMsPerAction: number;
  readonly rssMB: number;
  readonly rssPerTableKB: number;
  readonly heapPerTableKB: number;
  /** The machine's 1-minute load average at the end (other work on the machine shows here). */
  readonly load1: number;
  /** With --hostile/--idle/--flood: fuzz messages sent while measured, errors answered, seated hostile people closed (of those seated), silent connections dropped, flood sockets closed. */
  readonly hostileSent?: number;
  readonly hostileErrors?: number;
  readonly hostileClosed?: string;
  readonly idleClosed?: number;
  readonly floodClosed?: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 100) / 100;
}

/** One server process and its latest stats lines. */
interface ServerProc {
  readonly child: ChildProcess;
  readonly url: string;
  last: Stats | null;
  gcd: Stats | null;
  worstLoopMs: number;
  measuring: boolean;
}

async function startServerProc(dataDir: string, env: Record<string, string>): Promise<ServerProc> {
  const limits = { connectionsPerAddress: 100_000, tablesPerAddressPerHour: 100_000, maxTables: 100_000 };
  const holder: { p: ServerProc | null } = { p: null };
  const { child, url } = await startChild(dataDir, await freePort(), { ...env, DUDO_STATS_MS: '500', DUDO_LIMITS: JSON.stringify(limits), NODE_OPTIONS: '--expose-gc', ...(process.env['DUDO_GROUP_COMMIT'] ? { DUDO_GROUP_COMMIT: process.env['DUDO_GROUP_COMMIT'] } : {}), ...(profileDir ? { DUDO_NODE_ARGS: `--cpu-prof --cpu-prof-dir=${profileDir}` } : {}) }, (line) => {
    if (!line.startsWith('{"stats"') || !holder.p) return;
    const s = (JSON.parse(line) as { stats: Stats }).stats;
    const p = holder.p;
    if (s.gc) p.gcd = s;
    else p.last = s;
    if (p.measuring && !s.gc) p.worstLoopMs = Math.max(p.worstLoopMs, s.loopP99Ms);
  });
  holder.p = { child, url, last: null, gcd: null, worstLoopMs: 0, measuring: false };
  return holder.p;
}

/** Live memory after a full GC (SIGUSR2: server/main.ts answers with a stats line). */
async function gcStats(p: ServerProc): Promise<Stats> {
  p.gcd = null;
  p.child.kill('SIGUSR2');
  const t0 = Date.now();
  while (!p.gcd && Date.now() - t0 < 10_000) await new Promise((r) => setTimeout(r, 20));
  if (!p.gcd) throw new Error('the server did not answer SIGUSR2 with its stats');
  return p.gcd;
}

/** A child process of the bench (its clients, or its hostile connections), spoken to over IPC. */
function startJob<Job, From>(file: string, job: Job): { child: ChildProcess; next: () => Promise<From> } {
  // its logs (the sdk's reconnection notes as the servers stop) go to stderr: --json's stdout stays JSON
  const child = fork(join(import.meta.dirname, file), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 2, 2, 'ipc'] });
  const inbox: From[] = [];
  const waiting: ((m: From) => void)[] = [];
  child.on('message', (m: From) => {
    const w = waiting.shift();
    if (w) w(m);
    else inbox.push(m);
  });
  child.send(job as object);
  const next = (): Promise<From> =>
    new Promise((ok, fail) => {
      const m = inbox.shift();
      if (m) return ok(m);
      waiting.push(ok);
      child.once('exit', (code) => fail(new Error(`a child process of the bench (${file}) exited (${code})`)));
    });
  return { child, next };
}

async function run(n: number): Promise<Row> {
  const dir = mkdtempSync(join(tmpdir(), 'dudo-bench-server-'));
  const children: ChildProcess[] = [];
  const servers: ServerProc[] = [];
  try {
    let env: Record<string, string> = {};
    if (redis) {
      mkdirSync(join(dir, 'redis'));
      const port = await freePort();
      children.push(await startRedis(join(dir, 'redis'), port));
      env = { REDIS_URL: `redis://127.0.0.1:${port}` };
    }
    // each process its own data folder: two on one folder share its identity, and the second is refused (ETAKEN)
    for (let i = 0; i < (redis ? 2 : 1); i++) servers.push(await startServerProc(join(dir, i === 0 ? 'data' : `data${i}`), env));
    await new Promise((r) => setTimeout(r, 1000));
    const base = await Promise.all(servers.map(gcStats));
    let atMeasure: Stats[] = [];
    const procs = Math.max(1, Math.min(clientProcs, n));
    const clients = Array.from({ length: procs }, (_, i) => startJob<ClientsJob, FromClients>('server-clients.ts', { urls: servers.map((s) => s.url), tables: Math.floor(n / procs) + (i < n % procs ? 1 : 0), index: i, processes: procs, burst }));
    for (const c of clients) {
      const m = await c.next();
      if ('failed' in m) throw new Error(`clients: ${m.failed}`);
    }
    const hostileJob = hostile > 0 || idleSockets > 0 || floodSockets > 0 ? startJob<HostileJob, FromHostile>('server-hostile.ts', { url: servers[0]!.url, connections: hostile, idle: idleSockets, flood: floodSockets, rate: hostileRate }) : null;
    if (hostileJob) {
      children.push(hostileJob.child);
      const m = await hostileJob.next();
      if ('failed' in m) throw new Error(`hostile connections: ${m.failed}`);
    }
    await new Promise((r) => setTimeout(r, WARMUP_MS));
    for (const s of servers) s.measuring = true;
    atMeasure = servers.map((s) => s.last ?? base[0]!);
    for (const c of clients) c.child.send({ go: 'measure' } satisfies ToClients);
    hostileJob?.child.send({ go: 'measure' } satisfies ToHostile);
    await new Promise((r) => setTimeout(r, seconds * 1000));
    for (const s of servers) s.measuring = false;
    const atStop = servers.map((s) => s.last ?? base[0]!);
    const latencies: number[] = [];
    let actions = 0;
    let clientLoopP99Ms = 0;
    for (const c of clients) {
      c.child.send({ go: 'stop' } satisfies ToClients);
      const m = await c.next();
      if (!('done' in m)) throw new Error('clients: no figures');
      for (const l of m.done.latencies) latencies.push(l);
      actions += m.done.actions;
      clientLoopP99Ms = Math.max(clientLoopP99Ms, m.done.loopP99Ms);
    }
    let hostileFigures: HostileFigures | null = null;
    if (hostileJob) {
      hostileJob.child.send({ go: 'stop' } satisfies ToHostile);
      const m = await hostileJob.next();
      if (!('done' in m)) throw new Error('hostile connections: no figures');
      hostileFigures = m.done;
    }
    const end = await Promise.all(servers.map(gcStats));
    latencies.sort((a, b) => a - b);
    const sum = (xs: Stats[], f: (s: Stats) => number): number => xs.reduce((t, s) => t + f(s), 0);
    return {
      processes: servers.length,
      tables: n,
      perProcess: end.map((s) => s.tables).join('/'),
      clients: n * 4,
      actions,
      updates: latencies.length,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      maxMs: percentile(latencies, 100),
      loopP99Ms: Math.round(Math.max(...servers.map((s) => s.worstLoopMs)) * 10) / 10,
      clientLoopP99Ms: Math.round(clientLoopP99Ms * 10) / 10,
      serverCpuPct: Math.round(servers.reduce((t, _, i) => t + (100 * (atStop[i]!.cpuMs - atMeasure[i]!.cpuMs)) / Math.max(1, atStop[i]!.at - atMeasure[i]!.at), 0)),
      cpuMsPerAction: Math.round((sum(atStop, (s) => s.cpuMs) - sum(atMeasure, (s) => s.cpuMs)) / Math.max(1, latencies.length / 4) * 100) / 100,
      savesPerBatch: Math.round(((sum(end, (s) => s.saves) - sum(atMeasure, (s) => s.saves)) / Math.max(1, sum(end, (s) => s.batches) - sum(atMeasure, (s) => s.batches))) * 10) / 10,
      rssMB: Math.round(sum(end, (s) => s.rss) / 1e5) / 10,
      rssPerTableKB: Math.round((sum(end, (s) => s.rss) - sum(base, (s) => s.rss)) / n / 1024),
      heapPerTableKB: Math.round((sum(end, (s) => s.heapUsed) - sum(base, (s) => s.heapUsed)) / n / 1024),
      load1: Math.round(loadavg()[0]! * 10) / 10,
      ...(hostileFigures ? { hostileSent: hostileFigures.sent, hostileErrors: hostileFigures.errors, hostileClosed: `${hostileFigures.closed}/${hostileFigures.seated}`, idleClosed: hostileFigures.idleClosed, floodClosed: hostileFigures.floodClosed } : {}),
    };
  } finally {
    for (const s of servers) {
      if (profileDir) await new Promise((r) => (s.child.once('exit', r), s.child.kill('SIGTERM')));
      await killed(s.child);
    }
    for (const c of children) await killed(c);
    rmSync(dir, { recursive: true, force: true });
  }
}

const rows: Row[] = [];
for (const n of tableCounts) rows.push(await run(n));
if (json) console.log(JSON.stringify({ bench: 'server', seconds, redis, burst, hostile, hostileRate, idle: idleSockets, flood: floodSockets, clientProcesses: clientProcs, rows }, null, 2));
else {
  console.log(`bench:server: ${redis ? 'two processes sharing a redis-server' : 'one process'}, four sdk clients per table in ${clientProcs} other processes, one action a second per table (${burst ? 'all tables at once: --burst' : 'phases spread over the second'}), ${seconds} s measured${hostile > 0 || idleSockets > 0 || floodSockets > 0 ? `; beside them ${hostile} hostile seated people at ${hostileRate} messages a second each, ${idleSockets} silent TCP connections, ${floodSockets} WebSockets reopened as closed` : ''}`);
  console.table(rows);
}
process.exit(0);
