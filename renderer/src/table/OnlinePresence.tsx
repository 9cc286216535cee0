// Issue 38 item 3: on an online table's seat cards, a person's presence (away, a bot standing in) and the
// reaction they just sent; beside the table, the quick reactions and the connection's state.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../state/online';
import { Reactions, SeatReaction } from './Reactions';

/** On seat `seat`'s card: away or stood in for, and a reaction; nothing at a local table. */
export function OnlineSeatBadge(props: { seat: number }): React.JSX.Element | null {
  const { t } = useTranslation();
  const seat = useOnline((s) => s.lobby?.seats.find((x) => x.seat === props.seat) ?? null);
  if (!seat) return null;
  const away = seat.person !== null && seat.bot === null && !seat.connected;
  return (
    <>
      {away || seat.standIn ? <small className="seat-presence" data-presence={seat.standIn ? 'stand-in' : 'away'}>{seat.standIn ? t('online.standIn') : t('online.away')}</small> : null}
      <SeatReaction seat={props.seat} />
    </>
  );
}

/** Beside an online table: the connection when it is not open, and the quick reactions (folded). */
export function OnlineTableBar(): React.JSX.Element | null {
  const { t } = useTranslation();
  const lobby = useOnline((s) => s.lobby);
  const act = useOnline((s) => s.act);
  // reactions fade: redraw once a second while one shows
  const shown = useOnline((s) => s.reactions.length);
  const [, tick] = useState(0);
  const [reactionsOpen, setReactionsOpen] = useState(false);
  useEffect(() => {
    if (shown === 0) return;
    const timer = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [shown]);
  if (!lobby) return null;
  return (
    <aside className="online-table-bar" aria-label={t('online.title')}>
      {lobby.connection !== 'open' ? <p role="alert" className="online-connection">{lobby.connection === 'reconnecting' ? t('online.reconnecting') : t('online.lost')}</p> : null}
      {lobby.phase === 'over' ? (
        // item 6: the same table again (the room starts a new game with the same seats)
        <button type="button" className="primary online-rematch" onClick={() => void act({ type: 'rematch' })}>{t('online.rematch')}</button>
      ) : null}
      {/* folded again once a reaction is sent: left open it lay over the reveal's hands (issue 38 item 3) */}
      <details open={reactionsOpen} onToggle={(e) => setReactionsOpen(e.currentTarget.open)}>
        <summary>{t('online.reactions')}</summary>
        <Reactions onSent={() => setReactionsOpen(false)} />
      </details>
    </aside>
  );
}
