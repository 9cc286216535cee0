// Bids: which bids are higher (R-RAISE, R-ACE-1..4, R-BLANK, R-NOWILD) and which faces a round allows.
import { ruleError, type RuleError } from './errors';
import type { RuleOptions } from './options';
import type { RoundState } from './state';
import type { Bid, Face } from './types';

/** Everything about a round and a bidder that decides which bids are legal. */
export interface BidContext {
  readonly options: RuleOptions;
  /** The face wild this round, or null (R-NOWILD). */
  readonly wildFace: Face | null;
  /** R-LIVES reprieve: every bid is on aces. */
  readonly acesOnly: boolean;
  /** R-OBLIGAR / R-PALIFICO: the face fixed by the opening bid. */
  readonly lockedFace: Face | null;
  /** R-OBLIGAR: this bidder may change the locked face with a greater count. */
  readonly mayChangeLockedFace: boolean;
  /** R-BID: the greatest count a bid may name. */
  readonly maxCount: number;
  /** R-ACE-1: the bidder holds a single die. */
  readonly bidderHasOneDie: boolean;
  readonly standing: Bid | null;
}

/** R-ACE-2: the least count of the converted face when switching to it from a bid of `count`. */
export function minCountToWild(count: number, acesTo: RuleOptions['acesTo']): number {
  return acesTo === 'half-up' ? Math.ceil(count / 2) : Math.floor(count / 2) + 1;
}

/** R-ACE-4: the least count when switching away from the converted face. */
export function minCountFromWild(count: number): number {
  return 2 * count + 1;
}

/**
 * The face with conversion rules this round (R-ACE-2..4): the wild face, when wilds are on and
 * `acesTo` is not `ordered`. Null when bids simply rank by count then face.
 */
export function convertedFace(ctx: Pick<BidContext, 'wildFace' | 'options'>): Face | null {
  return ctx.wildFace !== null && ctx.options.acesTo !== 'ordered' ? ctx.wildFace : null;
}

/**
 * Whether `face` may be named at all this round, regardless of count.
 * R-BLANK: with the French die the blank (6) is not a value unless `blankBids`, or wilds are off (R-NOWILD).
 */
export function faceError(ctx: BidContext, face: Face): RuleError | null {
  if (ctx.acesOnly && face !== 1) return ruleError('ACES_ONLY', 'In the reprieve round every bid is on aces.'); // R-LIVES
  if (ctx.options.wild === 'blank' && face === 6 && ctx.wildFace !== null && !ctx.options.blankBids) {
    return ruleError('BLANK_BIDS_OFF', 'Bids on the blank face are not played with these rules.'); // R-BLANK
  }
  if (ctx.standing === null) {
    const special = convertedFace(ctx);
    if (special !== null && face === special && !ctx.bidderHasOneDie) {
      return ruleError('OPEN_ON_ACES', 'A round may not be opened on the wild face unless the opener has a single die.'); // R-ACE-1
    }
    return null;
  }
  if (ctx.lockedFace !== null && face !== ctx.lockedFace && !ctx.mayChangeLockedFace) {
    return ruleError('FACE_LOCKED', 'The face is fixed for this round; only the count may rise.'); // R-OBLIGAR, R-PALIFICO
  }
  return null;
}

/** The least count for a bid on `face` to be legal after the standing bid (the face itself allowed). */
export function minCount(ctx: BidContext, face: Face): number {
  const s = ctx.standing;
  if (s === null) return 1;
  if (ctx.lockedFace !== null || ctx.acesOnly) return s.count + 1; // R-OBLIGAR, R-PALIFICO, R-LIVES: only the count rises
  const special = convertedFace(ctx);
  if (special !== null) {
    if (s.face !== special && face === special) return minCountToWild(s.count, ctx.options.acesTo); // R-ACE-2
    if (s.face === special && face === special) return s.count + 1; // R-ACE-3
    if (s.face === special) return minCountFromWild(s.count); // R-ACE-4
  }
  return rankOf(face) > rankOf(s.face) ? s.count : s.count + 1; // R-RAISE
}

/** R-RAISE: faces rise 1 < 2 < ... < 6 (with the French die the blank, 6, is the sixth value). */
function rankOf(face: Face): number {
  return face;
}

export function isFace(n: number): n is Face {
  return Number.isInteger(n) && n >= 1 && n <= 6;
}

/** Checks a bid against the context: null when legal, else the refusal. */
export function checkBid(ctx: BidContext, count: number, face: number): RuleError | null {
  if (!isFace(face)) return ruleError('BAD_BID', 'A bid names a face from 1 to 6.');
  if (!Number.isInteger(count) || count < 1 || count > ctx.maxCount) {
    return ruleError('BAD_BID', `A bid names from 1 to ${ctx.maxCount} dice.`); // R-BID
  }
  const err = faceError(ctx, face);
  if (err) return err;
  if (count < minCount(ctx, face)) {
    return ruleError('BID_NOT_HIGHER', 'The bid must be higher than the standing bid.');
  }
  return null;
}

/** Every legal bid in the context, ordered by face then count. */
export function legalBids(ctx: BidContext): Bid[] {
  const bids: Bid[] = [];
  for (let f = 1 as Face; f <= 6; f = (f + 1) as Face) {
    if (faceError(ctx, f)) continue;
    for (let c = minCount(ctx, f); c <= ctx.maxCount; c++) bids.push({ count: c, face: f });
  }
  return bids;
}

/** R-PALIFICO, R-OBLIGAR: a round of this kind fixes its face with the opening bid (only the count rises after). */
export function locksFaceAtOpening(kind: RoundState['kind']): boolean {
  return kind === 'palifico' || kind === 'obligar-open' || kind === 'obligar-closed';
}

/** R-NOWILD: the wild face of a round of the given kind. */
export function wildFaceFor(options: RuleOptions, kind: RoundState['kind']): Face | null {
  if (kind !== 'normal' && kind !== 'blind') return null;
  if (options.wild === 'aces') return 1;
  if (options.wild === 'blank') return 6;
  return null;
}
