// History: every finished game kept by the host (newest first: date, rules, players with bot
// levels, winner, rounds), each person's statistics (their profile, never merged with a bot of the
// same name), "watch again" in the replay viewer (the host keeps each game's record) and delete.
// A person's name opens their Statistics (charts, rename), loaded with Chart.js only then.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { History, HistoryEntry, Stats } from '../../../common/contract/index';
import { gamePlayers, gamesOf, percent, profileRows, resultsOf } from '../logic/history';
import { useGame } from '../state/game';
import { Breakdown } from '../stats/Breakdown';
import { figureLabel, figureShort, figureValue, PEOPLE_FIGURE_IDS } from '../stats/figures';
import { downloadText } from './download';
import { useTrail } from './trail';
import { ReviewButton } from '../review/ReviewButton';
import './history.css';
import '../review/review.css';

const StatisticsView = lazy(() => import('../stats/StatisticsView'));

export function HistoryScreen(props: { onWatch: (text: string) => void }): React.JSX.Element {
  const { t, i18n } = useTranslation();
  const game = useGame();
  const client = game.client;
  const [history, setHistory] = useState<History | null>(null);
  const [stats, setStats] = useState<Stats | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [who, setWho] = useState<string>('');
  /** Games whose record the host could not read (kept on disk: only the player deletes them). */
  const [broken, setBroken] = useState<ReadonlySet<string>>(new Set());
  /** The profile whose Statistics are shown, or null: the History. */
  const [statsOf, setStatsOf] = useState<string | null>(null);

  useEffect(() => {
    if (!client) return;
    let live = true;
    void Promise.all([client.invoke('history:get', {}), client.invoke('stats:get', {})]).then(([h, s]) => {
      if (!live) return;
      if (h.ok) setHistory(h.value);
      else setProblem(t('history.loadFailed'));
      if (s.ok) setStats(s.value);
    });
    return () => {
      live = false;
    };
  }, [client, t]);

  // a share in the language's own way (50 %, 50 %, 50%); none yet: a dash
  const percentFormat = new Intl.NumberFormat(i18n.language, { style: 'percent' });
  const pct = (v: number | null): string => (v === null ? '–' : percentFormat.format(v / 100));
  const rows = stats ? profileRows(stats) : [];
  const chosen = rows.find((r) => r.profile.id === who)?.profile ?? null;
  const games = history ? (chosen ? gamesOf(history.games, chosen) : history.games) : [];
  const results = chosen && history ? resultsOf(history.games, chosen) : null;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const open = async (entry: HistoryEntry, then: (text: string, name: string) => void): Promise<void> => {
    if (!client) return;
    const r = await client.invoke('history:record', { id: entry.id });
    if (r.ok) {
      then(r.value.text, r.value.suggestedName);
      return;
    }
    setProblem(t('history.unreadable'));
    setBroken((b) => new Set([...b, entry.id]));
  };
  // issue 42.8: the replay's Back returns here
  const watch = (entry: HistoryEntry): Promise<void> =>
    open(entry, (text) => {
      useTrail.getState().set({ replayFrom: 'history' });
      props.onWatch(text);
    });
  const save = (entry: HistoryEntry): Promise<void> => open(entry, (text, name) => downloadText(name, text));
  const remove = async (entry: HistoryEntry): Promise<void> => {
    if (!client || !window.confirm(t('history.confirmDelete', { date: date.format(new Date(entry.endedAt)) }))) return;
    const r = await client.invoke('history:delete', { id: entry.id });
    if (r.ok) setHistory(r.value);
  };

  // issue 42.8: the menu's Statistics entry opens the Statistics of the person of the last setup (else the most games)
  const lastPeople = game.hostSettings?.lastSetup?.seats.filter((x) => x.kind === 'human') ?? [];
  useEffect(() => {
    if (!useTrail.getState().statsFirst || stats === null) return;
    useTrail.getState().set({ statsFirst: false });
    if (rows.length === 0) return; // nobody has played yet: the History says so
    const last = rows.find((r) => lastPeople.some((p) => (p.profileId ? p.profileId === r.profile.id : p.name === r.profile.name)));
    setStatsOf((last ?? rows[0]!).profile.id);
  });

  const shown = statsOf ? rows.find((r) => r.profile.id === statsOf) : undefined;
  if (shown && stats && history) {
    return (
      <Suspense fallback={<p className="muted">{t('stats.loading')}</p>}>
        <StatisticsView
          profile={shown.profile}
          profiles={stats.profiles}
          stats={shown.stats}
          history={history}
          onBack={() => setStatsOf(null)}
          onSaved={(p) => setStats({ ...stats, profiles: stats.profiles.map((x) => (x.id === p.id ? p : x)) })}
        />
      </Suspense>
    );
  }

  return (
    <main className="history-screen" data-testid="history-screen">
      <header className="history-head">
        <h1>{t('history.title')}</h1>
        <button type="button" autoFocus onClick={() => game.go('menu')}>{t('app.back')}</button>
      </header>
      {problem ? (
        <p className="history-problem" role="alert">
          {problem}
          <button type="button" onClick={() => setProblem(null)} aria-label={t('app.close')}>✕</button>
        </p>
      ) : null}
      <div className="history-body">
        <section className="history-people" aria-labelledby="history-people">
          <h2 id="history-people">{t('history.people')}</h2>
          {rows.length === 0 ? (
            <p className="muted">{t('history.noPeople')}</p>
          ) : (
            <div className="history-scroll">
              <table className="stats history-stats">
                <thead>
                  <tr>
                    <th scope="col">{t('history.player')}</th>
                    {PEOPLE_FIGURE_IDS.map((f) => <th key={f} scope="col" data-figure={f}>{t(figureLabel(f))}</th>)}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.profile.id} data-profile={r.profile.name} className={r.profile.id === who ? 'chosen' : undefined}>
                      <th scope="row">
                        <span className="cup-chip small" style={{ background: r.profile.color }} aria-hidden="true" />{' '}
                        <button type="button" className="history-name" title={t('stats.title', { name: r.profile.name })} aria-label={t('stats.title', { name: r.profile.name })} onClick={() => setStatsOf(r.profile.id)}>
                          {r.profile.name}
                        </button>
                      </th>
                      {PEOPLE_FIGURE_IDS.map((f) => {
                        const v = figureValue(f, r.stats);
                        return <td key={f} data-figure={f}>{figureShort(v)}{v.of === undefined ? null : <> <small>({pct(percent(v.value, v.of))})</small></>}</td>;
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {chosen && results ? <Breakdown name={chosen.name} results={results} pct={pct} testId="history-breakdown" /> : null}
        </section>
        <section className="history-games" aria-labelledby="history-games">
          <div className="history-games-head">
            <h2 id="history-games">{t('history.games', { count: games.length })}</h2>
            {rows.length > 0 ? (
              <label>
                {t('history.gamesOf')}{' '}
                <select value={who} onChange={(e) => setWho(e.target.value)}>
                  <option value="">{t('history.everyone')}</option>
                  {rows.map((r) => <option key={r.profile.id} value={r.profile.id}>{r.profile.name}</option>)}
                </select>
              </label>
            ) : null}
          </div>
          {history === null ? <p className="muted">{t('history.loading')}</p> : null}
          {history !== null && games.length === 0 ? <p className="muted">{t('history.empty')}</p> : null}
          <ol className="history-list history-scroll">
            {games.map((g) => (
              <li key={g.id} data-history-game={g.id}>
                <div className="hg-what">
                  <time dateTime={g.endedAt}>{date.format(new Date(g.endedAt))}</time>
                  <strong>{t(`presets.${g.preset}.name`)}</strong>
                  <span className="muted">
                    {t('history.rounds', { count: g.rounds })} · {t('history.steps', { count: g.actionCount })}
                  </span>
                  {/* issue 38 item 6: a game of an online table (its record came from the room) */}
                  {g.online ? <span className="hg-online" data-testid="history-online" title={t('history.onlineHint')}>{t('history.online')}</span> : null}
                  {broken.has(g.id) ? <span className="hg-broken">{t('history.broken')}</span> : null}
                </div>
                <ul className="hg-players" aria-label={t('history.players')}>
                  {gamePlayers(g).map((p, i) => (
                    <li key={i} className={p.winner ? 'winner' : undefined}>
                      {p.winner ? <span className="hg-star" aria-label={t('history.winner')} title={t('history.winner')}>★ </span> : null}
                      {p.name}
                      {p.level !== null ? (
                        <small className="hg-level"> · {p.level ? t(`levels.${p.level}` as 'levels.medio', { defaultValue: p.level }) : t('setup.bot')}</small>
                      ) : (
                        <small className="hg-person"> · {t('setup.human')}</small>
                      )}
                    </li>
                  ))}
                </ul>
                <div className="hg-actions">
                  <button type="button" className="primary" disabled={g.hasRecord !== true || broken.has(g.id)} title={g.hasRecord === true ? undefined : t('history.noRecord')} onClick={() => void watch(g)}>
                    {t('history.watch')}
                  </button>
                  <button type="button" disabled={g.hasRecord !== true || broken.has(g.id)} title={t('history.exportHint')} onClick={() => void save(g)}>
                    {t('history.export')}
                  </button>
                  {/* issue 40 item 1: reviewed in the host's bot worker and kept beside the record; then shown in the Replay */}
                  <ReviewButton target={{ source: { from: 'history', id: g.id } }} disabled={g.hasRecord !== true || broken.has(g.id)} onReady={() => void watch(g)} />
                  <button type="button" onClick={() => void remove(g)} title={t('history.delete')}>{t('history.deleteShort')}</button>
                </div>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </main>
  );
}
