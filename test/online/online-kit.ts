// The online suites' tools (issue 38): one real server started in-process on 127.0.0.1 (a free port) for a
// suite, desktop hosts as apps (each its own data folder) that follow their lobby and play their seat's
// views once started, the sdk's connector keeping its rooms (a test drops their sockets), and the usual
// table: Ana creates it with one friend's seat and a bot (novato), Ben joins it.
import { afterAll, beforeAll } from 'vitest';
import { Client, type Room } from '@colyseus/sdk';
import type { SeatView } from '../../engine/index';
import type { HostEvent, OnlineLobby, Result } from '../../common/contract/index';
import { colyseusConnector, roomLink } from '../../main/online/colyseus-link';
import type { RoomConnector, RoomLink } from '../../main/online/room-link';
import { ROOM_NAME } from '../../common/online/room-protocol';
import { provideWebSocketGlobal } from '../../server/node-compat';
import { hostInTempDir, recorder } from '../host/helpers';
import { choose, testServer } from '../server/helpers';

export type TestServer = Awaited<ReturnType<typeof testServer>>;

/** A server for the suite: started before its tests, stopped after them (read `.current` inside a test). */
export function useOnlineServer(): { readonly current: TestServer } {
  let srv: TestServer | null = null;
  beforeAll(async () => {
    // @colyseus/core reads the global WebSocket.OPEN when a seat reconnects (Node 20 lacks it); the phones' kits of
    // other files in this worker delete the global after their tests
    provideWebSocketGlobal();
    srv = await testServer();
  });
  afterAll(async () => {
    await srv?.stop();
  });
  return {
    get current() {
      if (!srv) throw new Error('the online server is not started (read it inside a test)');
      return srv;
    },
  };
}

/** The sdk's connector, keeping each room (a test drops its socket); the sdk reconnects a room up for any time. */
export function keptRooms(): { connector: RoomConnector; rooms: Room[] } {
  const rooms: Room[] = [];
  const keep = (room: Room): RoomLink => {
    room.reconnection.minUptime = 0;
    rooms.push(room);
    return roomLink(room);
  };
  return {
    rooms,
    connector: {
      create: async (server, options) => keep(await new Client(server).create(ROOM_NAME, options)),
      join: async (server, code, options) => keep(await new Client(server).joinById(code, options)),
    },
  };
}

/**
 * An app: a host on its own folder with `connector`, its renderer's client, what it was told, and a player acting on its
 * views once started (every answer kept in `acts`). Getters: the object is returned whole, never spread.
 */
export function onlineApp(cleanups: (() => unknown)[], server: TestServer, connector: RoomConnector = colyseusConnector()) {
  const { host, dir } = hostInTempDir(cleanups, { online: { connector, defaultServer: server.server.url } });
  const { client, events } = recorder(host);
  let view: SeatView | null = null;
  let actionCount = -1;
  let acted = -1;
  let lobby: OnlineLobby | null = null;
  const acts: Promise<Result<unknown>>[] = [];
  const play = (): void => {
    if (!view || view.legal.length === 0 || acted === actionCount) return;
    acted = actionCount;
    const count = actionCount;
    // an act its connection lost (DISCONNECTED: the table's process died) is played again on the next view
    const answer = client.handle('game:act', { action: choose(view.legal, actionCount) }).then((r) => {
      if (!r.ok && r.error.code === 'DISCONNECTED' && acted === count) acted = -1;
      return r;
    });
    acts.push(answer);
  };
  let autoplay = false;
  const seen = (e: HostEvent): void => {
    if (e.type === 'online-lobby') lobby = e.lobby;
    if (e.type === 'view') {
      view = e.view;
      actionCount = e.actionCount;
      if (autoplay) play();
    }
  };
  const original = events.push.bind(events);
  events.push = (...es: HostEvent[]) => {
    for (const e of es) seen(e);
    return original(...es);
  };
  return {
    host,
    dir,
    client,
    events,
    acts,
    get view() {
      return view;
    },
    get lobby() {
      return lobby;
    },
    /** Every connection state the app was told, in order. */
    get connections() {
      return events.flatMap((e) => (e.type === 'online-lobby' && e.lobby ? [e.lobby.connection] : []));
    },
    start() {
      autoplay = true;
      play();
    },
  };
}

export type OnlineApp = ReturnType<typeof onlineApp>;

/** Ana's table from `app`: her seat, a friend's seat and a bot (novato), no turn timer, flat dice. Throws when refused. */
export async function createTable(app: OnlineApp): Promise<OnlineLobby> {
  const created = (await app.client.handle('online:create', { person: { name: 'Ana', color: '#aa3322', face: 'fox' }, rules: 'chile', seats: [{ kind: 'friend' }, { kind: 'bot', level: 'novato' }], turnTimerSec: 0, dice3d: false })) as Result<OnlineLobby>;
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

/** Ben joining from `app` by `invite` (a link or a code). Throws when refused. */
export async function joinTable(app: OnlineApp, invite: string): Promise<OnlineLobby> {
  const joined = (await app.client.handle('online:join', { invite, person: { name: 'Ben', color: '#2233aa', face: 'owl' }, dice3d: false })) as Result<OnlineLobby>;
  if (!joined.ok) throw new Error(joined.error.message);
  return joined.value;
}
