// A person's results from the kept games, per rule set and against each bot level: the same lists
// on the History (the person chosen) and on their Statistics.
import { useTranslation } from 'react-i18next';
import { percent, type Tally } from '../logic/history';

function TallyList(props: { rows: readonly Tally[]; name: (key: string) => string; pct: (v: number | null) => string }): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <ul className="history-tally">
      {props.rows.map((r) => (
        <li key={r.key}>
          <span>{props.name(r.key)}</span> <span className="muted">{t('history.won', { wins: r.wins, games: r.games, rate: props.pct(percent(r.wins, r.games)) })}</span>
        </li>
      ))}
    </ul>
  );
}

export function Breakdown(props: { name: string; results: { byPreset: readonly Tally[]; byLevel: readonly Tally[] }; pct: (v: number | null) => string; testId?: string }): React.JSX.Element {
  const { t } = useTranslation();
  const { results, pct } = props;
  return (
    <div className="history-breakdown" data-testid={props.testId}>
      <div>
        <h3>{t('history.byPreset', { name: props.name })}</h3>
        <TallyList rows={results.byPreset} pct={pct} name={(k) => t(`presets.${k}.name` as 'presets.chile.name')} />
      </div>
      <div>
        <h3>{t('history.byLevel', { name: props.name })}</h3>
        {results.byLevel.length === 0 ? <p className="muted">{t('history.noBots')}</p> : <TallyList rows={results.byLevel} pct={pct} name={(k) => (k ? t(`levels.${k}` as 'levels.medio', { defaultValue: k }) : t('setup.bot'))} />}
      </div>
    </div>
  );
}
