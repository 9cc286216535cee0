// The game review's result (issue 40): every decision a person made weighed against the best play
// with what they knew, the moments that decided the game, and an accuracy per seat. Plain data
// (JSON): stored beside the record, sent over the contract, shown by the renderer. Pure types only.
import type { Bid, Claim, Face, RoundKind, Seat, SeatAction } from '../index';
import type { BotReason } from '../bots/index';

/**
 * The review's version: a stored review of an older version is reviewed again (issue 40 item 1).
 * Raise it whenever the values, the thresholds or this shape change.
 */
export const REVIEW_VERSION = 3;

/** What a decision was (issue 40 item 2): a raise, a challenge, or a choice of the round's shape. */
export const DECISION_KINDS = ['bid', 'dudo', 'calzo', 'mato', 'obligar', 'direction', 'paso', 'picado'] as const;
export type DecisionKind = (typeof DECISION_KINDS)[number];

/** The accuracy's groups of decision kinds (issue 40 item 4: bidding, dudo, calzo). */
export const ACCURACY_GROUPS = ['bidding', 'dudo', 'calzo', 'other'] as const;
export type AccuracyGroup = (typeof ACCURACY_GROUPS)[number];

/** A decision's class by its cost, best first (thresholds: engine/review/classify.ts, docs/review.md). */
export const DECISION_CLASSES = ['best', 'good', 'inaccuracy', 'mistake', 'blunder'] as const;
export type DecisionClass = (typeof DECISION_CLASSES)[number];

/** How a value is known: `exact` from a solved endgame table, `estimated` by the reference player's evaluation (with an interval). */
export type ValueKind = 'exact' | 'estimated';

/** What a value measures: the chance of losing the round (a die or a life), or of losing the game (solved tables only). */
export type ValueMeasure = 'round-loss' | 'game-loss';

/**
 * The value of one choice from the decider's information only (no hindsight): the chance that it
 * loses (the round or the game, `measure`), 0..1, lower is better. `low`..`high` is its 95 %
 * interval; an exact value has low = high = loss.
 */
export interface ChoiceValue {
  readonly loss: number;
  readonly low: number;
  readonly high: number;
}

/** A choice the decider had, with its value. */
export interface ValuedChoice {
  readonly action: SeatAction;
  readonly value: ChoiceValue;
}

/** What the decider knew when they chose (their view at the decision, engine/views.ts). */
export interface DecisionKnowledge {
  /** Their own dice; null where they could not look (R-BLIND, R-OBLIGAR closed for others, obligar open for oneself). */
  readonly dice: readonly Face[] | null;
  /** Every seat's dice as the decider saw them (null where hidden): R-OBLIGAR open shows the others'. */
  readonly seen: readonly (readonly Face[] | null)[];
  /** The standing bid, if any. */
  readonly standing: { readonly seat: Seat; readonly bid: Bid } | null;
  /** Dice in play on the table; null under O-HIDDEN. */
  readonly diceInPlay: number | null;
  /** Dice the decider could not see; null under O-HIDDEN. */
  readonly unseen: number | null;
  /** The claims of the round before the decision, in order. */
  readonly claims: readonly Claim[];
  /** The round's wild face (R-WILD), null when none. */
  readonly wildFace: Face | null;
  readonly roundKind: RoundKind;
}

/** The chance the standing bid was true (≥ its count) and exact (= its count), from the decider's view. */
export interface BidChances {
  readonly bid: Bid;
  readonly true: number;
  readonly exact: number;
}

/** What was actually under the cups (hindsight, shown apart from everything the decider knew). */
export interface UnderTheCups {
  /** Every seat's dice this round. */
  readonly hands: readonly (readonly Face[])[];
  /** The count of the standing bid's face (wilds included, R-WILD), when a bid was standing. */
  readonly count: number | null;
}

/** One decision of one seat, weighed (issue 40 item 2). */
export interface ReviewedDecision {
  /** The position of this decision in the review's list (0-based). */
  readonly index: number;
  /** The index of the action in the record's `actions`: the replay's step just before it is this number. */
  readonly step: number;
  readonly seat: Seat;
  /** The round number (1 = the game's first); for a direction or obligar, the round it shapes (chosen before its throw). */
  readonly round: number;
  readonly kind: DecisionKind;
  /** What the seat did. */
  readonly action: SeatAction;
  readonly knew: DecisionKnowledge;
  /** Chances of the standing bid from the decider's view; null when no bid was standing. */
  readonly chances: BidChances | null;
  readonly actual: UnderTheCups;
  /** The value of the seat's choice. */
  readonly value: ChoiceValue;
  /** The best choices (lowest loss first; the first is the reference move). At most 3. */
  readonly best: readonly ValuedChoice[];
  /** How much more the seat's choice loses than the best: value.loss - best[0].value.loss, ≥ 0. */
  readonly cost: number;
  readonly class: DecisionClass;
  /** `exact`: from a solved table; `estimated`: the reference player's evaluation (value.low..high is its interval). */
  readonly valueKind: ValueKind;
  readonly measure: ValueMeasure;
  /** Forced: only one legal choice (cost 0, not counted in the accuracy). */
  readonly forced: boolean;
  /** False for a choice the review could not value (no choice in the view, or obligar under O-HIDDEN): cost 0, class best, not in the accuracy. */
  readonly weighed: boolean;
}

/** A moment that decided the game (issue 40 item 3): a decision, by its index in `decisions`. */
export interface ReviewMoment {
  readonly decision: number;
  readonly step: number;
  readonly seat: Seat;
  readonly round: number;
  readonly cost: number;
  readonly class: DecisionClass;
}

/** The round that turned the game: the costliest round for the seat that lost it to the winner. */
export interface TurningRound {
  readonly round: number;
  /** The record step where the round's dice were thrown (the replay's timeline jumps there). */
  readonly step: number;
  /** The seat whose decisions cost most in it. */
  readonly seat: Seat;
  /** The sum of the costs of that seat's decisions in the round. */
  readonly cost: number;
}

export interface ReviewMoments {
  /** The three costliest decisions of the game (people's and bots'), costliest first. */
  readonly costliest: readonly ReviewMoment[];
  /** Null when no decision cost anything. */
  readonly turningRound: TurningRound | null;
}

/** An accuracy figure (0..100, docs/review.md) and how many decisions it weighs. */
export interface AccuracyFigure {
  /** Null when the seat made no unforced decision of this kind. */
  readonly accuracy: number | null;
  readonly decisions: number;
}

/** A seat's accuracy in one game (issue 40 item 4). */
export interface SeatAccuracy {
  readonly seat: Seat;
  readonly name: string;
  /** The bot's level when the seat is a bot's, absent for a person. */
  readonly bot?: string;
  readonly overall: AccuracyFigure;
  readonly byGroup: { readonly [G in AccuracyGroup]: AccuracyFigure };
  /** How many of the seat's decisions fell in each class. */
  readonly classes: { readonly [C in DecisionClass]: number };
  /** Share of the seat's decisions valued exactly (0..1). */
  readonly exactShare: number;
}

/** A whole game's review. */
export interface GameReview {
  readonly version: number;
  /** The number of actions in the reviewed record (a record still growing is reviewed again). */
  readonly actionCount: number;
  readonly players: number;
  /** The winner's seat; null for a game not played to its end. */
  readonly winner: Seat | null;
  readonly decisions: readonly ReviewedDecision[];
  readonly moments: ReviewMoments;
  readonly accuracy: readonly SeatAccuracy[];
}

/** Why a record could not be reviewed (nothing is written). */
export interface ReviewError {
  /** FAILED: the review itself could not run (its worker stopped). */
  readonly code: 'BAD_RECORD' | 'ACTION_REFUSED' | 'CANCELLED' | 'FAILED';
  readonly message: string;
  /** The field at fault for BAD_RECORD, or the action index for ACTION_REFUSED (`actions[12]`). */
  readonly field?: string;
}

export type ReviewResult = { readonly ok: true; readonly review: GameReview } | { readonly ok: false; readonly error: ReviewError };

/** The review's progress: decisions weighed so far of all (issue 40 item 1, the progress bar). */
export interface ReviewProgress {
  readonly done: number;
  readonly total: number;
}

/**
 * "What would Maestro do?" (issue 40 item 5): the reference move for a seat now, the chances it
 * weighed, and its reason (engine/bots BotReason, structured for translation).
 */
export interface ReviewHint {
  readonly seat: Seat;
  readonly action: SeatAction;
  /** The standing bid's chances from the seat's view; null when none stands. */
  readonly chances: BidChances | null;
  /** The value of the reference move and the best alternatives (as in a review). */
  readonly best: readonly ValuedChoice[];
  readonly valueKind: ValueKind;
  readonly measure: ValueMeasure;
  /** Why the reference player plays it (translated by the UI from `reason.say`). */
  readonly reason: BotReason;
}
