// Count models: for each face, the distribution of its count on the table as a seat believes it.
import type { Bid, Face } from '../index';
import { exactOf, faceChance, shiftedBinomial, tailOf, type CountDist } from './odds';
import { seenCount, type TableRead } from './table';

export interface CountModel {
  dist(face: Face): CountDist;
}

/** P(the bid is true): count ≥ bid (R-DUDO). */
export function pTrue(model: CountModel, bid: Bid): number {
  return tailOf(model.dist(bid.face), bid.count);
}

/** P(the bid is exactly right) (R-CALZO, R-MATO). */
export function pExact(model: CountModel, bid: Bid): number {
  return exactOf(model.dist(bid.face), bid.count);
}

/** Seen dice counted as they lie, unseen dice binomial with wilds (R-WILD, R-BLANK, R-NOWILD). */
export function binomialModel(t: TableRead, chance: (face: Face) => number = (f) => faceChance(f, t.wildFace)): CountModel {
  const cache = new Map<Face, CountDist>();
  return {
    dist(face) {
      let d = cache.get(face);
      if (!d) {
        d = shiftedBinomial(seenCount(t, face), t.unseenTotal, chance(face));
        cache.set(face, d);
      }
      return d;
    },
  };
}
