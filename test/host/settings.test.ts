// settings.json version 2: every setting of the app lives in the host's file. Old (version 1)
// and partial files load field by field with defaults; refused values get a typed error and
// leave the file as it was.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_SETTINGS, readSettingsFields, settingsSchema, type AppInfo, type Settings } from '../../common/contract/index';
import { makeHost, recorder, tempDir, useCleanups } from './helpers';

const cleanups = useCleanups();
function dir(): string {
  const t = tempDir();
  cleanups.push(t.cleanup);
  return t.dir;
}

function hostOn(d: string): { client: ReturnType<typeof recorder>['client']; host: ReturnType<typeof makeHost>['host'] } {
  const { host } = makeHost(d);
  cleanups.push(() => host.close());
  return { host, client: recorder(host).client };
}

async function settingsOf(client: ReturnType<typeof recorder>['client']): Promise<Settings> {
  const r = await client.handle('settings:get', {});
  if (!r.ok) throw new Error(r.error.message);
  return r.value as Settings;
}

const V1 = { language: 'fr', dice3d: false, botSpeed: 'fast', soundVolume: 0.3, handOverScreen: false, lastSetup: null };
/** As version 1 files held it (reducedMotion was stored, never read; it is dropped on reading). */
const V1_FILE = { ...V1, reducedMotion: false };

describe('settings.json version 2', () => {
  it('keeps the UI settings (jargon, animation speed, quality, odds, tips, guided game) and reads them back', async () => {
    const d = dir();
    const { client } = hostOn(d);
    const patch = { jargon: 'es-PE', animationSpeed: 2, quality: 'low', odds: true, tipsSeen: ['guided', 'wild'], guidedDone: true, soundVolume: 0.25 } as const;
    const ok = await client.handle('settings:set', { patch });
    expect(ok).toMatchObject({ ok: true, value: patch });
    expect(JSON.parse(readFileSync(join(d, 'settings.json'), 'utf8'))).toMatchObject({ version: 2, data: patch });
    expect(await settingsOf(hostOn(d).client)).toMatchObject(patch);
  });

  it('a version 1 file migrates: its fields are kept, the new ones take their defaults, no problem reported', async () => {
    const d = dir();
    const text = JSON.stringify({ version: 1, data: V1_FILE });
    writeFileSync(join(d, 'settings.json'), text);
    const { host, client } = hostOn(d);
    expect(host.storageProblems).toEqual([]);
    expect(await settingsOf(client)).toEqual({ ...DEFAULT_SETTINGS, ...V1 });
    // reading does not rewrite the file; the next change writes version 2
    expect(readFileSync(join(d, 'settings.json'), 'utf8')).toBe(text);
    await client.handle('settings:set', { patch: { odds: true } });
    expect(JSON.parse(readFileSync(join(d, 'settings.json'), 'utf8'))).toEqual({ version: 2, data: { ...DEFAULT_SETTINGS, ...V1, odds: true } });
  });

  it('a version 1 file holding the old host defaults (es-CL, 3D dice on, volume 0.8): they were never chosen, so they read as "not chosen" and the new default volume', async () => {
    // version 1 hosts wrote DEFAULT_SETTINGS at every game start, whatever the renderer showed
    const d = dir();
    const v1Defaults = { language: 'es-CL', dice3d: true, reducedMotion: false, botSpeed: 'normal', soundVolume: 0.8, handOverScreen: true, lastSetup: null };
    writeFileSync(join(d, 'settings.json'), JSON.stringify({ version: 1, data: v1Defaults }));
    const { host, client } = hostOn(d);
    expect(host.storageProblems).toEqual([]);
    expect(await settingsOf(client)).toEqual(DEFAULT_SETTINGS);
    // a version 2 file means what it says
    const d2 = dir();
    writeFileSync(join(d2, 'settings.json'), JSON.stringify({ version: 2, data: { language: 'es-CL', dice3d: true, soundVolume: 0.8 } }));
    expect(await settingsOf(hostOn(d2).client)).toEqual({ ...DEFAULT_SETTINGS, language: 'es-CL', dice3d: true, soundVolume: 0.8 });
  });

  it('reducedMotion (stored by older hosts, never read) still loads without a problem and is dropped', async () => {
    const d = dir();
    writeFileSync(join(d, 'settings.json'), JSON.stringify({ version: 2, data: { reducedMotion: true, odds: true } }));
    const { host, client } = hostOn(d);
    expect(host.storageProblems).toEqual([]);
    expect(await settingsOf(client)).toEqual({ ...DEFAULT_SETTINGS, odds: true });
    expect(readSettingsFields({ reducedMotion: 'garbage' })).toEqual({ value: DEFAULT_SETTINGS, bad: [] });
    expect(await client.handle('settings:set', { patch: { reducedMotion: true } })).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD' } });
  });

  it('fast throws (issue 27): off by default, kept when set, a value that is not a boolean refused with a typed error and named in a file', async () => {
    expect(DEFAULT_SETTINGS.fastThrows).toBe(false);
    const d = dir();
    const { client } = hostOn(d);
    expect(await client.handle('settings:set', { patch: { fastThrows: true } })).toMatchObject({ ok: true, value: { fastThrows: true } });
    expect(await settingsOf(hostOn(d).client)).toMatchObject({ fastThrows: true });
    expect(await client.handle('settings:set', { patch: { fastThrows: 'yes' } })).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD' } });
    expect(readSettingsFields({ fastThrows: 1, quality: 'low' })).toEqual({ value: { ...DEFAULT_SETTINGS, quality: 'low' }, bad: ['fastThrows'] });
  });

  it('a partial file loads field by field: missing fields take their defaults', async () => {
    const d = dir();
    writeFileSync(join(d, 'settings.json'), JSON.stringify({ version: 2, data: { quality: 'high', tipsSeen: ['calzo'] } }));
    const { host, client } = hostOn(d);
    expect(host.storageProblems).toEqual([]);
    expect(await settingsOf(client)).toEqual({ ...DEFAULT_SETTINGS, quality: 'high', tipsSeen: ['calzo'] });
  });

  it('a file with a bad field keeps the others, names the field, and keeps the file as it was aside', async () => {
    const d = dir();
    const text = JSON.stringify({ version: 2, data: { ...V1, quality: 'ultra', animationSpeed: 99, odds: true } });
    writeFileSync(join(d, 'settings.json'), text);
    const { client } = hostOn(d);
    const info = (await client.handle('app:info', {})) as { ok: true; value: AppInfo };
    expect(info.value.storageProblems).toHaveLength(1);
    expect(info.value.storageProblems[0]!.message).toMatch(/quality, animationSpeed/);
    const keptAs = info.value.storageProblems[0]!.keptAs!;
    expect(readFileSync(keptAs, 'utf8')).toBe(text);
    expect(await settingsOf(client)).toEqual({ ...DEFAULT_SETTINGS, ...V1, odds: true });
    // the good fields were written back: the next start reads them without a problem
    const again = hostOn(d);
    expect(again.host.storageProblems).toEqual([]);
    expect(await settingsOf(again.client)).toMatchObject({ odds: true, language: 'fr', quality: DEFAULT_SETTINGS.quality });
  });

  it('a file of an unknown version is still corrupt: kept aside, defaults used', () => {
    const d = dir();
    writeFileSync(join(d, 'settings.json'), JSON.stringify({ version: 3, data: V1 }));
    const { host } = hostOn(d);
    expect(host.storageProblems.map((p) => p.file)).toEqual(['settings.json']);
    expect(existsSync(join(d, 'settings.json'))).toBe(false);
    expect(readdirSync(d).some((f) => f.startsWith('settings.json.corrupt-'))).toBe(true);
  });

  it.each([
    { jargon: 'es-AR' },
    { animationSpeed: 0 },
    { animationSpeed: '2' },
    { quality: 'ultra' },
    { odds: 'yes' },
    { tipsSeen: ['x'.repeat(33)] },
    { tipsSeen: Array.from({ length: 65 }, (_, i) => `t${i}`) },
    { guidedDone: 1 },
    { dice3d: 'auto' },
    { volume: 0.5 },
  ])('settings:set refuses %j with BAD_PAYLOAD and leaves settings.json unchanged', async (patch) => {
    const d = dir();
    const { client } = hostOn(d);
    await client.handle('settings:set', { patch: { odds: true } });
    const text = readFileSync(join(d, 'settings.json'), 'utf8');
    const bad = await client.handle('settings:set', { patch });
    expect(bad).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD' } });
    expect(readFileSync(join(d, 'settings.json'), 'utf8')).toBe(text);
    expect(await settingsOf(client)).toEqual({ ...DEFAULT_SETTINGS, odds: true });
  });

  it('property: any JSON data reads as valid settings, keeping every field that was valid', () => {
    const field = fc.constantFrom(...Object.keys(settingsSchema.shape), 'volume', 'x');
    fc.assert(
      fc.property(fc.dictionary(field, fc.jsonValue()), (data) => {
        const r = readSettingsFields(data)!;
        expect(settingsSchema.safeParse(r.value).success).toBe(true);
        for (const [k, v] of Object.entries(data)) {
          if (r.bad.includes(k)) continue;
          expect(r.value[k as keyof Settings]).toEqual(v);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('the host tells its owner of saved settings (the Electron menu follows the language, issue 26 item 6)', () => {
  it('onSettings is called with the saved settings after a settings:set, never after a refused one; host.settings reads them', async () => {
    const d = dir();
    const told: Settings[] = [];
    const { host } = makeHost(d, { onSettings: (s) => told.push(s) });
    cleanups.push(() => host.close());
    const { client } = recorder(host);
    expect((await client.handle('settings:set', { patch: { language: 'fr' } })).ok).toBe(true);
    expect(told.map((s) => s.language)).toEqual(['fr']);
    expect(host.settings.language).toBe('fr');
    const refused = await client.handle('settings:set', { patch: { language: 'de' } as unknown as Partial<Settings> });
    expect(refused.ok).toBe(false);
    expect(told).toHaveLength(1);
    expect(host.settings.language).toBe('fr');
  });
});
