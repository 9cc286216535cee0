// Issue 40 item 1: the review's run in the renderer (renderer/src/review/store.ts) over a backend that stands
// for the host: the progress bar's fraction while it runs, Stop (the host is told, a late answer is ignored),
// a failure with its reason, and a review opened again without running (kept by the host, or seen already).
import { beforeEach, describe, expect, it } from 'vitest';
import { useReview, type ReviewBackend, type ReviewFailure, type ReviewTarget } from '../../renderer/src/review/store';
import type { GameReviewModel } from '../../renderer/src/review/model';

type RunAnswer = { ok: true; review: GameReviewModel | null } | { ok: false; error: ReviewFailure };

/** A backend whose run answers when the test says, and which notes what it was asked. */
function fakeBackend(kept: GameReviewModel | null = null) {
  const calls = { get: 0, run: 0, cancel: [] as ReviewTarget[] };
  let answer: (r: RunAnswer) => void = () => {};
  let progress: (f: number) => void = () => {};
  const backend: ReviewBackend = {
    get: () => (calls.get++, Promise.resolve(kept)),
    run: (_t, onProgress) => {
      calls.run++;
      progress = onProgress;
      return new Promise<RunAnswer>((resolve) => (answer = resolve));
    },
    cancel: (t) => (calls.cancel.push(t), Promise.resolve()),
  };
  return { backend, calls, answer: (r: RunAnswer) => answer(r), progress: (f: number) => progress(f) };
}

const review = (people: number[]): GameReviewModel => ({ people }) as unknown as GameReviewModel;
const history: ReviewTarget = { source: { from: 'history', id: 'g1' } };
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('the review store (issue 40 item 1)', () => {
  beforeEach(() => {
    useReview.getState().close();
    useReview.setState({ seen: new Map(), backend: null });
  });

  it('runs with a progress between 0 and 1, then shows the review and keeps it: opening it again runs nothing', async () => {
    const f = fakeBackend();
    useReview.getState().setBackend(f.backend);
    const started = useReview.getState().start(history);
    await flush();
    expect(useReview.getState().status).toBe('running');
    f.progress(0.4);
    expect(useReview.getState().progress).toBe(0.4);
    f.progress(1.7);
    expect(useReview.getState().progress).toBe(1);
    f.answer({ ok: true, review: review([2]) });
    await started;
    expect(useReview.getState()).toMatchObject({ status: 'done', progress: 1, person: 2 });
    useReview.getState().close();
    await useReview.getState().start(history);
    expect(useReview.getState().status).toBe('done');
    expect(f.calls).toMatchObject({ get: 1, run: 1 });
  });

  it('Stop tells the host, shows the run stopped, and ignores the answer that comes after', async () => {
    const f = fakeBackend();
    useReview.getState().setBackend(f.backend);
    const started = useReview.getState().start(history);
    await flush();
    f.progress(0.2);
    await useReview.getState().cancel();
    expect(useReview.getState().status).toBe('cancelled');
    expect(f.calls.cancel).toEqual([history]);
    f.progress(0.9);
    f.answer({ ok: true, review: review([0]) });
    await started;
    expect(useReview.getState()).toMatchObject({ status: 'cancelled', review: null, progress: 0.2 });
  });

  it('a refused record is a failure with its code and message; a review the host kept shows without running', async () => {
    const f = fakeBackend();
    useReview.getState().setBackend(f.backend);
    const started = useReview.getState().start(history);
    await flush();
    f.answer({ ok: false, error: { code: 'BAD_RECORD', message: 'actions[3] is refused' } });
    await started;
    expect(useReview.getState()).toMatchObject({ status: 'failed', error: { code: 'BAD_RECORD' }, review: null });
    const k = fakeBackend(review([1]));
    useReview.getState().setBackend(k.backend);
    await useReview.getState().start({ source: { from: 'history', id: 'g2' } });
    expect(useReview.getState()).toMatchObject({ status: 'done', person: 1 });
    expect(k.calls).toMatchObject({ get: 1, run: 0 });
  });
});
