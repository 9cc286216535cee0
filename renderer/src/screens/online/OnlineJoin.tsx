// Issue 38 item 2: Join a table with the code or the link a friend sent.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../state/online';
import { PersonFields, type Person } from './PersonFields';

export function OnlineJoin(props: { initial: Person; dice3d: boolean }): React.JSX.Element {
  const { t } = useTranslation();
  const online = useOnline();
  const [person, setPerson] = useState<Person>(props.initial);
  const [invite, setInvite] = useState(online.invite);
  return (
    <form
      className="online-join"
      onSubmit={(e) => {
        e.preventDefault();
        void online.join(invite, { ...person, name: person.name.trim() }, props.dice3d);
      }}
    >
      <h2>{t('online.join')}</h2>
      <p className="muted">{t('online.joinHint')}</p>
      <label>
        {t('online.invite')}{' '}
        <input className="online-invite" type="text" autoFocus required maxLength={512} placeholder="ABC234-DEFG5678" value={invite} onChange={(e) => setInvite(e.target.value)} />
      </label>
      <PersonFields person={person} onChange={setPerson} />
      <div className="dialog-buttons">
        <button type="button" onClick={() => online.show('home')}>{t('online.back')}</button>
        <button type="submit" className="primary online-join-go" disabled={online.busy || invite.trim() === '' || person.name.trim() === ''}>{online.busy ? t('online.joining') : t('online.joinButton')}</button>
      </div>
    </form>
  );
}
