// CFR+ over the public tree of a single-round liar's-dice game, with hands as vectors (one pass per
// public history updates every information set (own hand, bid history) of the traverser at once),
// plus the exact best response, NashConv and the expected value of any policy.
import { actionCount, buildPublicTree, dealOf, type Deal, type Player, type PublicTree, type RoundGameSpec, type RoundPayoffs } from './game';

/** Per-player numbers laid out as [node][hand][action] over the nodes where that player moves. */
export interface Layout {
  /** base[n]: offset of node n's block in its mover's arrays (hand h, action a at base + h * nA + a). */
  readonly base: Float64Array;
  readonly size: readonly [number, number];
}

/** A behaviour policy for both players, in the solver's layout: probabilities per (node, hand, action). */
export interface Policy {
  readonly probs: readonly [Float64Array | Float32Array, Float64Array | Float32Array];
  readonly unnormalised?: false;
}

/** CFR+'s running average sums read as a policy (averagePolicyView): each (node, hand) row is normalised as it is read (uniform where it sums to 0). */
export interface PolicyView {
  readonly probs: readonly [Float64Array | Float32Array, Float64Array | Float32Array];
  readonly unnormalised: true;
}

/** What can be measured (value, best response, NashConv): a policy or a view of the sums. */
export type MeasuredPolicy = Policy | PolicyView;

export interface SolverOptions {
  /** Float32 storage for regrets and averages (halves memory for the big trees). */
  readonly float32?: boolean;
}

export function layoutOf(tree: PublicTree, deal: Deal): Layout {
  const base = new Float64Array(tree.nodeCount);
  const size: [number, number] = [0, 0];
  for (let n = 0; n < tree.nodeCount; n++) {
    const p = tree.depth[n]! % 2;
    base[n] = size[p]!;
    size[p] += actionCount(tree, n) * deal.hands[p]!.hands.length;
  }
  return { base, size };
}

/** A solved (or solving) game: the tree, the deal and the CFR+ state. */
/** A node as the walks read it: depth, mover, first child, raises, actions, the calzo's action index (-1: none), the mover's and the traverser's hand counts. */
interface NodeShape {
  readonly d: number;
  readonly mover: Player;
  readonly c0: number;
  readonly nR: number;
  readonly nA: number;
  readonly calzoAt: number;
  readonly H: number;
  readonly Hi: number;
}

export class CfrSolver {
  readonly spec: RoundGameSpec;
  readonly tree: PublicTree;
  readonly deal: Deal;
  readonly layout: Layout;
  readonly regret: [Float64Array | Float32Array, Float64Array | Float32Array];
  readonly avg: [Float64Array | Float32Array, Float64Array | Float32Array];
  iterations = 0;
  /** Terminal payoffs (value iteration changes them between runs, keeping the regrets: a warm start). */
  payoffs: RoundPayoffs;
  private readonly bidCount: Int32Array;
  private readonly bidFace: Int32Array;
  private readonly scratch: Scratch;
  /** hiddenPmf[face][j]: the chance that j of the dice nobody sees count for `face` (spec.hidden); empty without them. */
  private readonly hiddenPmf: readonly Float64Array[];

  constructor(spec: RoundGameSpec, options: SolverOptions = {}) {
    this.spec = spec;
    this.payoffs = spec.payoffs;
    this.tree = buildPublicTree(spec);
    this.deal = dealOf(spec);
    this.layout = layoutOf(this.tree, this.deal);
    const make = (n: number) => (options.float32 ? new Float32Array(n) : new Float64Array(n));
    this.regret = [make(this.layout.size[0]), make(this.layout.size[1])];
    this.avg = [make(this.layout.size[0]), make(this.layout.size[1])];
    this.bidCount = Int32Array.from(spec.bids.map((b) => b.count));
    this.bidFace = Int32Array.from(spec.bids.map((b) => b.face));
    this.hiddenPmf = hiddenCountPmf(spec);
    this.scratch = new Scratch(this.tree, this.deal, spec.hidden ?? 0);
  }

  /** Runs `n` CFR+ iterations (alternating updates, regrets floored at 0, linear averaging). */
  run(n: number): void {
    for (let k = 0; k < n; k++) {
      this.iterations++;
      for (const i of [0, 1] as const) {
        const own = this.scratch.rootReach(i, false);
        const opp = this.scratch.rootReach((1 - i) as Player, true);
        this.walkCfr(0, i, own, opp, this.scratch.out[0]!, true);
      }
    }
  }

  /** Restarts the averaging (after the payoffs changed), keeping the regrets as a warm start. */
  resetAverage(): void {
    this.avg[0].fill(0);
    this.avg[1].fill(0);
    this.iterations = 0;
  }

  /** The average strategy (what CFR+ converges to), normalised; written into `into` where given (a policy of this solver's layout), so a long solve keeps one policy's memory. */
  averagePolicy(into?: Policy): Policy {
    const make = (n: number) => (this.avg[0] instanceof Float32Array ? new Float32Array(n) : new Float64Array(n));
    if (into && ((into as MeasuredPolicy).unnormalised === true || into.probs[0].length !== this.layout.size[0] || into.probs[1].length !== this.layout.size[1])) throw new Error('averagePolicy: the policy to write into has another layout, or is a view of the sums');
    const probs = into?.probs ?? ([make(this.layout.size[0]), make(this.layout.size[1])] as const);
    const t = this.tree;
    for (let n = 0; n < t.nodeCount; n++) {
      const p = t.depth[n]! % 2;
      const nA = actionCount(t, n);
      const H = this.deal.hands[p]!.hands.length;
      const base = this.layout.base[n]!;
      for (let h = 0; h < H; h++) normaliseRow(this.avg[p]!, base + h * nA, nA, probs[p]!, base + h * nA);
    }
    return into ?? { probs };
  }

  /**
   * The average strategy read in place from the running sums (a policy for value, best responses and NashConv
   * with no copy: a big round measured every few iterations keeps its memory). It follows the solver: run again
   * and it is the new average.
   */
  averagePolicyView(): PolicyView {
    return { probs: this.avg, unnormalised: true };
  }

  /** The policy that plays every legal action with equal probability. */
  uniformPolicy(): Policy {
    const probs = [new Float64Array(this.layout.size[0]), new Float64Array(this.layout.size[1])] as const;
    const t = this.tree;
    for (let n = 0; n < t.nodeCount; n++) {
      const p = t.depth[n]! % 2;
      const nA = actionCount(t, n);
      const H = this.deal.hands[p]!.hands.length;
      probs[p]!.fill(1 / nA, this.layout.base[n]!, this.layout.base[n]! + H * nA);
    }
    return { probs };
  }

  /** Expected value of the policy to player 0. */
  value(policy: MeasuredPolicy): number {
    return this.rootValue(policy, 0, false);
  }

  /** Value to player i of a best response to the other player's policy. */
  bestResponseValue(policy: MeasuredPolicy, i: Player): number {
    return this.rootValue(policy, i, true);
  }

  /** NashConv: the sum of both players' gains from best responding (0 at an equilibrium). */
  nashConv(policy: MeasuredPolicy): number {
    const v0 = this.value(policy);
    return this.bestResponseValue(policy, 0) - v0 + (this.bestResponseValue(policy, 1) + v0);
  }

  private rootValue(policy: MeasuredPolicy, i: Player, best: boolean): number {
    const opp = this.scratch.rootReach((1 - i) as Player, true);
    const out = this.scratch.out[0]!;
    this.walkEval(0, i, opp, out, policy, best);
    const p = this.deal.hands[i].prob;
    let v = 0;
    for (let h = 0; h < p.length; h++) v += p[h]! * out[h]!;
    return v;
  }

  /** Counterfactual values (to player i) of a dudo or calzo by the node's mover, per hand of i. */
  private terminal(node: number, calzo: boolean, i: Player, opp: Float64Array, out: Float64Array): void {
    const t = this.tree;
    const b = t.bid[node]!;
    challengeValues(this.spec, this.deal, this.payoffs, this.hiddenPmf, this.bidCount[b]!, this.bidFace[b]!, calzo, (t.depth[node]! % 2) as Player, i, opp, out, this.scratch);
  }

  /** What both walks read of a node, for traverser i (one place: the duplicates report, issue 39). */
  private shapeOf(node: number, i: Player): NodeShape {
    const t = this.tree;
    const d = t.depth[node]!;
    const mover = (d % 2) as Player;
    const c0 = t.childStart[node]!;
    const nR = t.childStart[node + 1]! - c0;
    const nA = nR + t.canDudo[node]! + t.canCalzo[node]!;
    const calzoAt = t.canCalzo[node]! === 1 ? nR + t.canDudo[node]! : -1;
    return { d, mover, c0, nR, nA, calzoAt, H: this.deal.hands[mover]!.hands.length, Hi: this.deal.hands[i].hands.length };
  }

  /** One CFR+ pass for traverser i below `node`; writes i's counterfactual values to `out`. */
  private walkCfr(node: number, i: Player, own: Float64Array, opp: Float64Array, out: Float64Array, oppLive: boolean): void {
    const s = this.scratch;
    const { d, mover, c0, nR, nA, calzoAt, H, Hi } = this.shapeOf(node, i);
    if (!oppLive && !ownAny(own, Hi)) {
      out.fill(0, 0, Hi);
      return;
    }
    const base = this.layout.base[node]!;
    const sigma = s.sigma[d]!;
    const regret = this.regret[mover]!;
    regretMatch(regret, base, H, nA, sigma);
    if (mover === i) {
      const vals = s.vals[d]!;
      const childOwn = s.reach[d]!;
      for (let a = 0; a < nA; a++) {
        const va = vals[a]!;
        if (a < nR) {
          let any = false;
          for (let h = 0; h < Hi; h++) {
            const r = own[h]! * sigma[h * nA + a]!;
            childOwn[h] = r;
            if (r !== 0) any = true;
          }
          if (any || oppLive) this.walkCfr(c0 + a, i, childOwn, opp, va, oppLive);
          else va.fill(0);
          if (!oppLive) continue;
        } else if (oppLive) {
          this.terminal(node, a === calzoAt, i, opp, va);
        }
      }
      const w = this.iterations;
      const avg = this.avg[mover]!;
      for (let h = 0; h < Hi; h++) {
        const o = base + h * nA;
        let v = 0;
        if (oppLive) {
          for (let a = 0; a < nA; a++) v += sigma[h * nA + a]! * vals[a]![h]!;
          for (let a = 0; a < nA; a++) {
            const r = regret[o + a]! + vals[a]![h]! - v;
            regret[o + a] = r > 0 ? r : 0;
          }
        }
        out[h] = v;
        const ow = w * own[h]!;
        if (ow !== 0) for (let a = 0; a < nA; a++) avg[o + a] += ow * sigma[h * nA + a]!;
      }
      return;
    }
    // The opponent moves: split its reach over its actions and add up i's values.
    out.fill(0, 0, Hi);
    if (!oppLive) {
      // Only the traverser's average strategy below still needs its update.
      const va = s.vals[d]![0]!;
      for (let a = 0; a < nR; a++) this.walkCfr(c0 + a, i, own, opp, va, false);
      return;
    }
    const childOpp = s.reach[d]!;
    const va = s.vals[d]![0]!;
    for (let a = 0; a < nA; a++) {
      let any = false;
      for (let h = 0; h < H; h++) {
        const r = opp[h]! * sigma[h * nA + a]!;
        childOpp[h] = r;
        if (r !== 0) any = true;
      }
      if (a < nR) {
        this.walkCfr(c0 + a, i, own, childOpp, va, any);
        if (!any) continue;
      } else {
        if (!any) continue;
        this.terminal(node, a === calzoAt, i, childOpp, va);
      }
      for (let h = 0; h < Hi; h++) out[h] += va[h]!;
    }
  }

  /** Counterfactual values for i under `policy` (best: i best-responds, else i follows the policy). */
  private walkEval(node: number, i: Player, opp: Float64Array, out: Float64Array, policy: MeasuredPolicy, best: boolean): void {
    const s = this.scratch;
    const { d, mover, c0, nR, nA, calzoAt, H, Hi } = this.shapeOf(node, i);
    let base = this.layout.base[node]!;
    let probs = policy.probs[mover]!;
    // Running sums: the node's rows normalised into the depth's buffer (walkEval does not otherwise use sigma), unless
    // they are the best responder's own (not read).
    if (policy.unnormalised && !(best && mover === i)) {
      const row = s.sigma[d]!;
      for (let h = 0; h < H; h++) normaliseRow(probs, base + h * nA, nA, row, h * nA);
      probs = row;
      base = 0;
    }
    const va = s.vals[d]![0]!;
    if (mover === i) {
      if (best) out.fill(-Infinity, 0, Hi);
      else out.fill(0, 0, Hi);
      for (let a = 0; a < nA; a++) {
        if (a < nR) this.walkEval(c0 + a, i, opp, va, policy, best);
        else this.terminal(node, a === calzoAt, i, opp, va);
        for (let h = 0; h < Hi; h++) {
          if (best) out[h] = Math.max(out[h]!, va[h]!);
          else out[h] += probs[base + h * nA + a]! * va[h]!;
        }
      }
      return;
    }
    out.fill(0, 0, Hi);
    const childOpp = s.reach[d]!;
    for (let a = 0; a < nA; a++) {
      let any = false;
      for (let h = 0; h < H; h++) {
        const r = opp[h]! * probs[base + h * nA + a]!;
        childOpp[h] = r;
        if (r !== 0) any = true;
      }
      if (!any) continue;
      if (a < nR) this.walkEval(c0 + a, i, childOpp, va, policy, best);
      else this.terminal(node, a === calzoAt, i, childOpp, va);
      for (let h = 0; h < Hi; h++) out[h] += va[h]!;
    }
  }
}

/**
 * Counterfactual values to player i, per hand of i, of a dudo or calzo by `caller` on the standing bid (`q` dice
 * showing `f`), the other
 * player's hands reaching with `opp` (chance included); the dice nobody sees add their count by `hiddenPmf`. Written
 * to `out`; `scratch` holds the buckets. Shared by the solver and the best response to a policy (exploit.ts).
 */
export function challengeValues(
  spec: RoundGameSpec,
  deal: Deal,
  payoffs: RoundPayoffs,
  hiddenPmf: readonly Float64Array[],
  q: number,
  f: number,
  calzo: boolean,
  caller: Player,
  i: Player,
  opp: Float64Array,
  out: Float64Array,
  scratch: { readonly buckets: Float64Array; readonly withHidden: Float64Array },
): void {
  const bidder = 1 - caller;
  const o = (1 - i) as Player;
  const oppCounts = deal.counts[o][f]!;
  const ownCounts = deal.counts[i][f]!;
  let buckets = scratch.buckets;
  let maxK = spec.dice[o];
  buckets.fill(0, 0, maxK + 1);
  for (let h = 0; h < oppCounts.length; h++) buckets[oppCounts[h]!] += opp[h]!;
  const hidden = hiddenPmf[f];
  if (hidden) {
    // the dice nobody sees add a count of j with chance hidden[j], independent of both hands
    const seen = buckets;
    buckets = scratch.withHidden;
    buckets.fill(0, 0, maxK + hidden.length);
    for (let k = 0; k <= maxK; k++) for (let j = 0; j < hidden.length; j++) buckets[k + j] += seen[k]! * hidden[j]!;
    maxK += hidden.length - 1;
  }
  const { loss, gain } = payoffs;
  const sign = i === 0 ? 1 : -1;
  // R-DUDO: count ≥ bid → the caller loses, else the bidder. R-CALZO: exact → the caller gains, else loses.
  const ifTrue = sign * (calzo ? gain[caller]! : loss[caller]!);
  const ifFalse = sign * (calzo ? loss[caller]! : loss[bidder]!);
  for (let h = 0; h < ownCounts.length; h++) {
    const c = ownCounts[h]!;
    let v = 0;
    for (let k = 0; k <= maxK; k++) {
      const total = c + k;
      const holds = calzo ? total === q : total >= q;
      v += buckets[k]! * (holds ? ifTrue : ifFalse);
    }
    out[h] = v;
  }
}

/** Per face, the distribution of how many of the spec's hidden dice count for it (binomial; empty without hidden dice). */
export function hiddenCountPmf(spec: RoundGameSpec): Float64Array[] {
  const n = spec.hidden ?? 0;
  if (n === 0) return [];
  const out: Float64Array[] = [new Float64Array(0)];
  for (let f = 1; f <= spec.faces; f++) {
    let p = 0;
    for (let d = 1; d <= spec.faces; d++) p += spec.countIn([d], f) / spec.faces;
    const pmf = new Float64Array(n + 1);
    pmf[0] = 1;
    // one die at a time: pmf_{i}(j) = pmf_{i-1}(j)(1 − p) + pmf_{i-1}(j − 1) p
    for (let i = 1; i <= n; i++) for (let j = i; j >= 0; j--) pmf[j] = pmf[j]! * (1 - p) + (j > 0 ? pmf[j - 1]! * p : 0);
    out.push(pmf);
  }
  return out;
}

function ownAny(own: Float64Array, n: number): boolean {
  for (let h = 0; h < n; h++) if (own[h] !== 0) return true;
  return false;
}

/** One (history, hand) row of average sums as probabilities, written at `to` (uniform where the row sums to 0). */
function normaliseRow(src: Float64Array | Float32Array, from: number, nA: number, dst: Float64Array | Float32Array, to: number): void {
  let sum = 0;
  for (let a = 0; a < nA; a++) sum += src[from + a]!;
  for (let a = 0; a < nA; a++) dst[to + a] = sum > 0 ? src[from + a]! / sum : 1 / nA;
}

/** Regret matching: the current strategy of every hand at a node (uniform when no positive regret). */
function regretMatch(regret: Float64Array | Float32Array, base: number, H: number, nA: number, sigma: Float64Array): void {
  for (let h = 0; h < H; h++) {
    const o = base + h * nA;
    let s = 0;
    for (let a = 0; a < nA; a++) {
      const r = regret[o + a]!;
      if (r > 0) s += r;
    }
    for (let a = 0; a < nA; a++) {
      const r = regret[o + a]!;
      sigma[h * nA + a] = s > 0 ? (r > 0 ? r / s : 0) : 1 / nA;
    }
  }
}

/** Buffers per depth, so a pass allocates nothing. */
class Scratch {
  readonly sigma: Float64Array[] = [];
  /** vals[d][a]: values of action a at depth d, per hand. */
  readonly vals: Float64Array[][] = [];
  readonly reach: Float64Array[] = [];
  readonly out: Float64Array[] = [];
  readonly buckets: Float64Array;
  /** The buckets with the dice nobody sees added (RoundGameSpec.hidden). */
  readonly withHidden: Float64Array;
  private readonly deal: Deal;
  constructor(tree: PublicTree, deal: Deal, hidden: number) {
    this.deal = deal;
    const H = Math.max(deal.hands[0].hands.length, deal.hands[1].hands.length);
    for (let d = 0; d <= tree.maxDepth + 1; d++) {
      this.sigma.push(new Float64Array(H * tree.maxActions));
      this.vals.push(Array.from({ length: tree.maxActions }, () => new Float64Array(H)));
      this.reach.push(new Float64Array(H));
      this.out.push(new Float64Array(H));
    }
    this.buckets = new Float64Array(16);
    this.withHidden = new Float64Array(16 + hidden);
  }
  /** Root reach of player p: its chance probabilities (`withChance`) or ones. */
  rootReach(p: Player, withChance: boolean): Float64Array {
    const hs = this.deal.hands[p];
    return withChance ? Float64Array.from(hs.prob) : new Float64Array(hs.hands.length).fill(1);
  }
}
