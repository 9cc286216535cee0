// The bots' "why?" of a round, shown with its reveal: the host tells a bot's reasons only once the
// round is resolved, since a reason (the odds it weighed, the aces it holds) may tell its hidden dice.
import { useTranslation } from 'react-i18next';
import type { Words } from '../i18n/useWords';
import type { BotNote } from '../state/game';

export function BotReasons(props: { notes: readonly BotNote[]; round: number; words: Words }): React.JSX.Element | null {
  const { notes, round, words } = props;
  const { t } = useTranslation();
  const ofRound = notes.filter((n) => n.round === round);
  if (ofRound.length === 0) return null;
  return (
    <details className="bot-reasons" data-testid="bot-reasons">
      {/* issue 26 item 3: counts the bots that moved, not their moves */}
      <summary>{t('reveal.botsWhy', { count: new Set(ofRound.map((n) => n.seat)).size })}</summary>
      <ol>
        {ofRound.map((note, i) => (
          <li key={i}>
            <span className="reason-action">{words.action(note.action)}</span>
            {note.detail ? <strong>{t(note.detail.kind === 'bluff' && note.detail.p >= 0.5 ? 'reasons.boldRaise' : `reasons.${note.detail.kind}`)}</strong> : null}
            <ReasonSentence note={note} words={words} />
          </li>
        ))}
      </ol>
    </details>
  );
}

/** The bot's sentence: translated from its reason's code (or the host's safe move), else its own English text (marked as English). */
function ReasonSentence(props: { note: BotNote; words: Words }): React.JSX.Element {
  const { note, words } = props;
  const said = words.reason(note.detail);
  return <span lang={said.translated ? undefined : 'en'}> {said.sentence}</span>;
}
