import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { exportRecord, parseRecord, parseRecordText, replay, summarize } from '../../engine/index';

const example = {
  format: 'dudo-record/1',
  rules: 'chile',
  players: [{ name: 'Ana' }, { name: 'Beto', bot: 'medium' }, { name: 'Caro' }],
  start: { seat: 0, direction: 'clockwise' },
  actions: [
    { type: 'roll', dice: [[1, 3, 3, 5, 6], [2, 3, 4, 4, 1], [6, 6, 3, 2, 2]] },
    { type: 'bid', seat: 0, count: 3, face: 3 },
    { type: 'bid', seat: 1, count: 4, face: 3 },
    { type: 'dudo', seat: 2 },
  ],
};

describe('records (dudo-record/1)', () => {
  it('imports the RECORD-FORMAT.md example and replays it', () => {
    const p = parseRecord(example);
    expect(p.ok).toBe(true);
    if (!p.ok) return;
    const r = replay(p.record);
    expect(r).toMatchObject({ ok: true, applied: 4, error: null });
    expect(summarize(r.state)).toEqual({
      phase: 'roll',
      round: 1,
      toAct: null,
      direction: 'clockwise',
      winner: null,
      players: [
        { dice: 5, reserve: 0, lives: null, out: false },
        { dice: 5, reserve: 0, lives: null, out: false },
        { dice: 4, reserve: 0, lives: null, out: false },
      ],
    });
  });
  it('rules may be a preset with option overrides by name (RULES.md §3)', () => {
    const p = parseRecord({ ...example, rules: { preset: 'chile', options: { mato: true } } });
    expect(p.ok).toBe(true);
  });
  it.each([
    [{ ...example, format: 'dudo-record/2' }, 'format'],
    [{ ...example, rules: 'poker' }, 'rules'],
    [{ ...example, rules: { preset: 'chile', options: { mato: 'yes' } } }, 'rules'],
    [{ ...example, rules: { preset: 'chile', options: { bogus: true } } }, 'rules'],
    [{ ...example, players: [{ name: 'Ana' }] }, 'players'],
    [{ ...example, players: [{ name: 'Ana' }, { nom: 'B' }] }, 'players[1].name'],
    [{ ...example, start: { seat: 3, direction: 'clockwise' } }, 'start.seat'],
    [{ ...example, start: { seat: 0, direction: 'left' } }, 'start.direction'],
    [{ ...example, actions: [{ type: 'shout', seat: 0 }] }, 'actions[0].type'],
    [{ ...example, actions: [{ type: 'bid', seat: 0, count: 2.5, face: 3 }] }, 'actions[0].count'],
    [{ ...example, actions: 'none' }, 'actions'],
  ])('a bad document gets a clear error naming the field (%#: %s)', (doc, field) => {
    const p = parseRecord(doc);
    expect(p.ok).toBe(false);
    if (p.ok) return;
    expect(p.error.code).toBe('BAD_RECORD');
    expect(p.error.field.startsWith(field)).toBe(true);
    expect(p.error.message).toContain(p.error.field);
  });
  it('text that is not JSON gets BAD_JSON, never a throw', () => {
    const p = parseRecordText('{ "format": ');
    expect(p).toMatchObject({ ok: false, error: { code: 'BAD_JSON' } });
  });
  it('a refused action stops the replay at its index with the state before it', () => {
    const doc = { ...example, actions: [...example.actions.slice(0, 2), { type: 'bid', seat: 1, count: 3, face: 2 }] };
    const p = parseRecord(doc);
    if (!p.ok) throw new Error(p.error.message);
    const r = replay(p.record);
    expect(r).toMatchObject({ ok: false, applied: 2, error: { index: 2, code: 'BID_NOT_HIGHER' } });
    expect(r.state.toAct).toBe(1);
  });
  it('export is stable JSON that imports to the same record', () => {
    const p = parseRecord(example);
    if (!p.ok) throw new Error('bad');
    const text = exportRecord(p.record);
    const again = parseRecordText(text);
    expect(again.ok && again.record).toEqual(p.record);
  });
});

describe('CLI: npm run dudo -- replay FILE (RECORD-FORMAT.md exit codes and output)', () => {
  const cli = (args: string[], input?: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'main/cli/dudo.ts', ...args], { encoding: 'utf8', input, timeout: 60_000 });

  it('exit 0 and one JSON object when every action applies (FILE - reads stdin)', () => {
    const r = cli(['replay', '-'], JSON.stringify(example));
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ ok: true, applied: 4, error: null, state: { phase: 'roll', round: 1, toAct: null } });
  });
  it('exit 1 with error.index, code and message when an action is refused', () => {
    const doc = { ...example, actions: [example.actions[0], { type: 'dudo', seat: 0 }] };
    const r = cli(['replay', '-'], JSON.stringify(doc));
    expect(r.status).toBe(1);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ ok: false, applied: 1, error: { index: 1, code: 'MUST_BID' }, state: { phase: 'bidding', toAct: 0 } });
    expect(typeof out.error.message).toBe('string');
  });
  it('exit 2 when the file is not a valid record', () => {
    expect(cli(['replay', '-'], '{"format":"dudo-record/1"}').status).toBe(2);
    expect(cli(['replay', '-'], 'not json').status).toBe(2);
    expect(cli(['replay', '/nonexistent/file.json']).status).toBe(2);
    expect(cli([]).status).toBe(2);
  });
  it('npm run dudo prints only the JSON on standard output', () => {
    const r = spawnSync('npm', ['run', 'dudo', '--', 'replay', '-'], { encoding: 'utf8', input: JSON.stringify(example), timeout: 60_000 });
    expect(r.status).toBe(0);
    expect(() => JSON.parse(r.stdout)).not.toThrow();
  });
});
