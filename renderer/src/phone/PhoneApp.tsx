// The phone page (issue 28 item 3): the same renderer, opened from a QR code's link
// (`#/phone?seat=S&p=..&e=..`), in a phone layout (from 360x640 portrait): your dice large, seen
// while you touch and hold (hidden again on release), whose turn it is, the bidding panel with big
// touch targets, a vibration when your turn starts, the reveal, the rules. The language is the
// person's profile's where it names one (told at the pairing), else the phone's (its browser's), never
// the shared screen's. While the table throws 3D dice, the phone shakes
// its own cup: hold the cup, release to throw (or shake the phone where the browser grants its
// motion; never required). The page speaks to the host through the
// phones' listener only (renderer/src/client/phone.ts): sealed frames, its one seat.
import { useEffect, useMemo, useRef, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { SeatAction } from '../../../engine/index';
import { parsePhoneFragment, type PhoneLink } from '../../../common/contract/index';
import { createPhoneClient, type PhoneStatus } from '../client/phone';
import { createI18n, type Language } from '../i18n/index';
import { useWords } from '../i18n/useWords';
import { RulesHost } from '../rules/RulesHost';
import { useRules } from '../state/rules';
import { actorOf, useGame } from '../state/game';
import { BiddingPanel } from '../table/BiddingPanel';
import { ChoiceDialogs } from '../table/Dialogs';
import { Die2D } from '../table/Die2D';
import { RevealBody } from '../table/Reveal';
import { turnLine } from '../table/turnLine';
import { PhoneEnded } from './PhoneEnded';
import { PhoneRound } from './PhoneRound';
import { vibrate } from './vibrate';

/**
 * The phone's language (issue 28 item 3): the one its person's profile names, told by the host when
 * the phone paired; else its browser's first of es, fr, en; else Spanish.
 */
export function phoneLanguage(languages: readonly string[], profile: Language | null = null): Language {
  if (profile) return profile;
  for (const l of languages) {
    const two = l.slice(0, 2).toLowerCase();
    if (two === 'es' || two === 'fr' || two === 'en') return two;
  }
  return 'es';
}

/** Whether the page was opened from a phone link (its fragment). */
export function isPhonePage(hash: string): boolean {
  return hash.startsWith('#/phone');
}

// one client for the page's life, and who hears its status and the language it was told
let pageClient: ReturnType<typeof createPhoneClient> | null = null;
let statusListener: (s: PhoneStatus) => void = () => undefined;
let languageListener: (l: Language) => void = () => undefined;

export function PhoneApp(): React.JSX.Element {
  const [profileLanguage, setProfileLanguage] = useState<Language | null>(pageClient?.language ?? null);
  useEffect(() => {
    languageListener = setProfileLanguage;
    if (pageClient?.language) setProfileLanguage(pageClient.language);
  }, []);
  const language = phoneLanguage(typeof navigator !== 'undefined' ? navigator.languages : [], profileLanguage);
  const i18n = useMemo(() => createI18n(language), [language]);
  const link = useMemo(() => parsePhoneFragment(location.hash), []);
  useEffect(() => {
    document.documentElement.lang = language;
    document.body.classList.add('phone-body');
  }, [language]);
  return <I18nextProvider i18n={i18n}>{link ? <PhoneScreen link={link} /> : <NotALink />}</I18nextProvider>;
}

function NotALink(): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <main className="phone-screen">
      <p role="alert">{t('phones.notALink')}</p>
    </main>
  );
}


/** The paired page of one seat (exported for its tests: rendered from the store). */
export function PhoneScreen(props: { link: PhoneLink }): React.JSX.Element {
  const { t } = useTranslation();
  const [status, setStatus] = useState<PhoneStatus>('connecting');
  const game = useGame();
  const { view, session } = game;
  const words = useWords(view, session);
  const [peek, setPeek] = useState(false);
  useEffect(() => {
    // one client for the page's life (a StrictMode double effect must not pair twice)
    statusListener = setStatus;
    if (!pageClient) {
      pageClient = createPhoneClient(props.link, { onStatus: (s) => statusListener(s), onLanguage: (l) => languageListener(l) });
      void useGame.getState().connect(pageClient);
    }
    setStatus(pageClient.status);
  }, [props.link]);
  const seat = props.link.seat;
  const myTurn = view !== null && view.seat === seat && actorOf(view) === seat && view.legal.length > 0 && !game.acting;
  // a vibration where supported when this person's turn starts (after a first touch: item h)
  const wasMyTurn = useRef(false);
  useEffect(() => {
    if (myTurn && !wasMyTurn.current) vibrate(200);
    wasMyTurn.current = myTurn;
  }, [myTurn]);
  useEffect(() => {
    // a peek never outlives the right to look (the round ends, the reveal)
    if (view?.phase !== 'bidding') setPeek(false);
  }, [view?.phase]);

  // issue 42 item 9: the game ended (told by the host): no bid panel, no reconnecting
  if (status === 'ended') {
    return <PhoneEnded ended={pageClient?.ended ?? null} winner={view?.phase === 'game-over' && view.winner !== null ? words.name(view.winner) : null} />;
  }
  if (status === 'refused' || status === 'revoked') {
    return (
      <main className="phone-screen" data-phone-status={status}>
        <p role="alert">{t('phones.refused')}</p>
      </main>
    );
  }
  if (!view || !session || view.seat !== seat) {
    return (
      <main className="phone-screen" data-phone-status={status}>
        <p role="status">{status === 'lost' ? t('phones.lost') : t('phones.connecting')}</p>
      </main>
    );
  }
  const me = session.seats[seat];
  const name = words.name(seat);
  const hand = view.hands[seat];
  const blank = view.options.wild === 'blank';
  const reveal = game.reveals[0] ?? null;
  // issue 28 item 3: while the table's 3D throw of a round waits, this seat's cup is shaken here
  const request = game.diceRequest;
  const shakeRequest = request?.purpose === 'round' && request.cups.some((c) => c.seat === seat) ? request.roundId : null;
  const act = (a: SeatAction): void => {
    if (!game.acting) void game.act(a);
  };
  // one line (issue 42, the last phones game, item f); none over a reveal, which replaces it (item e)
  const line = reveal ? null : turnLine(view);
  const turnText =
    line === null
      ? ''
      : line.kind === 'dice'
        ? t('phones.waitingDice')
        : line.kind === 'yours'
          ? t('phones.yourTurn', { name })
          : line.kind === 'choosing'
            ? t('dialogs.waitingChoice', { name: words.name(line.seat) })
            : t('phones.turnOf', { name: words.name(line.seat) });
  return (
    <main className="phone-screen" data-phone-status={status} data-phase={view.phase} data-seat={seat} data-my-turn={myTurn} data-round={view.round} data-actions={game.actionCount}>
      <header className="phone-header">
        <h1>
          <span className="cup-chip" style={{ background: me?.color }} aria-hidden="true" /> {t('phones.seatOf', { name })}
        </h1>
        <button type="button" onClick={() => useRules.getState().show()}>{t('menu.rules')}</button>
      </header>
      {status === 'lost' ? <p className="phone-lost" role="status">{t('phones.lost')}</p> : null}
      {turnText ? <p className={`phone-turn${myTurn ? ' mine' : ''}`} role="status" data-testid="phone-turn">{turnText}</p> : null}
      {view.phase === 'bidding' && view.current?.standing ? (
        <p className="phone-standing">
          {words.name(view.current.standing.seat)}: {view.current.standing.bid.count} × <Die2D face={view.current.standing.bid.face} blank={blank} size={28} label={words.face(view.current.standing.bid.face)} />
        </p>
      ) : null}
      {shakeRequest ? <PhoneShake key={shakeRequest} roundId={shakeRequest} /> : null}
      {view.phase === 'bidding' ? (
        <section
          className={`phone-cup${peek ? ' peeking' : ''}`}
          data-testid="phone-cup"
          data-hand={hand ? 'shown' : 'hidden'}
          aria-label={t('phones.hold')}
          onPointerDown={(e) => {
            e.preventDefault();
            setPeek(true);
          }}
          onPointerUp={() => setPeek(false)}
          onPointerCancel={() => setPeek(false)}
          onPointerLeave={() => setPeek(false)}
          onContextMenu={(e) => e.preventDefault()}
        >
          {peek && hand ? (
            <div className="phone-hand" data-testid="phone-hand">
              {hand.map((f, i) => <Die2D key={i} face={f} blank={blank} size={64} label={words.face(f)} />)}
            </div>
          ) : (
            <p>{hand ? t('phones.hold') : t('table.noDiceShown')}</p>
          )}
        </section>
      ) : null}
      {view.seat !== null && view.phase === 'bidding' && !reveal ? <BiddingPanel view={view} words={words} showOdds={false} enabled={myTurn} onAct={act} keyHints={false} /> : null}
      {!reveal ? <ChoiceDialogs view={view} words={words} busy={game.acting} onAct={act} /> : null}
      {!reveal ? <PhoneRound view={view} session={session} words={words} /> : null}
      {reveal ? (
        <section className="phone-reveal" aria-label={t('phones.reveal')} data-testid="phone-reveal">
          <h2>{t('reveal.title', { name: words.name(reveal.caller), kind: t(`panel.${reveal.kind}`) })}</h2>
          <RevealBody resolution={reveal} options={view.options} session={session} words={words} />
          <button type="button" className="primary big" onClick={game.dismissReveal}>{t('phones.ok')}</button>
        </section>
      ) : null}
      {view.phase === 'game-over' && !reveal ? <p className="phone-over">{t('phones.over')} {t('end.title', { name: words.name(view.winner) })}</p> : null}
      <RulesHost />
    </main>
  );
}

/** How hard a phone is shaken (m/s², gravity left out) to count as shaking its cup. */
export const SHAKE_ACCELERATION = 12;
/** A phone shaken by hand and then still this long has thrown (ms). */
export const SHAKE_STILL_MS = 500;

interface MotionPermission {
  requestPermission?: () => Promise<'granted' | 'denied'>;
}

/**
 * Issue 28 item 3: the phone's own cup for the throw of `roundId` (the table throws 3D dice and waits
 * for the people's shake). Press and hold the cup: it rattles (kept still under prefers-reduced-motion,
 * styles.css) and the table's cup too; let go: the dice are thrown (dice:shake). Where the browser
 * grants device motion (asked for at the first press where it must be: iOS), shaking the phone does
 * the same, then keeping it still throws; nothing needs it.
 */
function PhoneShake(props: { roundId: string }): React.JSX.Element {
  const { t } = useTranslation();
  const shakeCup = useGame((s) => s.shakeCup);
  const [held, setHeld] = useState(false);
  const [thrown, setThrown] = useState(false);
  const state = useRef({ held: false, thrown: false });
  const hold = (): void => {
    if (state.current.held || state.current.thrown) return;
    state.current.held = true;
    setHeld(true);
    void shakeCup(props.roundId, true);
  };
  const letGo = (): void => {
    if (!state.current.held || state.current.thrown) return;
    state.current = { held: false, thrown: true };
    setHeld(false);
    setThrown(true);
    void shakeCup(props.roundId, false);
    vibrate(40);
  };
  useEffect(() => {
    if (typeof window.DeviceMotionEvent === 'undefined') return;
    let still: ReturnType<typeof setTimeout> | null = null;
    const motion = (e: DeviceMotionEvent): void => {
      const a = e.acceleration;
      if (!a || Math.hypot(a.x ?? 0, a.y ?? 0, a.z ?? 0) < SHAKE_ACCELERATION) return;
      hold();
      if (still) clearTimeout(still);
      still = setTimeout(letGo, SHAKE_STILL_MS);
    };
    window.addEventListener('devicemotion', motion);
    return () => {
      window.removeEventListener('devicemotion', motion);
      if (still) clearTimeout(still);
    };
  }, [props.roundId]);
  const askMotion = (): void => {
    // iOS asks once, from a press; elsewhere the events come (or never do) without asking
    const ask = (window.DeviceMotionEvent as unknown as MotionPermission | undefined)?.requestPermission;
    if (typeof ask === 'function') void ask().catch(() => undefined);
  };
  return (
    <section className="phone-shake" data-testid="phone-shake" data-shake={thrown ? 'thrown' : held ? 'held' : 'waiting'}>
      <button
        type="button"
        className={`phone-shake-cup${held ? ' shaking' : ''}`}
        aria-pressed={held}
        disabled={thrown}
        onPointerDown={(e) => {
          e.preventDefault();
          e.currentTarget.setPointerCapture(e.pointerId);
          askMotion();
          hold();
        }}
        onPointerUp={letGo}
        onPointerCancel={letGo}
        onKeyDown={(e) => {
          if ((e.key === ' ' || e.key === 'Enter') && !e.repeat) {
            e.preventDefault();
            hold();
          }
        }}
        onKeyUp={(e) => {
          if (e.key === ' ' || e.key === 'Enter') letGo();
        }}
        onContextMenu={(e) => e.preventDefault()}
      >
        <svg className="phone-shake-svg" viewBox="0 0 100 110" aria-hidden="true">
          <path d="M22 12 H78 L88 96 Q50 108 12 96 Z" fill="#6b4a2e" stroke="#2a190c" strokeWidth="3" />
          <ellipse cx="50" cy="97" rx="38" ry="7" fill="#3d2715" />
          <path d="M28 22 H72" stroke="#c9a27a" strokeWidth="4" strokeLinecap="round" />
        </svg>
        <span>{thrown ? t('phones.thrown') : t('phones.shake')}</span>
      </button>
    </section>
  );
}
