// The table's state in the renderer: what the host pushed (session, the shown seat's view, events)
// plus what the screens need (hand-over, reveals, bot reasons). Only this module talks to the client.
import { create } from 'zustand';
import type { GameEvent, PlayerChange, Resolution, Seat, SeatAction, SeatView } from '../../../engine/index';
import type { BotReason } from '../../../engine/bots/types';
import type { AppInfo, BotActionReason, DiceCupRequest, GameNewPayload, HostError, RecordSummary, Reply, SessionInfo, Settings, ShownAction } from '../../../main/contract/index';
import { createClient, type DudoClient } from '../client/index';
import { privacyFor } from '../logic/handover';
import { addReveals, pendingRevealOf, shownAfterReveal } from '../logic/couch';

export type Screen = 'menu' | 'setup' | 'table' | 'replay';

export interface BotNote {
  readonly seat: Seat;
  readonly round: number;
  readonly action: SeatAction;
  /** The bots module's structured reason (its kind, the probability it weighed, its code and parameters); null for the host's safe move. */
  readonly detail: BotReason | null;
}

/** A bot's reason, as the UI shows it. */
function noteOf(round: number, r: BotActionReason): BotNote {
  return { seat: r.seat, round, action: r.action, detail: r.detail ?? null };
}

export interface DiceRequest {
  readonly roundId: string;
  readonly purpose: 'start' | 'round';
  readonly cups: readonly DiceCupRequest[];
  readonly fallenDieLost: boolean;
  /** When the host would roll with its CSPRNG counted from receipt (performance.now() time); where a 3D table watches, its deadlineMs runs from dice:ready instead. */
  readonly deadline: number;
  readonly deadlineMs: number;
}

export interface GameStore {
  client: DudoClient | null;
  connected: boolean;
  info: AppInfo | null;
  hostSettings: Settings | null;
  screen: Screen;
  session: SessionInfo | null;
  view: SeatView | null;
  /** The seat the host shows (its views are this seat's). */
  shownSeat: Seat | null;
  /** Couch play: the hand-over screen is up for this seat. */
  handOverTo: Seat | null;
  thinking: Seat | null;
  botNotes: BotNote[];
  /** Resolutions not yet dismissed by the player (the reveal). */
  reveals: Resolution[];
  /** O-FALLEN: dice that left the table at this round's roll. */
  fallen: readonly PlayerChange[];
  /** Every resolution of the current game (end-of-game stats). */
  resolutions: Resolution[];
  diceRequest: DiceRequest | null;
  /** R-START: the high roll's faces (public), per seat; null before one. */
  startFaces: readonly (number | null)[] | null;
  /** Where the last dice came from (the host says: physics or its CSPRNG). */
  diceSource: 'physics' | 'csprng' | null;
  error: HostError | null;
  busy: boolean;
  settingsOpen: boolean;
  /** A record the host already loaded for replay (Electron's File menu). */
  replayLoaded: RecordSummary | null;
  /** An action was sent and its view has not come back yet (no double moves). */
  acting: boolean;
  /** Actions applied in the game record so far (from the host's views). */
  actionCount: number;

  connect(client?: DudoClient): Promise<void>;
  go(screen: Screen): void;
  newGame(setup: GameNewPayload): Promise<boolean>;
  act(action: SeatAction): Promise<boolean>;
  confirmHandOver(): Promise<void>;
  /** Continue (Enter, or the auto-continue countdown): the reveal closes and the host may start the next round (round:continue). */
  dismissReveal(): void;
  /** The highest round whose reveal was dismissed here (rounds start again at each game). */
  dismissedRound: number;
  /** Tells the host whether this client shows the table now (client:table): reveals wait for its Continue. */
  watchTable(watching: boolean, dice3d: boolean): Promise<void>;
  nextGame(): Promise<void>;
  resume(): Promise<void>;
  abandon(): Promise<void>;
  /** Leaves a finished game's table for another screen. */
  leave(screen: Screen): void;
  /** How the thrown dice settled (each die's up-axis in its body frame): the host reads the labels. */
  sendDice(roundId: string, cups: { seat: Seat; axes: number[]; fallen?: number }[]): Promise<boolean>;
  /** The scene can throw the dice of `roundId` now (dice:ready): the host's deadline starts. */
  diceReady(roundId: string): void;
  /** The throw of `roundId` has settled on this screen (dice:settled): bots may speak. */
  diceSettled(roundId: string): void;
  /** Asks the host for its settings (again, after a failure); true when they came. */
  loadHostSettings(): Promise<boolean>;
  /** Writes a settings patch through to the host; true when the host saved it (else its error shows). */
  patchHostSettings(patch: Partial<Settings>): Promise<boolean>;
  exportRecord(): Promise<Reply<'record:export'> | null>;
  clearError(): void;
  openSettings(open: boolean): void;
}

/** The seat whose decision the game waits for (direction, obligar or a turn), if any. */
export function actorOf(view: SeatView | null): Seat | null {
  if (!view) return null;
  return view.phase === 'direction' || view.phase === 'obligar' || view.phase === 'bidding' ? view.toAct : null;
}

/** The settings:get under way, if any. */
let settingsRequest: Promise<boolean> | null = null;

export const useGame = create<GameStore>((set, get) => {
  /** Couch play: keep the host showing the one human who may see the table now. */
  async function enforcePrivacy(): Promise<void> {
    const { session, view, shownSeat, client } = get();
    if (!session || !client) return;
    // only the seats this screen holds are shown here (the host refuses the others: NOT_YOUR_SEAT)
    const humans = session.heldSeats;
    const handOverOn = get().hostSettings?.handOverScreen ?? true;
    const p = privacyFor(humans, shownSeat, actorOf(view));
    if (p.handOverTo !== null && handOverOn) {
      set({ handOverTo: p.handOverTo });
      if (shownSeat !== null) await client.invoke('game:show', { seat: null });
      return;
    }
    const wanted = p.handOverTo ?? p.viewer;
    set({ handOverTo: null });
    if (wanted !== shownSeat && wanted !== null) await client.invoke('game:show', { seat: wanted });
  }

  /** app:info again (the menu's "Return to the game" and resume offer follow the host). */
  async function refreshInfo(): Promise<void> {
    const r = await get().client?.invoke('app:info', {});
    if (r?.ok) set({ info: r.value });
  }

    function onEvents(events: readonly GameEvent[], action: ShownAction): void {
    if (action.type === 'startRoll') set({ startFaces: action.faces });
    if (action.type === 'roll') set({ fallen: events.flatMap((e) => (e.type === 'fallen' ? e.changes : [])) });
    const res = events.flatMap((e) => (e.type === 'resolution' ? [e.resolution] : []));
    if (res.length > 0) set({ reveals: addReveals(get().reveals, res, get().dismissedRound), resolutions: [...get().resolutions, ...res] });
  }

  /** Couch play: the screen everybody watched (a reveal, a new game) shows the public view until the next hand-over. */
  async function couchPublic(): Promise<void> {
    const { session, shownSeat, client } = get();
    if (!session || !client || shownAfterReveal(session.heldSeats, shownSeat) !== null || shownSeat === null) return;
    set({ shownSeat: null });
    await client.invoke('game:show', { seat: null });
  }

  return {
    client: null,
    connected: false,
    info: null,
    hostSettings: null,
    screen: 'menu',
    session: null,
    view: null,
    shownSeat: null,
    handOverTo: null,
    thinking: null,
    botNotes: [],
    reveals: [],
    dismissedRound: 0,
    fallen: [],
    resolutions: [],
    diceRequest: null,
    startFaces: null,
    diceSource: null,
    error: null,
    busy: false,
    settingsOpen: false,
    replayLoaded: null,
    acting: false,
    actionCount: 0,

    async connect(given) {
      if (get().client) return;
      const client = given ?? createClient();
      set({ client });
      client.onEvent((event) => {
        switch (event.type) {
          case 'view': {
            const prev = get().view;
            // a new game's first view (no view before) never carries the last game's "thinking"
            const thinking = !prev || prev.toAct !== event.view.toAct ? null : get().thinking;
            set({ view: event.view, shownSeat: event.shownSeat, thinking, acting: false, actionCount: event.actionCount });
            // a reveal the host still waits for (a reload, a resumed game): the view carries it
            const pending = pendingRevealOf(event.view);
            if (pending) set({ reveals: addReveals(get().reveals, [pending], get().dismissedRound) });
            void enforcePrivacy();
            break;
          }
          case 'session':
            set({ session: event.session, shownSeat: event.session?.shownSeat ?? get().shownSeat });
            void enforcePrivacy();
            break;
          case 'events':
            onEvents(event.events, event.action);
            break;
          case 'bot-thinking':
            set({ thinking: event.seat });
            break;
          case 'bot-action':
            set({ thinking: null });
            break;
          case 'bot-reasons':
            // told once the round is resolved: a reason may tell what a bot's hidden dice were
            set({ botNotes: [...get().botNotes.slice(-200), ...event.reasons.map((r) => noteOf(event.round, r))] });
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
          case 'dice-rolled':
            set({ diceSource: event.source });
            if (get().diceRequest?.roundId === event.roundId) set({ diceRequest: null });
            break;
          case 'menu':
            if (event.command === 'new-game') set({ screen: 'setup' });
            else if (event.command === 'settings') set({ settingsOpen: true });
            else set({ screen: 'replay', replayLoaded: event.summary ?? null });
            break;
          case 'error':
            set({ error: event.error });
            break;
          default:
            break;
        }
      });
      const [info] = await Promise.all([client.invoke('app:info', {}), get().loadHostSettings()]);
      set({ connected: info.ok, info: info.ok ? info.value : null });
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

    go(screen) {
      set({ screen });
    },

    async newGame(setup) {
      const client = get().client;
      if (!client) return false;
      set({ busy: true, reveals: [], dismissedRound: 0, resolutions: [], botNotes: [], view: null, handOverTo: null, shownSeat: null, thinking: null });
      const r = await client.invoke('game:new', setup);
      set({ busy: false });
      if (!r.ok) {
        set({ error: r.error });
        return false;
      }
      set({ session: r.value, shownSeat: r.value.shownSeat, screen: 'table' });
      void client.invoke('settings:set', { patch: { lastSetup: setup } }).then((s) => s.ok && set({ hostSettings: s.value }));
      await couchPublic();
      await enforcePrivacy();
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
      void couchPublic().then(() => client.invoke('round:continue', { round: shown.round }));
    },

    async watchTable(watching, dice3d) {
      await get().client?.invoke('client:table', { watching, dice3d });
    },

    async nextGame() {
      const client = get().client;
      if (!client) return;
      const r = await client.invoke('game:next', {});
      if (!r.ok) set({ error: r.error });
      else set({ session: r.value, reveals: [], dismissedRound: 0, resolutions: [], botNotes: [], shownSeat: r.value.shownSeat, thinking: null });
      await couchPublic();
      await enforcePrivacy();
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
      await couchPublic();
      await enforcePrivacy();
    },

    async abandon() {
      await get().client?.invoke('game:abandon', {});
      set({ session: null, view: null, screen: 'menu', reveals: [], handOverTo: null, diceRequest: null, thinking: null });
      void refreshInfo();
    },

    leave(screen) {
      set({ screen, view: null, session: null, reveals: [], handOverTo: null, diceRequest: null, thinking: null });
      void refreshInfo();
    },

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

    openSettings(open) {
      set({ settingsOpen: open });
    },
  };
});
