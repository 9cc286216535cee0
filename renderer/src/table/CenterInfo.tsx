// The middle of the felt: whose turn it is (or what just happened, in a replay) and the standing
// bid with who made it. Shared by the live table and the replay viewer.
import { useTranslation } from 'react-i18next';
import type { Bid } from '../../../engine/index';
import type { Words } from '../i18n/useWords';

export function CenterInfo(props: {
  /** The line above the bid: whose turn, or the step's action. */
  text: string;
  /** The bid standing, with its maker; null: none shown. */
  standing: { readonly seat: number; readonly bid: Bid } | null | undefined;
  /** Say "no bid yet" where no bid stands (while a round is bid). */
  noBid: boolean;
  words: Words;
  children?: React.ReactNode;
}): React.JSX.Element {
  const { text, standing, noBid, words } = props;
  const { t } = useTranslation();
  return (
    <div className="center-info">
      <p className="turn" role="status" aria-live="polite">{text}</p>
      <p className="standing">
        {standing ? (
          <>
            <span className="muted">{t('table.standing')} </span>
            <strong data-testid="standing">{words.bid(standing.bid.count, standing.bid.face)}</strong>
            <span className="muted"> ({words.name(standing.seat)})</span>
          </>
        ) : noBid ? (
          <span className="muted">{t('table.noBid')}</span>
        ) : null}
      </p>
      {props.children}
    </div>
  );
}
