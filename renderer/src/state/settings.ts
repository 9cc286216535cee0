// UI settings: kept in localStorage (renderer-only choices) and mirrored to the host's settings
// where the contract has a field for them (dice3d, volume, bot speed, hand-over screen, language).
import { create } from 'zustand';
import { z } from 'zod';
import { defaultJargon, JARGONS, LANGUAGES, type Jargon, type Language } from '../i18n/jargon';

export const uiSettingsSchema = z.object({
  language: z.enum(LANGUAGES as unknown as [Language, ...Language[]]),
  jargon: z.enum(JARGONS),
  dice3d: z.boolean(),
  animationSpeed: z.number().min(0.25).max(4),
  volume: z.number().min(0).max(1),
  quality: z.enum(['low', 'medium', 'high']),
  botSpeed: z.enum(['slow', 'normal', 'fast', 'instant']),
  odds: z.boolean(),
  handOverScreen: z.boolean(),
  tipsSeen: z.array(z.string().max(32)).max(64),
  guidedDone: z.boolean(),
});
export type UiSettings = z.infer<typeof uiSettingsSchema>;

const KEY = 'dudo.ui-settings';

function prefersReducedMotion(): boolean {
  return typeof matchMedia !== 'undefined' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function browserLanguage(): Language {
  const l = typeof navigator !== 'undefined' ? navigator.language.slice(0, 2) : 'es';
  return l === 'fr' || l === 'en' ? l : 'es';
}

export function defaultUiSettings(): UiSettings {
  const language = browserLanguage();
  return {
    language,
    jargon: defaultJargon(language),
    dice3d: !prefersReducedMotion(), // off by default under prefers-reduced-motion
    animationSpeed: 1,
    volume: 0.6,
    quality: 'medium',
    botSpeed: 'normal',
    odds: false,
    handOverScreen: true,
    tipsSeen: [],
    guidedDone: false,
  };
}

/** Reads saved settings; anything unreadable falls back to the defaults, field by field. */
export function loadUiSettings(raw: string | null): UiSettings {
  const base = defaultUiSettings();
  if (!raw) return base;
  let doc: unknown;
  try {
    doc = JSON.parse(raw);
  } catch {
    return base;
  }
  const merged = uiSettingsSchema.partial().safeParse(doc);
  return merged.success ? { ...base, ...merged.data } : base;
}

interface SettingsStore extends UiSettings {
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

export const useSettings = create<SettingsStore>((set, get) => ({
  ...loadUiSettings(storage()?.getItem(KEY) ?? null),
  set(patch) {
    set(patch);
    const { set: _s, markTip: _m, ...rest } = get();
    storage()?.setItem(KEY, JSON.stringify(rest));
  },
  markTip(id) {
    if (!get().tipsSeen.includes(id)) get().set({ tipsSeen: [...get().tipsSeen, id] });
  },
}));

export type { Jargon, Language };
