// The game review's contract (issue 40): which record to review, the review's channels' payloads,
// its progress event, and the hint. The review's result types live in engine/review/types.ts and
// are re-exported here, so the renderer reads them from the contract.
import { z } from 'zod';
import { historyIdSchema, seatSchema } from './payloads';

export type {
  AccuracyFigure,
  AccuracyGroup,
  BidChances,
  ChoiceValue,
  DecisionClass,
  DecisionKind,
  DecisionKnowledge,
  GameReview,
  ReviewedDecision,
  ReviewHint,
  ReviewMoment,
  ReviewMoments,
  ReviewProgress,
  SeatAccuracy,
  TurningRound,
  UnderTheCups,
  ValuedChoice,
  ValueKind,
  ValueMeasure,
} from '../../engine/review/types';
export { ACCURACY_GROUPS, DECISION_CLASSES, DECISION_KINDS, REVIEW_VERSION } from '../../engine/review/types';

/**
 * Which record to review: a finished game of the history (its review is kept beside its record),
 * the game being played or last played (`current`: only once its game is over; never stored), or
 * the record loaded for the replay (`loaded`, record:import; never stored).
 */
export const reviewSourceSchema = z.discriminatedUnion('from', [
  z.object({ from: z.literal('history'), id: historyIdSchema }).strict(),
  z.object({ from: z.literal('current') }).strict(),
  z.object({ from: z.literal('loaded') }).strict(),
]);
export type ReviewSource = z.infer<typeof reviewSourceSchema>;

/** A short stable key for a source (the progress event and cancel name the review by it). */
export function reviewSourceKey(source: ReviewSource): string {
  return source.from === 'history' ? `history:${source.id}` : source.from;
}

/** review:run, review:get, review:cancel: the record to review. */
export const reviewPayloadSchema = z.object({ source: reviewSourceSchema }).strict();

/** game:hint: what the reference player (Maestro) would do now for `seat`, a seat this client holds. */
export const hintPayloadSchema = z.object({ seat: seatSchema }).strict();
