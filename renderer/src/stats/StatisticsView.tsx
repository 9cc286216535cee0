// A person's Statistics (issue 26.4), opened from the History: their figures (./figures: the same
// names and counts as the end screen's, issue 39.4), their results per rule
// set and against each bot level, and two charts, each also shown as a table (Chart/Table toggle):
// the win rate over time (running, after each kept game) and the dudo and calzo accuracy by bid size
// (the challenged bid's count over the dice in play; the host counts it from the kept records,
// stats:profile). The person's name and cup can be changed here (profile:save). Loaded lazily, with
// Chart.js, when first opened.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartConfiguration } from 'chart.js';
import type { History, PlayerStats, Profile, ProfileRecords } from '../../../common/contract/index';
import { percent, resultsOf } from '../logic/history';
import { bidSizeRows, BUCKET_KEYS, NAME_MAX, nameProblem, winTimeline, type NameProblem } from '../logic/statistics';
import { CUP_COLOURS } from '../logic/palette';
import { figureLabel, figureValue, PROFILE_FIGURE_IDS } from './figures';
import { useGame } from '../state/game';
import { Breakdown } from './Breakdown';
import { StatsChart } from './StatsChart';
import { barMarks } from './barMarks';
import AccuracyBody from './AccuracyBody';
import './statistics.css';

const INK = '#f6f1e7';
const GRID = '#ffffff26';
const ACCENT = '#f0b429';
const SKY = '#56B4E9';
const MUTED = '#b9c4bd';

type Mode = 'chart' | 'table';

function Toggle(props: { mode: Mode; onChange: (m: Mode) => void; name: string }): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <div className="stats-toggle" role="group" aria-label={`${t('stats.view')}: ${props.name}`}>
      {(['chart', 'table'] as const).map((m) => (
        <button key={m} type="button" aria-pressed={props.mode === m} className={props.mode === m ? 'on' : undefined} onClick={() => props.onChange(m)}>
          {t(`stats.${m}`)}
        </button>
      ))}
    </div>
  );
}

/** A chart's panel: its title, the Chart/Table toggle and a line of help above what it shows. */
function Panel(props: { id: string; title: string; help: string; mode: Mode; onMode: (m: Mode) => void; children: React.ReactNode }): React.JSX.Element {
  return (
    <section className="stats-panel" aria-labelledby={props.id} data-testid={props.id}>
      <div className="stats-panel-head">
        <h2 id={props.id}>{props.title}</h2>
        <Toggle mode={props.mode} onChange={props.onMode} name={props.title} />
      </div>
      <p className="muted stats-help">{props.help}</p>
      {props.children}
    </section>
  );
}

export default function StatisticsView(props: {
  profile: Profile;
  profiles: readonly Profile[];
  stats: PlayerStats;
  history: History;
  onBack: () => void;
  onSaved: (p: Profile) => void;
}): React.JSX.Element {
  const { t, i18n } = useTranslation();
  const client = useGame((s) => s.client);
  const { profile } = props;
  const [records, setRecords] = useState<ProfileRecords | null>(null);
  const [failed, setFailed] = useState(false);
  const [timeMode, setTimeMode] = useState<Mode>('chart');
  const [sizeMode, setSizeMode] = useState<Mode>('chart');
  const [accuracyMode, setAccuracyMode] = useState<Mode>('chart');
  const [name, setName] = useState(profile.name);
  const [colour, setColour] = useState(profile.color);
  // issue 28 item 3: the language this person's phone speaks in phones mode ('' : the phone's own)
  const [phoneLanguage, setPhoneLanguage] = useState<'' | 'es' | 'en' | 'fr'>(profile.language ?? '');
  const [problem, setProblem] = useState<{ kind: NameProblem | 'refused'; name: string } | null>(null);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (!client) return;
    let live = true;
    void client.invoke('stats:profile', { id: profile.id }).then((r) => {
      if (!live) return;
      if (r.ok) setRecords(r.value);
      else setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [client, profile.id]);

  const lang = i18n.language;
  const pctFormat = useMemo(() => new Intl.NumberFormat(lang, { style: 'percent' }), [lang]);
  const pct = (v: number | null): string => (v === null ? '–' : pctFormat.format(v / 100));
  const day = useMemo(() => new Intl.DateTimeFormat(lang, { dateStyle: 'short' }), [lang]);
  const dateTime = useMemo(() => new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }), [lang]);
  const s = props.stats;
  const timeline = useMemo(() => winTimeline(props.history.games, profile), [props.history, profile]);
  const sizes = useMemo(() => (records ? bidSizeRows(records.byBidSize) : []), [records]);
  const results = useMemo(() => resultsOf(props.history.games, profile), [props.history, profile]);

  const axes = (label: (v: number) => string) => ({
    x: { ticks: { color: INK, maxRotation: 0, autoSkip: true }, grid: { color: GRID } },
    y: { min: 0, max: 100, ticks: { color: INK, stepSize: 25, callback: (v: string | number) => label(Number(v)) }, grid: { color: GRID } },
  });
  const timeConfig = useMemo<ChartConfiguration<'line'>>(
    () => ({
      type: 'line',
      data: {
        // the games in order (several are often played in one day); each one's date in its tooltip and the table
        labels: timeline.map((p) => String(p.games)),
        datasets: [
          {
            label: t('stats.rateSoFar'),
            data: timeline.map((p) => p.rate),
            borderColor: ACCENT,
            backgroundColor: timeline.map((p) => (p.won ? ACCENT : '#0d2219')),
            pointBorderColor: ACCENT,
            pointRadius: 4,
            tension: 0,
          },
        ],
      },
      options: {
        locale: lang,
        animation: false,
        responsive: true,
        maintainAspectRatio: false,
        scales: { ...axes((v) => pctFormat.format(v / 100)), x: { ticks: { color: INK, maxRotation: 0, autoSkip: true }, grid: { color: GRID }, title: { display: true, text: t('stats.game'), color: INK } } },
        plugins: {
          legend: { display: false },
          tooltip: { callbacks: { title: (items) => dateTime.format(new Date(timeline[items[0]?.dataIndex ?? 0]?.endedAt ?? 0)), label: (c) => `${pctFormat.format(Number(c.raw) / 100)} · ${t(timeline[c.dataIndex]?.won ? 'stats.won' : 'stats.lost')}` } },
        },
      },
    }),
    // axes and t follow the language
    [timeline, dateTime, lang, pctFormat, t],
  );
  const sizeConfig = useMemo<ChartConfiguration<'bar'>>(
    () => ({
      type: 'bar',
      data: {
        labels: sizes.map((r) => t(BUCKET_KEYS[r.bucket])),
        datasets: [
          { label: t('stats.dudosRight'), data: sizes.map((r) => r.dudoRate), backgroundColor: ACCENT, minBarLength: 3 },
          { label: t('stats.calzosRight'), data: sizes.map((r) => r.calzoRate), backgroundColor: SKY, minBarLength: 3 },
        ],
      },
      // issue 42.8: each bar says its rate, a bucket without calls a dash (a 0 % bar is not "no data")
      plugins: [barMarks((v) => pctFormat.format(v / 100), '–', INK, MUTED)],
      options: {
        locale: lang,
        animation: false,
        responsive: true,
        maintainAspectRatio: false,
        layout: { padding: { top: 18 } },
        // every bucket named (four or five short labels fit from 1024×640 up)
        scales: { ...axes((v) => pctFormat.format(v / 100)), x: { ticks: { color: INK, maxRotation: 0, autoSkip: false }, grid: { color: GRID } } },
        plugins: {
          legend: { labels: { color: INK } },
          tooltip: {
            callbacks: {
              label: (c) => {
                const r = sizes[c.dataIndex]!;
                const [right, called] = c.datasetIndex === 0 ? [r.dudosRight, r.dudos] : [r.calzosRight, r.calzos];
                return `${c.dataset.label ?? ''}: ${t('stats.ratio', { right, called, rate: pct(percent(right, called)) })}`;
              },
            },
          },
        },
      },
    }),
    [sizes, lang, pctFormat, t],
  );

  const last = timeline[timeline.length - 1];
  const timeLabel = last
    ? t('stats.overTimeDesc', { count: timeline.length, first: day.format(new Date(timeline[0]!.endedAt)), last: day.format(new Date(last.endedAt)), rate: pct(last.rate) })
    : t('stats.noGames', { name: profile.name });
  const sizeLabel = t('stats.bySizeDesc', {
    list: sizes.map((r) => t('stats.bySizeItem', { size: t(BUCKET_KEYS[r.bucket]), dudo: t('stats.ratio', { right: r.dudosRight, called: r.dudos, rate: pct(r.dudoRate) }), calzo: t('stats.ratio', { right: r.calzosRight, called: r.calzos, rate: pct(r.calzoRate) }) })).join('; '),
  });

  const save = async (e: React.FormEvent): Promise<void> => {
    e.preventDefault();
    setSaved(false);
    const why = nameProblem(name, profile, props.profiles);
    if (why) {
      setProblem({ kind: why, name: name.trim() });
      return;
    }
    if (!client) return;
    const r = await client.invoke('profile:save', { id: profile.id, name: name.trim(), color: colour, language: phoneLanguage === '' ? null : phoneLanguage });
    if (!r.ok) {
      setProblem({ kind: 'refused', name: name.trim() });
      return;
    }
    setProblem(null);
    setSaved(true);
    setName(r.value.name);
    props.onSaved(r.value);
  };
  const problemText = problem
    ? problem.kind === 'empty'
      ? t('stats.nameEmpty')
      : problem.kind === 'long'
        ? t('stats.nameLong', { max: NAME_MAX })
        : problem.kind === 'taken'
          ? t('stats.nameTaken', { name: problem.name })
          : t('stats.nameRefused')
    : null;
  const inPalette = CUP_COLOURS.some((c) => c.hex.toLowerCase() === colour.toLowerCase());
  return (
    <main className="stats-screen" data-testid="stats-screen" data-profile={profile.id}>
      <header className="history-head">
        <h1>
          <span className="cup-chip small" style={{ background: profile.color }} aria-hidden="true" /> {t('stats.title', { name: profile.name })}
        </h1>
        <button type="button" autoFocus onClick={props.onBack}>{t('stats.back')}</button>
      </header>
      <div className="stats-body">
        <section className="stats-side" aria-label={t('stats.figures')}>
          <form className="stats-edit" onSubmit={(e) => void save(e)} noValidate>
            <fieldset>
              <legend>{t('stats.edit')}</legend>
              <label>
                {t('stats.name')}{' '}
                <input value={name} maxLength={NAME_MAX + 16} aria-invalid={problem !== null} onChange={(e) => { setName(e.target.value); setSaved(false); }} />
              </label>
              <label>
                {t('stats.colour')}{' '}
                <select name="colour" value={inPalette ? (CUP_COLOURS.find((c) => c.hex.toLowerCase() === colour.toLowerCase())?.hex ?? colour) : colour} onChange={(e) => { setColour(e.target.value); setSaved(false); }}>
                  {inPalette ? null : <option value={colour}>{t('stats.colourCurrent')}</option>}
                  {CUP_COLOURS.map((c) => <option key={c.id} value={c.hex}>{t(`colours.${c.id}` as 'colours.orange')}</option>)}
                </select>
              </label>
              <span className="cup-chip small" style={{ background: colour }} aria-hidden="true" />
              <label>
                {t('stats.phoneLanguage')}{' '}
                <select name="phoneLanguage" value={phoneLanguage} onChange={(e) => { setPhoneLanguage(e.target.value as '' | 'es' | 'en' | 'fr'); setSaved(false); }}>
                  <option value="">{t('stats.phoneLanguageOwn')}</option>
                  {(['es', 'fr', 'en'] as const).map((l) => <option key={l} value={l}>{t(`languages.${l}`)}</option>)}
                </select>
              </label>
              <button type="submit" className="primary">{t('stats.save')}</button>
            </fieldset>
            {problemText ? <p className="stats-problem" role="alert">{problemText}</p> : null}
            {saved ? <p className="stats-saved" role="status">{t('stats.saved')}</p> : null}
          </form>
          <div className="history-scroll">
            <h2>{t('stats.figures')}</h2>
            <table className="stats stats-figures" data-testid="stats-figures">
              <tbody>
                {PROFILE_FIGURE_IDS.map((f) => {
                  const v = figureValue(f, s);
                  return (
                    <tr key={f} data-figure={f}>
                      <th scope="row">{t(figureLabel(f))}</th>
                      <td>{v.of === undefined ? v.value : t('stats.ratio', { right: v.value, called: v.of, rate: pct(percent(v.value, v.of)) })}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            <Breakdown name={profile.name} results={results} pct={pct} />
            {records ? (
              <p className="muted stats-note">
                {t('stats.fromRecords', { count: records.recordsRead })}
                {records.recordsMissing > 0 ? ` ${t('stats.missing', { count: records.recordsMissing })}` : ''}
              </p>
            ) : null}
          </div>
        </section>
        <Panel id="stats-time" title={t('stats.overTime')} help={t('stats.overTimeHelp')} mode={timeMode} onMode={setTimeMode}>
          {timeline.length === 0 ? (
            <p className="muted">{timeLabel}</p>
          ) : timeMode === 'chart' ? (
            <StatsChart config={timeConfig} label={timeLabel} testId="chart-time" />
          ) : (
            <div className="history-scroll stats-table-wrap">
              <table className="stats" data-testid="table-time">
                <caption className="sr-only">{timeLabel}</caption>
                <thead><tr><th scope="col">{t('stats.game')}</th><th scope="col">{t('stats.date')}</th><th scope="col">{t('stats.result')}</th><th scope="col">{t('stats.rateSoFar')}</th></tr></thead>
                <tbody>
                  {timeline.map((p) => (
                    <tr key={p.id}><td>{p.games}</td><td><time dateTime={p.endedAt}>{dateTime.format(new Date(p.endedAt))}</time></td><td>{t(p.won ? 'stats.won' : 'stats.lost')}</td><td>{pct(p.rate)}</td></tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Panel>
        <Panel id="stats-size" title={t('stats.bySize')} help={`${t('stats.bySizeHelp')} ${t('stats.bySizeNone')}`} mode={sizeMode} onMode={setSizeMode}>
          {failed ? <p role="alert">{t('stats.loadFailed')}</p> : null}
          {!records && !failed ? <p className="muted">{t('stats.loading')}</p> : null}
          {records && sizeMode === 'chart' ? <StatsChart config={sizeConfig} label={sizeLabel} testId="chart-size" /> : null}
          {records && sizeMode === 'table' ? (
            <div className="history-scroll stats-table-wrap">
              <table className="stats" data-testid="table-size">
                <caption className="sr-only">{sizeLabel}</caption>
                <thead><tr><th scope="col">{t('stats.size')}</th><th scope="col">{t('stats.dudosRight')}</th><th scope="col">{t('stats.calzosRight')}</th></tr></thead>
                <tbody>
                  {sizes.map((r) => (
                    <tr key={r.bucket} data-bucket={r.bucket}>
                      <th scope="row">{t(BUCKET_KEYS[r.bucket])}</th>
                      <td>{t('stats.ratio', { right: r.dudosRight, called: r.dudos, rate: pct(r.dudoRate) })}</td>
                      <td>{t('stats.ratio', { right: r.calzosRight, called: r.calzos, rate: pct(r.calzoRate) })}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </Panel>
        {/* issue 40 item 4: the accuracy of each reviewed game, overall and by kind of decision */}
        <Panel id="stats-accuracy" title={t('review.stats.title')} help={t('review.stats.help')} mode={accuracyMode} onMode={setAccuracyMode}>
          <AccuracyBody profile={profile} history={props.history} mode={accuracyMode} />
        </Panel>
      </div>
    </main>
  );
}
