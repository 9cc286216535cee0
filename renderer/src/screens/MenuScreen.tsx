// The main menu: new game, quick start with remembered choices, resume, learn to play, history, replay, settings.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGame } from '../state/game';
import { useRules } from '../state/rules';
import { useSettings } from '../state/settings';
import { useCoach } from '../tutorial/Coach';
import { LessonList } from '../tutorial/LessonLinks';
import { useTrail } from './trail';

export function MenuScreen(props: { onSettings: () => void }): React.JSX.Element {
  const { t } = useTranslation();
  const game = useGame();
  const last = game.hostSettings?.lastSetup ?? null;
  const resume = game.info?.resume ?? null;
  const settings = useSettings();
  // "Learn to play" (issue 26.2): not over a game being played (the host refuses it: it would be lost)
  const canLearn = game.info !== null && !game.info.inGame;
  // offered first on a first start (no game started yet) until taken or declined (settings.json: tutorialOffered)
  const offer = canLearn && game.hostSettings !== null && !game.hostSettings.tutorialOffered && last === null;
  const learn = (): void => {
    useCoach.getState().reset();
    if (offer) settings.set({ tutorialOffered: true });
    // the person's name at the last setup, else a name for a learner
    const name = last?.seats.find((x) => x.kind === 'human')?.name ?? t('tutorial.playerName');
    void game.startTutorial(name, settings.dice3d);
  };
  // Electron's Help › Learn to play: started here once the host's answer says no game is being played
  const learnRef = useRef(learn);
  learnRef.current = learn;
  useEffect(() => {
    if (!game.learnRequested || game.info === null) return;
    useGame.setState({ learnRequested: false });
    if (canLearn) learnRef.current();
    else useRules.getState().show('round'); // a game is being played: its rules, a round step by step
  }, [game.learnRequested, game.info, canLearn]);
  // issue 42 item 4: beside "Learn to play" (the guided game), the short lessons, each one rule
  const [lessonsOpen, setLessonsOpen] = useState(false);
  const openHistory = (statsFirst: boolean): void => {
    useTrail.getState().set({ statsFirst });
    game.go('history');
  };
  const openReplay = (): void => {
    useTrail.getState().set({ replayFrom: 'menu' });
    game.go('replay');
  };
  return (
    <main className="menu">
      <h1 className="logo">{t('app.title')}</h1>
      <p className="subtitle">{t('app.subtitle')}</p>
      {offer ? (
        <aside className="tutorial-offer" aria-label={t('tutorial.offerTitle')}>
          <p>
            <strong>{t('tutorial.offerTitle')}</strong> {t('tutorial.offer')}
          </p>
          <div className="dialog-buttons">
            <button type="button" className="offer-learn" onClick={learn}>{t('tutorial.menu')}</button>
            <button type="button" onClick={() => settings.set({ tutorialOffered: true })}>{t('tutorial.offerNo')}</button>
          </div>
        </aside>
      ) : null}
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
        {canLearn ? (
          <button type="button" className="menu-learn" title={t('tutorial.menuHint')} onClick={learn}>{t('tutorial.menu')}</button>
        ) : null}
        {canLearn ? (
          <button type="button" className="menu-lessons" title={t('lessons.hint')} aria-expanded={lessonsOpen} onClick={() => setLessonsOpen(!lessonsOpen)}>{t('lessons.title')}</button>
        ) : null}
        {canLearn && lessonsOpen ? <LessonList /> : null}
        {/* issue 38: Play online (a server, a table's code, friends anywhere) */}
        <button type="button" className="menu-online" title={t('online.menuHint')} onClick={() => game.go('online')}>{t('online.menu')}</button>
        <button type="button" onClick={() => openHistory(false)}>{t('menu.history')}</button>
        {/* issue 42.8: Statistics has an entry of its own (the History opened on a person's Statistics) */}
        <button type="button" className="menu-stats" onClick={() => openHistory(true)}>{t('stats.open')}</button>
        <button type="button" onClick={() => openReplay()}>{t('menu.replay')}</button>
        <button type="button" className="menu-rules" aria-keyshortcuts="F1" onClick={() => useRules.getState().show()}>{t('menu.rules')}</button>
        <button type="button" onClick={props.onSettings}>{t('menu.settings')}</button>
      </nav>
    </main>
  );
}
