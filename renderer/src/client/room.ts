// Issue 38 item 5: a friend without the app. The server serves this renderer; its invite link
// `<server>/join/<CODE>#<SECRET>` opens the page, and the page is then a client of the room itself
// (the sdk), with the same contract: the game's channels go to the room on its channel wire (the
// same schemas checked here first), online:join/status/lobby-action/leave are answered here, and
// this page keeps its settings in memory. Whatever needs a computer's host (history, statistics,
// records) is refused with a typed FORBIDDEN.
import { createChannelClient, protocolParts, type ChannelClient, type Protocol } from '../../../common/channel/index';
import {
  CONTRACT_VERSION,
  DEFAULT_SETTINGS,
  errResult,
  lobbyStateSchema,
  okResult,
  parseIntent,
  parseInvite,
  settingsSchema,
  toLobby,
  toReaction,
  welcomeSchema,
  type AppInfo,
  type Channel,
  type HostEvent,
  type LobbyState,
  type OnlineLobby,
  type OnlinePerson,
  type Result,
  type Settings,
  type Welcome,
} from '../../../common/contract/index';
import { MSG_LOBBY, MSG_LOBBY_ACT, MSG_REACT, MSG_REQ, MSG_WELCOME, MSG_WIRE, ONLINE_CHANNELS, ONLINE_PROTOCOL_VERSION } from '../../../common/online/room-protocol';
import { rejoin, shouldRejoin } from '../../../common/online/rejoin';
import type { DudoClient } from './index';

/** What the page needs of a joined room (the sdk's Room offers it). */
export interface PageRoom {
  send(type: string, message: unknown): void;
  onMessage(type: string, listener: (message: unknown) => void): () => void;
  onLeave(listener: (code: number) => void): void;
  leave(): Promise<unknown>;
}

export interface RoomJoinOptions {
  readonly v: number;
  readonly secret: string;
  readonly person: OnlinePerson;
  /** This page's seat taken again (a rejoin after the table's process was lost). */
  readonly seatToken?: string;
}

/** Joins the room of `code` on `server` (the sdk's joinById); rejects when it cannot. */
export type JoinRoom = (server: string, code: string, options: RoomJoinOptions) => Promise<PageRoom>;

/** The invite in this page's address (`/join/CODE#SECRET`) and the server that served it (http → ws), or null. */
export function inviteFromLocation(loc: { readonly origin: string; readonly pathname: string; readonly hash: string }): { code: string; secret: string; server: string; link: string } | null {
  const invite = parseInvite(`${loc.pathname}${loc.hash}`);
  if (!invite) return null;
  return { ...invite, server: loc.origin.replace(/^http/, 'ws'), link: `${loc.origin}${loc.pathname}${loc.hash}` };
}

/** The room's game wire as a Protocol (as main/online/room-link.ts does on the desktop). */
function wireProtocol(room: PageRoom): Protocol<unknown> {
  const parts = protocolParts<unknown>({ send: (m) => room.send(MSG_REQ, m), close: () => undefined });
  room.onMessage(MSG_WIRE, (m) => parts.emit(m));
  room.onLeave((code) => parts.ended(code, 'the room was left'));
  return parts.protocol;
}

const RELAYED = new Set<string>(ONLINE_CHANNELS.filter((c) => c !== 'app:info'));
const NOT_HERE = 'In a browser at an online table, only that table is played (the app keeps histories and statistics).';

interface Table {
  readonly room: PageRoom;
  readonly channel: ChannelClient;
  readonly welcome: Welcome;
  /** Who this page is at the table (a rejoin by code gives it again). */
  readonly person: OnlinePerson;
  state: LobbyState;
  connection: OnlineLobby['connection'];
}

/** A DudoClient for a page opened from an invite link: the room is its host. */
export function roomPageClient(server: string, join: JoinRoom, welcomeTimeoutMs = 10_000, rejoinDelaysMs?: readonly number[]): DudoClient {
  const listeners = new Set<(event: HostEvent) => void>();
  const emit = (event: HostEvent): void => {
    for (const l of [...listeners]) l(event);
  };
  let settings: Settings = DEFAULT_SETTINGS;
  let table: Table | null = null;
  const lobby = (): OnlineLobby | null => (table ? toLobby(server, table.welcome, table.state, table.connection) : null);

  const welcomed = (room: PageRoom): Promise<{ welcome: Welcome; state: LobbyState } | null> =>
    new Promise((resolve) => {
      let welcome: Welcome | null = null;
      let state: LobbyState | null = null;
      const offs = [
        room.onMessage(MSG_WELCOME, (m) => {
          const w = welcomeSchema.safeParse(m);
          if (w.success) welcome = w.data;
          check();
        }),
        room.onMessage(MSG_LOBBY, (m) => {
          const s = lobbyStateSchema.safeParse(m);
          if (s.success) state = s.data;
          check();
        }),
      ];
      const timer = setTimeout(() => done(null), welcomeTimeoutMs);
      function done(v: { welcome: Welcome; state: LobbyState } | null): void {
        clearTimeout(timer);
        for (const off of offs) off();
        resolve(v);
      }
      function check(): void {
        if (welcome && state) done({ welcome, state });
      }
    });

  const attach = (room: PageRoom, protocol: Protocol<unknown>, person: OnlinePerson, welcome: Welcome, state: LobbyState): void => {
    const channel = createChannelClient({ connect: async () => protocol, timeoutMs: 15_000 });
    const t: Table = { room, channel, welcome, person, state, connection: 'open' };
    table = t;
    channel.onEvent(emit);
    channel.connect();
    room.onMessage(MSG_LOBBY, (m) => {
      const s = lobbyStateSchema.safeParse(m);
      if (!s.success || table !== t) return;
      t.state = s.data;
      emit({ type: 'online-lobby', lobby: lobby() });
    });
    room.onMessage(MSG_REACT, (m) => {
      const reaction = toReaction(m);
      if (reaction) emit({ type: 'online-reaction', reaction });
    });
    room.onLeave((code) => {
      if (table !== t) return;
      t.connection = shouldRejoin(code) ? 'reconnecting' : 'lost';
      emit({ type: 'online-lobby', lobby: lobby() });
      if (t.connection === 'reconnecting') void findAgain(t);
    });
  };

  /** Issue 38: the table's process is gone: the table is found again by its code with this seat's token, by itself. */
  const findAgain = async (t: Table): Promise<void> => {
    const { code, secret, seatToken } = t.welcome;
    const stopped = (): boolean => table !== t;
    const room = await rejoin(() => join(server, code, { v: ONLINE_PROTOCOL_VERSION, secret, person: t.person, seatToken }), { stopped, ...(rejoinDelaysMs ? { delaysMs: rejoinDelaysMs } : {}) });
    // the game wire heard from the start: the seat's view may come before the welcome is read
    const protocol = room ? wireProtocol(room) : null;
    const w = room && !stopped() ? await welcomed(room) : null;
    if (!room || !w || stopped()) {
      if (room) void room.leave().catch(() => undefined);
      if (table === t) {
        t.connection = 'lost';
        emit({ type: 'online-lobby', lobby: lobby() });
      }
      return;
    }
    t.channel.close();
    attach(room, protocol!, t.person, w.welcome, w.state);
    emit({ type: 'online-lobby', lobby: lobby() });
  };

  const local = async (channel: Channel, payload: unknown): Promise<Result<unknown>> => {
    switch (channel) {
      case 'app:info':
        return okResult<AppInfo>({ name: 'Dudo', version: 'web', contractVersion: CONTRACT_VERSION, transport: 'websocket', platform: 'browser', resume: null, storageProblems: [], inGame: false, savePause: null });
      case 'settings:get':
        return okResult(settings);
      case 'settings:set': {
        const next = settingsSchema.safeParse({ ...settings, ...(payload as { patch: Partial<Settings> }).patch });
        if (!next.success) return errResult('BAD_PAYLOAD', next.error.issues[0]?.message ?? 'invalid settings', { field: 'patch' });
        settings = next.data;
        return okResult(settings);
      }
      case 'online:status':
        return okResult({ server, table: lobby() });
      case 'online:join': {
        const p = payload as { invite: string; person: OnlinePerson };
        const invite = parseInvite(p.invite);
        if (!invite) return errResult('BAD_PAYLOAD', 'A table is joined with its code or its link.', { field: 'invite' });
        let room: PageRoom;
        try {
          room = await join(server, invite.code, { v: ONLINE_PROTOCOL_VERSION, secret: invite.secret, person: p.person });
        } catch (e) {
          return errResult('ONLINE', `The server did not let this page in: ${e instanceof Error ? e.message : String(e)}`, { online: /NO_TABLE|BAD_SECRET/.test(String(e)) ? 'not-found' : 'unreachable' });
        }
        const protocol = wireProtocol(room);
        const w = await welcomed(room);
        if (!w) {
          void room.leave().catch(() => undefined);
          return errResult('ONLINE', 'The table did not answer in time.', { online: 'refused' });
        }
        attach(room, protocol, p.person, w.welcome, w.state);
        return okResult(lobby());
      }
      case 'online:lobby-action': {
        if (!table) return errResult('ONLINE', 'This page is not at a table.', { online: 'not-at-table' });
        const { action } = payload as { action: { type: string; reaction?: string } };
        if (action.type === 'react') table.room.send(MSG_REACT, { id: action.reaction });
        else table.room.send(MSG_LOBBY_ACT, action);
        return okResult(null);
      }
      case 'online:leave':
      case 'game:abandon': {
        const t = table;
        table = null;
        if (t) {
          t.channel.close();
          await t.room.leave().catch(() => undefined);
          emit({ type: 'online-lobby', lobby: null });
          emit({ type: 'session', session: null });
        }
        return okResult(null);
      }
      default:
        return errResult('FORBIDDEN', NOT_HERE);
    }
  };

  return {
    transport: 'room',
    async invoke(channel, payload) {
      const parsed = parseIntent(channel, payload);
      if (!parsed.ok) return parsed as never;
      if (RELAYED.has(channel)) return (table ? table.channel.request(channel, parsed.value) : errResult('ONLINE', 'This page is not at a table.', { online: 'not-at-table' })) as never;
      return (await local(channel, parsed.value)) as never;
    },
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      listeners.clear();
      void table?.room.leave().catch(() => undefined);
      table = null;
    },
  };
}
