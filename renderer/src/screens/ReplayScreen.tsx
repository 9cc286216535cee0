// The replay viewer: load any record (file or pasted text) and step through it, as the table
// (public) or as one seat saw it; challenges show what was revealed.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Action, Face } from '../../../engine/index';
import type { RecordSummary, ReplayStep } from '../../../main/contract/index';
import { useWords } from '../i18n/useWords';
import { useGame } from '../state/game';
import { Badges } from '../table/Badges';
import { Die2D } from '../table/Die2D';
import { History } from '../table/History';
import { RevealBody } from '../table/Reveal';
import type { SessionInfo } from '../../../main/contract/index';
import { CUP_COLOURS } from '../logic/palette';
import { recordErrorWords } from '../logic/recordError';
import type { HostError } from '../../../main/contract/index';

export function ReplayScreen(props: { initialText: string | null }): React.JSX.Element {
  const { t } = useTranslation();
  const game = useGame();
  const [text, setText] = useState('');
  const [summary, setSummary] = useState<RecordSummary | null>(null);
  const [step, setStep] = useState<ReplayStep | null>(null);
  const [seat, setSeat] = useState<number | null>(null);
  const [error, setError] = useState<HostError | null>(null);
  // the step asked for last: fast presses add up from it (none is lost while the host answers),
  // and only the answer to the latest request is shown
  const wanted = useRef(0);
  const asked = useRef(0);

  const load = useCallback(
    async (recordText: string): Promise<void> => {
      const client = game.client;
      if (!client) return;
      const r = await client.invoke('record:import', { text: recordText });
      if (!r.ok) {
        // a bad record changes nothing: the replay on screen (if any) stays
        setError(r.error);
        return;
      }
      setError(null);
      setSummary(r.value);
      setSeat(null);
      wanted.current = 0;
      const ticket = ++asked.current;
      const s = await client.invoke('record:replay', { step: 0, seat: null });
      if (s.ok && ticket === asked.current) setStep(s.value);
    },
    [game.client],
  );

  useEffect(() => {
    if (props.initialText) void load(props.initialText);
  }, [props.initialText, load]);

  useEffect(() => {
    // a record the host already loaded (Electron's File > Open): start at its first step
    const loaded = game.replayLoaded;
    if (!loaded || !game.client) return;
    useGame.setState({ replayLoaded: null });
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
    const r = await client.invoke('record:replay', { step: target, seat: who });
    if (ticket !== asked.current) return;
    if (r.ok) setStep(r.value);
    else setError(r.error);
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
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // a session-like list of names and colours for the shared table components
  const pseudo: SessionInfo | null = summary
    ? ({
        seats: summary.players.map((name, i) => ({ seat: i, name, kind: 'human', color: CUP_COLOURS[i % 6]!.hex })),
        match: { targetWins: 1, gameNumber: 1, scores: [], chips: [], pot: 0, winner: null },
      } as unknown as SessionInfo)
    : null;
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
  return (
    <main className="replay">
      <h1>{t('replay.title')}</h1>
      <div className="replay-load">
        <label>
          {t('replay.load')}{' '}
          <input
            type="file"
            accept=".json,application/json"
            onChange={(e) => {
              const f = e.target.files?.[0];
              if (f) void f.text().then(load);
            }}
          />
        </label>
        <label htmlFor="replay-text">{t('replay.paste')}</label>
        <textarea id="replay-text" rows={3} value={text} onChange={(e) => setText(e.target.value)} />
        <button type="button" disabled={!text.trim()} onClick={() => void load(text)}>{t('replay.loadText')}</button>
        {error ? <p className="error" role="alert" data-code={error.code} data-field={error.field}>{errorText(error)}</p> : null}
      </div>
      {summary && step && view ? (
        <section className="replay-view" aria-label={t('replay.title')}>
          <div className="replay-controls" role="group" aria-label={t('replay.step', { step: step.step, total: step.total })}>
            <button type="button" onClick={() => void goto(0)} disabled={step.step === 0}>« {t('replay.first')}</button>
            <button type="button" onClick={() => void goto(step.step - 1)} disabled={step.step === 0}>◀ {t('replay.prev')}</button>
            <output aria-live="polite">{t('replay.step', { step: step.step, total: step.total })}</output>
            <button type="button" onClick={() => void goto(step.step + 1)} disabled={step.step >= step.total}>{t('replay.next')} ▶</button>
            <button type="button" onClick={() => void goto(step.total)} disabled={step.step >= step.total}>{t('replay.last')} »</button>
            <label>
              {t('replay.seat')}{' '}
              <select
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
          <p className="replay-action">{t('replay.action', { text: describe(step.action) })}</p>
          <Badges view={view} session={pseudo} words={words} />
          <ul className="replay-players">
            {view.players.map((p, i) => (
              <li key={i}>
                <strong>{summary.players[i]}</strong> — {p.out ? t('table.out') : p.dice === null ? t('table.diceHidden') : t('table.dice', { count: p.dice })}
                {view.hands[i] ? (
                  <span className="hand">{view.hands[i]!.map((f: Face, k) => <Die2D key={k} face={f} blank={blank} size={24} label={words.face(f)} />)}</span>
                ) : null}
              </li>
            ))}
          </ul>
          <History view={view} words={words} />
          {resolution && resolution.type === 'resolution' ? (
            <RevealBody resolution={resolution.resolution} options={view.options} session={pseudo} words={words} />
          ) : null}
        </section>
      ) : null}
      <button type="button" onClick={() => game.go('menu')}>{t('app.back')}</button>
    </main>
  );
}
