// Issue 38: the host's online collaborator (main/online/online-tables.ts) against a fake room: while
// a table is open the game's channels are the room's (replies and events relayed both ways), the
// app's own (settings, app:info) stay local; bad input and a missing server get typed errors and
// open nothing; drops, reconnections and a lost room reach the renderer as the lobby's connection.
import { describe, expect, it } from 'vitest';
import type { HostEvent, OnlineLobby } from '../../common/contract/index';
import { hostInTempDir, ONE_HUMAN, recorder, useCleanups } from '../host/helpers';
import { FakeConnector, LOBBY, WELCOME } from './fake-room';

const cleanups = useCleanups();
const SERVER = 'ws://127.0.0.1:2567';
const PERSON = { name: 'Ana', color: '#aa3322', face: 'fox' };
const CREATE = { person: PERSON, rules: 'chile', seats: [{ kind: 'friend' }], turnTimerSec: 30, dice3d: false } as const;

function online(connector = new FakeConnector(), defaultServer: string | null = SERVER) {
  const { host } = hostInTempDir(cleanups, { online: { connector, defaultServer, welcomeTimeoutMs: 300 } });
  const { client, events } = recorder(host);
  return { host, client, events, connector };
}

const lobbies = (events: HostEvent[]): (OnlineLobby | null)[] => events.flatMap((e) => (e.type === 'online-lobby' ? [e.lobby] : []));

describe('online tables: create, join, status', () => {
  it('online:create opens a room with the create options and answers the table: code CODE-SECRET and the invite link', async () => {
    const { client, connector } = online();
    const r = await client.handle('online:create', CREATE);
    expect(r).toMatchObject({ ok: true, value: { code: 'ABC234-DEFG5678', link: 'http://127.0.0.1:2567/join/ABC234#DEFG5678', yourSeat: 0, creator: true, phase: 'lobby', connection: 'open', turnTimerSec: 30 } });
    expect(connector.calls).toEqual([{ kind: 'create', server: SERVER, options: { v: 1, person: PERSON, rules: 'chile', match: { targetWins: 1, startingChips: 100 }, seats: [{ kind: 'friend' }], turnTimerSec: 30 } }]);
    expect(await client.handle('online:status', {})).toMatchObject({ ok: true, value: { server: SERVER, table: { code: 'ABC234-DEFG5678' } } });
  });

  it('online:join takes a typed code or the link, joins that room with its secret, and a second join of the same table carries the seat token (item 4)', async () => {
    const { client, connector } = online();
    expect((await client.handle('online:join', { invite: 'abc234-defg5678', person: PERSON, dice3d: false })).ok).toBe(true);
    expect((await client.handle('online:join', { invite: 'https://dudo.example.org/join/ABC234#DEFG5678', person: PERSON, dice3d: false })).ok).toBe(true);
    expect(connector.calls.map((c) => (c.kind === 'join' ? [c.code, c.options] : null))).toEqual([
      ['ABC234', { v: 1, secret: 'DEFG5678', person: PERSON }],
      ['ABC234', { v: 1, secret: 'DEFG5678', person: PERSON, seatToken: WELCOME.seatToken }],
    ]);
    // the first room was left when the second opened
    expect(connector.rooms[0]!.left).toBe(1);
  });

  it('refuses with typed errors and opens nothing: no server, a bad invite, a bad payload, a game being played here', async () => {
    const none = online(new FakeConnector(), null);
    expect(await none.client.handle('online:create', CREATE)).toMatchObject({ ok: false, error: { code: 'ONLINE', online: 'no-server' } });
    const { client, connector, host } = online();
    expect(await client.handle('online:join', { invite: 'not a code', person: PERSON, dice3d: false })).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD', field: 'invite' } });
    expect(await client.handle('online:create', { ...CREATE, turnTimerSec: 45 })).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD', field: 'turnTimerSec' } });
    expect(await client.handle('online:create', { ...CREATE, seats: [] })).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD' } });
    expect(await client.handle('online:lobby-action', { action: { type: 'start' } })).toMatchObject({ ok: false, error: { code: 'ONLINE', online: 'not-at-table' } });
    expect((await client.handle('game:new', ONE_HUMAN)).ok).toBe(true);
    expect(await client.handle('online:create', CREATE)).toMatchObject({ ok: false, error: { code: 'GAME_IN_PROGRESS' } });
    expect(connector.calls).toEqual([]);
    expect(host.currentState).not.toBeNull();
  });

  it('a server that cannot be reached, or a room that never welcomes, is an ONLINE error and no table is open', async () => {
    const failing = new FakeConnector();
    failing.fail = new Error('connect ECONNREFUSED 127.0.0.1:2567');
    const a = online(failing);
    expect(await a.client.handle('online:create', CREATE)).toMatchObject({ ok: false, error: { code: 'ONLINE', online: 'unreachable' } });
    const silent = new FakeConnector(false);
    const b = online(silent, SERVER);
    // a welcome that does not parse is no welcome
    const pending = b.client.handle('online:create', CREATE);
    await new Promise((r) => setTimeout(r, 5));
    silent.rooms[0]!.welcome({ ...WELCOME, seat: 9 });
    expect(await pending).toMatchObject({ ok: false, error: { code: 'ONLINE', online: 'refused' } });
    expect(silent.rooms[0]!.left).toBe(1);
    expect(await b.client.handle('online:status', {})).toMatchObject({ ok: true, value: { table: null } });
  });

  it('a server address setting that is not allowed (ws:// to a public address, set in an older file) is refused before connecting', async () => {
    const connector = new FakeConnector();
    const { client } = online(connector, 'ws://8.8.8.8:2567');
    expect(await client.handle('online:create', CREATE)).toMatchObject({ ok: false, error: { code: 'ONLINE', online: 'bad-server' } });
    expect(connector.calls).toEqual([]);
  });
});

describe('online tables: the relay', () => {
  async function atTable() {
    const o = online();
    await o.client.handle('online:create', CREATE);
    return { ...o, room: o.connector.rooms[0]! };
  }

  it('game channels go to the room under the wire {id, channel, payload} and its reply is the answer; the room\'s events reach the renderer', async () => {
    const { client, events, room } = await atTable();
    const act = client.handle('game:act', { action: { type: 'dudo', seat: 0 } });
    await new Promise((r) => setTimeout(r, 0));
    const req = room.requests.at(-1)!;
    expect(req).toMatchObject({ channel: 'game:act', payload: { action: { type: 'dudo', seat: 0 } } });
    room.push('msg', { kind: 'reply', id: req.id, result: { ok: true, value: { actionIndex: 7 } } });
    expect(await act).toEqual({ ok: true, value: { actionIndex: 7 } });
    room.push('msg', { kind: 'event', event: { type: 'saved', actionCount: 8 } });
    expect(events).toContainEqual({ type: 'saved', actionCount: 8 });
  });

  it("the app's own channels stay local while a table is open: app:info, settings:get, history:get never reach the room", async () => {
    const { client, room } = await atTable();
    expect((await client.handle('app:info', {})).ok).toBe(true);
    expect((await client.handle('settings:get', {})).ok).toBe(true);
    expect((await client.handle('history:get', {})).ok).toBe(true);
    expect(room.requests).toEqual([]);
  });

  it('issue 40 item 5: no hint at an online table: game:hint is HINT_REFUSED here and never reaches the room', async () => {
    const { client, room } = await atTable();
    expect(await client.handle('game:hint', { seat: 0 })).toMatchObject({ ok: false, error: { code: 'HINT_REFUSED' } });
    expect(room.requests).toEqual([]);
  });

  it('a payload that fails its schema is refused here and never sent to the room', async () => {
    const { client, room } = await atTable();
    expect(await client.handle('game:act', { action: { type: 'fly' } })).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD' } });
    expect(room.requests).toEqual([]);
  });

  it('lobby actions and reactions go to the room as its messages; lobby states and reactions come back as online-lobby and online-reaction; a malformed one is dropped', async () => {
    const { client, events, room } = await atTable();
    await client.handle('online:lobby-action', { action: { type: 'add-bot', level: 'medio' } });
    await client.handle('online:lobby-action', { action: { type: 'react', reaction: 'gg' } });
    expect(room.sent.filter((s) => s.type !== 'req')).toEqual([
      { type: 'lobby:act', message: { type: 'add-bot', level: 'medio' } },
      { type: 'react', message: { id: 'gg' } },
    ]);
    room.push('lobby', { ...LOBBY, phase: 'playing' });
    room.push('lobby', { ...LOBBY, phase: 'dancing' });
    room.push('react', { seat: 1, id: 'gg', at: 1 });
    room.push('react', { seat: 1, id: '<script>', at: 1 });
    expect(lobbies(events).map((l) => l?.phase)).toEqual(['playing']);
    expect(events.filter((e) => e.type === 'online-reaction')).toEqual([{ type: 'online-reaction', reaction: { seat: 1, reaction: 'gg' } }]);
    room.push('error', { code: 'NOT_CREATOR', message: 'Only the creator starts.', about: 'lobby:act' });
    expect(events.at(-1)).toMatchObject({ type: 'error', error: { code: 'ONLINE', online: 'not-creator' } });
  });

  it('a drop shows reconnecting, a reconnection open; a room lost for good shows lost and relayed requests answer DISCONNECTED', async () => {
    const { client, events, room } = await atTable();
    room.drop();
    room.reconnect();
    room.serverLeft(4000);
    expect(lobbies(events).map((l) => l?.connection)).toEqual(['reconnecting', 'open', 'lost']);
    expect(await client.handle('game:show', { seat: 0 })).toMatchObject({ ok: false, error: { code: 'DISCONNECTED' } });
    expect(await client.handle('online:lobby-action', { action: { type: 'start' } })).toMatchObject({ ok: false, error: { code: 'ONLINE', online: 'not-at-table' } });
  });

  it('online:leave (or game:abandon) leaves the room and the renderer is told; then the local host answers again', async () => {
    const { client, events, room } = await atTable();
    expect(await client.handle('game:abandon', {})).toEqual({ ok: true, value: null });
    expect(room.left).toBe(1);
    expect(lobbies(events).at(-1)).toBeNull();
    expect(events.at(-1)).toEqual({ type: 'session', session: null });
    // no room now: game:act is the local host's (no game here)
    expect(await client.handle('game:act', { action: { type: 'dudo', seat: 0 } })).toMatchObject({ ok: false, error: { code: 'NO_GAME' } });
    expect(await client.handle('online:leave', {})).toEqual({ ok: true, value: null });
  });

  it('a new local game leaves the online table first', async () => {
    const { client, room, host } = await atTable();
    expect((await client.handle('game:new', ONE_HUMAN)).ok).toBe(true);
    expect(room.left).toBe(1);
    expect(host.currentState).not.toBeNull();
    expect(room.requests).toEqual([]);
  });
});
