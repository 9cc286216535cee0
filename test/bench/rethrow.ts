/**
 * Re-throws benchmark (issue 42 item 15, R-REROLL): `npm run bench:rethrow [-- --from 1 --to 300] [--jobs J] [--json]`.
 *
 * Six-cup throws of five dice (`simulateThrow`, cups alternating standard / French blank die), seeds
 * from..to inclusive: per die the reason it was thrown again (cocked, stacked, outside the cup, off the
 * table, the settle timed out), the re-throw rate with its 95 % Wilson interval, and the settle time of each
 * throw (first slam → every cup at rest) p50 / p99. Run it under `nice -n 19`: 300 throws take a few minutes.
 */
import { loadavg } from 'node:os';
import { printBenchTable, type BenchRow } from './print';
import { mainOrWorker, startBenchWorker } from './threads';
import { simulateThrow, type DieKind } from '../../renderer/physics/index';

type Tally = {
  throws: number;
  dice: number;
  rethrows: number;
  cocked: number;
  stacked: number;
  outside: number;
  offTable: number;
  timeouts: number;
  /** Seconds from a throw's first slam to its last cup at rest, one per throw. */
  settle: number[];
};

const emptyTally = (): Tally => ({ throws: 0, dice: 0, rethrows: 0, cocked: 0, stacked: 0, outside: 0, offTable: 0, timeouts: 0, settle: [] });

const SIX = [0, 1, 2, 3, 4, 5].map((seat) => ({ seat, dice: 5, kind: (seat % 2 === 0 ? 'standard' : 'blank') as DieKind }));

/** Throws seeds from..to (inclusive). */
export function runSeeds(from: number, to: number): Tally {
  const t = emptyTally();
  for (let seed = from; seed <= to; seed++) {
    const r = simulateThrow({ seed, cups: SIX }, { noTrajectory: true });
    const { reasons } = r.stats;
    t.throws++;
    t.dice += 30;
    t.rethrows += r.rethrows;
    t.cocked += reasons.cocked;
    t.stacked += reasons.stacked;
    t.outside += reasons['outside-cup'];
    t.offTable += reasons['off-table'];
    t.timeouts += reasons.timeout;
    const slam = Math.min(...r.trajectory.slamFrame.filter((f) => f >= 0));
    t.settle.push((Math.max(...r.trajectory.settledFrame) - slam) * r.trajectory.dt);
  }
  return t;
}

function merge(a: Tally, b: Tally): Tally {
  for (const k of ['throws', 'dice', 'rethrows', 'cocked', 'stacked', 'outside', 'offTable', 'timeouts'] as const) a[k] += b[k];
  a.settle.push(...b.settle);
  return a;
}

/** The 95 % Wilson score interval of k successes in n trials, as fractions. */
export function wilson(k: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, c - h), Math.min(1, c + h)];
}

function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

async function parallel(from: number, to: number, jobs: number): Promise<Tally> {
  if (jobs <= 1) return runSeeds(from, to);
  const size = Math.ceil((to - from + 1) / jobs);
  const parts: Promise<Tally>[] = [];
  for (let a = from; a <= to; a += size) {
    const b = Math.min(to, a + size - 1);
    parts.push(new Promise((resolve, reject) => {
      const w = startBenchWorker(import.meta.url, { from: a, to: b });
      w.once('message', (t: Tally) => { resolve(t); void w.terminate(); });
      w.once('error', reject);
    }));
  }
  return (await Promise.all(parts)).reduce(merge, emptyTally());
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const json = args.includes('--json');
  const arg = (name: string, def: number): number => {
    const i = args.indexOf(name);
    const v = i >= 0 ? Number(args[i + 1]) : def;
    if (!Number.isInteger(v)) throw new RangeError(`${name}: an integer, not ${args[i + 1]}`);
    return v;
  };
  const from = arg('--from', 1);
  const to = arg('--to', 300);
  const jobs = Math.max(1, arg('--jobs', 1));
  if (to < from) throw new RangeError(`--to ${to} is before --from ${from}`);
  const t0 = performance.now();
  const t = await parallel(from, to, jobs);
  const seconds = (performance.now() - t0) / 1000;
  const settle = [...t.settle].sort((a, b) => a - b);
  const [lo, hi] = wilson(t.rethrows, t.dice);
  const report = {
    seeds: [from, to],
    throws: t.throws,
    dice: t.dice,
    cocked: t.cocked,
    stacked: t.stacked,
    outsideCup: t.outside,
    offTable: t.offTable,
    timeouts: t.timeouts,
    rethrows: t.rethrows,
    rethrowPct: (100 * t.rethrows) / t.dice,
    rethrowPct95: [100 * lo, 100 * hi],
    settleS: { p50: percentile(settle, 0.5), p99: percentile(settle, 0.99), max: settle[settle.length - 1] ?? NaN },
    seconds,
    jobs,
    loadAverage1m: loadavg()[0] ?? 0,
    targets: { rethrows: (100 * t.rethrows) / t.dice <= 1, settleP99: percentile(settle, 0.99) <= 2 },
  };
  if (json) {
    console.log(JSON.stringify(report, null, 2));
    return;
  }
  const f = (x: number, d = 2): string => x.toFixed(d);
  const rows: BenchRow[] = [
    ['seeds', `${from}–${to}`, ''],
    ['six-cup throws', String(t.throws), ''],
    ['dice', String(t.dice), ''],
    ['cocked', String(t.cocked), ''],
    ['stacked', String(t.stacked), ''],
    ['outside the cup / off the table', `${t.outside} / ${t.offTable}`, ''],
    ['timeouts (dice)', String(t.timeouts), ''],
    ['re-throws (dice)', String(t.rethrows), ''],
    ['re-throw %', f(report.rethrowPct), '<= 1'],
    ['re-throw % 95 % interval (Wilson)', `${f(100 * lo)}–${f(100 * hi)}`, ''],
    ['settle s (slam → rest) p50 / p99', `${f(report.settleS.p50)} / ${f(report.settleS.p99)}`, 'p99 <= 2'],
    ['settle s max', f(report.settleS.max), ''],
    ['wall seconds (jobs)', `${f(seconds, 1)} (${jobs})`, ''],
    ['load average (1 min)', f(report.loadAverage1m), ''],
  ];
  printBenchTable(rows, { what: 36, value: 16 }, report.targets);
}

mainOrWorker(main, ({ from, to }: { from: number; to: number }) => runSeeds(from, to));
