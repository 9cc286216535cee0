// Issue 40 item 5 through the host: a hinted decision is counted once in its seat's statistics
// (stats.json), however often the hint is asked; the table's `hints` flag and the hinted decisions
// are kept through a resumed game (autosave); an autosave from before them loads (no hints); a bad
// `hinted` field refuses the autosave with a message and nothing of it is used.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRng, legalActions, type Seat } from '../../engine/index';
import { INTENTS, type GameNewPayload, type ReviewHint, type SessionInfo, type Stats } from '../../common/contract/index';
import { autosavePath, parseAutosave, writeAutosave } from '../../main/host/autosave';
import type { GameHost } from '../../main/host/host';
import { hintCounts, newSession, noteHint, restoredSession, savedSessionOf } from '../../main/host/session';
import { gameSetup, makeHost, recorder, tempDir, useCleanups } from './helpers';

const cleanups = useCleanups();

/** A couch game of two people whose table allows hints, short (two dice each). */
const COUCH_WITH_HINTS: GameNewPayload = { ...gameSetup([['Yo', 'human'], ['Tú', 'human']], { preset: 'chile', options: { dicePerPlayer: 2 } }), hints: true };

type Client = ReturnType<GameHost['connect']>;

/** Plays random legal moves for the people until `stop` holds (or the game is over). */
async function playUntil(host: GameHost, client: Client, rng: () => number, stop: (seat: Seat) => boolean): Promise<void> {
  for (let guard = 0; guard < 3000 && host.currentState!.phase !== 'game-over'; guard++) {
    await host.whenSettled();
    const state = host.currentState!;
    const seat = state.toAct;
    const legal = seat === null ? [] : legalActions(state, seat);
    if (seat === null || legal.length === 0) {
      await new Promise((r) => setTimeout(r, 2));
      continue;
    }
    if (state.phase === 'bidding' && stop(seat)) return;
    expect((await client.handle('game:act', { action: legal[Math.floor(rng() * legal.length)]! })).ok).toBe(true);
  }
}

async function hint(client: Client, seat: Seat): Promise<ReviewHint> {
  const r = await client.handle('game:hint', { seat });
  if (!r.ok) throw new Error(`hint refused: ${JSON.stringify(r)}`);
  return r.value as ReviewHint;
}

describe('hinted decisions (issue 40 item 5)', () => {
  it('a hint asked twice for one decision counts once; the table\'s hints and the count survive a resume; the stats count each seat\'s hinted decisions', async () => {
    const t = tempDir();
    cleanups.push(t.cleanup);
    const rng = createRng(7);
    const expected = [0, 0];

    const first = makeHost(t.dir).host;
    const c1 = first.connect(() => undefined);
    const started = await c1.handle('game:new', COUCH_WITH_HINTS);
    expect(started).toMatchObject({ ok: true, value: { hints: true } });
    await playUntil(first, c1, rng, () => true);
    const seat = first.currentState!.toAct!;
    expect((await hint(c1, seat)).seat).toBe(seat);
    await hint(c1, seat);
    expected[seat]! += 1;
    // the hinted decision is taken: its autosave holds the flag and the hinted decision
    const legal = legalActions(first.currentState!, seat);
    expect((await c1.handle('game:act', { action: legal[0]! })).ok).toBe(true);
    await first.whenSettled();
    await first.flush();
    await first.close();
    const saved = JSON.parse(readFileSync(autosavePath(t.dir), 'utf8')) as { hints?: boolean; hinted?: unknown[] };
    expect(saved.hints).toBe(true);
    expect(saved.hinted).toHaveLength(1);

    const second = makeHost(t.dir).host;
    cleanups.push(() => second.close());
    const { client } = recorder(second);
    const resumed = await client.handle('game:resume', {});
    expect(resumed.ok).toBe(true);
    expect((resumed as { ok: true; value: SessionInfo }).value.hints).toBe(true);
    await playUntil(second, client, rng, () => true);
    const next = second.currentState!.toAct!;
    await hint(client, next);
    expected[next]! += 1;
    await playUntil(second, client, rng, () => false);
    expect(second.currentState!.phase).toBe('game-over');
    await second.flush();

    const stats = (await client.handle('stats:get', {})) as { ok: true; value: Stats };
    const hintsOf = (name: string): number => {
      const id = stats.value.profiles.find((p) => p.name === name)!.id;
      return stats.value.people[id]!.hints ?? 0;
    };
    expect([hintsOf('Yo'), hintsOf('Tú')]).toEqual(expected);
  }, 120_000);
});

describe('the autosave keeps the table\'s hints and the hinted decisions (issue 40 item 5)', () => {
  function session() {
    const setup = INTENTS['game:new'].safeParse(COUCH_WITH_HINTS);
    if (!setup.success) throw new Error('bad setup');
    const made = newSession(setup.data);
    if (!made.ok) throw new Error('no session');
    return made.value;
  }

  async function savedText(s: ReturnType<typeof session>): Promise<string> {
    const t = tempDir();
    cleanups.push(t.cleanup);
    await writeAutosave(t.dir, savedSessionOf(s));
    return readFileSync(autosavePath(t.dir), 'utf8');
  }

  it('round-trips the flag and the hinted decisions (one per seat and step)', async () => {
    const s = session();
    noteHint(s, 1, 0);
    noteHint(s, 1, 0);
    noteHint(s, 0, 0);
    expect(hintCounts(s)).toEqual([1, 1]);
    const p = parseAutosave(await savedText(s));
    if (!p.ok) throw new Error(p.message);
    const back = restoredSession(p.session);
    expect(back.hints).toBe(true);
    expect(hintCounts(back)).toEqual([1, 1]);
  });

  it('an autosave from before (no hints, no hinted) loads: no hints allowed beyond a solo game, none counted', async () => {
    const doc = JSON.parse(await savedText(session())) as Record<string, unknown>;
    delete doc.hints;
    delete doc.hinted;
    const p = parseAutosave(JSON.stringify(doc));
    if (!p.ok) throw new Error(p.message);
    const back = restoredSession(p.session);
    expect(back.hints).toBeUndefined();
    expect(hintCounts(back)).toEqual([0, 0]);
  });

  it('a bad hinted field (a seat past six, a negative step) or hints not a boolean refuses the autosave with a message', async () => {
    const doc = JSON.parse(await savedText(session())) as Record<string, unknown>;
    for (const bad of [{ hinted: [{ seat: 9, step: 0 }] }, { hinted: [{ seat: 0, step: -1 }] }, { hinted: 'all' }, { hints: 'yes' }]) {
      const p = parseAutosave(JSON.stringify({ ...doc, ...bad }));
      expect(p.ok, JSON.stringify(bad)).toBe(false);
      if (!p.ok) expect(p.message).toMatch(/schema/);
    }
  });
});
