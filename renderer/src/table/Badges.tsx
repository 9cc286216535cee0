// Badges of the round: its kind (obligar open/closed, palifico, blind, reprieve), wild and locked
// faces, direction, dice in play, salsa and the pot.
import { useTranslation } from 'react-i18next';
import type { SeatView } from '../../../engine/index';
import type { SessionInfo } from '../../../main/contract/index';
import type { Words } from '../i18n/useWords';
import { useChipsShown } from '../state/chips';

export function Badges(props: { view: SeatView; session: SessionInfo | null; words: Words }): React.JSX.Element {
  const { view, session, words } = props;
  const { t } = useTranslation();
  const pot = useChipsShown(session)?.pot;
  const r = view.current;
  return (
    <ul className="badges" aria-label={t('table.round', { n: view.round })}>
      {view.round >= 1 ? <li className="badge">{t('table.round', { n: view.round })}</li> : null}
      {/* the pot right after the round: a place that does not move while the round's badges come and go */}
      {pot !== undefined && view.options.ante > 0 ? <li className="badge badge-pot" data-chip-anchor="pot">{t('table.pot', { count: pot })}</li> : null}
      {r && r.kind !== 'normal' ? <li className={`badge badge-${r.kind}`} data-badge={r.kind}>{t(`badges.${r.kind}`)}</li> : null}
      {r ? <li className="badge">{r.wildFace !== null ? t('table.wild', { face: words.face(r.wildFace, true) }) : t('table.noWild')}</li> : null}
      {r?.lockedFace ? <li className="badge">{t('table.locked', { face: words.face(r.lockedFace, true) })}</li> : null}
      {view.direction ? (
        <li className="badge" aria-label={`${t('table.direction')}: ${t(`directions.${view.direction}`)}`}>
          {t(`directions.${view.direction}`)}
        </li>
      ) : null}
      {r && r.diceInPlay !== null ? <li className="badge">{t('table.diceInPlay', { count: r.diceInPlay })}</li> : null}
      {view.options.salsa ? <li className="badge">{t('badges.salsa')}</li> : null}
    </ul>
  );
}
