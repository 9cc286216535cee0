// bench:bots' statistics: Wilson intervals of win rates, percentiles of decision times, bootstrap intervals over deals.
import { createRng } from '../../../engine/index';

export interface Rate {
  readonly wins: number;
  readonly n: number;
  readonly rate: number;
  readonly lo: number;
  readonly hi: number;
}

/** Wilson score interval, 95 %. */
export function wilson(wins: number, n: number): Rate {
  if (n === 0) return { wins, n, rate: 0, lo: 0, hi: 0 };
  const z = 1.96;
  const p = wins / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return { wins, n, rate: p, lo: Math.max(0, c - h), hi: Math.min(1, c + h) };
}

/** Wall and CPU times of a set of decisions (ms). */
export interface Latencies {
  readonly wall: number[];
  readonly cpu: number[];
}

/** p50, p99 and max of the wall times and p50, p99 of the CPU times of one set of decisions (ms). */
export function latencySummary(l: Latencies = { wall: [], cpu: [] }): { decisions: number; p50: number; p99: number; max: number; cpuP50: number; cpuP99: number } {
  return { decisions: l.wall.length, p50: percentile(l.wall, 0.5), p99: percentile(l.wall, 0.99), max: percentile(l.wall, 1), cpuP50: percentile(l.cpu, 0.5), cpuP99: percentile(l.cpu, 0.99) };
}

/** Bootstrap 95 % interval of a statistic of the deals: the deals resampled with replacement (percentile method). */
export function bootstrapInterval<T>(deals: readonly T[], stat: (sample: readonly T[]) => number, resamples: number, seed: number): { lo: number; hi: number } {
  if (deals.length === 0) return { lo: 0, hi: 0 };
  const rng = createRng(seed);
  const values: number[] = [];
  for (let b = 0; b < resamples; b++) values.push(stat(Array.from(deals, () => deals[Math.floor(rng() * deals.length)]!)));
  return { lo: percentile(values, 0.025), hi: percentile(values, 0.975) };
}

export function percentile(xs: readonly number[], q: number): number {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
}

/** A share as a percentage with one decimal ('55.2%'). */
export const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
/** A win rate with its interval and count. */
export const rateText = (r: Rate): string => `${pct(r.rate)} [${pct(r.lo)}, ${pct(r.hi)}] n=${r.n}`;
