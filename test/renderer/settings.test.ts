// UI settings live in the host's settings file: the renderer shows them (null = follow the
// system), writes every change through settings:set, migrates once from the old localStorage
// key, and survives a renderer storage reset.
import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_SETTINGS, settingsSchema, type HostEvent, type Settings } from '../../common/contract/index';
import type { GameHost } from '../../main/host/index';
import type { DudoClient } from '../../renderer/src/client/index';
import { firstPaintSettings, fromHost, legacyPatch, mergeTips, toHostPatch, withLegacy, LEGACY_KEY, CACHE_KEY, type useSettings } from '../../renderer/src/state/settings';
import type { useGame } from '../../renderer/src/state/game';
import { makeHost, tempDir } from '../host/helpers';

const SYSTEM = { language: 'en', reducedMotion: false } as const;

describe('settings shown from the host’s', () => {
  it('fields not chosen follow the system: its language, and 3D dice off under prefers-reduced-motion', () => {
    expect(fromHost(DEFAULT_SETTINGS, SYSTEM)).toMatchObject({ language: 'en', jargon: 'en', dice3d: true });
    expect(fromHost(DEFAULT_SETTINGS, { language: 'es', reducedMotion: true })).toMatchObject({ language: 'es', jargon: 'es-CL', dice3d: false });
    // a choice made stays a choice, whatever the system says
    expect(fromHost({ ...DEFAULT_SETTINGS, dice3d: true }, { language: 'es', reducedMotion: true }).dice3d).toBe(true);
    expect(fromHost({ ...DEFAULT_SETTINGS, language: 'fr' }, SYSTEM)).toMatchObject({ language: 'fr', jargon: 'fr' });
  });

  it('es-CL is Spanish with the Chilean jargon; a chosen jargon wins', () => {
    expect(fromHost({ ...DEFAULT_SETTINGS, language: 'es-CL' }, SYSTEM)).toMatchObject({ language: 'es', jargon: 'es-CL' });
    expect(fromHost({ ...DEFAULT_SETTINGS, language: 'es', jargon: 'es-PE' }, SYSTEM)).toMatchObject({ language: 'es', jargon: 'es-PE' });
  });

  it('a change of language or jargon sends both; other fields travel under their own names', () => {
    const now = fromHost(DEFAULT_SETTINGS, SYSTEM);
    expect(toHostPatch({ language: 'es', jargon: 'es-CL' }, { ...now, language: 'es', jargon: 'es-CL' })).toEqual({ language: 'es-CL', jargon: 'es-CL' });
    expect(toHostPatch({ jargon: 'es-CO' }, { ...now, language: 'es', jargon: 'es-CO' })).toEqual({ language: 'es', jargon: 'es-CO' });
    expect(toHostPatch({ soundVolume: 0.1, quality: 'low' }, now)).toEqual({ soundVolume: 0.1, quality: 'low' });
  });

  it('property: any cached text gives valid settings for the first paint', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.jsonValue().map((v) => JSON.stringify(v))), (text) => {
        const s = firstPaintSettings(text, SYSTEM);
        expect(['es', 'fr', 'en']).toContain(s.language);
        expect(s.soundVolume).toBeGreaterThanOrEqual(0);
        expect(s.animationSpeed).toBeGreaterThan(0);
      }),
    );
  });
});

describe('the old localStorage settings', () => {
  it('go under the player’s newer changes; their tips are added to the host’s list', () => {
    expect(withLegacy({ quality: 'low', soundVolume: 0.2 }, { quality: 'high' }, [])).toEqual({ quality: 'high', soundVolume: 0.2 });
    expect(withLegacy({ tipsSeen: ['wild', 'calzo'] }, {}, ['calzo', 'obligar'])).toEqual({ tipsSeen: ['calzo', 'obligar', 'wild'] });
    expect(withLegacy({ tipsSeen: ['wild'] }, { tipsSeen: [] }, ['calzo'])).toEqual({ tipsSeen: [] });
    expect(withLegacy(null, { odds: true }, ['x'])).toEqual({ odds: true });
  });

  it('property: merged tips keep every tip of the host, once each, at most 64', () => {
    const tips = fc.array(fc.string({ maxLength: 4 }), { maxLength: 40 });
    fc.assert(
      fc.property(tips, tips, (a, b) => {
        const m = mergeTips(a, b);
        expect(new Set(m).size).toBe(m.length);
        expect(m.length).toBeLessThanOrEqual(64);
        if (new Set([...a, ...b]).size <= 64) for (const x of [...a, ...b]) expect(m).toContain(x);
      }),
    );
  });

  it('carry over field by field (volume becomes soundVolume); a bad field is left out, the rest still comes', () => {
    const old = { language: 'es', jargon: 'es-CL', dice3d: false, animationSpeed: 2, volume: 0.2, quality: 'ultra', botSpeed: 'fast', odds: true, handOverScreen: false, tipsSeen: ['wild'], guidedDone: true };
    expect(legacyPatch(JSON.stringify(old))).toEqual({
      language: 'es-CL', jargon: 'es-CL', dice3d: false, animationSpeed: 2, soundVolume: 0.2, botSpeed: 'fast', odds: true, handOverScreen: false, tipsSeen: ['wild'], guidedDone: true,
    });
    expect(legacyPatch(JSON.stringify({ language: 'fr' }))).toEqual({ language: 'fr' });
  });

  it('nothing readable carries nothing', () => {
    for (const raw of [null, '', '{not json', '[1,2]', '42', '{"language":"xx","volume":7}']) expect(legacyPatch(raw)).toBeNull();
  });

  it('property: whatever was stored, the patch is one the host accepts', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const p = legacyPatch(JSON.stringify(v));
        if (p) expect(settingsSchema.partial().strict().safeParse(p).success).toBe(true);
      }),
    );
  });
});

// ---- the store against a real host ---------------------------------------------------------

/** A DudoClient speaking straight to a GameHost (as the web shell and Electron's IPC do). */
function clientOf(host: GameHost): DudoClient {
  const listeners: ((e: HostEvent) => void)[] = [];
  const hc = host.connect((e) => listeners.forEach((l) => l(e)));
  return {
    transport: 'websocket',
    invoke: (channel, payload) => hc.handle(channel, payload) as never,
    onEvent: (l) => {
      listeners.push(l);
      return () => undefined;
    },
    close: () => hc.disconnect(),
  };
}

function fakeLocalStorage(): Map<string, string> {
  const m = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, String(v)),
    removeItem: (k: string) => void m.delete(k),
  });
  return m;
}

/** The host's channels answer a STORAGE error while `failing[channel]` is above 0 (disk full, file locked). */
function flakyClientOf(host: GameHost, failing: Partial<Record<'settings:get' | 'settings:set', number>>): DudoClient & { sent: unknown[] } {
  const inner = clientOf(host);
  const sent: unknown[] = [];
  return {
    ...inner,
    sent,
    invoke: ((channel: string, payload: unknown) => {
      if (channel === 'settings:set') sent.push((payload as { patch: unknown }).patch);
      const left = failing[channel as 'settings:get'];
      if (left !== undefined && left > 0) {
        failing[channel as 'settings:get'] = left - 1;
        return Promise.resolve({ ok: false, error: { code: 'STORAGE', message: 'The settings could not be saved: ENOSPC' } });
      }
      return inner.invoke(channel as never, payload as never);
    }) as DudoClient['invoke'],
  };
}

/** A fresh renderer (new module instances), connected to `host` (or through `client`). */
async function startRenderer(host: GameHost, client?: DudoClient, waitLoaded = true): Promise<{ settings: typeof useSettings; game: typeof useGame }> {
  vi.resetModules();
  const settings = (await import('../../renderer/src/state/settings')).useSettings;
  const game = (await import('../../renderer/src/state/game')).useGame;
  await game.getState().connect(client ?? clientOf(host));
  if (waitLoaded) await vi.waitFor(() => expect(settings.getState().loaded).toBe(true));
  return { settings, game };
}

async function hostSettings(host: GameHost): Promise<Settings> {
  const r = await host.connect(() => undefined).handle('settings:get', {});
  if (!r.ok) throw new Error(r.error.message);
  return r.value as Settings;
}

describe('the settings store writes through to the host', () => {
  const cleanups: (() => unknown)[] = [];
  afterEach(async () => {
    vi.unstubAllGlobals();
    for (const c of cleanups.splice(0).reverse()) await c();
  });

  it('migrates the old localStorage key once, writes changes through, and survives a storage reset', async () => {
    const t = tempDir();
    const { host } = makeHost(t.dir);
    cleanups.push(() => host.close().then(t.cleanup));
    const ls = fakeLocalStorage();
    ls.set(LEGACY_KEY, JSON.stringify({ language: 'fr', jargon: 'fr', volume: 0.2, odds: true, tipsSeen: ['wild'], quality: 'low' }));

    const first = await startRenderer(host);
    await vi.waitFor(async () => expect(await hostSettings(host)).toMatchObject({ language: 'fr', jargon: 'fr', soundVolume: 0.2, odds: true, tipsSeen: ['wild'], quality: 'low' }));
    expect(ls.has(LEGACY_KEY)).toBe(false);
    expect(first.settings.getState()).toMatchObject({ language: 'fr', soundVolume: 0.2, odds: true });

    first.settings.getState().set({ animationSpeed: 2 });
    first.settings.getState().markTip('calzo');
    await vi.waitFor(async () => expect(await hostSettings(host)).toMatchObject({ animationSpeed: 2, tipsSeen: ['wild', 'calzo'] }));
    expect(JSON.parse(ls.get(CACHE_KEY)!)).toMatchObject({ animationSpeed: 2 });

    // the renderer's storage is wiped: everything comes back from the host
    ls.clear();
    const second = await startRenderer(host);
    expect(second.settings.getState()).toMatchObject({ language: 'fr', jargon: 'fr', soundVolume: 0.2, odds: true, quality: 'low', animationSpeed: 2, tipsSeen: ['wild', 'calzo'] });
    expect(ls.has(LEGACY_KEY)).toBe(false);
  });

  it('the old key stays until the host saved the settings: a failed settings:set keeps it (error shown), the next connection migrates it', async () => {
    const t = tempDir();
    const { host } = makeHost(t.dir);
    cleanups.push(() => host.close().then(t.cleanup));
    const ls = fakeLocalStorage();
    const old = JSON.stringify({ language: 'fr', jargon: 'fr', volume: 0.2, quality: 'low' });
    ls.set(LEGACY_KEY, old);

    const client = flakyClientOf(host, { 'settings:set': 1 });
    const first = await startRenderer(host, client);
    await vi.waitFor(() => expect(first.game.getState().error?.code).toBe('STORAGE'));
    expect(ls.get(LEGACY_KEY)).toBe(old);
    expect(await hostSettings(host)).toEqual(DEFAULT_SETTINGS);

    // the next start: the host saves them, and only then is the key removed
    const second = await startRenderer(host);
    await vi.waitFor(() => expect(ls.has(LEGACY_KEY)).toBe(false));
    expect(await hostSettings(host)).toMatchObject({ language: 'fr', jargon: 'fr', soundVolume: 0.2, quality: 'low' });
    expect(second.settings.getState()).toMatchObject({ language: 'fr', soundVolume: 0.2, quality: 'low' });
  });

  it('after a failed migration, the next change in the same session carries the old settings under it', async () => {
    const t = tempDir();
    const { host } = makeHost(t.dir);
    cleanups.push(() => host.close().then(t.cleanup));
    const ls = fakeLocalStorage();
    ls.set(LEGACY_KEY, JSON.stringify({ volume: 0.2, quality: 'low', tipsSeen: ['wild'] }));
    const { settings, game } = await startRenderer(host, flakyClientOf(host, { 'settings:set': 1 }));
    await vi.waitFor(() => expect(game.getState().error?.code).toBe('STORAGE'));
    settings.getState().set({ quality: 'high' });
    await vi.waitFor(() => expect(ls.has(LEGACY_KEY)).toBe(false));
    expect(await hostSettings(host)).toMatchObject({ soundVolume: 0.2, quality: 'high', tipsSeen: ['wild'] });
    await vi.waitFor(() => expect(settings.getState()).toMatchObject({ soundVolume: 0.2, quality: 'high' }));
  });

  it('a failed settings:get shows its error; changes apply here at once and reach the host once it answers', async () => {
    const t = tempDir();
    const { host } = makeHost(t.dir);
    cleanups.push(() => host.close().then(t.cleanup));
    fakeLocalStorage();
    const client = flakyClientOf(host, { 'settings:get': 2 });
    const { settings, game } = await startRenderer(host, client, false);
    expect(game.getState().error?.code).toBe('STORAGE');
    expect(settings.getState().loaded).toBe(false);
    settings.getState().set({ animationSpeed: 2 }); // asks again: fails once more
    expect(settings.getState().animationSpeed).toBe(2);
    await vi.waitFor(() => expect(game.getState().error).not.toBeNull());
    settings.getState().set({ odds: true }); // asks again: the host answers
    await vi.waitFor(async () => expect(await hostSettings(host)).toMatchObject({ animationSpeed: 2, odds: true }));
    await vi.waitFor(() => expect(settings.getState()).toMatchObject({ loaded: true, animationSpeed: 2, odds: true }));
  });

  it('a tip marked before the host answers is added to the host’s list, not a cached list sent over it', async () => {
    const t = tempDir();
    const { host } = makeHost(t.dir);
    cleanups.push(() => host.close().then(t.cleanup));
    const ls = fakeLocalStorage();
    await host.connect(() => undefined).handle('settings:set', { patch: { tipsSeen: ['wild', 'calzo', 'obligar'] } });
    // the first paint's cache is older: it knows only one tip
    ls.set(CACHE_KEY, JSON.stringify({ ...DEFAULT_SETTINGS, tipsSeen: ['wild'] }));
    const client = flakyClientOf(host, { 'settings:get': 1 });
    const { settings } = await startRenderer(host, client, false);
    settings.getState().markTip('palifico');
    expect(settings.getState().tipsSeen).toEqual(['wild', 'palifico']);
    await vi.waitFor(async () => expect((await hostSettings(host)).tipsSeen).toEqual(['wild', 'calzo', 'obligar', 'palifico']));
    await vi.waitFor(() => expect(settings.getState().tipsSeen).toEqual(['wild', 'calzo', 'obligar', 'palifico']));
  });

  it('a value the host refuses comes back to the saved one, with the host’s typed error', async () => {
    const t = tempDir();
    const { host } = makeHost(t.dir);
    cleanups.push(() => host.close().then(t.cleanup));
    fakeLocalStorage();
    const { settings, game } = await startRenderer(host);
    settings.getState().set({ animationSpeed: 99 });
    expect(settings.getState().animationSpeed).toBe(99);
    await vi.waitFor(() => expect(settings.getState().animationSpeed).toBe(1));
    expect(game.getState().error?.code).toBe('BAD_PAYLOAD');
    expect((await hostSettings(host)).animationSpeed).toBe(1);
  });
});
