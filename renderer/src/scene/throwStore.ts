// The throw being played: the physics result from the worker, and the human's shake.
import { create } from 'zustand';
import type { ThrowResult } from '../../physics/index';

export interface ThrowState {
  /** The request being thrown (round id) and whether this client waits for a human's shake. */
  roundId: string | null;
  awaitingShake: boolean;
  shaking: boolean;
  result: ThrowResult | null;
  /** When the playback started (performance.now()). */
  startedAt: number;
  /** The game round these dice are for (-1: the high roll for the start). */
  round: number;
  /** Seats of the thrown cups, in the result's order. */
  seats: number[];
  peek: boolean;
  set(patch: Partial<Omit<ThrowState, 'set'>>): void;
}

export const useThrow = create<ThrowState>((set) => ({
  roundId: null,
  awaitingShake: false,
  shaking: false,
  result: null,
  startedAt: 0,
  round: -1,
  seats: [],
  peek: false,
  set: (patch) => set(patch),
}));
