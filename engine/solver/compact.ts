// A strategy table's policy in a compact in-memory form (issue 41: the five-dice tables, within the bot worker's
// 150 MB): built from a family's file (main/host/endgame-format.ts decodeCompactEndgameTables; the bot worker builds a
// table when a decision first reads it: CompactPolicy.deferred), in place
// of nested records (history → hand → action or {action: probability}), which cost about 175 to 200 bytes of heap
// an information set.
//
//   histories: a trie of bids, its nodes numbered breadth first, so a node's children are consecutive nodes
//              (firstChild[n] to firstChild[n + 1], sorted by their bid code count << 3 | face: nodeBid)
//   rows:      the information sets of node n are rows rowFirst[n] to rowFirst[n + 1], sorted by hand code
//              (the sorted dice as base-7 digits: "116" is 1·49 + 1·7 + 6; "" bidding blind is 0)
//   actions:   row r's are actionFirst[r] to actionFirst[r + 1]: a code (1 dudo, 2 calzo, count << 3 | face; 0x80
//              marks an action always played, stored as a single action) and a probability in thousandths (u16,
//              as the files store it: no loss, the same numbers a seeded bot samples)
//
// A lookup walks the trie with the bids as given and searches the hand: it builds no string and allocates nothing.

const PURE = 0x80;
const DUDO = 1;
const CALZO = 2;

/** A damaged policy given to the builder (a history twice, a hand twice, a bad code): the decoder makes it CORRUPT. */
export class CompactPolicyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CompactPolicyError';
  }
}

/** A bid's code as the files store it: count << 3 | face. */
export function bidCode(count: number, face: number): number {
  return (count << 3) | face;
}

/** The hand code of some dice in any order: their sorted faces as base-7 digits (no allocation). */
export function handCode(dice: ArrayLike<number>): number {
  let code = 0;
  for (let f = 1; f <= 6; f++) for (let i = 0; i < dice.length; i++) if (dice[i] === f) code = code * 7 + f;
  return code;
}

/** A hand key ("116") as its code; -1 when it is not sorted dice of faces 1 to 6. */
export function handKeyCode(key: string): number {
  let code = 0;
  for (let i = 0; i < key.length; i++) {
    const f = key.charCodeAt(i) - 48;
    if (f < 1 || f > 6 || (i > 0 && f < key.charCodeAt(i - 1) - 48)) return -1;
    code = code * 7 + f;
  }
  return code;
}

function handKeyOf(code: number): string {
  let key = '';
  for (; code > 0; code = Math.floor(code / 7)) key = String(code % 7) + key;
  return key;
}

/** An action code's key ("d", "c", "CF"). */
export function actionKeyOf(code: number): string {
  const c = code & ~PURE;
  return c === DUDO ? 'd' : c === CALZO ? 'c' : `${c >> 3}${c & 7}`;
}

/** A growable typed array (the builder's lists). */
class Grow<T extends Uint8Array | Uint16Array | Uint32Array> {
  length = 0;
  constructor(
    public data: T,
    private readonly make: (n: number) => T,
  ) {}
  push(x: number): void {
    if (this.length === this.data.length) {
      const next = this.make(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = x;
  }
  trimmed(): T {
    return this.data.slice(0, this.length) as T;
  }
}

const u8 = (n: number) => new Uint8Array(n);
const u16 = (n: number) => new Uint16Array(n);
const u32 = (n: number) => new Uint32Array(n);

/** The arrays of a built policy (see the layout above). */
interface CompactArrays {
  readonly firstChild: Uint32Array;
  readonly nodeBid: Uint8Array;
  readonly rowFirst: Uint32Array;
  readonly rowHand: Uint16Array;
  readonly actionFirst: Uint32Array;
  readonly actionCode: Uint8Array;
  readonly actionProb: Uint16Array;
}

export class CompactPolicy {
  private built: CompactArrays | null;
  private pending: (() => CompactPolicy) | null = null;
  private knownInfosets = 0;

  constructor(firstChild: Uint32Array, nodeBid: Uint8Array, rowFirst: Uint32Array, rowHand: Uint16Array, actionFirst: Uint32Array, actionCode: Uint8Array, actionProb: Uint16Array) {
    this.built = { firstChild, nodeBid, rowFirst, rowHand, actionFirst, actionCode, actionProb };
  }

  /**
   * A policy of `infosets` rows built by `build` the first time it is read (issue 41: a family's file is checked
   * whole when it is read, but a table is built only when a decision first needs it).
   */
  static deferred(infosets: number, build: () => CompactPolicy): CompactPolicy {
    const p = new CompactPolicy(new Uint32Array(1), new Uint8Array(0), new Uint32Array(1), new Uint16Array(0), new Uint32Array(1), new Uint8Array(0), new Uint16Array(0));
    p.built = null;
    p.pending = build;
    p.knownInfosets = infosets;
    return p;
  }

  /** Whether its arrays are built (a deferred policy not read yet: false). */
  get isBuilt(): boolean {
    return this.built !== null;
  }

  /** Builds a deferred policy now (a worker between decisions), so no lookup waits for it. */
  build(): void {
    void this.arrays;
  }

  private get arrays(): CompactArrays {
    if (this.built === null) {
      this.built = this.pending!().arrays;
      this.pending = null;
    }
    return this.built;
  }

  /** How many information sets (rows) the policy holds (a deferred one is not built to tell). */
  get infosets(): number {
    return this.built === null ? this.knownInfosets : this.built.rowHand.length;
  }

  /** The bytes its arrays take (0 while a deferred one is not built). */
  get bytes(): number {
    if (this.built === null) return 0;
    const a = this.built;
    return [a.firstChild, a.nodeBid, a.rowFirst, a.rowHand, a.actionFirst, a.actionCode, a.actionProb].reduce((n, x) => n + x.byteLength, 0);
  }

  /** The row of the hand `hand` (handCode) after bids[from..] (each count ≤ 9), or -1 where the table holds none. */
  row(bids: ArrayLike<{ readonly count: number; readonly face: number }>, from: number, hand: number): number {
    const a = this.arrays;
    let node = 0;
    for (let i = from; i < bids.length; i++) {
      const b = bids[i]!;
      node = this.search(a.nodeBid, a.firstChild[node]!, a.firstChild[node + 1]!, bidCode(b.count, b.face));
      if (node < 0) return -1;
    }
    return this.search(a.rowHand, a.rowFirst[node]!, a.rowFirst[node + 1]!, hand);
  }

  private search(keys: Uint8Array | Uint16Array, lo: number, hi: number, key: number): number {
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const k = keys[mid]!;
      if (k === key) return mid;
      if (k < key) lo = mid + 1;
      else hi = mid;
    }
    return -1;
  }

  /** Row r's actions: their count, and each one's code (without the always-played mark) and thousandths. */
  actionCount(r: number): number {
    const a = this.arrays;
    return a.actionFirst[r + 1]! - a.actionFirst[r]!;
  }
  actionAt(r: number, i: number): number {
    const a = this.arrays;
    return a.actionCode[a.actionFirst[r]! + i]! & ~PURE;
  }
  permilleAt(r: number, i: number): number {
    const a = this.arrays;
    return a.actionProb[a.actionFirst[r]! + i]!;
  }

  /** The policy as records again (tools, tests; the encoder): the same entries, actions in lookup order (a history listing no hand is left out). */
  toRecords(): Record<string, Record<string, string | Record<string, number>>> {
    const { firstChild, nodeBid, rowFirst, rowHand, actionFirst, actionCode } = this.arrays;
    const out: Record<string, Record<string, string | Record<string, number>>> = {};
    const names: string[] = [''];
    for (let n = 0; n < nodeBid.length; n++) {
      for (let c = firstChild[n]!; c < firstChild[n + 1]!; c++) names[c] = names[n]! + actionKeyOf(nodeBid[c]!);
      const from = rowFirst[n]!;
      const to = rowFirst[n + 1]!;
      if (from === to) continue;
      const hands: Record<string, string | Record<string, number>> = {};
      for (let r = from; r < to; r++) {
        const a = actionFirst[r]!;
        if (actionCode[a]! & PURE) {
          hands[handKeyOf(rowHand[r]!)] = actionKeyOf(actionCode[a]!);
          continue;
        }
        const entry: Record<string, number> = {};
        for (let i = 0; i < this.actionCount(r); i++) entry[actionKeyOf(this.actionAt(r, i))] = this.permilleAt(r, i) / 1000;
        hands[handKeyOf(rowHand[r]!)] = entry;
      }
      out[names[n]!] = hands;
    }
    return out;
  }
}

/**
 * Builds a CompactPolicy from information sets given history by history (each history once, each hand once in
 * it), as a table file's body lists them; throws CompactPolicyError on anything else.
 */
export class CompactPolicyBuilder {
  private readonly child = new Map<number, number>();
  private readonly parent = new Grow(u32(1024), u32);
  private readonly bid = new Grow(u8(1024), u8);
  /** Per trie node, 1 + the index of its group of rows (0: none). */
  private readonly group = new Grow(u32(1024), u32);
  private readonly groupFirst = new Grow(u32(1024), u32);
  private readonly hand = new Grow(u16(1024), u16);
  private readonly actionFirst = new Grow(u32(1024), u32);
  private readonly code = new Grow(u8(4096), u8);
  private readonly prob = new Grow(u16(4096), u16);
  private open = false;

  constructor() {
    this.parent.push(0);
    this.bid.push(0);
    this.group.push(0);
  }

  /** Starts the rows of a history (its bids' codes, count << 3 | face). */
  history(codes: ArrayLike<number>): void {
    let node = 0;
    for (let i = 0; i < codes.length; i++) {
      const c = codes[i]!;
      if (!((c >> 3) >= 1 && (c >> 3) <= 9 && (c & 7) >= 1 && (c & 7) <= 6)) throw new CompactPolicyError(`the bid code ${c}`);
      const key = node * 128 + c;
      let next = this.child.get(key);
      if (next === undefined) {
        next = this.parent.length;
        this.child.set(key, next);
        this.parent.push(node);
        this.bid.push(c);
        this.group.push(0);
      }
      node = next;
    }
    if (this.group.data[node] !== 0) throw new CompactPolicyError('a history listed twice');
    this.group.data[node] = this.groupFirst.length + 1;
    this.groupFirst.push(this.hand.length);
    this.open = true;
  }

  /** Starts a hand's row (its handCode) in the current history. */
  row(hand: number): void {
    if (!this.open) throw new CompactPolicyError('a hand before any history');
    this.hand.push(hand);
    this.actionFirst.push(this.code.length);
  }

  /** One action of the current row: its code (1 dudo, 2 calzo, a bid's code) and probability in thousandths (pure: the row's only one). */
  action(code: number, permille: number, pure = false): void {
    const bidOk = (code >> 3) >= 1 && (code >> 3) <= 9 && (code & 7) >= 1 && (code & 7) <= 6;
    if (!(code === DUDO || code === CALZO || bidOk)) throw new CompactPolicyError(`the action code ${code}`);
    if (!(Number.isInteger(permille) && permille >= 0 && permille <= 1000)) throw new CompactPolicyError(`a probability of ${permille}‰`);
    this.code.push(pure ? code | PURE : code);
    this.prob.push(permille);
  }

  build(): CompactPolicy {
    const nodes = this.parent.length;
    const order = this.breadthFirst(nodes);
    const firstChild = u32(nodes + 1);
    const nodeBid = u8(nodes);
    const newId = u32(nodes);
    for (let i = 0; i < nodes; i++) newId[order[i]!] = i;
    // a node's children follow each other in breadth-first order: its first is the first node whose parent is it or later
    let at = 1;
    for (let i = 0; i < nodes; i++) {
      firstChild[i] = at;
      while (at < nodes && newId[this.parent.data[order[at]!]!] === i) at++;
      nodeBid[i] = this.bid.data[order[i]!]!;
    }
    firstChild[nodes] = nodes;
    const rows = this.hand.length;
    const rowFirst = u32(nodes + 1);
    const rowHand = u16(rows);
    const actionFirst = u32(rows + 1);
    const actionCode = u8(this.code.length);
    const actionProb = u16(this.code.length);
    let r = 0;
    let a = 0;
    for (let i = 0; i < nodes; i++) {
      rowFirst[i] = r;
      const g = this.group.data[order[i]!]!;
      if (g === 0) continue;
      const from = this.groupFirst.data[g - 1]!;
      const to = g < this.groupFirst.length ? this.groupFirst.data[g]! : rows;
      const sorted = this.sortedRows(from, to);
      for (let k = 0; k < to - from; k++) {
        const t = sorted === null ? from + k : sorted[k]!;
        if (k > 0 && this.hand.data[t] === rowHand[r - 1]) throw new CompactPolicyError('a hand listed twice in one history');
        rowHand[r] = this.hand.data[t]!;
        actionFirst[r++] = a;
        a = this.copyActions(t, actionCode, actionProb, a);
      }
    }
    rowFirst[nodes] = r;
    actionFirst[rows] = a;
    return new CompactPolicy(firstChild, nodeBid, rowFirst, rowHand, actionFirst, actionCode, actionProb);
  }

  /** Rows from..to by hand code: null where they are in order already (a file's hands mostly are). */
  private sortedRows(from: number, to: number): number[] | null {
    let inOrder = true;
    for (let t = from + 1; t < to && inOrder; t++) inOrder = this.hand.data[t - 1]! < this.hand.data[t]!;
    return inOrder ? null : Array.from({ length: to - from }, (_, k) => from + k).sort((x, y) => this.hand.data[x]! - this.hand.data[y]!);
  }

  /**
   * Row t's actions copied in the order a record's entries have in JavaScript (bids, integer-like keys, by their
   * number, then dudo and calzo as listed), so the probabilities add up and sample as the records did.
   */
  private copyActions(t: number, code: Uint8Array, prob: Uint16Array, a: number): number {
    const from = this.actionFirst.data[t]!;
    const to = t + 1 < this.hand.length ? this.actionFirst.data[t + 1]! : this.code.length;
    if (to === from) throw new CompactPolicyError('a hand without actions');
    if (this.inLookupOrder(from, to)) {
      code.set(this.code.data.subarray(from, to), a);
      prob.set(this.prob.data.subarray(from, to), a);
      return a + to - from;
    }
    const ids = Array.from({ length: to - from }, (_, k) => from + k);
    const isBid = (i: number) => (this.code.data[i]! & ~PURE) > CALZO;
    const bids = ids.filter(isBid).sort((x, y) => this.code.data[x]! - this.code.data[y]!);
    for (const i of [...bids, ...ids.filter((i) => !isBid(i))]) {
      code[a] = this.code.data[i]!;
      prob[a++] = this.prob.data[i]!;
    }
    return a;
  }

  /** Whether actions from..to are bids by ascending code, then dudo and calzo. */
  private inLookupOrder(from: number, to: number): boolean {
    for (let i = from + 1; i < to; i++) {
      const prev = this.code.data[i - 1]! & ~PURE;
      const c = this.code.data[i]! & ~PURE;
      if (c > CALZO && (prev <= CALZO || prev >= c)) return false;
    }
    return true;
  }

  /** The trie's nodes breadth first, each node's children by bid code. */
  private breadthFirst(nodes: number): Uint32Array {
    const count = u32(nodes + 1);
    for (let n = 1; n < nodes; n++) count[this.parent.data[n]! + 1] = count[this.parent.data[n]! + 1]! + 1;
    for (let n = 0; n < nodes; n++) count[n + 1] = count[n + 1]! + count[n]!;
    const kids = u32(Math.max(nodes - 1, 0));
    const fill = count.slice();
    for (let n = 1; n < nodes; n++) {
      const p = this.parent.data[n]!;
      kids[fill[p]!] = n;
      fill[p] = fill[p]! + 1;
    }
    const order = u32(nodes);
    let tail = 1;
    for (let head = 0; head < nodes; head++) {
      const n = order[head]!;
      const mine = Array.from(kids.subarray(count[n]!, count[n + 1]!)).sort((x, y) => this.bid.data[x]! - this.bid.data[y]!);
      for (const k of mine) order[tail++] = k;
    }
    return order;
  }
}
