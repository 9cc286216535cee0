// The Replay's timeline with the review's marks (issue 40 item 3): each decision of the chosen person at its
// step, by class in colour AND shape, each a button with an accessible name; the round that turned the game
// flagged; the step shown marked. A mark shows its decision on the replay and in the panel.
import { useTranslation } from 'react-i18next';
import { CLASS_MARKS, type GameReviewModel } from './model';
import { useReview } from './store';
import { classLabel } from './words';

export function Timeline(props: { review: GameReviewModel; step: number; onShow: (step: number, seat: number | null) => void }): React.JSX.Element {
  const { review, step } = props;
  const { t } = useTranslation();
  const person = useReview((s) => s.person);
  const selected = useReview((s) => s.selected);
  const total = Math.max(1, review.totalSteps);
  const at = (n: number): string => `${(Math.min(total, Math.max(0, n)) / total) * 100}%`;
  const turning = review.turningRound;
  return (
    <div className="review-timeline" role="group" aria-label={t('review.timeline.label')} data-testid="review-timeline">
      <div className="review-track" aria-hidden="true" />
      <div className="review-now" style={{ left: at(step) }} aria-hidden="true" />
      {turning ? (
        <button type="button" className="review-flag" style={{ left: at(turning.step) }} aria-label={t('review.timeline.turning', { step: turning.step })} title={t('review.timeline.turning', { step: turning.step })} onClick={() => props.onShow(turning.step, turning.seat)}>
          ⚑
        </button>
      ) : null}
      {review.decisions.map((d, i) => {
        if (d.seat !== person) return null;
        const mark = CLASS_MARKS[d.class];
        const label = t('review.timeline.mark', { step: d.step, name: review.players[d.seat] ?? '', class: classLabel(d.class, t as (k: string) => string) });
        return (
          <button
            key={i}
            type="button"
            className={`review-mark review-mark-${d.class}${selected === i ? ' chosen' : ''}`}
            data-decision={i}
            data-class={d.class}
            style={{ left: at(d.step), color: mark.colour }}
            aria-label={label}
            title={label}
            onClick={() => {
              useReview.getState().select(i);
              props.onShow(d.step, d.seat);
            }}
          >
            {mark.shape}
          </button>
        );
      })}
    </div>
  );
}
