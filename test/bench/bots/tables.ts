// bench:bots at full tables of Maestro and Experto alternating (issue 14): `--table-share` (whole games), `--pool-shares`
// (several --table-share runs pooled), `--compare-shares` (two runs of the same deals, paired), `--table-rounds` (single rounds); seats rotated, bootstrap intervals over the deals.
import { createRng, type PresetId } from '../../../engine/index';
import type { BotLevel } from '../../../engine/bots/index';
import os from 'node:os';
import { readFileSync } from 'node:fs';
import { arg, args, JSON_OUT, n } from './args';
import { playGame } from '../../bots/play';
import { latencies, shareOf, tableDeals, timed, type DealScore } from './players';
import { bootstrapInterval, latencySummary, pct, wilson, type Latencies } from './stats';

/** A deal as a `--table-share --json` run writes it: Maestro's wins and seats, Experto's wins and seats. */
type DealRow = [number, number, number, number];

/** A `--table-share --json` run's rows (file named in errors). */
function tableShareRows(file: string): { players: number; salt: number; from?: number; perDeal: DealRow[] }[] {
  const run = JSON.parse(readFileSync(file, 'utf8')) as { maestroVsExpertoTables?: unknown };
  if (!Array.isArray(run.maestroVsExpertoTables)) throw new Error(`${file}: not the JSON of a --table-share run`);
  return run.maestroVsExpertoTables as ReturnType<typeof tableShareRows>;
}

const dealScoreOf = ([mw, mn, ew, en]: DealRow): DealScore => ({ maestro: { wins: mw, n: mn }, experto: { wins: ew, n: en } });

// `--pool-shares FILES`: the deals of several `--table-share --json` runs pooled per table size (chunks of one long run, or runs
// of other salts), with the same share and bootstrap interval as one run over all of them.
export function runPoolShares(): void {
  const files = args.slice(args.indexOf('--pool-shares') + 1).filter((a) => !a.startsWith('--'));
  const bySize = new Map<number, { deals: DealScore[]; seen: Set<string>; sources: string[] }>();
  const runs = files.map((file) => ({ file, rows: tableShareRows(file) }));
  const order = (r: (typeof runs)[number]): number => (r.rows[0]?.salt ?? 0) * 1e6 + (r.rows[0]?.from ?? 0);
  runs.sort((a, b) => order(a) - order(b)); // sources listed by salt, then first deal
  for (const { file, rows } of runs) {
    for (const row of rows) {
      let e = bySize.get(row.players);
      if (!e) bySize.set(row.players, (e = { deals: [], seen: new Set(), sources: [] }));
      row.perDeal.forEach((d, k) => {
        const key = `${row.salt}:${(row.from ?? 0) + k}`;
        if (e.seen.has(key)) throw new Error(`${file}: deal ${key} of ${row.players} players is already in another file`);
        e.seen.add(key);
        e.deals.push(dealScoreOf(d));
      });
      e.sources.push(`salt ${row.salt} deals ${row.from ?? 0}..${(row.from ?? 0) + row.perDeal.length - 1}`);
    }
  }
  const rows = [...bySize].sort(([a], [b]) => a - b).map(([players, e]) => ({ players, deals: e.deals.length, share: shareOf(e.deals), ...bootstrapInterval(e.deals, shareOf, 2000, 12345 + players), sources: e.sources }));
  if (JSON_OUT) process.stdout.write(`${JSON.stringify({ pooledShares: rows }, null, 2)}\n`);
  else for (const r of rows) process.stdout.write(`${r.players} players, ${r.deals} deals (${r.sources.join('; ')}): Maestro's seat-adjusted share ${(r.share * 100).toFixed(1)} % [${(r.lo * 100).toFixed(1)}, ${(r.hi * 100).toFixed(1)}]\n`);
}

// `--compare-shares A.json B.json`: two `--table-share --json` runs of the same deals (salt, first deal, count) with two
// Maestros (e.g. `--adapt` against `--no-recall`): per table size, the paired difference of the shares A − B with a
// bootstrap 95 % interval over the deals (each deal resampled in both), and the deals whose games differ.
export function runCompareShares(): void {
  const [fileA, fileB] = args.slice(args.indexOf('--compare-shares') + 1).filter((a) => !a.startsWith('--'));
  if (!fileA || !fileB) throw new Error('--compare-shares takes two --table-share --json files');
  const rowsB = tableShareRows(fileB);
  const rows = tableShareRows(fileA).map((a) => {
    const b = rowsB.find((r) => r.players === a.players);
    if (!b || b.salt !== a.salt || (b.from ?? 0) !== (a.from ?? 0) || b.perDeal.length !== a.perDeal.length) throw new Error(`${fileB}: not the same deals of ${a.players} players as ${fileA}`);
    const pairs = a.perDeal.map((d, k) => ({ a: dealScoreOf(d), b: dealScoreOf(b.perDeal[k]!) }));
    const diff = (xs: readonly (typeof pairs)[number][]): number => shareOf(xs.map((x) => x.a)) - shareOf(xs.map((x) => x.b));
    const differ = pairs.filter((x) => x.a.maestro.wins !== x.b.maestro.wins || x.a.experto.wins !== x.b.experto.wins).length;
    return { players: a.players, deals: pairs.length, shareA: shareOf(pairs.map((x) => x.a)), shareB: shareOf(pairs.map((x) => x.b)), difference: diff(pairs), ...bootstrapInterval(pairs, diff, 2000, 12345 + a.players), dealsThatDiffer: differ };
  });
  if (JSON_OUT) process.stdout.write(`${JSON.stringify({ comparedShares: rows }, null, 2)}\n`);
  else {
    const f = (x: number): string => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)}`;
    const lines = [`Maestro's share, ${fileA} (A) against ${fileB} (B), the same deals`, '| players | deals | A | B | A − B, points [bootstrap 95% CI] | deals whose score differs |', '|---|---|---|---|---|---|'];
    for (const r of rows) lines.push(`| ${r.players} | ${r.deals} | ${pct(r.shareA)} | ${pct(r.shareB)} | ${f(r.difference)} [${f(r.lo)}, ${f(r.hi)}] | ${r.dealsThatDiffer} |`);
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}

// `--table-share [--players 3,4,5,6] [--per-config N] [--preset P] [--salt N]`: Maestro and Experto alternating at full tables,
// whole games, duplicate deals with the seating rotated through every seat; Maestro's seat-adjusted share = its wins per seat
// over the sum of both levels' wins per seat (50 % = as strong as Experto; issue 14 asks ≥ 55 %), with a bootstrap 95 %
// interval over the deals (a deal's rotated games stay together); `--salt` draws other deals. Decision latency per table size.
export function runTableShare(t0: number): void {
  const sizes = (arg('--players') ?? '3,4,5,6').split(',').map(Number);
  const deals = Number(arg('--per-config') ?? n(10));
  const preset = (arg('--preset') ?? 'chile') as PresetId;
  const salt = Number(arg('--salt') ?? 0);
  const from = Number(arg('--from') ?? 0);
  const rows = sizes.map((players) => {
    const levels: BotLevel[] = Array.from({ length: players }, (_, s) => (s % 2 === 0 ? 'maestro' : 'experto'));
    latencies.clear();
    const sources = new Map<string, Latencies>();
    const started = performance.now();
    const perDeal = tableDeals(preset, levels, deals, 9000 + salt * 100 + players, sources, from);
    const sum = (f: (d: DealScore) => number, xs: readonly DealScore[]): number => xs.reduce((a, d) => a + f(d), 0);
    const m = { wins: sum((d) => d.maestro.wins, perDeal), n: sum((d) => d.maestro.n, perDeal) };
    const e = { wins: sum((d) => d.experto.wins, perDeal), n: sum((d) => d.experto.n, perDeal) };
    const share = shareOf(perDeal);
    const interval = bootstrapInterval(perDeal, shareOf, 2000, 12345 + players);
    const seconds = (performance.now() - started) / 1000;
    return { preset, players, salt, from, deals, games: deals * players, maestro: wilson(m.wins, m.n), experto: wilson(e.wins, e.n), share, shareLo: interval.lo, shareHi: interval.hi, maestroSources: Object.fromEntries([...sources].map(([k, l]) => [k, latencySummary(l)])), maestroLatency: latencySummary(latencies.get('maestro')), expertoLatency: latencySummary(latencies.get('experto')), seconds, load: os.loadavg()[0]!, perDeal: perDeal.map((d) => [d.maestro.wins, d.maestro.n, d.experto.wins, d.experto.n]) };
  });
  const seconds = (performance.now() - t0) / 1000;
  if (JSON_OUT) process.stdout.write(`${JSON.stringify({ seconds, load: os.loadavg()[0], maestroVsExpertoTables: rows }, null, 2)}\n`);
  else {
    const lines = [`Maestro and Experto alternating at full ${preset} tables, whole games, seats rotated, salt ${salt} (${seconds.toFixed(0)} s)`, '| players | games | Maestro seat win rate | Experto seat win rate | Maestro seat-adjusted share [bootstrap 95% CI] | Maestro wall p50 / p99 ms | CPU p50 / p99 ms | decided by (decisions, wall and CPU p99) |', '|---|---|---|---|---|---|---|---|'];
    for (const r of rows) {
      const l = r.maestroLatency;
      const src = Object.entries(r.maestroSources).map(([k, v]) => `${k} ${v.decisions} (p99 ${v.p99.toFixed(0)} ms, CPU ${v.cpuP99.toFixed(0)})`).join(', ');
      lines.push(`| ${r.players} | ${r.games} | ${pct(r.maestro.rate)} [${pct(r.maestro.lo)}, ${pct(r.maestro.hi)}] | ${pct(r.experto.rate)} [${pct(r.experto.lo)}, ${pct(r.experto.hi)}] | ${pct(r.share)} [${pct(r.shareLo)}, ${pct(r.shareHi)}] | ${l.p50.toFixed(1)} / ${l.p99.toFixed(1)} | ${l.cpuP50.toFixed(1)} / ${l.cpuP99.toFixed(1)} | ${src} |`);
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}

// `--table-rounds`: single rounds at a full table of Maestro and Experto alternating, duplicate deals with the seating rotated through
// every seat; net dice lost per seat-round by level (lower is better), Maestro minus Experto with a bootstrap 95 % interval over the
// deals (a deal's rotated rounds kept together). `--stacks mixed` starts each deal's round from stacks of 1 to 5 dice drawn per deal.
export function runTableRounds(t0: number): void {
  const players = Number(arg('--players') ?? 6);
  const deals = Number(arg('--per-config') ?? n(100));
  const preset = (arg('--preset') ?? 'chile') as PresetId;
  const salt = Number(arg('--salt') ?? 0);
  const mixed = arg('--stacks') === 'mixed';
  const levels: BotLevel[] = Array.from({ length: players }, (_, s) => (s % 2 === 0 ? 'maestro' : 'experto'));
  latencies.clear();
  const perDeal: [number, number, number, number][] = [];
  for (let i = 0; i < deals; i++) {
    const seed = 7000 + salt * 100_003 + i;
    const stackRng = createRng(seed * 31 + players);
    const dice = Array.from({ length: players }, () => (mixed ? 1 + Math.floor(stackRng() * 5) : 5));
    const d: [number, number, number, number] = [0, 0, 0, 0];
    for (let rot = 0; rot < players; rot++) {
      const seating = levels.map((_, s) => levels[(s + rot) % players]!);
      const r = playGame({ rules: preset, players: seating.map(timed), dealSeed: seed, botSeed: i * 7 + rot, start: { seat: 0, direction: 'clockwise' }, startDice: dice, firstRoundOnly: true });
      const res = r.firstResolution;
      seating.forEach((l, s) => {
        const net = res ? (res.loser === s ? 1 : 0) - (res.gainer === s ? 1 : 0) : 0;
        const k = l === 'maestro' ? 0 : 2;
        d[k] += net;
        d[k + 1] += 1;
      });
    }
    perDeal.push(d);
  }
  const rate = (rows: readonly (readonly number[])[], k: number): number => rows.reduce((a, r) => a + r[k]!, 0) / Math.max(1, rows.reduce((a, r) => a + r[k + 1]!, 0));
  const diffOf = (rows: readonly (readonly number[])[]): number => rate(rows, 0) - rate(rows, 2);
  const interval = bootstrapInterval(perDeal, diffOf, 2000, 4242 + players);
  const row = { preset, players, salt, deals, stacks: mixed ? 'mixed' : 'full', rounds: deals * players, maestroNetLoss: rate(perDeal, 0), expertoNetLoss: rate(perDeal, 2), difference: diffOf(perDeal), differenceLo: interval.lo, differenceHi: interval.hi, maestroLatency: latencySummary(latencies.get('maestro')), seconds: (performance.now() - t0) / 1000, load: os.loadavg()[0]!, perDeal };
  if (JSON_OUT) process.stdout.write(`${JSON.stringify({ maestroVsExpertoTableRounds: row }, null, 2)}\n`);
  else {
    const f = (x: number): string => x.toFixed(4);
    process.stdout.write(`Maestro and Experto alternating, single ${players}-player ${preset} rounds (${row.stacks} stacks), seats rotated, salt ${salt} (${row.seconds.toFixed(0)} s)\n| rounds | Maestro net dice lost per seat | Experto | Maestro − Experto [bootstrap 95% CI] | Maestro p50 / p99 ms |\n|---|---|---|---|---|\n| ${row.rounds} | ${f(row.maestroNetLoss)} | ${f(row.expertoNetLoss)} | ${f(row.difference)} [${f(row.differenceLo)}, ${f(row.differenceHi)}] | ${row.maestroLatency.p50.toFixed(1)} / ${row.maestroLatency.p99.toFixed(1)} |\n`);
  }
}
