// Resolution: counting the dice and deciding who loses or gains (R-DUDO, R-CALZO, R-MATO, R-PASO, R-PICADO).
import type { ChallengeKind, Claim, FaceCount, PasoPattern, Verdict } from './state';

export type { ChallengeKind, FaceCount, PasoPattern, Verdict } from './state';
import type { Bid, Face, Seat } from './types';


/** R-WILD: wild dice count as the bid face, except when the bid is on the wild face itself. */
export function countFace(hands: readonly (readonly Face[])[], face: Face, wildFace: Face | null): FaceCount {
  let natural = 0;
  let wild = 0;
  const countsWild = wildFace !== null && wildFace !== face;
  for (const hand of hands) {
    for (const d of hand) {
      if (d === face) natural++;
      else if (countsWild && d === wildFace) wild++;
    }
  }
  return { face, natural, wild, total: natural + wild };
}

/** R-PASO: the pattern a hand shows, or null. Faces are read as they lie (nothing wild). */
export function pasoPattern(hand: readonly Face[]): PasoPattern | null {
  const counts = new Map<Face, number>();
  for (const d of hand) counts.set(d, (counts.get(d) ?? 0) + 1);
  const sizes = [...counts.values()].sort((a, b) => a - b);
  if (hand.length > 0 && sizes.length === 1) return 'all-equal';
  if (sizes.length === hand.length && hand.length > 0) return 'all-different';
  if (sizes.length === 2 && sizes[0] === 2 && sizes[1] === 3) return 'full-house';
  return null;
}

/** R-PICADO: aces in a hand, as they lie. */
export function acesIn(hand: readonly Face[]): number {
  return hand.filter((d) => d === 1).length;
}


export interface ChallengeInput {
  readonly kind: ChallengeKind;
  readonly caller: Seat;
  readonly claim: Claim;
  /** The standing bid (for calzo and mato; a dudo challenges the claim). */
  readonly standing: { readonly seat: Seat; readonly bid: Bid } | null;
  readonly hands: readonly (readonly Face[])[];
  readonly wildFace: Face | null;
  /** O-SICILIANA applies: dudo on the round's first bid. */
  readonly siciliana: boolean;
}

export function judge(input: ChallengeInput): Verdict {
  const { kind, caller, claim, hands, wildFace } = input;
  const verdict = (
    count: FaceCount | null,
    pattern: PasoPattern | null,
    aces: number | null,
    claimHeld: boolean,
    loser: Seat | null,
    gainer: Seat | null,
    amount: number,
  ): Verdict => ({ kind, caller, claim, count, pasoPattern: pattern, picadoAces: aces, claimHeld, loser, gainer, amount });
  if (kind === 'dudo') {
    if (claim.kind === 'paso') {
      const pattern = pasoPattern(hands[claim.seat] ?? []);
      // R-PASO: the hand qualifies → the doubter loses; else the passer loses.
      return verdict(null, pattern, null, pattern !== null, pattern !== null ? caller : claim.seat, null, 1);
    }
    if (claim.kind === 'picado') {
      const aces = acesIn(hands[claim.seat] ?? []);
      // R-PICADO: at least two aces → the doubter loses; else the picador loses.
      return verdict(null, null, aces, aces >= 2, aces >= 2 ? caller : claim.seat, null, 1);
    }
    const count = countFace(hands, claim.bid.face, wildFace);
    const held = count.total >= claim.bid.count;
    // R-DUDO: count ≥ bid → the challenger loses; else the bidder. O-SICILIANA: two dice on the first bid.
    return verdict(count, null, null, held, held ? caller : claim.seat, null, input.siciliana ? 2 : 1);
  }
  const standing = input.standing;
  if (!standing) throw new Error(`${kind} needs a standing bid`);
  const count = countFace(hands, standing.bid.face, wildFace);
  const exact = count.total === standing.bid.count;
  if (kind === 'calzo') {
    // R-CALZO: exact → the caller gains a die; otherwise the caller loses one.
    return verdict(count, null, null, exact, exact ? null : caller, exact ? caller : null, 1);
  }
  // R-MATO: exact → the bidder loses a die; otherwise the player who said mato loses one.
  return verdict(count, null, null, exact, exact ? standing.seat : caller, null, 1);
}
