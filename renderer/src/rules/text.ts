// The Rules screen's prose (issue 26 item 1), per language: the i18next namespace 'rules' (i18n/locales/rules.*.ts,
// issue 39.5), read through t() like the rest of the app (French elision included). Its shape follows the engine's option
// tables: every option name of OPTION_NAMES has a title and a text per value of OPTION_VALUES
// (numbers read the "n" text with {{n}}), so an option added to the engine fails the type check or
// test/renderer/rules-text.test.ts until it is explained here in Spanish, French and English.
import type { RuleOptionName, RuleOptions } from '../../../engine/index';
import type { Language } from '../i18n/jargon';
import type { ExampleKey } from './examples';
import { rulesEn } from '../i18n/locales/rules.en';
import { rulesEs } from '../i18n/locales/rules.es';
import { rulesFr } from '../i18n/locales/rules.fr';

export const ROUND_STEPS = ['shake', 'peek', 'bid', 'raise', 'dudo', 'calzo', 'reveal', 'loss'] as const;
export type RoundStep = (typeof ROUND_STEPS)[number];

export interface OptionText {
  readonly title: string;
  /** By String(value); numbers: "n" (with {{n}}), or their own key where one reads differently (ante "0"). */
  readonly values: Readonly<Record<string, string>>;
}

export interface RulesText {
  readonly ui: {
    readonly title: string;
    readonly open: string;
    readonly close: string;
    readonly presets: string;
    readonly contents: string;
    /** "The rules of this game: {{preset}}" */
    readonly thisGame: string;
    /** "{{preset}}: its rules" */
    readonly presetRules: string;
    readonly onInGame: string;
    readonly onInPreset: string;
    readonly changedInGame: string;
    readonly notInPreset: string;
    readonly example: string;
    readonly rule: string;
    readonly count: string;
    readonly then: string;
    readonly openRule: string;
  };
  readonly aim: { readonly title: string; readonly body: string };
  readonly round: {
    readonly title: string;
    readonly steps: { readonly [S in RoundStep]: string };
    /** The loss step with O-PENALTY lives. */
    readonly lossLives: string;
  };
  readonly options: { readonly [K in RuleOptionName]: OptionText };
  /** Captions: {{bid}}, {{to}}, {{count}} are filled in with the player's jargon. */
  readonly examples: { readonly [K in ExampleKey]: string };
  /**
   * What reads otherwise under O-PENALTY lives (issue 42 item 5): nobody loses dice, so no text may say so. Same paths
   * as above; mechanismKey() reads a path here first when the rules play lives.
   */
  readonly lives: LivesText;
}

/** The texts that speak of lost dice, as they read under lives (R-LIVES). */
export interface LivesText {
  readonly aim: { readonly body: string };
  readonly options: {
    readonly dicePerPlayer: { readonly values: { readonly n: string } };
    readonly acesTo: { readonly values: { readonly 'half-plus-one': string; readonly 'half-up': string } };
    readonly siciliana: { readonly values: { readonly true: string; readonly false: string } };
    // R-LIVES: a right calzo wins a life back; mato, paso and picado cost a life (the last phones game, item i)
    readonly calzoWhen: { readonly values: { readonly 'half-dice-or-one-die': string } };
    readonly calzo: { readonly values: { readonly true: string } };
    readonly mato: { readonly values: { readonly true: string } };
    readonly paso: { readonly values: { readonly true: string } };
    readonly picado: { readonly values: { readonly true: string } };
  };
  readonly examples: {
    readonly round: string;
    readonly 'siciliana:true': string;
    readonly 'calzo:true': string;
    readonly 'mato:true': string;
    readonly 'paso:true': string;
    readonly 'picado:true': string;
  };
}

export const RULES_TEXT: { readonly [L in Language]: RulesText } = { en: rulesEn, es: rulesEs, fr: rulesFr };

/** The string at a dotted path of a language's rules text ("options.calzo.values.true"), if there is one. */
export function rulesTextAt(language: Language, key: string): string | undefined {
  let node: unknown = RULES_TEXT[language];
  for (const part of key.split('.')) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/**
 * The key a text reads from under these rules (issue 42 item 5): a preset's text is what it plays. With O-PENALTY lives
 * a text that speaks of lost dice reads its lives version (`lives.` + the key), where it has one.
 */
export function mechanismKey(language: Language, key: string, rules: Pick<RuleOptions, 'penalty'> | null): string {
  if (rules?.penalty === 'lives' && rulesTextAt(language, `lives.${key}`) !== undefined) return `lives.${key}`;
  return key;
}

/**
 * Where an option's value's text is in the 'rules' namespace under these rules (mechanismKey), and the number it fills
 * in (null where none is written).
 */
export function optionValueKey(
  language: Language,
  name: RuleOptionName,
  value: unknown,
  rules: Pick<RuleOptions, 'penalty'> | null = null,
): { readonly key: string; readonly vars: { readonly n?: number } } | null {
  const values = RULES_TEXT[language].options[name].values;
  const at = (k: string): string => mechanismKey(language, `options.${name}.values.${k}`, rules);
  if (values[String(value)] !== undefined) return { key: at(String(value)), vars: {} };
  if (typeof value === 'number' && values['n'] !== undefined) return { key: at('n'), vars: { n: value } };
  return null;
}

/** The rules text of an option's value under these rules (null where none is written: a test fails on it). */
export function optionValueText(language: Language, name: RuleOptionName, value: unknown, rules: Pick<RuleOptions, 'penalty'> | null = null): string | null {
  const found = optionValueKey(language, name, value, rules);
  if (!found) return null;
  return fill(rulesTextAt(language, found.key)!, found.vars);
}

/** Fills {{key}} placeholders. */
export function fill(text: string, vars: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (all, key: string) => (key in vars ? String(vars[key]) : all));
}
