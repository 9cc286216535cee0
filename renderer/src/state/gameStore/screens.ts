// Which screen is up, and the dialogs over it.
import type { GameStore, StoreSet } from './types';

type ScreensSlice = Pick<GameStore, 'screen' | 'settingsOpen' | 'replayLoaded' | 'learnRequested' | 'go' | 'openSettings'>;

export function screensSlice(set: StoreSet): ScreensSlice {
  return {
    screen: 'menu',
    settingsOpen: false,
    replayLoaded: null,
    learnRequested: false,

    go(screen) {
      set({ screen });
    },

    openSettings(open) {
      set({ settingsOpen: open });
    },
  };
}
