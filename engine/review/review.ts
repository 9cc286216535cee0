// Issue 40: a game's review, run a decision at a time (the bot worker posts progress between steps and
// reads a cancel): each seat's decisions weighed from its view, the moments, the accuracy per seat.
import type { GameRecord, SeatView } from '../index';
import { seatAccuracy } from './accuracy';
import { estimateViewChoices } from './choices';
import { classify } from './classify';
import { recordDecisions, knowledgeOf, type DecisionPoint, type RecordDecisions } from './decisions';
import { momentsOf } from './moments';
import { REVIEW_VERSION, type GameReview, type ReviewedDecision, type ReviewError, type ReviewResult, type ValuedChoice, type ValueKind, type ValueMeasure } from './types';
import { bidChances, decisionSeed, REVIEW_WORLDS, sameAction } from './value';

/** Exact values where a solved table covers the view (exact.ts), or null. */
export type ExactValuer = (view: SeatView) => { readonly choices: readonly ValuedChoice[]; readonly measure: ValueMeasure } | null;

export interface ReviewOptions {
  /** Exact values from solved tables (the bot worker's shelf); absent: every value is estimated. */
  readonly exact?: ExactValuer | null;
  /** Worlds sampled per estimated decision (REVIEW_WORLDS). */
  readonly worlds?: number;
}

const NO_VALUE = { loss: 0, low: 0, high: 0 } as const;

/** Weighs one decision against the best choices, from the decider's view only. */
export function weighDecision(point: DecisionPoint, index: number, options: ReviewOptions = {}): ReviewedDecision {
  const view = point.view;
  const exact = options.exact?.(view) ?? null;
  const seed = decisionSeed(point.step);
  // bids and calls (value.ts), or the direction and obligar chosen before the roll (choices.ts, O-DIR, R-OBLIGAR)
  const choices = exact?.choices ?? estimateViewChoices(view, seed, options.worlds ?? REVIEW_WORLDS, point.action);
  const valueKind: ValueKind = exact ? 'exact' : 'estimated';
  const measure: ValueMeasure = exact?.measure ?? 'round-loss';
  const chosen = choices?.find((c) => sameAction(c.action, point.action)) ?? null;
  const base = { index, step: point.step, seat: point.seat, round: point.round, kind: point.kind, action: point.action, knew: knowledgeOf(view), chances: bidChances(view), actual: point.actual, valueKind, measure, forced: view.legal.length <= 1 };
  if (!choices || choices.length === 0 || !chosen) return { ...base, value: NO_VALUE, best: [], cost: 0, class: 'best', weighed: false };
  const sorted = [...choices].sort((a, b) => a.value.loss - b.value.loss);
  const cost = Math.max(0, chosen.value.loss - sorted[0]!.value.loss);
  return { ...base, value: chosen.value, best: sorted.slice(0, 3), cost, class: classify(cost), weighed: true };
}

/** A review in steps: `step()` weighs the next decisions; `result()` once `done === total`. */
export class ReviewJob {
  private readonly decisions: ReviewedDecision[] = [];

  private constructor(
    private readonly record: GameRecord,
    private readonly replayed: RecordDecisions,
    private readonly options: ReviewOptions,
  ) {}

  /** Validates and replays the record; a corrupt one is a ReviewError (nothing else happens). */
  static start(doc: unknown, options: ReviewOptions = {}): ReviewJob | ReviewError {
    const r = recordDecisions(doc);
    if (!r.ok) return r.error;
    return new ReviewJob(doc as GameRecord, r.value, options);
  }

  get total(): number {
    return this.replayed.points.length;
  }

  get done(): number {
    return this.decisions.length;
  }

  /** Weighs up to `n` more decisions; false when none is left. */
  step(n = 1): boolean {
    for (let i = 0; i < n && this.done < this.total; i++) this.decisions.push(weighDecision(this.replayed.points[this.done]!, this.done, this.options));
    return this.done < this.total;
  }

  result(): GameReview {
    while (this.step(64));
    const { winner, rollSteps, actionCount } = this.replayed;
    const players = this.record.players;
    return {
      version: REVIEW_VERSION,
      actionCount,
      players: players.length,
      winner,
      decisions: this.decisions,
      moments: momentsOf(this.decisions, winner, rollSteps),
      accuracy: players.map((p, seat) => seatAccuracy(seat, p, this.decisions)),
    };
  }
}

/** Reviews a record at once (tests, the bench). */
export function reviewRecord(doc: unknown, options: ReviewOptions = {}): ReviewResult {
  const job = ReviewJob.start(doc, options);
  if (!(job instanceof ReviewJob)) return { ok: false, error: job };
  return { ok: true, review: job.result() };
}
