// A reviewed decision in plain words (issue 40 item 6): what the person did, what they knew and the chance the
// standing bid was true from their view only, how their choice compared with the best, whether the numbers are
// exact or estimated (never a number without its kind), and, apart, what was under the cups. Pure: the panel,
// the moments and the tests use it with the i18next `t` of a language.
import type { Face } from '../../../engine/index';
import { countWord, type Language } from '../i18n/jargon';
import type { Certainty, Choice, DecisionClass, ReviewedDecision } from './model';

export type T = (key: string, vars?: Record<string, unknown>) => string;

/** What the words need of the table: the language's `t`, bids in the player's jargon, names, and who "you" is. */
export interface Speech {
  readonly t: T;
  readonly language: Language;
  bid(count: number, face: Face): string;
  face(face: Face, plural: boolean): string;
  name(seat: number): string;
  /** Whether this seat is the person reading ("You doubted…"), else said by name. */
  isYou(seat: number): boolean;
}

export interface DecisionWords {
  readonly classLabel: string;
  /** "You doubted four threes." */
  readonly did: string;
  /** "With two threes in your cup and nine dice you could not see, four threes was true 71% of the time."; null without a standing bid. */
  readonly knew: string | null;
  /** "Raising to four fours lost a round 38% of the time, your dudo 71%." */
  readonly compare: string;
  /** "exact (solved table)" or "estimated ± 5%". */
  readonly certainty: string;
  /** Hindsight, shown apart: "Under the cups: five threes."; null when no challenge showed the count. */
  readonly actual: string | null;
}

/**
 * A chance (0..1) as a whole percent in the language's way ("71%", "71 %"); never 0 % or 100 % for a chance
 * that is neither impossible nor certain (1 % and 99 % at the ends).
 */
export function percentText(p: number, language: Language): string {
  const clamped = Math.min(1, Math.max(0, p));
  let whole = Math.round(clamped * 100);
  if (clamped > 0 && whole === 0) whole = 1;
  if (clamped < 1 && whole === 100) whole = 99;
  return new Intl.NumberFormat(language, { style: 'percent' }).format(whole / 100);
}

/** The interval of an estimate, at least one point ("± 1%"). */
export function certaintyText(c: Certainty, s: Pick<Speech, 't' | 'language'>): string {
  if (c.kind === 'exact') return s.t('review.certainty.exact');
  const margin = new Intl.NumberFormat(s.language, { style: 'percent' }).format(Math.max(1, Math.round(c.margin * 100)) / 100);
  return s.t('review.certainty.estimated', { margin });
}

function capitalise(text: string, language: Language): string {
  return text.length === 0 ? text : text[0]!.toLocaleUpperCase(language) + text.slice(1);
}

/** The words a choice's mode or direction needs (a direction's name comes from the table's own keys). */
function choiceVars(c: Choice, s: Speech): Record<string, unknown> {
  if (c.type === 'bid') return { bid: s.bid(c.count, c.face) };
  // R-OBLIGAR: the round each mode makes, said in full ("a closed obligar round (only the player who calls it sees their die)")
  if (c.type === 'obligar') return { mode: s.t(`review.modes.${c.mode}`) };
  if (c.type === 'direction') return { direction: s.t(`directions.${c.direction}`) };
  return {};
}

/** "You doubted four threes." / "Ana opened the round with two fives." */
export function didText(d: ReviewedDecision, s: Speech): string {
  const who = s.isYou(d.seat) ? 'you' : 'other';
  const c = d.chosen.choice;
  const type = c.type === 'bid' && d.standing === null ? 'open' : c.type;
  // the call is on the standing bid (R-DUDO, R-CALZO, R-MATO); a bid names itself
  const standing = d.standing ? s.bid(d.standing.count, d.standing.face) : '';
  return s.t(`review.did.${who}.${type}`, { name: s.name(d.seat), bid: standing, ...choiceVars(c, s) });
}

/** "With two threes in your cup and nine dice you could not see, four threes was true 71% of the time." */
export function knewText(d: ReviewedDecision, s: Speech): string | null {
  if (!d.standing || d.chanceTrue === null) return null;
  const who = s.isYou(d.seat) ? 'you' : 'other';
  const face = d.standing.face;
  const unseen = s.t('review.dice', { count: d.unseen, n: countWord(d.unseen, s.language, 'm') });
  const withWords =
    d.mine > 0
      ? s.t(`review.knew.${who}`, { mine: s.bid(d.mine, face), unseen })
      : s.t(`review.knew.${who}None`, { faces: s.face(face, true), unseen });
  const bid = s.bid(d.standing.count, face);
  const p = percentText(d.chanceTrue, s.language);
  // a calzo or mato is right only when the count is exact: its chance is said too (R-CALZO)
  const exactMatters = (d.chosen.choice.type === 'calzo' || d.best.choice.type === 'calzo' || d.chosen.choice.type === 'mato') && d.chanceExact !== null;
  return exactMatters
    ? s.t('review.chance.heldExact', { with: withWords, bid, p, exact: percentText(d.chanceExact!, s.language) })
    : s.t('review.chance.held', { with: withWords, bid, p });
}

/** "raising to four fours", "doubting" */
function altText(c: Choice, d: ReviewedDecision, s: Speech): string {
  const type = c.type === 'bid' && d.standing === null ? 'open' : c.type;
  return s.t(`review.alt.${type}`, choiceVars(c, s));
}

/** "your dudo", "Ana's bid" */
function mineText(d: ReviewedDecision, s: Speech): string {
  const who = s.isYou(d.seat) ? 'you' : 'other';
  return s.t(`review.mine.${who}.${d.chosen.choice.type}`, { name: s.name(d.seat) });
}

export function sameChoice(a: Choice, b: Choice): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** How the choice compared with the best: "Raising to four fours lost a round 38% of the time, your dudo 71%." */
export function compareText(d: ReviewedDecision, s: Speech): string {
  const pct = (p: number): string => percentText(p, s.language);
  const mine = mineText(d, s);
  if (d.class === 'best' || sameChoice(d.chosen.choice, d.best.choice)) {
    const head = capitalise(s.t(`review.compare.${d.measure}.best`, { mine, chosen: pct(d.chosen.loss) }), s.language);
    if (!d.runnerUp) return head;
    return `${head} ${s.t('review.compare.runnerUp', { alt: altText(d.runnerUp.choice, d, s), value: pct(d.runnerUp.loss) })}`;
  }
  const alt = capitalise(altText(d.best.choice, d, s), s.language);
  return s.t(`review.compare.${d.measure}.worse`, { alt, mine, best: pct(d.best.loss), chosen: pct(d.chosen.loss) });
}

/** What was under the cups for the standing bid's face (hindsight). */
export function actualText(d: ReviewedDecision, s: Speech): string | null {
  if (d.actual === null || !d.standing) return null;
  const face = d.standing.face;
  return d.actual > 0 ? s.t('review.actual.some', { bid: s.bid(d.actual, face) }) : s.t('review.actual.none', { faces: s.face(face, true) });
}

export function classLabel(c: DecisionClass, t: T): string {
  return t(`review.classes.${c}`);
}

export function decisionWords(d: ReviewedDecision, s: Speech): DecisionWords {
  return {
    classLabel: classLabel(d.class, s.t),
    did: didText(d, s),
    knew: knewText(d, s),
    compare: compareText(d, s),
    certainty: certaintyText(d.certainty, s),
    actual: actualText(d, s),
  };
}
