// Measuring and storing a policy of the imperfect-recall abstraction (recall.ts) in the full game (issue 41):
// the exact best response of a perfect-recall opponent walks the full public tree (the abstract DAG unrolled),
// following only the actions the policy plays; the policy as stored (rounded, small actions dropped) is what is
// measured and what the table holds, expanded to full histories where the owner's own play reaches them.
import { bidKey, type TablePolicy } from './extract';
import type { Player } from './game';
import { handKey } from './hands';
import { recallActionCount, ShowdownCache, type RecallGame } from './recall';

export type RecallPolicy = readonly [Float64Array, Float64Array];

/** The policy as a table stores it: probabilities rounded to `digits` places, those below `minProb` dropped, renormalised. */
export function storedRecallPolicy(g: RecallGame, probs: RecallPolicy, minProb = 1e-3, digits = 3): [Float64Array, Float64Array] {
  const out: [Float64Array, Float64Array] = [probs[0].slice(), probs[1].slice()];
  const scale = 10 ** digits;
  for (let n = 0; n < g.nodeCount; n++) {
    const p = g.mover[n]!;
    const nA = recallActionCount(g, n);
    for (let h = 0; h < g.deal.hands[p]!.hands.length; h++) {
      const o = g.base[n]! + h * nA;
      let s = 0;
      for (let a = 0; a < nA; a++) {
        const q = Math.round(probs[p]![o + a]! * scale) / scale;
        out[p][o + a] = q >= minProb ? q : 0;
        s += out[p][o + a]!;
      }
      for (let a = 0; a < nA; a++) out[p][o + a] = s > 0 ? out[p][o + a]! / s : 1 / nA;
    }
  }
  return out;
}

export interface RecallBestResponse {
  /** The best responder's value of the round (payoffs to it). */
  readonly value: number;
  /** Full-game histories walked. */
  readonly histories: number;
}

/**
 * The exact value to player `i` (perfect recall, every history of the full game) of its best response to the other
 * player's `probs`: a depth-first walk of the full tree, skipping the actions the policy never plays, with the
 * other player's reach summed by its dice of the bid's face at a showdown and no allocation per history.
 */
export function recallBestResponse(g: RecallGame, probs: RecallPolicy, i: Player): RecallBestResponse {
  const o = (1 - i) as Player;
  const Hi = g.deal.hands[i].hands.length;
  const Ho = g.deal.hands[o].hands.length;
  const showdown = new ShowdownCache(g.spec, g.deal);
  const sign = i === 0 ? 1 : -1;
  const wi = i === 0 ? g.spec.dice[1] + 1 : 1; // stride of player i's count in a table
  const wo = i === 0 ? 1 : g.spec.dice[1] + 1;
  const maxO = g.spec.dice[o];
  const agg = new Float64Array(maxO + 1);
  let histories = 0;
  /** The other player's reach summed by its dice of `face`. */
  const aggregate = (face: number, reach: Float64Array): void => {
    const co = g.deal.counts[o][face]!;
    agg.fill(0);
    for (let h = 0; h < Ho; h++) agg[co[h]!] += reach[h]!;
  };
  const challenge = (n: number, calzo: boolean, out: Float64Array): void => {
    const m = showdown.byCounts(g.standing[n]!, g.mover[n]! as Player, calzo);
    const ci = g.deal.counts[i][g.spec.bids[g.standing[n]!]!.face]!;
    for (let h = 0; h < Hi; h++) {
      let v = 0;
      const row = ci[h]! * wi;
      for (let c = 0; c <= maxO; c++) v += agg[c]! * m[row + c * wo]!;
      out[h] = sign * v;
    }
  };
  // buffers by depth: a walk at depth d writes its values into outs[d], the other player's next reach into reaches[d]
  const depth = g.spec.bids.length + 2;
  const outs = Array.from({ length: depth }, () => new Float64Array(Hi));
  const tmps = Array.from({ length: depth }, () => new Float64Array(Hi));
  const reaches = Array.from({ length: depth }, () => new Float64Array(Ho));
  const walk = (n: number, reach: Float64Array, d: number): Float64Array => {
    histories++;
    const c0 = g.childStart[n]!;
    const nR = g.childStart[n + 1]! - c0;
    const nA = recallActionCount(g, n);
    const out = outs[d]!;
    const va = tmps[d]!;
    if (g.mover[n] === i) {
      out.fill(-Infinity);
      for (let a = 0; a < nR; a++) {
        const v = walk(g.childNode[c0 + a]!, reach, d + 1);
        for (let h = 0; h < Hi; h++) if (v[h]! > out[h]!) out[h] = v[h]!;
      }
      if (nA > nR) aggregate(g.spec.bids[g.standing[n]!]!.face, reach);
      for (let a = nR; a < nA; a++) {
        challenge(n, a > nR, va);
        for (let h = 0; h < Hi; h++) if (va[h]! > out[h]!) out[h] = va[h]!;
      }
      return out;
    }
    out.fill(0);
    const pr = probs[o];
    const base = g.base[n]!;
    const r = reaches[d]!;
    for (let a = 0; a < nA; a++) {
      let any = false;
      for (let h = 0; h < Ho; h++) {
        r[h] = reach[h]! * pr[base + h * nA + a]!;
        if (r[h] !== 0) any = true;
      }
      if (!any) continue;
      let v: Float64Array;
      if (a < nR) v = walk(g.childNode[c0 + a]!, r, d + 1);
      else {
        aggregate(g.spec.bids[g.standing[n]!]!.face, r);
        challenge(n, a > nR, va);
        v = va;
      }
      for (let h = 0; h < Hi; h++) out[h] += v[h]!;
    }
    return out;
  };
  const cv = walk(0, Float64Array.from(g.deal.hands[o].prob), 0);
  const p = g.deal.hands[i].prob;
  let value = 0;
  for (let h = 0; h < Hi; h++) value += p[h]! * cv[h]!;
  return { value, histories };
}

/** Best-response bounds of a policy: the starter's value lies in [lower, upper]; NashConv = upper − lower (exploitability half of it). */
export function recallBounds(g: RecallGame, probs: RecallPolicy): { lower: number; upper: number; nashConv: number; histories: number } {
  const b0 = recallBestResponse(g, probs, 0);
  const b1 = recallBestResponse(g, probs, 1);
  return { upper: b0.value, lower: -b1.value, nashConv: b0.value + b1.value, histories: b0.histories + b1.histories };
}

/**
 * The policy as a strategy table of full histories (extract.ts's format): each (history, hand) its owner's own play
 * reaches with chance ≥ `minOwnReach`, in thousandths, actions under 10⁻³ dropped: the lookup renormalises, so
 * Maestro plays storedRecallPolicy(g, average), the policy measured.
 */
export function recallTablePolicy(g: RecallGame, average: RecallPolicy, minOwnReach = 1e-3): { policy: TablePolicy; infosets: number } {
  const probs = storedRecallPolicy(g, average);
  const out: TablePolicy = {};
  const keysOf = [g.deal.hands[0].hands.map(handKey), g.deal.hands[1].hands.map(handKey)] as const;
  const path: string[] = [];
  let infosets = 0;
  const walk = (n: number, reach: readonly [Float64Array, Float64Array]): void => {
    const p = g.mover[n]! as Player;
    const c0 = g.childStart[n]!;
    const nR = g.childStart[n + 1]! - c0;
    const nA = recallActionCount(g, n);
    const base = g.base[n]!;
    const pr = probs[p];
    const keys: string[] = [];
    for (let a = 0; a < nA; a++) {
      if (a < nR) {
        const b = g.spec.bids[g.childBid[c0 + a]!]!;
        keys.push(bidKey(b.count, b.face));
      } else keys.push(a === nR ? 'd' : 'c');
    }
    const row: Record<string, string | Record<string, number>> = {};
    let any = false;
    for (let h = 0; h < reach[p].length; h++) {
      if (reach[p][h]! < minOwnReach) continue;
      const dist: Record<string, number> = {};
      let top = '';
      let kept = 0;
      for (let a = 0; a < nA; a++) {
        const q = Math.round(average[p]![base + h * nA + a]! * 1000) / 1000;
        if (q >= 1e-3) {
          dist[keys[a]!] = q;
          top = keys[a]!;
          kept++;
        }
      }
      row[keysOf[p][h]!] = kept === 1 ? top : dist;
      any = true;
      infosets++;
    }
    if (any) out[path.join('')] = row;
    const otherAlive = reach[1 - p]!.some((x) => x >= minOwnReach);
    for (let a = 0; a < nR; a++) {
      const next = reach[p].map((x, h) => x * pr[base + h * nA + a]!);
      if (!otherAlive && !next.some((x) => x >= minOwnReach)) continue;
      path.push(keys[a]!);
      walk(g.childNode[c0 + a]!, p === 0 ? [next, reach[1]] : [reach[0], next]);
      path.pop();
    }
  };
  walk(0, [new Float64Array(g.deal.hands[0].hands.length).fill(1), new Float64Array(g.deal.hands[1].hands.length).fill(1)]);
  return { policy: out, infosets };
}

/**
 * The policy as a recall table (EndgameTable.recall): one row per abstract node, keyed by the bids it remembers,
 * hands whose own play reaches it (through some history) with chance ≥ `minOwnReach`; thousandths, actions under
 * 10⁻³ dropped (the lookup renormalises, so Maestro plays storedRecallPolicy(g, average), the policy measured).
 */
export function recallAbstractTable(g: RecallGame, average: RecallPolicy, minOwnReach = 1e-3): { policy: TablePolicy; infosets: number } {
  if (g.deal.hands[0].hands[0]!.length === g.deal.hands[1].hands[0]!.length) throw new RangeError('a recall table needs players holding different dice');
  const probs = storedRecallPolicy(g, average);
  const H = [g.deal.hands[0].hands.length, g.deal.hands[1].hands.length] as const;
  // the most own reach of any history into each node (each player's own chances only)
  const reach = [new Float64Array(g.nodeCount * H[0]), new Float64Array(g.nodeCount * H[1])] as const;
  reach[0].fill(1, 0, H[0]);
  reach[1].fill(1, 0, H[1]);
  for (let n = 0; n < g.nodeCount; n++) {
    const p = g.mover[n]!;
    const o = 1 - p;
    const nA = recallActionCount(g, n);
    for (let e = g.childStart[n]!, a = 0; e < g.childStart[n + 1]!; e++, a++) {
      const c = g.childNode[e]!;
      for (let h = 0; h < H[p]!; h++) reach[p][c * H[p]! + h] = Math.max(reach[p][c * H[p]! + h]!, reach[p][n * H[p]! + h]! * probs[p][g.base[n]! + h * nA + a]!);
      for (let h = 0; h < H[o]!; h++) reach[o][c * H[o]! + h] = Math.max(reach[o][c * H[o]! + h]!, reach[o][n * H[o]! + h]!);
    }
  }
  const handKeys = [g.deal.hands[0].hands.map(handKey), g.deal.hands[1].hands.map(handKey)] as const;
  const out: TablePolicy = {};
  let infosets = 0;
  for (let n = 0; n < g.nodeCount; n++) {
    const p = g.mover[n]!;
    const c0 = g.childStart[n]!;
    const nR = g.childStart[n + 1]! - c0;
    const nA = recallActionCount(g, n);
    const keys: string[] = [];
    for (let a = 0; a < nA; a++) {
      if (a < nR) {
        const b = g.spec.bids[g.childBid[c0 + a]!]!;
        keys.push(bidKey(b.count, b.face));
      } else keys.push(a === nR ? 'd' : 'c');
    }
    const history = g.lastBids[n]!.map((id) => bidKey(g.spec.bids[id]!.count, g.spec.bids[id]!.face)).join('');
    for (let h = 0; h < H[p]!; h++) {
      if (reach[p][n * H[p]! + h]! < minOwnReach) continue;
      const dist: Record<string, number> = {};
      let top = '';
      let kept = 0;
      for (let a = 0; a < nA; a++) {
        const q = Math.round(average[p]![g.base[n]! + h * nA + a]! * 1000) / 1000;
        if (q >= 1e-3) {
          dist[keys[a]!] = q;
          top = keys[a]!;
          kept++;
        }
      }
      (out[history] ??= {})[handKeys[p][h]!] = kept === 1 ? top : dist;
      infosets++;
    }
  }
  return { policy: out, infosets };
}
