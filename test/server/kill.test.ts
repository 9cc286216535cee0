// Issue 38 item "acknowledged means durable": a server child process (npm run server's
// server/main.ts) is killed with SIGKILL mid-round while two people play; restarted on the same
// data folder, the table comes back under the same code, both people take their seats back with
// their tokens, every action a person was answered ok is in the table's saved record, and every
// roll a person was told is there with the same dice (nothing re-rolled).
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseAutosave } from '../../main/host/index';
import { freePort, killed, startChild } from './child';
import { autoplay, tempDir, until, type Person } from './helpers';
import { expectKept, expectSeatsBack, lastRoll, playMidRound, toldRolls } from './kill-kit';

describe('kill -9 of the server mid-round (issue 38)', () => {
  const t = tempDir();
  const children: ChildProcess[] = [];
  const people: Person[] = [];
  afterAll(async () => {
    for (const p of people) await p.leave().catch(() => undefined);
    for (const c of children) await killed(c);
    t.cleanup();
  });

  it('comes back under the same code with every acknowledged action and no roll rolled again', async () => {
    const first = await startChild(t.dir, await freePort());
    children.push(first.child);
    const before = await playMidRound(first.url, people);
    const { ana, ben, code, acked } = before;
    await killed(first.child);
    ana.autoplay = false;
    ben.autoplay = false;
    const rolls = [toldRolls(ana, 0), toldRolls(ben, 1)];
    expect(rolls[0]!.size).toBeGreaterThan(0);

    const second = await startChild(t.dir, await freePort());
    children.push(second.child);
    expect(second.restored).toContain(code);
    const saved = parseAutosave(readFileSync(join(t.dir, 'tables', code, 'autosave.json'), 'utf8'));
    expect(saved.ok).toBe(true);
    if (!saved.ok) return;
    const actions = saved.session.record.actions;
    expectKept(actions, acked, rolls);
    // both come back to their seats with their tokens, and see the saved game (the round being played keeps its dice)
    const { ana2, ben2 } = await expectSeatsBack(second.url, before, actions.length, lastRoll(rolls[1]!), people);
    // and the game plays on to its end
    autoplay(ana2, ben2);
    await until(() => ana2.lobby?.phase === 'over', 'the end of the game after the restart', 90_000);
  });
});
