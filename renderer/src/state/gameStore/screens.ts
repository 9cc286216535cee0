// Which screen is up, and the dialogs over it.
import type { GameStore, StoreSet } from './types';

type ScreensSlice = Pick<GameStore, 'screen' | 'settingsOpen' | 'replayLoaded' | 'go' | 'openSettings'>;

export function screensSlice(set: StoreSet): ScreensSlice {
  return {
    screen: 'menu',
    settingsOpen: false,
    replayLoaded: null,

    go(screen) {
      set({ screen });
    },

    openSettings(open) {
      set({ settingsOpen: open });
    },
  };
}
