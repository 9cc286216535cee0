// "What would Maestro do?" (issue 40 item 5) names the reference move as the bidding panel does, in each language.
import { describe, expect, it } from 'vitest';
import type { Face, SeatAction } from '../../engine/index';
import { createI18n } from '../../renderer/src/i18n/index';
import { bidWords, defaultJargon, LANGUAGES } from '../../renderer/src/i18n/jargon';
import { moveWords } from '../../renderer/src/review/Hint';

describe('the hint names its move', () => {
  it('as the panel names it, in every language, without a missing key', () => {
    const moves: SeatAction[] = [
      { type: 'bid', seat: 0, count: 3, face: 4 },
      { type: 'dudo', seat: 0 },
      { type: 'calzo', seat: 0 },
      { type: 'paso', seat: 0 },
      { type: 'picado', seat: 0 },
      { type: 'mato', seat: 0 },
    ];
    for (const language of LANGUAGES) {
      const i18n = createI18n(language);
      const t = (key: string, vars?: Record<string, unknown>): string => i18n.t(key, vars) as string;
      const words = { bid: (count: number, face: Face) => bidWords(count, face, defaultJargon(language)) };
      const said = moves.map((m) => moveWords(m, t, words));
      for (const s of said) expect(s, language).not.toMatch(/panel\.|claims\.|\{\{/);
      expect(new Set(said).size).toBe(moves.length);
    }
    const en = createI18n('en');
    expect(moveWords(moves[0]!, (k, v) => en.t(k, v) as string, { bid: (c, f) => bidWords(c, f, 'en') })).toBe('Bid three fours');
  });
});
