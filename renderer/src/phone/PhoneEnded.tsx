// Issue 42 item 9: the phone page once its game ended. The host said why before closing the
// connection (CLOSE.ended; renderer/src/client/phone.ts): played to its end (and who won), abandoned,
// replaced by another game (with this person's new link, or the new code to scan), or closed. The
// page does not reconnect; nothing of the game is left to play here.
import { useTranslation } from 'react-i18next';
import type { PhoneEnded as Ended } from '../../../common/contract/index';

/** Opens the next game's link: a link on this page's origin changes only the fragment, so the page is loaded again. */
export function openNextLink(url: string, loc: Pick<Location, 'origin' | 'assign' | 'reload'> = location): void {
  loc.assign(url);
  if (new URL(url).origin === loc.origin) loc.reload();
}

export function PhoneEnded(props: { ended: Ended | null; winner: string | null }): React.JSX.Element {
  const { t } = useTranslation();
  const { ended } = props;
  const why = ended?.why ?? 'over';
  const winner = ended?.winner ?? (why === 'over' ? props.winner : null);
  return (
    <main className="phone-screen phone-ended" data-phone-status="ended" data-ended={why}>
      <h1 role="status">{t('phones.over')}</h1>
      {why === 'over' ? winner ? <p className="phone-over">{t('end.title', { name: winner })}</p> : null : <p>{t(`phones.ended.${why}`)}</p>}
      {ended?.nextLink ? (
        <a
          className="button primary big phone-next"
          href={ended.nextLink}
          onClick={(e) => {
            e.preventDefault();
            openNextLink(ended.nextLink!);
          }}
        >
          {t('phones.nextLink')}
        </a>
      ) : ended?.nextGame ? (
        <p>{t('phones.scanNext')}</p>
      ) : (
        <p className="muted">{t('phones.playAgain')}</p>
      )}
    </main>
  );
}
