// Experto's inference and look-ahead: bids lean the worlds toward the bidder's face; the worlds it
// plays out are states built from its own view (hypothesis), consistent with the engine's.
import { describe, expect, it } from 'vitest';
import { applyOrThrow, createGame, createRng, viewFor, type Face } from '../../engine/index';
import { binomialModel, pTrue } from '../../engine/bots/model';
import { readTable } from '../../engine/bots/table';
import { claimLikelihood, sampleWorlds, worldModel } from '../../engine/bots/worlds';
import { hypothesis } from '../../engine/bots/rollout';

function opened(face: Face) {
  const g = createGame({ rules: 'liars-dice', players: 2, start: { seat: 0, direction: 'clockwise' } });
  const s = applyOrThrow(g, { type: 'roll', dice: [[6, 6, 6, 2, 3], [2, 3, 4, 5, 5]] });
  return applyOrThrow(s, { type: 'bid', seat: 0, count: 3, face });
}

describe('Experto inference', () => {
  it('R-BID: an opening bid on sixes makes sixes likelier in the bidder\'s hand than the binomial says', () => {
    const view = viewFor(opened(6), 1);
    const t = readTable(view);
    const worlds = worldModel(sampleWorlds(t, 2000, createRng(3)), t.totalDice);
    const plain = binomialModel(t);
    expect(pTrue(worlds, { count: 3, face: 6 })).toBeGreaterThan(pTrue(plain, { count: 3, face: 6 }) + 0.1);
    // a face nobody bid is not made likelier
    expect(pTrue(worlds, { count: 3, face: 4 })).toBeLessThan(pTrue(plain, { count: 3, face: 4 }) + 0.05);
  });

  it('R-WILD: the face chosen is evidence of natural dice only (aces back every face alike)', () => {
    const t = readTable(viewFor(opened(6), 1));
    expect(claimLikelihood(t, 0, [6, 6, 2, 3, 4])).toBeGreaterThan(claimLikelihood(t, 0, [1, 1, 2, 3, 4]));
    expect(claimLikelihood(t, 0, [1, 1, 2, 3, 4])).toBeCloseTo(claimLikelihood(t, 0, [5, 5, 2, 3, 4]), 12);
  });

  it('a hypothesis built from a view and the true dice gives back the same view', () => {
    let s = createGame({ rules: 'chile-variantes', players: 3, start: { seat: 1, direction: 'counter-clockwise' } });
    s = applyOrThrow(s, { type: 'roll', dice: [[1, 2, 3, 4, 5], [6, 6, 1, 2, 2], [3, 3, 4, 4, 4]] });
    s = applyOrThrow(s, { type: 'bid', seat: 1, count: 4, face: 2 });
    for (const seat of [0, 1, 2]) {
      const view = viewFor(s, seat);
      const h = hypothesis(view, s.current!.hands);
      expect(viewFor(h, seat)).toEqual({ ...view, lastResolution: null });
      expect(viewFor(h, 0).legal).toEqual(viewFor(s, 0).legal);
    }
  });
});
