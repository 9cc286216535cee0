// The frames a connection is sent in one turn of the event loop leave in one socket write
// (server/socket-batch.ts, issue 38's bench: a write per frame was the server's largest cost at
// 500 tables). The batch corks a socket once a turn and uncorks it at the turn's end; a table
// played to its end sends each person far fewer writes than frames, every frame still decoded
// whole and in order, and no other seat's hidden die in any of them.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_LOBBY_ACT } from '../../common/online/room-protocol';
import { SocketBatch, type Corkable } from '../../server/socket-batch';
import { autoplay, createTable, joinTable, leakedHands, PERSON, testServer, until, type Person } from './helpers';

function fakeSocket(): Corkable & { corks: number; uncorks: number } {
  return {
    corks: 0,
    uncorks: 0,
    cork() {
      this.corks++;
    },
    uncork() {
      this.uncorks++;
    },
  };
}

describe('SocketBatch', () => {
  it('corks a socket once however many frames in a turn, and uncorks every socket it holds at the turn end', () => {
    const later: (() => void)[] = [];
    const batch = new SocketBatch((f) => later.push(f));
    const a = fakeSocket();
    const b = fakeSocket();
    batch.hold(a);
    batch.hold(a);
    batch.hold(b);
    batch.hold(null);
    expect([a.corks, b.corks, batch.size, later.length]).toEqual([1, 1, 2, 1]);
    expect(a.uncorks + b.uncorks).toBe(0);
    later.shift()!();
    expect([a.uncorks, b.uncorks, batch.size]).toEqual([1, 1, 0]);
    // the next turn corks again
    batch.hold(a);
    expect([a.corks, later.length]).toEqual([2, 1]);
  });
});

describe('frames to a connection in one write a turn (issue 38 bench)', () => {
  let srv: Awaited<ReturnType<typeof testServer>>;
  const people: Person[] = [];
  const writes = new Map<net.Socket, number>();
  const proto = net.Socket.prototype as unknown as { _writeGeneric(this: net.Socket, writev: boolean, ...rest: unknown[]): unknown };
  const original = proto._writeGeneric;

  beforeAll(async () => {
    srv = await testServer();
    // every write to the sockets counted (the server's side of each person's connection)
    proto._writeGeneric = function (this: net.Socket, writev: boolean, ...rest: unknown[]) {
      const n = writes.get(this);
      if (n !== undefined) writes.set(this, n + 1);
      return original.call(this, writev, ...rest);
    };
  });
  afterAll(async () => {
    proto._writeGeneric = original;
    for (const p of people) await p.leave().catch(() => undefined);
    await srv?.stop();
  });

  it('a whole game sends each person fewer than half as many socket writes as frames, each frame whole and private', async () => {
    const ana = await createTable(srv.server.url, { seats: [{ kind: 'friend' }, { kind: 'bot', level: 'novato' }] });
    const ben = await joinTable(srv.server.url, ana.welcome!.code, { secret: ana.welcome!.secret, person: PERSON('Ben') });
    people.push(ana, ben);
    // the server's socket of a person's connection
    const room = srv.server.table(ana.welcome!.code)!;
    const socket = (p: Person): net.Socket => (room.clients.find((c) => c.sessionId === p.room.sessionId)!.ref as unknown as { _socket: net.Socket })._socket;
    ana.room.send(MSG_LOBBY_ACT, { type: 'start' });
    await until(() => ana.view !== null && ben.view !== null, 'the game started');
    for (const p of people) writes.set(socket(p), 0);
    const from = people.map((p) => p.frames.length);
    autoplay(ana, ben);
    await until(() => ana.lobby?.phase === 'over', 'the game over', 60_000);
    await new Promise((r) => setTimeout(r, 200));
    people.forEach((p, i) => {
      const frames = p.frames.length - from[i]!;
      expect(frames).toBeGreaterThan(40);
      expect(writes.get(socket(p))!).toBeLessThan(frames / 2);
      expect(p.frames.every((f) => f.code !== 13 || f.type !== undefined)).toBe(true);
      expect(leakedHands(p.frames, p.welcome!.seat)).toEqual([]);
    });
  }, 90_000);
});
