// The round's bid history, with names and bids in the chosen jargon.
import { useTranslation } from 'react-i18next';
import type { SeatView } from '../../../engine/index';
import type { Words } from '../i18n/useWords';

export function History(props: { view: SeatView; words: Words }): React.JSX.Element {
  const { view, words } = props;
  const { t } = useTranslation();
  const claims = view.current?.claims ?? [];
  return (
    <section className="history" aria-label={t('table.history')}>
      <h2>{t('table.history')}</h2>
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
