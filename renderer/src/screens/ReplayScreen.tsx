// The replay viewer: load any record (file or pasted text) and step through it, as the table
// (public) or as one seat saw it, on the same table as a live game (seats, badges, standing bid,
// the hands each step shows; the 3D table when 3D dice are on) with the round's bids beside it;
// challenges show what was revealed.
import { lazy, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { presetOf, type Action, type Face } from '../../../engine/index';
import { useRules } from '../state/rules';
import type { RecordSummary, ReplayStep } from '../../../common/contract/index';
import { useWords } from '../i18n/useWords';
import { useGame } from '../state/game';
import { Badges } from '../table/Badges';
import type { DieMark } from '../table/Die2D';
import { CenterInfo } from '../table/CenterInfo';
import { Seats } from '../table/Seats';
import { useSettings } from '../state/settings';
import { Felt } from '../table/Felt';
import { useTableKeys } from '../scene/useTableKeys';
import { History } from '../table/History';
import { markOf as revealMark, RevealBody } from '../table/Reveal';
import type { SessionInfo } from '../../../common/contract/index';
import { recordErrorWords } from '../logic/recordError';
import { FilePicker } from './FilePicker';
import { replaySession } from './replaySeats';
import { useTrail } from './trail';
import { AUTOPLAY_SPEEDS, autoplayHoldMs, askWhileBusy, beforeTheChallenge, type AutoplaySpeed } from '../logic/replayStep';
import type { HostError } from '../../../common/contract/index';
import { ReviewButton } from '../review/ReviewButton';
import { ReviewPanel } from '../review/ReviewPanel';
import { Timeline } from '../review/Timeline';
import { useReview } from '../review/store';
import { reviewFits } from '../review/endSource';
import '../review/review.css';

const ReplayScene3D = lazy(() => import('../scene/ReplayScene3D'));

export function ReplayScreen(props: { initialText: string | null; /** Open the initial record at its last step (a game from the History: its end first). */ initialAtEnd?: boolean }): React.JSX.Element {
  const { t, i18n } = useTranslation();
  const game = useGame();
  const dice3d = useSettings((x) => x.dice3d);
  const replayFrom = useTrail((x) => x.replayFrom);
  // Q/E, W/S and R turn the 3D table as at a live game (never V: a replay has no peek)
  useTableKeys(dice3d, false);
  const [text, setText] = useState('');
  const [summary, setSummary] = useState<RecordSummary | null>(null);
  const [step, setStep] = useState<ReplayStep | null>(null);
  const [seat, setSeat] = useState<number | null>(null);
  const [error, setError] = useState<HostError | null>(null);
  // autoplay (issue 26 item 5): on or off, and its pace
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<AutoplaySpeed>(1);
  // the step asked for last: fast presses add up from it (none is lost while the host answers),
  // and only the answer to the latest request is shown
  const wanted = useRef(0);
  const asked = useRef(0);
  // issue 40: the record's text (what "Review this game" reviews) and the review shown beside the table
  const [recordText, setRecordText] = useState<string | null>(null);
  const ready = useReview((x) => (x.status === 'done' ? x.review : null));
  // shown only beside its own game (its players and number of steps), whichever way the replay was opened
  const review = ready && summary && reviewFits(ready, summary) ? ready : null;
  const [tab, setTab] = useState<'review' | 'round'>('review');

  const load = useCallback(
    async (recordText: string, atEnd = false): Promise<void> => {
      const client = game.client;
      if (!client) return;
      const r = await client.invoke('record:import', { text: recordText });
      if (!r.ok) {
        // a bad record changes nothing: the replay on screen (if any) stays
        setError(r.error);
        return;
      }
      setError(null);
      setRecordText(recordText);
      setSummary(r.value);
      setSeat(null);
      const first = atEnd ? r.value.actionCount : 0;
      wanted.current = first;
      const ticket = ++asked.current;
      const s = await client.invoke('record:replay', { step: first, seat: null });
      if (s.ok && ticket === asked.current) setStep(s.value);
    },
    [game.client],
  );

  useEffect(() => {
    if (props.initialText) void load(props.initialText, props.initialAtEnd ?? false);
  }, [props.initialText, props.initialAtEnd, load]);

  useEffect(() => {
    // a record the host already loaded (Electron's File > Open): start at its first step
    const loaded = game.replayLoaded;
    if (!loaded || !game.client) return;
    useGame.setState({ replayLoaded: null });
    setRecordText(null);
    useTrail.getState().set({ replayFrom: 'menu' });
    setSummary(loaded);
    setSeat(null);
    wanted.current = 0;
    const ticket = ++asked.current;
    void game.client.invoke('record:replay', { step: 0, seat: null }).then((s) => s.ok && ticket === asked.current && setStep(s.value));
  }, [game.replayLoaded, game.client]);

  const goto = async (n: number, who: number | null = seat): Promise<void> => {
    const client = game.client;
    if (!client || !summary) return;
    const target = Math.max(0, Math.min(summary.actionCount, n));
    wanted.current = target;
    const ticket = ++asked.current;
    // the host is busy with this screen's earlier steps (BUSY, docs/host.md): asked again while it is the latest
    const r = await askWhileBusy(
      () => client.invoke('record:replay', { step: target, seat: who }),
      () => ticket === asked.current,
      (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    );
    if (!r) return;
    if (r.ok) {
      // a step shown clears a BUSY shown before (a bad record's error stays until another is loaded)
      setError((e) => (e?.code === 'BUSY' ? null : e));
      setStep(r.value);
    } else {
      // autoplay stops on a step it could not show: the error is on screen and Play asks again
      setPlaying(false);
      setError(r.error);
    }
  };
  // a decision or moment of the review: its step as its seat saw it (what they knew), autoplay stopped
  const show = (n: number, who: number | null): void => {
    setPlaying(false);
    setSeat(who);
    void goto(n, who);
  };
  const gotoRef = useRef(goto);
  gotoRef.current = goto;

  useEffect(() => {
    // ←/→ from the moment the screen opens, wherever the focus is (not while typing in a field)
    const onKey = (e: KeyboardEvent): void => {
      const target = e.target as HTMLElement | null;
      if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT')) return;
      if (e.key === 'ArrowRight') void gotoRef.current(wanted.current + 1);
      else if (e.key === 'ArrowLeft') void gotoRef.current(wanted.current - 1);
      else if (e.key === 'Home') void gotoRef.current(0);
      else if (e.key === 'End') void gotoRef.current(Number.MAX_SAFE_INTEGER);
      else if (e.key === 'p' || e.key === 'P') setPlaying((x) => !x);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // the Rules screen opened here (F1, a badge) shows the record's rule set with its options
  const recordOptions = step?.view.options ?? null;
  const recordPreset = summary ? presetOf(summary.rules) : null;
  useEffect(() => {
    useRules.setState({ record: recordPreset && recordOptions ? { preset: recordPreset, options: recordOptions } : null });
  }, [recordPreset, recordOptions]);
  useEffect(() => () => useRules.setState({ record: null }), []);

  // a session-like list of names and colours for the shared table components
  const pseudo: SessionInfo | null = useMemo(() => (summary ? replaySession(summary) : null), [summary]);
  const words = useWords(step?.view ?? null, pseudo);

  const describe = (a: Action | null): string => {
    if (!a) return t('replay.start');
    if (a.type === 'roll') return t('replay.roll');
    if (a.type === 'startRoll') return t('replay.startRoll');
    return words.action(a);
  };

  const errorText = (e: HostError): string => {
    const w = recordErrorWords(e);
    return w.key === 'other' ? t('app.error', { message: e.message }) : t(`replay.errors.${w.key}`, { move: w.move ?? 0 });
  };

  const resolution = step?.events.find((e) => e.type === 'resolution');
  const view = step?.view ?? null;
  const blank = view?.options.wild === 'blank';
  const revealed = resolution && resolution.type === 'resolution' ? resolution.resolution : null;
  // the hands this step shows: every hand at a challenge, else what the view holds (the seat's own, an open obligar's)
  const shownHands = revealed ? revealed.hands : (view?.hands ?? []);
  const markOf = revealed ? (die: Face): DieMark => revealMark(revealed, die) : undefined;
  // the standing bid while the round is bid, and the challenged one at the challenge
  const standing = view && (view.phase === 'bidding' || revealed) ? view.current?.standing : undefined;
  const use3d = dice3d && view !== null;
  // at a challenge the seats show what they held when the cups came up; the summary tells the loss
  const seatsView = view && revealed ? beforeTheChallenge(view, revealed) : view;
  const atEnd = step !== null && step.step >= step.total;
  const winner = atEnd && view && view.winner !== null ? view.winner : null;
  // autoplay: the next step after a pause (longer at a challenge), until the last step, where it stops
  useEffect(() => {
    if (!playing || !step) return;
    if (step.step >= step.total) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => void gotoRef.current(step.step + 1), autoplayHoldMs(revealed !== null, speed));
    return () => clearTimeout(timer);
  }, [playing, step, speed, revealed]);
  const controls =
    summary && step ? (
      <div className="replay-controls" role="group" aria-label={t('replay.step', { step: step.step, total: step.total })}>
        <button type="button" onClick={() => void goto(0)} disabled={step.step === 0}>« {t('replay.first')}</button>
        <button type="button" onClick={() => void goto(step.step - 1)} disabled={step.step === 0}>◀ {t('replay.prev')}</button>
        <output aria-live="polite">{t('replay.step', { step: step.step, total: step.total })}</output>
        <button type="button" onClick={() => void goto(step.step + 1)} disabled={step.step >= step.total}>{t('replay.next')} ▶</button>
        <button type="button" onClick={() => void goto(step.total)} disabled={step.step >= step.total}>{t('replay.last')} »</button>
        <button type="button" className="replay-play" aria-pressed={playing} aria-keyshortcuts="P" onClick={() => setPlaying((x) => !x)} disabled={!playing && step.step >= step.total}>
          {playing ? `‖ ${t('replay.pause')}` : `▶ ${t('replay.play')}`}
        </button>
        <label>
          {t('replay.speed')}{' '}
          <select className="replay-speed" value={String(speed)} onChange={(e) => setSpeed(Number(e.target.value) as AutoplaySpeed)}>
            {AUTOPLAY_SPEEDS.map((x) => <option key={x} value={String(x)}>{`${x.toLocaleString(i18n.language)}×`}</option>)}
          </select>
        </label>
        <label>
          {t('replay.seat')}{' '}
          <select
            className="replay-seat"
            value={seat === null ? '' : String(seat)}
            onChange={(e) => {
              const who = e.target.value === '' ? null : Number(e.target.value);
              setSeat(who);
              void goto(step.step, who);
            }}
          >
            <option value="">{t('replay.public')}</option>
            {summary.players.map((p, i) => <option key={i} value={i}>{p}</option>)}
          </select>
        </label>
      </div>
    ) : null;
  return (
    <main className={`replay replay-screen${summary && step ? ' loaded' : ''}${review && summary && step ? ' with-review' : ''}`} data-step={step?.step ?? 'none'} data-phase={view?.phase ?? 'none'}>
      <header className="table-header">
        <h1>{t('replay.title')}</h1>
        {view ? <Badges view={view} session={pseudo} words={words} /> : null}
        <div className="header-buttons">
          {/* issue 42.8: Back returns to where the replay was opened (the History, else the menu) */}
          <button type="button" className="replay-back" onClick={() => game.go(replayFrom)}>{t('app.back')}</button>
        </div>
      </header>
      {review && summary && step ? <Timeline review={review} step={step.step} onShow={show} /> : null}
      {summary && step && view ? (
        <section className="replay-view table-body" aria-label={t('replay.title')}>
          <Felt
            use3d={use3d}
            data-revealed={revealed ? 'yes' : 'no'}
            scene={
              <ReplayScene3D
                seats={view.players.flatMap((p, i) => (p.out ? [] : [i]))}
                allSeats={view.players.map((_, i) => i)}
                colours={pseudo?.seats.map((x) => x.color) ?? []}
                hands={shownHands}
                viewer={view.seat}
                blank={blank}
                markOf={markOf ?? null}
                // issue 27: at a challenge the camera visits the hands (a new tour at each step shown)
                challenge={revealed ? { key: `${step.step}:${seat ?? 'table'}`, caller: revealed.caller } : null}
              />
            }
          >
            <Seats view={seatsView ?? view} session={pseudo} words={words} thinking={null} layout={use3d ? 'six' : 'oval'} shownHands={shownHands} {...(markOf ? { markOf } : {})} />
            <CenterInfo text={describe(step.action)} standing={standing} noBid={view.phase === 'bidding'} words={words}>
              {revealed?.count ? <p className="center-count" data-testid="replay-count">{revealed.count.total}</p> : null}
              {winner !== null ? <p className="replay-winner" data-testid="replay-winner" role="status">★ {t('replay.winner', { name: words.name(winner) })}</p> : null}
            </CenterInfo>
          </Felt>
          <aside className="side replay-side">
            {controls}
            {review ? (
              <div className="replay-tabs" role="group" aria-label={t('review.title')}>
                <button type="button" aria-pressed={tab === 'review'} onClick={() => setTab('review')}>{t('review.tab')}</button>
                <button type="button" aria-pressed={tab === 'round'} onClick={() => setTab('round')}>{t('review.roundTab')}</button>
              </div>
            ) : (
              <div className="replay-review-open"><ReviewButton target={recordText ? { source: { from: 'loaded' }, text: recordText } : null} onReady={() => setTab('review')} /></div>
            )}
            {review && tab === 'review' ? (
              <ReviewPanel review={review} onShow={show} blankDie={blank} />
            ) : (
              <>
                <p className="replay-action">{t('replay.action', { text: describe(step.action) })}</p>
                <History view={view} words={words} />
                {revealed ? <RevealBody resolution={revealed} options={view.options} session={pseudo} words={words} /> : null}
              </>
            )}
          </aside>
        </section>
      ) : null}
      <footer className="replay-load">
        <FilePicker label={t('replay.load')} accept=".json,.dudo,application/json" onText={(text) => { useReview.getState().close(); void load(text); }} />
        <label htmlFor="replay-text">{t('replay.paste')}</label>
        <textarea id="replay-text" rows={summary ? 1 : 4} value={text} onChange={(e) => setText(e.target.value)} />
        <button type="button" disabled={!text.trim()} onClick={() => { useReview.getState().close(); void load(text); }}>{t('replay.loadText')}</button>
        {error ? <p className="error" role="alert" data-code={error.code} data-field={error.field}>{errorText(error)}</p> : null}
      </footer>
    </main>
  );
}
