// Maestro's "why?" says which source decided (issue 14, honest reasons): the solved table, a search, or the
// odds estimate, in es, fr and en; a bad source note is left out.
import { describe, expect, it } from 'vitest';
import { DECISION_SOURCES, parseReasonNotes } from '../../engine/bots/reasons';
import { createI18n, LANGUAGES, RESOURCES } from '../../renderer/src/i18n/index';
import { sayReason, type ReasonInput } from '../../renderer/src/i18n/reasons';

describe("Maestro's decision source in the why", () => {
  it('every source has a sentence in es, fr and en, said after the reason', () => {
    for (const language of LANGUAGES) {
      const i18n = createI18n(language);
      for (const source of DECISION_SOURCES) {
        expect(RESOURCES[language].botWhy.source[source].trim(), `${language} ${source}`).toBeTruthy();
        const r: ReasonInput = { text: 'x', p: 0.5, say: { code: 'equilibrium', move: 'dudo', bid: null, myDice: 1, theirDice: 2 }, notes: { source } };
        const said = sayReason(r, { t: (k, v) => i18n.t(k, v), language, jargon: 'en' });
        expect(said.sentence, `${language} ${source}`).toContain(i18n.t(`botWhy.source.${source}`));
        expect(said.sentence).not.toContain('botWhy.');
      }
    }
    const en = createI18n('en');
    const said = sayReason({ text: 'x', p: 0.73, say: { code: 'equilibrium', move: 'dudo', bid: null, myDice: 1, theirDice: 2 }, notes: { source: 'table' } }, { t: (k, v) => en.t(k, v), language: 'en', jargon: 'en' });
    expect(said.sentence).toMatch(/Decided by: the solved table for this endgame\.$/);
  });

  it('an unknown source from outside is left out, the other notes kept', () => {
    expect(parseReasonNotes({ source: 'oracle', forgotWilds: true })).toEqual({ forgotWilds: true });
    expect(parseReasonNotes({ source: 'search' })).toEqual({ source: 'search' });
  });
});
