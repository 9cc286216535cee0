import { describe, expect, it } from 'vitest';
import { createMatch, createRng, finishMatchGame, nextGameStarter, startMatchGame, type GameState } from '../../engine/index';
import { randomLegalAction } from './random-play';
import { applyOrThrow } from '../../engine/game';

function finish(game: GameState, seed: number): GameState {
  const rng = createRng(seed);
  let s = game;
  while (s.phase !== 'game-over') s = applyOrThrow(s, randomLegalAction(s, rng));
  return s;
}

describe('matches (R-DEAL-END, O-ANTE, O-START)', () => {
  it('O-ANTE: every player pays the ante into the pot; the winner takes it; scores count games won', () => {
    let match = createMatch('clasico', 3, { startingChips: 25 });
    const started = startMatchGame(match);
    expect(started.match.pot).toBe(30);
    expect(started.match.chips).toEqual([15, 15, 15]);
    const final = finish(started.game, 1);
    match = finishMatchGame(started.match, final);
    const w = final.winner!;
    expect(match.chips[w]).toBe(45);
    expect(match.scores[w]).toBe(1);
    expect(match.pot).toBe(0);
    const second = startMatchGame(match);
    expect(second.match.chips.reduce((a, b) => a + b, 0) + second.match.pot).toBe(75);
  });
  it('O-ANTE: a player short of chips pays what they have', () => {
    const m = startMatchGame(createMatch('clasico', 2, { startingChips: 4 })).match;
    expect(m.chips).toEqual([0, 0]);
    expect(m.pot).toBe(8);
  });
  it('O-START first-out-last-game: the first player out of the last game starts the next (first game: high roll)', () => {
    const match = createMatch('francia', 4);
    const first = startMatchGame(match);
    expect(first.game.phase).toBe('start-roll');
    const final = finish(first.game, 7);
    const after = finishMatchGame(first.match, final);
    expect(nextGameStarter(after)).toBe(final.eliminated[0]);
    const second = startMatchGame(after);
    expect(second.game.starter).toBe(final.eliminated[0]);
    expect(second.game.phase).toBe('roll'); // francia: clockwise, no choice
  });
  it('O-START high-roll: every game opens with the high roll', () => {
    const match = createMatch('chile', 3);
    const first = startMatchGame(match);
    const after = finishMatchGame(first.match, finish(first.game, 3));
    expect(nextGameStarter(after)).toBeNull();
    expect(startMatchGame(after).game.phase).toBe('start-roll');
  });
  it('a finished game is refused twice and an unfinished one is refused', () => {
    const started = startMatchGame(createMatch('chile', 2));
    expect(() => finishMatchGame(started.match, started.game)).toThrow();
    expect(() => startMatchGame(started.match)).toThrow();
  });
});
