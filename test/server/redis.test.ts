// Issue 38, several processes: a redis-server started by the test (127.0.0.1, a free port, no RDB
// snapshots, append-only file in a temp folder) and two server processes sharing its presence and
// room driver (REDIS_URL). A table created through one process is found and joined through the
// other (the seat reservation sends the client to the process that holds the table); the process
// holding it is killed (SIGKILL) mid-round and restarted on the shared data folder: the table is
// back under its code, found again through the other process, and played to its end.
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { MSG_LOBBY_ACT } from '../../common/online/room-protocol';
import { freePort, killed, startChild } from './child';
import { REDIS, startRedis } from './redis-server';
import { autoplay, createTable, joinTable, PERSON, tempDir, until, type Person } from './helpers';

describe.skipIf(!existsSync(REDIS))('two server processes sharing one redis-server (issue 38)', () => {
  const t = tempDir();
  const children: ChildProcess[] = [];
  const people: Person[] = [];
  afterAll(async () => {
    for (const p of people) await p.leave().catch(() => undefined);
    for (const c of children.reverse()) await killed(c);
    t.cleanup();
  });

  it('a table created through one process is joined through the other, survives kill -9 of its process, and is played to its end', async () => {
    const redisPort = await freePort();
    children.push(await startRedis(t.dir, redisPort));
    const env = { REDIS_URL: `redis://127.0.0.1:${redisPort}` };
    const [pa, pb] = [await freePort(), await freePort()];
    const data = `${t.dir}/data`;
    const a = await startChild(data, pa, env);
    children.push(a.child);
    const b = await startChild(data, pb, env);
    children.push(b.child);
    const ana = await createTable(a.url);
    const { code, secret } = ana.welcome!;
    const ben = await joinTable(b.url, code, { secret, person: PERSON('Ben', '#2e86c1') });
    people.push(ana, ben);
    expect(ben.welcome!.seat).toBe(1);
    await until(() => ana.lobby?.seats[1]?.connected === true, 'Ben seen at the table');
    ana.room.send(MSG_LOBBY_ACT, { type: 'start' });
    await until(() => ana.view !== null && ben.view !== null, 'the game on both');
    // a wrong secret through the other process is refused as well
    await expect(joinTable(b.url, code, { secret: 'ABCDEFGH', person: PERSON('Eve') })).rejects.toThrow(/BAD_SECRET|TABLE_FULL/);
    autoplay(ana, ben);
    await until(() => ana.actionCount >= 6 && ana.view?.phase === 'bidding', 'a few actions mid-round', 30_000);
    const seen = ana.actionCount;
    // the process that holds the table (Colyseus may have created it on either): its clients' sockets go there
    const holderUrl = (ana.room.connection as unknown as { url: string }).url;
    const [holder, survivor] = holderUrl.includes(`:${pa}/`) ? [a, b] : [b, a];
    expect(holderUrl).toContain(holder === a ? `:${pa}/` : `:${pb}/`);
    await killed(holder.child);
    ana.autoplay = false;
    ben.autoplay = false;
    const restarted = await startChild(data, await freePort(), env);
    children.push(restarted.child);
    expect(restarted.restored).toContain(code);
    // both come back with their tokens, Ben through the process that did not hold the table
    const ben2 = await joinTable(survivor.url, code, { secret, person: PERSON('Ben'), seatToken: ben.welcome!.seatToken });
    const ana2 = await joinTable(restarted.url, code, { secret, person: PERSON('Ana'), seatToken: ana.welcome!.seatToken });
    people.push(ana2, ben2);
    await until(() => ana2.view !== null && ben2.view !== null, 'the views after the restart');
    expect(ana2.actionCount).toBeGreaterThanOrEqual(seen);
    autoplay(ana2, ben2);
    await until(() => ana2.lobby?.phase === 'over', 'the end of the game', 90_000);
  });
});
