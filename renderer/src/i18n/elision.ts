// French elision of what an interpolation brings: the French strings are written elided ("d’Ana",
// "qu’un"), but "ne tient que {{odds}}" meets "environ 1 fois sur 3", "moins que {{bid}}" meets
// "un as" and "Statistiques de {{name}}" meets "Ana". After interpolation "que", "de", "le", "la"
// and "ne" before a word that starts with a vowel take the apostrophe: "qu’environ", "d’Ana".
// Not before an "h" (mute or aspirated: a word list this module does not keep), a "y" ("de Yolanda")
// or the few vowel words French does not elide before ("onze", "oui"); never after a hyphen ("dis-le").

/** The words starting with a vowel that French does not elide before. */
const NO_ELISION = new Set(['onze', 'onzième', 'onzièmes', 'oui', 'ouistiti', 'ouate']);

const ELIDABLE = /(?<![\p{L}\p{N}’'-])(qu|[dln])(e|(?<=l)a) (?=([aeiouàâäéèêëîïôöùûüæœ][\p{L}\p{N}]*))/giu;

/** A French sentence with "que", "de", "le", "la" and "ne" elided before a vowel-initial word. */
export function elideFrench(text: string): string {
  return text.replace(ELIDABLE, (whole: string, stem: string, _vowel: string, word: string) => (NO_ELISION.has(word.toLocaleLowerCase('fr')) ? whole : `${stem}’`));
}
