// Issue 41 item 2: the best-response approximation for recall policies (engine/solver/recall-approx.ts). With the
// responder's recall at least the longest round it is the exact best response of recall-measure.ts; with shorter
// recall it is a lower bound and the clairvoyant responder an upper bound on the exact exploitability.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveRules } from '../../engine/index';
import { dudoRoundGame } from '../../engine/solver/dudo';
import { buildRecallGame, RecallSolver } from '../../engine/solver/recall';
import { recallApproxBestResponse, recallApproxBounds, RecallApproxError, refineRecallPolicy } from '../../engine/solver/recall-approx';
import { recallBestResponse, recallBounds, storedRecallPolicy } from '../../engine/solver/recall-measure';

const chile = resolveRules('chile');
const chileRound = (state: [number, number]) => dudoRoundGame({ options: chile, startingTotal: 10 }, state, { loss: [-1, 1], gain: [1, -1] }, `chile ${state.join('v')}`);

function solved(state: [number, number], recall: number, iterations: number) {
  const g = buildRecallGame(chileRound(state), recall);
  const s = new RecallSolver(g);
  s.run(iterations);
  return { g, probs: storedRecallPolicy(g, s.averagePolicy()) };
}

describe('recall best-response approximation (issue 41)', () => {
  it.each([
    [[1, 1], 0],
    [[1, 1], 1],
    [[1, 2], 0],
    [[1, 2], 1],
  ] as const)('chile %j, responder %i: with recall past the longest round it equals the exact best response', (state, i) => {
    const { g, probs } = solved([state[0], state[1]], 2, 30);
    const fine = buildRecallGame(g.spec, 99);
    const approx = recallApproxBestResponse(fine, refineRecallPolicy(g, probs, fine), i);
    const exact = recallBestResponse(g, probs, i);
    expect(approx.value).toBeCloseTo(exact.value, 12);
  });

  it('chile 1v2, a recall-2 policy: lower bound ≤ exact ≤ clairvoyant upper bound, and the lower bound rises to the exact one', () => {
    const { g, probs } = solved([1, 2], 2, 30);
    const exact = recallBounds(g, probs).nashConv / 2;
    let last = -Infinity;
    for (const k of [2, 3, 4, 99]) {
      const b = recallApproxBounds(g, probs, buildRecallGame(g.spec, k));
      expect(b.lowerExploitability).toBeLessThanOrEqual(exact + 1e-12);
      expect(b.upperExploitability).toBeGreaterThanOrEqual(exact - 1e-12);
      if (k === 99) expect(b.lowerExploitability).toBeCloseTo(exact, 12);
      last = Math.max(last, b.lowerExploitability);
    }
    expect(last).toBeCloseTo(exact, 12);
  });

  it('a policy that ignores its dice is fully known to the clairvoyant: both bounds meet at 1v1 with full recall', () => {
    const g = buildRecallGame(chileRound([1, 1]), 99);
    const uniform: [Float64Array, Float64Array] = [new Float64Array(g.size[0]), new Float64Array(g.size[1])];
    for (let n = 0; n < g.nodeCount; n++) {
      const p = g.mover[n]!;
      const nA = g.childStart[n + 1]! - g.childStart[n]! + g.canDudo[n]! + g.canCalzo[n]!;
      uniform[p].fill(1 / nA, g.base[n]!, g.base[n]! + nA * g.deal.hands[p]!.hands.length);
    }
    const b = recallApproxBounds(g, uniform, g);
    expect(b.lowerExploitability).toBeCloseTo(recallBounds(g, uniform).nashConv / 2, 12);
    expect(b.upperExploitability).toBeGreaterThan(b.lowerExploitability);
  });

  it('property: for any policy of chile 1v1 (recall 1 to 3) and any responder recall, lower ≤ exact ≤ upper', () => {
    const games = [1, 2, 3].map((k) => buildRecallGame(chileRound([1, 1]), k));
    const full = buildRecallGame(chileRound([1, 1]), 99);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 1, max: 2 ** 30 }), (gi, extra, seed) => {
        const g = games[gi]!;
        let x = seed;
        const rand = () => ((x = (Math.imul(x, 1103515245) + 12345) >>> 0) / 2 ** 32) ** 3; // skewed rows: some near-pure
        const stored = storedRecallPolicy(g, [new Float64Array(g.size[0]).map(rand), new Float64Array(g.size[1]).map(rand)]);
        const exact = recallBounds(g, stored).nashConv / 2;
        const b = recallApproxBounds(g, stored, extra === 3 ? full : buildRecallGame(g.spec, g.recall + extra));
        expect(b.lowerExploitability).toBeLessThanOrEqual(exact + 1e-9);
        expect(b.upperExploitability).toBeGreaterThanOrEqual(exact - 1e-9);
        if (extra === 3) expect(b.lowerExploitability).toBeCloseTo(exact, 9);
      }),
      { numRuns: 12, seed: 41 },
    );
  });

  it('single-precision value blocks give the same bounds to 10⁻⁵ (chile 1v2, K\' = 3)', () => {
    const { g, probs } = solved([1, 2], 2, 30);
    const fine = buildRecallGame(g.spec, 3);
    const a = recallApproxBounds(g, probs, fine);
    const b = recallApproxBounds(g, probs, fine, true);
    expect(b.lowerExploitability).toBeCloseTo(a.lowerExploitability, 5);
    expect(b.upperExploitability).toBeCloseTo(a.upperExploitability, 5);
  });

  it('refuses a responder with shorter recall or another round, with a RecallApproxError', () => {
    const { g, probs } = solved([1, 1], 3, 5);
    expect(() => refineRecallPolicy(g, probs, buildRecallGame(g.spec, 2))).toThrow(RecallApproxError);
    expect(() => refineRecallPolicy(g, probs, buildRecallGame(chileRound([1, 2]), 3))).toThrow(RecallApproxError);
  });
});
