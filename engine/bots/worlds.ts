// Experto's inference: Monte Carlo worlds of the dice this seat cannot see, each opponent's hand
// drawn in proportion to how well it explains that opponent's claims this round (its bids lean to
// faces it holds; a paso or picado to a hand that makes it true).
import { mayLook, pasoPattern, type Face, type Rng, type Seat } from '../index';
import type { CountModel } from './model';
import type { CountDist } from './odds';
import { seenCount, type TableRead } from './table';

export interface Worlds {
  readonly n: number;
  /** hands[w][seat]: the whole hand of each seat in world w (seen dice as they are). */
  readonly hands: readonly (readonly Face[])[][];
  /** totals[w * 7 + face]: the count for a bid on `face` in world w (R-WILD). */
  readonly totals: Int16Array;
}

/** How strongly a bid says "I hold this face": first bid of a seat, later ones (tuned against SimpleDudo heads-up: 0.9 → 64 %, 1.4 → 75 %, 2.0 → 59 % of 400 rounds). */
const LEAN_FIRST = 1.4;
const LEAN_LATER = 0.7;
/** A paso or picado whose hand does not back it is kept with this weight. */
const BLUFF_WEIGHT = 0.25;

function rollHand(rng: Rng, n: number): Face[] {
  const h: Face[] = [];
  for (let i = 0; i < n; i++) h.push((1 + Math.floor(rng() * 6)) as Face);
  return h;
}

/** One term of a seat's claim likelihood, in claim order: a face its bid leans to (with its weight), or a paso or picado to back. */
type LeanTerm = { readonly face: Face; readonly lean: number } | { readonly face: 0; readonly claim: 'paso' | 'picado' };

/**
 * A seat's claims this round compiled once into the terms of its hands' likelihood (unnormalised), so that
 * scoring a hand does not walk the claims again. The terms are added in claim order, exactly as the walk did.
 */
export function claimLean(t: TableRead, seat: Seat): (hand: readonly Face[]) => number {
  const terms: LeanTerm[] = [];
  const facesBid = new Set<Face>();
  for (const c of t.round.claims) {
    if (c.seat !== seat) continue;
    if (c.kind === 'bid') {
      // The choice of face tells of natural dice: wild dice back every face alike, so they are no evidence for this one.
      const f = c.bid.face;
      const lean = facesBid.size === 0 ? LEAN_FIRST : facesBid.has(f) ? 0 : LEAN_LATER;
      if (lean !== 0) terms.push({ face: f, lean });
      facesBid.add(f);
    } else terms.push({ face: 0, claim: c.kind === 'paso' ? 'paso' : 'picado' });
  }
  const bluff = Math.log(BLUFF_WEIGHT);
  const counts = new Int8Array(7);
  return (hand) => {
    counts.fill(0);
    for (const d of hand) counts[d] += 1;
    let logL = 0;
    for (const term of terms) {
      if (term.face !== 0) logL += term.lean * counts[term.face]!;
      else if (term.claim === 'paso') {
        if (pasoPattern(hand) === null) logL += bluff; // R-PASO
      } else if (counts[1]! < 2) logL += bluff; // R-PICADO
    }
    return Math.exp(logL);
  };
}

/** The likelihood of a hand given its owner's claims this round (unnormalised). */
export function claimLikelihood(t: TableRead, seat: Seat, hand: readonly Face[]): number {
  return claimLean(t, seat)(hand);
}

/** Draws `n` hands of `dice` dice for `seat`, resampled by their claim likelihood (sampling-importance-resampling). */
export function inferredHands(t: TableRead, seat: Seat, dice: number, n: number, rng: Rng): Face[][] {
  const m = n * 3;
  const pool: Face[][] = [];
  const cum = new Float64Array(m);
  let total = 0;
  const likelihood = claimLean(t, seat);
  for (let i = 0; i < m; i++) {
    const h = rollHand(rng, dice);
    pool.push(h);
    total += likelihood(h);
    cum[i] = total;
  }
  const out: Face[][] = [];
  const step = total / n;
  let u = rng() * step;
  let j = 0;
  for (let i = 0; i < n; i++, u += step) {
    while (j < m - 1 && cum[j]! < u) j++;
    out.push(pool[j]!);
  }
  // shuffle, so that worlds pair hands of different seats at random
  for (let i = out.length - 1; i > 0; i--) {
    const k = Math.floor(rng() * (i + 1));
    [out[i], out[k]] = [out[k]!, out[i]!];
  }
  return out;
}

function seatMayLookAtOwn(t: TableRead, seat: Seat): boolean {
  return mayLook(t.round.kind, t.round.specialSeat, seat, seat, t.diceOf[seat] ?? 0);
}

export function sampleWorlds(t: TableRead, n: number, rng: Rng): Worlds {
  const seats = t.diceOf.length;
  const perSeat: (Face[][] | null)[] = [];
  for (let s = 0; s < seats; s++) {
    const unseen = t.unseenOf[s] ?? 0;
    if (unseen === 0) perSeat.push(null);
    else if (s !== t.seat && seatMayLookAtOwn(t, s) && t.round.claims.some((c) => c.seat === s)) perSeat.push(inferredHands(t, s, unseen, n, rng));
    else perSeat.push(Array.from({ length: n }, () => rollHand(rng, unseen)));
  }
  const hands: Face[][][] = [];
  const totals = new Int16Array(n * 7);
  const seenBase = [0, 1, 2, 3, 4, 5, 6].map((f) => (f === 0 ? 0 : seenCount(t, f as Face)));
  for (let w = 0; w < n; w++) {
    const world: Face[][] = [];
    for (let s = 0; s < seats; s++) {
      const seen = t.seen[s];
      const drawn = perSeat[s]?.[w];
      world.push(drawn ? [...(seen ?? []), ...drawn] : [...(seen ?? [])]);
      // R-WILD: a wild die counts for every face, any other die for its own (countsFor, unrolled)
      if (drawn) {
        for (const d of drawn) {
          if (d === t.wildFace) for (let f = 1; f <= 6; f++) totals[w * 7 + f] += 1;
          else totals[w * 7 + d] += 1;
        }
      }
    }
    for (let f = 1; f <= 6; f++) totals[w * 7 + f] += seenBase[f]!;
    hands.push(world);
  }
  return { n, hands, totals };
}

/** The count model of the worlds: each face's count as a histogram. */
export function worldModel(worlds: Worlds, totalDice: number): CountModel {
  const cache = new Map<Face, CountDist>();
  return {
    dist(face) {
      let d = cache.get(face);
      if (!d) {
        d = new Float64Array(totalDice + 1);
        for (let w = 0; w < worlds.n; w++) {
          const k = Math.min(totalDice, worlds.totals[w * 7 + face]!);
          d[k] += 1 / worlds.n;
        }
        cache.set(face, d);
      }
      return d;
    },
  };
}
