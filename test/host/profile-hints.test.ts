// Issue 40 item 5 in stats.json: a person's hinted decisions (PlayerStats.hints) are kept, a file
// written before them (no hints) loads as it is, a bad hints figure is a reported problem (the file
// kept aside) that changes nothing; a finished game adds the session's hint tally to its seats'.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addStats, gameStats, withHints } from '../../engine/index';
import type { Stats } from '../../common/contract/index';
import { addGameToStats, EMPTY_STATS, statsFile, type SeatOfGame } from '../../main/host/profile';
import { blufferWinsRecord } from '../engine/stats-games';
import { makeHost, recorder, tempDir, useCleanups } from './helpers';

const cleanups = useCleanups();
const V2 = join(__dirname, 'fixtures', 'stats-v2', 'stats.json');

function oldFile(): { version: number; data: Stats } {
  return JSON.parse(readFileSync(V2, 'utf8')) as { version: number; data: Stats };
}

function withHintsFile(hints: unknown): { version: number; data: Stats } {
  const doc = oldFile();
  const [id, person] = Object.entries(doc.data.people)[0]!;
  return { ...doc, data: { ...doc.data, people: { [id]: { ...person, hints } as never } } };
}

async function loaded(doc: unknown): Promise<{ stats: Stats; problems: readonly unknown[] }> {
  const t = tempDir();
  cleanups.push(t.cleanup);
  writeFileSync(join(t.dir, 'stats.json'), JSON.stringify(doc));
  const { host } = makeHost(t.dir);
  cleanups.push(() => host.close());
  const r = (await recorder(host).client.handle('stats:get', {})) as { ok: true; value: Stats };
  return { stats: r.value, problems: host.storageProblems };
}

describe('stats.json and the hinted decisions (issue 40 item 5)', () => {
  it('a stats.json with hints loads with them', async () => {
    const doc = withHintsFile(4);
    const r = await loaded(doc);
    expect(r.problems).toEqual([]);
    expect(r.stats).toEqual(doc.data);
    expect(Object.values(r.stats.people)[0]!.hints).toBe(4);
  });

  it('an old stats.json without hints loads as it is (no hints figure)', async () => {
    const doc = oldFile();
    const r = await loaded(doc);
    expect(r.problems).toEqual([]);
    expect(r.stats).toEqual(doc.data);
    expect(Object.values(r.stats.people)[0]!.hints).toBeUndefined();
  });

  it('a bad hints figure (negative, fractional, text) refuses the file: reported, defaults used', async () => {
    for (const bad of [-1, 1.5, 'many']) {
      expect(statsFile({ games: [] }).read!(2, withHintsFile(bad).data), String(bad)).toBeNull();
      const r = await loaded(withHintsFile(bad));
      expect(r.problems).toHaveLength(1);
      expect(r.stats).toEqual(EMPTY_STATS);
    }
  });

  it('a finished game adds each seat\'s hinted decisions to its figures; none leaves the figures as gameStats counts them', () => {
    const record = blufferWinsRecord();
    const game = gameStats(record);
    if (!game.ok) throw new Error(game.error.message);
    const seats: SeatOfGame[] = record.players.map((p, i) => (i === 0 ? { name: p.name, kind: 'human' } : { name: p.name, kind: 'bot', level: 'medio' }));
    const ids = seats.map((s, i) => (s.kind === 'human' ? `p${i}` : null));
    const plain = addGameToStats(EMPTY_STATS, seats, ids, record);
    expect(plain.people.p0).toEqual(game.stats[0]);
    expect(plain.people.p0!.hints).toBeUndefined();
    const hinted = addGameToStats(EMPTY_STATS, seats, ids, record, [3]);
    expect(hinted.people.p0).toEqual({ ...game.stats[0]!, hints: 3 });
    // a person's totals sum the hints of their games
    const twice = addGameToStats(hinted, seats, ids, record, [2]);
    expect(twice.people.p0!.hints).toBe(5);
    expect(twice.people.p0).toEqual(addStats(hinted.people.p0!, withHints(game.stats, [2])[0]!));
  });
});
