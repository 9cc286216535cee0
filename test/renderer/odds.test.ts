// The odds helper: the chance that a bid holds given only what the seat sees (R-WILD, R-NOWILD).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyOrThrow, createGame, viewFor, type Face } from '../../engine/index';
import { binomialTail, oddsOf, perDieChance } from '../../renderer/src/logic/odds';

function choose(n: number, k: number): number {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
}

describe('odds helper', () => {
  it('binomial tail matches the closed form', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.constantFrom(1 / 6, 1 / 3), fc.integer({ min: -2, max: 32 }), (n, p, k) => {
        let atLeast = 0;
        for (let i = Math.max(0, k); i <= n; i++) atLeast += choose(n, i) * p ** i * (1 - p) ** (n - i);
        const exactly = k >= 0 && k <= n ? choose(n, k) * p ** k * (1 - p) ** (n - k) : 0;
        const t = binomialTail(n, p, k);
        expect(t.atLeast).toBeCloseTo(atLeast, 9);
        expect(t.exactly).toBeCloseTo(exactly, 9);
      }),
    );
  });

  it('R-WILD: an unseen die counts for a bid face with chance 1/3 with aces wild, 1/6 for aces or with nothing wild', () => {
    expect(perDieChance(3, 1)).toBeCloseTo(1 / 3);
    expect(perDieChance(1, 1)).toBeCloseTo(1 / 6);
    expect(perDieChance(3, null)).toBeCloseTo(1 / 6);
  });

  it('counts own dice (wild included) and only the unseen dice are uncertain', () => {
    let s = createGame({ rules: 'chile', players: 2, start: { seat: 0, direction: 'clockwise' } });
    s = applyOrThrow(s, { type: 'roll', dice: [[1, 3, 3, 5, 6], [2, 2, 2, 2, 2]] });
    const v = viewFor(s, 0);
    const o = oddsOf(v, 3, 3 as Face)!;
    expect(o.seen).toBe(3); // two threes and an ace
    expect(o.unseen).toBe(5);
    expect(o.holds).toBe(1);
    const o2 = oddsOf(v, 4, 3 as Face)!;
    expect(o2.holds).toBeCloseTo(1 - (2 / 3) ** 5, 9);
    expect(o2.exact).toBeCloseTo(5 * (1 / 3) * (2 / 3) ** 4, 9);
    // the other seat's dice never leak into the odds: the same view whatever they hold
    let s2 = createGame({ rules: 'chile', players: 2, start: { seat: 0, direction: 'clockwise' } });
    s2 = applyOrThrow(s2, { type: 'roll', dice: [[1, 3, 3, 5, 6], [3, 3, 3, 3, 3]] });
    expect(oddsOf(viewFor(s2, 0), 4, 3 as Face)).toEqual(o2);
  });

  it('O-HIDDEN: no odds when dice counts are hidden', () => {
    let s = createGame({ rules: { preset: 'francia', options: { hiddenDiceCounts: true } }, players: 2, start: { seat: 0, direction: 'clockwise' } });
    s = applyOrThrow(s, { type: 'roll', dice: [[1, 3, 3, 5, 6], [2, 2, 2, 2, 2]] });
    expect(oddsOf(viewFor(s, 0), 3, 3 as Face)).toBeNull();
  });
});
