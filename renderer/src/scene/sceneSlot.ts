// Where the live table's 3D scene is shown (issue 12): the table screen's felt lends a slot while it
// is mounted; the scene itself (its WebGL context, compiled shaders and uploaded textures) lives on
// at the app's level between games and couch hand-overs, and is moved into the slot, never rebuilt.
import { create } from 'zustand';

export interface SceneSlotState {
  /** The element the scene is shown in; null: no table on screen (the scene is kept, not drawn). */
  slot: HTMLElement | null;
  /** Counts the times a slot was lent: the scene's pieces are mounted afresh for each. */
  lent: number;
  lend(slot: HTMLElement): void;
  /** Takes the slot back (only if it is still the one lent). */
  takeBack(slot: HTMLElement): void;
}

export const useSceneSlot = create<SceneSlotState>((set, get) => ({
  slot: null,
  lent: 0,
  lend: (slot) => set({ slot, lent: get().lent + 1 }),
  takeBack: (slot) => {
    if (get().slot === slot) set({ slot: null });
  },
}));
