// Every rule set's rules read what that rule set plays (issue 42 item 5): the Rules screen of each preset, rendered in
// es, fr and en, names no mechanism the preset does not play outside "Not played with these rules" (no lost die with
// lives, no palifico without palifico...), and every "not played" line reads "Title: text", no line starting with ": ".
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PRESET_IDS, resolveRules, ruleSectionsOf, type PresetId, type RuleOptions } from '../../engine/index';
import { createI18n } from '../../renderer/src/i18n/index';
import { defaultJargon, LANGUAGES, type Language } from '../../renderer/src/i18n/jargon';
import { RulesScreen } from '../../renderer/src/rules/RulesScreen';
import { RULES_TEXT } from '../../renderer/src/rules/text';
import { useSettings } from '../../renderer/src/state/settings';

/** Plain text of some markup: tags out, the entities React writes decoded, spaces collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

interface Rendered {
  /** Everything but the "Not played with these rules" section. */
  readonly played: string;
  /** That section's markup. */
  readonly offHtml: string;
}

function renderRules(language: Language, preset: PresetId): Rendered {
  const was = useSettings.getState();
  useSettings.setState({ language, jargon: defaultJargon(language) });
  try {
    const el = createElement(RulesScreen, { game: null, initialPreset: preset, topic: null, onClose: () => undefined });
    const html = renderToStaticMarkup(createElement(I18nextProvider, { i18n: createI18n(language) }, el));
    const at = html.indexOf('<section id="rule-off"');
    // the rules themselves: from the aim on (the preset buttons, contents and blurb name rule sets, not rules)
    const played = html.slice(html.indexOf('<section id="rule-aim"'), at < 0 ? undefined : at);
    return { played: textOf(played), offHtml: at < 0 ? '' : html.slice(at) };
  } finally {
    useSettings.setState({ language: was.language, jargon: was.jargon });
  }
}

/** Words of a mechanism, per language: none of them may be read where the preset does not play it. */
interface Mechanism {
  readonly name: string;
  readonly plays: (o: RuleOptions) => boolean;
  readonly words: { readonly [L in Language]: RegExp };
  /** Also forbidden in the "not played" list (a lost die under lives is wrong even there). */
  readonly everywhere?: boolean;
}

const MECHANISMS: readonly Mechanism[] = [
  {
    name: 'dice lost (O-PENALTY dice)',
    plays: (o) => o.penalty === 'dice',
    everywhere: true,
    words: {
      en: /loses? (a|one|two) dic?e|costs? (a|one|two) dic?e|gives? up (a|one|two) dic?e|last player with dice|a die back|with dice left|hold(s)? one die/i,
      es: /pierde(s|n)? (un|dos) dados?|cuesta(n)? (un|dos) dados?|entrega (un|dos) dados?|último jugador con dados|recuperas un dado|un solo dado/i,
      fr: /perd(ent|s)? (un|deux) dés?|coûte (un|deux) dés?|rend (un|deux) dés?|dernier joueur à avoir des dés|regagnez un dé|un seul dé/i,
    },
  },
  { name: 'palifico', plays: (o) => o.penalty !== 'lives' && o.oneDieRound === 'palifico', words: { en: /palifico/i, es: /palifico/i, fr: /palifico/i } },
  { name: 'obligar', plays: (o) => o.penalty !== 'lives' && o.oneDieRound === 'obligar', words: { en: /obligar/i, es: /obligar/i, fr: /obligar/i } },
  { name: 'calzo', plays: (o) => o.calzo, words: { en: /calzo/i, es: /calz(o|ar)/i, fr: /calzo/i } },
  { name: 'mato', plays: (o) => o.mato, words: { en: /\bmato\b/i, es: /\bmato\b/i, fr: /\bmato\b/i } },
  { name: 'picado', plays: (o) => o.picado, words: { en: /picad/i, es: /picad|picó/i, fr: /picad/i } },
  { name: 'siciliana', plays: (o) => o.siciliana, words: { en: /siciliana/i, es: /siciliana/i, fr: /siciliana/i } },
  { name: 'salsa', plays: (o) => o.salsa, words: { en: /salsa/i, es: /salsa/i, fr: /salsa/i } },
  { name: 'chips (O-ANTE)', plays: (o) => o.ante > 0, words: { en: /\bpot\b/i, es: /\bpozo\b/i, fr: /\bpot\b/i } },
  { name: 'lives (O-PENALTY lives)', plays: (o) => o.penalty === 'lives', words: { en: /\blives?\b|reprieve/i, es: /\bvidas?\b|de gracia/i, fr: /\bvies?\b|de grâce/i } },
];

describe('every preset\'s rules read what it plays (issue 42 item 5)', () => {
  beforeAll(() => {
    // the dialog reads what had the focus when it opened: no page here
    vi.stubGlobal('document', { activeElement: null });
    vi.stubGlobal('HTMLElement', class {});
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  for (const language of LANGUAGES) {
    for (const preset of PRESET_IDS) {
      it(`${preset} (${language}): no word of a mechanism it does not play, outside "not played"`, () => {
        const o = resolveRules(preset);
        const { played, offHtml } = renderRules(language, preset);
        const off = textOf(offHtml);
        for (const m of MECHANISMS) {
          if (m.plays(o)) continue;
          expect(played.match(m.words[language])?.[0], `${preset} (${language}) does not play ${m.name}: ${played}`).toBeUndefined();
          if (m.everywhere) expect(off.match(m.words[language])?.[0], `${preset} (${language}), not played: ${m.name}`).toBeUndefined();
        }
      });

      it(`${preset} (${language}): every "not played" line reads "Title: text", none starts with ": "`, () => {
        const { offHtml } = renderRules(language, preset);
        const colon = language === 'fr' ? '\u202f: ' : ': ';
        const off = ruleSectionsOf(preset).off;
        const lines = [...offHtml.matchAll(/<li [^>]*data-option="(\w+)"[^>]*>([\s\S]*?)<\/li>/g)];
        expect(lines.map((m) => m[1])).toEqual(off.map((s) => s.name));
        for (const [, name, inner] of lines) {
          const title = RULES_TEXT[language].options[name as keyof RuleOptions].title;
          // the title and its colon first, in one run of text: no block (the rule id) between them
          expect(inner!.replace(/<[^>]+>/g, '').trimStart().startsWith(`${title}${colon}`), `${name}: ${inner}`).toBe(true);
        }
      });
    }
  }
});
