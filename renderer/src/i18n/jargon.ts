// Face names and bid wording in each language and regional jargon (RULES.md §6).
// Pure: used by the bidding panel, the history, the bots' speech bubbles and the tests.
import type { Face } from '../../../engine/index';
import { languageOf, type Jargon, type Language } from '../language/languages';

// the languages and jargons live in a leaf folder the settings read too (issue 39.5)
export { defaultJargon, isJargon, JARGONS, LANGUAGES, languageOf, type Jargon, type Language } from '../language/languages';

type Gender = 'm' | 'f';
interface FaceName {
  readonly one: string;
  readonly many: string;
  readonly gender: Gender;
}

const m = (one: string, many: string): FaceName => ({ one, many, gender: 'm' });
const f = (one: string, many: string): FaceName => ({ one, many, gender: 'f' });

/** RULES.md §6, faces 1..6 (index 0 = face 1). */
const FACE_NAMES: { readonly [J in Jargon]: readonly FaceName[] } = {
  'es-CL': [m('as', 'ases'), m('tonto', 'tontos'), m('tren', 'trenes'), f('cuadra', 'cuadras'), f('quina', 'quinas'), m('sexto', 'sextos')],
  es: [m('as', 'ases'), m('tonto', 'tontos'), m('tren', 'trenes'), f('cuadra', 'cuadras'), f('quina', 'quinas'), f('cena', 'cenas')],
  'es-PE': [f('bala', 'balas'), m('pato', 'patos'), m('tren', 'trenes'), f('cuadra', 'cuadras'), f('quina', 'quinas'), f('cena', 'cenas')],
  'es-CO': [m('as', 'ases'), m('pato', 'patos'), m('tren', 'trenes'), m('perro', 'perros'), f('quina', 'quinas'), f('cena', 'cenas')],
  fr: [m('as', 'as'), m('deux', 'deux'), m('trois', 'trois'), m('quatre', 'quatre'), m('cinq', 'cinq'), m('six', 'six')],
  en: [m('ace', 'aces'), m('two', 'twos'), m('three', 'threes'), m('four', 'fours'), m('five', 'fives'), m('six', 'sixes')],
};

/** R-BLANK: with the French die the sixth face is blank. */
const BLANK_NAMES: { readonly [L in Language]: FaceName } = {
  es: m('blanco', 'blancos'),
  fr: f('face vierge', 'faces vierges'),
  en: m('blank', 'blanks'),
};

const ES_NUMBERS = [
  'cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez',
  'once', 'doce', 'trece', 'catorce', 'quince', 'dieciséis', 'diecisiete', 'dieciocho', 'diecinueve', 'veinte',
  'veintiuno', 'veintidós', 'veintitrés', 'veinticuatro', 'veinticinco', 'veintiséis', 'veintisiete', 'veintiocho', 'veintinueve', 'treinta',
];
const FR_NUMBERS = [
  'zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix',
  'onze', 'douze', 'treize', 'quatorze', 'quinze', 'seize', 'dix-sept', 'dix-huit', 'dix-neuf', 'vingt',
  'vingt-et-un', 'vingt-deux', 'vingt-trois', 'vingt-quatre', 'vingt-cinq', 'vingt-six', 'vingt-sept', 'vingt-huit', 'vingt-neuf', 'trente',
];
const EN_NUMBERS = [
  'zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten',
  'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty',
  'twenty-one', 'twenty-two', 'twenty-three', 'twenty-four', 'twenty-five', 'twenty-six', 'twenty-seven', 'twenty-eight', 'twenty-nine', 'thirty',
];

/** A count said before a noun of the given gender ("un tren", "una quina", "veintiún trenes"). */
export function countWord(count: number, language: Language, gender: Gender = 'm'): string {
  const table = language === 'es' ? ES_NUMBERS : language === 'fr' ? FR_NUMBERS : EN_NUMBERS;
  const word = table[count];
  if (word === undefined) return String(count);
  if (language === 'es' && (count === 1 || count === 21)) {
    const stem = count === 1 ? '' : 'veinti';
    return gender === 'f' ? `${stem}una` : count === 1 ? 'un' : 'veintiún';
  }
  if (language === 'fr' && gender === 'f' && (count === 1 || count === 21)) return count === 1 ? 'une' : 'vingt-et-une';
  return word;
}

export interface WordingOptions {
  /** R-BLANK: the rules play the French die, whose face 6 is blank. */
  readonly blankDie?: boolean;
}

function faceName(face: Face, jargon: Jargon, opts: WordingOptions): FaceName {
  if (face === 6 && opts.blankDie) return BLANK_NAMES[languageOf(jargon)];
  return FACE_NAMES[jargon][face - 1]!;
}

/** The name of a face, singular or plural ("tren", "trenes", "fours"). */
export function faceWord(face: Face, jargon: Jargon, plural = false, opts: WordingOptions = {}): string {
  const n = faceName(face, jargon, opts);
  return plural ? n.many : n.one;
}

/** A bid read naturally: "tres trenes", "cinq quatre", "three fours", "una quina". */
export function bidWords(count: number, face: Face, jargon: Jargon, opts: WordingOptions = {}): string {
  const language = languageOf(jargon);
  const name = faceName(face, jargon, opts);
  return `${countWord(count, language, name.gender)} ${count === 1 ? name.one : name.many}`;
}

/** The pip symbol of a face for compact display (⚀..⚅), the blank die showing an empty square. */
export function faceSymbol(face: Face, opts: WordingOptions = {}): string {
  if (face === 6 && opts.blankDie) return '□';
  return String.fromCodePoint(0x267f + face);
}
