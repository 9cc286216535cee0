// The settings the host keeps (settings:get, settings:set): schema, defaults, and a field-by-field reader.
import { z } from 'zod';
import { gameNewSchema } from './payloads';
import { checkServerAddress, SERVER_ADDRESS_MAX } from './server-address';

/** Issue 38 item 1: ws:// only to loopback and private addresses, wss:// otherwise (server-address.ts); null: none set (DUDO_SERVER, else an explanation). */
export const serverAddressSchema = z
  .string()
  .max(SERVER_ADDRESS_MAX)
  .superRefine((text, ctx) => {
    const checked = checkServerAddress(text);
    if (!checked.ok) ctx.addIssue({ code: 'custom', message: checked.message, params: { problem: checked.problem } });
  })
  .nullable();

export const languageSchema = z.enum(['es', 'es-CL', 'en', 'fr']);

/** Bid wording: a regional jargon (RULES.md §6); the renderer's `i18n/jargon.ts` words them. */
export const JARGONS = ['es-CL', 'es', 'es-PE', 'es-CO', 'fr', 'en'] as const;
export const jargonSchema = z.enum(JARGONS);

/**
 * User settings (settings.json, version 2, read field by field by the host's storage): every
 * setting of the app, the renderer keeps none of its own. A null means "not chosen": the
 * renderer follows the system (its language; 3D dice on unless it prefers reduced motion).
 */
export const settingsSchema = z
  .object({
    /** The interface language; es-CL when the jargon is Chile's. */
    language: languageSchema.nullable(),
    /** Bid wording; null: the language's usual jargon. */
    jargon: jargonSchema.nullable(),
    /** 3D cups and dice; null: on unless the system prefers reduced motion. */
    dice3d: z.boolean().nullable(),
    /**
     * Issue 27: the throw as before it could be felt: the person's cup shakes in place by itself while
     * the shake is held, and the throw's sounds come on fixed cues. Off (the default): the held cup
     * follows the pointer, its dice knocked about in the physics, and every sound is a contact's.
     */
    fastThrows: z.boolean(),
    /** Playback rate of the UI's animations (dice, chips), 1 = real time. */
    animationSpeed: z.number().min(0.25).max(4),
    /** Graphics quality of the 3D table (low: no shadows, no antialiasing, DPR 1). */
    quality: z.enum(['low', 'medium', 'high']),
    /** Bot pacing: how long a bot "thinks" before acting. */
    botSpeed: z.enum(['slow', 'normal', 'fast', 'instant']),
    soundVolume: z.number().min(0).max(1),
    /** The odds helper beside the bidding panel. */
    odds: z.boolean(),
    /** Couch play: show a hand-over screen between humans. */
    handOverScreen: z.boolean(),
    /** Rule tips already shown (by id). */
    tipsSeen: z.array(z.string().max(32)).max(64),
    /** The guided first game is done. */
    guidedDone: z.boolean(),
    /** "Learn to play" was offered on the menu (taken or declined): the menu no longer offers it first. */
    tutorialOffered: z.boolean(),
    /** The last setup, to prefill the setup screen. */
    lastSetup: gameNewSchema.nullable(),
    /** After a challenge, the reveal closes by itself after this many seconds (a countdown shows); 0 = off: Continue. */
    autoContinueSec: z.number().int().min(0).max(60),
    /** Phones mode (issue 28 item 5): a phone away this many seconds has a bot play its seat until it comes back; 0 = never by itself (the shared screen may still). */
    phoneAwayBotSec: z.number().int().min(0).max(3600),
    /** The level of that bot. */
    phoneAwayBotLevel: z.enum(['novato', 'medio', 'experto', 'maestro']),
    /** Issue 42 item 11: the address the phones' listener listens on (a computer on several networks); null: the first local-network address. The host takes only an address of this computer. */
    phonesAddress: z.union([z.ipv4(), z.ipv6()]).nullable(),
    /** Issue 38 item 1: the online server (Play online); null: the environment's DUDO_SERVER, else none. */
    serverAddress: serverAddressSchema,
  })
  .strict();
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  language: null,
  jargon: null,
  dice3d: null,
  fastThrows: false,
  animationSpeed: 1,
  quality: 'medium',
  botSpeed: 'normal',
  soundVolume: 0.6,
  odds: false,
  handOverScreen: true,
  tipsSeen: [],
  guidedDone: false,
  tutorialOffered: false,
  lastSetup: null,
  autoContinueSec: 0,
  phoneAwayBotSec: 0,
  phoneAwayBotLevel: 'medio',
  phonesAddress: null,
  serverAddress: null,
};

/** Settings read field by field: a missing field takes its default, a bad or unknown one is named. */
export interface SettingsRead {
  readonly value: Settings;
  /** Fields whose stored value was refused (their defaults are used) or that settings do not have. */
  readonly bad: readonly string[];
}

/** Fields older files carry that settings no longer have: read without a problem and dropped. */
export const RETIRED_SETTINGS_FIELDS: readonly string[] = [
  'reducedMotion', // stored, never read: the renderer follows prefers-reduced-motion
];

/** Reads untrusted settings data field by field; null when it is not an object at all. */
export function readSettingsFields(data: unknown): SettingsRead | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const shape = settingsSchema.shape;
  const value: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  const bad: string[] = [];
  for (const [key, raw] of Object.entries(data)) {
    if (RETIRED_SETTINGS_FIELDS.includes(key)) continue;
    if (!Object.hasOwn(shape, key)) {
      bad.push(key);
      continue;
    }
    const parsed = shape[key as keyof typeof shape].safeParse(raw);
    if (parsed.success) value[key] = parsed.data;
    else bad.push(key);
  }
  return { value: value as Settings, bad };
}
