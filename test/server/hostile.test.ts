// Issue 38, "it faces the internet": a seated hostile client sends a few thousand malformed and
// valid-shaped messages (fast-check) while another table plays a whole game on the same server;
// floods, garbage bytes, a thousand idle sockets, and the per-address caps. The server stays up,
// the other table finishes, the hostile client acts for nobody but its own seat, and the table's
// own facts are unchanged.
import fc from 'fast-check';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_LOBBY_ACT, MSG_REACT, MSG_REQ } from '../../common/online/room-protocol';
import type { OnlineServer, OnlineServerOptions } from '../../server/server';
import { autoplay, createTable, joinTable, PERSON, testServer, until, type Person } from './helpers';
import { hostileMessage } from './hostile-messages';

const FUZZ_RUNS = 3000;

/** A server with `limits` for one describe block: started before its tests; after them, the people seated leave and it stops. */
function serverFor(limits: OnlineServerOptions['limits']): { readonly server: OnlineServer; readonly people: Person[] } {
  let srv: Awaited<ReturnType<typeof testServer>> | undefined;
  const people: Person[] = [];
  beforeAll(async () => {
    srv = await testServer({ limits });
  });
  afterAll(async () => {
    for (const p of people) await p.leave().catch(() => undefined);
    await srv?.stop();
  });
  return {
    people,
    get server() {
      if (!srv) throw new Error('the server is not started (read it inside a test)');
      return srv.server;
    },
  };
}

describe('hostile clients (issue 38)', () => {
  const srv = serverFor({ messagesPerSecond: 100_000, burst: 100_000, hardMessagesPerSecond: 100_000 });
  const { people } = srv;

  it(`${FUZZ_RUNS} malformed and valid-shaped messages from a seated client: the server stays up, another table finishes its game, nobody else's seat is played`, async () => {
    const url = srv.server.url;
    // the victim table: Ana (passive, seat 0), Eve (hostile, seat 1) and a bot
    const ana = await createTable(url);
    const eve = await joinTable(url, ana.welcome!.code, { secret: ana.welcome!.secret, person: PERSON('Eve') });
    people.push(ana, eve);
    ana.room.send(MSG_LOBBY_ACT, { type: 'start' });
    await until(() => eve.view !== null, 'the game');
    const victim = srv.server.table(ana.welcome!.code)!;
    const metaBefore = JSON.stringify(victim.meta);
    // another table plays a whole game meanwhile
    const cy = await createTable(url, { person: PERSON('Cy') });
    const di = await joinTable(url, cy.welcome!.code, { secret: cy.welcome!.secret, person: PERSON('Di') });
    people.push(cy, di);
    cy.room.send(MSG_LOBBY_ACT, { type: 'start' });
    await until(() => cy.view !== null && di.view !== null, 'the other game');
    autoplay(cy, di);

    const samples = fc.sample(hostileMessage(), { numRuns: FUZZ_RUNS, seed: 38 });
    for (let i = 0; i < samples.length; i++) {
      const m = samples[i]!;
      eve.room.send(m.type, m.payload);
      if (i % 200 === 199) await new Promise((r) => setTimeout(r, 20));
    }
    await until(() => cy.lobby?.phase === 'over', 'the other table finishing its game', 90_000);
    // the hostile client is still answered, and only ever acted for its own seat
    const info = await eve.request('app:info', {});
    expect(info.ok).toBe(true);
    const record = victim.game.host.currentRecord!;
    const seatActions = record.actions.filter((a) => 'seat' in a) as { seat: number }[];
    expect(seatActions.filter((a) => a.seat === 0)).toEqual([]);
    expect(JSON.stringify(victim.meta)).toBe(metaBefore);
    expect(eve.errors.length).toBeGreaterThan(100);
    expect(new Set(eve.errors.map((e) => e.code))).not.toContain('INTERNAL');
  });

  it('garbage frames are refused or close only that connection; the server answers the next one', async () => {
    const p = await createTable(srv.server.url, { person: PERSON('Gus') });
    const frames = fc.sample(fc.tuple(fc.integer({ min: 0, max: 255 }), fc.uint8Array({ maxLength: 200 })), { numRuns: 300, seed: 38 });
    for (const [code, rest] of frames) {
      if (p.left !== null) break;
      (p.room.connection as unknown as { send(b: Uint8Array): void }).send(new Uint8Array([code, ...rest]));
    }
    await new Promise((r) => setTimeout(r, 200));
    expect(p.left !== null || p.errors.length > 0).toBe(true);
    const q = await createTable(srv.server.url, { person: PERSON('Hal') });
    people.push(p, q);
    expect(q.welcome!.seat).toBe(0);
  });

  it('a thousand idle sockets that never join are closed, and the server still answers', async () => {
    const port = srv.server.port;
    const sockets = await Promise.all(
      Array.from({ length: 1000 }, () => new Promise<WebSocket>((ok) => {
        const ws = new WebSocket(`ws://127.0.0.1:${port}/`);
        ws.on('open', () => ok(ws));
        ws.on('error', () => ok(ws));
      })),
    );
    await until(() => sockets.every((s) => s.readyState === WebSocket.CLOSED), 'the idle sockets closed', 20_000);
    // a socket to a room with no seat reservation is refused too
    const bogus = new WebSocket(`ws://127.0.0.1:${port}/abc/ABCDEF?sessionId=nope`);
    await new Promise((r) => bogus.on('close', r));
    const p = await createTable(srv.server.url, { person: PERSON('Ivy') });
    people.push(p);
    expect(p.welcome).not.toBeNull();
  });
});

describe('caps per client and per address (issue 38)', () => {
  const srv = serverFor({ connectionsPerAddress: 4, failedJoinsPer10Min: 3, tablesPerAddressPerHour: 3 });
  const { people } = srv;

  it('a flood is refused with RATE past the burst, then the connection is closed; the others are answered', async () => {
    const ana = await createTable(srv.server.url);
    people.push(ana);
    for (let i = 0; i < 50; i++) ana.room.send(MSG_REACT, { id: 'gg' });
    await until(() => ana.errors.some((e) => e.code === 'RATE'), 'RATE');
    for (let i = 0; i < 300; i++) ana.room.send(MSG_REQ, { id: i, channel: 'app:info', payload: {} });
    await until(() => ana.left !== null, 'the flooding connection closed');
  });

  it('wrong secrets past the cap lock the address out, the right one included', async () => {
    const ana = await createTable(srv.server.url, { person: PERSON('Bo') });
    people.push(ana);
    for (let i = 0; i < 3; i++) await expect(joinTable(srv.server.url, ana.welcome!.code, { secret: 'ABCDEFGH', person: PERSON('Eve') })).rejects.toThrow(/BAD_SECRET/);
    await expect(joinTable(srv.server.url, ana.welcome!.code, { secret: ana.welcome!.secret, person: PERSON('Eve') })).rejects.toThrow(/RATE/);
  });

  it('tables created per address are capped', async () => {
    // two made above; one more allowed, then refused
    const c = await createTable(srv.server.url, { person: PERSON('Cy') });
    people.push(c);
    await expect(createTable(srv.server.url, { person: PERSON('Di') })).rejects.toThrow(/RATE/);
  });
});
