// The moments that decided the game (issue 40 item 3): the three costliest decisions and the round that turned
// the game, each a button that shows it on the replay.
import { useTranslation } from 'react-i18next';
import { ClassMark } from './ClassMark';
import type { GameReviewModel } from './model';
import { classLabel, didText, type Speech } from './words';

export function Moments(props: { review: GameReviewModel; speech: Speech; onShow: (index: number) => void; onShowRound: (step: number, seat: number | null) => void }): React.JSX.Element {
  const { review, speech } = props;
  const { t } = useTranslation();
  const turning = review.turningRound;
  return (
    <section className="review-moments" aria-labelledby="review-moments" data-testid="review-moments">
      <h3 id="review-moments">{t('review.moments.title')}</h3>
      {review.costliest.length === 0 && !turning ? <p className="muted">{t('review.moments.none')}</p> : null}
      <ol>
        {review.costliest.map((index, n) => {
          const d = review.decisions[index];
          if (!d) return null;
          return (
            <li key={index}>
              <button type="button" className="review-moment" data-decision={index} data-class={d.class} onClick={() => props.onShow(index)} title={t('review.moments.costly', { n: n + 1 })}>
                <ClassMark cls={d.class} label={classLabel(d.class, speech.t)} /> {didText(d, speech)}
              </button>
            </li>
          );
        })}
        {turning ? (
          <li>
            <button type="button" className="review-moment review-turning" data-step={turning.step} onClick={() => props.onShowRound(turning.step, turning.seat)}>
              <span aria-hidden="true">⚑</span>{' '}
              {turning.seat === null ? t('review.moments.turning', { round: turning.round }) : t('review.moments.turningOf', { round: turning.round, name: speech.name(turning.seat) })}
            </button>
          </li>
        ) : null}
      </ol>
    </section>
  );
}
