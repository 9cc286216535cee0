// `npm run bench:review [-- --json] [--games N] [--timing G] [--families chile,perudo] [--no-worker]` (issue 40):
// - time: seconds to review a 4-player chile game (Novato, Medio, Experto, Medio: about 20 rounds) with the
//   solved tables, p50/p95 over G games (goal ≤ 10 s);
// - worker: the heap of the review worker after a review (the host's ReviewRunner on the real bot worker);
// - accuracy: N games per family, each with one seat of every level (seats rotated), the accuracy of each
//   level with its 95 % interval (mean ± 1.96·sd/√n); and N/4 games of the reference player (the review's own
//   best choice) against three Medios, which should score near 100.
import { repoEndgame } from '../setup/endgame-tables';
import { exactValuer, reviewRecord, type GameReview } from '../../engine/review/index';
import type { PresetId } from '../../engine/index';
import { ReviewRunner } from '../../main/host/review-runner';
import { botGameRecord, type SeatLevel } from '../engine/review-games';

const args = process.argv.slice(2);
const arg = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const JSON_OUT = args.includes('--json');
const N = Number(arg('--games') ?? 20);
const G = Number(arg('--timing') ?? 20);
const families = (arg('--families') ?? 'chile,perudo').split(',') as PresetId[];
const LEVELS = ['novato', 'medio', 'experto', 'maestro'] as const;
const exact = exactValuer(repoEndgame);

const percentile = (xs: readonly number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))]!;
};
function review(rec: unknown): GameReview {
  const r = reviewRecord(rec, { exact });
  if (!r.ok) throw new Error(r.error.message);
  return r.review;
}
function interval(xs: readonly number[]): { n: number; mean: number; low: number; high: number } {
  const n = xs.length;
  const mean = xs.reduce((a, b) => a + b, 0) / Math.max(1, n);
  const sd = Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, n - 1));
  const half = n > 1 ? (1.96 * sd) / Math.sqrt(n) : 0;
  const r1 = (x: number): number => Math.round(x * 10) / 10;
  return { n, mean: r1(mean), low: r1(mean - half), high: r1(mean + half) };
}

const t0 = performance.now();
// time
const seconds: number[] = [];
const rounds: number[] = [];
const decisions: number[] = [];
let exactShare = 0;
const timingLevels: SeatLevel[] = ['novato', 'medio', 'experto', 'medio'];
let sample: unknown = null;
for (let g = 0; g < G; g++) {
  const rec = botGameRecord({ rules: 'chile', levels: timingLevels, seed: 1000 + g, endgame: repoEndgame });
  sample ??= rec;
  const s = performance.now();
  const rev = review(rec);
  seconds.push((performance.now() - s) / 1000);
  rounds.push(Math.max(...rev.decisions.map((d) => d.round)));
  decisions.push(rev.decisions.length);
  exactShare += rev.decisions.filter((d) => d.valueKind === 'exact').length / rev.decisions.length / G;
}
const time = { games: G, p50: percentile(seconds, 0.5), p95: percentile(seconds, 0.95), max: percentile(seconds, 1), roundsMean: rounds.reduce((a, b) => a + b, 0) / G, decisionsMean: decisions.reduce((a, b) => a + b, 0) / G, exactShare };

// worker
let worker: { heapMB: number; seconds: number } | null = null;
if (!args.includes('--no-worker')) {
  const runner = new ReviewRunner({ log: () => {} });
  const s = performance.now();
  const r = await runner.run(sample, () => {}).result;
  worker = { heapMB: Math.round(((r.heapUsed ?? 0) / 2 ** 20) * 10) / 10, seconds: (performance.now() - s) / 1000 };
  runner.close();
}

// accuracy
const accuracy: Record<string, Record<string, ReturnType<typeof interval>>> = {};
for (const family of families) {
  const by: Record<string, number[]> = { novato: [], medio: [], experto: [], maestro: [], reference: [] };
  for (let g = 0; g < N; g++) {
    const levels = LEVELS.map((_, s) => LEVELS[(s + g) % 4]!);
    const rev = review(botGameRecord({ rules: family, levels, seed: 5000 + g, endgame: repoEndgame }));
    rev.accuracy.forEach((a, s) => a.overall.accuracy !== null && by[levels[s]!]!.push(a.overall.accuracy));
  }
  for (let g = 0; g < Math.max(1, Math.floor(N / 4)); g++) {
    const levels: SeatLevel[] = ['medio', 'medio', 'medio', 'medio'];
    levels[g % 4] = 'reference';
    const rev = review(botGameRecord({ rules: family, levels, seed: 9000 + g, endgame: repoEndgame }));
    const a = rev.accuracy[g % 4]!.overall.accuracy;
    if (a !== null) by.reference!.push(a);
  }
  accuracy[family] = Object.fromEntries(Object.entries(by).map(([k, xs]) => [k, interval(xs)]));
}

const out = { time, worker, accuracy, gamesPerLevel: N, totalSeconds: (performance.now() - t0) / 1000 };
if (JSON_OUT) console.log(JSON.stringify(out, null, 2));
else {
  const f = (x: number): string => x.toFixed(2);
  console.log(`review of a 4-player chile game (${G} games, ${time.roundsMean.toFixed(1)} rounds, ${time.decisionsMean.toFixed(0)} decisions, ${(exactShare * 100).toFixed(1)} % exact): p50 ${f(time.p50)} s, p95 ${f(time.p95)} s, max ${f(time.max)} s`);
  if (worker) console.log(`review worker: heap ${worker.heapMB} MB after a review (${f(worker.seconds)} s with its start)`);
  console.log(`\naccuracy (${N} games per level per family; mean [95 % interval])`);
  console.log(['family', 'novato', 'medio', 'experto', 'maestro', 'reference'].map((x) => x.padEnd(20)).join(''));
  for (const [family, row] of Object.entries(accuracy)) {
    console.log([family, ...['novato', 'medio', 'experto', 'maestro', 'reference'].map((k) => `${row[k]!.mean} [${row[k]!.low}, ${row[k]!.high}]`)].map((x) => x.padEnd(20)).join(''));
  }
  console.log(`\n${out.totalSeconds.toFixed(0)} s in all`);
}
