// The odds helper: how likely the standing bid is, given only what this seat can see.
// R-WILD / R-BLANK: a wild die counts as the bid face unless the bid is on the wild face itself.
import { countFace, type Face, type SeatView } from '../../../engine/index';
import { binomialPmf, exactOf, faceChance, tailOf } from '../../../engine/bots/index';

/** P(X ≥ k) and P(X = k) for X ~ Binomial(n, p), from the engine's binomial (engine/bots/odds.ts). */
export function binomialTail(n: number, p: number, k: number): { atLeast: number; exactly: number } {
  const pmf = binomialPmf(n, p);
  return { atLeast: tailOf(pmf, k), exactly: exactOf(pmf, k) };
}

export interface BidOdds {
  /** Dice of the bid face (wild ones included) among the dice this seat sees. */
  readonly seen: number;
  /** Dice this seat cannot see. */
  readonly unseen: number;
  /** Probability that the bid is true (count ≥ bid): dudo loses when it holds. */
  readonly holds: number;
  /** Probability that the count is exactly the bid (calzo wins, mato wins). */
  readonly exact: number;
}

/** The chance that one unseen die counts for `face` (the engine's faceChance). */
export const perDieChance: (face: Face, wildFace: Face | null) => number = faceChance;

/** Odds of a bid of `count` × `face` from a seat's view; null when dice counts are hidden (O-HIDDEN). */
export function oddsOf(view: SeatView, count: number, face: Face): BidOdds | null {
  const round = view.current;
  if (!round || round.diceInPlay === null) return null;
  const visible = view.hands.filter((h): h is readonly Face[] => h !== null);
  const seenDice = visible.reduce((a, h) => a + h.length, 0);
  const seen = countFace(visible, face, round.wildFace).total;
  const unseen = Math.max(0, round.diceInPlay - seenDice);
  const t = binomialTail(unseen, perDieChance(face, round.wildFace), count - seen);
  return { seen, unseen, holds: t.atLeast, exact: t.exactly };
}

/** Odds of the standing bid, or null when there is none. */
export function standingOdds(view: SeatView): BidOdds | null {
  const s = view.current?.standing;
  return s ? oddsOf(view, s.bid.count, s.bid.face) : null;
}

/**
 * A chance in percent as the odds line shows it: one decimal, never "100" or "0" for an event that is not certain
 * or impossible (0.996 is "> 99.9", 0.0004 is "< 0.1"), whole numbers for the certain and the impossible.
 */
export function percentText(x: number, language: string): string {
  const fmt = (v: number): string => v.toLocaleString(language, { maximumFractionDigits: 1 });
  if (x >= 1) return fmt(100);
  if (x <= 0) return fmt(0);
  const shown = Math.round(x * 1000) / 10;
  if (shown >= 100) return `> ${fmt(99.9)}`;
  if (shown <= 0) return `< ${fmt(0.1)}`;
  return fmt(shown);
}
