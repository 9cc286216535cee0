// The reveal's verdict, said right for every call (issue 26 item 3): a dudo on a bid, a paso or a
// picado, a calzo and a mato each say what the count (or the hand) showed and who was right. A calzo
// or mato that missed says the count was not exact, never that the bid was false when it held.
import type { Face, Resolution } from '../../../engine/index';

export type VerdictKey =
  | 'dudoHeld'
  | 'dudoFailed'
  | 'pasoHeld'
  | 'pasoFailed'
  | 'picadoHeld'
  | 'picadoFailed'
  | 'calzoExact'
  | 'calzoOver'
  | 'calzoUnder'
  | 'matoExact'
  | 'matoOver'
  | 'matoUnder';

export type VerdictInput = Pick<Resolution, 'kind' | 'claim' | 'count' | 'claimHeld' | 'pasoPattern' | 'picadoAces'>;

/** Which verdict a resolution reads (R-DUDO, R-CALZO, R-MATO, R-PASO, R-PICADO). */
export function verdictKey(r: VerdictInput): VerdictKey {
  const { claim } = r;
  if (r.kind === 'dudo') {
    if (claim.kind === 'paso') return r.claimHeld ? 'pasoHeld' : 'pasoFailed';
    if (claim.kind === 'picado') return r.claimHeld ? 'picadoHeld' : 'picadoFailed';
    return r.claimHeld ? 'dudoHeld' : 'dudoFailed';
  }
  const total = r.count?.total ?? 0;
  const wanted = claim.kind === 'bid' ? claim.bid.count : total;
  const side = total === wanted ? 'Exact' : total > wanted ? 'Over' : 'Under';
  return `${r.kind}${side}` as VerdictKey;
}

type T = (key: string, vars?: Record<string, unknown>) => string;

/** The verdict's sentence in the language of `t`; `bid` says a bid in the player's jargon. */
export function verdictText(t: T, r: VerdictInput, bid: (count: number, face: Face) => string): string {
  const key = verdictKey(r);
  const vars: Record<string, unknown> = {
    count: r.count?.total ?? 0,
    bid: r.claim.kind === 'bid' ? bid(r.claim.bid.count, r.claim.bid.face) : '',
    pattern: t(`reveal.patterns.${r.pasoPattern ?? 'none'}`),
    aces: r.picadoAces ?? 0,
  };
  return t(`verdict.${key}`, vars);
}
