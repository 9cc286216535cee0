// The exact best response of recall-measure.ts (issue 41 item 2) sums the other player's reach by its dice of the
// bid's face at each showdown and walks with buffers by depth. Checked here against a plain walk over every pair of
// hands (the recall solver's own showdown matrices), on random sparse policies, both responders, calzo included
// (R-CALZO: a one-die player may call it in chile), and against the CFR solver's NashConv on the whole game.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveRules } from '../../engine/index';
import { CfrSolver } from '../../engine/solver/cfr';
import { dudoRoundGame } from '../../engine/solver/dudo';
import type { Player } from '../../engine/solver/game';
import { buildRecallGame, recallActionCount, ShowdownCache, type RecallGame } from '../../engine/solver/recall';
import { recallBestResponse, recallBounds, type RecallPolicy } from '../../engine/solver/recall-measure';

const round = (preset: Parameters<typeof resolveRules>[0], state: [number, number]) => dudoRoundGame({ options: resolveRules(preset), startingTotal: 10 }, state, { loss: [-1, 1], gain: [1, -1] }, `${preset} ${state.join('v')}`);

/** The reference: every pair of hands at every showdown, a new array at every history. */
function pairwiseBestResponse(g: RecallGame, probs: RecallPolicy, i: Player): number {
  const o = (1 - i) as Player;
  const Hi = g.deal.hands[i].hands.length;
  const Ho = g.deal.hands[o].hands.length;
  const H1 = g.deal.hands[1].hands.length;
  const showdown = new ShowdownCache(g.spec, g.deal);
  const challenge = (n: number, calzo: boolean, reach: Float64Array): Float64Array => {
    const m = showdown.get(g.standing[n]!, g.mover[n]! as Player, calzo);
    return Float64Array.from({ length: Hi }, (_, hi) => {
      let v = 0;
      for (let ho = 0; ho < Ho; ho++) v += reach[ho]! * m[i === 0 ? hi * H1 + ho : ho * H1 + hi]!;
      return i === 0 ? v : -v;
    });
  };
  const walk = (n: number, reach: Float64Array): Float64Array => {
    const c0 = g.childStart[n]!;
    const nR = g.childStart[n + 1]! - c0;
    const nA = recallActionCount(g, n);
    const values = (a: number, r: Float64Array) => (a < nR ? walk(g.childNode[c0 + a]!, r) : challenge(n, a > nR, r));
    if (g.mover[n] === i) {
      const out = new Float64Array(Hi).fill(-Infinity);
      for (let a = 0; a < nA; a++) values(a, reach).forEach((v, h) => (out[h] = Math.max(out[h]!, v)));
      return out;
    }
    const out = new Float64Array(Hi);
    for (let a = 0; a < nA; a++) {
      const r = reach.map((x, h) => x * probs[o][g.base[n]! + h * nA + a]!);
      if (r.some((x) => x !== 0)) values(a, r).forEach((v, h) => (out[h] += v));
    }
    return out;
  };
  const cv = walk(0, Float64Array.from(g.deal.hands[o].prob));
  return g.deal.hands[i].prob.reduce((s, p, h) => s + p * cv[h]!, 0);
}

/** A random policy: each row a random distribution, about half its actions never played. */
function randomPolicy(g: RecallGame, seed: number): [Float64Array, Float64Array] {
  let x = seed >>> 0 || 1;
  const next = (): number => ((x = (Math.imul(x, 1664525) + 1013904223) >>> 0) / 2 ** 32);
  const out: [Float64Array, Float64Array] = [new Float64Array(g.size[0]), new Float64Array(g.size[1])];
  for (let n = 0; n < g.nodeCount; n++) {
    const p = g.mover[n]!;
    const nA = recallActionCount(g, n);
    for (let h = 0; h < g.deal.hands[p]!.hands.length; h++) {
      const o = g.base[n]! + h * nA;
      let s = 0;
      for (let a = 0; a < nA; a++) s += out[p][o + a] = next() < 0.5 ? 0 : next();
      if (s === 0) out[p][o + nA - 1] = s = 1;
      for (let a = 0; a < nA; a++) out[p][o + a]! /= s;
    }
  }
  return out;
}

describe('the exact best response by face counts (recall-measure.ts)', () => {
  const games = [buildRecallGame(round('chile', [1, 2]), 2), buildRecallGame(round('chile', [2, 1]), 3), buildRecallGame(round('liars-dice', [1, 2]), 2)];

  it('equals the walk over every pair of hands on random sparse policies (chile 1v2 and 2v1 with calzo, liars-dice 1v2)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: games.length - 1 }), fc.integer(), fc.constantFrom<Player>(0, 1), (k, seed, i) => {
        const g = games[k]!;
        const probs = randomPolicy(g, seed);
        expect(recallBestResponse(g, probs, i).value).toBeCloseTo(pairwiseBestResponse(g, probs, i), 12);
      }),
      { numRuns: 12, seed: 41 },
    );
  });

  it('R-CALZO: with full recall its NashConv of the uniform policy is the CFR solver’s (chile 1v2, calzo for the one-die player)', () => {
    const spec = round('chile', [1, 2]);
    expect(spec.mayCalzo(0)).toBe(true);
    const g = buildRecallGame(spec, 99);
    const uniform: [Float64Array, Float64Array] = [new Float64Array(g.size[0]), new Float64Array(g.size[1])];
    for (let n = 0; n < g.nodeCount; n++) {
      const nA = recallActionCount(g, n);
      const p = g.mover[n]!;
      uniform[p].fill(1 / nA, g.base[n]!, g.base[n]! + nA * g.deal.hands[p]!.hands.length);
    }
    const cfr = new CfrSolver(spec);
    expect(recallBounds(g, uniform).nashConv).toBeCloseTo(cfr.nashConv(cfr.uniformPolicy()), 10);
  });
});
