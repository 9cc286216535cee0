// "Learn to play" (issue 26.2): the coach beside the table. It says what to do and why, lights the
// control the step is about, explains a move that is not the lesson's (the move is not sent), and
// links each step to its rule on the Rules screen.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { create } from 'zustand';
import type { SeatAction } from '../../../engine/index';
import type { Words } from '../i18n/useWords';
import { useRules } from '../state/rules';
import { coachParams, wrongMoveText, type CoachStep } from './script';

export interface CoachStore {
  /** The `next` steps read (Next pressed). */
  read: string[];
  /** The last move refused because it was not the lesson's, with the step it was made at. */
  wrong: { readonly step: string; readonly action: SeatAction } | null;
  /** The lesson is over and the person plays on without the coach. */
  hidden: boolean;
  markRead(id: string): void;
  setWrong(w: CoachStore['wrong']): void;
  hide(): void;
  reset(): void;
}

export const useCoach = create<CoachStore>((set, get) => ({
  read: [],
  wrong: null,
  hidden: false,
  markRead: (id) => set({ read: [...get().read, id], wrong: null }),
  setWrong: (wrong) => set({ wrong }),
  hide: () => set({ hidden: true, wrong: null }),
  reset: () => set({ read: [], wrong: null, hidden: false }),
}));


export function Coach(props: { step: CoachStep; words: Words; use3d: boolean; onLeave: () => void; inReveal?: boolean }): React.JSX.Element {
  const { step, words, use3d } = props;
  const { t, i18n } = useTranslation();
  const coach = useCoach();
  const params = coachParams(words, step);
  const nextRef = useRef<HTMLButtonElement>(null);
  const wrong = coach.wrong?.step === step.id ? coach.wrong.action : null;

  useEffect(() => {
    // the control the step is about is lit
    if (!step.target) return;
    const els = [...document.querySelectorAll<HTMLElement>(step.target)];
    for (const el of els) el.classList.add('coach-target');
    return () => {
      for (const el of els) el.classList.remove('coach-target');
    };
  }, [step.id, step.target]);

  const key = step.key as 'tutorial.steps.dice';
  return (
    <section className={`coach${props.inReveal ? ' in-reveal' : ''}`} aria-label={t('tutorial.title')} data-step={step.id} data-wait={step.wait}>
      <p className="coach-head">
        <strong>{t('tutorial.title')}</strong> <small>{t('tutorial.step', { n: step.n, total: step.total })}</small>
      </p>
      <p className="coach-do" aria-live="polite">{t(`${key}.do`, params)}</p>
      <p className="coach-why">{t(`${key}.why`, params)}</p>
      {step.id === 'dice' && use3d ? <p className="coach-why">{t('tutorial.peek3d')}</p> : null}
      {step.shake && use3d ? <p className="coach-why">{t('tutorial.shake3d')}</p> : null}
      {wrong ? (
        <p className="coach-wrong" role="alert">
          {wrongMoveText((k, v) => t(k, v), words, wrong, i18n.language)} {t(`${step.key as 'tutorial.steps.firstBid'}.wrong`, params)}
        </p>
      ) : null}
      <div className="coach-buttons">
        {step.wait === 'next' ? (
          <button ref={nextRef} type="button" className="primary coach-next" autoFocus onClick={() => coach.markRead(step.id)}>
            {t('tutorial.next')}
          </button>
        ) : null}
        {step.wait === 'done' ? (
          <>
            <button type="button" className="primary coach-menu" autoFocus onClick={props.onLeave}>{t('tutorial.backToMenu')}</button>
            <button type="button" className="coach-keep" onClick={() => coach.hide()}>{t('tutorial.keepPlaying')}</button>
          </>
        ) : null}
        <button type="button" className="tip-rule coach-rule" onClick={() => useRules.getState().show(step.topic)}>{t('tips.moreInRules')}</button>
      </div>
    </section>
  );
}
