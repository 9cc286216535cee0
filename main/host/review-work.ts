// The game review's work in the bot worker (issue 40; docs/review.md): a review runs a few decisions at
// a time between event-loop turns, so a cancel (and any other message) is read between them; its progress
// and its result go back to the host. The worker's shelf of endgame tables gives the exact values.
import type { SeatView } from '../../engine/index';
import { exactValuer, referenceHint, ReviewJob, type ReviewHint, type ReviewResult } from '../../engine/review/index';
import type { EndgameShelf } from '../../engine/bots/index';

/** The host asks the worker: review this record (`id` names the job), or stop job `id`. */
export type ReviewWorkerRequest =
  | { readonly reviewStart: { readonly id: number; readonly record: unknown } }
  | { readonly reviewCancel: { readonly id: number } }
  /** Issue 40 item 5: the reference move for the seat of `view` (the host made the view: it is trusted). */
  | { readonly hintStart: { readonly id: number; readonly view: SeatView; readonly seed: number } };

/** The worker tells the host: a job's progress, or its end (a result, a typed error, or cancelled), with the worker's heap then. */
export type ReviewWorkerMessage =
  | { readonly reviewProgress: { readonly id: number; readonly done: number; readonly total: number } }
  | { readonly reviewDone: { readonly id: number; readonly result: ReviewResult; readonly heapUsed: number } }
  | { readonly hintDone: { readonly id: number; readonly hint: ReviewHint | null; readonly error?: string } };

/** How long the worker weighs decisions before it looks at its messages again (ms). */
export const REVIEW_SLICE_MS = 40;

export function isReviewRequest(m: unknown): m is ReviewWorkerRequest {
  return typeof m === 'object' && m !== null && ('reviewStart' in m || 'reviewCancel' in m || 'hintStart' in m);
}

/** The worker's reviews: started, stepped between turns, cancelled. */
export class ReviewWork {
  private readonly cancelled = new Set<number>();

  constructor(
    private readonly post: (m: ReviewWorkerMessage) => void,
    private readonly shelf: EndgameShelf | null,
  ) {}

  handle(req: ReviewWorkerRequest): void {
    if ('hintStart' in req) {
      const { id, view, seed } = req.hintStart;
      try {
        this.post({ hintDone: { id, hint: referenceHint(view, this.shelf, seed) } });
      } catch (e) {
        this.post({ hintDone: { id, hint: null, error: e instanceof Error ? e.message : String(e) } });
      }
      return;
    }
    if ('reviewCancel' in req) {
      this.cancelled.add(req.reviewCancel.id);
      return;
    }
    const { id, record } = req.reviewStart;
    const job = ReviewJob.start(record, { exact: exactValuer(this.shelf) });
    if (!(job instanceof ReviewJob)) return this.done(id, { ok: false, error: job });
    this.post({ reviewProgress: { id, done: 0, total: job.total } });
    const tick = (): void => {
      if (this.cancelled.delete(id)) return this.done(id, { ok: false, error: { code: 'CANCELLED', message: 'The review was cancelled.' } });
      try {
        const until = performance.now() + REVIEW_SLICE_MS;
        let more = job.step(1);
        while (more && performance.now() < until) more = job.step(1);
        this.post({ reviewProgress: { id, done: job.done, total: job.total } });
        if (more) setImmediate(tick);
        else this.done(id, { ok: true, review: job.result() });
      } catch (e) {
        this.done(id, { ok: false, error: { code: 'FAILED', message: `The review failed: ${e instanceof Error ? e.message : String(e)}` } });
      }
    };
    setImmediate(tick);
  }

  private done(id: number, result: ReviewResult): void {
    this.cancelled.delete(id);
    this.post({ reviewDone: { id, result, heapUsed: process.memoryUsage().heapUsed } });
  }
}
