// Electron's application menu asks the renderer to show something (events.ts `menu`): the setup, the settings,
// the rules (Help, issue 26 item 6). The store's event handler is driven as the host's events drive it.
import { beforeEach, describe, expect, it } from 'vitest';
import { useGame } from '../../renderer/src/state/game';
import { onHostEvent } from '../../renderer/src/state/gameStore/events';
import { useRules } from '../../renderer/src/state/rules';

const drive = (command: 'new-game' | 'settings' | 'rules' | 'learn'): void => onHostEvent(useGame.getState, useGame.setState, { type: 'menu', command });

describe('the application menu’s commands in the renderer', () => {
  beforeEach(() => {
    useRules.getState().close();
    useGame.setState({ screen: 'menu', settingsOpen: false, learnRequested: false });
  });

  it('Help › Rules opens the Rules screen over the screen shown, which stays', () => {
    drive('rules');
    expect(useRules.getState().open).toBe(true);
    expect(useGame.getState().screen).toBe('menu');
  });

  it('Game › New game shows the setup, Settings opens the settings; neither opens the rules', () => {
    drive('new-game');
    expect(useGame.getState().screen).toBe('setup');
    drive('settings');
    expect(useGame.getState().settingsOpen).toBe(true);
    expect(useRules.getState().open).toBe(false);
  });

  it('Help › Learn to play asks the menu for the tutorial; at a table being played it opens the rules at a round instead', () => {
    useGame.setState({ screen: 'history' });
    drive('learn');
    expect(useGame.getState().screen).toBe('menu');
    expect(useGame.getState().learnRequested).toBe(true);
    useGame.setState({ screen: 'table', learnRequested: false });
    drive('learn');
    expect(useGame.getState().screen).toBe('table');
    expect(useGame.getState().learnRequested).toBe(false);
    expect(useRules.getState()).toMatchObject({ open: true, topic: 'round' });
  });
});
