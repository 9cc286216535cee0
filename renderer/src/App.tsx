// The app: connects to the host, picks the screen, provides the language.
import { useEffect, useMemo, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createI18n } from './i18n/index';
import { useGame } from './state/game';
import { hostErrorKey } from './logic/hostError';
import { useSettings } from './state/settings';
import { MenuScreen } from './screens/MenuScreen';
import { SetupScreen } from './screens/SetupScreen';
import { TableScreen } from './screens/TableScreen';
import { ReplayScreen } from './screens/ReplayScreen';
import { HistoryScreen } from './screens/HistoryScreen';
import { OnlineScreen } from './screens/online/OnlineScreen';
import { OnlineTableBar } from './table/OnlinePresence';
import { SettingsDialog } from './screens/SettingsDialog';
import { PersistentScene } from './scene/PersistentScene';
import { RulesHost } from './rules/RulesHost';
import { saveFaultText, savePauseLines } from './i18n/save';

function Screens(): React.JSX.Element {
  const { t } = useTranslation();
  const game = useGame();
  const settingsOpen = game.settingsOpen;
  const setSettingsOpen = game.openSettings;
  const [replayText, setReplayText] = useState<string | null>(null);
  const errorKey = game.error ? hostErrorKey(game.error) : null;
  useEffect(() => {
    void game.connect();
    // connect once
  }, []);
  useEffect(() => {
    if (!game.error) return;
    const error = game.error;
    const timer = setTimeout(() => useGame.getState().error === error && game.clearError(), 6000);
    return () => clearTimeout(timer);
  }, [game.error, game]);
  const [replayAtEnd, setReplayAtEnd] = useState(false);
  const openReplay = (text: string, atEnd = false): void => {
    setReplayText(text);
    setReplayAtEnd(atEnd);
    game.go('replay');
  };
  return (
    <>
      {game.screen === 'menu' ? <MenuScreen onSettings={() => setSettingsOpen(true)} /> : null}
      {game.screen === 'setup' ? <SetupScreen /> : null}
      {game.screen === 'table' ? <TableScreen onReplay={openReplay} onSettings={() => setSettingsOpen(true)} /> : null}
      {game.screen === 'replay' ? <ReplayScreen initialText={replayText} initialAtEnd={replayAtEnd} /> : null}
      {game.screen === 'table' ? <OnlineTableBar /> : null}
      {game.screen === 'online' ? <OnlineScreen onSettings={() => setSettingsOpen(true)} /> : null}
      {game.screen === 'history' ? <HistoryScreen onWatch={(text) => openReplay(text, true)} /> : null}
      <PersistentScene />
      {settingsOpen ? <SettingsDialog onClose={() => setSettingsOpen(false)} /> : null}
      <RulesHost />
      {game.savePause ? (
        <div className="toast save-pause" role="alert">
          {savePauseLines(t, game.savePause).map((line) => (
            <p key={line}>{line}</p>
          ))}
          <button type="button" onClick={() => void game.retrySave()}>
            {t('save.retry')}
          </button>
        </div>
      ) : null}
      {game.error ? (
        <div className="toast" role="alert">
          {game.error.save ? saveFaultText(t, game.error.save) : errorKey ? t(errorKey) : t('app.error', { message: game.error.message })}
          <button type="button" onClick={game.clearError} aria-label={t('app.close')}>✕</button>
        </div>
      ) : null}
      {!game.connected && game.client ? <p className="connecting" role="status">{t('app.loading')}</p> : null}
    </>
  );
}

export function App(): React.JSX.Element {
  const language = useSettings((s) => s.language);
  const i18n = useMemo(() => createI18n(language), [language]);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return (
    <I18nextProvider i18n={i18n}>
      <Screens />
    </I18nextProvider>
  );
}
