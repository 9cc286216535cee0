// Issue 26 item 6: the application menu speaks the app's language and has a Help menu (Rules, Learn to play).
import { describe, expect, it } from 'vitest';
import { MENU_WORDS, menuLanguage, type MenuLanguage } from '../../main/electron/menu-words';

const LANGUAGES: MenuLanguage[] = ['en', 'es', 'fr'];

describe('the application menu’s words', () => {
  it('the language chosen in the settings wins (es-CL is Spanish); none chosen: the system’s; any other: English', () => {
    expect(menuLanguage('es-CL', 'fr-FR')).toBe('es');
    expect(menuLanguage('fr', 'en-US')).toBe('fr');
    expect(menuLanguage(null, 'fr-CA')).toBe('fr');
    expect(menuLanguage(null, 'es_419')).toBe('es');
    expect(menuLanguage(null, 'de-DE')).toBe('en');
    expect(menuLanguage('en', 'es-CL')).toBe('en');
  });

  it('every language names every item, Help with Rules and Learn to play; the three are different words', () => {
    const keys = Object.keys(MENU_WORDS.en).sort();
    for (const l of LANGUAGES) {
      expect(Object.keys(MENU_WORDS[l]).sort()).toEqual(keys);
      for (const k of keys) expect(MENU_WORDS[l][k as keyof typeof MENU_WORDS.en].trim(), `${l}.${k}`).not.toBe('');
    }
    expect(new Set(LANGUAGES.map((l) => MENU_WORDS[l].learnToPlay)).size).toBe(3);
    expect(new Set(LANGUAGES.map((l) => MENU_WORDS[l].rules)).size).toBe(3);
  });

  it('in each language the top menus have distinct access keys (&)', () => {
    for (const l of LANGUAGES) {
      const w = MENU_WORDS[l];
      const keysOf = [w.game, w.view, w.developer, w.help].map((label) => {
        const i = label.indexOf('&');
        expect(i, `${l}: ${label} has an access key`).toBeGreaterThanOrEqual(0);
        return label[i + 1]!.toLowerCase();
      });
      expect(new Set(keysOf).size, `${l}: ${keysOf.join(',')}`).toBe(4);
    }
  });
});
