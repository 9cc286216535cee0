// The dice this seat may see of its own (2D): only what the view contains (R-DICE, R-BLIND, R-OBLIGAR).
import { useTranslation } from 'react-i18next';
import type { SeatView } from '../../../engine/index';
import type { Words } from '../i18n/useWords';
import { Die2D } from './Die2D';

export function OwnDice(props: { view: SeatView; words: Words }): React.JSX.Element | null {
  const { view, words } = props;
  const { t } = useTranslation();
  if (view.seat === null || view.phase !== 'bidding') return null;
  const hand = view.hands[view.seat];
  const blank = view.options.wild === 'blank';
  return (
    <section className="own-dice" aria-label={t('table.yourDice')} data-testid="own-dice">
      <h2>{t('table.yourDice')}</h2>
      {hand ? (
        <div className="hand">{hand.map((f, i) => <Die2D key={i} face={f} blank={blank} size={48} label={words.face(f)} />)}</div>
      ) : (
        <p className="muted">{t('table.noDiceShown')}</p>
      )}
    </section>
  );
}
