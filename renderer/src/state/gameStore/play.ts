// The game being played: starting, resuming and leaving it, acting, hand-overs and reveals.
import { afterSessionChange, couchPublic } from './couch';
import { refreshInfo } from './connection';
import type { GameStore, StoreGet, StoreSet } from './types';

type PlaySlice = Pick<
  GameStore,
  | 'session'
  | 'view'
  | 'shownSeat'
  | 'handOverTo'
  | 'thinking'
  | 'botActed'
  | 'botNotes'
  | 'reveals'
  | 'dismissedRound'
  | 'resolutions'
  | 'busy'
  | 'acting'
  | 'actionCount'
  | 'newGame'
  | 'startTutorial'
  | 'act'
  | 'confirmHandOver'
  | 'dismissReveal'
  | 'nextGame'
  | 'resume'
  | 'abandon'
  | 'leave'
>;

export function playSlice(set: StoreSet, get: StoreGet): PlaySlice {
  return {
    session: null,
    view: null,
    shownSeat: null,
    handOverTo: null,
    thinking: null,
    botActed: null,
    botNotes: [],
    reveals: [],
    dismissedRound: 0,
    resolutions: [],
    busy: false,
    acting: false,
    actionCount: 0,

    async newGame(setup) {
      const client = get().client;
      if (!client) return false;
      set({ busy: true, reveals: [], dismissedRound: 0, resolutions: [], botNotes: [], view: null, handOverTo: null, shownSeat: null, thinking: null, botActed: null });
      const r = await client.invoke('game:new', setup);
      set({ busy: false });
      if (!r.ok) {
        set({ error: r.error });
        return false;
      }
      set({ session: r.value, shownSeat: r.value.shownSeat, screen: 'table' });
      void client.invoke('settings:set', { patch: { lastSetup: setup } }).then((s) => s.ok && set({ hostSettings: s.value }));
      await afterSessionChange(get, set);
      return true;
    },

    async startTutorial(name, dice3d, lesson) {
      const client = get().client;
      if (!client) return false;
      set({ busy: true, reveals: [], dismissedRound: 0, resolutions: [], botNotes: [], view: null, handOverTo: null, shownSeat: null, thinking: null });
      // issue 42 item 4: a lesson other than the guided game is named
      const r = await client.invoke('tutorial:start', lesson ? { name, dice3d, lesson } : { name, dice3d });
      set({ busy: false });
      if (!r.ok) {
        set({ error: r.error });
        return false;
      }
      set({ session: r.value, shownSeat: r.value.shownSeat, screen: 'table' });
      await afterSessionChange(get, set);
      return true;
    },

    async act(action) {
      const client = get().client;
      if (!client) return false;
      if (get().acting) return false;
      set({ acting: true });
      const r = await client.invoke('game:act', { action });
      if (!r.ok) set({ error: r.error, acting: false });
      return r.ok;
    },

    async confirmHandOver() {
      const { handOverTo, client } = get();
      if (handOverTo === null || !client) return;
      set({ handOverTo: null });
      const r = await client.invoke('game:show', { seat: handOverTo });
      if (r.ok) set({ session: r.value, shownSeat: r.value.shownSeat });
    },

    dismissReveal() {
      const [shown, ...rest] = get().reveals;
      if (!shown) return;
      set({ reveals: rest, dismissedRound: Math.max(get().dismissedRound, shown.round) });
      const client = get().client;
      if (!client) return;
      // couch play: the next hand appears only after the hand-over; then the host may roll the next round
      void couchPublic(get, set).then(() => client.invoke('round:continue', { round: shown.round }));
    },

    async nextGame() {
      const client = get().client;
      if (!client) return;
      const r = await client.invoke('game:next', {});
      if (!r.ok) set({ error: r.error });
      else set({ session: r.value, reveals: [], dismissedRound: 0, resolutions: [], botNotes: [], shownSeat: r.value.shownSeat, thinking: null, botActed: null });
      await afterSessionChange(get, set);
    },

    async resume() {
      const client = get().client;
      if (!client) return;
      // a resumed game may stand at a reveal: this table says it watches before the host plays on
      await client.invoke('client:table', { watching: true, dice3d: true }); // the table screen says again once mounted
      set({ reveals: [], dismissedRound: 0 });
      const r = await client.invoke('game:resume', {});
      if (!r.ok) {
        set({ error: r.error });
        await client.invoke('client:table', { watching: false, dice3d: false });
      } else set({ session: r.value, shownSeat: r.value.shownSeat, screen: 'table', resolutions: [] });
      await afterSessionChange(get, set);
    },

    async abandon() {
      await get().client?.invoke('game:abandon', {});
      set({ session: null, view: null, screen: 'menu', reveals: [], handOverTo: null, diceRequest: null, thinking: null, botActed: null });
      void refreshInfo(get, set);
    },

    leave(screen) {
      set({ screen, view: null, session: null, reveals: [], handOverTo: null, diceRequest: null, thinking: null, botActed: null });
      void refreshInfo(get, set);
    },
  };
}
