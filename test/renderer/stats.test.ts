// End-of-game stats from resolutions (R-DUDO, R-CALZO, R-MATO).
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, type GameState, type Resolution } from '../../engine/index';
import { statsOf } from '../../renderer/src/logic/stats';

function resolve(actions: Parameters<typeof applyAction>[1][]): { state: GameState; resolutions: Resolution[] } {
  let s = createGame({ rules: { preset: 'chile', options: { calzoWhen: 'always' } }, players: 3, start: { seat: 0, direction: 'clockwise' } });
  const resolutions: Resolution[] = [];
  for (const a of actions) {
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    for (const e of r.events) if (e.type === 'resolution') resolutions.push(e.resolution);
  }
  return { state: s, resolutions };
}

describe('end-of-game stats', () => {
  it('R-DUDO: a dudo on a false bid is a bluff caught for the caller and caught bluffing for the bidder', () => {
    const { resolutions } = resolve([
      { type: 'roll', dice: [[2, 2, 2, 2, 2], [3, 3, 3, 3, 3], [4, 4, 4, 4, 4]] },
      { type: 'bid', seat: 0, count: 9, face: 5 },
      { type: 'dudo', seat: 1 },
    ]);
    const stats = statsOf(3, resolutions);
    expect(stats[1]).toMatchObject({ challengesWon: 1, bluffsCaught: 1, challengesLost: 0 });
    expect(stats[0]).toMatchObject({ caughtBluffing: 1, challengesWon: 0 });
  });

  it('R-CALZO: an exact calzo is a calzo hit and a challenge won; a wrong one a challenge lost', () => {
    const { resolutions } = resolve([
      { type: 'roll', dice: [[2, 2, 2, 2, 2], [3, 3, 3, 3, 3], [4, 4, 4, 4, 4]] },
      { type: 'bid', seat: 0, count: 5, face: 2 },
      { type: 'calzo', seat: 1 },
    ]);
    expect(statsOf(3, resolutions)[1]).toMatchObject({ calzosHit: 1, challengesWon: 1 });
  });

  it('R-DUDO: a dudo on a true bid is a challenge lost, no bluff caught', () => {
    const { resolutions } = resolve([
      { type: 'roll', dice: [[2, 2, 2, 2, 2], [3, 3, 3, 3, 3], [4, 4, 4, 4, 4]] },
      { type: 'bid', seat: 0, count: 5, face: 3 },
      { type: 'dudo', seat: 1 },
    ]);
    expect(statsOf(3, resolutions)[1]).toMatchObject({ challengesLost: 1, bluffsCaught: 0 });
    expect(statsOf(3, resolutions)[0]).toMatchObject({ caughtBluffing: 0 });
  });
});
