// The bidding panel enables only legal choices (R-RAISE, R-ACE-1, R-ACE-2, R-CALZO-WHEN).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyOrThrow, createGame, createRng, legalActions, randomChanceAction, type Face, type GameState } from '../../engine/index';
import { clampCount, defaultChoice, isLegalBid, panelModel } from '../../renderer/src/logic/panel';

function started(rules: Parameters<typeof createGame>[0]['rules'] = 'chile'): GameState {
  const s = createGame({ rules, players: 3, start: { seat: 0, direction: 'clockwise' } });
  return applyOrThrow(s, { type: 'roll', dice: [[2, 3, 3, 5, 6], [1, 2, 4, 4, 6], [5, 5, 3, 2, 1]] });
}

describe('bidding panel model', () => {
  it('R-ACE-1: the opener may not bid aces; no dudo before a bid', () => {
    const m = panelModel(legalActions(started(), 0));
    expect(m.faces.has(1)).toBe(false);
    expect(m.calls.has('dudo')).toBe(false);
    expect(isLegalBid(m, 1, 3)).toBe(true);
  });

  it('R-RAISE, R-ACE-2: after "tres trenes", lower faces need a greater count and aces may halve', () => {
    let s = started();
    s = applyOrThrow(s, { type: 'bid', seat: 0, count: 3, face: 3 });
    const m = panelModel(legalActions(s, 1));
    expect(isLegalBid(m, 3, 2)).toBe(false);
    expect(isLegalBid(m, 4, 2)).toBe(true);
    expect(isLegalBid(m, 3, 4)).toBe(true);
    expect(m.faces.get(1)?.min).toBe(2); // floor(3/2)+1
    expect(m.calls.has('dudo')).toBe(true);
    expect(defaultChoice(m, 3)).toEqual({ count: 4, face: 3 });
    expect(clampCount(m, 3, 2)).toBe(4);
  });

  it('property: every choice the panel enables is a legal action, and every legal bid is enabled', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 0, max: 12 }), (seed, steps) => {
        const rng = createRng(seed);
        let s = createGame({ rules: 'chile-variantes', players: 3, start: { seat: 0, direction: 'clockwise' } });
        for (let i = 0; i < steps && s.phase !== 'game-over'; i++) {
          const chance = randomChanceAction(s, rng);
          if (chance) s = applyOrThrow(s, chance);
          else if (s.toAct !== null) {
            const legal = legalActions(s, s.toAct);
            s = applyOrThrow(s, legal[Math.floor(rng() * legal.length)]!);
          }
        }
        if (s.toAct === null) return;
        const legal = legalActions(s, s.toAct);
        const m = panelModel(legal);
        for (const [face, r] of m.faces) {
          for (let c = r.min; c <= r.max; c++) expect(legal.some((a) => a.type === 'bid' && a.count === c && a.face === face)).toBe(true);
        }
        for (const a of legal) if (a.type === 'bid') expect(isLegalBid(m, a.count, a.face as Face)).toBe(true);
        for (const k of m.calls) expect(legal.some((a) => a.type === k)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});
