// The physical throw: the host's dice request, the faces sent back, and the table's readiness for it.
import type { GameStore, StoreGet, StoreSet } from './types';

type DiceSlice = Pick<GameStore, 'diceRequest' | 'startFaces' | 'diceSource' | 'fallen' | 'phoneShake' | 'sendDice' | 'diceReady' | 'diceSettled' | 'shakeCup' | 'watchTable'>;

export function diceSlice(set: StoreSet, get: StoreGet): DiceSlice {
  return {
    diceRequest: null,
    startFaces: null,
    diceSource: null,
    fallen: [],
    phoneShake: null,

    async sendDice(roundId, cups) {
      const client = get().client;
      if (!client) return false;
      const r = await client.invoke('dice:result', { roundId, cups });
      if (get().diceRequest?.roundId === roundId) set({ diceRequest: null });
      // BAD_DICE: a stale throw; NOT_YOUR_SEAT: this screen does not hold the table (a watcher): the host labels the dice itself
      if (!r.ok && r.error.code !== 'BAD_DICE' && r.error.code !== 'NOT_YOUR_SEAT') set({ error: r.error });
      return r.ok;
    },

    diceReady(roundId) {
      void get().client?.invoke('dice:ready', { roundId });
    },

    diceSettled(roundId) {
      void get().client?.invoke('dice:settled', { roundId });
    },

    async shakeCup(roundId, held) {
      const r = await get().client?.invoke('dice:shake', { roundId, held });
      return r?.ok ?? false;
    },

    async watchTable(watching, dice3d) {
      await get().client?.invoke('client:table', { watching, dice3d });
    },
  };
}
