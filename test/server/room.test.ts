// Issue 38 item 1: one online table played by two @colyseus/sdk clients and a bot on a server
// started in-process on 127.0.0.1: create, join by code + secret, the lobby, start, a whole game to
// its end; no frame a client receives carries another seat's hidden dice (every frame decoded from
// its bytes); another seat's actions and malformed messages are refused with a typed error and
// change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_ALPHABET, MSG_LOBBY_ACT, MSG_REQ, type LobbyState } from '../../common/online/room-protocol';
import type { Result } from '../../common/contract/index';
import { autoplay, createTable, joinTable, leakedHands, PERSON, testServer, until, type Person } from './helpers';

describe('an online table (issue 38 item 1)', () => {
  let srv: Awaited<ReturnType<typeof testServer>>;
  let ana: Person;
  let ben: Person;

  beforeAll(async () => {
    srv = await testServer();
  });
  afterAll(async () => {
    await ana?.leave().catch(() => undefined);
    await ben?.leave().catch(() => undefined);
    await srv?.stop();
  });

  it('creates a table with a code of unambiguous letters and seats its creator', async () => {
    ana = await createTable(srv.server.url);
    const w = ana.welcome!;
    expect(w.code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{6}$`));
    expect(w.secret).toMatch(new RegExp(`^[${CODE_ALPHABET}]{8}$`));
    expect(w.code).not.toMatch(/[01OIL]/);
    expect(w.seat).toBe(0);
    expect(w.creator).toBe(true);
    expect(ana.lobby!.phase).toBe('lobby');
    expect(ana.lobby!.seats.map((s) => (s.person ? 'person' : s.bot ? 'bot' : 'open'))).toEqual(['person', 'open', 'bot']);
  });

  it('refuses a join with a wrong secret, and takes one with the right secret into the open seat', async () => {
    const code = ana.welcome!.code;
    await expect(joinTable(srv.server.url, code, { secret: 'ABCDEFGH', person: PERSON('Eve') })).rejects.toThrow(/BAD_SECRET/);
    await expect(joinTable(srv.server.url, 'ZZZZZZ', { secret: ana.welcome!.secret, person: PERSON('Eve') })).rejects.toThrow();
    ben = await joinTable(srv.server.url, code, { secret: ana.welcome!.secret, person: PERSON('Ben', '#2e86c1') });
    expect(ben.welcome!.seat).toBe(1);
    expect(ben.welcome!.creator).toBe(false);
    await until(() => ana.lobby?.seats[1]?.person?.name === 'Ben' && ana.lobby.seats[1].connected, 'Ben in the lobby');
  });

  it("refuses a lobby action from someone who is not the creator, and malformed ones, with a typed error and no change", async () => {
    const before = JSON.stringify(srv.server.table(ana.welcome!.code)!.meta);
    ben.room.send(MSG_LOBBY_ACT, { type: 'start' });
    await until(() => ben.errors.some((e) => e.code === 'NOT_CREATOR'), 'NOT_CREATOR');
    ana.room.send(MSG_LOBBY_ACT, { type: 'move-seat', from: 0, to: 9 });
    ana.room.send(MSG_LOBBY_ACT, { type: 'explode' });
    ana.room.send(MSG_LOBBY_ACT, 'start');
    ana.room.send('no-such-type', { x: 1 });
    await until(() => ana.errors.filter((e) => e.code === 'BAD_MESSAGE').length >= 4, 'four BAD_MESSAGE');
    expect(JSON.stringify(srv.server.table(ana.welcome!.code)!.meta)).toBe(before);
  });

  it('the creator starts; both people and the bot play a whole game to its end', async () => {
    ana.room.send(MSG_LOBBY_ACT, { type: 'start' });
    await until(() => ana.lobby?.phase === 'playing' && ana.view !== null && ben.view !== null, 'the game');
    expect(ana.view!.seat).toBe(0);
    expect(ben.view!.seat).toBe(1);
    // another seat's action: refused, nothing applied
    const table = srv.server.table(ana.welcome!.code)!;
    // the start roll and any bot turn done: the game waits for a person
    await table.game.host.whenSettled();
    const count = table.game.actionCount;
    const legalOfAna = ana.view!.legal[0];
    if (legalOfAna) {
      const r = (await ben.request('game:act', { action: legalOfAna })) as Result<unknown>;
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('NOT_YOUR_SEAT');
    }
    const forbidden = await ben.request('game:new', { seats: [], rules: 'chile', dice3d: false });
    expect(forbidden.ok ? null : forbidden.error.code).toBe('FORBIDDEN');
    const abandon = await ben.request('game:abandon', {});
    expect(abandon.ok ? null : abandon.error.code).toBe('FORBIDDEN');
    const shown = await ben.request('game:show', { seat: 0 });
    expect(shown.ok ? null : shown.error.code).toBe('NOT_YOUR_SEAT');
    const bad = await ben.request('game:act', { action: { type: 'bid', seat: 1, count: -3 } });
    expect(bad.ok ? null : bad.error.code).toBe('BAD_PAYLOAD');
    ben.room.send(MSG_REQ, { id: 'x', channel: 5 });
    await until(() => ben.errors.some((e) => e.code === 'BAD_MESSAGE' && e.about === MSG_REQ), 'a malformed request refused');
    expect(table.game.actionCount).toBe(count);
    // a record is not given before the game ends (it holds the hidden dice)
    const early = await ana.request('record:export', {});
    expect(early.ok ? null : early.error.code).toBe('GAME_IN_PROGRESS');

    autoplay(ana, ben);
    await until(() => ana.lobby?.phase === 'over' && ben.lobby?.phase === 'over', 'the end of the match', 90_000);
    const state = table.game.host.currentState;
    expect(state?.phase).toBe('game-over');
    const record = await ana.request('record:export', {});
    expect(record.ok).toBe(true);
  });

  it('no frame either person received carries another seat hidden dice before its reveal', () => {
    for (const [p, seat] of [
      [ana, 0],
      [ben, 1],
    ] as const) {
      expect(p.frames.length).toBeGreaterThan(20);
      // only Colyseus's join, data and leave frames: no state sync carrying anything else
      expect(new Set(p.frames.map((f) => f.code))).toEqual(new Set([10, 13]));
      expect(leakedHands(p.frames, seat)).toEqual([]);
      // each saw its own hand (the check looks at real views)
      const own = p.frames.filter((f) => f.type === 'msg' && (f.message as { event?: { type: string; view?: { hands: unknown[] } } }).event?.view?.hands[seat] != null);
      expect(own.length).toBeGreaterThan(0);
    }
  });

  it("the privacy check finds a view that shows another seat's hand (it can fail)", () => {
    const view = { hands: [[1, 2, 3], [4, 5, 6]], current: { kind: 'normal' } };
    const frame = { code: 13, type: 'msg', bytes: 0, message: { kind: 'event', event: { type: 'view', view, shownSeat: 0, actionCount: 3 } } };
    expect(leakedHands([frame], 0)).toHaveLength(1);
  });

  it('a rematch opens the same table again', async () => {
    const games = ana.lobby!.games;
    ana.autoplay = false;
    ben.autoplay = false;
    ben.room.send(MSG_LOBBY_ACT, { type: 'rematch' });
    await until(() => (ana.lobby as LobbyState).phase === 'playing' && ana.lobby!.games === games + 1, 'the rematch');
    await until(() => ana.view?.phase !== 'game-over', 'a new game view');
  });
});
