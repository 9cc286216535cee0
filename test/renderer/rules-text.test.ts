// The Rules screen's text follows the engine's option tables (issue 26 item 1): every option of
// OPTION_NAMES (RULES.md §3, O-* and R-* ids) and every value of OPTION_VALUES has rules prose in
// Spanish, French and English, so an option added to the engine fails here until it is explained.
import { describe, expect, it } from 'vitest';
import { OPTION_NAMES, OPTION_RULE_IDS, OPTION_VALUES, optionIsOff as isOff, optionIsRelevant as isRelevant, PRESET_IDS, PRESETS, resolveRules, ruleSectionsOf as sectionsOf } from '../../engine/index';
import { LANGUAGES } from '../../renderer/src/i18n/jargon';
import { EXAMPLES, exampleKeyOf } from '../../renderer/src/rules/examples';
import { fill, optionValueText, ROUND_STEPS, RULES_TEXT } from '../../renderer/src/rules/text';
import { TIP_TOPICS } from '../../renderer/src/table/Tips';
import { en } from '../../renderer/src/i18n/locales/en';
import { createI18n } from '../../renderer/src/i18n/index';
import { elideFrench } from '../../renderer/src/i18n/elision';

function leaves(o: unknown, path = ''): string[] {
  if (typeof o === 'string') return [path];
  return Object.entries(o as Record<string, unknown>).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
}

describe('rules text: every option and value, in es, fr and en (issue 26 item 1)', () => {
  for (const language of LANGUAGES) {
    for (const name of OPTION_NAMES) {
      it(`${OPTION_RULE_IDS[name]} ${name} (${language}): a title and a text for each value of OPTION_VALUES`, () => {
        const text = RULES_TEXT[language].options[name];
        expect(text, `${name} has no rules text in ${language}`).toBeDefined();
        expect(text.title.trim().length).toBeGreaterThan(2);
        const seen = new Set<string>();
        for (const value of OPTION_VALUES[name]) {
          const said = optionValueText(language, name, value);
          expect(said, `${name} = ${String(value)} has no rules text in ${language}`).not.toBeNull();
          expect(said!.length).toBeGreaterThan(8);
          expect(said).not.toMatch(/\{\{|\}\}|undefined|TODO/);
          // two values never read the same
          expect(seen.has(said!), `${name}: two values read "${said}"`).toBe(false);
          seen.add(said!);
        }
      });
    }
  }

  it('the three languages fill exactly the same texts (no key missing in one)', () => {
    const en = leaves(RULES_TEXT.en).sort();
    for (const language of LANGUAGES) expect(leaves(RULES_TEXT[language]).sort()).toEqual(en);
    // and no option text is keyed by a value the engine does not have
    for (const name of OPTION_NAMES) {
      const keys = Object.keys(RULES_TEXT.en.options[name].values);
      const known = new Set([...OPTION_VALUES[name].map(String), 'n']);
      for (const k of keys) expect(known.has(k), `${name}.${k}`).toBe(true);
    }
  });

  it('R-BID, R-RAISE, R-DUDO, R-CALZO: the round has every step and each example caption fills its blanks', () => {
    for (const language of LANGUAGES) {
      const t = RULES_TEXT[language];
      for (const step of ROUND_STEPS) expect(t.round.steps[step].length).toBeGreaterThan(10);
      for (const key of Object.keys(EXAMPLES) as (keyof typeof EXAMPLES)[]) {
        expect(fill(t.examples[key], { bid: 'B', to: 'T', count: 3 })).not.toMatch(/\{\{/);
      }
    }
  });

  it('French typography: a narrow no-break space before ":" ";" "!" "?" in the French rules', () => {
    for (const s of leaves(RULES_TEXT.fr).map((p) => p.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], RULES_TEXT.fr) as string)) {
      expect(s, s).not.toMatch(/ [:;!?](\s|$)/);
    }
  });
});

describe('rules sections of each preset (RULES.md §5)', () => {
  for (const preset of PRESET_IDS) {
    it(`${preset}: every option the preset plays is a section; every option it sets is on or off, never lost`, () => {
      const o = resolveRules(preset);
      const { on, off } = sectionsOf(preset);
      const names = new Set(on.map((s) => s.name));
      for (const name of OPTION_NAMES) {
        if (!isRelevant(name, o)) continue;
        if (!isOff(name, o[name])) expect(names.has(name), `${preset} plays ${name}`).toBe(true);
        else expect(off.some((s) => s.name === name)).toBe(true);
      }
      // the preset's own options (beyond the defaults) that play a rule are all sections
      for (const [name, value] of Object.entries(PRESETS[preset].options)) {
        if (!isOff(name as keyof typeof o, value) && isRelevant(name as keyof typeof o, o)) expect(names.has(name as keyof typeof o)).toBe(true);
      }
      expect(on.every((s) => !s.changed)).toBe(true);
    });
  }

  it('every special round and call a preset plays has an illustrated example (O-ONEDIE, O-CALZO, O-MATO, O-PASO, O-PICADO, O-PENALTY, O-SALSA)', () => {
    const special = ['calzo', 'mato', 'paso', 'picado', 'oneDieRound', 'salsa', 'siciliana', 'wild', 'acesTo', 'blankBids'] as const;
    for (const name of special) {
      for (const value of OPTION_VALUES[name]) {
        if (isOff(name, value)) continue;
        if (name === 'calzo' && value === false) continue;
        expect(exampleKeyOf(name, value), `${name}:${String(value)}`).not.toBeNull();
      }
    }
    expect(exampleKeyOf('penalty', 'lives')).not.toBeNull();
    expect(exampleKeyOf('ante', 10)).not.toBeNull();
  });

  it('a game that changed an option at the setup marks it changed (O-MATO on in Dudo chileno)', () => {
    const options = { ...resolveRules('chile'), mato: true };
    const mato = sectionsOf('chile', options).on.find((s) => s.name === 'mato');
    expect(mato?.changed).toBe(true);
  });
});

describe('the rule tips lead to the Rules screen (issue 26)', () => {
  it('every tip names a topic of the rules', () => {
    const tips = Object.keys(en.tips).filter((k) => !['title', 'gotIt', 'moreInRules'].includes(k));
    const topics = new Set<string>(['aim', 'round', ...OPTION_NAMES]);
    for (const tip of tips) expect(topics.has(TIP_TOPICS[tip] ?? ''), tip).toBe(true);
  });
});

describe("the rules text is the i18next namespace 'rules' (issue 39.5)", () => {
  /** Every string of a rules text, by its i18next key ("options.calzo.values.true"). */
  const leaves = (node: unknown, path: string[] = []): [string, string][] =>
    typeof node === 'string' ? [[path.join('.'), node]] : Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => leaves(v, [...path, k]));

  for (const language of LANGUAGES) {
    it(`${language}: every string reads through t() as written, placeholders filled as fill() fills them`, () => {
      const i18n = createI18n(language);
      const vars = { preset: 'Perudo', count: 3, bid: 'trois as', to: 'quatre as', name: 'Calzo', n: 10 };
      for (const [key, text] of leaves(RULES_TEXT[language])) {
        expect(i18n.t(key, { ns: 'rules', nsSeparator: false, ...vars }), key).toBe(language === 'fr' ? elideFrench(fill(text, vars)) : fill(text, vars));
      }
    });
  }

  it('French elision applies to the rules as to the rest: "de {{bid}}" before "un as" reads "d’un as"', () => {
    const i18n = createI18n('fr');
    i18n.addResource('fr', 'rules', 'probe', 'Enchère de {{bid}}');
    expect(i18n.t('probe', { ns: 'rules', bid: 'un as' })).toBe('Enchère d’un as');
  });
});
