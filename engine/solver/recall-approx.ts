// A best-response approximation for the recall policies, faster than the exact best response (issue 41 item 2:
// five dice and more). The responder remembers the last K' ≥ K bids: on the K'-recall DAG (recall.ts) the policy,
// which reads only the last K bids, is a function of the node, so every subgame below a node is the same whatever
// the path. The responder picks at each (node, hand) the action of highest counterfactual value (the policy's
// reach summed over the paths into the node, chance included), last node first, and that pure strategy is then
// valued exactly: its value is one a perfect-recall responder can reach, so the exploitability it gives is a
// LOWER bound on the exact one. With K' at least the longest round the DAG is the full tree and this is the
// exact best response (tested against recall-measure.ts). The clairvoyant responder (it sees the policy's dice)
// gives an UPPER bound, by the same backward pass with the max taken per pair of hands.
import type { Player } from './game';
import { recallActionCount, ShowdownCache, type RecallGame } from './recall';
import type { RecallPolicy } from './recall-measure';

export class RecallApproxError extends Error {
  override readonly name = 'RecallApproxError';
}

function nodeKey(mover: number, bids: readonly number[]): string {
  return `${mover}:${bids.join(',')}`;
}

/**
 * The policy of `coarse` (recall K) laid out on `fine` (recall K' ≥ K, the same round): each fine node plays the
 * row of the coarse node its last K bids lead to. A fine game of another round or a shorter recall is a
 * RecallApproxError.
 */
export function refineRecallPolicy(coarse: RecallGame, probs: RecallPolicy, fine: RecallGame): [Float64Array, Float64Array] {
  if (fine.spec.name !== coarse.spec.name || fine.spec.bids.length !== coarse.spec.bids.length) throw new RecallApproxError(`the fine game (${fine.spec.name}) is not the policy's round (${coarse.spec.name})`);
  if (fine.recall < coarse.recall) throw new RecallApproxError(`the responder's recall ${fine.recall} is below the policy's ${coarse.recall}`);
  const ids = new Map<string, number>();
  for (let n = 0; n < coarse.nodeCount; n++) ids.set(nodeKey(coarse.mover[n]!, coarse.lastBids[n]!), n);
  const out: [Float64Array, Float64Array] = [new Float64Array(fine.size[0]), new Float64Array(fine.size[1])];
  for (let n = 0; n < fine.nodeCount; n++) {
    const p = fine.mover[n]!;
    const c = ids.get(nodeKey(p, fine.lastBids[n]!.slice(-coarse.recall)));
    if (c === undefined) throw new RecallApproxError(`fine node ${n} has no coarse node`);
    const len = recallActionCount(fine, n) * fine.deal.hands[p]!.hands.length;
    out[p].set(probs[p]!.subarray(coarse.base[c]!, coarse.base[c]! + len), fine.base[n]!);
  }
  return out;
}

/** The policy's own reach summed over the paths into each node, chance included ([node * H + hand]). */
function policyReach(g: RecallGame, probs: RecallPolicy, o: Player): Float64Array {
  const Ho = g.deal.hands[o].hands.length;
  const reach = new Float64Array(g.nodeCount * Ho);
  reach.set(g.deal.hands[o].prob, 0);
  for (let n = 0; n < g.nodeCount; n++) {
    const own = g.mover[n] === o;
    const nA = recallActionCount(g, n);
    for (let e = g.childStart[n]!, a = 0; e < g.childStart[n + 1]!; e++, a++) {
      const c = g.childNode[e]!;
      for (let h = 0; h < Ho; h++) reach[c * Ho + h] += reach[n * Ho + h]! * (own ? probs[o]![g.base[n]! + h * nA + a]! : 1);
    }
  }
  return reach;
}

export interface RecallApproxResponse {
  /** The responder's value of the round (payoffs to it). */
  readonly value: number;
  /** The most per-node value blocks held at once (memory: blocks × H0 × H1 × 8 bytes). */
  readonly peakBlocks: number;
}

export interface RecallApproxOptions {
  /** The responder sees the other's hand too: an upper bound. */
  readonly clairvoyant?: boolean;
  /** Value blocks held in single precision (half the memory; the value to about 10⁻⁶). */
  readonly float32?: boolean;
}

/**
 * The responder `i`'s value of its recall-K' counterfactual best response to the other player's `probs` (laid out
 * on `g`, see refineRecallPolicy), valued exactly: a lower bound on the perfect-recall best response's.
 */
export function recallApproxBestResponse(g: RecallGame, probs: RecallPolicy, i: Player, options: RecallApproxOptions = {}): RecallApproxResponse {
  const clairvoyant = options.clairvoyant ?? false;
  const o = (1 - i) as Player;
  const H0 = g.deal.hands[0].hands.length;
  const H1 = g.deal.hands[1].hands.length;
  const Hi = i === 0 ? H0 : H1;
  const Ho = i === 0 ? H1 : H0;
  const M = H0 * H1;
  const sign = i === 0 ? 1 : -1; // u holds values to player 0
  const idx = i === 0 ? (hi: number, ho: number) => hi * H1 + ho : (hi: number, ho: number) => ho * H1 + hi;
  const ro = policyReach(g, probs, o);
  const showdown = new ShowdownCache(g.spec, g.deal);
  // values below each node, freed once every parent has read them
  const parentsLeft = new Int32Array(g.nodeCount);
  for (let e = 0; e < g.childNode.length; e++) parentsLeft[g.childNode[e]!]++;
  const u: (Float64Array | Float32Array | undefined)[] = new Array<Float64Array | Float32Array | undefined>(g.nodeCount);
  let held = 0;
  let peakBlocks = 0;
  const cv = new Float64Array(Hi);
  const best = new Float64Array(Hi);
  const pick = new Int32Array(Hi);
  for (let n = g.nodeCount - 1; n >= 0; n--) {
    const c0 = g.childStart[n]!;
    const nR = g.childStart[n + 1]! - c0;
    const nA = recallActionCount(g, n);
    const src = (a: number): Float64Array | Float32Array => (a < nR ? u[g.childNode[c0 + a]!]! : showdown.get(g.standing[n]!, g.mover[n]! as Player, a > nR));
    const un = options.float32 ? new Float32Array(M) : new Float64Array(M);
    if (g.mover[n] === i && clairvoyant) {
      un.fill(sign * -Infinity);
      for (let a = 0; a < nA; a++) {
        const s = src(a);
        for (let m = 0; m < M; m++) if (sign * s[m]! > sign * un[m]!) un[m] = s[m]!;
      }
    } else if (g.mover[n] === i) {
      best.fill(-Infinity);
      for (let a = 0; a < nA; a++) {
        const s = src(a);
        cv.fill(0);
        for (let hi = 0; hi < Hi; hi++) for (let ho = 0; ho < Ho; ho++) cv[hi] += ro[n * Ho + ho]! * s[idx(hi, ho)]!;
        for (let hi = 0; hi < Hi; hi++) {
          if (sign * cv[hi]! > best[hi]!) {
            best[hi] = sign * cv[hi]!;
            pick[hi] = a;
          }
        }
      }
      for (let hi = 0; hi < Hi; hi++) {
        const s = src(pick[hi]!);
        for (let ho = 0; ho < Ho; ho++) un[idx(hi, ho)] = s[idx(hi, ho)]!;
      }
    } else {
      const base = g.base[n]!;
      const pr = probs[o]!;
      for (let a = 0; a < nA; a++) {
        const s = src(a);
        for (let hi = 0; hi < Hi; hi++) {
          for (let ho = 0; ho < Ho; ho++) {
            const q = pr[base + ho * nA + a]!;
            if (q !== 0) un[idx(hi, ho)] += q * s[idx(hi, ho)]!;
          }
        }
      }
    }
    for (let e = c0; e < c0 + nR; e++) {
      const c = g.childNode[e]!;
      if (--parentsLeft[c] === 0) {
        u[c] = undefined;
        held--;
      }
    }
    u[n] = un;
    held++;
    if (held > peakBlocks) peakBlocks = held;
  }
  const root = u[0]!;
  const p0 = g.deal.hands[0].prob;
  const p1 = g.deal.hands[1].prob;
  let v = 0;
  for (let a = 0; a < H0; a++) for (let b = 0; b < H1; b++) v += p0[a]! * p1[b]! * root[a * H1 + b]!;
  return { value: sign * v, peakBlocks };
}

export interface RecallApproxBounds {
  /** The responder's recall K'. */
  readonly recall: number;
  /** Exploitability (NashConv / 2) against the recall-K' responders: a lower bound on the exact one. */
  readonly lowerExploitability: number;
  /** Exploitability against the clairvoyant responders: an upper bound on the exact one. */
  readonly upperExploitability: number;
  readonly peakBlocks: number;
}

/** Both bounds of a recall-K policy's exploitability, the responders remembering the last `recall` bids. */
export function recallApproxBounds(coarse: RecallGame, probs: RecallPolicy, fine: RecallGame, float32 = false): RecallApproxBounds {
  const refined = refineRecallPolicy(coarse, probs, fine);
  const br = [0, 1].map((i) => recallApproxBestResponse(fine, refined, i as Player, { float32 }));
  const cl = [0, 1].map((i) => recallApproxBestResponse(coarse, probs, i as Player, { clairvoyant: true, float32 }));
  return {
    recall: fine.recall,
    lowerExploitability: (br[0]!.value + br[1]!.value) / 2,
    upperExploitability: (cl[0]!.value + cl[1]!.value) / 2,
    peakBlocks: Math.max(br[0]!.peakBlocks, br[1]!.peakBlocks),
  };
}
