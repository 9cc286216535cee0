// Where a screen was opened from (issue 42 item 8): the replay's Back returns there (History or the menu),
// and the menu's Statistics entry opens the History on a person's Statistics.
import { create } from 'zustand';

export type ReplayOpener = 'menu' | 'history';

interface Trail {
  /** The screen the replay's Back returns to. */
  replayFrom: ReplayOpener;
  /** The History opens on a person's Statistics (the menu's Statistics entry), once. */
  statsFirst: boolean;
  set(patch: Partial<Pick<Trail, 'replayFrom' | 'statsFirst'>>): void;
}

export const useTrail = create<Trail>((set) => ({
  replayFrom: 'menu',
  statsFirst: false,
  set: (patch) => set(patch),
}));
