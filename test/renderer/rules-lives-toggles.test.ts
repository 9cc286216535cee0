// Issue 42, the last phones game (item i): with O-PENALTY lives (R-LIVES) nobody ever loses a die, so the
// texts of the calzo, mato, paso and picado toggles (O-CALZO, O-MATO, O-PASO, O-PICADO) read their lives
// versions: on the Rules screen of a game that plays them with lives (each option's text and its example)
// and in the setup's help beside each toggle, in es, fr and en. Played with dice, the dice texts stay.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resolveRules, type RuleOptions } from '../../engine/index';
import { createI18n } from '../../renderer/src/i18n/index';
import { defaultJargon, LANGUAGES, type Language } from '../../renderer/src/i18n/jargon';
import { RulesScreen } from '../../renderer/src/rules/RulesScreen';
import { optionHelpKey } from '../../renderer/src/screens/SetupScreen';
import { useSettings } from '../../renderer/src/state/settings';

/** Words that promise a lost or won die (as rules-preset-text.test.ts reads them). */
const DICE: { readonly [L in Language]: RegExp } = {
  en: /loses? (a|one|two) dic?e|costs? (a|one|two) dic?e|gives? up (a|one|two) dic?e|last player with dice|a die back|with dice left|hold(s)? one die/i,
  es: /pierde(s|n)? (un|dos) dados?|cuesta(n)? (un|dos) dados?|entrega (un|dos) dados?|último jugador con dados|recuperas un dado|recupera un dado|un solo dado|pierdes un dado/i,
  fr: /perd(ent|s)? (un|deux) dés?|coûte (un|deux) dés?|rend (un|deux) dés?|dernier joueur à avoir des dés|regagnez un dé|regagne un dé|un seul dé/i,
};
const LIFE: { readonly [L in Language]: RegExp } = { en: /\blife\b/i, es: /\bvida\b/i, fr: /\bvie\b/i };

const TOGGLES = ['calzo', 'mato', 'paso', 'picado'] as const;

function textOf(html: string): string {
  return html.replace(/<[^>]+>/g, ' ').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ');
}

/** The Rules screen of a game of `options` (Classic Dudo's preset): each option's section text, by its id. */
function rulesOfGame(language: Language, options: RuleOptions): Map<string, string> {
  useSettings.setState({ language, jargon: defaultJargon(language) });
  const el = createElement(RulesScreen, { game: { preset: 'clasico', options }, initialPreset: 'clasico', topic: null, onClose: () => undefined });
  const html = renderToStaticMarkup(createElement(I18nextProvider, { i18n: createI18n(language) }, el));
  const at = html.indexOf('<section id="rule-off"');
  const played = at < 0 ? html : html.slice(0, at);
  const sections = new Map<string, string>();
  for (const m of played.matchAll(/<section [^>]*data-option="(\w+)"[^>]*>([\s\S]*?)<\/section>/g)) sections.set(m[1]!, textOf(m[2]!));
  sections.set('all', textOf(played.slice(played.indexOf('<section id="rule-aim"'))));
  return sections;
}

describe('calzo, mato, paso and picado played with lives (R-LIVES; the last phones game, item i)', () => {
  const was = useSettings.getState();
  beforeAll(() => {
    vi.stubGlobal('document', { activeElement: null });
    vi.stubGlobal('HTMLElement', class {});
  });
  afterAll(() => {
    vi.unstubAllGlobals();
    useSettings.setState({ language: was.language, jargon: was.jargon });
  });

  for (const language of LANGUAGES) {
    it(`the Rules screen (${language}): each toggle's text and example speak of lives, never of a lost or won die`, () => {
      const lives: RuleOptions = { ...resolveRules('clasico'), calzo: true, mato: true, paso: true, picado: true };
      expect(lives.penalty).toBe('lives');
      const shown = rulesOfGame(language, lives);
      for (const name of TOGGLES) {
        const text = shown.get(name);
        expect(text, `${name} (${language}) is shown`).toBeDefined();
        expect(text!.match(LIFE[language])?.[0], `${name} (${language}): ${text}`).toBeDefined();
        expect(text!.match(DICE[language])?.[0], `${name} (${language}): ${text}`).toBeUndefined();
      }
      const all = shown.get('all')!;
      expect(all.match(DICE[language])?.[0], `${language}: ${all}`).toBeUndefined();
    });

    it(`the same toggles played with dice (${language}) still speak of dice`, () => {
      const dice: RuleOptions = { ...resolveRules('chile-variantes'), calzo: true, mato: true, paso: true, picado: true };
      const shown = rulesOfGame(language, { ...dice });
      for (const name of TOGGLES) expect(shown.get(name)?.match(DICE[language])?.[0], `${name} (${language})`).toBeDefined();
    });

    it(`the setup's help beside each toggle (${language}): lives texts under lives, none promising a die`, () => {
      const i18n = createI18n(language);
      const exists = (k: string): boolean => i18n.exists(k);
      for (const name of ['calzo', 'mato', 'siciliana', 'paso', 'picado'] as const) {
        const livesHelp = i18n.t(optionHelpKey(name, 'lives', exists));
        expect(livesHelp.match(DICE[language])?.[0], `${name} (${language}): ${livesHelp}`).toBeUndefined();
        expect(livesHelp.match(/\bdados?\b|\bdés?\b|\bdice\b|\bdie\b/i)?.[0], `${name} (${language}): ${livesHelp}`).toBeUndefined();
      }
      for (const name of ['calzo', 'mato', 'siciliana'] as const) {
        expect(optionHelpKey(name, 'lives', exists)).toBe(`options.${name}.helpLives`);
        expect(optionHelpKey(name, 'dice', exists)).toBe(`options.${name}.help`);
        expect(i18n.t(optionHelpKey(name, 'lives', exists)).match(LIFE[language]) ?? i18n.t(optionHelpKey(name, 'lives', exists)).match(/vidas|vies|lives/i)).not.toBeNull();
      }
    });
  }
});
