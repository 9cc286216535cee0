// Issue 38 item 2: the lobby: the code and the link (copy buttons), who is at the table (name,
// colour, face, connected, bots), and the creator's controls: move seats, add or remove bots, start.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OnlineLobby, OnlineSeat } from '../../../../common/contract/index';
import { initialOf } from '../../logic/online';
import { useOnline } from '../../state/online';
import { Reactions, SeatReaction } from '../../table/Reactions';

function CopyField(props: { label: string; value: string; className: string }): React.JSX.Element {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = (): void => {
    void navigator.clipboard?.writeText(props.value).then(() => setCopied(true), () => undefined);
  };
  return (
    <p className={props.className}>
      <span className="muted">{props.label}</span> <code>{props.value}</code>{' '}
      <button type="button" onClick={copy}>{copied ? t('online.copied') : t('online.copy')}</button>
    </p>
  );
}

function SeatRow(props: { seat: OnlineSeat; lobby: OnlineLobby }): React.JSX.Element {
  const { t } = useTranslation();
  const act = useOnline((s) => s.act);
  const { seat, lobby } = props;
  const inLobby = lobby.phase === 'lobby';
  const face = seat.person ? initialOf(seat.person.name) : seat.bot ? '⚙' : '…';
  const name = seat.person?.name ?? (seat.bot ? `${t('online.bot')} (${t(`levels.${seat.bot.level}`, { defaultValue: seat.bot.level })})` : t('online.waiting'));
  const tags = [
    seat.seat === lobby.yourSeat ? t('online.youTag') : null,
    seat.creator ? t('online.creatorTag') : null,
    seat.person && !seat.bot ? (seat.connected ? t('online.connected') : t('online.away')) : null,
    seat.standIn ? t('online.standIn') : null,
  ].filter((x): x is string => x !== null);
  return (
    <li className={`online-seat ${seat.person && !seat.connected ? 'away' : ''}`} data-seat={seat.seat}>
      <span className="online-face" aria-hidden="true" title={seat.person ? t(`online.faces.${seat.person.face}`, { defaultValue: '' }) : undefined} style={{ background: seat.person?.color ?? '#555' }}>{face}</span> <strong>{name}</strong>{' '}
      {tags.length > 0 ? <small className="muted">({tags.join(', ')})</small> : null}
      <SeatReaction seat={seat.seat} />
      {lobby.creator && inLobby ? (
        <span className="online-seat-actions">
          {seat.seat > 0 ? <button type="button" onClick={() => void act({ type: 'move-seat', from: seat.seat, to: seat.seat - 1 })}>{t('online.moveUp')}</button> : null}
          {seat.bot ? <button type="button" onClick={() => void act({ type: 'remove-bot', seat: seat.seat })}>{t('online.removeBot')}</button> : null}
          {!seat.bot && !seat.person ? <button type="button" onClick={() => void act({ type: 'add-bot', seat: seat.seat })}>{t('online.fillBot')}</button> : null}
        </span>
      ) : null}
      {lobby.creator && lobby.phase === 'playing' && seat.person && !seat.bot && seat.seat !== lobby.yourSeat ? (
        <button type="button" onClick={() => void act({ type: 'hand-to-bot', seat: seat.seat })}>{t('online.handToBot')}</button>
      ) : null}
    </li>
  );
}

export function OnlineLobbyView(props: { lobby: OnlineLobby }): React.JSX.Element {
  const { t } = useTranslation();
  const online = useOnline();
  const { lobby } = props;
  const timer = lobby.turnTimerSec === 0 ? t('online.timerOff') : t('online.timerSec', { count: lobby.turnTimerSec });
  return (
    <section className="online-lobby" aria-label={t('online.lobbyTitle', { code: lobby.code })}>
      <h2>{t('online.lobbyTitle', { code: lobby.code })}</h2>
      <p className="muted">{t('online.lobbyIntro')}</p>
      {lobby.connection !== 'open' ? <p role="alert" className="online-connection">{lobby.connection === 'reconnecting' ? t('online.reconnecting') : t('online.lost')}</p> : null}
      <CopyField label={t('online.code')} value={lobby.code} className="online-code" />
      <CopyField label={t('online.link')} value={lobby.link} className="online-link" />
      <p>
        {t(`online.phase.${lobby.phase}`)} · {t('online.timerShown', { timer })}
      </p>
      <ol className="online-seats">
        {lobby.seats.map((s) => <SeatRow key={s.seat} seat={s} lobby={lobby} />)}
      </ol>
      {lobby.creator && lobby.phase === 'lobby' && lobby.seats.length < 6 ? <button type="button" onClick={() => void online.act({ type: 'add-bot' })}>{t('online.addBot')}</button> : null}
      {lobby.phase === 'lobby' && !lobby.creator ? <p className="muted">{t('online.waitCreator')}</p> : null}
      <Reactions />
      <div className="dialog-buttons">
        <button type="button" className="online-leave" onClick={() => void online.leave()}>{t('online.leave')}</button>
        {lobby.creator && lobby.phase === 'lobby' ? <button type="button" className="primary online-start" onClick={() => void online.act({ type: 'start' })}>{t('online.start')}</button> : null}
        {lobby.phase === 'over' ? <button type="button" className="primary online-rematch" onClick={() => void online.act({ type: 'rematch' })}>{t('online.rematch')}</button> : null}
      </div>
    </section>
  );
}
