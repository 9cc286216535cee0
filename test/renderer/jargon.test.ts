// Bid wording in each language and jargon (RULES.md §6).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Face } from '../../engine/index';
import { bidWords, countWord, faceWord, JARGONS, languageOf, type Jargon } from '../../renderer/src/i18n/jargon';

/** Each bid (count, face, jargon) reads as the words given. */
function expectBids(cases: readonly (readonly [number, Face, Jargon, string])[]): void {
  for (const [count, face, jargon, words] of cases) expect(bidWords(count, face, jargon), `${count} × ${face} in ${jargon}`).toBe(words);
}

describe('bid wording (RULES.md §6)', () => {
  it('reads bids naturally: "tres trenes", "cinq quatre", "three fours"', () => {
    expectBids([
      [3, 3, 'es-CL', 'tres trenes'],
      [5, 4, 'fr', 'cinq quatre'],
      [3, 1, 'fr', 'trois as'], // the aces are named, not "trois un"
      [1, 1, 'fr', 'un as'],
      [3, 4, 'en', 'three fours'],
    ]);
  });

  it('names faces per regional jargon (Chile sexto, Peru bala/pato, Colombia perro/cena)', () => {
    expectBids([
      [2, 6, 'es-CL', 'dos sextos'],
      [2, 6, 'es', 'dos cenas'],
      [4, 1, 'es-PE', 'cuatro balas'],
      [2, 2, 'es-PE', 'dos patos'],
      [3, 4, 'es-CO', 'tres perros'],
      [5, 6, 'es-CO', 'cinco cenas'],
      [2, 2, 'es-CL', 'dos tontos'],
      [7, 1, 'es-CL', 'siete ases'],
      [2, 6, 'en', 'two sixes'],
    ]);
  });

  it('agrees the Spanish count in gender: "un tren", "una quina", "veintiún trenes", "veintiuna cuadras"', () => {
    expectBids([
      [1, 3, 'es-CL', 'un tren'],
      [1, 5, 'es-CL', 'una quina'],
      [1, 1, 'es-PE', 'una bala'],
      [21, 3, 'es-CL', 'veintiún trenes'],
      [21, 4, 'es-CL', 'veintiuna cuadras'],
      [1, 4, 'en', 'one four'],
    ]);
  });

  it('R-BLANK: the French die names its sixth face blank', () => {
    expect(bidWords(3, 6, 'fr', { blankDie: true })).toBe('trois faces vierges');
    expect(bidWords(1, 6, 'fr', { blankDie: true })).toBe('une face vierge');
    expect(bidWords(2, 6, 'en', { blankDie: true })).toBe('two blanks');
    expect(bidWords(2, 6, 'es-CL', { blankDie: true })).toBe('dos blancos');
    expect(faceWord(6, 'fr')).toBe('six');
  });

  it('every bid of every jargon reads as a count word then a face word, with no digits up to 30', () => {
    fc.assert(
      fc.property(fc.constantFrom(...JARGONS), fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 6 }), (j, count, face) => {
        const words = bidWords(count, face as Face, j);
        expect(words).not.toMatch(/\d/);
        expect(words.startsWith(countWord(count, languageOf(j), 'm')) || words.startsWith(countWord(count, languageOf(j), 'f'))).toBe(true);
        expect(words.endsWith(faceWord(face as Face, j, count !== 1))).toBe(true);
      }),
    );
  });
});
