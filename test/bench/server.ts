// bench:server (issue 38): one online server process (server/main.ts, a child process) holding N
// tables of four people each, every table at one action a second; the people are @colyseus/sdk
// clients in this process on loopback. Measures action -> every client's update (the view of the
// applied action) p50/p99/max, and the server's memory per table (RSS and heap over the idle
// server's). Prints a table, or JSON with --json.
// Options: --tables 10,50,100 (runs, each on a fresh server), --seconds 15 (measured, after 3 s of warm-up).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { MSG_LOBBY_ACT } from '../../common/online/room-protocol';
import { freePort, killed, startChild } from '../server/child';
import { choose, createTable, joinTable, PERSON, recordFrames, until, type Person } from '../server/helpers';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

const json = process.argv.includes('--json');
const tableCounts = arg('tables', '10,50,100').split(',').map(Number);
const seconds = Number(arg('seconds', '15'));
const WARMUP_MS = 3000;

interface Stats {
  readonly rss: number;
  readonly heapUsed: number;
  readonly tables: number;
}

interface Row {
  readonly tables: number;
  readonly clients: number;
  readonly actions: number;
  readonly updates: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
  readonly rssMB: number;
  readonly rssPerTableKB: number;
  readonly heapPerTableKB: number;
  /** The machine's 1-minute load average at the end (other work on the machine shows here). */
  readonly load1: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 100) / 100;
}

/** One table of four people: acts once a second for whoever must act, and times every client's update. */
class BenchTable {
  private pending: { at: number; target: number; seen: Set<number> } | null = null;
  private last = 0;
  actions = 0;

  constructor(
    readonly people: Person[],
    private readonly latencies: number[],
    private readonly measuring: () => boolean,
  ) {
    people.forEach((p, i) => {
      p.listener = (e) => {
        if (e.type !== 'view') return;
        const pend = this.pending;
        if (!pend || e.actionCount < pend.target || pend.seen.has(i)) return;
        pend.seen.add(i);
        if (this.measuring()) this.latencies.push(performance.now() - pend.at);
        if (pend.seen.size === people.length) this.pending = null;
      };
      p.events.length = 0;
    });
  }

  tick(now: number): void {
    for (const p of this.people) p.events.length = 0;
    const creator = this.people[0]!;
    if (creator.lobby?.phase === 'over') {
      creator.room.send(MSG_LOBBY_ACT, { type: 'rematch' });
      return;
    }
    if (now - this.last < 1000) return;
    const actor = this.people.find((p) => p.view && p.view.legal.length > 0 && p.view.seat !== null);
    if (!actor || !actor.view) return;
    this.last = now;
    this.pending = { at: performance.now(), target: actor.actionCount + 1, seen: new Set() };
    if (this.measuring()) this.actions++;
    void actor.request('game:act', { action: choose(actor.view.legal, actor.actionCount) }).catch(() => undefined);
  }
}

async function run(n: number): Promise<Row> {
  const dir = mkdtempSync(join(tmpdir(), 'dudo-bench-server-'));
  let stats: Stats | null = null;
  const limits = { connectionsPerAddress: 100_000, tablesPerAddressPerHour: 100_000, maxTables: 100_000 };
  const { child, url } = await startChild(dir, await freePort(), { DUDO_STATS_MS: '500', DUDO_LIMITS: JSON.stringify(limits), NODE_OPTIONS: '--expose-gc' }, (line) => {
    if (line.startsWith('{"stats"')) stats = (JSON.parse(line) as { stats: Stats }).stats;
  });
  try {
    await new Promise((r) => setTimeout(r, 2000));
    const base = stats as Stats | null;
    const latencies: number[] = [];
    let measuring = false;
    const tables: BenchTable[] = [];
    for (let t = 0; t < n; t++) {
      const ana = await createTable(url, { person: PERSON('Ana'), seats: [{ kind: 'friend' }, { kind: 'friend' }, { kind: 'friend' }], match: { targetWins: 1, startingChips: 100 } });
      const { code, secret } = ana.welcome!;
      const others = await Promise.all(['Ben', 'Cy', 'Di'].map((name) => joinTable(url, code, { secret, person: PERSON(name) })));
      ana.room.send(MSG_LOBBY_ACT, { type: 'start' });
      tables.push(new BenchTable([ana, ...others], latencies, () => measuring));
    }
    await until(() => tables.every((t) => t.people.every((p) => p.view !== null)), 'every table started', 60_000);
    const timer = setInterval(() => {
      const now = performance.now();
      for (const t of tables) t.tick(now);
    }, 50);
    await new Promise((r) => setTimeout(r, WARMUP_MS));
    measuring = true;
    await new Promise((r) => setTimeout(r, seconds * 1000));
    measuring = false;
    clearInterval(timer);
    const end = stats as Stats | null;
    latencies.sort((a, b) => a - b);
    for (const t of tables) for (const p of t.people) await p.room.leave(true).catch(() => undefined);
    const rssDelta = end && base ? end.rss - base.rss : NaN;
    const heapDelta = end && base ? end.heapUsed - base.heapUsed : NaN;
    return {
      tables: n,
      clients: n * 4,
      actions: tables.reduce((s, t) => s + t.actions, 0),
      updates: latencies.length,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      maxMs: percentile(latencies, 100),
      rssMB: end ? Math.round(end.rss / 1e5) / 10 : NaN,
      rssPerTableKB: Math.round(rssDelta / n / 1024),
      heapPerTableKB: Math.round(heapDelta / n / 1024),
      load1: Math.round(loadavg()[0]! * 10) / 10,
    };
  } finally {
    await killed(child);
    rmSync(dir, { recursive: true, force: true });
  }
}

recordFrames(false);
const rows: Row[] = [];
for (const n of tableCounts) rows.push(await run(n));
if (json) console.log(JSON.stringify({ bench: 'server', seconds, rows }, null, 2));
else {
  console.log(`bench:server: one process, four sdk clients per table, one action a second per table, ${seconds} s measured`);
  console.table(rows);
}
process.exit(0);
