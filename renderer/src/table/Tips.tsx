// A guided first game and a one-time tip the first time each rule comes up.
import { useTranslation } from 'react-i18next';
import type { SeatView } from '../../../engine/index';
import type { RuleTopic } from '../state/rules';
import { useRules } from '../state/rules';
import { useSettings } from '../state/settings';

/** The rule of the Rules screen a tip is about (issue 26: the tips are tied to the rules). */
export const TIP_TOPICS: Readonly<Record<string, RuleTopic>> = {
  guided: 'round',
  wild: 'wild',
  calzo: 'calzo',
  obligar: 'oneDieRound',
  palifico: 'oneDieRound',
  blind: 'oneDieRound',
  reprieve: 'penalty',
  paso: 'paso',
  picado: 'picado',
};

/** The rule tip a view calls for, if any (the first one not yet seen). */
export function tipFor(view: SeatView, seen: readonly string[], guidedDone: boolean): string | null {
  const r = view.current;
  const wanted: string[] = [];
  if (view.seat === null) return null; // tips are for a player at the table, not the public view
  if (!guidedDone && view.seat !== null && view.toAct === view.seat) wanted.push('guided');
  if (r && r.kind !== 'normal') wanted.push(r.kind.startsWith('obligar') ? 'obligar' : r.kind);
  if (r?.wildFace !== null && r?.wildFace !== undefined) wanted.push('wild');
  if (view.legal.some((a) => a.type === 'calzo')) wanted.push('calzo');
  if (view.legal.some((a) => a.type === 'paso')) wanted.push('paso');
  if (view.legal.some((a) => a.type === 'picado')) wanted.push('picado');
  return wanted.find((w) => !seen.includes(w)) ?? null;
}

export function Tips(props: { view: SeatView }): React.JSX.Element | null {
  const { t } = useTranslation();
  const s = useSettings();
  const tip = tipFor(props.view, s.tipsSeen, s.guidedDone);
  if (!tip) return null;
  const dismiss = (): void => {
    if (tip === 'guided') s.set({ guidedDone: true });
    s.markTip(tip);
  };
  return (
    <aside className="tip" role="note" aria-label={t('tips.title')}>
      <strong>{t('tips.title')}: </strong>
      {t(`tips.${tip}` as 'tips.calzo')}
      {TIP_TOPICS[tip] ? (
        <button type="button" className="tip-rule" onClick={() => useRules.getState().show(TIP_TOPICS[tip])}>
          {t('tips.moreInRules')}
        </button>
      ) : null}
      <button type="button" onClick={dismiss}>{t('tips.gotIt')}</button>
    </aside>
  );
}
