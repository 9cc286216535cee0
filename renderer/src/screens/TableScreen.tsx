// The table: seats, badges, history, own dice, bidding panel, dialogs, reveals, hand-over, end.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatAction } from '../../../engine/index';
import { useWords } from '../i18n/useWords';
import { privacyFor } from '../logic/handover';
import { playSound } from '../audio/sound';
import { actorOf, useGame } from '../state/game';
import { useSettings } from '../state/settings';
import { Badges } from '../table/Badges';
import { CenterInfo } from '../table/CenterInfo';
import { ChipLayer } from '../table/ChipLayer';
import { BiddingPanel } from '../table/BiddingPanel';
import { Hint } from '../review/Hint';
import '../review/review.css';
import { ChoiceDialogs } from '../table/Dialogs';
import { HandOver } from '../table/HandOver';
import { History } from '../table/History';
import { Modal } from '../table/Modal';
import { OwnDice } from '../table/OwnDice';
import { ownHandShown } from '../logic/couch';
import { RevealBody } from '../table/Reveal';
import { RevealCountdown } from '../table/RevealCountdown';
import { useContinueKey } from '../table/useContinueKey';
import { BotReasons } from '../table/BotReasons';
import { colourOfSeat, Seats } from '../table/Seats';
import { Tips } from '../table/Tips';
import { PhonesPanel } from '../table/PhonesPanel';
import { turnLine } from '../table/turnLine';
import { EndScreen } from './EndScreen';
import { DiceRoller, ShakePrompt } from '../scene/DiceRoller';
import { useThrow } from '../scene/throwStore';
import { useServedRoll } from '../scene/ServedRoll';
import { Felt } from '../table/Felt';
import { useSteadyHeight } from '../table/useSteadyHeight';
import { SceneSlot } from '../scene/PersistentScene';
import { useTableKeys } from '../scene/useTableKeys';
import { useRules } from '../state/rules';
import { FastForwardBar, FastForwardDriver } from '../table/FastForward';
import { Coach, useCoach } from '../tutorial/Coach';
import { coachStep, isExpected } from '../tutorial/script';
import { coachScriptOf } from '../tutorial/lessons';
import { usePacedStep } from '../tutorial/pace';

export function TableScreen(props: { onReplay: (text: string) => void; onSettings: () => void }): React.JSX.Element {
  const { t } = useTranslation();
  const game = useGame();
  const settings = useSettings();
  const { view, session, shownSeat } = game;
  const words = useWords(view, session);
  const lastRound = useRef(0);
  const peek = useThrow((s) => s.peek);
  // issue 12: the start roll has not landed on screen yet: nobody chooses (or is handed the screen) before it has
  const landing = useThrow((s) => s.landing) && settings.dice3d && Boolean(session?.dice3d);
  const [askAbandon, setAskAbandon] = useState(false);
  // issue 12: this screen shows the table to people: after a challenge the host waits for its Continue
  const watching = Boolean(view && session);
  const throws3d = settings.dice3d && Boolean(session?.dice3d);
  // issue 38 item 3: an online table's rolls (the server's) are animated here; the table is drawn in 3D
  const served3d = useServedRoll();
  const shown3d = throws3d || served3d;
  useEffect(() => {
    if (!watching) return;
    void game.watchTable(true, throws3d);
    return () => void useGame.getState().watchTable(false, throws3d);
  }, [watching, throws3d]);
  const coach = useCoach();
  const tutorial = session?.tutorial === true;
  // "Learn to play": the coach's step follows from the game (issue 26.2)
  const step = tutorial && !coach.hidden ? coachStep({ actionCount: game.actionCount, revealRound: game.reveals[0]?.round ?? null, read: coach.read }, coachScriptOf(session?.lesson)) : null;
  // the lesson's Next or end over a reveal: the reveal waits for it (no Continue, no countdown, Enter is the coach's)
  const lessonInReveal = game.reveals.length > 0 && step !== null && (step.wait === 'next' || step.wait === 'done');
  useContinueKey(game.reveals.length > 0 && game.handOverTo === null && !lessonInReveal, game.dismissReveal);
  // issue 42 item 3: a step the bots advance stays long enough to read; the game's step still rules the panel
  const shownStep = usePacedStep(step, (s) => t(`${s.key as 'tutorial.steps.dice'}.do`).length + t(`${s.key as 'tutorial.steps.dice'}.why`).length);
  useEffect(() => {
    if (step?.id === 'done' && !session?.lesson) useSettings.getState().set({ guidedDone: true });
  }, [step?.id]);
  useEffect(() => {
    // Escape leaves the tutorial (unless a dialog or the Rules screen takes it)
    if (!tutorial) return;
    const down = (e: KeyboardEvent): void => {
      if (e.key !== 'Escape' || e.defaultPrevented || useRules.getState().open || useGame.getState().settingsOpen) return;
      if (document.querySelector('[aria-modal="true"]')) return;
      e.preventDefault();
      void useGame.getState().abandon();
    };
    window.addEventListener('keydown', down);
    return () => window.removeEventListener('keydown', down);
  }, [tutorial]);

  useEffect(() => {
    if (view && view.round !== lastRound.current && view.phase === 'bidding') {
      lastRound.current = view.round;
      if (!shown3d) playSound('rattle', settings.soundVolume);
    }
  }, [view, shown3d, settings.soundVolume]);
  useEffect(() => {
    if (game.reveals.length > 0) playSound('slam', settings.soundVolume);
  }, [game.reveals.length, settings.soundVolume]);

  const canPeek = shown3d && view !== null && view.seat !== null && view.phase === 'bidding' && Boolean(view.hands[view.seat]);
  useTableKeys(shown3d, canPeek);
  // issue 27: with 3D on, the felt (and its canvas) keeps its size when the bidding panel comes and goes
  const footer = useRef<HTMLElement>(null);
  const footerMin = useSteadyHeight(footer, shown3d);
  useEffect(() => {
    // a peek never outlives the right to look (a blind round, a closed obligar, the reveal)
    if (!canPeek && useThrow.getState().peek) useThrow.getState().set({ peek: false });
  }, [canPeek]);

  if (!view || !session) return <main className="table-screen"><p role="status">{t('app.loading')}</p></main>;

  const privacy = privacyFor(session.heldSeats, shownSeat, actorOf(view));
  const handOverOn = game.hostSettings?.handOverScreen ?? settings.handOverScreen;
  const handOverTo = handOverOn && !landing ? (game.handOverTo ?? privacy.handOverTo) : null;
  if (handOverTo !== null) {
    return (
      <main className="table-screen handover-screen" data-handover={handOverTo}>
        <HandOver name={words.name(handOverTo)} colour={colourOfSeat(session, handOverTo)} onReady={() => void game.confirmHandOver()} />
      </main>
    );
  }

  const act = (a: SeatAction): void => {
    if (game.acting) return;
    if (step && step.wait !== 'done') {
      // a move that is not the lesson's is explained, not sent (the step waits)
      if (!isExpected(step, a)) return coach.setWrong({ step: step.id, action: a });
      coach.setWrong(null);
    }
    playSound(a.type === 'bid' ? 'clack' : 'slam', settings.soundVolume);
    void game.act(a);
  };
  const reveal = game.reveals[0] ?? null;
  // couch privacy: the next hand stays hidden while the last round's reveal is open
  const ownShown = ownHandShown(session.humanSeats.length, reveal?.round ?? null, view.round);
  const myTurn = view.seat !== null && view.legal.length > 0 && view.phase === 'bidding' && !game.acting;
  const use3d = shown3d;
  // R-BLIND, R-OBLIGAR: the peek is offered only where the view holds your own dice
  const peekAllowed = canPeek && use3d;
  // one line, never two messages over each other (issue 42, the last phones game, item f)
  const line = turnLine(view);
  const turnText =
    line === null
      ? ''
      : line.kind === 'dice'
        ? t('table.waitingDice')
        : line.kind === 'yours'
          ? tutorial
            ? t('tutorial.yourTurn')
            : t('table.yourTurn', { name: words.name(line.seat) })
          : line.kind === 'choosing'
            ? t('dialogs.waitingChoice', { name: words.name(line.seat) })
            : t('table.turnOf', { name: words.name(line.seat) });
  // the standing bid only while the round is bid (never the last round's during an obligar choice)
  const standing = view.phase === 'bidding' ? view.current?.standing : undefined;

  return (
    <main
      className={`table-screen${step ? ' coached' : ''}`}
      data-phase={view.phase}
      data-seat={view.seat ?? 'public'}
      data-to-act={actorOf(view) ?? 'none'}
      data-humans={session.humanSeats.join(',')}
      data-dice-source={game.diceSource ?? 'none'}
      data-actions={game.actionCount}
      data-round={view.round}
    >
      <header className="table-header">
        {/* while a reveal is open the header is the judged round's; once closed, the round coming's */}
        <Badges view={view} session={session} words={words} coming={!reveal} />
        <div className="header-buttons">
          <button type="button" className="table-rules" aria-keyshortcuts="F1" onClick={() => useRules.getState().show()}>{t('menu.rules')}</button>
          <button type="button" onClick={props.onSettings}>{t('menu.settings')}</button>
          {tutorial ? (
            <button type="button" className="tutorial-leave" aria-keyshortcuts="Escape" title={t('tutorial.leaveKey')} onClick={() => void game.abandon()}>{t('tutorial.leave')}</button>
          ) : (
            <button type="button" onClick={() => setAskAbandon(true)}>{t('table.abandon')}</button>
          )}
        </div>
      </header>
      <div className="table-body">
        <Felt use3d={use3d} scene={<SceneSlot />} {...(use3d && peek && peekAllowed ? { extraClass: 'peeking' } : {})}>
          <Seats view={view} session={session} words={words} thinking={game.thinking} layout={use3d ? 'six' : 'oval'} reveal={reveal} botActed={game.botActed} />
          <CenterInfo text={turnText} standing={standing} noBid={view.phase === 'bidding'} words={words} />
          <ShakePrompt use3d={throws3d} />
        </Felt>
        <aside className="side">
          {shownStep && !reveal ? <Coach step={shownStep} words={words} use3d={use3d} onLeave={() => void game.abandon()} /> : null}
          {reveal ? null : <FastForwardBar view={view} session={session} />}
          {/* issue 40 item 5: "What would Maestro do?" (H) where the host allows hints (never online, never in a lesson) */}
          <Hint view={view} words={words} enabled={myTurn && !reveal && !tutorial && session.hints === true} />
          <History view={view} words={words} fallen={game.fallen} />
        </aside>
      </div>
      <footer className="table-footer" ref={footer} {...(footerMin !== undefined ? { style: { minHeight: footerMin } } : {})}>
        <div className="mine">
          {ownShown ? <OwnDice view={view} words={words} /> : null}
          {peekAllowed && ownShown ? (
            <button type="button" className="peek" aria-pressed={peek} aria-keyshortcuts="V" onClick={() => useThrow.getState().set({ peek: !peek })}>
              {t('scene.peek')}
            </button>
          ) : null}
        </div>
        {view.seat !== null && view.phase === 'bidding' ? (
          <BiddingPanel view={view} words={words} showOdds={settings.odds} enabled={myTurn && !reveal && (!step || step.wait === 'move')} onAct={act} {...(myTurn && step?.wait === 'next' ? { waitText: t('tutorial.readFirst') } : {})} />
        ) : null}
      </footer>
      {view.phase === 'game-over' && !reveal ? (
        <Modal title={t('end.title', { name: words.name(view.winner) })} label="end" wide modeless>
          <EndScreen view={view} session={session} words={words} onReplay={props.onReplay} />
        </Modal>
      ) : null}
      {!reveal && !landing ? <ChoiceDialogs view={view} words={words} busy={game.acting} docked={use3d} onAct={act} /> : null}
      {reveal ? (
        <Modal title={t('reveal.title', { name: words.name(reveal.caller), kind: t(`panel.${reveal.kind}`) })} label="reveal" wide modeless docked={use3d}>
          {shownStep ? <Coach step={shownStep} words={words} use3d={use3d} onLeave={() => void game.abandon()} inReveal /> : null}
          <RevealBody resolution={reveal} options={view.options} session={session} words={words} />
          {/* right under "Ana is out": the bots play on, and how to skip ahead (a docked summary scrolls below) */}
          <FastForwardBar view={view} session={session} />
          <BotReasons notes={game.botNotes} round={reveal.round} words={words} />
          {/* the lesson's last steps are read in the reveal; it goes on once they are (issue 42 item 3) */}
          {lessonInReveal ? null : (
            <>
              <RevealCountdown key={reveal.round} seconds={settings.autoContinueSec} onDone={game.dismissReveal} />
              <div className="dialog-buttons">
                <button type="button" className="primary reveal-continue" autoFocus onClick={game.dismissReveal}>{t('reveal.continue')}</button>
              </div>
            </>
          )}
        </Modal>
      ) : null}
      {!reveal && view.phase === 'bidding' && !tutorial ? <Tips view={view} /> : null}
      {/* a finished game offers no pairing (issue 42, the last phones game, item c) */}
      {game.phones && view.phase !== 'game-over' ? <PhonesPanel pairing={game.phones} /> : null}
      <DiceRoller use3d={throws3d} />
      <FastForwardDriver view={view} throws3d={throws3d} />
      {view.options.ante > 0 ? <ChipLayer words={words} ready={!reveal && (view.phase === 'bidding' || view.phase === 'game-over')} /> : null}
      {askAbandon ? (
        <Modal title={t('table.confirmAbandon')} label="abandon" onEscape={() => setAskAbandon(false)}>
          <div className="dialog-buttons">
            <button type="button" autoFocus onClick={() => setAskAbandon(false)}>{t('app.back')}</button>
            <button type="button" className="primary" onClick={() => void game.abandon()}>{t('table.abandon')}</button>
          </div>
        </Modal>
      ) : null}
    </main>
  );
}
