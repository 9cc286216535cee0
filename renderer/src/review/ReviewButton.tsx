// "Review this game" (issue 40 item 1) with the run's progress under it; once the review is ready, `onReady`
// (the end screen and the History open the Replay, where the review is shown beside the table). A review seen
// or kept opens at once.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ReviewProgress } from './ReviewProgress';
import { useGame } from '../state/game';
import { hostBackend } from './backend';
import { targetKey, useReview, type ReviewTarget } from './store';

/** The review speaks to the host this screen is connected to. */
export function useReviewBackend(): void {
  const client = useGame((s) => s.client);
  useEffect(() => {
    if (client) useReview.getState().setBackend(hostBackend(client));
  }, [client]);
}

export function ReviewButton(props: { target: ReviewTarget | null; onReady: () => void; className?: string; disabled?: boolean }): React.JSX.Element {
  const { t } = useTranslation();
  useReviewBackend();
  const status = useReview((s) => s.status);
  const current = useReview((s) => s.target);
  const backend = useReview((s) => s.backend);
  const seen = useReview((s) => s.seen);
  const asked = useRef(false);
  const key = props.target ? targetKey(props.target) : null;
  const mine = key !== null && current !== null && targetKey(current) === key;
  const onReady = useRef(props.onReady);
  onReady.current = props.onReady;
  useEffect(() => {
    if (asked.current && mine && status === 'done') {
      asked.current = false;
      onReady.current();
    }
  }, [mine, status]);
  const running = mine && status === 'running';
  return (
    <>
      <button
        type="button"
        className={props.className}
        data-testid="review-open"
        disabled={props.disabled === true || !props.target || !backend || running}
        onClick={() => {
          if (!props.target) return;
          asked.current = true;
          void useReview.getState().start(props.target);
        }}
      >
        {key !== null && seen.has(key) ? t('review.openAgain') : t('review.open')}
      </button>
      <ReviewProgress target={props.target} />
    </>
  );
}
