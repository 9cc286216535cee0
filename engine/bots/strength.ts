// A numeric strength of bids, for "the strongest bid" (SimpleDudo) and tie-breaks.
// R-ACE-2..4: a bid of q on the converted face sits between 2q−1 and 2q of another face.
import type { Bid, Face, RuleOptions } from '../index';

export function convertedFaceOf(options: RuleOptions, wildFace: Face | null): Face | null {
  return wildFace !== null && options.acesTo !== 'ordered' ? wildFace : null;
}

export function bidStrength(bid: Bid, converted: Face | null): number {
  const count = converted !== null && bid.face === converted ? 2 * bid.count - 0.25 : bid.count;
  return count * 8 + bid.face;
}
