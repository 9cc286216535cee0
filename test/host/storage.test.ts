// The user data folder: atomic writes with a backup, versioned files, corrupt files kept aside,
// reported and replaced by defaults; resume offered on start (R-DEAL-END autosave).
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type AppInfo, type Settings } from '../../common/contract/index';
import { writeFileAtomic } from '../../main/host/index';
import { makeHost, ONE_HUMAN, recorder, tempDir, useCleanups } from './helpers';

const cleanups = useCleanups();
function dir(): string {
  const t = tempDir();
  cleanups.push(t.cleanup);
  return t.dir;
}

describe('atomic writes', () => {
  it('replaces the file whole and keeps the previous one as .bak; no temp file is left', () => {
    const d = dir();
    const f = join(d, 'x.json');
    writeFileAtomic(f, 'one');
    writeFileAtomic(f, 'two');
    expect(readFileSync(f, 'utf8')).toBe('two');
    expect(readFileSync(`${f}.bak`, 'utf8')).toBe('one');
    expect(readdirSync(d).sort()).toEqual(['x.json', 'x.json.bak']);
  });
});

describe('settings, stats and history files', () => {
  it.each(['settings.json', 'stats.json', 'history.json'])('a corrupt %s is kept aside, reported, and replaced by defaults; the host still starts', async (name) => {
    const d = dir();
    writeFileSync(join(d, name), '{ not json');
    const { host, logs } = makeHost(d);
    cleanups.push(() => host.close());
    const { client } = recorder(host);
    const info = (await client.handle('app:info', {})) as { ok: true; value: AppInfo };
    expect(info.value.storageProblems).toHaveLength(1);
    expect(info.value.storageProblems[0]!.file).toBe(name);
    expect(existsSync(join(d, name))).toBe(false);
    expect(readdirSync(d).some((f) => f.startsWith(`${name}.corrupt-`))).toBe(true);
    expect(logs.some((l) => l.includes(name))).toBe(true);
    const settings = (await client.handle('settings:get', {})) as { ok: true; value: Settings };
    if (name === 'settings.json') expect(settings.value).toEqual(DEFAULT_SETTINGS);
  });

  it('a file of another version or shape is treated as corrupt', async () => {
    const d = dir();
    writeFileSync(join(d, 'settings.json'), JSON.stringify({ version: 99, data: {} }));
    writeFileSync(join(d, 'stats.json'), JSON.stringify({ version: 1, data: { players: { Ana: { games: -1 } } } }));
    const { host } = makeHost(d);
    cleanups.push(() => host.close());
    expect(host.storageProblems.map((p) => p.file).sort()).toEqual(['settings.json', 'stats.json']);
  });

  it('settings:set saves a valid patch and refuses an invalid one, changing nothing', async () => {
    const d = dir();
    const { host } = makeHost(d);
    cleanups.push(() => host.close());
    const { client } = recorder(host);
    const ok = await client.handle('settings:set', { patch: { botSpeed: 'fast', dice3d: false } });
    expect(ok.ok).toBe(true);
    const text = readFileSync(join(d, 'settings.json'), 'utf8');
    expect(JSON.parse(text)).toMatchObject({ version: 2, data: { botSpeed: 'fast', dice3d: false } });
    const bad = await client.handle('settings:set', { patch: { soundVolume: 7 } });
    expect(bad).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD' } });
    expect(readFileSync(join(d, 'settings.json'), 'utf8')).toBe(text);
    // A new host reads them back.
    const again = makeHost(d).host;
    cleanups.push(() => again.close());
    const got = await again.connect(() => undefined).handle('settings:get', {});
    expect(got).toMatchObject({ ok: true, value: { botSpeed: 'fast', dice3d: false } });
  });
});

describe('autosave and resume', () => {
  it('an unfinished game is offered on start and resumes at its last applied action', async () => {
    const d = dir();
    const first = makeHost(d, { botThinkMs: 600_000 }).host;
    const c1 = first.connect(() => undefined);
    await c1.handle('game:new', ONE_HUMAN);
    await new Promise((r) => setTimeout(r, 50));
    const n = first.currentRecord!.actions.length;
    expect(n).toBeGreaterThan(0);
    await first.close();

    const second = makeHost(d).host;
    cleanups.push(() => second.close());
    const { client, events } = recorder(second);
    const info = (await client.handle('app:info', {})) as { ok: true; value: AppInfo };
    expect(info.value.resume).toMatchObject({ players: ['Yo', 'Beto'], actionCount: n, preset: 'chile' });
    const r = await client.handle('game:resume', {});
    expect(r).toMatchObject({ ok: true, value: { actionCount: n } });
    expect(second.currentRecord!.actions.length).toBeGreaterThanOrEqual(n);
    expect(events.some((e) => e.type === 'view')).toBe(true);
  });

  it('a corrupt autosave is kept aside and its (older) backup is offered', async () => {
    const d = dir();
    const first = makeHost(d, { botThinkMs: 600_000 }).host;
    await first.connect(() => undefined).handle('game:new', ONE_HUMAN);
    await new Promise((r) => setTimeout(r, 50));
    const n = first.currentRecord!.actions.length;
    await first.close();
    writeFileSync(join(d, 'autosave.json'), '{"version":1,"truncated');
    const second = makeHost(d).host;
    cleanups.push(() => second.close());
    const info = (await second.connect(() => undefined).handle('app:info', {})) as { ok: true; value: AppInfo };
    expect(info.value.storageProblems[0]!.file).toBe('autosave.json');
    // The writer coalesces saves (latest state wins), so the backup is some earlier save, never the corrupt one.
    expect(info.value.resume).toBeDefined();
    expect(info.value.resume!.actionCount).toBeLessThan(n);
    expect(info.value.resume!.actionCount).toBeGreaterThanOrEqual(0);
  });

  it('game:abandon removes the autosave; nothing is offered afterwards', async () => {
    const d = dir();
    const { host } = makeHost(d, { botThinkMs: 600_000 });
    cleanups.push(() => host.close());
    const c = host.connect(() => undefined);
    await c.handle('game:new', ONE_HUMAN);
    await new Promise((r) => setTimeout(r, 30));
    await host.flush();
    expect(existsSync(join(d, 'autosave.json'))).toBe(true);
    expect((await c.handle('game:abandon', {})).ok).toBe(true);
    await host.flush();
    expect(existsSync(join(d, 'autosave.json'))).toBe(false);
    expect(await c.handle('game:resume', {})).toMatchObject({ ok: false, error: { code: 'NOTHING_TO_RESUME' } });
  });
});
