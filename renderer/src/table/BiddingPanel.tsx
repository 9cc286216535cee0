// The bidding panel: count stepper, face buttons, dudo / calzo / mato / paso / picado.
// Only legal choices are enabled (view.legal); keyboard shortcuts while it is this seat's turn.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Face, SeatAction, SeatView } from '../../../engine/index';
import { FACES } from '../../../engine/index';
import type { Words } from '../i18n/useWords';
import { CALL_KINDS, defaultChoice, isLegalBid, panelModel, pickFaceChoice, stepChoice, type CallKind } from '../logic/panel';
import { oddsOf, percentText } from '../logic/odds';
import { Die2D } from './Die2D';

const CALL_KEYS: Record<string, CallKind> = { d: 'dudo', c: 'calzo', m: 'mato', p: 'paso', i: 'picado' };

export function BiddingPanel(props: {
  view: SeatView;
  words: Words;
  showOdds: boolean;
  enabled: boolean;
  onAct: (a: SeatAction) => void;
  /** What the line under a disabled panel says instead of "wait for your turn" (the tutorial's coach speaks first). */
  waitText?: string;
  /** False where there is no keyboard (the phone page): no "Keys: ..." line on this seat's turn. */
  keyHints?: boolean;
}): React.JSX.Element {
  const { view, words, showOdds, enabled, onAct } = props;
  const { t, i18n } = useTranslation();
  const model = useMemo(() => panelModel(view.legal), [view.legal]);
  const seat = view.seat ?? 0;
  const standing = view.current?.standing ?? null;
  const start = defaultChoice(model, standing?.bid.face ?? null);
  const [choice, setChoice] = useState<{ count: number; face: Face }>(start ?? { count: 1, face: 2 });
  const legalKey = view.legal.map((a) => `${a.type}${a.type === 'bid' ? `${a.count}x${a.face}` : ''}`).join(',');

  useEffect(() => {
    if (start) setChoice(start);
    // a new set of legal actions starts on the least raise
  }, [legalKey]);

  const bidRef = useRef<HTMLButtonElement>(null);
  const blank = view.options.wild === 'blank';
  const canBidNow = enabled && isLegalBid(model, choice.count, choice.face);
  const focused = useRef(false);
  useEffect(() => {
    // the turn starts: keyboard focus comes to the bid button (once it is enabled: the least raise is
    // chosen a render later), or to Dudo when no bid is left, so Enter bids and nothing else is pressed by mistake
    if (!enabled) {
      focused.current = false;
      return;
    }
    if (focused.current) return;
    // a modal dialog open (Settings, Rules) keeps the focus; it gives it to this panel when it closes (issue 42 item 7)
    if (document.querySelector('[role="dialog"][aria-modal="true"]')) return;
    const target = canBidNow ? bidRef.current : model.faces.size === 0 ? bidRef.current?.closest('.panel')?.querySelector<HTMLButtonElement>('.calls button:not([disabled])') : null;
    if (target) {
      target.focus();
      focused.current = true;
    }
  }, [enabled, canBidNow, model]);

  const range = model.faces.get(choice.face);
  const bid = (): void => {
    if (canBidNow) onAct({ type: 'bid', seat, count: choice.count, face: choice.face });
  };
  const call = (kind: CallKind): void => {
    if (enabled && model.calls.has(kind)) onAct({ type: kind, seat } as SeatAction);
  };
  const step = (d: number): void => setChoice((c) => stepChoice(model, c, d));
  const pickFace = (face: Face): void => setChoice((c) => pickFaceChoice(model, c, face));

  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent): void => {
      const target = e.target as HTMLElement | null;
      if (target && (target.tagName === 'INPUT' || target.tagName === 'SELECT' || target.tagName === 'TEXTAREA')) return;
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      const k = e.key.toLowerCase();
      if (k === 'arrowleft' || k === '-') step(-1);
      else if (k === 'arrowright' || k === '+' || k === '=') step(1);
      else if (/^[1-6]$/.test(k)) pickFace(Number(k) as Face);
      else if (k === 'enter' && (target?.tagName !== 'BUTTON')) bid();
      else if (CALL_KEYS[k]) call(CALL_KEYS[k]);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const odds = showOdds ? (standing ? oddsOf(view, standing.bid.count, standing.bid.face) : null) : null;
  const choiceOdds = showOdds && canBidNow ? oddsOf(view, choice.count, choice.face) : null;
  const pct = (x: number): string => percentText(x, i18n.language);
  const bidText = words.bid(choice.count, choice.face);
  // the standing bid's odds (none before the first bid); the chosen bid's follow, with a separator only after them
  const standingLine = view.current?.diceInPlay === null ? t('panel.oddsHidden') : odds ? t('panel.odds', { p: pct(odds.holds), e: pct(odds.exact) }) : null;
  // R-DUDO always; calzo (R-CALZO), mato, paso, picado only where the rules have them
  const shownCalls = CALL_KINDS.filter((k) => k === 'dudo' || view.options[k as 'calzo' | 'mato' | 'paso' | 'picado']);
  const callKeys = Object.entries(CALL_KEYS)
    .filter(([, kind]) => shownCalls.includes(kind))
    .map(([key, kind]) => `, ${key.toUpperCase()} ${t(`panel.${kind}`).toLocaleLowerCase(i18n.language)}`)
    .join('');

  return (
    <section className="panel" aria-label={t('panel.title')} data-my-turn={enabled ? '' : undefined}>
      <div className="panel-row">
        <div className="stepper" role="group" aria-label={t('panel.count')}>
          <button type="button" onClick={() => step(-1)} disabled={!enabled || !range || choice.count <= range.min} aria-label={t('panel.fewer')}>−</button>
          <output className="count" aria-live="polite" aria-label={t('panel.count')}>{choice.count}</output>
          <button type="button" onClick={() => step(1)} disabled={!enabled || !range || choice.count >= range.max} aria-label={t('panel.more')}>+</button>
        </div>
        <div className="faces" role="group" aria-label={t('panel.face')}>
          {FACES.map((f) => (
            <button
              key={f}
              type="button"
              className={`face-btn${choice.face === f ? ' selected' : ''}`}
              aria-pressed={choice.face === f}
              aria-label={words.face(f, true)}
              disabled={!enabled || !model.faces.has(f)}
              onClick={() => pickFace(f)}
            >
              <Die2D face={f} blank={blank} size={34} label="" />
            </button>
          ))}
        </div>
        <button ref={bidRef} type="button" className="primary bid-btn" disabled={!canBidNow} onClick={bid} aria-label={t('panel.bidLabel', { bid: bidText })}>
          {t('panel.bid')} <strong>{bidText}</strong>
        </button>
      </div>
      <div className="panel-row calls">
        {shownCalls.map((k) => (
          <button
            key={k}
            type="button"
            className={`call call-${k}`}
            disabled={!enabled || !model.calls.has(k)}
            onClick={() => call(k)}
            aria-label={t(`panel.${k}`)}
            title={t(`panel.${k}Help`)}
          >
            {t(`panel.${k}`)}
          </button>
        ))}
      </div>
      {showOdds ? (
        <p className="odds" aria-live="polite">
          {standingLine}
          {choiceOdds ? <span>{standingLine ? ' · ' : null}{t('panel.oddsOf', { bid: bidText, p: pct(choiceOdds.holds) })}</span> : null}
        </p>
      ) : null}
      {enabled ? (
        props.keyHints === false ? null : <p className="keys">{t('panel.keys', { calls: callKeys })}</p>
      ) : (
        <p className="keys">{props.waitText ?? t('panel.notYourTurn')}</p>
      )}
    </section>
  );
}
