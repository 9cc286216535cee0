// Shared by the tests of Maestro's reads of its opponent (headsup.ts, adapt.ts): a tally arbitrary, and a model's share
// as the look-ahead's "why?" gives it.
import fc from 'fast-check';

/** k of n revealed bids (n up to 80), for the reads' property tests. */
export const tallyArb = fc.nat({ max: 80 }).chain((n) => fc.record({ k: fc.nat({ max: n }), n: fc.constant(n) }));

/** The share the look-ahead's "why?" gives an opponent model ("read as Experto-like 40%, bluffer 30%"), 0 where absent. */
export function shareOf(text: string, id: string): number {
  const m = new RegExp(`${id} (\\d+)%`).exec(text);
  return m ? Number(m[1]) : 0;
}
