// Badges of the round: its kind (obligar open/closed, palifico, blind, reprieve), wild and locked
// faces, direction, dice in play, salsa and the pot. Each opens the rule it names (issue 26 item 1).
import { useTranslation } from 'react-i18next';
import { isPresetId, type SeatView } from '../../../engine/index';
import type { SessionInfo } from '../../../common/contract/index';
import type { Words } from '../i18n/useWords';
import type { RuleTopic } from '../state/rules';
import { useChipsShown } from '../state/chips';
import { useRules } from '../state/rules';
import { badgeRound } from '../logic/betweenRounds';

/** The rule a round kind's badge names. */
export function topicOfKind(kind: NonNullable<SeatView['current']>['kind']): RuleTopic {
  return kind === 'reprieve' ? 'penalty' : kind === 'normal' ? 'round' : 'oneDieRound';
}

/** "clockwise ↻" with its words apart from the arrow: a narrow window shows the arrow alone (styles.css; the label keeps the words). */
function arrowOnNarrow(text: string): React.ReactNode {
  const m = /^(.*\S)\s+([↻↺])$/u.exec(text);
  return m ? (
    <>
      <span className="badge-words">{m[1]}</span> {m[2]}
    </>
  ) : (
    text
  );
}

/**
 * `coming`: between two rounds, describe the round about to be thrown (the live table once the last reveal is
 * closed); else the round the view holds (a reveal open, a replay's challenge step).
 */
export function Badges(props: { view: SeatView; session: SessionInfo | null; words: Words; coming?: boolean }): React.JSX.Element {
  const { view, session, words } = props;
  const { t } = useTranslation();
  const pot = useChipsShown(session)?.pot;
  // between two rounds the badges describe the round about to be thrown, not the judged one the view still holds
  const { number: roundNumber, round: r } = props.coming ? badgeRound(view) : { number: view.round, round: view.current };
  const preset = session && isPresetId(session.preset) ? session.preset : null;
  /** A badge's text, as a button that opens its rule. */
  const rule = (topic: RuleTopic, text: string, label?: string, shown: (text: string) => React.ReactNode = (x) => x): React.JSX.Element => (
    <button type="button" className="badge-rule" data-topic={topic} title={t('badges.openRule', { name: text })} aria-label={label} onClick={() => useRules.getState().show(topic, preset)}>
      {shown(text)}
    </button>
  );
  return (
    <ul className="badges" aria-label={t('table.round', { n: roundNumber })}>
      {roundNumber >= 1 ? <li className="badge">{rule('round', t('table.round', { n: roundNumber }))}</li> : null}
      {/* the pot right after the round: a place that does not move while the round's badges come and go */}
      {pot !== undefined && view.options.ante > 0 ? <li className="badge badge-pot" data-chip-anchor="pot">{rule('ante', t('table.pot', { count: pot }))}</li> : null}
      {r && r.kind !== 'normal' ? <li className={`badge badge-${r.kind}`} data-badge={r.kind}>{rule(topicOfKind(r.kind), t(`badges.${r.kind}`))}</li> : null}
      {r && r.wildFace !== undefined ? <li className="badge">{rule('wild', r.wildFace !== null ? t('table.wild', { face: words.face(r.wildFace, true) }) : t('table.noWild'))}</li> : null}
      {r?.lockedFace ? <li className="badge">{rule(topicOfKind(r.kind), t('table.locked', { face: words.face(r.lockedFace, true) }))}</li> : null}
      {view.direction ? (
        <li className="badge badge-direction">{rule('direction', t(`directions.${view.direction}`), `${t('table.direction')}: ${t(`directions.${view.direction}`)}`, arrowOnNarrow)}</li>
      ) : null}
      {r && r.diceInPlay !== null ? <li className="badge">{rule('dicePerPlayer', t('table.diceInPlay', { count: r.diceInPlay }))}</li> : null}
      {view.options.salsa ? <li className="badge">{rule('salsa', t('badges.salsa'))}</li> : null}
    </ul>
  );
}
