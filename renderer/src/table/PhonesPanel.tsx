// Phones mode on the shared screen (issue 28 items 2 and 4): one QR code per phone seat with its
// link beside it (an <a href>, for a laptop as a second device), the person's name and cup, who has
// joined, and a new link on demand (the old one revoked). Open while a phone is missing; then a strip
// that says whose phone the game waits for. The QR library (uqr) loads only when a code is drawn.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhonePairing, PhoneSeatPairing } from '../../../common/contract/index';
import { useGame } from '../state/game';
import { usePairingPanel } from './pairingPanel';

/** The QR code's dark modules as one SVG path (a 4-module quiet zone around it). */
function QrCode(props: { text: string; label: string }): React.JSX.Element {
  const [modules, setModules] = useState<boolean[][] | null>(null);
  useEffect(() => {
    let live = true;
    void import('uqr').then(({ encode }) => {
      if (live) setModules(encode(props.text, { ecc: 'M', border: 0 }).data);
    });
    return () => {
      live = false;
    };
  }, [props.text]);
  if (!modules) return <div className="qr qr-loading" role="img" aria-label={props.label} />;
  const n = modules.length;
  let d = '';
  modules.forEach((row, y) => row.forEach((dark, x) => (d += dark ? `M${x + 4} ${y + 4}h1v1h-1z` : '')));
  return (
    <svg className="qr" role="img" aria-label={props.label} viewBox={`0 0 ${n + 8} ${n + 8}`} shapeRendering="crispEdges" data-qr={props.text}>
      <rect width={n + 8} height={n + 8} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}

function SeatCard(props: { seat: PhoneSeatPairing }): React.JSX.Element {
  const { t } = useTranslation();
  const repair = useGame((s) => s.repairPhone);
  const { seat } = props;
  return (
    <li className={`phone-seat${seat.joined ? ' joined' : ''}`} data-phone-seat={seat.seat} data-joined={seat.joined}>
      <h3>
        <span className="cup-chip" style={{ background: seat.color }} aria-hidden="true" /> {seat.name}
      </h3>
      {seat.joined ? <p className="phone-joined">✓ {t('phones.joined', { name: seat.name })}</p> : <QrCode text={seat.url} label={t('phones.qrOf', { name: seat.name })} />}
      {seat.joined ? null : (
        <p className="phone-link">
          <a href={seat.url} target="_blank" rel="noreferrer">{seat.url}</a>
        </p>
      )}
      <button type="button" onClick={() => void repair(seat.seat)}>{t('phones.repair', { name: seat.name })}</button>
    </li>
  );
}

/** What the shared screen says when the listener cannot serve the phone page (yet): its i18n key, or null (issue 42 item 1). */
export function phonePageNotice(pairing: PhonePairing): 'phones.pageBuilding' | 'phones.pageUnavailable' | null {
  if (pairing.page === 'building') return 'phones.pageBuilding';
  if (pairing.page === 'unavailable') return 'phones.pageUnavailable';
  return null;
}

export function PhonesPanel(props: { pairing: PhonePairing }): React.JSX.Element {
  const { t } = useTranslation();
  const { pairing } = props;
  const session = useGame((s) => s.session);
  const standIn = useGame((s) => s.standIn);
  const moveTo = useGame((s) => s.movePhones);
  const botFor = (seat: number): string | undefined => session?.seats[seat]?.standIn;
  const missing = pairing.seats.filter((s) => !s.joined);
  // open while a phone is missing (a new game, a re-pair), closed once every phone joined; the people may toggle it.
  // Kept in a store: the start roll waits for it to close (issue 42, the last phones game, item g)
  const open = usePairingPanel((s) => s.open);
  const setOpen = usePairingPanel((s) => s.setOpen);
  useEffect(() => setOpen(missing.length > 0), [missing.length]);
  useEffect(() => {
    // after the effect above: once drawn, the panel says whether it is open
    usePairingPanel.getState().setMounted(true);
    return () => usePairingPanel.setState({ open: false, mounted: false });
  }, []);
  const shown = open;
  const notice = phonePageNotice(pairing);
  return (
    <aside className={`phones-panel${shown ? ' open' : ''}`} aria-label={t('phones.title')} data-testid="phones-panel">
      {notice ? <p className="phones-page-notice" role="alert" data-testid="phones-page-notice">{t(notice)}</p> : null}
      <div className="phones-strip" role="status">
        {missing.map((s) =>
          botFor(s.seat) ? (
            <span key={s.seat} className="phone-standin" data-standin={s.seat}>
              {t('phones.standingIn', { name: s.name })}{' '}
              <button type="button" onClick={() => void standIn(s.seat, null)}>{t('phones.giveBack', { name: s.name })}</button>
            </span>
          ) : (
            <span key={s.seat} className="phone-waiting">
              {t('phones.waiting', { name: s.name })}{' '}
              <button type="button" onClick={() => void standIn(s.seat, 'medio')}>{t('phones.standIn', { name: s.name })}</button>
            </span>
          ),
        )}
        {pairing.seats.filter((s) => s.joined).map((s) => (
          <span key={s.seat} className="phone-ok">✓ {s.name}</span>
        ))}
        <button type="button" onClick={() => setOpen(!shown)}>{shown ? t('phones.hide') : t('phones.show')}</button>
      </div>
      {shown ? (
        <>
          <p className="muted">
            {t('phones.scan')} <small>{t('phones.address', { address: pairing.address })}</small>{' '}
            {pairing.addresses.length > 1 ? (
              <select aria-label={t('phones.network')} value={pairing.address.replace(/:\d+$/, '')} onChange={(e) => void moveTo(e.target.value)}>
                {pairing.addresses.map((a) => <option key={a} value={a}>{a}</option>)}
              </select>
            ) : null}
          </p>
          <ul className="phone-seats">{pairing.seats.map((s) => <SeatCard key={s.seat} seat={s} />)}</ul>
        </>
      ) : null}
    </aside>
  );
}
