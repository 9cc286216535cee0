// A person's accuracy in Statistics (issue 40 item 4): each reviewed game's accuracy (0–100) in game order,
// overall and by kind of decision (bidding, dudo, calzo), as a chart (each line its colour, dash and point
// shape: not colour alone) or as a table, like the other charts. The reviews are the ones the host keeps
// beside the records (review:get: nothing runs here).
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartConfiguration, PointStyle } from 'chart.js';
import type { GameReview, History, Profile } from '../../../common/contract/index';
import { gamesOf } from '../logic/history';
import { useGame } from '../state/game';
import { StatsChart } from './StatsChart';
import { accuracySeries, meanOf, type AccuracyPoint } from '../review/accuracy';

const INK = '#f6f1e7';
const GRID = '#ffffff26';
const LINES: readonly { readonly kind: 'overall' | 'bidding' | 'dudo' | 'calzo'; readonly colour: string; readonly dash: number[]; readonly point: PointStyle }[] = [
  { kind: 'overall', colour: '#f0b429', dash: [], point: 'circle' },
  { kind: 'bidding', colour: '#56B4E9', dash: [6, 4], point: 'triangle' },
  { kind: 'dudo', colour: '#009E73', dash: [2, 3], point: 'rect' },
  { kind: 'calzo', colour: '#CC79A7', dash: [10, 3, 2, 3], point: 'rectRot' },
];

export default function AccuracyBody(props: { profile: Profile; history: History; mode: 'chart' | 'table' }): React.JSX.Element {
  const { t, i18n } = useTranslation();
  const client = useGame((s) => s.client);
  const [reviews, setReviews] = useState<ReadonlyMap<string, GameReview | null> | null>(null);
  const games = useMemo(() => gamesOf(props.history.games, props.profile).filter((g) => g.hasRecord === true), [props.history, props.profile]);

  useEffect(() => {
    if (!client) return;
    let live = true;
    void Promise.all(games.map(async (g) => [g.id, await client.invoke('review:get', { source: { from: 'history', id: g.id } })] as const)).then((answers) => {
      if (live) setReviews(new Map(answers.map(([id, r]) => [id, r.ok ? r.value : null])));
    });
    return () => {
      live = false;
    };
  }, [client, games]);

  const lang = i18n.language;
  const points: AccuracyPoint[] = useMemo(() => (reviews ? accuracySeries(props.history.games, reviews, props.profile) : []), [reviews, props.history, props.profile]);
  const dateTime = useMemo(() => new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }), [lang]);
  const label = (kind: (typeof LINES)[number]['kind']): string => t(`review.stats.${kind}`);
  const score = (v: number | null): string => (v === null ? '–' : String(v));
  const config = useMemo<ChartConfiguration<'line'>>(
    () => ({
      type: 'line',
      data: {
        labels: points.map((p) => String(p.games)),
        datasets: LINES.map((l) => ({
          label: label(l.kind),
          data: points.map((p) => p[l.kind]),
          borderColor: l.colour,
          backgroundColor: l.colour,
          borderDash: l.dash,
          pointStyle: l.point,
          pointRadius: l.kind === 'overall' ? 4 : 3,
          borderWidth: l.kind === 'overall' ? 3 : 2,
          spanGaps: true,
          tension: 0,
        })),
      },
      options: {
        locale: lang,
        animation: false,
        responsive: true,
        maintainAspectRatio: false,
        scales: {
          // the games in order (the table names them): no axis title, so the short panel keeps its plot
          x: { ticks: { color: INK, maxRotation: 0, autoSkip: true }, grid: { color: GRID } },
          y: { min: 0, max: 100, ticks: { color: INK, stepSize: 50 }, grid: { color: GRID } },
        },
        plugins: {
          legend: { labels: { color: INK, usePointStyle: true, boxWidth: 8, boxHeight: 8, padding: 8, font: { size: 12 } } },
          tooltip: { callbacks: { title: (items) => dateTime.format(new Date(points[items[0]?.dataIndex ?? 0]?.endedAt ?? 0)) } },
        },
      },
    }),
    // label follows t
    [points, lang, dateTime, t],
  );

  if (!reviews) return <p className="muted">{t('stats.loading')}</p>;
  if (points.length === 0) return <p className="muted" data-testid="accuracy-none">{t('review.stats.none')}</p>;
  const last = points[points.length - 1]!;
  const description = t('review.stats.desc', {
    count: points.length,
    last: score(last.overall),
    kinds: LINES.slice(1).map((l) => t('review.stats.kindItem', { kind: label(l.kind), value: score(meanOf(points, l.kind)) })).join(', '),
  });
  return props.mode === 'chart' ? (
    <StatsChart config={config} label={description} testId="chart-accuracy" />
  ) : (
    <div className="history-scroll stats-table-wrap">
      <table className="stats" data-testid="table-accuracy">
        <caption className="sr-only">{description}</caption>
        <thead>
          <tr>
            <th scope="col">{t('stats.game')}</th>
            <th scope="col">{t('stats.date')}</th>
            {LINES.map((l) => <th key={l.kind} scope="col">{label(l.kind)}</th>)}
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.id} data-game={p.id}>
              <td>{p.games}</td>
              <td><time dateTime={p.endedAt}>{dateTime.format(new Date(p.endedAt))}</time></td>
              {LINES.map((l) => <td key={l.kind} data-kind={l.kind}>{score(p[l.kind])}</td>)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
