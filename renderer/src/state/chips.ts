// O-ANTE: the chip moves waiting to be shown. Each new session snapshot from the host is
// compared with the one before (logic/chips.ts); the table's chip layer plays and removes them.
// A flight begun is marked here (not in the layer's state), so that a table mounted again after a
// couch hand-over finishes it or drops it, and never plays or announces it twice.
import { create } from 'zustand';
import { resolveRules } from '../../../engine/index';
import { chipMoves, chipsBeforeMoves, type ChipCounts, type ChipMove } from '../logic/chips';
import { useGame } from './game';

/** A batch's flight has begun (and was announced): when, and how long it lasts. */
export interface ChipFlightStart {
  /** performance.now() when the chips began to move. */
  readonly at: number;
  readonly totalMs: number;
}

export interface ChipBatch {
  readonly id: number;
  readonly moves: readonly ChipMove[];
  /** performance.now() when the host's snapshot came. */
  readonly at: number;
  /** Set once its flight begins: a table mounted again (couch hand-over) neither replays nor re-announces it. */
  readonly started?: ChipFlightStart;
}

/** What a chip layer does with the first waiting batch when it can show it. */
export type ChipPlan =
  /** Not shown yet: announce it and fly it from the start. */
  | { readonly kind: 'new' }
  /** Its flight was cut (the table unmounted): fly the rest, without a second announcement. */
  | { readonly kind: 'resume'; readonly elapsedMs: number }
  /** Its flight's time has passed: drop it, without showing or announcing it again. */
  | { readonly kind: 'skip' };

/** O-ANTE: a batch's plan at `now` (performance.now()). Pure. */
export function chipPlan(batch: ChipBatch, now: number): ChipPlan {
  if (!batch.started) return { kind: 'new' };
  const elapsedMs = Math.max(0, now - batch.started.at);
  return elapsedMs >= batch.started.totalMs ? { kind: 'skip' } : { kind: 'resume', elapsedMs };
}

/** The batches with `id` marked as started (a batch already started keeps its first start). Pure. */
export function markStarted(batches: readonly ChipBatch[], id: number, start: ChipFlightStart): readonly ChipBatch[] {
  return batches.map((b) => (b.id === id && !b.started ? { ...b, started: start } : b));
}

interface ChipStore {
  batches: readonly ChipBatch[];
  /** The batch's flight begins now (it was announced): remembered across a remount of the table. */
  start(id: number, start: ChipFlightStart): void;
  /** The batch was shown (or announced): drop it. */
  done(id: number): void;
}

let nextId = 1;

export const useChipMoves = create<ChipStore>((set, get) => ({
  batches: [],
  start: (id, start) => set({ batches: markStarted(get().batches, id, start) }),
  done: (id) => set({ batches: get().batches.filter((b) => b.id !== id) }),
}));

/**
 * O-ANTE: a session's chips and pot to show: a seat's number changes when its chips land, not when
 * the host's snapshot comes. Only the live session's moves count (a replay's table has none).
 */
export function useChipsShown(session: { readonly id?: string; readonly match: ChipCounts } | null | undefined): ChipCounts | null {
  const batches = useChipMoves((s) => s.batches);
  const liveId = useGame((s) => s.session?.id);
  if (!session) return null;
  const live = session.id !== undefined && session.id === liveId;
  return live && batches.length > 0 ? chipsBeforeMoves(session.match, batches.flatMap((b) => b.moves)) : session.match;
}

useGame.subscribe((state, prev) => {
  const after = state.session;
  if (!after || after === prev.session) return;
  const before = prev.session;
  // another session: what waited for the old one is dropped
  const kept = before && before.id === after.id ? useChipMoves.getState().batches : [];
  let ante = 0;
  try {
    ante = resolveRules(after.rules).ante;
  } catch {
    ante = 0;
  }
  const moves = chipMoves(before, after, ante);
  useChipMoves.setState({ batches: moves.length > 0 ? [...kept, { id: nextId++, moves, at: performance.now() }] : kept });
});
