// Exact odds (R-WILD, R-BLANK, R-NOWILD) and the SimpleDudo reference bot.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { binomialPmf, binomialTail, faceChance, countsFor, bidStrength, botConfig, decide } from '../../engine/bots/index';
import { binomialModel, pTrue, pExact } from '../../engine/bots/model';
import { readTable } from '../../engine/bots/table';
import { applyOrThrow, createGame, createRng, viewFor, type Face, type GameState } from '../../engine/index';
import { repoEndgame } from '../setup/endgame-tables';

/** A two-player game in bidding, with the given hands (seat 0 to act). */
function dealt(rules: Parameters<typeof createGame>[0]['rules'], hands: Face[][]): GameState {
  const g = createGame({ rules, players: hands.length, start: { seat: 0, direction: 'clockwise' } });
  return applyOrThrow(g, { type: 'roll', dice: hands });
}

describe('binomial odds', () => {
  it('binomialTail is exact on small cases', () => {
    expect(binomialTail(2, 0.5, 1)).toBeCloseTo(0.75, 12);
    expect(binomialTail(3, 1 / 3, 3)).toBeCloseTo(1 / 27, 12);
    expect(binomialTail(5, 1 / 6, 0)).toBe(1);
    expect(binomialTail(5, 1 / 6, 6)).toBe(0);
  });

  it('the pmf sums to one and matches the closed form', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.double({ min: 0.01, max: 0.99, noNaN: true }), (n, p) => {
        const pmf = binomialPmf(n, p);
        const sum = pmf.reduce((a, b) => a + b, 0);
        expect(sum).toBeCloseTo(1, 9);
        const k = Math.floor(n / 2);
        let c = 1;
        for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
        expect(pmf[k]).toBeCloseTo(c * p ** k * (1 - p) ** (n - k), 9);
      }),
    );
  });

  it('R-WILD: an unseen die counts for a non-ace face with 2/6, for aces with 1/6', () => {
    expect(faceChance(4, 1)).toBeCloseTo(2 / 6);
    expect(faceChance(1, 1)).toBeCloseTo(1 / 6);
    expect(countsFor(1, 4, 1)).toBe(true);
    expect(countsFor(4, 1, 1)).toBe(false);
  });

  it('R-BLANK: the blank (6) is wild for 1-5; R-NOWILD: nothing wild gives 1/6', () => {
    expect(faceChance(3, 6)).toBeCloseTo(2 / 6);
    expect(countsFor(6, 3, 6)).toBe(true);
    expect(faceChance(3, null)).toBeCloseTo(1 / 6);
    expect(countsFor(1, 3, null)).toBe(false);
  });

  it('R-WILD: the binomial model counts seen aces as the bid face and the unseen dice binomially', () => {
    const s = dealt('chile', [[1, 1, 3, 5, 6], [2, 2, 2, 2, 2]]);
    const model = binomialModel(readTable(viewFor(s, 0)));
    // seat 0 sees three dice counting for 3 (1, 1, 3); five unseen dice
    expect(pTrue(model, { count: 3, face: 3 })).toBeCloseTo(1, 12);
    expect(pTrue(model, { count: 4, face: 3 })).toBeCloseTo(binomialTail(5, 2 / 6, 1), 12);
    expect(pExact(model, { count: 2, face: 1 })).toBeCloseTo(binomialPmf(5, 1 / 6)[0]!, 12);
  });

  it('R-ACE-2: a bid of q aces ranks between 2q−1 and 2q of another face', () => {
    expect(bidStrength({ count: 2, face: 1 }, 1)).toBeGreaterThan(bidStrength({ count: 3, face: 6 }, 1));
    expect(bidStrength({ count: 2, face: 1 }, 1)).toBeLessThan(bidStrength({ count: 4, face: 2 }, 1));
    expect(bidStrength({ count: 2, face: 1 }, null)).toBeLessThan(bidStrength({ count: 2, face: 2 }, null));
  });
});

describe('SimpleDudo (the published baseline)', () => {
  const cfg = botConfig('simple', 'balanced', repoEndgame);

  it('R-BID: opens with the strongest bid true with p ≥ ½', () => {
    const s = dealt('liars-dice', [[5, 5, 5, 1, 2], [3, 3, 3, 3, 3]]);
    const d = decide(viewFor(s, 0), createRng(1), cfg);
    expect(d.action?.type).toBe('bid');
    const a = d.action as { count: number; face: number };
    // 4 fives seen (three 5s and an ace); 5 unseen at 2/6: P(≥1)=0.87, P(≥2)=0.54, P(≥3)=0.21 → 6×5
    expect(a).toMatchObject({ count: 6, face: 5 });
    expect(d.reason.kind).toBe('probability');
  });

  it('R-DUDO: doubts when no raise is true with p ≥ ½', () => {
    let s = dealt('liars-dice', [[2, 2, 3, 4, 6], [3, 4, 5, 6, 2]]);
    s = applyOrThrow(s, { type: 'bid', seat: 0, count: 8, face: 5 });
    const d = decide(viewFor(s, 1), createRng(1), cfg);
    expect(d.action).toEqual({ type: 'dudo', seat: 1 });
    expect(d.reason.text).toMatch(/dudo/);
  });
});
