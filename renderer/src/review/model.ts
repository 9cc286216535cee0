// The game review as the screens show it (issue 40): each decision of each person weighed against the
// best play with what they knew, its class, whether its numbers are exact or estimated, the moments that
// decided the game and each person's accuracy. The host's review (engine/review, review:run) is turned
// into this shape by ./fromHost.ts, so the words and the screens depend on this file only.
import type { Direction, Face } from '../../../engine/index';

/** The five classes, from the cost of a choice (docs/review.md gives the thresholds). */
export const DECISION_CLASSES = ['best', 'good', 'inaccuracy', 'mistake', 'blunder'] as const;
export type DecisionClass = (typeof DECISION_CLASSES)[number];

/** What a decision counts for in the accuracy by kind (issue 40 item 4). */
export type DecisionKind = 'bidding' | 'dudo' | 'calzo' | 'other';
export const ACCURACY_KINDS = ['bidding', 'dudo', 'calzo'] as const;

/** A choice a seat had: the one made, the best one, the next best. */
export type Choice =
  | { readonly type: 'bid'; readonly count: number; readonly face: Face }
  | { readonly type: 'dudo' | 'calzo' | 'mato' | 'paso' | 'picado' }
  | { readonly type: 'obligar'; readonly mode: 'open' | 'closed' | 'decline' }
  | { readonly type: 'direction'; readonly direction: Direction };

/** Whether a number is exact (a solved table covers the state) or an estimate with its interval (± margin, 0..1). */
export type Certainty = { readonly kind: 'exact' } | { readonly kind: 'estimated'; readonly margin: number };

export interface ChoiceValue {
  readonly choice: Choice;
  /** The chance (0..1) this choice loses what `measure` says: a round, or the game where a solved table gives it. */
  readonly loss: number;
}

export interface ReviewedDecision {
  /** The record step after which this decision shows on the replay (its action applied). */
  readonly step: number;
  readonly round: number;
  readonly seat: number;
  readonly kind: DecisionKind;
  readonly chosen: ChoiceValue;
  /** The best choice; equal to `chosen` when the seat played it. */
  readonly best: ChoiceValue;
  /** When the seat played the best choice: the next best, to say by how much it was best. */
  readonly runnerUp: ChoiceValue | null;
  readonly measure: 'round' | 'game';
  readonly certainty: Certainty;
  /** chosen.loss - best.loss (0..1), what the class is read from. */
  readonly cost: number;
  readonly class: DecisionClass;
  /** What the seat knew: the standing bid (null: the round's first bid), its dice that count for it, the dice it could not see. */
  readonly standing: { readonly count: number; readonly face: Face } | null;
  readonly mine: number;
  readonly unseen: number;
  /** The chance (0..1) the standing bid was true, and exactly true, from the seat's information only. */
  readonly chanceTrue: number | null;
  readonly chanceExact: number | null;
  /** What was under the cups at the round's end for the standing bid (hindsight, shown apart); null: no challenge showed it. */
  readonly actual: number | null;
}

export interface SeatAccuracy {
  /** 0..100, null: no decision reviewed. */
  readonly overall: number | null;
  readonly byKind: { readonly [K in (typeof ACCURACY_KINDS)[number]]: number | null };
  readonly decisions: number;
}

export interface GameReviewModel {
  /** The review's version (a better engine may review again). */
  readonly version: number;
  readonly players: readonly string[];
  /** The seats played by people (their decisions are listed first, "you" where one person played). */
  readonly people: readonly number[];
  readonly decisions: readonly ReviewedDecision[];
  /** Indices into `decisions` of the three costliest, costliest first. */
  readonly costliest: readonly number[];
  /** The round that turned the game and its first step, null when none stands out. */
  readonly turningRound: { readonly round: number; readonly step: number; readonly seat: number | null } | null;
  readonly accuracy: readonly SeatAccuracy[];
  /** Record steps in all (the timeline's length). */
  readonly totalSteps: number;
}

/** The mark of each class: a colour (Okabe–Ito) and a shape, never the colour alone (issue 40 item 3). */
export const CLASS_MARKS: { readonly [C in DecisionClass]: { readonly shape: string; readonly colour: string } } = {
  best: { shape: '★', colour: '#009E73' },
  good: { shape: '●', colour: '#56B4E9' },
  inaccuracy: { shape: '◆', colour: '#F0E442' },
  mistake: { shape: '▲', colour: '#E69F00' },
  blunder: { shape: '✖', colour: '#D55E00' },
};
