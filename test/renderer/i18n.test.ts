// Every string translated: Spanish, French and English fill the same keys, none empty or left in English.
import { describe, expect, it } from 'vitest';
import { OPTION_NAMES, OPTION_VALUES, PRESET_IDS } from '../../engine/index';
import { createI18n, RESOURCES } from '../../renderer/src/i18n/index';

function leaves(obj: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof obj === 'string') out.set(prefix, obj);
  else if (obj && typeof obj === 'object') {
    for (const [k, v] of Object.entries(obj)) for (const [p, s] of leaves(v, prefix ? `${prefix}.${k}` : k)) out.set(p, s);
  }
  return out;
}

describe('translations', () => {
  const en = leaves(RESOURCES.en);
  for (const lang of ['es', 'fr'] as const) {
    it(`${lang} has every key of en and no empty string`, () => {
      const other = leaves(RESOURCES[lang]);
      expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
      for (const [k, v] of other) expect(v.trim(), k).not.toBe('');
    });
    it(`${lang} keeps the interpolation variables of en`, () => {
      const other = leaves(RESOURCES[lang]);
      for (const [k, v] of en) {
        const vars = (s: string): string[] => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).sort();
        expect(vars(other.get(k)!), k).toEqual(vars(v));
      }
    });
    it(`${lang} translates most strings (not a copy of English)`, () => {
      const other = leaves(RESOURCES[lang]);
      const same = [...en].filter(([k, v]) => other.get(k) === v && v.length > 12);
      expect(same.length).toBeLessThan(en.size / 20);
    });
  }

  it('every rule option of RULES.md §3 and every preset has a label and a one-line explanation in each language', () => {
    for (const lang of ['es', 'fr', 'en'] as const) {
      const r = RESOURCES[lang];
      for (const name of OPTION_NAMES) {
        expect(r.options[name].label.length).toBeGreaterThan(0);
        expect(r.options[name].help.length).toBeGreaterThan(10);
        for (const v of OPTION_VALUES[name]) {
          if (typeof v === 'number') continue;
          expect((r.values as Record<string, string>)[String(v)], `${lang} ${name}=${String(v)}`).toBeTruthy();
        }
      }
      for (const id of PRESET_IDS) expect(r.presets[id].name.length).toBeGreaterThan(0);
    }
  });

  it('French typography (issue 26 item 6): a narrow no-break space before ":" ";" "!" "?" "%", never a plain space or none', () => {
    for (const [key, text] of leaves(RESOURCES.fr)) {
      expect(text, key).not.toMatch(/ [:;!?%]/);
      expect(text, key).not.toMatch(/[\p{L}})][;!?]/u);
      expect(text, key).not.toMatch(/\p{L}:\s/u);
    }
  });

  it('French: one word for a player out (no "éliminé·e" beside "éliminé"), and the wild badge names the aces', () => {
    for (const [key, text] of leaves(RESOURCES.fr)) expect(text, key).not.toContain('·e');
    expect(RESOURCES.fr.table.wild.replace('{{face}}', 'as')).toBe('Jokers\u202f: les as');
  });

  it('French elision: no "que", "de", "le", "la" or "ne" before a vowel-initial word, in the strings or after interpolation ("qu’environ", "d’Ana")', () => {
    // a word that starts with a vowel, not "onze"/"oui" (no elision before them); "h" and "y" are left alone
    // (mute or aspirated); after a letter, an apostrophe or a hyphen it is part of a word ("lorsque", "dis-le")
    const unelided = /(?<![\p{L}’'-])(que|de|le|la|ne) (?!onze\b|oui\b)[aeiouàâäéèêëîïôöùûüæœ]/iu;
    const t = createI18n('fr').t;
    // what an interpolation may bring: odds ("environ 1 fois sur 3"), a bid ("un as"), a name ("Ana")
    for (const value of ['environ 1 fois sur 3', 'un as', 'une face vierge', 'Ana', 'Émile']) {
      for (const [key, text] of leaves(RESOURCES.fr)) {
        expect(text, key).not.toMatch(unelided);
        const vars = Object.fromEntries([...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => [m[1]!, value]));
        const said = t(key, { ...vars, count: 2 });
        expect(said, `${key} with ${value}`).not.toMatch(unelided);
      }
    }
    expect(t('botWhy.codes.dudo-unlikely', { bid: 'six cinq', odds: 'environ 1 fois sur 3' })).toBe('Dudo\u202f: six cinq ne tient qu’environ 1 fois sur 3.');
    expect(t('stats.title', { name: 'Ana' })).toBe('Statistiques d’Ana');
    expect(t('stats.title', { name: 'Beto' })).toBe('Statistiques de Beto');
    expect(t('verdict.dudoFailed', { count: 1, bid: 'onze as' })).toContain('moins que onze as');
    // only French: Spanish keeps "de Ana"
    expect(createI18n('es').t('stats.title', { name: 'Ana' })).toBe('Estadísticas de Ana');
  });
});
