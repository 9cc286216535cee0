// What happened before the round's bids, as lines of its history (issue 26 item 3): the start roll
// (who rolled what, ties rolled again, who starts and which way, bots included, R-START, O-DIR), and
// the special round and who called it or brought it (obligar open or closed, palifico, blind,
// reprieve) with what it changes; each names its rule, which opens on a click.
import { useTranslation } from 'react-i18next';
import type { Face, PresetId, SeatView } from '../../../engine/index';
import type { Words } from '../i18n/useWords';
import { useGame } from '../state/game';
import { useRules } from '../state/rules';
import { gameKey, highest, useStartRolls } from '../state/startRolls';
import { topicOfKind } from './Badges';
import { Die2D } from './Die2D';

export function RoundNotes(props: { view: SeatView; words: Words }): React.JSX.Element | null {
  const session = useGame((s) => s.session);
  // the live game's start rolls, at its table only (the replay's history shows another record's rounds)
  const live = useGame((s) => s.screen === 'table');
  const start = useStartRolls();
  const rolls = live && start.key !== null && start.key === gameKey(session) && props.view.round <= 1 ? start.rolls : [];
  return <RoundNotesOf {...props} rolls={rolls} preset={live ? (session?.preset ?? null) : null} gameNumber={live ? (session?.match.gameNumber ?? 1) : 1} />;
}

/** The notes of a round, given the game's start rolls (pure: the tests render it). */
export function RoundNotesOf(props: {
  view: SeatView;
  words: Words;
  rolls: readonly (readonly (number | null)[])[];
  preset: PresetId | null;
  /** The game of the match (O-START first-out-last-game: from the second, no roll). */
  gameNumber?: number;
}): React.JSX.Element | null {
  const { view, words, rolls, preset, gameNumber = 1 } = props;
  const { t, i18n } = useTranslation();
  const list = (seats: number[]): string => new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(seats.map((s) => words.name(s)));
  const r = view.current;
  const special = r && r.kind !== 'normal' && r.specialSeat !== null ? r : null;
  // O-START: from the match's second game, the first player out of the last one starts, with no roll
  const firstOut = rolls.length === 0 && gameNumber > 1 && view.round === 1 && view.options.firstStarter === 'first-out-last-game' && view.current ? view.current.starter : null;
  if (rolls.length === 0 && !special && firstOut === null) return null;
  const last = rolls.at(-1);
  const winner = last ? highest(last) : null;
  const ruleButton = (topic: Parameters<ReturnType<typeof useRules.getState>['show']>[0]): React.JSX.Element => (
    <button type="button" className="note-rule" onClick={() => useRules.getState().show(topic, preset)}>
      {t('notes.rule')}
    </button>
  );
  return (
    <ul className="round-notes" aria-label={t('notes.title')}>
      {rolls.map((roll, i) => {
        const top = highest(roll);
        return (
          <li key={i} className="note-start-roll" data-roll={i}>
            <span>{t(i === 0 ? 'notes.startRoll' : 'notes.tieRoll')}</span>{' '}
            {roll.map((f, s) =>
              f === null ? null : (
                <span key={s} className="note-roll" data-seat={s}>
                  {words.name(s)} <Die2D face={f as Face} size={16} label={words.face(f as Face)} mark={top.seats.length === 1 && top.seats[0] === s ? 'counted' : null} />
                </span>
              ),
            )}
            {top.seats.length > 1 ? <span className="note-tie"> {t('notes.tie', { names: list(top.seats), face: top.face })}</span> : null}
          </li>
        );
      })}
      {winner && winner.seats.length === 1 ? (
        <li className="note-starter" data-starter={winner.seats[0]}>
          {t('notes.starts', { name: words.name(winner.seats[0]), face: winner.face })}{' '}
          {view.direction
            ? view.options.direction === 'starter-chooses'
              ? t('notes.directionChosen', { name: words.name(winner.seats[0]), direction: t(`directions.${view.direction}`) })
              : t('notes.directionFixed', { direction: t(`directions.${view.direction}`) })
            : null}{' '}
          {ruleButton('firstStarter')}
        </li>
      ) : null}
      {firstOut !== null ? (
        <li className="note-starter" data-starter={firstOut}>
          {t('notes.firstOut', { name: words.name(firstOut) })} {ruleButton('firstStarter')}
        </li>
      ) : null}
      {special ? (
        <li className={`note-special note-${special.kind}`} data-kind={special.kind} data-seat={special.specialSeat}>
          {t(`notes.special.${special.kind}`, { name: words.name(special.specialSeat) })} {ruleButton(topicOfKind(special.kind))}
        </li>
      ) : null}
    </ul>
  );
}
