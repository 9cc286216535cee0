// What the host pushes (contract HostEvent), folded into the store.
import type { GameEvent } from '../../../../engine/index';
import type { HostEvent, ShownAction } from '../../../../common/contract/index';
import { addReveals, pendingRevealOf } from '../../logic/couch';
import { useOnline } from '../online';
import { useRules } from '../rules';
import { enforcePrivacy } from './couch';
import { noteOf, type StoreGet, type StoreSet } from './types';

/** An applied action's events: the start roll's faces, fallen dice, and the reveals to show. */
function onGameEvents(get: StoreGet, set: StoreSet, events: readonly GameEvent[], action: ShownAction): void {
  if (action.type === 'startRoll') set({ startFaces: action.faces });
  if (action.type === 'roll') set({ fallen: events.flatMap((e) => (e.type === 'fallen' ? e.changes : [])) });
  const res = events.flatMap((e) => (e.type === 'resolution' ? [e.resolution] : []));
  if (res.length > 0) set({ reveals: addReveals(get().reveals, res, get().dismissedRound), resolutions: [...get().resolutions, ...res] });
}

/** One host event. */
export function onHostEvent(get: StoreGet, set: StoreSet, event: HostEvent): void {
  switch (event.type) {
    case 'view': {
      const prev = get().view;
      // a new game's first view (no view before) never carries the last game's "thinking"
      const thinking = !prev || prev.toAct !== event.view.toAct ? null : get().thinking;
      set({ view: event.view, shownSeat: event.shownSeat, thinking, botActed: null, acting: false, actionCount: event.actionCount });
      // a reveal the host still waits for (a reload, a resumed game): the view carries it
      const pending = pendingRevealOf(event.view);
      if (pending) set({ reveals: addReveals(get().reveals, [pending], get().dismissedRound) });
      void enforcePrivacy(get, set);
      break;
    }
    case 'session': {
      const before = get().session;
      set({ session: event.session, shownSeat: event.session?.shownSeat ?? get().shownSeat });
      void enforcePrivacy(get, set);
      // phones mode: the shared screen asks for the phones' links once per game (then 'phones' events keep them)
      const shared = event.session?.role.kind === 'shared' && event.session.seats.some((x) => x.phone === true);
      if (!shared) set({ phones: null });
      else if (before?.id !== event.session?.id || get().phones === null || before?.role.kind !== 'shared') void get().loadPhones();
      break;
    }
    case 'phones':
      set({ phones: event.pairing });
      break;
    case 'events':
      onGameEvents(get, set, event.events, event.action);
      break;
    case 'bot-thinking':
      set({ thinking: event.seat });
      break;
    case 'bot-action':
      // the bot has spoken; its words show with the view that follows (a message of their own)
      set({ thinking: null, botActed: event.seat });
      break;
    case 'bot-reasons':
      // told once the round is resolved: a reason may tell what a bot's hidden dice were
      // told again to a page that comes back to the game (a reload, a resume): a round's notes are replaced, not doubled
      set({ botNotes: [...get().botNotes.filter((n) => n.round !== event.round).slice(-200), ...event.reasons.map((r) => noteOf(event.round, r))] });
      break;
    case 'dice-request':
      if (event.purpose === 'start') set({ startFaces: null });
      set({
        diceRequest: {
          roundId: event.roundId,
          purpose: event.purpose,
          cups: event.cups,
          fallenDieLost: event.fallenDieLost,
          deadline: performance.now() + event.deadlineMs,
          deadlineMs: event.deadlineMs,
        },
      });
      break;
    case 'shake':
      // a phone's cup (issue 28 item 3): DiceRoller throws on its release
      set({ phoneShake: { roundId: event.roundId, seat: event.seat, held: event.held } });
      break;
    case 'dice-rolled':
      set({ diceSource: event.source });
      if (get().diceRequest?.roundId === event.roundId) set({ diceRequest: null });
      break;
    case 'menu':
      if (event.command === 'new-game') set({ screen: 'setup' });
      else if (event.command === 'settings') set({ settingsOpen: true });
      else if (event.command === 'rules') useRules.getState().show();
      // Learn to play: from the menu (a game being played is not left for it: its rules open, a round step by step)
      else if (event.command === 'learn') {
        if (get().screen === 'table') useRules.getState().show('round');
        else set({ screen: 'menu', learnRequested: true });
      }
      else set({ screen: 'replay', replayLoaded: event.summary ?? null });
      break;
    case 'error':
      set({ error: event.error });
      break;
    case 'save-pause':
      set({ savePause: event.pause });
      break;
    // issue 38: the online table's lobby and reactions (state/online.ts)
    case 'online-lobby':
      useOnline.getState().lobbyChanged(event.lobby);
      break;
    case 'online-reaction':
      useOnline.getState().reacted(event.reaction);
      break;
    default:
      break;
  }
}
