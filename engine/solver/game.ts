// A two-player zero-sum single-round liar's-dice game, described as data for the solver (cfr.ts).
// Player 0 is the round's starter; players alternate; the starter must bid (R-TURN).
import { enumerateHands, type HandSet } from './hands';

/** A bid of the solver's games: `count` dice showing `face`. */
export interface SolverBid {
  readonly count: number;
  readonly face: number;
}

/** Terminal payoffs, to player 0, of each player losing or gaining a die. */
export interface RoundPayoffs {
  /** loss[p]: value to player 0 when player p loses the challenge. */
  readonly loss: readonly [number, number];
  /** gain[p]: value to player 0 when player p wins a calzo (R-CALZO). */
  readonly gain: readonly [number, number];
}

export type Player = 0 | 1;

export interface RoundGameSpec {
  /** A short name for reports and tables. */
  readonly name: string;
  /** Faces of a die, 1..faces. */
  readonly faces: number;
  /** Dice of player 0 (the starter) and player 1. */
  readonly dice: readonly [number, number];
  /** Every bid of the game; a bid's index is its id. */
  readonly bids: readonly SolverBid[];
  /** Ids of the bids `mover` may make over `standing` (null: the round's opening bid). */
  raises(standing: number | null, mover: Player): readonly number[];
  /** Whether `mover` may call calzo on a standing bid (R-CALZO); dudo is always allowed after a bid. */
  mayCalzo(mover: Player): boolean;
  /** Dice of `hand` that count for `face` (wilds included, R-WILD). */
  countIn(hand: readonly number[], face: number): number;
  /**
   * Dice in play that neither player sees (R-OBLIGAR closed, R-BLIND: a player bidding blind), beyond the
   * hands of `dice`; absent: 0. Nobody's information, they count at the showdown as chance (each die
   * counts for a face as `countIn` says of one die).
   */
  readonly hidden?: number;
  readonly payoffs: RoundPayoffs;
}

/** The public tree: every bid history, in depth-first order, as flat typed arrays. */
export interface PublicTree {
  readonly nodeCount: number;
  /** Bids made so far (the node's depth); the mover is depth % 2. */
  readonly depth: Uint8Array;
  /** The standing bid's id, -1 at the root. */
  readonly bid: Int16Array;
  /** The node's parent, -1 at the root. */
  readonly parent: Int32Array;
  /** The children (raises) of node n are the nodes childStart[n] .. childStart[n+1]-1 (breadth-first ids). */
  readonly childStart: Int32Array;
  /** 1 when the mover may call dudo (any bid standing) / calzo. */
  readonly canDudo: Uint8Array;
  readonly canCalzo: Uint8Array;
  readonly maxDepth: number;
  readonly maxActions: number;
}

/** Actions at a node, in this order: its raises, then dudo, then calzo. */
export function actionCount(t: PublicTree, n: number): number {
  return t.childStart[n + 1]! - t.childStart[n]! + t.canDudo[n]! + t.canCalzo[n]!;
}

class IntBuffer {
  data: Int32Array;
  length = 0;
  constructor(initial: number) {
    this.data = new Int32Array(initial);
  }
  push(v: number): void {
    if (this.length === this.data.length) {
      const next = new Int32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = v;
  }
  toArray(): Int32Array {
    return this.data.slice(0, this.length);
  }
}

/** Builds the public tree of every legal bid history (breadth-first ids, children in `raises` order). */
export function buildPublicTree(spec: RoundGameSpec): PublicTree {
  const raiseMemo = new Map<number, readonly number[]>();
  const raisesOf = (standing: number | null, mover: Player): readonly number[] => {
    const key = ((standing ?? -1) + 1) * 2 + mover;
    let r = raiseMemo.get(key);
    if (!r) {
      r = spec.raises(standing, mover);
      raiseMemo.set(key, r);
    }
    return r;
  };
  // Breadth-first: the children of a node get consecutive ids.
  const bids = new IntBuffer(1024);
  const parents = new IntBuffer(1024);
  const depths = new IntBuffer(1024);
  const starts = new IntBuffer(1024);
  bids.push(-1);
  parents.push(-1);
  depths.push(0);
  let maxDepth = 0;
  for (let n = 0; n < bids.length; n++) {
    starts.push(bids.length);
    const d = depths.data[n]!;
    const standing = bids.data[n]!;
    for (const b of raisesOf(standing < 0 ? null : standing, (d % 2) as Player)) {
      bids.push(b);
      parents.push(n);
      depths.push(d + 1);
      if (d + 1 > maxDepth) maxDepth = d + 1;
    }
  }
  const root = 0;
  const nodeCount = bids.length;
  starts.push(nodeCount);
  const childStart = starts.toArray();
  const depth = new Uint8Array(nodeCount);
  const canDudo = new Uint8Array(nodeCount);
  const canCalzo = new Uint8Array(nodeCount);
  const calzoBy = [spec.mayCalzo(0) ? 1 : 0, spec.mayCalzo(1) ? 1 : 0];
  let maxActions = 0;
  for (let n = 0; n < nodeCount; n++) {
    depth[n] = depths.data[n]!;
    canDudo[n] = n === root ? 0 : 1; // R-TURN: the first player must bid
    canCalzo[n] = n === root ? 0 : calzoBy[depth[n]! % 2]!;
    maxActions = Math.max(maxActions, childStart[n + 1]! - childStart[n]! + canDudo[n]! + canCalzo[n]!);
  }
  return {
    nodeCount,
    depth,
    bid: Int16Array.from(bids.toArray()),
    parent: parents.toArray(),
    childStart,
    canDudo,
    canCalzo,
    maxDepth,
    maxActions,
  };
}

/** The hands and per-face counts of both players. */
export interface Deal {
  readonly hands: readonly [HandSet, HandSet];
  /** counts[p][face][h]: dice of player p's hand h counting for `face`. */
  readonly counts: readonly [readonly Uint8Array[], readonly Uint8Array[]];
}

export function dealOf(spec: RoundGameSpec): Deal {
  const hands = [enumerateHands(spec.dice[0], spec.faces), enumerateHands(spec.dice[1], spec.faces)] as const;
  const countsFor = (hs: HandSet): Uint8Array[] => {
    const out: Uint8Array[] = [new Uint8Array(0)];
    for (let f = 1; f <= spec.faces; f++) out.push(Uint8Array.from(hs.hands.map((h) => spec.countIn(h, f))));
    return out;
  };
  return { hands, counts: [countsFor(hands[0]), countsFor(hands[1])] };
}
