// Bid wording in each language and jargon (RULES.md §6).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Face } from '../../engine/index';
import { bidWords, countWord, faceWord, JARGONS, languageOf } from '../../renderer/src/i18n/jargon';

describe('bid wording (RULES.md §6)', () => {
  it('reads bids naturally: "tres trenes", "cinq quatre", "three fours"', () => {
    expect(bidWords(3, 3, 'es-CL')).toBe('tres trenes');
    expect(bidWords(5, 4, 'fr')).toBe('cinq quatre');
    expect(bidWords(3, 1, 'fr')).toBe('trois as'); // the aces are named, not "trois un"
    expect(bidWords(1, 1, 'fr')).toBe('un as');
    expect(bidWords(3, 4, 'en')).toBe('three fours');
  });

  it('names faces per regional jargon (Chile sexto, Peru bala/pato, Colombia perro/cena)', () => {
    expect(bidWords(2, 6, 'es-CL')).toBe('dos sextos');
    expect(bidWords(2, 6, 'es')).toBe('dos cenas');
    expect(bidWords(4, 1, 'es-PE')).toBe('cuatro balas');
    expect(bidWords(2, 2, 'es-PE')).toBe('dos patos');
    expect(bidWords(3, 4, 'es-CO')).toBe('tres perros');
    expect(bidWords(5, 6, 'es-CO')).toBe('cinco cenas');
    expect(bidWords(2, 2, 'es-CL')).toBe('dos tontos');
    expect(bidWords(7, 1, 'es-CL')).toBe('siete ases');
    expect(bidWords(2, 6, 'en')).toBe('two sixes');
  });

  it('agrees the Spanish count in gender: "un tren", "una quina", "veintiún trenes", "veintiuna cuadras"', () => {
    expect(bidWords(1, 3, 'es-CL')).toBe('un tren');
    expect(bidWords(1, 5, 'es-CL')).toBe('una quina');
    expect(bidWords(1, 1, 'es-PE')).toBe('una bala');
    expect(bidWords(21, 3, 'es-CL')).toBe('veintiún trenes');
    expect(bidWords(21, 4, 'es-CL')).toBe('veintiuna cuadras');
    expect(bidWords(1, 4, 'en')).toBe('one four');
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
