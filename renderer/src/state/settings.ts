// UI settings: the host's settings file is their one home (settings:get / settings:set). This
// store shows them (a null host field, "not chosen", follows the system: the browser's language,
// 3D dice off under prefers-reduced-motion), writes every change through to the host, and
// migrates the old localStorage key (removed only once the host saved it). Changes made before the
// host's settings arrive show at once and are sent when they come (a failed settings:get is asked
// again at the next change). The only other thing in localStorage is a cache of the host's last
// answer, read for the very first paint before the host answers, never sent back.
import { create } from 'zustand';
import { z } from 'zod';
import { readSettingsFields, settingsSchema, type Settings } from '../../../common/contract/index';
import { defaultJargon, JARGONS, LANGUAGES, type Jargon, type Language } from '../language/languages';
import { useGame } from './game';

export interface UiSettings {
  language: Language;
  jargon: Jargon;
  dice3d: boolean;
  animationSpeed: number;
  /** Issue 27: the person's cup shakes in place and sounds on fixed cues (common/contract/settings.ts). */
  fastThrows: boolean;
  soundVolume: number;
  quality: Settings['quality'];
  botSpeed: Settings['botSpeed'];
  odds: boolean;
  handOverScreen: boolean;
  tipsSeen: string[];
  guidedDone: boolean;
  /** "Learn to play" was offered on the menu (taken or declined; issue 26.2). */
  tutorialOffered: boolean;
  /** After a challenge, the reveal continues by itself after this many seconds; 0 = off (issue 12). */
  autoContinueSec: number;
  /** Phones mode: a phone away this long has a bot play its seat (0 = never by itself). */
  phoneAwayBotSec: number;
  phoneAwayBotLevel: Settings['phoneAwayBotLevel'];
}

/** What the system says where the player has not chosen. */
export interface SystemPrefs {
  readonly language: Language;
  readonly reducedMotion: boolean;
}

/** The localStorage key the renderer kept settings under before the host kept them all. */
export const LEGACY_KEY = 'dudo.ui-settings';
/** The host's last settings, for the first paint only (never sent to the host). */
export const CACHE_KEY = 'dudo.settings-cache';

export function systemPrefs(): SystemPrefs {
  const l = typeof navigator !== 'undefined' ? navigator.language.slice(0, 2) : 'es';
  return {
    language: l === 'fr' || l === 'en' ? l : 'es',
    reducedMotion: typeof matchMedia !== 'undefined' && matchMedia('(prefers-reduced-motion: reduce)').matches,
  };
}

/** The UI's settings from the host's: a field not chosen (null) follows the system. */
export function fromHost(h: Settings, system: SystemPrefs): UiSettings {
  const language: Language = h.language === null ? system.language : h.language === 'es-CL' ? 'es' : h.language;
  return {
    language,
    jargon: h.jargon ?? (h.language === 'es-CL' ? 'es-CL' : defaultJargon(language)),
    dice3d: h.dice3d ?? !system.reducedMotion, // off by default under prefers-reduced-motion
    animationSpeed: h.animationSpeed,
    fastThrows: h.fastThrows,
    soundVolume: h.soundVolume,
    quality: h.quality,
    botSpeed: h.botSpeed,
    odds: h.odds,
    handOverScreen: h.handOverScreen,
    tipsSeen: [...h.tipsSeen],
    guidedDone: h.guidedDone,
    tutorialOffered: h.tutorialOffered,
    autoContinueSec: h.autoContinueSec,
    phoneAwayBotSec: h.phoneAwayBotSec,
    phoneAwayBotLevel: h.phoneAwayBotLevel,
  };
}

/** The host's `language` field: es-CL where the jargon is Chile's, else the bare language. */
export function hostLanguage(s: Pick<UiSettings, 'language' | 'jargon'>): NonNullable<Settings['language']> {
  return s.language === 'es' && s.jargon === 'es-CL' ? 'es-CL' : s.language;
}

/** The host patch for a change of the UI's settings (`next`: the settings after it). */
export function toHostPatch(patch: Partial<UiSettings>, next: UiSettings): Partial<Settings> {
  const { language, jargon, ...rest } = patch;
  const out: Partial<Settings> = { ...rest };
  if (language !== undefined || jargon !== undefined) {
    out.language = hostLanguage(next);
    out.jargon = next.jargon;
  }
  return out;
}

/** The old localStorage settings (volume, not soundVolume), each field checked alone. */
const legacyFields = {
  language: z.enum(LANGUAGES),
  jargon: z.enum(JARGONS),
  dice3d: z.boolean(),
  animationSpeed: settingsSchema.shape.animationSpeed,
  volume: settingsSchema.shape.soundVolume,
  quality: settingsSchema.shape.quality,
  botSpeed: settingsSchema.shape.botSpeed,
  odds: z.boolean(),
  handOverScreen: z.boolean(),
  tipsSeen: settingsSchema.shape.tipsSeen,
  guidedDone: z.boolean(),
};

/**
 * The host patch that carries the old localStorage settings over, field by field (a bad field
 * is left out, the others still come); null when there is nothing to carry.
 */
export function legacyPatch(raw: string | null): Partial<Settings> | null {
  if (!raw) return null;
  let doc: unknown;
  try {
    doc = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) return null;
  const old: { -readonly [K in keyof typeof legacyFields]?: z.infer<(typeof legacyFields)[K]> } = {};
  for (const key of Object.keys(legacyFields) as (keyof typeof legacyFields)[]) {
    const parsed = legacyFields[key].safeParse((doc as Record<string, unknown>)[key]);
    if (parsed.success) Object.assign(old, { [key]: parsed.data });
  }
  const { volume, language, jargon, ...rest } = old;
  const patch: Partial<Settings> = { ...rest };
  if (volume !== undefined) patch.soundVolume = volume;
  if (jargon !== undefined) patch.jargon = jargon;
  if (language !== undefined) patch.language = hostLanguage({ language, jargon: jargon ?? defaultJargon(language) });
  return Object.keys(patch).length > 0 ? patch : null;
}

/** The first paint's settings: the cached host answer (field by field), else the system's defaults. */
export function firstPaintSettings(cache: string | null, system: SystemPrefs): UiSettings {
  let data: unknown = null;
  try {
    data = cache ? JSON.parse(cache) : null;
  } catch {
    data = null;
  }
  const read = readSettingsFields(data ?? {});
  return fromHost(read?.value ?? readSettingsFields({})!.value, system);
}

export interface SettingsStore extends UiSettings {
  /** The host's settings have arrived (before: the first paint's cache or defaults). */
  loaded: boolean;
  /** Changes settings here at once and writes them through to the host. */
  set(patch: Partial<UiSettings>): void;
  markTip(id: string): void;
}

function storage(): Storage | null {
  try {
    return typeof localStorage !== 'undefined' ? localStorage : null;
  } catch {
    return null;
  }
}

/** Writes to the host not yet answered; the host's answer is shown only when none is left. */
let pending = 0;
/** Changes made before the host's settings arrived (sent with the migration). */
let early: Partial<Settings> = {};
/** Tips marked before the host's settings arrived: added to the host's list, never replacing it. */
let earlyTips: string[] = [];
/** The old localStorage settings while the host has not saved them: sent again with the next write. */
let legacyUnsaved: Partial<Settings> | null = null;

/** The newest tips seen, each once: `a`'s, then `b`'s new ones. */
export function mergeTips(a: readonly string[], b: readonly string[]): string[] {
  return [...new Set([...a, ...b])].slice(-64);
}

/**
 * A patch with the old localStorage settings under it (the patch's own fields win); their tips
 * are added to the host's list unless the patch sets the list itself.
 */
export function withLegacy(legacy: Partial<Settings> | null, patch: Partial<Settings>, hostTips: readonly string[]): Partial<Settings> {
  if (!legacy) return patch;
  const out = { ...legacy, ...patch };
  if (legacy.tipsSeen && patch.tipsSeen === undefined) out.tipsSeen = mergeTips(hostTips, legacy.tipsSeen);
  return out;
}

function adopt(h: Settings | null): void {
  if (!h) return;
  const { lastSetup: _l, ...cached } = h;
  storage()?.setItem(CACHE_KEY, JSON.stringify(cached));
  useSettings.setState({ ...fromHost(h, systemPrefs()), loaded: true });
}

async function send(patch: Partial<Settings>): Promise<void> {
  const legacy = legacyUnsaved;
  pending++;
  try {
    // the old localStorage settings go under the player's newer changes
    const ok = await useGame.getState().patchHostSettings(withLegacy(legacy, patch, useGame.getState().hostSettings?.tipsSeen ?? []));
    // the old key goes only once the host saved its settings (else they are sent again)
    if (ok && legacy) {
      storage()?.removeItem(LEGACY_KEY);
      if (legacyUnsaved === legacy) legacyUnsaved = null;
    }
  } finally {
    pending--;
    // a refused or lost write shows the host's settings again (the error toast says why)
    if (pending === 0) adopt(useGame.getState().hostSettings);
  }
}

/** The host's settings have not come (settings:get failed, or not asked yet): ask (again). */
function reload(): void {
  if (useGame.getState().client) void useGame.getState().loadHostSettings();
}

/** The host's settings arrived: once, carry the old localStorage settings over; then show them. */
function onHostSettings(h: Settings): void {
  if (!useSettings.getState().loaded) {
    legacyUnsaved = legacyPatch(storage()?.getItem(LEGACY_KEY) ?? null);
    const patch: Partial<Settings> = { ...withLegacy(legacyUnsaved, early, h.tipsSeen) };
    if (earlyTips.length > 0) patch.tipsSeen = mergeTips(patch.tipsSeen ?? h.tipsSeen, earlyTips);
    early = {};
    earlyTips = [];
    if (Object.keys(patch).length > 0) {
      useSettings.setState({ ...fromHost({ ...h, ...patch }, systemPrefs()), loaded: true });
      void send(patch);
      return;
    }
  }
  if (pending === 0) adopt(h);
}

export const useSettings = create<SettingsStore>((set, get) => ({
  ...firstPaintSettings(storage()?.getItem(CACHE_KEY) ?? null, systemPrefs()),
  loaded: false,
  set(patch) {
    set(patch);
    const hostPatch = toHostPatch(patch, get());
    if (get().loaded) {
      void send(hostPatch);
      return;
    }
    // shown here at once; sent once the host's settings arrive (asked again if they failed)
    early = { ...early, ...hostPatch };
    if (patch.tipsSeen !== undefined) earlyTips = [];
    reload();
  },
  markTip(id) {
    if (get().tipsSeen.includes(id)) return;
    if (get().loaded) {
      get().set({ tipsSeen: mergeTips(get().tipsSeen, [id]) });
      return;
    }
    // the cached list may be older than the host's: only the new id is sent, merged there
    earlyTips = mergeTips(earlyTips, [id]);
    set({ tipsSeen: mergeTips(get().tipsSeen, [id]) });
    reload();
  },
}));

useGame.subscribe((state, prev) => {
  if (state.hostSettings && state.hostSettings !== prev.hostSettings) onHostSettings(state.hostSettings);
});

export type { Jargon, Language };
