// Imperfect-recall abstraction of the bid history (issue 41 item 1, after Neller and Hnath's Dudo): a player
// remembers only the last `recall` bids (and whose turn it is). The legal moves and the showdown depend only on
// the standing bid and the mover, and the strategy below an abstract node depends only on that node, so every
// subgame below one is the same whatever the path: the abstract game is a small DAG, solved here by fixed-strategy
// iteration CFR+ (FSICFR: a forward pass sums the reach of every path into a node, a backward pass values it),
// with every pair of hands enumerated (no chance sampling). With `recall` at least the longest round it is the
// full game and this is plain CFR+ on it (tested against the published values).
import { dealOf, type Deal, type Player, type RoundGameSpec } from './game';
import { hiddenCountPmf } from './cfr';

/** The abstract game: nodes (mover, last bids) in topological order (node 0 the round's start). */
export interface RecallGame {
  readonly spec: RoundGameSpec;
  readonly recall: number;
  readonly deal: Deal;
  readonly nodeCount: number;
  readonly mover: Uint8Array;
  /** The standing bid's id, -1 at the start. */
  readonly standing: Int16Array;
  /** The bids node n remembers (the last `recall`, oldest first). */
  readonly lastBids: readonly (readonly number[])[];
  /** Raises of node n: childBid/childNode[childStart[n] .. childStart[n+1]-1] (in `raises` order). */
  readonly childStart: Int32Array;
  readonly childBid: Int16Array;
  readonly childNode: Int32Array;
  readonly canDudo: Uint8Array;
  readonly canCalzo: Uint8Array;
  /** Offset of node n's block ([hand][action]) in its mover's arrays. */
  readonly base: Float64Array;
  readonly size: readonly [number, number];
}

export function recallActionCount(g: RecallGame, n: number): number {
  return g.childStart[n + 1]! - g.childStart[n]! + g.canDudo[n]! + g.canCalzo[n]!;
}

/** Builds the abstract DAG: a node is (mover, the last `recall` bids); ids in a topological order (parents first). */
export function buildRecallGame(spec: RoundGameSpec, recall: number): RecallGame {
  if (!Number.isInteger(recall) || recall < 1) throw new RangeError(`recall takes a whole number ≥ 1, not ${recall}`);
  const ids = new Map<string, number>();
  const keys: { mover: Player; bids: number[] }[] = [];
  const edges: number[][] = [];
  const idOf = (mover: Player, bids: number[]): number => {
    const k = `${mover}:${bids.join(',')}`;
    let id = ids.get(k);
    if (id === undefined) {
      id = keys.length;
      ids.set(k, id);
      keys.push({ mover, bids });
      edges.push([]);
    }
    return id;
  };
  idOf(0, []);
  const raiseMemo = new Map<number, readonly number[]>();
  for (let n = 0; n < keys.length; n++) {
    const { mover, bids } = keys[n]!;
    const standing = bids.length === 0 ? null : bids[bids.length - 1]!;
    const mk = ((standing ?? -1) + 1) * 2 + mover;
    let raises = raiseMemo.get(mk);
    if (!raises) raiseMemo.set(mk, (raises = spec.raises(standing, mover)));
    for (const b of raises) {
      const next = [...bids, b];
      if (next.length > recall) next.shift();
      edges[n]!.push(b, idOf((1 - mover) as Player, next));
    }
  }
  // Kahn's order: bids only rise, so the graph has no cycle.
  const indeg = new Int32Array(keys.length);
  for (const e of edges) for (let j = 1; j < e.length; j += 2) indeg[e[j]!]++;
  const order: number[] = [0];
  for (let i = 0; i < order.length; i++) {
    const e = edges[order[i]!]!;
    for (let j = 1; j < e.length; j += 2) if (--indeg[e[j]!] === 0) order.push(e[j]!);
  }
  if (order.length !== keys.length) throw new Error('the abstract bid graph has a cycle');
  const rank = new Int32Array(keys.length);
  order.forEach((old, i) => (rank[old] = i));
  const N = keys.length;
  const deal = dealOf(spec);
  const mover = new Uint8Array(N);
  const standingArr = new Int16Array(N);
  const childStart = new Int32Array(N + 1);
  const canDudo = new Uint8Array(N);
  const canCalzo = new Uint8Array(N);
  const base = new Float64Array(N);
  const size: [number, number] = [0, 0];
  let edgeCount = 0;
  for (const e of edges) edgeCount += e.length / 2;
  const childBid = new Int16Array(edgeCount);
  const childNode = new Int32Array(edgeCount);
  const calzoBy = [spec.mayCalzo(0) ? 1 : 0, spec.mayCalzo(1) ? 1 : 0];
  let c = 0;
  for (let i = 0; i < N; i++) {
    const old = order[i]!;
    const k = keys[old]!;
    mover[i] = k.mover;
    standingArr[i] = k.bids.length === 0 ? -1 : k.bids[k.bids.length - 1]!;
    canDudo[i] = k.bids.length === 0 ? 0 : 1; // R-TURN: the first player must bid
    canCalzo[i] = k.bids.length === 0 ? 0 : calzoBy[k.mover]!; // R-CALZO
    childStart[i] = c;
    const e = edges[old]!;
    for (let j = 0; j < e.length; j += 2) {
      childBid[c] = e[j]!;
      childNode[c] = rank[e[j + 1]!]!;
      c++;
    }
    const nA = e.length / 2 + canDudo[i]! + canCalzo[i]!;
    base[i] = size[k.mover]!;
    size[k.mover] += nA * deal.hands[k.mover]!.hands.length;
  }
  childStart[N] = c;
  return { spec, recall, deal, nodeCount: N, mover, standing: standingArr, lastBids: order.map((old) => keys[old]!.bids), childStart, childBid, childNode, canDudo, canCalzo, base, size };
}

/**
 * Showdown values to player 0 of every pair of hands ([h0 * H1 + h1]) when `caller` calls dudo or calzo on bid
 * `bidId` (R-DUDO, R-CALZO), the dice nobody sees counted as chance. Cached per (bid, caller, kind).
 */
export class ShowdownCache {
  private readonly cache = new Map<number, Float64Array>();
  private readonly countsCache = new Map<number, Float64Array>();
  private readonly hidden: readonly Float64Array[];
  constructor(private readonly spec: RoundGameSpec, private readonly deal: Deal) {
    this.hidden = hiddenCountPmf(spec);
  }
  get(bidId: number, caller: Player, calzo: boolean): Float64Array {
    const key = bidId * 4 + caller * 2 + (calzo ? 1 : 0);
    let m = this.cache.get(key);
    if (m) return m;
    const f = this.spec.bids[bidId]!.face;
    const c0 = this.deal.counts[0][f]!;
    const c1 = this.deal.counts[1][f]!;
    const H1 = c1.length;
    const w1 = this.spec.dice[1] + 1;
    const byCounts = this.byCounts(bidId, caller, calzo);
    m = new Float64Array(c0.length * H1);
    for (let a = 0; a < c0.length; a++) for (let b = 0; b < H1; b++) m[a * H1 + b] = byCounts[c0[a]! * w1 + c1[b]!]!;
    this.cache.set(key, m);
    return m;
  }

  /** The same by the two players' dice of the bid's face (showdownByCounts), cached the same way. */
  byCounts(bidId: number, caller: Player, calzo: boolean): Float64Array {
    const key = bidId * 4 + caller * 2 + (calzo ? 1 : 0);
    let m = this.countsCache.get(key);
    if (!m) this.countsCache.set(key, (m = showdownByCounts(this.spec, this.hidden, bidId, caller, calzo)));
    return m;
  }
}

/**
 * A showdown's values to player 0 by the two players' dice of the bid's face ([c0 * (dice[1] + 1) + c1]), the dice
 * nobody sees counted as chance (R-DUDO, R-CALZO): a showdown depends on the hands only through those two counts.
 */
function showdownByCounts(spec: RoundGameSpec, hidden: readonly Float64Array[], bidId: number, caller: Player, calzo: boolean): Float64Array {
  const { count: q, face: f } = spec.bids[bidId]!;
  const { loss, gain } = spec.payoffs;
  const ifTrue = calzo ? gain[caller]! : loss[caller]!;
  const ifFalse = calzo ? loss[caller]! : loss[1 - caller]!;
  const pmf = hidden[f] ?? Float64Array.of(1);
  const w1 = spec.dice[1] + 1;
  const m = new Float64Array((spec.dice[0] + 1) * w1);
  for (let c0 = 0; c0 <= spec.dice[0]; c0++) {
    for (let c1 = 0; c1 < w1; c1++) {
      let v = 0;
      for (let j = 0; j < pmf.length; j++) {
        const total = c0 + c1 + j;
        v += pmf[j]! * ((calzo ? total === q : total >= q) ? ifTrue : ifFalse);
      }
      m[c0 * w1 + c1] = v;
    }
  }
  return m;
}

/** Regret matching of one node's rows into `sigma` at the same offsets (uniform without positive regret). */
function regretMatch(regret: Float64Array | Float32Array, sigma: Float64Array, base: number, H: number, nA: number): void {
  for (let h = 0; h < H; h++) {
    const o = base + h * nA;
    let s = 0;
    for (let a = 0; a < nA; a++) if (regret[o + a]! > 0) s += regret[o + a]!;
    for (let a = 0; a < nA; a++) sigma[o + a] = s > 0 ? Math.max(regret[o + a]!, 0) / s : 1 / nA;
  }
}

/** FSICFR with CFR+ (regrets floored at 0, alternating updates, linear averaging) on a RecallGame. */
export class RecallSolver {
  readonly game: RecallGame;
  readonly regret: [Float64Array | Float32Array, Float64Array | Float32Array];
  readonly avg: [Float64Array | Float32Array, Float64Array | Float32Array];
  iterations = 0;
  private readonly sigma: [Float64Array, Float64Array];
  private readonly reach: [Float64Array, Float64Array];
  /** u[n]: the value to player 0 below node n of every pair of hands ([h0 * H1 + h1]). */
  private readonly u: Float64Array;
  private readonly showdown: ShowdownCache;
  private readonly H: readonly [number, number];

  /** The bytes a solver of `game` allocates in its arrays (regrets, averages, current strategy, reach, values of every hand pair): what decides where a count fits. */
  static bytesFor(game: RecallGame, options: { float32?: boolean } = {}): number {
    const H0 = game.deal.hands[0].hands.length;
    const H1 = game.deal.hands[1].hands.length;
    const entries = game.size[0] + game.size[1];
    return entries * (options.float32 ? 4 : 8) * 2 + entries * 8 + game.nodeCount * (H0 + H1) * 8 + game.nodeCount * H0 * H1 * 8;
  }

  constructor(game: RecallGame, options: { float32?: boolean } = {}) {
    this.game = game;
    const make = (n: number) => (options.float32 ? new Float32Array(n) : new Float64Array(n));
    this.regret = [make(game.size[0]), make(game.size[1])];
    this.avg = [make(game.size[0]), make(game.size[1])];
    this.sigma = [new Float64Array(game.size[0]), new Float64Array(game.size[1])];
    this.H = [game.deal.hands[0].hands.length, game.deal.hands[1].hands.length];
    this.reach = [new Float64Array(game.nodeCount * this.H[0]), new Float64Array(game.nodeCount * this.H[1])];
    this.u = new Float64Array(game.nodeCount * this.H[0] * this.H[1]);
    this.showdown = new ShowdownCache(game.spec, game.deal);
  }

  /** The bytes this solver's arrays hold (what `bytesFor` predicts). */
  allocatedBytes(): number {
    return [...this.regret, ...this.avg, ...this.sigma, ...this.reach, this.u].reduce((a, x) => a + x.byteLength, 0);
  }

  run(n: number): void {
    for (let k = 0; k < n; k++) {
      this.iterations++;
      for (const i of [0, 1] as const) this.pass(i);
    }
  }

  /** The value to player 0 of a policy in this game's layout (default: the average strategies). */
  value(probs: readonly [Float64Array, Float64Array] = this.averagePolicy()): number {
    this.backward(null, probs);
    return this.rootValue();
  }

  /** The average strategy, normalised (uniform where a row never gathered weight). */
  averagePolicy(): [Float64Array, Float64Array] {
    const g = this.game;
    const out: [Float64Array, Float64Array] = [new Float64Array(g.size[0]), new Float64Array(g.size[1])];
    for (let n = 0; n < g.nodeCount; n++) {
      const p = g.mover[n]!;
      const nA = recallActionCount(g, n);
      for (let h = 0; h < this.H[p]!; h++) {
        const o = g.base[n]! + h * nA;
        let s = 0;
        for (let a = 0; a < nA; a++) s += this.avg[p]![o + a]!;
        for (let a = 0; a < nA; a++) out[p][o + a] = s > 0 ? this.avg[p]![o + a]! / s : 1 / nA;
      }
    }
    return out;
  }

  private rootValue(): number {
    const [H0, H1] = this.H;
    const p0 = this.game.deal.hands[0].prob;
    const p1 = this.game.deal.hands[1].prob;
    let v = 0;
    for (let a = 0; a < H0; a++) for (let b = 0; b < H1; b++) v += p0[a]! * p1[b]! * this.u[a * H1 + b]!;
    return v;
  }

  private matchAll(): void {
    const g = this.game;
    for (let n = 0; n < g.nodeCount; n++) {
      const p = g.mover[n]!;
      regretMatch(this.regret[p]!, this.sigma[p], g.base[n]!, this.H[p]!, recallActionCount(g, n));
    }
  }

  /** One FSICFR pass for traverser i: current strategies, reach forward, values backward, i's regrets and average. */
  private pass(i: Player): void {
    this.matchAll();
    this.forward();
    this.backward(i, this.sigma);
  }

  private forward(): void {
    const g = this.game;
    const [H0, H1] = this.H;
    this.reach[0].fill(0);
    this.reach[1].fill(0);
    this.reach[0].set(g.deal.hands[0].prob, 0);
    this.reach[1].set(g.deal.hands[1].prob, 0);
    for (let n = 0; n < g.nodeCount; n++) {
      const p = g.mover[n]!;
      const o = 1 - p;
      const Hp = p === 0 ? H0 : H1;
      const Ho = p === 0 ? H1 : H0;
      const nA = recallActionCount(g, n);
      const sig = this.sigma[p];
      const base = g.base[n]!;
      const rp = this.reach[p];
      const ro = this.reach[o]!;
      for (let e = g.childStart[n]!, a = 0; e < g.childStart[n + 1]!; e++, a++) {
        const c = g.childNode[e]!;
        for (let h = 0; h < Hp; h++) rp[c * Hp + h] += rp[n * Hp + h]! * sig[base + h * nA + a]!;
        for (let h = 0; h < Ho; h++) ro[c * Ho + h] += ro[n * Ho + h]!;
      }
    }
  }

  /** Values below every node (last to first) under `probs`; with a traverser, its regrets and average strategy updated. */
  private backward(i: Player | null, probs: readonly [Float64Array, Float64Array]): void {
    const g = this.game;
    const [H0, H1] = this.H;
    const M = H0 * H1;
    const u = this.u;
    const cf = new Float64Array(Math.max(H0, H1));
    const cfA: Float64Array[] = [];
    for (let n = g.nodeCount - 1; n >= 0; n--) {
      const p = g.mover[n]! as Player;
      const o = 1 - p;
      const nR = g.childStart[n + 1]! - g.childStart[n]!;
      const nA = nR + g.canDudo[n]! + g.canCalzo[n]!;
      const base = g.base[n]!;
      const sig = probs[p];
      const un = n * M;
      u.fill(0, un, un + M);
      const update = i === p;
      const Hp = p === 0 ? H0 : H1;
      const Ho = p === 0 ? H1 : H0;
      const ro = this.reach[o]!;
      const sign = p === 0 ? 1 : -1;
      for (let a = 0; a < nA; a++) {
        let src: Float64Array;
        let off: number;
        if (a < nR) {
          src = u;
          off = g.childNode[g.childStart[n]! + a]! * M;
        } else {
          src = this.showdown.get(g.standing[n]!, p, a > nR);
          off = 0;
        }
        if (update) {
          while (cfA.length <= a) cfA.push(new Float64Array(Math.max(H0, H1)));
          cfA[a]!.fill(0);
        }
        const cfa = update ? cfA[a]! : null;
        const rn = n * Ho;
        if (p === 0) {
          for (let h0 = 0; h0 < H0; h0++) {
            const s = sig[base + h0 * nA + a]!;
            const row = h0 * H1;
            if (cfa) {
              let c = 0;
              for (let h1 = 0; h1 < H1; h1++) {
                const v = src[off + row + h1]!;
                u[un + row + h1] += s * v;
                c += v * ro[rn + h1]!;
              }
              cfa[h0] += sign * c;
            } else if (s !== 0) for (let h1 = 0; h1 < H1; h1++) u[un + row + h1] += s * src[off + row + h1]!;
          }
        } else {
          for (let h0 = 0; h0 < H0; h0++) {
            const row = h0 * H1;
            const r0 = ro[rn + h0]!;
            for (let h1 = 0; h1 < H1; h1++) {
              const v = src[off + row + h1]!;
              u[un + row + h1] += sig[base + h1 * nA + a]! * v;
              if (cfa) cfa[h1] += sign * v * r0;
            }
          }
        }
      }
      if (!update) continue;
      const regret = this.regret[p]!;
      const avg = this.avg[p]!;
      const rp = this.reach[p];
      const w = this.iterations;
      for (let h = 0; h < Hp; h++) {
        const row = base + h * nA;
        let v = 0;
        for (let a = 0; a < nA; a++) v += sig[row + a]! * cfA[a]![h]!;
        cf[h] = v;
        for (let a = 0; a < nA; a++) {
          const r = regret[row + a]! + cfA[a]![h]! - v;
          regret[row + a] = r > 0 ? r : 0;
        }
        const ow = w * rp[n * Hp + h]!;
        if (ow !== 0) for (let a = 0; a < nA; a++) avg[row + a] += ow * sig[row + a]!;
      }
    }
  }
}
