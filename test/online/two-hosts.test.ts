// Issue 38: two desktop hosts (each its own data folder, as two apps) and one real server started
// in-process on 127.0.0.1 (a free port): the first creates a table through online:create, the second
// joins by the invite link through online:join, the creator starts, and both play a whole game with
// one bot through the relayed game channels (game:act answered by the room), each told only its own
// seat's view; both lobbies end 'over' and the record is exported through the relay.
import { describe, expect, it } from 'vitest';
import type { HostEvent, Result } from '../../common/contract/index';
import { useCleanups } from '../host/helpers';
import { MSG_WIRE } from '../../common/online/room-protocol';
import { leakedHands, until } from '../server/helpers';
import { createTable, joinTable, keptRooms, onlineApp, useOnlineServer } from './online-kit';

const cleanups = useCleanups();
const srv = useOnlineServer();
const app = (connector?: Parameters<typeof onlineApp>[2]) => onlineApp(cleanups, srv.current, connector);

describe('two apps at one online table (real server on loopback)', () => {
  it('create, join by link, start, play a whole game with a bot; each app is shown only its own seat', async () => {
    const ana = app();
    const ben = app();
    const created = await createTable(ana);
    expect(created).toMatchObject({ creator: true, yourSeat: 0, phase: 'lobby', connection: 'open' });
    expect(created.link).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${srv.current.server.port}/join/[A-Z2-9]{6}#[A-Z2-9]{8}$`));

    expect(await joinTable(ben, created.link)).toMatchObject({ creator: false, yourSeat: 1, code: created.code });
    // Ana's app is told Ben sat down
    await until(() => ana.lobby?.seats[1]?.person?.name === 'Ben', 'Ben in the lobby');
    // only the creator starts: Ben's start is refused by the room (an ONLINE error event)
    await ben.client.handle('online:lobby-action', { action: { type: 'start' } });
    await until(() => ben.events.some((e) => e.type === 'error' && e.error.code === 'ONLINE'), "the refusal of Ben's start");

    await ana.client.handle('online:lobby-action', { action: { type: 'start' } });
    await until(() => ana.view !== null && ben.view !== null, 'the first views');
    expect(ana.view!.seat).toBe(0);
    expect(ben.view!.seat).toBe(1);
    ana.start();
    ben.start();
    await until(() => ana.lobby?.phase === 'over' && ben.lobby?.phase === 'over', 'the end of the game', 90_000);
    const answers = await Promise.all([...ana.acts, ...ben.acts]);
    expect(answers.filter((r) => r.ok).length).toBeGreaterThan(0);
    // a RULE refusal may follow a stale view; nothing else
    expect(answers.filter((r) => !r.ok && r.error.code !== 'RULE').map((r) => (r.ok ? null : r.error))).toEqual([]);
    // every view each app was shown is its own seat's (or the public one, before its seat was bound)
    const seatsShown = (events: HostEvent[]) => [...new Set(events.flatMap((e) => (e.type === 'view' ? [e.view.seat] : [])))];
    expect(seatsShown(ana.events).filter((s) => s !== null)).toEqual([0]);
    expect(seatsShown(ben.events).filter((s) => s !== null)).toEqual([1]);
    // second hop (host → renderer): no view or roll told to one app shows another seat's hidden dice (the server's own check, leakedHands, on what the relay passed on)
    const asFrames = (events: HostEvent[]) => events.map((event) => ({ code: 13, type: MSG_WIRE, message: { kind: 'event', event }, bytes: 0 }));
    expect(leakedHands(asFrames(ana.events), 0)).toEqual([]);
    expect(leakedHands(asFrames(ben.events), 1)).toEqual([]);
    // (it can fail: the same check on Ana's events read as if they were told to Ben)
    expect(leakedHands(asFrames(ana.events), 1).length).toBeGreaterThan(0);
    // the record, through the relay, once the game is over
    const record = (await ben.client.handle('record:export', {})) as Result<{ text: string }>;
    expect(record.ok).toBe(true);
    // leaving: the room is left, the local host answers again
    expect(await ben.client.handle('online:leave', {})).toEqual({ ok: true, value: null });
    expect(await ben.client.handle('online:status', {})).toMatchObject({ ok: true, value: { table: null } });
  }, 120_000);

  it("one app's connection dropped mid-game: it is told reconnecting, the sdk takes the seat back, and the game goes on to its end", async () => {
    const ana = app();
    const kept = keptRooms();
    const ben = app(kept.connector);
    const created = await createTable(ana);
    await joinTable(ben, created.code);
    await until(() => ana.lobby?.seats[1]?.person?.name === 'Ben', 'Ben in the lobby');
    await ana.client.handle('online:lobby-action', { action: { type: 'start' } });
    await until(() => ana.view !== null && ben.view !== null, 'the first views');
    // the socket under Ben's room dies (no close frame): an abnormal closure
    const transport = (kept.rooms[0]!.connection as unknown as { transport: { ws: { _socket: { destroy(): void } } } }).transport;
    transport.ws._socket.destroy();
    await until(() => ben.connections.includes('reconnecting'), 'reconnecting');
    await until(() => ben.connections.at(-1) === 'open', 'the seat taken back', 20_000);
    // Ana's app saw Ben away meanwhile or not (it may be quick); the game goes on for both
    ana.start();
    ben.start();
    await until(() => ana.lobby?.phase === 'over' && ben.lobby?.phase === 'over', 'the end of the game', 90_000);
    expect(ben.connections).toEqual(expect.arrayContaining(['reconnecting', 'open']));
    expect(ben.connections).not.toContain('lost');
  }, 120_000);
});
