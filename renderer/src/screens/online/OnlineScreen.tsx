// Issue 38: Play online: what it is and the server in use, then Create a table, Join a table, or
// the lobby of the table this app is at. The game itself plays on the usual table screens.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultCreateChoice, onlineErrorKey } from '../../logic/online';
import { CUP_COLOURS } from '../../logic/palette';
import { useGame } from '../../state/game';
import { useOnline } from '../../state/online';
import { useSettings } from '../../state/settings';
import { OnlineCreate } from './OnlineCreate';
import { OnlineJoin } from './OnlineJoin';
import { OnlineLobbyView } from './OnlineLobby';

export function OnlineScreen(props: { onSettings: () => void }): React.JSX.Element {
  const { t } = useTranslation();
  const game = useGame();
  const online = useOnline();
  const dice3d = useSettings((s) => s.dice3d);
  useEffect(() => {
    void online.load();
    // once per visit
  }, []);
  const me = game.hostSettings?.lastSetup?.seats.find((s) => s.kind === 'human');
  const name = me?.name ?? t('tutorial.playerName');
  const color = me?.color ?? CUP_COLOURS[0]!.hex;
  const errorKey = online.error ? onlineErrorKey(online.error) : null;
  const back = (): void => {
    online.show('home');
    game.go('menu');
  };
  return (
    <main className="online">
      <h1>{t('online.title')}</h1>
      {online.error ? <p role="alert" className="online-error">{errorKey ? t(errorKey) : online.error.message}</p> : null}
      {online.view === 'lobby' && online.lobby ? <OnlineLobbyView lobby={online.lobby} /> : null}
      {online.view === 'create' ? <OnlineCreate initial={defaultCreateChoice(name, color, dice3d)} /> : null}
      {online.view === 'join' ? <OnlineJoin initial={{ name, color, face: 'fox' }} dice3d={dice3d} /> : null}
      {online.view === 'home' || (online.view === 'lobby' && !online.lobby) ? (
        <>
          <p className="online-intro">{t('online.intro')}</p>
          <p className="muted online-server">
            {online.server ? t('online.server.using', { server: online.server }) : t('online.server.none')}{' '}
            <button type="button" onClick={props.onSettings}>{t('menu.settings')}</button>
          </p>
          <nav className="menu-buttons" aria-label={t('online.title')}>
            <button type="button" className="primary big online-create-open" disabled={!online.server} title={t('online.createHint')} onClick={() => online.show('create')}>{t('online.create')}</button>
            <button type="button" className="online-join-open" disabled={!online.server} title={t('online.joinHint')} onClick={() => online.show('join')}>{t('online.join')}</button>
          </nav>
        </>
      ) : null}
      {online.view === 'home' || !online.lobby ? (
        <div className="dialog-buttons">
          <button type="button" className="online-back" onClick={back}>{t('online.back')}</button>
        </div>
      ) : null}
    </main>
  );
}
