// The languages and regional jargons the app speaks (RULES.md §6): a leaf both the words (i18n/) and the settings
// (state/) read, so neither imports the other's folder back (issue 39.5, no folder cycle).
import { JARGONS } from '../../../common/contract/index';

export { JARGONS };
export type Jargon = (typeof JARGONS)[number];
export const LANGUAGES = ['es', 'fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isJargon(x: unknown): x is Jargon {
  return typeof x === 'string' && (JARGONS as readonly string[]).includes(x);
}

export function languageOf(jargon: Jargon): Language {
  return jargon.startsWith('es') ? 'es' : (jargon as Language);
}

/** The jargon a language uses when the player has not chosen one. */
export function defaultJargon(language: Language): Jargon {
  return language === 'es' ? 'es-CL' : language;
}
