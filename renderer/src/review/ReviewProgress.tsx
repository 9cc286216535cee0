// The review's run where it was asked for (end screen, History entry, Replay): a progress bar with Stop,
// then, if it failed or was stopped, why (issue 40 item 1). Nothing shows when idle or done.
import { useTranslation } from 'react-i18next';
import { useReview, targetKey, type ReviewTarget } from './store';

export function ReviewProgress(props: { target: ReviewTarget | null }): React.JSX.Element | null {
  const { t, i18n } = useTranslation();
  const state = useReview();
  // only the run of this place's game
  if (!props.target || !state.target || targetKey(state.target) !== targetKey(props.target)) return null;
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(state.progress);
  if (state.status === 'running') {
    return (
      <div className="review-progress" data-testid="review-progress">
        <label>
          <span>{t('review.running', { percent })}</span>
          <progress max={1} value={state.progress} aria-label={t('review.runningLabel')} />
        </label>
        <button type="button" onClick={() => void state.cancel()}>{t('review.cancel')}</button>
      </div>
    );
  }
  if (state.status === 'cancelled') return <p className="review-progress muted" role="status">{t('review.cancelled')}</p>;
  if (state.status === 'failed' && state.error) return <p className="review-progress error" role="alert" data-code={state.error.code}>{t('review.failed', { message: state.error.message })}</p>;
  return null;
}
