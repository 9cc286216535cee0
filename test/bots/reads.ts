// Shared by the tests of Maestro's reads of its opponent (headsup.ts, adapt.ts): a tally arbitrary, a profile of bluffs
// at both bid sizes with their evidence, and a model's share as the look-ahead's "why?" gives it.
import fc from 'fast-check';
import { ADAPT, emptyProfile, evidence, type OpponentProfile } from '../../engine/bots/adapt';

/** k of n revealed bids (n up to 80), for the reads' property tests. */
const tallyArb = fc.nat({ max: 80 }).chain((n) => fc.record({ k: fc.nat({ max: n }), n: fc.constant(n) }));

/** A profile whose revealed bluffs at each bid size are drawn (nothing else seen), with each size's evidence against a sound player's rate. */
export const bluffProfileArb = fc.tuple(tallyArb, tallyArb).map(([low, high]) => ({
  profile: { ...emptyProfile(), bluffs: { low, high } } as OpponentProfile,
  zLow: evidence(low, ADAPT.bluffPrior.low),
  zHigh: evidence(high, ADAPT.bluffPrior.high),
}));

/** The share the look-ahead's "why?" gives an opponent model ("read as Experto-like 40%, bluffer 30%"), 0 where absent. */
export function shareOf(text: string, id: string): number {
  const m = new RegExp(`${id} (\\d+)%`).exec(text);
  return m ? Number(m[1]) : 0;
}
