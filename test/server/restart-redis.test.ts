// Issue 38, "a restart waits for the lease to expire" (the last closing note's defect): with
// REDIS_URL, a server child process is killed with SIGKILL mid-round while two people play, and
// restarted on the same data folder with a 30 s lease. It is the same holder (DATA_DIR/process-id,
// server/process-identity.ts), so it takes its table back at once: served again under its code
// well within the lease (under 10 s from the kill, the restart's boot included), every action
// answered ok in its saved record, no roll rolled again, both people back with their tokens. The
// old code listened with nothing restored and took the table only once the lease expired (30 s).
// A third process started on the same data folder while the second runs refuses to start (ETAKEN).
import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { parseAutosave } from '../../main/host/index';
import { PROCESS_ID_FILE } from '../../server/process-identity';
import { freePort, killed, startChild } from './child';
import { REDIS, startRedis } from './redis-server';
import { autoplay, tempDir, until, type Person } from './helpers';
import { expectKept, expectSeatsBack, lastRoll, playMidRound, toldRolls } from './kill-kit';

describe.skipIf(!existsSync(REDIS))('kill -9 and restart of a process holding a table in Redis (issue 38)', () => {
  const t = tempDir();
  const children: ChildProcess[] = [];
  const people: Person[] = [];
  const closers: (() => unknown)[] = [];
  afterAll(async () => {
    for (const p of people) await p.leave().catch(() => undefined);
    for (const c of closers) await Promise.resolve(c()).catch(() => undefined);
    for (const c of children.reverse()) await killed(c);
    t.cleanup();
  });

  it('the restart takes its table back at once (not after the 30 s lease), with every acknowledged action and no roll rolled again', async () => {
    const redisPort = await freePort();
    children.push(await startRedis(t.dir, redisPort));
    const redis = new Redis(`redis://127.0.0.1:${redisPort}`);
    closers.push(() => redis.disconnect());
    const env = { REDIS_URL: `redis://127.0.0.1:${redisPort}`, DUDO_LEASE_MS: '30000' };
    const dataDir = join(t.dir, 'data');
    const first = await startChild(dataDir, await freePort(), env);
    children.push(first.child);
    const before = await playMidRound(first.url, people);
    const { ana, ben, code, acked } = before;
    const leaseBefore = await redis.get(`dudo:lease:${code}`);
    await killed(first.child);
    const killedAt = Date.now();
    ana.autoplay = false;
    ben.autoplay = false;
    const rolls = [toldRolls(ana, 0), toldRolls(ben, 1)];
    expect(rolls[0]!.size).toBeGreaterThan(0);

    const second = await startChild(dataDir, await freePort(), env);
    children.push(second.child);
    const backMs = Date.now() - killedAt;
    // the old code: nothing restored at start, the table dead until the lease expired
    expect(second.restored, 'the table restored by the restart at once').toContain(code);
    // and not by waiting for the lease inside the start (the bound is the lease: a loaded machine's boot is slow, not wrong)
    expect(backMs, 'the table back before its lease would have expired').toBeLessThan(30_000);
    // the lease carried the folder's id, and now the restart's incarnation of it
    const id = readFileSync(join(dataDir, PROCESS_ID_FILE), 'utf8').trim();
    const leaseNow = await redis.get(`dudo:lease:${code}`);
    expect(leaseBefore?.startsWith(`${id}/`)).toBe(true);
    expect(leaseNow?.startsWith(`${id}/`)).toBe(true);
    expect(leaseNow).not.toBe(leaseBefore);

    const saved = parseAutosave((await redis.get(`dudo:save:${code}`)) ?? '');
    expect(saved.ok).toBe(true);
    if (!saved.ok) return;
    const actions = saved.session.record.actions;
    expectKept(actions, acked, rolls);
    const { ana2, ben2 } = await expectSeatsBack(second.url, before, actions.length, lastRoll(rolls[1]!), people);
    autoplay(ana2, ben2);
    await until(() => ana2.actionCount >= actions.length + 4, 'the game playing on after the restart', 60_000);
    console.log(`restart: table ${code} served again ${backMs} ms after kill -9 (the restart's boot included; lease 30 s)`);

    // a second process on the same data folder while this one runs: refused, with the reason
    const third = startChild(dataDir, await freePort(), env);
    await expect(third).rejects.toThrow(/ETAKEN.*two processes cannot share one DATA_DIR/);
    expect(await redis.get(`dudo:lease:${code}`)).toBe(leaseNow);
  }, 180_000);
});
