// Turning a solved round game into a compact strategy table: (own dice sorted + bid history) -> action
// probabilities, kept only where the player's own play reaches the information set.
import type { CfrSolver, MeasuredPolicy, Policy } from './cfr';
import { actionCount } from './game';
import { handKey } from './hands';

/** An action's key in tables: a bid "CF" (count digit, face digit), "d" for dudo, "c" for calzo. */
export type ActionKey = string;

/** history key ("" at the round's start, else the bids' "CF" keys in order) -> hand key -> action or distribution. */
export type TablePolicy = Record<string, Record<string, ActionKey | Record<ActionKey, number>>>;

export interface ExtractOptions {
  /** Keep an information set when the owner's own probability of reaching it is at least this. */
  readonly minOwnReach: number;
  /** Drop actions below this probability (the lookup renormalises). */
  readonly minProb: number;
  /** Decimal places of the stored probabilities. */
  readonly digits: number;
}

export function bidKey(count: number, face: number): string {
  if (count > 9) throw new RangeError(`tables hold counts up to 9, not ${count}`);
  return `${count}${face}`;
}

/**
 * The table of a solved game, and the policy it stands for (`stored`: the table's rounded and renormalised
 * distributions where it has them, the solver's elsewhere), so its exploitability can be measured as stored.
 */
export function extractPolicy(solver: CfrSolver, policy: Policy, o: ExtractOptions): { policy: TablePolicy; infosets: number; stored: Policy } {
  // the type refuses a view; a cast past it is refused here
  if ((policy as MeasuredPolicy).unnormalised === true) throw new Error('extractPolicy takes a normalised policy (averagePolicy), not the running sums (averagePolicyView)');
  const { tree, deal, layout, spec } = solver;
  const out: TablePolicy = {};
  const stored: Policy = { probs: [policy.probs[0].slice(), policy.probs[1].slice()] };
  let infosets = 0;
  const handKeys = [deal.hands[0].hands.map(handKey), deal.hands[1].hands.map(handKey)] as const;
  const path: string[] = [];
  const scale = 10 ** o.digits;
  // reach[p]: own reach of each hand of player p along the current path (depth-first).
  const walk = (n: number, reach: readonly [Float64Array, Float64Array]): void => {
    const p = tree.depth[n]! % 2;
    const nA = actionCount(tree, n);
    const c0 = tree.childStart[n]!;
    const nR = tree.childStart[n + 1]! - c0;
    const probs = policy.probs[p]!;
    const base = layout.base[n]!;
    const H = deal.hands[p]!.hands.length;
    const keys: string[] = [];
    for (let a = 0; a < nA; a++) {
      if (a < nR) {
        const b = spec.bids[tree.bid[c0 + a]!]!;
        keys.push(bidKey(b.count, b.face));
      } else keys.push(a === nR ? 'd' : 'c');
    }
    const row: Record<string, ActionKey | Record<ActionKey, number>> = {};
    let any = false;
    for (let h = 0; h < H; h++) {
      if (reach[p]![h]! < o.minOwnReach) continue;
      const dist: Record<ActionKey, number> = {};
      let kept = 0;
      let top = '';
      for (let a = 0; a < nA; a++) {
        const q = Math.round(probs[base + h * nA + a]! * scale) / scale;
        if (q >= o.minProb) {
          dist[keys[a]!] = q;
          kept++;
          top = keys[a]!;
        }
      }
      row[handKeys[p][h]!] = kept === 1 ? top : dist;
      const sum = Object.values(dist).reduce((x, y) => x + y, 0);
      for (let a = 0; a < nA; a++) stored.probs[p]![base + h * nA + a] = (dist[keys[a]!] ?? 0) / sum;
      any = true;
      infosets++;
    }
    if (any) out[path.join('')] = row;
    for (let a = 0; a < nR; a++) {
      const next = Float64Array.from(reach[p]!);
      let alive = false;
      for (let h = 0; h < H; h++) {
        next[h] = reach[p]![h]! * probs[base + h * nA + a]!;
        if (next[h]! >= o.minOwnReach) alive = true;
      }
      const other = reach[1 - p]!;
      let otherAlive = false;
      for (let h = 0; h < other.length; h++) if (other[h]! >= o.minOwnReach) otherAlive = true;
      if (!alive && !otherAlive) continue;
      path.push(keys[a]!);
      walk(c0 + a, p === 0 ? [next, reach[1]] : [reach[0], next]);
      path.pop();
    }
  };
  walk(0, [new Float64Array(deal.hands[0].hands.length).fill(1), new Float64Array(deal.hands[1].hands.length).fill(1)]);
  return { policy: out, infosets, stored };
}
