// Issue 39.2 (TableWatch on its own; docs/host.md, "A silent table"): a reveal waits for every
// table holding the game until its bound passes: with auto-continue on, the countdown and a grace
// from when the reveal opened; with it off, SILENT_TABLE_MS after another table continued, and
// none while no table continued. The clock and timers are injected.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../common/contract/index';
import { Clients } from '../../main/host/clients';
import { AUTO_CONTINUE_GRACE_MS, SILENT_TABLE_MS, TableWatch } from '../../main/host/table-watch';
import { Tables } from '../../main/host/tables';
import { manualTimers } from './helpers';

function watch(autoContinueSec: number) {
  const timers = manualTimers();
  const tables = new Tables(() => true);
  tables.set(1, true, false);
  tables.set(2, true, false);
  const calls = { schedule: 0, logs: [] as string[] };
  const w = new TableWatch({
    tables,
    clients: new Clients(() => null, () => undefined),
    timers,
    settings: () => ({ ...DEFAULT_SETTINGS, autoContinueSec }),
    log: (m) => calls.logs.push(m),
    schedule: () => void calls.schedule++,
    tablesChanged: () => undefined,
  });
  return { timers, tables, calls, w };
}

describe('TableWatch: the silent-table bound of a reveal', () => {
  it('auto-continue off: no bound while no table continued; SILENT_TABLE_MS after the first Continue the silent table is no longer waited for', () => {
    const { timers, tables, calls, w } = watch(0);
    w.bound(3);
    timers.advance(10 * SILENT_TABLE_MS);
    expect(tables.waitingFor(3)).toBe(true);
    expect(calls.schedule).toBe(0);
    tables.continue(1, 3, timers.now());
    w.bound(3);
    timers.advance(SILENT_TABLE_MS - 1);
    expect(tables.waitingFor(3)).toBe(true);
    timers.advance(1);
    expect(tables.waitingFor(3)).toBe(false);
    expect(calls.schedule).toBe(1);
    expect(calls.logs.join()).toMatch(/round 3: no Continue from table\(s\) 2/);
  });

  it('auto-continue on: the bound is the countdown and AUTO_CONTINUE_GRACE_MS from when the reveal opened', () => {
    const { timers, tables, w } = watch(8);
    w.bound(1);
    timers.advance(8000 + AUTO_CONTINUE_GRACE_MS - 1);
    expect(tables.waitingFor(1)).toBe(true);
    timers.advance(1);
    expect(tables.waitingFor(1)).toBe(false);
  });

  it('cleared (the reveal closed or the session ended): its timer stops and nothing is silenced', () => {
    const { timers, tables, calls, w } = watch(8);
    w.bound(1);
    w.clear();
    expect(timers.pending).toBe(0);
    timers.advance(60_000);
    expect(tables.waitingFor(1)).toBe(true);
    expect(calls.schedule).toBe(0);
  });
});
