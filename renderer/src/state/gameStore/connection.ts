// The connection to the host and what it keeps for the app: its info, its settings, errors, the save pause.
import { createClient } from '../../client/index';
import { useOnline } from '../online';
import { onHostEvent } from './events';
import type { GameStore, StoreGet, StoreSet } from './types';

type ConnectionSlice = Pick<
  GameStore,
  | 'client' | 'connected' | 'info' | 'hostSettings' | 'error' | 'savePause' | 'connect' | 'loadHostSettings' | 'patchHostSettings' | 'exportRecord' | 'clearError' | 'retrySave'
  | 'phones' | 'loadPhones' | 'repairPhone' | 'standIn' | 'movePhones'
>;

/** The settings:get under way, if any. */
let settingsRequest: Promise<boolean> | null = null;

/** app:info again (the menu's "Return to the game" and resume offer follow the host). */
export async function refreshInfo(get: StoreGet, set: StoreSet): Promise<void> {
  const r = await get().client?.invoke('app:info', {});
  if (r?.ok) set({ info: r.value });
}

export function connectionSlice(set: StoreSet, get: StoreGet): ConnectionSlice {
  return {
    client: null,
    connected: false,
    info: null,
    hostSettings: null,
    error: null,
    savePause: null,
    phones: null,

    async loadPhones() {
      const r = await get().client?.invoke('phones:pairing', {});
      if (r?.ok) set({ phones: r.value });
    },

    async repairPhone(seat) {
      const r = await get().client?.invoke('phones:repair', { seat });
      if (r && !r.ok) set({ error: r.error });
      else if (r?.ok) set({ phones: r.value });
    },

    async movePhones(address) {
      const r = await get().client?.invoke('phones:address', { address });
      if (r && !r.ok) set({ error: r.error });
      else if (r?.ok) set({ phones: r.value });
    },

    async standIn(seat, level) {
      const r = await get().client?.invoke('phones:standin', { seat, level });
      if (r && !r.ok) set({ error: r.error });
    },

    async connect(given) {
      if (get().client) return;
      const client = given ?? createClient();
      set({ client });
      client.onEvent((event) => onHostEvent(get, set, event));
      // issue 38 item 5: a page opened from an invite link goes straight to Join, the link filled in
      if (client.transport === 'room' && typeof location !== 'undefined') {
        useOnline.setState({ view: 'join', invite: location.href });
        set({ screen: 'online' });
      }
      const [info] = await Promise.all([client.invoke('app:info', {}), get().loadHostSettings()]);
      set({ connected: info.ok, info: info.ok ? info.value : null, savePause: info.ok ? (info.value.savePause ?? null) : null });
      if (!info.ok) set({ error: info.error });
    },

    loadHostSettings() {
      const client = get().client;
      if (!client) return Promise.resolve(false);
      // one request at a time: a change made while it is under way waits for its answer
      settingsRequest ??= client.invoke('settings:get', {}).then((r) => {
        settingsRequest = null;
        // a failure shows (error toast); the settings store keeps changes and asks again
        if (r.ok) set({ hostSettings: r.value });
        else set({ error: r.error });
        return r.ok;
      });
      return settingsRequest;
    },

    async patchHostSettings(patch) {
      const client = get().client;
      if (!client) return false;
      const r = await client.invoke('settings:set', { patch });
      if (r.ok) set({ hostSettings: r.value });
      else set({ error: r.error });
      return r.ok;
    },

    async exportRecord() {
      const client = get().client;
      if (!client) return null;
      const r = await client.invoke('record:export', {});
      if (!r.ok) {
        set({ error: r.error });
        return null;
      }
      return r.value;
    },

    clearError() {
      set({ error: null });
    },

    async retrySave() {
      // the answer comes as a save-pause event (null once saved); a failure keeps the banner up
      await get().client?.invoke('storage:retry', {});
    },
  };
}
