// Issue 27, item 1: the reveal read on the 3D table. When the cups come up the camera visits each
// shown hand in turn, from the caller's neighbour round the table, close enough that every die reads
// (its top face 32 px and more at 1280×800); the counted dice of the hand light one after another
// while the tally on the table counts them (wild dice apart), then the camera rises over the whole
// table and the verdict is shown. At most 6 s at the normal animation speed, scaled by the setting;
// Enter, a click or a tap skips to the still reveal at once; under prefers-reduced-motion the reveal
// is still from the start. Pure timing (the plan) beside a small store (the tour shown now).
import { create } from 'zustand';

/** Seconds (at animation speed 1) the camera spends on each hand: moving there, then the dice lighting. */
export const VISIT_S = 0.75;
/** Seconds (at speed 1) of the move into the whole-table view before the verdict shows. */
export const VERDICT_S = 0.6;
/** Within a visit: the move (no die lights before it), then the dice light over this span. */
const MOVE_S = 0.28;
const LIGHT_S = 0.4;

export type Mark = 'counted' | 'wild' | null;

/** One hand shown at the reveal: its seat and the mark of each of its dice (hand order). */
export interface TourHand {
  readonly seat: number;
  readonly marks: readonly Mark[];
}

export interface TourPlan {
  /** The hands in the order the camera visits them (from the caller's neighbour round the table). */
  readonly visits: readonly TourHand[];
  /** Seconds at speed 1 from the start to the verdict (the still reveal). */
  readonly length: number;
}

/** The order of the visits: the seats holding a shown hand, from the caller's neighbour round the table (the caller last). */
export function visitOrder(caller: number, hands: readonly (readonly number[])[]): number[] {
  const n = hands.length;
  const out: number[] = [];
  for (let i = 1; i <= n; i++) {
    const seat = (caller + i) % n;
    if ((hands[seat]?.length ?? 0) > 0) out.push(seat);
  }
  return out;
}

export function planTour(caller: number, hands: readonly (readonly number[])[], markOf: (face: number) => Mark): TourPlan {
  const visits = visitOrder(caller, hands).map((seat) => ({ seat, marks: hands[seat]!.map(markOf) }));
  return { visits, length: visits.length * VISIT_S + VERDICT_S };
}

/** What the tour shows at `t` seconds (at speed 1) from its start. */
export interface TourFrame {
  /** Index of the hand the camera is on (visits), or null: the whole table (after the visits, or none). */
  readonly visit: number | null;
  /** Dice lit so far (counted or wild), and of them wild. */
  readonly counted: number;
  readonly wild: number;
  /** Per visit, per die: whether its mark shows yet. */
  readonly lit: (visit: number, die: number) => boolean;
  /** The verdict is shown (the tour is over: the still reveal). */
  readonly done: boolean;
}

export function tourFrame(plan: TourPlan, t: number): TourFrame {
  const done = t >= plan.length;
  const at = Math.max(0, t);
  const visit = done || plan.visits.length === 0 ? null : Math.min(plan.visits.length - 1, Math.floor(at / VISIT_S));
  /** Per visit, the time (from the start) each marked die lights (Infinity: never, unmarked). */
  const litAt = (v: number, k: number): number => {
    const marks = plan.visits[v]!.marks;
    if (!marks[k]) return Infinity;
    const order = marks.slice(0, k).filter(Boolean).length;
    const n = marks.filter(Boolean).length;
    return v * VISIT_S + MOVE_S + (order * LIGHT_S) / Math.max(1, n);
  };
  const lit = (v: number, k: number): boolean => done || at >= litAt(v, k);
  let counted = 0;
  let wild = 0;
  plan.visits.forEach((h, v) =>
    h.marks.forEach((m, k) => {
      if (m && lit(v, k)) {
        counted++;
        if (m === 'wild') wild++;
      }
    }),
  );
  return { visit, counted, wild, lit, done };
}

/**
 * The tour of a reveal. Its clock (`elapsed`, seconds at speed 1) is advanced by the scene's frames
 * (advanceTour) with their time, except that a hand is left only once MIN_FRAMES frames were drawn
 * on it: a frame that took long (the first reveal compiles the marks' shaders, a software GL draws a
 * frame or two a second) never jumps over a hand; there the tour plays longer than planned.
 */
export interface Tour {
  readonly round: number;
  readonly plan: TourPlan;
  readonly speed: number;
  readonly skipped: boolean;
  /** Mutable: seconds (at speed 1) played. */
  elapsed: number;
  /** Mutable: the visit the last frames were drawn on, and how many. */
  visitShown: number;
  framesOnVisit: number;
}

/** Frames drawn on each hand before the camera moves on (the first moves the camera there). */
export const MIN_FRAMES = 2;

export interface RevealTourState {
  /** The tour of the reveal shown (null: none): its round, plan, when it began and at what speed. */
  tour: Tour | null;
  /** Starts the tour of a reveal (once per round; `still`: shown still at once, reduced motion). */
  begin(round: number, plan: TourPlan, speed: number, still: boolean): void;
  /** Enter, a click or a tap: the still reveal at once. */
  skip(): void;
  clear(): void;
}

/** A tour played on the table, for the UI benchmark and the e2e tests (window.__dudoRevealTours). */
export interface TourRecord {
  round: number;
  speed: number;
  /** performance.now() at its start, and the planned length (ms at its speed). */
  start: number;
  plannedMs: number;
  /** performance.now() when skipped, if it was. */
  skippedAt?: number;
  /** performance.now() when the verdict showed (played to its end, or skipped). */
  end?: number;
}

function records(): TourRecord[] {
  const w = globalThis as { __dudoRevealTours?: TourRecord[] };
  return (w.__dudoRevealTours ??= []);
}

export const useRevealTour = create<RevealTourState>((set, get) => ({
  tour: null,
  begin: (round, plan, speed, still) => {
    if (get().tour?.round === round) return;
    const start = performance.now();
    const tour = newTour(round, plan, speed, still);
    const s = tour.speed;
    set({ tour });
    records().push({ round, speed: s, start, plannedMs: still ? 0 : (plan.length * 1000) / s, ...(still ? { end: start } : {}) });
  },
  skip: () => {
    const tour = get().tour;
    if (!tour || tour.skipped || tourElapsed(tour) >= tour.plan.length) return;
    set({ tour: { ...tour, skipped: true } });
    const r = records().findLast((x) => x.round === tour.round);
    if (r) {
      r.skippedAt = performance.now();
      r.end ??= r.skippedAt;
    }
  },
  clear: () => set({ tour: null }),
}));

/**
 * Issue 27: the tally on the felt while a reveal is read (RevealTally sets it): the seat cards keep clear of
 * it from the frame it appears in (SeatAnchors reads it each frame; a query of the page twice a second let a
 * card moving with the camera slip under it for up to half a second).
 */
export const shownTally: { current: HTMLElement | null } = { current: null };

/** Advances the tour shown by one frame of `delta` seconds (the scene's frame loop calls it; `hold`: see stepTour). */
export function advanceTour(delta: number, hold = false): void {
  const tour = useRevealTour.getState().tour;
  if (!tour || tour.skipped || tour.elapsed >= tour.plan.length) return;
  stepTour(tour, delta, hold);
  if (tour.elapsed >= tour.plan.length) {
    const r = records().findLast((x) => x.round === tour.round);
    if (r) r.end ??= performance.now();
  }
}

/**
 * One frame of `delta` seconds on a tour's clock (the live table's, above; the replay's at a challenge
 * keeps its own tour, issue 27): a hand is left only once MIN_FRAMES frames were drawn on it, and not
 * while `hold` (the camera still on its way to it).
 */
export function stepTour(tour: Tour, delta: number, hold = false): void {
  if (tour.skipped || tour.elapsed >= tour.plan.length) return;
  // the visit this frame is drawn on (it was chosen before the frame's time is added)
  const v = Math.floor(tour.elapsed / VISIT_S);
  if (v !== tour.visitShown) {
    tour.visitShown = v;
    tour.framesOnVisit = 0;
  }
  tour.framesOnVisit++;
  let next = tour.elapsed + Math.max(0, delta) * tour.speed;
  if (v < tour.plan.visits.length && hold) {
    // the camera has not come to this hand yet (issue 27: a long first frame left the replay's first hand unread):
    // its clock waits where the dice start to light, and its frames are counted from the camera's arrival (a slow
    // machine's travel used up the whole visit, and the hand was shown for one frame)
    tour.framesOnVisit = 0;
    next = Math.max(tour.elapsed, Math.min(next, v * VISIT_S + MOVE_S - 1e-6));
  } else if (v < tour.plan.visits.length) {
    // not past this hand before its frames were drawn, never past the next one's start in one frame
    next = Math.min(next, tour.framesOnVisit < MIN_FRAMES ? (v + 1) * VISIT_S - 1e-6 : (v + 1) * VISIT_S);
  }
  tour.elapsed = Math.min(tour.plan.length, next);
}

/** A tour kept outside the store (the replay's): from its start, or still (reduced motion: its end at once). */
export function newTour(round: number, plan: TourPlan, speed: number, still: boolean): Tour {
  return { round, plan, speed: Math.max(0.05, speed), skipped: still, elapsed: still ? plan.length : 0, visitShown: -1, framesOnVisit: 0 };
}

/** Seconds (at speed 1) the tour has run: its whole length once skipped. */
export function tourElapsed(tour: Tour): number {
  return tour.skipped ? tour.plan.length : tour.elapsed;
}

/** Whether the tour is still playing (not over, not skipped). */
export function tourPlaying(): boolean {
  const tour = useRevealTour.getState().tour;
  return tour !== null && tourElapsed(tour) < tour.plan.length;
}
