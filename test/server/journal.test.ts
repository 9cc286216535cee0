// The tables' autosaves' group commit (server/journal.ts, issue 38 "acknowledged means durable"):
// a save is acknowledged only after the sync of its batch; saves that arrive while a batch syncs
// share the next sync; a killed process's log is replayed into the tables' files (a line the kill
// cut is skipped, a removal removes); a live process's log is left alone; a checkpoint writes the
// tables' files and removes the old log.
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Journal, JOURNAL_DIR, recoverJournals } from '../../server/journal';
import { countPerTurn, tempDir, turnClock, until } from './helpers';

const DEAD_PID = 4_000_001;

function setup(codes: readonly string[]): { dataDir: string; tablesDir: string; cleanup: () => void } {
  const t = tempDir('dudo-journal-');
  const tablesDir = join(t.dir, 'tables');
  for (const c of codes) {
    mkdirSync(join(tablesDir, c), { recursive: true });
    writeFileSync(join(tablesDir, c, 'table.json'), '{}');
  }
  return { dataDir: t.dir, tablesDir, cleanup: t.cleanup };
}

/** A gate the test opens: the journal's sync waits on it. */
function gate(): { sync: () => Promise<void>; open: () => void; syncs: () => number } {
  let n = 0;
  let release: (() => void) | null = null;
  let opened = false;
  return {
    sync: () => {
      n++;
      return opened ? Promise.resolve() : new Promise<void>((r) => (release = r));
    },
    open: () => {
      opened = true;
      release?.();
    },
    syncs: () => n,
  };
}

const settled = async (p: Promise<unknown>): Promise<boolean> => {
  let done = false;
  void p.then(() => (done = true));
  for (let i = 0; i < 20; i++) await new Promise((r) => setImmediate(r));
  return done;
};

const autosave = (tablesDir: string, code: string): unknown => JSON.parse(readFileSync(join(tablesDir, code, 'autosave.json'), 'utf8'));

describe('the autosaves group commit (server/journal.ts)', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    for (const c of cleanups.splice(0)) c();
  });

  it('acknowledges a save only after its batch is synced', async () => {
    const s = setup(['ABCDEF']);
    cleanups.push(s.cleanup);
    const g = gate();
    const j = await Journal.open(s.dataDir, { tablesDir: s.tablesDir, sync: g.sync, pid: DEAD_PID });
    const saved = j.append('ABCDEF', '{"n":1}');
    // the batch is written, its sync called and held (the write goes through the thread pool: waited for, not assumed)
    await until(() => g.syncs() === 1, 'the batch being synced');
    expect(await settled(saved)).toBe(false);
    g.open();
    expect(await settled(saved)).toBe(true);
    await j.close();
  });

  it('commits the saves that arrive while a batch syncs together, in one more sync', async () => {
    const s = setup(['ABCDEF']);
    cleanups.push(s.cleanup);
    const g = gate();
    const j = await Journal.open(s.dataDir, { tablesDir: s.tablesDir, sync: g.sync, pid: DEAD_PID });
    const first = j.append('ABCDEF', '{"n":0}');
    const rest = Array.from({ length: 50 }, (_, i) => j.append('ABCDEF', `{"n":${i + 1}}`));
    g.open();
    await Promise.all([first, ...rest]);
    expect(g.syncs()).toBe(2);
    expect(j.batches).toBe(2);
    expect(j.saves).toBe(51);
    await j.close();
  });

  it('acknowledges a big batch in order, a few saves a turn of the event loop (the loop is not held for the whole batch)', async () => {
    const s = setup(['ABCDEF']);
    cleanups.push(s.cleanup);
    const g = gate();
    const j = await Journal.open(s.dataDir, { tablesDir: s.tablesDir, sync: g.sync, pid: DEAD_PID });
    // the first save is its own batch (held); the 80 after it are the next one
    const order: number[] = [];
    const turnOf: number[] = [];
    const clock = turnClock();
    const all = Array.from({ length: 81 }, (_, i) => j.append('ABCDEF', `{"n":${i}}`).then(() => (order.push(i), turnOf.push(clock.now()))));
    g.open();
    await Promise.all(all);
    clock.stop();
    expect(j.batches).toBe(2);
    expect(order).toEqual(Array.from({ length: 81 }, (_, i) => i));
    const perTurn = countPerTurn(turnOf);
    expect(Math.max(...perTurn.values())).toBeLessThanOrEqual(16);
    expect(perTurn.size).toBeGreaterThanOrEqual(6);
    await j.close();
  });

  it("replays a killed process's log: each table's latest acknowledged save, a removal, and skips a line the kill cut", async () => {
    const s = setup(['ABCDEF', 'GHJKMN', 'PQRSTU']);
    cleanups.push(s.cleanup);
    const j = await Journal.open(s.dataDir, { tablesDir: s.tablesDir, pid: DEAD_PID });
    await j.append('ABCDEF', '{"n":1}');
    await j.append('ABCDEF', '{"n":2}');
    await j.append('GHJKMN', '{"n":7}');
    await j.append('GHJKMN', null);
    await j.append('PQRSTU', '{"n":3}');
    // a table closed since (its folder removed): not brought back
    await j.append('VWXYZA', '{"n":9}');
    // killed mid-write: the last batch's line is cut (it was never synced, so never acknowledged)
    const log = join(s.dataDir, JOURNAL_DIR, readdirSync(join(s.dataDir, JOURNAL_DIR))[0]!);
    appendFileSync(log, '\n{"c":"PQRSTU","t":99999999999999,"a":{"n":');
    writeFileSync(join(s.tablesDir, 'GHJKMN', 'autosave.json'), '{"n":6}');
    expect(await recoverJournals(s.dataDir, s.tablesDir, () => false)).toBe(4);
    expect(autosave(s.tablesDir, 'ABCDEF')).toEqual({ n: 2 });
    expect(existsSync(join(s.tablesDir, 'GHJKMN', 'autosave.json'))).toBe(false);
    expect(autosave(s.tablesDir, 'PQRSTU')).toEqual({ n: 3 });
    expect(existsSync(join(s.tablesDir, 'VWXYZA'))).toBe(false);
    expect(readdirSync(join(s.dataDir, JOURNAL_DIR))).toEqual([]);
    await j.close();
  });

  it("leaves a running process's log alone", async () => {
    const s = setup(['ABCDEF']);
    cleanups.push(s.cleanup);
    const j = await Journal.open(s.dataDir, { tablesDir: s.tablesDir });
    await j.append('ABCDEF', '{"n":1}');
    expect(await recoverJournals(s.dataDir, s.tablesDir)).toBe(0);
    expect(existsSync(join(s.tablesDir, 'ABCDEF', 'autosave.json'))).toBe(false);
    expect(readdirSync(join(s.dataDir, JOURNAL_DIR))).toHaveLength(1);
    await j.close();
  });

  it("a checkpoint writes each table's latest save to its autosave.json and removes the old log", async () => {
    const s = setup(['ABCDEF', 'GHJKMN']);
    cleanups.push(s.cleanup);
    const j = await Journal.open(s.dataDir, { tablesDir: s.tablesDir, pid: DEAD_PID });
    await j.append('ABCDEF', '{"n":1}');
    await j.append('ABCDEF', '{"n":2}');
    await j.append('GHJKMN', '{"n":5}');
    const before = readdirSync(join(s.dataDir, JOURNAL_DIR));
    await j.checkpoint();
    expect(autosave(s.tablesDir, 'ABCDEF')).toEqual({ n: 2 });
    expect(autosave(s.tablesDir, 'GHJKMN')).toEqual({ n: 5 });
    const after = readdirSync(join(s.dataDir, JOURNAL_DIR));
    expect(after).toHaveLength(1);
    expect(after).not.toEqual(before);
    await j.close();
  });
});
