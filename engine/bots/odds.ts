// Exact odds of the face counts (R-WILD, R-BLANK, R-NOWILD): binomial tails over unseen dice.
import type { Face } from '../index';

/** R-WILD / R-BLANK: an unseen die shows `face` or the wild face with 2/6, the wild face itself 1/6; R-NOWILD: 1/6. */
export function faceChance(face: Face, wildFace: Face | null): number {
  return wildFace !== null && wildFace !== face ? 2 / 6 : 1 / 6;
}

/** R-WILD: whether a die showing `die` counts for a bid on `face`. */
export function countsFor(die: Face, face: Face, wildFace: Face | null): boolean {
  return die === face || (wildFace !== null && wildFace !== face && die === wildFace);
}

/** P(Bin(n, p) = k) for k = 0..n, computed exactly by the recurrence. */
export function binomialPmf(n: number, p: number): Float64Array {
  const pmf = new Float64Array(n + 1);
  if (n === 0) {
    pmf[0] = 1;
    return pmf;
  }
  if (p <= 0) {
    pmf[0] = 1;
    return pmf;
  }
  if (p >= 1) {
    pmf[n] = 1;
    return pmf;
  }
  pmf[0] = Math.pow(1 - p, n);
  const r = p / (1 - p);
  for (let k = 1; k <= n; k++) pmf[k] = (pmf[k - 1]! * r * (n - k + 1)) / k;
  return pmf;
}

/** P(Bin(n, p) ≥ k). */
export function binomialTail(n: number, p: number, k: number): number {
  if (k <= 0) return 1;
  if (k > n) return 0;
  const pmf = binomialPmf(n, p);
  let s = 0;
  for (let i = k; i <= n; i++) s += pmf[i]!;
  return Math.min(1, s);
}

/** A count distribution: dist[k] = P(the face shows exactly k times on the table). */
export type CountDist = Float64Array;

/** P(count ≥ k) from a distribution. */
export function tailOf(dist: CountDist, k: number): number {
  if (k <= 0) return 1;
  let s = 0;
  for (let i = k; i < dist.length; i++) s += dist[i]!;
  return Math.min(1, s);
}

/** P(count = k) from a distribution. */
export function exactOf(dist: CountDist, k: number): number {
  return k >= 0 && k < dist.length ? dist[k]! : 0;
}

/** The distribution of `known + Bin(unseen, p)`. */
export function shiftedBinomial(known: number, unseen: number, p: number): CountDist {
  const pmf = binomialPmf(unseen, p);
  const dist = new Float64Array(known + unseen + 1);
  for (let k = 0; k <= unseen; k++) dist[known + k] = pmf[k]!;
  return dist;
}
