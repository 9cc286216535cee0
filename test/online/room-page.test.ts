// Issue 38 item 5: a browser opened from an invite link is a client of the room itself
// (renderer/src/client/room.ts): the link read from the page's address, online:join through the
// room with the link's secret, the game's channels on the room's wire (checked by the same schemas
// first), lobby and reactions as events, everything a computer's host keeps refused (FORBIDDEN).
import { describe, expect, it } from 'vitest';
import type { HostEvent } from '../../common/contract/index';
import { inviteFromLocation, roomPageClient, type PageRoom, type RoomJoinOptions } from '../../renderer/src/client/room';
import { FakeRoom, LOBBY, WELCOME } from './fake-room';

const PERSON = { name: 'Eva', color: '#aa3322', face: 'cat' };

function page() {
  const rooms: FakeRoom[] = [];
  const joins: [string, string, RoomJoinOptions][] = [];
  const client = roomPageClient('wss://dudo.example.org', async (server, code, options) => {
    joins.push([server, code, options]);
    const room = new FakeRoom();
    rooms.push(room);
    setTimeout(() => room.welcome({ ...WELCOME, seat: 1, creator: false }), 0);
    return room as PageRoom;
  }, 300);
  const events: HostEvent[] = [];
  client.onEvent((e) => events.push(e));
  return { client, rooms, joins, events };
}

describe('a page opened from an invite link', () => {
  it('reads the invite and its server from the address; any other address is no invite', () => {
    expect(inviteFromLocation({ origin: 'https://dudo.example.org', pathname: '/join/ABC234', hash: '#DEFG5678' })).toEqual({
      code: 'ABC234',
      secret: 'DEFG5678',
      server: 'wss://dudo.example.org',
      link: 'https://dudo.example.org/join/ABC234#DEFG5678',
    });
    expect(inviteFromLocation({ origin: 'http://127.0.0.1:2567', pathname: '/join/ABC234', hash: '#DEFG5678' })?.server).toBe('ws://127.0.0.1:2567');
    expect(inviteFromLocation({ origin: 'http://127.0.0.1:5173', pathname: '/', hash: '' })).toBeNull();
    expect(inviteFromLocation({ origin: 'http://x', pathname: '/join/ABC234', hash: '#nope' })).toBeNull();
  });

  it('joins through the room with the secret, relays game:act on the wire, and tells the lobby and reactions', async () => {
    const { client, rooms, joins, events } = page();
    const r = await client.invoke('online:join', { invite: 'https://dudo.example.org/join/ABC234#DEFG5678', person: PERSON, dice3d: false });
    expect(r).toMatchObject({ ok: true, value: { code: 'ABC234-DEFG5678', yourSeat: 1, creator: false, link: 'https://dudo.example.org/join/ABC234#DEFG5678' } });
    expect(joins).toEqual([['wss://dudo.example.org', 'ABC234', { v: 1, secret: 'DEFG5678', person: PERSON }]]);
    const room = rooms[0]!;
    const act = client.invoke('game:act', { action: { type: 'dudo', seat: 1 } });
    await new Promise((res) => setTimeout(res, 0));
    const req = room.requests[0]!;
    expect(req).toMatchObject({ channel: 'game:act' });
    room.push('msg', { kind: 'reply', id: req.id, result: { ok: true, value: { actionIndex: 3 } } });
    expect(await act).toEqual({ ok: true, value: { actionIndex: 3 } });
    room.push('lobby', { ...LOBBY, phase: 'playing' });
    room.push('react', { seat: 0, id: 'liar', at: 1 });
    expect(events.filter((e) => e.type === 'online-lobby' || e.type === 'online-reaction').map((e) => e.type)).toEqual(['online-lobby', 'online-reaction']);
    await client.invoke('online:lobby-action', { action: { type: 'react', reaction: 'gg' } });
    expect(room.sent.at(-1)).toEqual({ type: 'react', message: { id: 'gg' } });
  });

  it('bad input is refused here and reaches no room; a host-only channel is FORBIDDEN; settings live in the page', async () => {
    const { client, rooms } = page();
    expect(await client.invoke('online:join', { invite: 'nothing', person: PERSON, dice3d: false })).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD', field: 'invite' } });
    expect(await client.invoke('game:act', { action: { type: 'dudo', seat: 1 } })).toMatchObject({ ok: false, error: { code: 'ONLINE', online: 'not-at-table' } });
    expect(await client.invoke('history:get', {})).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    expect(await client.invoke('game:act', { action: { type: 'fly' } } as never)).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD' } });
    expect(rooms).toEqual([]);
    expect(await client.invoke('settings:set', { patch: { soundVolume: 0.2 } })).toMatchObject({ ok: true, value: { soundVolume: 0.2 } });
    expect(await client.invoke('settings:set', { patch: { soundVolume: 7 } })).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD' } });
    expect(await client.invoke('settings:get', {})).toMatchObject({ ok: true, value: { soundVolume: 0.2 } });
  });

  it('leaving (or abandoning) leaves the room and tells the page; a room lost shows as lost', async () => {
    const { client, rooms, events } = page();
    await client.invoke('online:join', { invite: 'ABC234-DEFG5678', person: PERSON, dice3d: false });
    rooms[0]!.serverLeft(4004);
    expect(events.at(-1)).toMatchObject({ type: 'online-lobby', lobby: { connection: 'lost' } });
    expect(await client.invoke('game:abandon', {})).toEqual({ ok: true, value: null });
    expect(rooms[0]!.left).toBe(1);
    expect(events.slice(-2)).toEqual([{ type: 'online-lobby', lobby: null }, { type: 'session', session: null }]);
  });
});
