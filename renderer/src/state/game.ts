// The table's state in the renderer: what the host pushed (session, the shown seat's view, events) plus what the
// screens need (hand-over, reveals, bot reasons). Only this store talks to the client. One zustand store made of
// slices, one per concern (gameStore/): the connection and the host's data, the screens, the game being played
// (couch hand-overs and reveals), and the physical throw; host events are folded in by gameStore/events.ts.
import { create } from 'zustand';
import { connectionSlice } from './gameStore/connection';
import { diceSlice } from './gameStore/dice';
import { playSlice } from './gameStore/play';
import { screensSlice } from './gameStore/screens';
import type { GameStore } from './gameStore/types';

export { actorOf, type BotNote, type DiceRequest, type GameStore, type Screen } from './gameStore/types';

export const useGame = create<GameStore>((set, get) => ({
  ...connectionSlice(set, get),
  ...screensSlice(set),
  ...playSlice(set, get),
  ...diceSlice(set, get),
}));
