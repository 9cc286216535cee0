// Issue 42 item 2: the tutorial's opening bid, followed literally. Step 3 names the face's key and the
// count's keys in some order; pressing them in that order on the bidding panel's own logic (a face
// picks its least legal count, a count key steps) must give the bid the coach waits for, in every
// language. The old text (count first, then face) gave "one three", which the coach refused. The
// coach's wrong-move sentence starts with a capital.
import { describe, expect, it } from 'vitest';
import { applyOrThrow, createGame, legalActions, type Face } from '../../engine/index';
import { TUTORIAL_ACTIONS, TUTORIAL_RULES, TUTORIAL_SEAT } from '../../common/contract/index';
import { createI18n, bidWords, type Jargon, type Language } from '../../renderer/src/i18n/index';
import { defaultChoice, panelModel, pickFaceChoice, stepChoice, type PanelChoice } from '../../renderer/src/logic/panel';
import { coachStep, isExpected, wrongMoveText } from '../../renderer/src/tutorial/script';

/** The words each language's step 3 uses for the face key and for the count keys. */
const KEYS: Record<Language, { face: string; count: string }> = {
  en: { face: 'key 3', count: '(→ or +)' },
  es: { face: 'tecla 3', count: '(→ o +)' },
  fr: { face: 'touche 3', count: '(→ ou +)' },
};
const JARGON: Record<Language, Jargon> = { en: 'en', es: 'es-CL', fr: 'fr' };

/** The game at the coach's step 3 (the person opens round 1). */
function atFirstBid(): ReturnType<typeof createGame> {
  let s = createGame({ rules: TUTORIAL_RULES, players: 3 });
  for (const a of TUTORIAL_ACTIONS.slice(0, 2)) s = applyOrThrow(s, a);
  return s;
}

describe('tutorial step 3 followed literally (issue 42 item 2)', () => {
  const state = atFirstBid();
  const model = panelModel(legalActions(state, TUTORIAL_SEAT));
  const step = coachStep({ actionCount: 2, revealRound: null, read: ['dice'] });

  for (const lang of ['en', 'es', 'fr'] as const) {
    it(`${lang}: the keys in the order the instruction names them make the bid the coach expects`, () => {
      expect(step.id).toBe('firstBid');
      const i18n = createI18n(lang);
      const bid = bidWords(2, 3, JARGON[lang]);
      const text = i18n.t('tutorial.steps.firstBid.do', { bid });
      const face = text.indexOf(KEYS[lang].face);
      const count = text.indexOf(KEYS[lang].count);
      expect(face, text).toBeGreaterThan(-1);
      expect(count, text).toBeGreaterThan(-1);
      // the count the text asks for, just before its keys: "… 2 (→ or +)"
      expect(text).toContain(`2 ${KEYS[lang].count}`);
      const target = 2;

      let choice: PanelChoice = defaultChoice(model, null)!;
      const pressFace = (): void => void (choice = pickFaceChoice(model, choice, 3 as Face));
      const pressCount = (): void => {
        // "set the count to 2 (→ or +)": → until the count shows 2
        for (let i = 0; i < 10 && choice.count < target; i++) choice = stepChoice(model, choice, +1);
      };
      for (const press of face < count ? [pressFace, pressCount] : [pressCount, pressFace]) press();
      expect(choice).toEqual({ count: 2, face: 3 });
      expect(isExpected(step, { type: 'bid', seat: TUTORIAL_SEAT, count: choice.count, face: choice.face })).toBe(true);
    });

    it(`${lang}: the wrong-move sentence starts with a capital`, () => {
      const i18n = createI18n(lang);
      const t = (k: string, v?: Record<string, unknown>): string => i18n.t(k, v ?? {});
      const words = { bid: (c: number, f: Face): string => bidWords(c, f, JARGON[lang]) };
      for (const action of [{ type: 'bid', seat: 0, count: 1, face: 3 }, { type: 'dudo', seat: 0 }] as const) {
        const s = wrongMoveText(t, words, action, lang);
        expect(s[0], s).toBe(s[0]!.toLocaleUpperCase(lang));
        expect(s[0], s).not.toBe(s[0]!.toLocaleLowerCase(lang));
      }
    });
  }
});
