// The starter's direction choice (O-DIR) and the obligar choice (R-OBLIGAR), for the seat that makes it;
// while another seat chooses, the turn line says so (table/turnLine.ts), no second message.
import { useTranslation } from 'react-i18next';
import type { SeatAction, SeatView } from '../../../engine/index';
import type { Words } from '../i18n/useWords';
import { Modal } from './Modal';

/** `docked`: on the 3D table the choice sits at the side, so the start roll's dice stay in sight (issue 12). */
export function ChoiceDialogs(props: { view: SeatView; words: Words; busy: boolean; docked?: boolean; onAct: (a: SeatAction) => void }): React.JSX.Element | null {
  const { view, words, busy, onAct } = props;
  const { t } = useTranslation();
  const mine = view.toAct !== null && view.toAct === view.seat;
  const name = words.name(view.toAct);
  if (view.phase === 'direction') {
    if (!mine) return null; // the turn line says who chooses (table/turnLine.ts)
    const seat = view.toAct!;
    return (
      <Modal title={t('dialogs.directionTitle', { name })} label="direction" modeless docked={props.docked ?? false}>
        <p>{t('dialogs.directionHelp')}</p>
        <div className="dialog-buttons">
          <button type="button" className="primary" disabled={busy} autoFocus onClick={() => onAct({ type: 'direction', seat, direction: 'clockwise' })}>
            ↻ {t('dialogs.clockwise')}
          </button>
          <button type="button" className="primary" disabled={busy} onClick={() => onAct({ type: 'direction', seat, direction: 'counter-clockwise' })}>
            ↺ {t('dialogs.counterClockwise')}
          </button>
        </div>
      </Modal>
    );
  }
  if (view.phase === 'obligar') {
    if (!mine) return null; // the turn line says who chooses (table/turnLine.ts)
    const seat = view.toAct!;
    return (
      <Modal title={t('dialogs.obligarTitle', { name })} label="obligar" modeless>
        <p>{t('dialogs.obligarHelp')}</p>
        <div className="dialog-buttons vertical">
          <button type="button" className="primary" disabled={busy} autoFocus onClick={() => onAct({ type: 'obligar', seat, mode: 'open' })}>{t('dialogs.open')}</button>
          <button type="button" className="primary" disabled={busy} onClick={() => onAct({ type: 'obligar', seat, mode: 'closed' })}>{t('dialogs.closed')}</button>
          <button type="button" disabled={busy} onClick={() => onAct({ type: 'obligar', seat, mode: 'decline' })}>{t('dialogs.decline')}</button>
        </div>
      </Modal>
    );
  }
  return null;
}
