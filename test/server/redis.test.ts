// Issue 38, several processes and a live takeover: a redis-server started by the test (127.0.0.1, a
// free port, append-only file, appendfsync always) and two server processes (REDIS_URL, each its
// own data folder, a short lease). Ana plays from the desktop app's online client (a host with
// main/online), Ben from the browser page's client (renderer/src/client/room.ts); each reaches the
// servers through one loopback address, as behind a load balancer (Ana's prefers process A, Ben's
// process B). The table is created through A and joined through B; the process holding it is
// killed with SIGKILL mid-round and NOT restarted: the other process takes it over under the same
// code, every action answered ok is in its saved record, every roll told is there with the same
// dice, both people come back by themselves, and they play the game to its end.
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import type { SeatView } from '../../engine/index';
import { parseInvite, type HostEvent, type OnlineLobby, type Result } from '../../common/contract/index';
import { parseAutosave } from '../../main/host/index';
import { roomPageClient } from '../../renderer/src/client/room';
import { sdkJoin } from '../../renderer/src/client/index';
import { provideWebSocketGlobal } from '../../server/node-compat';
import { useCleanups } from '../host/helpers';
import { createTable, onlineApp, type TestServer } from '../online/online-kit';
import { freePort, killed, startChild } from './child';
import { REDIS, startRedis } from './redis-server';
import { choose, tempDir, until } from './helpers';

/** One loopback address in front of the processes: each connection goes to the first of `ports` that accepts it (a load balancer's failover). */
function frontDoor(ports: readonly number[]): Promise<{ server: Server; url: string }> {
  const server = createServer((client: Socket) => {
    const tryAt = (i: number): void => {
      if (i >= ports.length) return void client.destroy();
      const upstream = connect(ports[i]!, '127.0.0.1');
      upstream.once('error', () => tryAt(i + 1));
      upstream.once('connect', () => {
        upstream.removeAllListeners('error');
        upstream.on('error', () => client.destroy());
        client.on('error', () => upstream.destroy());
        client.pipe(upstream).pipe(client);
      });
    };
    tryAt(0);
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok({ server, url: `ws://127.0.0.1:${(server.address() as { port: number }).port}` })));
}

/** The rolls told to `seat` in `events`: action index -> its own dice. */
function toldRolls(events: readonly HostEvent[], seat: number): Map<number, string> {
  const rolls = new Map<number, string>();
  for (const e of events) if (e.type === 'events' && e.action.type === 'roll') rolls.set(e.actionIndex, JSON.stringify(e.action.dice[seat]));
  return rolls;
}

/** The process that holds `code` now (its room listing's address in the room driver), or null. */
async function holderOf(redis: Redis, code: string): Promise<string | null> {
  const listing = await redis.hget('roomcaches', code);
  return listing ? ((JSON.parse(listing) as { publicAddress?: string }).publicAddress ?? null) : null;
}

const cleanups = useCleanups();

describe.skipIf(!existsSync(REDIS))('kill -9 of the process holding a table, with a second one live (issue 38)', () => {
  const t = tempDir();
  const children: ChildProcess[] = [];
  const doors: Server[] = [];
  const closers: (() => unknown)[] = [];
  afterAll(async () => {
    for (const c of closers) await Promise.resolve(c()).catch(() => undefined);
    for (const d of doors) d.close();
    for (const c of children.reverse()) await killed(c);
    t.cleanup();
  });

  it('the other process takes the table over under the same code, nothing acknowledged lost or re-rolled; both people come back by themselves and finish', async () => {
    provideWebSocketGlobal();
    const redisPort = await freePort();
    children.push(await startRedis(t.dir, redisPort));
    const redis = new Redis(`redis://127.0.0.1:${redisPort}`);
    closers.push(() => redis.disconnect());
    const env = { REDIS_URL: `redis://127.0.0.1:${redisPort}`, DUDO_LEASE_MS: '1500' };
    const [pa, pb] = [await freePort(), await freePort()];
    const a = await startChild(`${t.dir}/a`, pa, env);
    children.push(a.child);
    const b = await startChild(`${t.dir}/b`, pb, env);
    children.push(b.child);
    const [doorA, doorB] = [await frontDoor([pa, pb]), await frontDoor([pb, pa])];
    doors.push(doorA.server, doorB.server);

    // Ana: the desktop app's online client; Ben: the browser page's client
    const ana = onlineApp(cleanups, { server: { url: doorA.url } } as TestServer);
    const created = await createTable(ana);
    const code = parseInvite(created.link)!.code;
    const benEvents: HostEvent[] = [];
    let benView: SeatView | null = null;
    let benCount = -1;
    let benLobby: OnlineLobby | null = null;
    const ben = roomPageClient(doorB.url, sdkJoin, 10_000, [200, 500, 1000]);
    closers.push(() => ben.close());
    // the acknowledged actions: each ok reply's action index
    const acked = new Map<number, unknown>();
    const note = (action: unknown, r: Result<unknown>): void => {
      if (r.ok) acked.set((r.value as { actionIndex: number }).actionIndex, action);
    };
    const anaHandle = ana.client.handle.bind(ana.client);
    ana.client.handle = (async (channel: string, payload: unknown) => {
      const r = (await anaHandle(channel as never, payload as never)) as Result<unknown>;
      if (channel === 'game:act') note((payload as { action: unknown }).action, r);
      return r;
    }) as typeof ana.client.handle;
    let benPlays = false;
    let benActed = -1;
    const benPlay = (): void => {
      if (!benPlays || !benView || benView.legal.length === 0 || benActed === benCount) return;
      benActed = benCount;
      const action = choose(benView.legal, benCount);
      const count = benCount;
      void ben.invoke('game:act', { action }).then((r) => {
        note(action, r as Result<unknown>);
        // an act its connection lost (the process died) is played again on the next view
        if (!r.ok && r.error.code === 'DISCONNECTED' && benActed === count) benActed = -1;
      });
    };
    ben.onEvent((e) => {
      benEvents.push(e);
      if (e.type === 'online-lobby') benLobby = e.lobby;
      if (e.type === 'view') {
        benView = e.view;
        benCount = e.actionCount;
        benPlay();
      }
    });
    const joined = (await ben.invoke('online:join', { invite: created.link, person: { name: 'Ben', color: '#2233aa', face: 'owl' }, dice3d: false })) as Result<OnlineLobby>;
    expect(joined).toMatchObject({ ok: true, value: { code: created.code, yourSeat: 1 } });
    await until(() => ana.lobby?.seats[1]?.connected === true, 'Ben seen at the table');
    await ana.client.handle('online:lobby-action', { action: { type: 'start' } });
    await until(() => ana.view !== null && benView !== null, 'the game on both');
    ana.start();
    benPlays = true;
    benPlay();
    await until(() => acked.size >= 6 && ana.view?.phase === 'bidding', 'a few acknowledged actions mid-round', 30_000);

    const holder = await holderOf(redis, code);
    expect([`127.0.0.1:${pa}`, `127.0.0.1:${pb}`]).toContain(holder);
    const [dead, survivor] = holder === `127.0.0.1:${pa}` ? [a, `127.0.0.1:${pb}`] : [b, `127.0.0.1:${pa}`];
    await killed(dead.child);
    const killedAt = Date.now();
    const rolls = [toldRolls(ana.events, 0), toldRolls(benEvents, 1)];
    const ackedAtKill = new Map(acked);
    expect(rolls[0]!.size).toBeGreaterThan(0);

    // the survivor takes the table over (the lease expired) under the same code, within a bounded time
    const deadline = Date.now() + 20_000;
    let savedText: string | null = null;
    while (Date.now() < deadline) {
      if ((await holderOf(redis, code)) === survivor) {
        savedText = await redis.get(`dudo:save:${code}`);
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    const tookOverMs = Date.now() - killedAt;
    expect(savedText, 'the table served by the other process with its saved game').not.toBeNull();
    expect(tookOverMs).toBeLessThan(20_000);
    const saved = parseAutosave(savedText!);
    expect(saved.ok).toBe(true);
    if (!saved.ok) return;
    const actions = saved.session.record.actions;
    for (const [index, action] of ackedAtKill) expect(actions[index], `acknowledged action ${index}`).toEqual(action);
    rolls.forEach((told, seat) => {
      for (const [index, dice] of told) {
        const act = actions[index] as { type: string; dice?: unknown[] } | undefined;
        expect(act?.type).toBe('roll');
        expect(JSON.stringify(act?.dice?.[seat]), `roll ${index} of seat ${seat}`).toBe(dice);
      }
    });

    // both come back by themselves (their clients find the table by its code with their seat tokens)
    await until(() => ana.lobby?.connection === 'open' && ana.connections.includes('reconnecting'), "Ana's app back at the table", 60_000);
    await until(() => benLobby?.connection === 'open' && benEvents.some((e) => e.type === 'online-lobby' && e.lobby?.connection === 'reconnecting'), "Ben's page back at the table", 60_000);
    expect(ana.lobby?.code).toBe(created.code);
    expect(ana.connections).not.toContain('lost');
    // the game plays on to its end on the other process
    await until(() => ana.lobby?.phase === 'over' && benLobby?.phase === 'over', 'the end of the game after the takeover', 120_000).catch((e: unknown) => {
      // what each side was last told (a stall's diagnosis)
      const last = (events: readonly HostEvent[]) => events.slice(-4).map((x) => (x.type === 'view' ? `view ${x.actionCount} toAct ${x.view.toAct} legal ${x.view.legal.length}` : x.type === 'online-lobby' ? `lobby ${x.lobby?.connection} ${x.lobby?.phase}` : x.type));
      console.log(JSON.stringify({ ana: last(ana.events), ben: last(benEvents), anaActs: ana.acts.length }));
      throw e;
    });
    expect(await holderOf(redis, code)).toBe(survivor);
    console.log(`takeover: table ${code} served again ${tookOverMs} ms after kill -9 of its process (lease 1.5 s)`);
  }, 240_000);
});
