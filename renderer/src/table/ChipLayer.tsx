// O-ANTE: chips moving over the 2D layer: at a game's start each player's ante slides from their
// seat to the pot badge, at its end the pot slides to the winner (their row on the end screen,
// else their seat). CSS animations timed by the animation speed setting; no motion under
// prefers-reduced-motion, only the numbers. Every move is announced in words (aria-live).
import { useEffect, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Words } from '../i18n/useWords';
import { chipsMoved, type ChipMove } from '../logic/chips';
import { chipPlan, useChipMoves, type ChipBatch } from '../state/chips';
import { useSettings } from '../state/settings';

interface Point {
  readonly x: number;
  readonly y: number;
}

interface Token {
  readonly key: string;
  readonly from: Point;
  readonly to: Point;
  readonly delayMs: number;
  /** The amount, on the move's label (null: a plain chip). */
  readonly label: string | null;
}

interface Flight {
  readonly id: number;
  readonly tokens: readonly Token[];
  readonly ms: number;
  readonly totalMs: number;
  /** Time already flown before this table mounted (a flight cut by a couch hand-over). */
  readonly elapsedMs: number;
}

/** Antes older than this when the table can show them are only announced (ms). */
const STALE_ANTES_MS = 20_000;

function reducedMotion(): boolean {
  return typeof matchMedia !== 'undefined' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function centre(selector: string): Point | null {
  const el = document.querySelector(selector);
  if (!el) return null;
  const r = el.getBoundingClientRect();
  if (r.width === 0 && r.height === 0) return null;
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}

function seatPoint(seat: number): Point | null {
  return centre(`.seat[data-seat="${seat}"]`);
}

/** Where a move starts and lands on screen, if both are there. */
function endsOf(m: ChipMove): { from: Point; to: Point } | null {
  const pot = centre('[data-chip-anchor="pot"]');
  if (m.kind === 'ante') {
    const from = seatPoint(m.seat);
    return from && pot ? { from, to: pot } : null;
  }
  const to = centre(`[data-chip-anchor="end-${m.seat}"]`) ?? seatPoint(m.seat);
  return pot && to ? { from: pot, to } : null;
}

function flightOf(batch: ChipBatch, speed: number, elapsedMs: number): Flight | null {
  const pot = batch.moves.some((m) => m.kind === 'pot');
  const ms = (pot ? 1500 : 900) / speed;
  const stagger = 90 / speed;
  const tokens: Token[] = [];
  for (const m of batch.moves) {
    const ends = endsOf(m);
    if (!ends) continue;
    const n = m.kind === 'pot' ? 6 : 3;
    for (let i = 0; i < n; i++) {
      tokens.push({ key: `${m.kind}-${m.seat}-${i}`, ...ends, delayMs: i * stagger, label: i === 0 ? String(m.amount) : null });
    }
  }
  if (tokens.length === 0) return null;
  const last = Math.max(...tokens.map((t) => t.delayMs));
  return { id: batch.id, tokens, ms, totalMs: ms + last + 120, elapsedMs };
}

/**
 * @param ready the table is laid out for play (bidding, or the end screen) and no reveal is up:
 *   chips move only then, so that they fly between where the seats and the pot really are
 */
export function ChipLayer(props: { words: Words; ready: boolean }): React.JSX.Element {
  const { t } = useTranslation();
  const batch = useChipMoves((s) => s.batches[0] ?? null);
  const done = useChipMoves((s) => s.done);
  const start = useChipMoves((s) => s.start);
  const speed = useSettings((s) => s.animationSpeed);
  const [flight, setFlight] = useState<Flight | null>(null);
  const [said, setSaid] = useState('');

  // measured after the table (and the end screen) are laid out
  useLayoutEffect(() => {
    if (!batch || flight) return;
    if (!props.ready) return;
    const now = performance.now();
    // begun before the table unmounted (couch hand-over): finish the rest, or drop it if its time passed
    const plan = chipPlan(batch, now);
    if (plan.kind === 'skip') {
      done(batch.id);
      return;
    }
    const pot = batch.moves.find((m) => m.kind === 'pot');
    if (plan.kind === 'new') {
      setSaid(
        pot
          ? t('table.potTaken', { name: props.words.name(pot.seat), count: pot.amount })
          : t('table.antesPaid', { count: chipsMoved(batch.moves) }),
      );
    }
    const elapsedMs = plan.kind === 'resume' ? plan.elapsedMs : 0;
    const stale = plan.kind === 'new' && !pot && now - batch.at > STALE_ANTES_MS;
    const next = stale || reducedMotion() ? null : flightOf(batch, speed, elapsedMs);
    if (!next || next.elapsedMs >= next.totalMs) {
      done(batch.id);
      return;
    }
    setFlight(next);
    if (plan.kind === 'new') start(batch.id, { at: now, totalMs: next.totalMs });
  }, [batch, flight, props.ready, speed]);

  useEffect(() => {
    if (!flight) return;
    const timer = setTimeout(() => {
      setFlight(null);
      done(flight.id);
    }, flight.totalMs - flight.elapsedMs);
    return () => clearTimeout(timer);
  }, [flight]);

  return (
    <>
      <p className="sr-only" role="status" aria-live="polite" data-testid="chip-news">{said}</p>
      {flight ? (
        <div className="chip-layer" aria-hidden="true" data-flight={flight.id}>
          {flight.tokens.map((tk) => (
            <span
              key={tk.key}
              className={tk.label ? 'chip-token chip-lead' : 'chip-token'}
              style={
                {
                  left: `${tk.from.x}px`,
                  top: `${tk.from.y}px`,
                  '--dx': `${tk.to.x - tk.from.x}px`,
                  '--dy': `${tk.to.y - tk.from.y}px`,
                  animationDuration: `${flight.ms}ms`,
                  animationDelay: `${tk.delayMs - flight.elapsedMs}ms`,
                } as React.CSSProperties
              }
            >
              {tk.label}
            </span>
          ))}
        </div>
      ) : null}
    </>
  );
}
