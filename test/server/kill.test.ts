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
import { MSG_LOBBY_ACT, type WsMessage } from '../../common/online/room-protocol';
import { freePort, killed, startChild } from './child';
import { autoplay, createTable, joinTable, PERSON, tempDir, until, type Person } from './helpers';

/** The rolls a person was told: action index -> their own seat's dice. */
function toldRolls(p: Person, seat: number): Map<number, string> {
  const rolls = new Map<number, string>();
  for (const f of p.frames) {
    if (f.type !== 'msg') continue;
    const m = f.message as WsMessage;
    if (m.kind === 'event' && m.event.type === 'events' && m.event.action.type === 'roll') rolls.set(m.event.actionIndex, JSON.stringify(m.event.action.dice[seat]));
  }
  return rolls;
}

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
    const ana = await createTable(first.url);
    const { code, secret } = ana.welcome!;
    const ben = await joinTable(first.url, code, { secret, person: PERSON('Ben', '#2e86c1') });
    people.push(ana, ben);
    // the acknowledged actions: each ok reply's action index
    const acked = new Map<number, unknown>();
    for (const p of [ana, ben]) {
      const request = p.request.bind(p);
      p.request = async (channel, payload, timeoutMs) => {
        const r = await request(channel, payload, timeoutMs);
        if (channel === 'game:act' && r.ok) acked.set((r.value as { actionIndex: number }).actionIndex, (payload as { action: unknown }).action);
        return r;
      };
    }
    ana.room.send(MSG_LOBBY_ACT, { type: 'start' });
    await until(() => ana.view !== null && ben.view !== null, 'the game');
    autoplay(ana, ben);
    await until(() => acked.size >= 6 && ana.view?.phase === 'bidding', 'a few acknowledged actions mid-round', 30_000);
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
    for (const [index, action] of acked) expect(actions[index], `acknowledged action ${index}`).toEqual(action);
    rolls.forEach((told, seat) => {
      for (const [index, dice] of told) {
        const a = actions[index] as { type: string; dice?: unknown[] } | undefined;
        expect(a?.type).toBe('roll');
        expect(JSON.stringify(a?.dice?.[seat]), `roll ${index} of seat ${seat}`).toBe(dice);
      }
    });
    // both come back to their seats with their tokens, and see the saved game
    const ana2 = await joinTable(second.url, code, { secret, person: PERSON('Ana'), seatToken: ana.welcome!.seatToken });
    const ben2 = await joinTable(second.url, code, { secret, person: PERSON('Ben'), seatToken: ben.welcome!.seatToken });
    people.push(ana2, ben2);
    expect([ana2.welcome!.seat, ben2.welcome!.seat]).toEqual([0, 1]);
    await until(() => ana2.view !== null && ben2.view !== null, 'the views after the restart');
    expect(ana2.actionCount).toBeGreaterThanOrEqual(actions.length);
    // the round being played keeps its dice: the last roll told to Ben is his hand now (same round)
    const lastRoll = [...rolls[1]!].sort((a, b) => a[0] - b[0]).at(-1)!;
    if (ben2.view!.round === ben.view!.round) expect(JSON.stringify(ben2.view!.hands[1])).toBe(lastRoll[1]);
    // and the game plays on to its end
    autoplay(ana2, ben2);
    await until(() => ana2.lobby?.phase === 'over', 'the end of the game after the restart', 90_000);
  });
});
