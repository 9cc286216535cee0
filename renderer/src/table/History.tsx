// The round's bid history, with names and bids in the chosen jargon.
import { useTranslation } from 'react-i18next';
import type { PlayerChange, SeatView } from '../../../engine/index';
import type { Words } from '../i18n/useWords';
import { RoundNotes } from './RoundNotes';
import { comingRound } from '../logic/betweenRounds';

export function History(props: { view: SeatView; words: Words; fallen?: readonly PlayerChange[] }): React.JSX.Element {
  const { view, words, fallen = [] } = props;
  const { t } = useTranslation();
  const claims = view.current?.claims ?? [];
  // between two rounds the bids are the judged round's, and say so
  const coming = comingRound(view);
  const title = coming ? t('table.historyEnded', { n: coming.ended }) : t('table.history');
  return (
    <section className="history" aria-label={title}>
      <h2>{title}</h2>
      <RoundNotes view={view} words={words} />
      {fallen.map((c) => (
        <p key={c.seat} className="fallen" role="status">
          {t('reveal.fallen', { name: words.name(c.seat), count: -(c.dice + c.reserve) })}
        </p>
      ))}
      {claims.length === 0 ? <p className="muted">{t('table.historyEmpty')}</p> : null}
      <ol aria-live="polite">
        {claims.map((c, i) => {
          const name = words.name(c.seat);
          const text =
            c.kind === 'bid'
              ? t(c.salsa ? 'claims.salsa' : 'claims.bid', { name, bid: words.bid(c.bid.count, c.bid.face) })
              : t(`claims.${c.kind}`, { name });
          return <li key={i}>{text}</li>;
        })}
      </ol>
    </section>
  );
}
