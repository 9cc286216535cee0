// Replay errors in the player's language (issue 13): the host's BAD_RECORD field and code pick a
// translated sentence; the host's English message is never what the player reads.
import { describe, expect, it } from 'vitest';
import { recordErrorWords } from '../../renderer/src/logic/recordError';
import { createI18n } from '../../renderer/src/i18n/index';

describe('a refused record said in the player\'s language', () => {
  it('the field at fault picks the sentence', () => {
    expect(recordErrorWords({ code: 'BAD_RECORD', field: '(document)' })).toEqual({ key: 'document' });
    expect(recordErrorWords({ code: 'BAD_RECORD', field: 'rules' })).toEqual({ key: 'rules' });
    expect(recordErrorWords({ code: 'BAD_RECORD', field: 'rules.options.calzo' })).toEqual({ key: 'rules' });
    expect(recordErrorWords({ code: 'BAD_RECORD', field: 'players[1].name' })).toEqual({ key: 'players' });
    expect(recordErrorWords({ code: 'BAD_RECORD', field: 'format' })).toEqual({ key: 'format' });
    expect(recordErrorWords({ code: 'BAD_RECORD', field: 'actions[4]', ruleCode: 'BAD_BID' })).toEqual({ key: 'actionRefused', move: 5 });
    expect(recordErrorWords({ code: 'BAD_RECORD', field: 'actions[0].count' })).toEqual({ key: 'actionDamaged', move: 1 });
    expect(recordErrorWords({ code: 'NOTHING_TO_RESUME' })).toEqual({ key: 'other' });
  });

  it('every sentence exists in es, fr and en, and none is the host\'s English', async () => {
    for (const language of ['es', 'fr', 'en'] as const) {
      const i18n = createI18n(language);
      for (const key of ['document', 'format', 'rules', 'players', 'start', 'actionRefused', 'actionDamaged', 'other']) {
        const text = i18n.t(`replay.errors.${key}`, { move: 3 });
        expect(text).not.toContain('replay.errors');
        expect(text).not.toMatch(/not JSON|Invalid input/);
      }
    }
    expect(createI18n('es').t('replay.errors.rules')).toBe('Las reglas escritas en esta grabación no son válidas.');
  });
});
