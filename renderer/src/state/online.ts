// Issue 38: the online table as the renderer knows it: the server in use, the lobby (online-lobby
// events), the reactions on seat cards (online-reaction), and the requests of the online screens.
// The game itself, once started, is the game store's (the host relays the room's events).
import { create } from 'zustand';
import type { HostError, LobbyAction, OnlineCreatePayload, OnlineLobby, OnlinePerson, OnlineReaction } from '../../../common/contract/index';
import { useGame } from './game';

/** Which part of Play online is up. */
export type OnlineView = 'home' | 'create' | 'join' | 'lobby';

/** How long a reaction shows on a seat card. */
export const REACTION_MS = 4000;

export interface OnlineStore {
  view: OnlineView;
  server: string | null;
  lobby: OnlineLobby | null;
  reactions: readonly (OnlineReaction & { readonly until: number })[];
  busy: boolean;
  error: HostError | null;
  /** An invite link the page was opened with (a browser from the link), put in the Join form. */
  invite: string;
  show(view: OnlineView): void;
  load(): Promise<void>;
  create(payload: OnlineCreatePayload): Promise<void>;
  join(invite: string, person: OnlinePerson, dice3d: boolean): Promise<void>;
  act(action: LobbyAction): Promise<void>;
  leave(): Promise<void>;
  /** An online-lobby event. */
  lobbyChanged(lobby: OnlineLobby | null): void;
  /** An online-reaction event. */
  reacted(reaction: OnlineReaction): void;
}

export const useOnline = create<OnlineStore>((set, get) => {
  const client = () => useGame.getState().client;
  const opened = (r: Awaited<ReturnType<NonNullable<ReturnType<typeof client>>['invoke']>> | undefined): void => {
    if (!r) return set({ busy: false });
    if (r.ok) set({ busy: false, error: null, lobby: r.value as OnlineLobby, view: 'lobby' });
    else set({ busy: false, error: r.error });
  };
  return {
    view: 'home',
    server: null,
    lobby: null,
    reactions: [],
    busy: false,
    error: null,
    invite: '',
    show: (view) => set({ view, error: null }),
    async load() {
      const r = await client()?.invoke('online:status', {});
      if (r?.ok) set({ server: r.value.server, lobby: r.value.table, view: r.value.table ? 'lobby' : get().view === 'lobby' ? 'home' : get().view });
    },
    async create(payload) {
      set({ busy: true, error: null });
      opened(await client()?.invoke('online:create', payload));
    },
    async join(invite, person, dice3d) {
      set({ busy: true, error: null });
      opened(await client()?.invoke('online:join', { invite, person, dice3d }));
    },
    async act(action) {
      const r = await client()?.invoke('online:lobby-action', { action });
      if (r && !r.ok) set({ error: r.error });
    },
    async leave() {
      await client()?.invoke('online:leave', {});
      set({ lobby: null, view: 'home', reactions: [] });
    },
    lobbyChanged(lobby) {
      set({ lobby, ...(lobby ? {} : { view: get().view === 'lobby' ? 'home' : get().view }) });
      // the game started (or a rematch): the table screens show it as a local game
      const game = useGame.getState();
      if (lobby && lobby.phase === 'playing' && game.screen === 'online') game.go('table');
    },
    reacted(reaction) {
      const now = Date.now();
      set({ reactions: [...get().reactions.filter((r) => r.until > now && r.seat !== reaction.seat), { ...reaction, until: now + REACTION_MS }] });
    },
  };
});
