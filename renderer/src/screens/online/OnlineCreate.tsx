// Issue 38 item 1: Create a table: who you are, the rule set, the other seats (friends' and bots'),
// the turn timer; the table's code and link come in the lobby.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRESET_IDS, type PresetId } from '../../../../engine/index';
import { TURN_TIMERS, type TurnTimerSec } from '../../../../common/contract/index';
import { createPayload, type CreateChoice } from '../../logic/online';
import { BOT_LEVEL_CHOICES } from '../../logic/setup';
import { useOnline } from '../../state/online';
import { PersonFields } from './PersonFields';

export function OnlineCreate(props: { initial: CreateChoice }): React.JSX.Element {
  const { t } = useTranslation();
  const online = useOnline();
  const [c, setC] = useState<CreateChoice>(props.initial);
  const setSeat = (i: number, seat: CreateChoice['seats'][number] | null): void =>
    setC({ ...c, seats: seat ? c.seats.map((s, j) => (j === i ? seat : s)) : c.seats.filter((_, j) => j !== i) });
  const full = c.seats.length >= 5;
  return (
    <form
      className="online-create"
      onSubmit={(e) => {
        e.preventDefault();
        void online.create(createPayload(c));
      }}
    >
      <h2>{t('online.create')}</h2>
      <p className="muted">{t('online.createHint')}</p>
      <PersonFields person={c} onChange={(p) => setC({ ...c, ...p })} />
      <fieldset>
        <legend>{t('online.rules')}</legend>
        <select aria-label={t('online.rules')} value={c.preset} onChange={(e) => setC({ ...c, preset: e.target.value as PresetId })}>
          {PRESET_IDS.map((id) => <option key={id} value={id}>{t(`presets.${id}.name`)}</option>)}
        </select>{' '}
        <small className="muted">{t(`presets.${c.preset}.blurb`)}</small>
      </fieldset>
      <fieldset>
        <legend>{t('online.seats')}</legend>
        <p className="muted">{t('online.seatsHint')}</p>
        <ol className="online-plan" start={2}>
          {c.seats.map((s, i) => (
            <li key={i}>
              <select aria-label={t('online.seatN', { n: i + 2 })} value={s.kind} onChange={(e) => setSeat(i, e.target.value === 'bot' ? { kind: 'bot', level: 'medio' } : { kind: 'friend' })}>
                <option value="friend">{t('online.friend')}</option>
                <option value="bot">{t('online.bot')}</option>
              </select>{' '}
              {s.kind === 'bot' ? (
                <select aria-label={t('setup.level')} value={s.level} onChange={(e) => setSeat(i, { kind: 'bot', level: e.target.value as (typeof BOT_LEVEL_CHOICES)[number] })}>
                  {BOT_LEVEL_CHOICES.map((l) => <option key={l} value={l}>{t(`levels.${l}`)}</option>)}
                </select>
              ) : null}{' '}
              {c.seats.length > 1 ? <button type="button" onClick={() => setSeat(i, null)}>{t('online.remove')}</button> : null}
            </li>
          ))}
        </ol>
        <button type="button" disabled={full} onClick={() => setC({ ...c, seats: [...c.seats, { kind: 'friend' }] })}>{t('online.addFriend')}</button>{' '}
        <button type="button" disabled={full} onClick={() => setC({ ...c, seats: [...c.seats, { kind: 'bot', level: 'medio' }] })}>{t('online.addBot')}</button>
      </fieldset>
      <fieldset>
        <legend>{t('online.timer')}</legend>
        <select aria-label={t('online.timer')} value={c.turnTimerSec} onChange={(e) => setC({ ...c, turnTimerSec: Number(e.target.value) as TurnTimerSec })}>
          {TURN_TIMERS.map((n) => <option key={n} value={n}>{n === 0 ? t('online.timerOff') : t('online.timerSec', { count: n })}</option>)}
        </select>{' '}
        <small className="muted">{t('online.timerHint')}</small>
      </fieldset>
      <div className="dialog-buttons">
        <button type="button" onClick={() => online.show('home')}>{t('online.back')}</button>
        <button type="submit" className="primary online-create-go" disabled={online.busy || c.name.trim() === ''}>{online.busy ? t('online.creating') : t('online.createButton')}</button>
      </div>
    </form>
  );
}
