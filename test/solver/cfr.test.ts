// Invariants of the CFR+ solver and its best response on small games (fast-check over random policies):
// hand chances sum to 1, a best response never does worse than the policy, NashConv ≥ 0, the value lies
// within the best-response bounds, and a game with no information asymmetry gives no edge by seat.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CfrSolver, type Policy } from '../../engine/solver/cfr';
import { extractPolicy } from '../../engine/solver/extract';
import { actionCount } from '../../engine/solver/game';
import { enumerateHands } from '../../engine/solver/hands';
import { publishedGame } from '../../engine/solver/published';

const small = publishedGame({ name: 'd3', faces: 3, dice: [1, 1], wild: null });

/** A random policy: per (history, hand) a random distribution over the legal actions. */
function randomPolicy(solver: CfrSolver, weights: readonly number[]): Policy {
  const probs = [new Float64Array(solver.layout.size[0]), new Float64Array(solver.layout.size[1])] as const;
  let k = 0;
  for (let n = 0; n < solver.tree.nodeCount; n++) {
    const p = solver.tree.depth[n]! % 2;
    const nA = actionCount(solver.tree, n);
    for (let h = 0; h < solver.deal.hands[p]!.hands.length; h++) {
      const o = solver.layout.base[n]! + h * nA;
      let s = 0;
      for (let a = 0; a < nA; a++) s += probs[p]![o + a] = 0.01 + weights[k++ % weights.length]!;
      for (let a = 0; a < nA; a++) probs[p]![o + a]! /= s;
    }
  }
  return { probs };
}

describe('CFR+ solver invariants', () => {
  it('hands: every sorted hand once, chances summing to 1 (R-DICE)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 2, max: 6 }), (dice, faces) => {
        const hs = enumerateHands(dice, faces);
        expect(hs.prob.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
        expect(new Set(hs.hands.map((h) => h.join(''))).size).toBe(hs.hands.length);
        for (const h of hs.hands) expect([...h].sort((a, b) => a - b)).toEqual(h);
      }),
    );
  });

  it('best responses bound the value of any policy; NashConv ≥ 0', () => {
    const solver = new CfrSolver(small);
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 7, maxLength: 40 }), (w) => {
        const pol = randomPolicy(solver, w);
        const v = solver.value(pol);
        expect(solver.bestResponseValue(pol, 0)).toBeGreaterThanOrEqual(v - 1e-12);
        expect(solver.bestResponseValue(pol, 1)).toBeGreaterThanOrEqual(-v - 1e-12);
        expect(solver.nashConv(pol)).toBeGreaterThanOrEqual(-1e-12);
      }),
      { numRuns: 40 },
    );
  });

  it('CFR+ drives NashConv down, and never above the uniform policy\'s', () => {
    const solver = new CfrSolver(small);
    const start = solver.nashConv(solver.uniformPolicy());
    solver.run(50);
    const mid = solver.nashConv(solver.averagePolicy());
    solver.run(450);
    const end = solver.nashConv(solver.averagePolicy());
    expect(mid).toBeLessThan(start);
    expect(end).toBeLessThan(mid);
    expect(end).toBeLessThan(2e-3);
  });

  it('the average read in place (averagePolicyView) and written into a kept policy measure as the copied average', () => {
    // Float32 sums, as solve:2v2 keeps them. Before any iteration every row sums to 0: the view plays uniformly.
    const solver = new CfrSolver(small, { float32: true });
    const kept = solver.averagePolicy();
    const uniform = solver.uniformPolicy();
    expect(solver.value(solver.averagePolicyView())).toBeCloseTo(solver.value(uniform), 12);
    expect(solver.bestResponseValue(solver.averagePolicyView(), 0)).toBeCloseTo(solver.bestResponseValue(uniform, 0), 12);
    for (const step of [1, 2, 40]) {
      solver.run(step);
      const copy = solver.averagePolicy();
      const view = solver.averagePolicyView();
      expect(solver.averagePolicy(kept)).toBe(kept);
      for (const pol of [view, kept]) {
        expect(solver.value(pol)).toBeCloseTo(solver.value(copy), 6);
        expect(solver.bestResponseValue(pol, 0)).toBeCloseTo(solver.bestResponseValue(copy, 0), 6);
        expect(solver.bestResponseValue(pol, 1)).toBeCloseTo(solver.bestResponseValue(copy, 1), 6);
      }
    }
    const { probs } = new CfrSolver(publishedGame({ name: 'd1', faces: 1, dice: [1, 1], wild: null })).averagePolicy();
    expect(() => solver.averagePolicy({ probs })).toThrow(/another layout/);
    // the types refuse a view where a normalised policy is needed (PolicyView), and a cast past them is refused at run time
    // @ts-expect-error a view of the sums is not a Policy
    expect(() => solver.averagePolicy(solver.averagePolicyView())).toThrow(/view of the sums/);
    // @ts-expect-error a view of the sums is not a Policy
    expect(() => extractPolicy(solver, solver.averagePolicyView(), { minOwnReach: 1e-3, minProb: 1e-3, digits: 3 })).toThrow(/normalised policy/);
  });

  it('R-DUDO payoffs: with one face every bid is true; the first player bids the top bid, the forced call loses', () => {
    const solver = new CfrSolver(publishedGame({ name: 'd1', faces: 1, dice: [1, 1], wild: null }));
    solver.run(200);
    const pol = solver.averagePolicy();
    // Bids: 1x1, 2x1 (both true). Opening 2x1 leaves the responder only the call, which it loses.
    expect(solver.value(pol)).toBeCloseTo(1, 3);
    expect(solver.nashConv(pol)).toBeLessThan(1e-3);
  });
});
