// The main menu: new game, quick start with remembered choices, resume, history, replay, settings.
import { useTranslation } from 'react-i18next';
import { useGame } from '../state/game';
import { useRules } from '../state/rules';

export function MenuScreen(props: { onSettings: () => void }): React.JSX.Element {
  const { t } = useTranslation();
  const game = useGame();
  const last = game.hostSettings?.lastSetup ?? null;
  const resume = game.info?.resume ?? null;
  return (
    <main className="menu">
      <h1 className="logo">{t('app.title')}</h1>
      <p className="subtitle">{t('app.subtitle')}</p>
      <nav className="menu-buttons" aria-label={t('app.title')}>
        <button type="button" className="primary big" autoFocus onClick={() => game.go('setup')}>{t('menu.newGame')}</button>
        {last ? (
          <button type="button" title={t('menu.quickStartHint')} onClick={() => void game.newGame(last)}>
            {t('menu.quickStart')}
          </button>
        ) : null}
        {game.info?.inGame ? (
          // a reload of the browser shell while the host still plays the game: back to its table
          <button type="button" className="return-to-game" onClick={() => void game.resume()}>{t('menu.returnToGame')}</button>
        ) : null}
        {resume && !game.info?.inGame ? (
          <button type="button" onClick={() => void game.resume()}>{t('menu.resume', { players: resume.players.join(', ') })}</button>
        ) : null}
        <button type="button" onClick={() => game.go('history')}>{t('menu.history')}</button>
        <button type="button" onClick={() => game.go('replay')}>{t('menu.replay')}</button>
        <button type="button" className="menu-rules" aria-keyshortcuts="F1" onClick={() => useRules.getState().show()}>{t('menu.rules')}</button>
        <button type="button" onClick={props.onSettings}>{t('menu.settings')}</button>
      </nav>
    </main>
  );
}
