// Dice nobody sees (RoundGameSpec.hidden: R-OBLIGAR closed, R-BLIND): they count at the showdown as chance.
// With no hand seen by anyone the round is a game of public bids only, whose value backward induction gives
// exactly: CFR+ with the hidden dice must reach it (and miss it when they are left out).
import { describe, expect, it } from 'vitest';
import { CfrSolver } from '../../engine/solver/cfr';
import { dudoBids } from '../../engine/solver/dudo';
import type { Player, RoundGameSpec } from '../../engine/solver/game';
import { solveGame } from '../../engine/solver/solve';

/** Two players bidding over `hidden` dice nobody sees: natural faces, any higher bid id raises, dudo only (R-DUDO). */
function blindRound(hidden: number): RoundGameSpec {
  const bids = dudoBids(hidden);
  return {
    name: `blind ${hidden}`,
    faces: 6,
    dice: [0, 0],
    hidden,
    bids,
    raises: (standing) => bids.map((_, id) => id).filter((id) => standing === null || id > standing),
    mayCalzo: () => false,
    countIn: (hand, face) => hand.filter((d) => d === face).length,
    payoffs: { loss: [-1, 1], gain: [0, 0] },
  };
}

/** P(at least q of n fair dice show one given face). */
function atLeast(n: number, q: number): number {
  let p = 0;
  const choose = (a: number, b: number): number => (b === 0 ? 1 : (choose(a, b - 1) * (a - b + 1)) / b);
  for (let k = q; k <= n; k++) p += choose(n, k) * (1 / 6) ** k * (5 / 6) ** (n - k);
  return p;
}

/** The starter's value by backward induction over the public bids (player 0 maximises, player 1 minimises). */
function publicValue(spec: RoundGameSpec): number {
  const n = spec.hidden ?? 0;
  const memo = new Map<string, number>();
  const value = (standing: number | null, mover: Player): number => {
    const key = `${standing}|${mover}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const options: number[] = spec.raises(standing, mover).map((r) => value(r, (1 - mover) as Player));
    if (standing !== null) {
      // R-DUDO: the bid holds → the caller loses the round, else the bidder
      const bid = spec.bids[standing]!;
      const holds = atLeast(n, bid.count);
      options.push(holds * spec.payoffs.loss[mover] + (1 - holds) * spec.payoffs.loss[(1 - mover) as Player]);
    }
    const v = mover === 0 ? Math.max(...options) : Math.min(...options);
    memo.set(key, v);
    return v;
  };
  return value(null, 0);
}

describe('dice nobody sees (R-OBLIGAR closed, R-BLIND)', () => {
  it('R-BLIND: a round where nobody sees a die is solved to its backward-induction value', () => {
    for (const hidden of [1, 2]) {
      const spec = blindRound(hidden);
      const exact = publicValue(spec);
      const { report } = solveGame(spec, { target: 1e-5, maxIterations: 3000 });
      expect(report.nashConv).toBeLessThan(1e-5);
      expect(report.value).toBeCloseTo(exact, 4);
    }
  });

  it('the hidden dice are counted: the same round without them has another value', () => {
    const spec = blindRound(2);
    const without = new CfrSolver({ ...spec, hidden: 0 });
    without.run(200);
    const withThem = new CfrSolver(spec);
    withThem.run(200);
    expect(Math.abs(without.value(without.averagePolicy()) - withThem.value(withThem.averagePolicy()))).toBeGreaterThan(0.1);
  });
});
