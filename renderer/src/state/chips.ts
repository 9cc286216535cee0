// O-ANTE: the chip moves waiting to be shown. Each new session snapshot from the host is
// compared with the one before (logic/chips.ts); the table's chip layer plays and removes them.
import { create } from 'zustand';
import { resolveRules } from '../../../engine/index';
import { chipMoves, type ChipMove } from '../logic/chips';
import { useGame } from './game';

export interface ChipBatch {
  readonly id: number;
  readonly moves: readonly ChipMove[];
  /** performance.now() when the host's snapshot came. */
  readonly at: number;
}

interface ChipStore {
  batches: readonly ChipBatch[];
  /** The batch was shown (or announced): drop it. */
  done(id: number): void;
}

let nextId = 1;

export const useChipMoves = create<ChipStore>((set, get) => ({
  batches: [],
  done: (id) => set({ batches: get().batches.filter((b) => b.id !== id) }),
}));

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
