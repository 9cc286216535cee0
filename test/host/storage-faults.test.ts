// Storage faults a player's folder may hold (issue 15, point 6): a file that is a directory, a UTF-8
// byte order mark, a null payload; and the CLI's usage errors as JSON. Also the temp files a kill
// leaves (point 5): removed at the next start.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportRecord, newRecord } from '../../engine/index';
import { DEFAULT_SETTINGS, type AppInfo, type Settings } from '../../common/contract/index';
import { makeHost, ONE_HUMAN, recorder, tempDir, useCleanups } from './helpers';

const cleanups = useCleanups();
const BOM = '\uFEFF';

function folder(): string {
  const t = tempDir();
  cleanups.push(t.cleanup);
  return t.dir;
}

async function start(dir: string) {
  const h = makeHost(dir);
  cleanups.push(() => h.host.close());
  const r = recorder(h.host);
  const info = ((await r.client.handle('app:info', {})) as { ok: true; value: AppInfo }).value;
  return { ...h, ...r, info };
}

describe('a file that is a directory', () => {
  it('settings.json as a directory: a clear problem at start, moved aside; settings:set then writes the file', async () => {
    const d = folder();
    mkdirSync(join(d, 'settings.json'));
    const { info, client } = await start(d);
    expect(info.storageProblems).toHaveLength(1);
    expect(info.storageProblems[0]).toMatchObject({ file: 'settings.json', message: expect.stringContaining('directory') as unknown as string });
    const set = await client.handle('settings:set', { patch: { botSpeed: 'fast' } });
    expect(set.ok).toBe(true);
    expect(statSync(join(d, 'settings.json')).isFile()).toBe(true);
  });

  it('autosave.json as a directory: a clear problem at start; the next game is saved', async () => {
    const d = folder();
    mkdirSync(join(d, 'autosave.json'));
    const { info, client, host, logs } = await start(d);
    expect(info.storageProblems.map((p) => p.file)).toEqual(['autosave.json']);
    expect(info.storageProblems[0]!.message).toContain('directory');
    expect((await client.handle('game:new', ONE_HUMAN)).ok).toBe(true);
    await host.flush();
    expect(statSync(join(d, 'autosave.json')).isFile()).toBe(true);
    expect(logs.filter((l) => l.includes('could not be saved'))).toEqual([]);
  });
});

describe('a UTF-8 byte order mark is accepted', () => {
  it('settings.json with a BOM reads as usual, no problem', async () => {
    const d = folder();
    const settings: Settings = { ...DEFAULT_SETTINGS, botSpeed: 'fast' };
    writeFileSync(join(d, 'settings.json'), `${BOM}${JSON.stringify({ version: 2, data: settings })}`);
    const { info, client } = await start(d);
    expect(info.storageProblems).toEqual([]);
    expect(await client.handle('settings:get', {})).toMatchObject({ ok: true, value: { botSpeed: 'fast' } });
  });

  it('autosave.json with a BOM is offered for resume', async () => {
    const d = folder();
    {
      const { client, host } = await start(d);
      await client.handle('game:new', ONE_HUMAN);
      await host.close();
    }
    const file = join(d, 'autosave.json');
    writeFileSync(file, `${BOM}${readFileSync(file, 'utf8')}`);
    const { info } = await start(d);
    expect(info.storageProblems).toEqual([]);
    expect(info.resume).not.toBeNull();
  });

  it('a record with a BOM imports (host) and replays (CLI)', async () => {
    const text = `${BOM}${exportRecord(newRecord('chile', [{ name: 'A' }, { name: 'B' }]))}`;
    const { client } = await start(folder());
    expect(await client.handle('record:import', { text })).toMatchObject({ ok: true });
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'main/cli/dudo.ts', 'replay', '-'], { encoding: 'utf8', input: text, timeout: 60_000 });
    expect(r.status).toBe(0);
  });
});

describe('a null payload', () => {
  it('"data": null in a version 2 settings.json is named as such (not "has no version 2")', async () => {
    const d = folder();
    writeFileSync(join(d, 'settings.json'), JSON.stringify({ version: 2, data: null }));
    const { info } = await start(d);
    expect(info.storageProblems).toHaveLength(1);
    expect(info.storageProblems[0]!.message).toContain('"data" is null');
    expect(info.storageProblems[0]!.message).not.toContain('has no version');
  });
});

describe('temp files of interrupted writes', () => {
  it('temp files of a dead process are removed at start; the files themselves are kept', async () => {
    const d = folder();
    const dead = 2 ** 22 + 12345; // above Linux's default pid_max: no such process
    for (const f of [`.autosave.json.${dead}.tmp`, `.autosave.json.${dead}.tmp.bak`, `.settings.json.${dead}.tmp`, '.other.json.1.tmp']) writeFileSync(join(d, f), '{');
    await start(d);
    expect(readdirSync(d).sort()).toEqual(['.other.json.1.tmp']);
    expect(existsSync(join(d, 'autosave.json'))).toBe(false);
  });
});

describe('CLI usage errors (RECORD-FORMAT.md output style)', () => {
  const cli = (args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'main/cli/dudo.ts', ...args], { encoding: 'utf8', timeout: 60_000 });
  it.each([[[]], [['replay']], [['replay', 'a', 'b']], [['unknown']]])('dudo %j: exit 2 and one JSON object naming the usage', (args) => {
    const r = cli(args);
    expect(r.status).toBe(2);
    expect(JSON.parse(r.stdout)).toMatchObject({ ok: false, applied: 0, error: { index: null, code: 'USAGE', message: expect.stringContaining('usage: dudo') as unknown as string }, state: null });
  });
});
