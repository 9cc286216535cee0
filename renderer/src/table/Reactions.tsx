// Issue 38 item 3: the quick reactions (phrases and faces, translated; the room limits their rate),
// and a reaction shown beside a seat for a few seconds.
import { useTranslation } from 'react-i18next';
import { REACTIONS, type Reaction } from '../../../common/contract/index';
import { useOnline } from '../state/online';

/** A reaction in words (a face's too: its words read the same on every system, with or without an emoji font). */
export function ReactionText(props: { reaction: Reaction }): React.JSX.Element {
  const { t } = useTranslation();
  const face = props.reaction.startsWith('face-');
  return <span className={face ? 'reaction-face' : 'reaction-words'}>{face ? `(${t(`online.reaction.${props.reaction}`)})` : t(`online.reaction.${props.reaction}`)}</span>;
}

export function Reactions(props: { onSent?: () => void }): React.JSX.Element | null {
  const { t } = useTranslation();
  const online = useOnline();
  const lobby = online.lobby;
  if (!lobby || lobby.connection !== 'open') return null;
  return (
    <div className="online-reactions" role="group" aria-label={t('online.reactions')}>
      {REACTIONS.map((r) => (
        <button
          key={r}
          type="button"
          onClick={() => {
            void online.act({ type: 'react', reaction: r });
            props.onSent?.();
          }}
        >
          <ReactionText reaction={r} />
        </button>
      ))}
    </div>
  );
}

/** The reaction a seat showed in the last few seconds, for its seat card; null when none. */
export function SeatReaction(props: { seat: number }): React.JSX.Element | null {
  const reaction = useOnline((s) => s.reactions.find((r) => r.seat === props.seat && r.until > Date.now()));
  return reaction ? (
    <span className="seat-reaction" role="status">
      <ReactionText reaction={reaction.reaction} />
    </span>
  ) : null;
}
