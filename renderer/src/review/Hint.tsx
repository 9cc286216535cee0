// "What would Maestro do?" (issue 40 item 5, key H): on the person's turn in a game whose table allows hints
// (the host says so: SessionInfo.hints; a solo game against bots, a couch table that allows them, never online),
// the reference move, the chances of the standing bid from what the seat sees, the values of the best moves
// with their kind, and the reason. The host counts the ask as a hinted decision (game:hint).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatAction, SeatView } from '../../../engine/index';
import type { ReviewHint } from '../../../common/contract/index';
import type { Words } from '../i18n/useWords';
import { useGame } from '../state/game';
import { certaintyOf } from './fromHost';
import { useSpeech } from './useSpeech';
import { certaintyText, percentText } from './words';

type T = (key: string, vars?: Record<string, unknown>) => string;

/** A move as the bidding panel names it: "Bid three fours", "Dudo". */
export function moveWords(a: SeatAction, t: T, words: Pick<Words, 'bid'>): string {
  if (a.type === 'bid') return t('panel.bidLabel', { bid: words.bid(a.count, a.face as never) });
  if (a.type === 'obligar' || a.type === 'direction') return t(`claims.${a.type}`, { name: '' }).trim();
  return t(`panel.${a.type}`);
}

export function Hint(props: { view: SeatView; words: Words; enabled: boolean }): React.JSX.Element | null {
  const { view, words, enabled } = props;
  const { t } = useTranslation();
  const tt = t as unknown as T;
  const client = useGame((s) => s.client);
  const actionCount = useGame((s) => s.actionCount);
  const speech = useSpeech(null);
  const [hint, setHint] = useState<ReviewHint | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const ask = useRef<() => void>(() => undefined);

  // a hint is for one turn: gone once anyone acts
  useEffect(() => {
    setHint(null);
    setProblem(null);
  }, [actionCount]);

  ask.current = () => {
    if (!enabled || busy || !client || view.seat === null) return;
    setBusy(true);
    setProblem(null);
    void client.invoke('game:hint', { seat: view.seat }).then((r) => {
      setBusy(false);
      if (r.ok) setHint(r.value);
      else setProblem(r.error.code === 'HINT_REFUSED' ? t('review.hint.off') : t('review.hint.failed', { message: r.error.message }));
    });
  };

  useEffect(() => {
    if (!enabled) return;
    const down = (e: KeyboardEvent): void => {
      if (e.key !== 'h' && e.key !== 'H') return;
      if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
      const target = e.target as HTMLElement | null;
      if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT')) return;
      e.preventDefault();
      ask.current();
    };
    window.addEventListener('keydown', down);
    return () => window.removeEventListener('keydown', down);
  }, [enabled]);

  if (!enabled && !hint) return null;
  const pct = (p: number): string => percentText(p, speech.language);
  return (
    <section className="hint" aria-live="polite" data-testid="hint">
      {enabled ? (
        <button type="button" className="hint-ask" aria-keyshortcuts="H" disabled={busy} onClick={() => ask.current()}>
          {t('review.hint.ask')} <kbd>{t('review.hint.key')}</kbd>
        </button>
      ) : null}
      {busy ? <p className="muted">{t('review.hint.thinking')}</p> : null}
      {problem ? <p className="muted" role="status">{problem}</p> : null}
      {hint ? (
        <div className="hint-body" data-move={hint.action.type} data-action={JSON.stringify(hint.action)}>
          <div className="review-head">
            <strong>{t('review.hint.move', { move: moveWords(hint.action, tt, words) })}</strong>
            <button type="button" className="review-close" onClick={() => setHint(null)} aria-label={t('review.hint.close')} title={t('review.hint.close')}>✕</button>
          </div>
          {hint.chances ? <p>{t('review.hint.chances', { bid: words.bid(hint.chances.bid.count, hint.chances.bid.face), p: pct(hint.chances.true) })}</p> : null}
          <ul>
            {hint.best.map((b, i) => (
              <li key={i}>
                {t(`review.hint.loss.${hint.measure === 'game-loss' ? 'game' : 'round'}`, { move: moveWords(b.action, tt, words), p: pct(b.value.loss) })} ({certaintyText(certaintyOf(hint.valueKind, b.value), speech)})
              </li>
            ))}
          </ul>
          <p>{t('review.hint.why', { reason: words.reason(hint.reason).sentence })}</p>
          <p className="muted hint-note">{t('review.hint.counted')}</p>
        </div>
      ) : null}
    </section>
  );
}
