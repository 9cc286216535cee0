// The figures every screen shows (issue 39.4): one list, one name per figure in every language, each
// read from the engine's PlayerStats; one game's figures as the end screen counts them (moved from
// the old end-of-game stats test: its "challenges won" is gone, its "calzos hit" is calzos right).
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, startingStats, tallyAction, type Action, type PlayerStats } from '../../engine/index';
import { RESOURCES } from '../../renderer/src/i18n/index';
import { FIGURE_IDS, figureLabel, figureShort, figureValue, GAME_FIGURE_IDS, PEOPLE_FIGURE_IDS, PROFILE_FIGURE_IDS } from '../../renderer/src/stats/figures';

/** One round of three seats (five dice each), its figures tallied as the end screen's are. */
function roundFigures(actions: readonly Action[]): PlayerStats[] {
  let s = createGame({ rules: { preset: 'chile', options: { calzoWhen: 'always' } }, players: 3, start: { seat: 0, direction: 'clockwise' } });
  let stats = startingStats(3);
  for (const a of [{ type: 'roll', dice: [[2, 2, 2, 2, 2], [3, 3, 3, 3, 3], [4, 4, 4, 4, 4]] } as Action, ...actions]) {
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(r.error.message);
    stats = tallyAction(stats, s, a, r.events);
    s = r.state;
  }
  return stats;
}

describe('one figure, one name', () => {
  it('every figure has its name in English, Spanish and French, under the same key on every screen', () => {
    for (const lang of ['en', 'es', 'fr'] as const) {
      const figures: Record<string, string> = RESOURCES[lang].figures;
      for (const f of FIGURE_IDS) expect(typeof figures[f], `${lang} ${figureLabel(f)}`).toBe('string');
    }
    expect(figureLabel('challengesLost')).toBe('figures.challengesLost');
  });

  it('"Rounds played" says it counts the rounds with dice', () => {
    expect(RESOURCES.en.figures.rounds).toBe('Rounds played with dice');
  });

  it('the end screen and the History list figures of the same list as the Statistics', () => {
    expect(GAME_FIGURE_IDS.every((f) => FIGURE_IDS.includes(f))).toBe(true);
    expect(PEOPLE_FIGURE_IDS.every((f) => FIGURE_IDS.includes(f))).toBe(true);
    expect(GAME_FIGURE_IDS).toContain('challengesLost');
    expect(GAME_FIGURE_IDS).toContain('rounds');
  });

  it('each figure reads its own counts: a share as right of called, a count as it is', () => {
    const s: PlayerStats = { games: 4, wins: 1, rounds: 9, dudos: 5, dudosRight: 3, calzos: 2, calzosRight: 1, challengesLost: 6, bluffsCaught: 3, caughtBluffing: 2 };
    expect(FIGURE_IDS.map((f) => figureShort(figureValue(f, s)))).toEqual(['4', '1/4', '9', '3/5', '1/2', '3', '2', '6']);
  });

  it('issue 40 item 5: the Statistics list the hinted decisions (absent: 0), named in every language; one game\'s figures do not (a record carries no hints)', () => {
    const s: PlayerStats = { games: 1, wins: 0, rounds: 2, dudos: 0, dudosRight: 0, calzos: 0, calzosRight: 0, challengesLost: 1, bluffsCaught: 0, caughtBluffing: 0 };
    expect(PROFILE_FIGURE_IDS).toEqual([...FIGURE_IDS, 'hints']);
    expect(figureValue('hints', s)).toEqual({ value: 0 });
    expect(figureValue('hints', { ...s, hints: 3 })).toEqual({ value: 3 });
    expect(GAME_FIGURE_IDS).not.toContain('hints');
    for (const lang of ['en', 'es', 'fr'] as const) expect(typeof (RESOURCES[lang].figures as Record<string, string>).hints, lang).toBe('string');
  });
});

describe('one game’s figures, as the end screen counts them', () => {
  it('R-DUDO: a dudo on a false bid is a bluff caught for the caller and caught bluffing (and a challenge lost) for the bidder', () => {
    const stats = roundFigures([{ type: 'bid', seat: 0, count: 9, face: 5 }, { type: 'dudo', seat: 1 }]);
    expect(stats[1]).toMatchObject({ dudos: 1, dudosRight: 1, bluffsCaught: 1, challengesLost: 0 });
    expect(stats[0]).toMatchObject({ caughtBluffing: 1, challengesLost: 1, dudos: 0 });
  });

  it('R-CALZO: an exact calzo is a calzo right and no challenge lost', () => {
    const stats = roundFigures([{ type: 'bid', seat: 0, count: 5, face: 2 }, { type: 'calzo', seat: 1 }]);
    expect(stats[1]).toMatchObject({ calzos: 1, calzosRight: 1, challengesLost: 0 });
  });

  it('R-DUDO: a dudo on a true bid is a challenge lost, no bluff caught', () => {
    const stats = roundFigures([{ type: 'bid', seat: 0, count: 5, face: 3 }, { type: 'dudo', seat: 1 }]);
    expect(stats[1]).toMatchObject({ challengesLost: 1, bluffsCaught: 0 });
    expect(stats[0]).toMatchObject({ caughtBluffing: 0, challengesLost: 0 });
    // every seat held dice in the round
    expect(stats.map((s) => s.rounds)).toEqual([1, 1, 1]);
  });
});
