// The bidding panel's model: which choices the legal actions allow (only legal choices enabled).
import type { Face, SeatAction } from '../../../engine/index';

export type CallKind = 'dudo' | 'calzo' | 'mato' | 'paso' | 'picado';
export const CALL_KINDS: readonly CallKind[] = ['dudo', 'calzo', 'mato', 'paso', 'picado'];

export interface PanelModel {
  /** Per face, the range of legal counts (legal bids on a face run from a least count to the table's maximum). */
  readonly faces: ReadonlyMap<Face, { readonly min: number; readonly max: number }>;
  readonly calls: ReadonlySet<CallKind>;
  readonly canBid: boolean;
}

export function panelModel(legal: readonly SeatAction[]): PanelModel {
  const faces = new Map<Face, { min: number; max: number }>();
  const calls = new Set<CallKind>();
  for (const a of legal) {
    if (a.type === 'bid') {
      const f = a.face as Face;
      const r = faces.get(f);
      faces.set(f, r ? { min: Math.min(r.min, a.count), max: Math.max(r.max, a.count) } : { min: a.count, max: a.count });
    } else if ((CALL_KINDS as readonly string[]).includes(a.type)) {
      calls.add(a.type as CallKind);
    }
  }
  return { faces, calls, canBid: faces.size > 0 };
}

export function isLegalBid(model: PanelModel, count: number, face: Face): boolean {
  const r = model.faces.get(face);
  return r !== undefined && count >= r.min && count <= r.max;
}

/** The choice the panel starts on: the least raise on the standing face, else the least bid of the lowest face. */
export function defaultChoice(model: PanelModel, standingFace: Face | null): { count: number; face: Face } | null {
  if (standingFace !== null) {
    const r = model.faces.get(standingFace);
    if (r) return { count: r.min, face: standingFace };
  }
  let best: { count: number; face: Face } | null = null;
  for (const [face, r] of model.faces) {
    if (!best || r.min < best.count || (r.min === best.count && face < best.face)) best = { count: r.min, face };
  }
  return best;
}

/** Picking a face starts the stepper on its least legal count, so a lower legal bid is always offered (R-RAISE, R-ACE-2). */
export function leastCount(model: PanelModel, face: Face): number | null {
  return model.faces.get(face)?.min ?? null;
}

/** Stepping keeps the count within the face's legal range. */
export function clampCount(model: PanelModel, count: number, face: Face): number {
  const r = model.faces.get(face);
  if (!r) return count;
  return Math.min(r.max, Math.max(r.min, count));
}

export interface PanelChoice {
  readonly count: number;
  readonly face: Face;
}

/** A face key or button: the face on its least legal count (unchanged where the face is not legal); the tutorial says face first, then count (issue 42 item 2). */
export function pickFaceChoice(model: PanelModel, choice: PanelChoice, face: Face): PanelChoice {
  const count = leastCount(model, face);
  return count === null ? choice : { face, count };
}

/** The count's − / + (← →, - +): one step, kept within the face's legal range. */
export function stepChoice(model: PanelModel, choice: PanelChoice, d: number): PanelChoice {
  return { ...choice, count: clampCount(model, choice.count + d, choice.face) };
}
