// Issue 38, the Redis store (server/redis-store.ts) with a redis-server started by the test (appendfsync
// always) and the server in-process: a write Redis refuses (over its maxmemory: OOM) is never acknowledged
// nor told; the game pauses on it (save-pause, code EREDIS), a further action is refused with a typed
// STORAGE error, and once Redis takes writes again the held action is saved, answered ok and told.
// A table's facts and saves are written only under its lease: a process that lost it writes nothing.
// A big batch is acknowledged a few saves a turn of the event loop (the group commit shared with the
// journal, server/group-commit.ts): the Redis store's own copy once resolved it all in one turn.
// A process's durable id (DATA_DIR/process-id): a restart takes back at once the leases its dead
// incarnation held, and only those; one live process at a time under an id (ETAKEN for another).
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import type { HostEvent } from '../../common/contract/index';
import { CODE_ALPHABET, createOptionsSchema, MSG_LOBBY_ACT } from '../../common/online/room-protocol';
import { RedisStore, RedisWriteError } from '../../server/redis-store';
import { ProcessIdentityError } from '../../server/process-identity';
import { newTable } from '../../server/table';
import { freePort, killed } from './child';
import { REDIS, startRedis } from './redis-server';
import { choose, countPerTurn, createOptions, createTable, joinTable, PERSON, tempDir, testServer, turnClock, until, type Person } from './helpers';

const savePauses = (p: Person): HostEvent[] => p.events.filter((e) => e.type === 'save-pause' && e.pause !== null);

describe.skipIf(!existsSync(REDIS))('the Redis store (issue 38)', () => {
  const t = tempDir();
  const children: ChildProcess[] = [];
  const closers: (() => unknown)[] = [];
  let url = '';
  const redisUp = async (): Promise<Redis> => {
    if (!url) {
      const port = await freePort();
      children.push(await startRedis(t.dir, port));
      url = `redis://127.0.0.1:${port}`;
    }
    const r = new Redis(url);
    closers.push(() => r.disconnect());
    return r;
  };
  afterAll(async () => {
    for (const c of closers.reverse()) await Promise.resolve(c()).catch(() => undefined);
    for (const c of children) await killed(c);
    t.cleanup();
  });

  it('a write Redis refuses is neither answered nor told: the game pauses, a further action gets STORAGE, and it goes on once Redis writes again', async () => {
    const admin = await redisUp();
    const srv = await testServer({ redisUrl: url, leaseMs: 3000 });
    closers.push(() => srv.stop());
    const ana = await createTable(srv.server.url, { seats: [{ kind: 'friend' }] });
    const ben = await joinTable(srv.server.url, ana.welcome!.code, { secret: ana.welcome!.secret, person: PERSON('Ben', '#2e86c1') });
    closers.push(() => ana.leave(), () => ben.leave());
    ana.room.send(MSG_LOBBY_ACT, { type: 'start' });
    await until(() => [ana, ben].some((p) => p.view !== null && p.view.seat !== null && p.view.legal.length > 0), 'a person to act');
    const actor = [ana, ben].find((p) => p.view !== null && p.view.seat !== null && p.view.legal.length > 0)!;
    const before = { ana: ana.actionCount, ben: ben.actionCount };
    const saved = await admin.get(`dudo:save:${ana.welcome!.code}`);
    expect(saved).not.toBeNull();

    await admin.config('SET', 'maxmemory', '1');
    let answered = false;
    const reply = actor.request('game:act', { action: choose(actor.view!.legal, actor.actionCount) }, 30_000).then((r) => ((answered = true), r));
    await until(() => savePauses(ana).length > 0 && savePauses(ben).length > 0, 'the pause told to both');
    expect(JSON.stringify(savePauses(actor).at(-1))).toContain('EREDIS');
    const refused = await actor.request('game:act', { action: choose(actor.view!.legal, actor.actionCount) });
    expect(refused).toMatchObject({ ok: false, error: { code: 'STORAGE' } });
    expect(answered).toBe(false);
    expect({ ana: ana.actionCount, ben: ben.actionCount }).toEqual(before);
    expect(await admin.get(`dudo:save:${ana.welcome!.code}`)).toBe(saved);

    await admin.config('SET', 'maxmemory', '0');
    expect((await reply).ok).toBe(true);
    await until(() => ana.actionCount > before.ana && ben.actionCount > before.ben, 'both told the action');
    expect(await admin.get(`dudo:save:${ana.welcome!.code}`)).not.toBe(saved);
  }, 60_000);

  it('writes nothing for a table whose lease another process holds (a typed ELEASE refusal), and a taken code is not created again', async () => {
    const admin = await redisUp();
    const mine = new RedisStore({ url, tablesDir: `${t.dir}/tables`, owner: 'me', prefix: 'lease-test:' });
    const other = new RedisStore({ url, tablesDir: `${t.dir}/tables2`, owner: 'other', prefix: 'lease-test:' });
    closers.push(() => mine.close(), () => other.close());
    const meta = newTable('ABCDEF', 'ABCDEFGH', PERSON('Ana'), 'hash', createOptionsSchema.parse(createOptions()), 0);
    expect(await mine.create(meta)).toBe(true);
    expect(await other.create(meta)).toBe(false);
    await mine.sink('ABCDEF').write('{"v":1}');
    // the lease goes to another process (as after an expiry): this one's writes are refused and change nothing
    await admin.set('lease-test:lease:ABCDEF', 'other');
    await expect(mine.sink('ABCDEF').write('{"v":2}')).rejects.toMatchObject({ code: 'ELEASE' });
    await expect(mine.save({ ...meta, games: 1 })).rejects.toBeInstanceOf(RedisWriteError);
    expect(await admin.get('lease-test:save:ABCDEF')).toBe('{"v":1}');
    expect((await other.load('ABCDEF'))?.games).toBe(0);
  });

  it('acknowledges a batch of 100 tables\' saves in order, at most 16 a turn of the event loop (not the whole burst at once)', async () => {
    await redisUp();
    const store = new RedisStore({ url, tablesDir: `${t.dir}/tables3`, owner: 'burst', prefix: 'burst-test:' });
    closers.push(() => store.close());
    const codes = Array.from({ length: 100 }, (_, i) => `BURS${CODE_ALPHABET[Math.floor(i / CODE_ALPHABET.length)]!}${CODE_ALPHABET[i % CODE_ALPHABET.length]!}`);
    expect(new Set(codes).size).toBe(100);
    const options = createOptionsSchema.parse(createOptions());
    for (const code of codes) expect(await store.create(newTable(code, 'ABCDEFGH', PERSON('Ana'), 'hash', options, 0))).toBe(true);
    const clock = turnClock();
    const order: number[] = [];
    const turnOf: number[] = [];
    // the first save is a batch of its own; the 99 that come while it is written are the next one
    await Promise.all(codes.map((code, i) => store.sink(code).write(`{"n":${i}}`).then(() => (order.push(i), turnOf.push(clock.now())))));
    clock.stop();
    expect(order).toEqual(codes.map((_, i) => i));
    expect(store.batches).toBe(2);
    const perTurn = countPerTurn(turnOf);
    expect(Math.max(...perTurn.values())).toBeLessThanOrEqual(16);
  });

  it('a restart takes back at once the leases its own id held (not another\'s, not a free one), the dead incarnation\'s writes are refused, and a second live process under the id is refused (ETAKEN)', async () => {
    const admin = await redisUp();
    const id = randomUUID();
    const p = 'back-test:';
    const options = createOptionsSchema.parse(createOptions());
    // what kill -9 of the incarnation "old" left: its identity key (lapsing) and its table's lease; another process's table; a free one
    const leases: Record<string, string | null> = { BACKAA: `${id}/old`, BACKBB: `${randomUUID()}/x`, BACKCC: null };
    for (const [code, lease] of Object.entries(leases)) {
      await admin.set(`${p}table:${code}`, JSON.stringify(newTable(code, 'ABCDEFGH', PERSON('Ana'), 'hash', options, 0)));
      await admin.sadd(`${p}tables`, code);
      if (lease) await admin.set(`${p}lease:${code}`, lease, 'PX', 60_000);
    }
    await admin.set(`${p}process:${id}`, `${id}/old`, 'PX', 300);
    const restart = new RedisStore({ url, tablesDir: `${t.dir}/tables4`, owner: 'new', processId: id, identityMs: 300, leaseMs: 900, prefix: p });
    closers.push(() => restart.close());
    const t0 = Date.now();
    await restart.holdIdentity();
    expect(Date.now() - t0).toBeLessThan(5000);
    expect(await restart.takeBack()).toEqual(['BACKAA']);
    expect(await admin.mget(`${p}lease:BACKAA`, `${p}lease:BACKBB`, `${p}lease:BACKCC`)).toEqual([`${id}/new`, leases['BACKBB'], null]);
    // the dead incarnation's write (were it still running) changes nothing: the lease names the restart
    const old = new RedisStore({ url, tablesDir: `${t.dir}/tables5`, owner: 'old', processId: id, prefix: p });
    closers.push(() => old.close());
    await expect(old.sink('BACKAA').write('{"v":"old"}')).rejects.toMatchObject({ code: 'ELEASE' });
    await restart.sink('BACKAA').write('{"v":"new"}');
    expect(await admin.get(`${p}save:BACKAA`)).toBe('{"v":"new"}');

    // another process on the same data folder (the same id) while the restart lives: refused after its wait, nothing taken
    const second = new RedisStore({ url, tablesDir: `${t.dir}/tables6`, owner: 'second', processId: id, identityMs: 300, prefix: p });
    closers.push(() => second.close());
    await expect(second.holdIdentity()).rejects.toThrow(ProcessIdentityError);
    await expect(second.holdIdentity(0)).rejects.toMatchObject({ code: 'ETAKEN' });
    expect(await second.takeBack()).toEqual([]);
    expect(await admin.get(`${p}lease:BACKAA`)).toBe(`${id}/new`);

    // the identity taken by another incarnation (it would take the tables back): every table here is given up
    const lost: string[] = [];
    restart.keep((code) => lost.push(code), () => Promise.resolve());
    await admin.set(`${p}process:${id}`, `${id}/intruder`, 'PX', 60_000);
    await until(() => lost.includes('BACKAA'), 'the table given up');
    expect(restart.held.size).toBe(0);
  });

  it('two servers on one data folder: the second refuses to start (ETAKEN) while the first serves', async () => {
    await redisUp();
    const first = await testServer({ redisUrl: url, leaseMs: 3000, identityMs: 300 });
    closers.push(() => first.stop());
    await expect(testServer({ redisUrl: url, leaseMs: 3000, identityMs: 300 }, first.dir)).rejects.toMatchObject({ name: 'ProcessIdentityError', code: 'ETAKEN' });
    const ana = await createTable(first.server.url);
    closers.push(() => ana.leave());
    expect(ana.welcome?.code).toMatch(/^[A-Z0-9]{6}$/);
  });
});
