// Issue 42 item 6: the reveal's count and every count-bearing verdict agree with the count, through
// i18next's plural forms (_zero asked first for 0, then _one / _other by the language's rules; French
// _one covers 0 and 1). Rendered for 0, 1 and 2 in each language: no "There were 1", "There are only 0",
// "Solo hay 0", "Il n'y en a que 0" (the strings before the fix read so).
import { describe, expect, it } from 'vitest';
import type { Face } from '../../engine/index';
import { createI18n, bidWords, type Jargon, type Language } from '../../renderer/src/i18n/index';
import { verdictText, type VerdictInput } from '../../renderer/src/i18n/verdict';

const JARGON: Record<Language, Jargon> = { en: 'en', es: 'es-CL', fr: 'fr' };

/** A dudo or calzo on "two fours" (or "one four") whose count was `total`. */
function resolution(kind: 'dudo' | 'calzo' | 'mato', bidCount: number, total: number): VerdictInput {
  return {
    kind,
    claim: { kind: 'bid', seat: 1, bid: { count: bidCount, face: 4 } },
    count: { total, natural: total, wild: 0 },
    claimHeld: total >= bidCount,
    pasoPattern: null,
    picadoAces: null,
  } as unknown as VerdictInput;
}

/** Words that must not stand next to a count they disagree with. */
const WRONG: Record<Language, (n: number) => RegExp[]> = {
  en: (n) => (n === 1 ? [/There were 1\b/, /There are (only |exactly )?1\b/] : n === 0 ? [/\b0\b/] : [/There was 2/, /There is (only |exactly )?2/]),
  es: (n) => (n === 0 ? [/\b0\b/] : []),
  fr: (n) => (n === 0 ? [/\b0\b/] : []),
};
/** What a count of 0 reads instead of a digit. */
const NONE: Record<Language, RegExp> = { en: /\bnone\b/, es: /\bninguno\b/, fr: /\baucun\b/ };

describe('verdict grammar by count (issue 42 item 6)', () => {
  for (const lang of ['en', 'es', 'fr'] as const) {
    const i18n = createI18n(lang);
    const t = (k: string, v?: Record<string, unknown>): string => i18n.t(k, v ?? {});
    const bid = (c: number, f: Face): string => bidWords(c, f, JARGON[lang]);

    it(`${lang}: "There were N" agrees with N = 0, 1, 2`, () => {
      for (const n of [0, 1, 2]) {
        for (const s of [t('reveal.count', { count: n, natural: n, wild: 0 }), t('reveal.countNoWild', { count: n })]) {
          // the sentence before "(natural: …, wild: …)", whose figures are labels
          const head = s.split('(')[0]!;
          for (const re of WRONG[lang](n)) expect(head, `${lang} ${n}`).not.toMatch(re);
          if (n === 0) expect(head).toMatch(NONE[lang]);
          else expect(head).toContain(String(n));
        }
      }
      if (lang === 'en') {
        expect(t('reveal.count', { count: 1, natural: 0, wild: 1 })).toBe('There was 1 (natural: 0, wild: 1)');
        expect(t('reveal.countNoWild', { count: 2 })).toBe('There were 2');
      }
    });

    it(`${lang}: every count-bearing verdict agrees with counts 0, 1 and 2`, () => {
      for (const n of [0, 1, 2]) {
        const cases: VerdictInput[] = [
          resolution('dudo', 1, n), // held for 1 and 2, failed for 0
          resolution('dudo', 3, n), // failed
          resolution('calzo', n, n), // exact
          resolution('calzo', 3, n), // under
          resolution('mato', n, n),
          resolution('mato', 3, n),
        ];
        if (n > 0) cases.push(resolution('calzo', n - 1 || 1, n + (n === 1 ? 1 : 0)));
        for (const r of cases) {
          const s = verdictText(t, r, bid);
          expect(s, JSON.stringify(r)).not.toMatch(/^verdict\./);
          const total = r.count!.total;
          for (const re of WRONG[lang](total)) expect(s, `${lang} ${total}: ${s}`).not.toMatch(re);
          if (total === 0) expect(s, s).toMatch(NONE[lang]);
        }
      }
      if (lang === 'en') {
        expect(verdictText(t, resolution('dudo', 1, 0), bid)).toBe('There are none, fewer than one four: the bid was false, the dudo was right.');
        expect(verdictText(t, resolution('dudo', 2, 1), bid)).toBe('There is only 1, fewer than two fours: the bid was false, the dudo was right.');
        expect(verdictText(t, resolution('dudo', 2, 2), bid)).toBe('There are 2, at least two fours: the bid held, the dudo was wrong.');
      }
    });
  }
});
