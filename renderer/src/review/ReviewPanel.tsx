// The review beside the Replay (issue 40 items 2, 3, 6): each person's accuracy, the moments that decided the
// game, and each decision of the chosen person in plain words, with its class (colour and shape), the kind of
// its numbers, and what was under the cups apart. A decision or a moment shows its step on the replay.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ClassMark } from './ClassMark';
import type { GameReviewModel } from './model';
import { useReview } from './store';
import { useSpeech } from './useSpeech';
import { classLabel, decisionWords } from './words';
import { Moments } from './Moments';

export function ReviewPanel(props: { review: GameReviewModel; onShow: (step: number, seat: number | null) => void; blankDie?: boolean }): React.JSX.Element {
  const { review } = props;
  const { t } = useTranslation();
  const speech = useSpeech(review, props.blankDie ?? false);
  const person = useReview((s) => s.person);
  const selected = useReview((s) => s.selected);
  const { select, setPerson, close } = useReview.getState();
  const list = useRef<HTMLOListElement>(null);
  const mine = review.decisions.map((d, i) => ({ d, i })).filter((x) => x.d.seat === person);
  const seats = [...review.people, ...review.players.map((_, i) => i).filter((i) => !review.people.includes(i))];
  const score = (v: number | null): string => (v === null ? t('review.accuracyNone') : String(Math.round(v)));

  useEffect(() => {
    // a mark or a moment chosen: its decision comes into view in the list
    if (selected === null) return;
    list.current?.querySelector(`[data-decision="${selected}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [selected]);

  const show = (index: number): void => {
    const d = review.decisions[index];
    if (!d) return;
    if (d.seat !== person) setPerson(d.seat);
    select(index);
    props.onShow(d.step, d.seat);
  };

  return (
    <section className="review-panel" aria-labelledby="review-title" data-testid="review-panel">
      <div className="review-head">
        <h2 id="review-title">{t('review.title')}</h2>
        <button type="button" className="review-close" onClick={close} aria-label={t('review.close')} title={t('review.close')}>✕</button>
      </div>
      {/* only the body scrolls, under the title, never behind it; it comes to rest at the start of a block (review.css) */}
      <div className="review-body" data-testid="review-body">
        <ul className="review-accuracy" data-testid="review-accuracy">
          {seats.map((seat) => (
            <li key={seat} data-seat={seat} data-accuracy={review.accuracy[seat]?.overall ?? ''}>
              {t('review.accuracyOf', { name: speech.name(seat), value: score(review.accuracy[seat]?.overall ?? null) })}
            </li>
          ))}
        </ul>
        <Moments review={review} speech={speech} onShow={show} onShowRound={(step, seat) => props.onShow(step, seat)} />
        <div className="review-whose">
          <label>
            {t('review.whose')}{' '}
            <select value={String(person)} onChange={(e) => setPerson(Number(e.target.value))} data-testid="review-person">
              {seats.map((seat) => <option key={seat} value={seat}>{speech.name(seat)}</option>)}
            </select>
          </label>
          <span className="muted">{t('review.decisions', { count: mine.length })}</span>
        </div>
        <p className="muted review-help">{t('review.classHelp')}</p>
        {mine.length === 0 ? <p className="muted">{t('review.none')}</p> : null}
        <ol className="review-list" ref={list}>
          {mine.map(({ d, i }) => {
            const w = decisionWords(d, speech);
            return (
              <li key={i} data-decision={i} data-class={d.class} data-step={d.step} className={selected === i ? 'chosen' : undefined} aria-current={selected === i ? 'true' : undefined}>
                <div className="review-line">
                  <ClassMark cls={d.class} label={classLabel(d.class, speech.t)} withText />
                  <span className="review-kind" data-certainty={d.certainty.kind}>{w.certainty}</span>
                  <span className="muted review-round">{t('review.round', { round: d.round })}</span>
                  <button type="button" className="review-show" onClick={() => show(i)} aria-label={t('review.showStep', { step: d.step })}>{t('review.show')}</button>
                </div>
                <p className="review-did">{w.did}</p>
                {w.knew ? <p className="review-knew">{w.knew}</p> : null}
                <p className="review-compare">{w.compare}</p>
                {w.actual ? <p className="review-actual muted">{w.actual}</p> : null}
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
