// The published equilibrium values of issue 4, reproduced by CFR+ with an exact best-response certificate:
// at the end the true game value lies in [lower, upper] (best responses), an interval narrower than 1e-3.
import { describe, expect, it } from 'vitest';
import { CfrSolver } from '../../engine/solver/cfr';
import { PUBLISHED_GAMES, UNIFORM_NASHCONV_HIGH_WILD, publishedGame } from '../../engine/solver/published';
import { solveGame } from '../../engine/solver/solve';

const TARGET = 5e-4;

describe('published liar\'s-dice values (first player), CFR+ with best-response bounds', () => {
  const titles: Record<string, string> = {
    '1v1-d6-high-wild': 'one die each, six faces, highest face wild, bids by count then face: −7/258',
    '1v1-d6-aces-wild': 'one die each, aces wild, aces lowest face, no conversion: −7/327',
    '1v1-d6-no-wild': 'one die each, no wilds: −1/9',
    '2v1-d5-aces-wild': 'five-faced dice, aces wild, two dice vs one: 34/125',
    '1v2-d5-aces-wild': 'five-faced dice, aces wild, one die vs two: −3/125',
  };
  for (const g of PUBLISHED_GAMES) {
    it(titles[g.params.name]!, () => {
      const { report } = solveGame(publishedGame(g.params), { target: TARGET, maxIterations: 3000, checkEvery: 100 });
      expect(report.nashConv).toBeLessThan(TARGET);
      // The exact value is bracketed by the two best responses; the published one must lie inside.
      expect(report.lower).toBeLessThanOrEqual(g.value + 1e-9);
      expect(report.upper).toBeGreaterThanOrEqual(g.value - 1e-9);
      expect(Math.abs(report.value - g.value)).toBeLessThan(1e-3);
    });
  }

  it('the uniform-random policy\'s NashConv in the first game (highest face wild): 1.5615', () => {
    const solver = new CfrSolver(publishedGame(PUBLISHED_GAMES[0]!.params));
    expect(solver.nashConv(solver.uniformPolicy())).toBeCloseTo(UNIFORM_NASHCONV_HIGH_WILD, 4);
  });

  it('the no-wild value differs from the wild ones (the wild face matters)', () => {
    const a = solveGame(publishedGame(PUBLISHED_GAMES[0]!.params), { target: 1e-3, maxIterations: 2000, checkEvery: 100 }).report;
    const c = solveGame(publishedGame(PUBLISHED_GAMES[2]!.params), { target: 1e-3, maxIterations: 2000, checkEvery: 100 }).report;
    expect(c.upper).toBeLessThan(a.lower);
  });
});
