// Issue 38, "acknowledged means durable" through the group commit (server/journal.ts): while the
// sync of the process's log is held, a person's action is applied to nobody's view and answered to
// nobody; once the sync completes, the action is answered ok and every person sees it.
import { afterAll, describe, expect, it } from 'vitest';
import { MSG_LOBBY_ACT } from '../../common/online/room-protocol';
import { choose, createTable, joinTable, PERSON, testServer, until, type Person } from './helpers';

describe('an action through the group commit (issue 38)', () => {
  let held: (() => void)[] | null = null;
  let syncs = 0;
  const sync = async (h: { datasync(): Promise<void> }): Promise<void> => {
    syncs++;
    await h.datasync();
    if (held) await new Promise<void>((r) => held!.push(r));
  };
  let srv: Awaited<ReturnType<typeof testServer>>;
  const people: Person[] = [];
  afterAll(async () => {
    held?.forEach((r) => r());
    held = null;
    for (const p of people) await p.leave().catch(() => undefined);
    await srv?.stop();
  });

  it('is not answered nor told before its batch is synced, and is once it is', async () => {
    srv = await testServer({ journalSync: sync });
    const ana = await createTable(srv.server.url, { seats: [{ kind: 'friend' }] });
    const ben = await joinTable(srv.server.url, ana.welcome!.code, { secret: ana.welcome!.secret, person: PERSON('Ben', '#2e86c1') });
    people.push(ana, ben);
    ana.room.send(MSG_LOBBY_ACT, { type: 'start' });
    await until(() => [ana, ben].some((p) => p.view?.seat !== null && p.view !== null && p.view.legal.length > 0), 'a person to act');
    const actor = [ana, ben].find((p) => p.view !== null && p.view.seat !== null && p.view.legal.length > 0)!;
    const before = { ana: ana.actionCount, ben: ben.actionCount, syncs };
    held = [];
    let answered = false;
    const reply = actor.request('game:act', { action: choose(actor.view!.legal, actor.actionCount) }).then((r) => ((answered = true), r));
    await until(() => held!.length > 0, 'the batch being synced');
    await new Promise((r) => setTimeout(r, 300));
    expect(answered).toBe(false);
    expect({ ana: ana.actionCount, ben: ben.actionCount }).toEqual({ ana: before.ana, ben: before.ben });
    const release = held;
    held = null;
    release.forEach((r) => r());
    expect((await reply).ok).toBe(true);
    await until(() => ana.actionCount > before.ana && ben.actionCount > before.ben, 'both told the action');
    expect(syncs).toBeGreaterThan(before.syncs);
  });
});
