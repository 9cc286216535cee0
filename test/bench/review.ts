// `npm run bench:review [-- --json] [--games N] [--timing G] [--families chile,perudo] [--no-worker]
//   [--worker-reviews R] [--part k/n] [--out file.json] [--merge a.json b.json ...]` (issue 40):
// - time: seconds to review a 4-player chile game (Novato, Medio, Experto, Medio: about 20 rounds) with the
//   solved tables, p50/p95 over G games (goal ≤ 10 s);
// - worker: the heap of the review worker after a review (the host's ReviewRunner on the real bot worker),
//   R reviews of one game in a row;
// - accuracy: N games per family, each with one seat of every level (seats rotated), the accuracy of each
//   level with its 95 % interval (mean ± 1.96·sd/√n); and N/4 games of the reference player (the review's own
//   best choice) against three Medios, which should score near 100.
// Long runs: progress on stderr; `--part k/n` reviews only the games whose index is k-1 modulo n;
// `--out` rewrites a JSON file after every game (the raw accuracies: a stopped run's games are kept);
// `--merge` reads such files (or --json outputs with `samples`) and prints the table of all their games.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
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
const [PART_K, PART_N] = (arg('--part') ?? '1/1').split('/').map(Number) as [number, number];
const OUT = arg('--out');
const MERGE = args.includes('--merge') ? args.slice(args.indexOf('--merge') + 1).filter((a) => !a.startsWith('--')) : null;
const progress = (line: string): void => void process.stderr.write(`[${((performance.now() - t0) / 1000).toFixed(0)} s] ${line}\n`);
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
type Samples = Record<string, Record<string, number[]>>;
const COLUMNS = ['novato', 'medio', 'experto', 'maestro', 'reference'] as const;
const table = (samples: Samples): Record<string, Record<string, ReturnType<typeof interval>>> =>
  Object.fromEntries(Object.entries(samples).map(([family, by]) => [family, Object.fromEntries(COLUMNS.map((k) => [k, interval(by[k] ?? [])]))]));

let time: { games: number; p50: number; p95: number; max: number; roundsMean: number; decisionsMean: number; exactShare: number } | null = null;
let worker: { heapMB: number; heapsMB?: number[]; seconds: number } | null = null;
const samples: Samples = {};
if (MERGE) {
  for (const file of MERGE) {
    const part = JSON.parse(readFileSync(file, 'utf8')) as { samples: Samples; time?: typeof time; worker?: typeof worker };
    time ??= part.time ?? null;
    worker ??= part.worker ?? null;
    for (const [family, by] of Object.entries(part.samples)) {
      const into = (samples[family] ??= {});
      for (const [k, xs] of Object.entries(by)) (into[k] ??= []).push(...xs);
    }
  }
} else {
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
  if (G > 0) time = { games: G, p50: percentile(seconds, 0.5), p95: percentile(seconds, 0.95), max: percentile(seconds, 1), roundsMean: rounds.reduce((a, b) => a + b, 0) / G, decisionsMean: decisions.reduce((a, b) => a + b, 0) / G, exactShare };

  // worker
  if (!args.includes('--no-worker') && sample) {
    // the same game reviewed R times in one worker (`--worker-reviews R`): the heap after each (garbage included)
    const runner = new ReviewRunner({ log: () => {} });
    const heaps: number[] = [];
    const s = performance.now();
    for (let i = 0; i < Number(arg('--worker-reviews') ?? 1); i++) {
      const r = await runner.run(sample, () => {}).result;
      heaps.push(Math.round(((r.heapUsed ?? 0) / 2 ** 20) * 10) / 10);
      progress(`worker review ${i + 1}: heap ${heaps.at(-1)} MB`);
    }
    worker = { heapMB: Math.max(...heaps), heapsMB: heaps, seconds: (performance.now() - s) / 1000 / heaps.length };
    runner.close();
  }
  // accuracy: the level games and the reference games interleaved (one reference game after every four),
  // so that a stopped run has some of each
  const save = (): void => {
    if (!OUT) return;
    writeFileSync(`${OUT}.tmp`, JSON.stringify({ time, worker, samples, gamesPerLevel: N, part: `${PART_K}/${PART_N}` }));
    renameSync(`${OUT}.tmp`, OUT);
  };
  const refGames = N > 0 ? Math.max(1, Math.floor(N / 4)) : 0;
  for (const family of N > 0 ? families : []) {
    const by: Record<string, number[]> = (samples[family] = { novato: [], medio: [], experto: [], maestro: [], reference: [] });
    const jobs: { kind: 'levels' | 'reference'; g: number }[] = [];
    for (let g = 0; g < Math.max(N, refGames * 4); g++) {
      if (g < N) jobs.push({ kind: 'levels', g });
      if (g % 4 === 3 && (g - 3) / 4 < refGames) jobs.push({ kind: 'reference', g: (g - 3) / 4 });
    }
    const mine = jobs.filter((j) => j.g % PART_N === PART_K - 1);
    mine.forEach((j, i) => {
      if (j.kind === 'levels') {
        const levels = LEVELS.map((_, s) => LEVELS[(s + j.g) % 4]!);
        const rev = review(botGameRecord({ rules: family, levels, seed: 5000 + j.g, endgame: repoEndgame }));
        rev.accuracy.forEach((a, s) => a.overall.accuracy !== null && by[levels[s]!]!.push(a.overall.accuracy));
      } else {
        const levels: SeatLevel[] = ['medio', 'medio', 'medio', 'medio'];
        levels[j.g % 4] = 'reference';
        const rev = review(botGameRecord({ rules: family, levels, seed: 9000 + j.g, endgame: repoEndgame }));
        const a = rev.accuracy[j.g % 4]!.overall.accuracy;
        if (a !== null) by.reference!.push(a);
      }
      save();
      if ((i + 1) % 5 === 0 || i + 1 === mine.length) {
        const t = table({ [family]: by })[family]!;
        progress(`${family} ${i + 1}/${mine.length} games (part ${PART_K}/${PART_N}): ${COLUMNS.map((k) => `${k} ${t[k]!.mean} (n ${t[k]!.n})`).join(', ')}`);
      }
    });
  }
}
const accuracy = table(samples);

const out = { time, worker, accuracy, gamesPerLevel: N, totalSeconds: (performance.now() - t0) / 1000, samples };
if (JSON_OUT) console.log(JSON.stringify(out, null, 2));
else {
  const f = (x: number): string => x.toFixed(2);
  if (time) console.log(`review of a 4-player chile game (${time.games} games, ${time.roundsMean.toFixed(1)} rounds, ${time.decisionsMean.toFixed(0)} decisions, ${(time.exactShare * 100).toFixed(1)} % exact): p50 ${f(time.p50)} s, p95 ${f(time.p95)} s, max ${f(time.max)} s`);
  if (worker) console.log(`review worker: heap ${worker.heapMB} MB at most after a review (${worker.heapsMB?.join(', ')} MB; ${f(worker.seconds)} s a review, the first with the worker's start)`);
  console.log(`\naccuracy (${MERGE ? 'merged' : `${N} games per level per family`}; mean [95 % interval] (n))`);
  console.log(['family', ...COLUMNS].map((x) => x.padEnd(24)).join(''));
  for (const [family, row] of Object.entries(accuracy)) {
    console.log([family, ...['novato', 'medio', 'experto', 'maestro', 'reference'].map((k) => `${row[k]!.mean} [${row[k]!.low}, ${row[k]!.high}] (${row[k]!.n})`)].map((x) => x.padEnd(24)).join(''));
  }
  console.log(`\n${out.totalSeconds.toFixed(0)} s in all`);
}
