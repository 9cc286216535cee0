// The presets of RULES.md §5: each is a named set of option values over the defaults.
import { DEFAULT_OPTIONS, ruleOptionsSchema, type RuleOptionName, type RuleOptions, type RuleOverrides } from './options';

export const PRESET_IDS = ['chile', 'chile-variantes', 'colombia', 'francia', 'clasico', 'perudo', 'liars-dice'] as const;
export type PresetId = (typeof PRESET_IDS)[number];

export interface Preset {
  readonly id: PresetId;
  /** The name shown in the app (RULES.md §5). */
  readonly name: string;
  /** The seed text it comes from, or null for presets built from the same options. */
  readonly source: string | null;
  /** The language and jargon it suggests (RULES.md §6). */
  readonly jargon: 'es-CL' | 'es' | 'es-PE' | 'es-CO' | 'fr' | 'en';
  /** Option values beyond the defaults. */
  readonly options: Partial<RuleOptions>;
  /** Options the source offers as optional toggles (shown first on the setup screen). */
  readonly optional: readonly RuleOptionName[];
}

export const PRESETS: { readonly [K in PresetId]: Preset } = {
  chile: { id: 'chile', name: 'Dudo chileno', source: '000', jargon: 'es-CL', options: {}, optional: [] },
  'chile-variantes': {
    id: 'chile-variantes',
    name: 'Dudo con variantes',
    source: '004',
    jargon: 'es',
    options: { mato: true, paso: true, noDoublePaso: true, picado: true, siciliana: true, acesTo: 'half-up' },
    optional: ['noCalzoWithFullHand', 'obligarEveryTime'],
  },
  colombia: {
    id: 'colombia',
    name: 'Cacho colombiano',
    source: '003',
    jargon: 'es-CO',
    options: { calzoWhen: 'always', oneDieRound: 'blind', fallenDieLost: true },
    optional: [],
  },
  francia: {
    id: 'francia',
    name: 'Dudo ! (dé à face vierge)',
    source: '001',
    jargon: 'fr',
    options: {
      wild: 'blank',
      calzoWhen: 'always',
      oneDieRound: 'palifico',
      nextStarter: 'calzo-caller-else-loser',
      direction: 'clockwise',
      firstStarter: 'first-out-last-game',
    },
    optional: ['direction', 'salsa', 'noCalzoHeadsUp', 'blankBids', 'hiddenDiceCounts'],
  },
  clasico: {
    id: 'clasico',
    name: 'Classic Dudo (lives)',
    source: '002',
    jargon: 'en',
    options: { calzo: false, penalty: 'lives', ante: 10, direction: 'clockwise' },
    optional: [],
  },
  perudo: {
    id: 'perudo',
    name: 'Perudo',
    source: null,
    jargon: 'es',
    options: {
      acesTo: 'half-up',
      calzoWhen: 'always',
      oneDieRound: 'palifico',
      direction: 'clockwise',
      nextStarter: 'calzo-caller-else-loser',
    },
    optional: [],
  },
  'liars-dice': {
    id: 'liars-dice',
    name: "Liar's Dice",
    source: null,
    jargon: 'en',
    options: { acesTo: 'ordered', calzo: false, oneDieRound: 'none', direction: 'clockwise' },
    optional: [],
  },
};

export function isPresetId(id: unknown): id is PresetId {
  return typeof id === 'string' && (PRESET_IDS as readonly string[]).includes(id);
}

/** A game's rules: a preset plus overrides (RECORD-FORMAT.md `rules`). */
export type RulesSpec = PresetId | { readonly preset: PresetId; readonly options?: RuleOverrides };

export function presetOf(spec: RulesSpec): PresetId {
  return typeof spec === 'string' ? spec : spec.preset;
}

/** The full option values of a rules spec: defaults, then the preset, then the overrides. */
export function resolveRules(spec: RulesSpec): RuleOptions {
  const preset = PRESETS[presetOf(spec)];
  const overrides = typeof spec === 'string' ? {} : (spec.options ?? {});
  return ruleOptionsSchema.parse({ ...DEFAULT_OPTIONS, ...preset.options, ...overrides });
}

export function listPresets(): { id: PresetId; name: string; source: string | null; jargon: Preset['jargon'] }[] {
  return PRESET_IDS.map((id) => ({ id, name: PRESETS[id].name, source: PRESETS[id].source, jargon: PRESETS[id].jargon }));
}
