// Maestro heads-up beyond the solved tables (issue 14): the look-ahead against modelled answers
// (engine/bots/headsup.ts). Its opponent model is Experto's rule without words; the bids of the round tell the
// models apart (Bayes); its "why?" names the search and who it thinks it plays.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyOrThrow, createRng, viewFor, type Face, type GameState, type PresetId } from '../../engine/index';
import { botConfig, decide, PERSONALITIES } from '../../engine/bots/index';
import { decideExperto, decideSimple } from '../../engine/bots/levels';
import { leanAnswer } from '../../engine/bots/headsup';
import { endgameState } from '../solver/helpers';
import { repoEndgame } from '../setup/endgame-tables';
import { shareOf } from './reads';

const face = fc.integer({ min: 1, max: 6 }).map((f) => f as Face);
const hand = (n: number) => fc.array(face, { minLength: n, maxLength: n });

function withBids(s0: GameState, bids: readonly (readonly [number, number])[]): GameState {
  let s = s0;
  bids.forEach(([count, f], i) => {
    s = applyOrThrow(s, { type: 'bid', seat: i % 2, count, face: f });
  });
  return s;
}

describe('Maestro heads-up look-ahead (issue 14)', () => {
  it("the opponent model is Experto's move without words: the same action wherever Experto did not bluff", () => {
    const config = botConfig('experto', 'balanced', repoEndgame);
    fc.assert(
      fc.property(hand(4), hand(3), fc.integer({ min: 1, max: 1000 }), fc.boolean(), (h0, h1, seed, opened) => {
        const s = opened ? withBids(endgameState(h0, h1), [[2, 3]]) : endgameState(h0, h1);
        const view = viewFor(s, s.toAct!);
        const d = decideExperto(view, createRng(seed), config);
        fc.pre(d.reason.kind !== 'bluff');
        const a = leanAnswer(view, createRng(seed), PERSONALITIES.balanced, config.samples);
        expect(a).toEqual(d.action);
      }),
      { numRuns: 25 },
    );
  });

  for (const preset of ['chile', 'perudo', 'liars-dice'] as PresetId[]) {
    it(`${preset} 3v3 and 5v4: Maestro decides by the search with the answer network (source network), a legal move, and says whom it thinks it plays`, () => {
      for (const [h0, h1] of [
        [[2, 2, 5], [3, 4, 6]],
        [[1, 2, 5, 5, 6], [3, 4, 6, 6]],
      ] as [Face[], Face[]][]) {
        const s = withBids(endgameState(h0, h1, preset), [[2, 5]]);
        const d = decide(viewFor(s, 1), createRng(3), botConfig('maestro', 'balanced', repoEndgame));
        // the Experto-like model's answers come from the trained network (answerNet.ts), so the source is `network`
        expect(d.reason.notes?.source).toBe('network');
        expect(d.reason.text).toMatch(/look-ahead over the opponent's likely answers \(read as /);
        expect(d.reason.text).toMatch(/predicted by a trained network/);
        expect(s.current && d.action && viewFor(s, 1).legal.some((a) => JSON.stringify(a) === JSON.stringify(d.action))).toBe(true);
      }
    });
  }

  it('R-DUDO: a raise no deal can make true is doubted (fixed position, 3v3)', () => {
    // seat 0 holds 2 2 5, bids two fives; Maestro (3 4 6) raised to two sixes; seat 0 answers six fives: at most 3 fives exist for it
    const s = withBids(endgameState([2, 2, 5], [3, 4, 6]), [[2, 5], [2, 6], [6, 5]]);
    const d = decide(viewFor(s, 1), createRng(1), botConfig('maestro', 'balanced', repoEndgame));
    expect(d.action?.type).toBe('dudo');
    expect(d.reason.notes?.source).toBe('network');
  });

  it("Bayes over opponent models: a SimpleDudo opening reads as SimpleDudo-like, an Experto opening as Experto-like", () => {
    const h0: Face[] = [3, 3, 3, 5, 6];
    const h1: Face[] = [2, 4, 4, 6, 1];
    const s0 = endgameState(h0, h1);
    const simpleOpen = decideSimple(viewFor(s0, 0)).action!;
    const expertoOpen = decideExperto(viewFor(s0, 0), createRng(5), botConfig('experto', 'balanced', repoEndgame)).action!;
    expect(simpleOpen).not.toEqual(expertoOpen); // the two openings differ, so the bid tells them apart
    const afterSimple = decide(viewFor(applyOrThrow(s0, simpleOpen), 1), createRng(2), botConfig('maestro', 'balanced', repoEndgame));
    const afterExperto = decide(viewFor(applyOrThrow(s0, expertoOpen), 1), createRng(2), botConfig('maestro', 'balanced', repoEndgame));
    expect(shareOf(afterSimple.reason.text, 'SimpleDudo-like'), afterSimple.reason.text).toBeGreaterThan(shareOf(afterSimple.reason.text, 'Experto-like'));
    expect(shareOf(afterExperto.reason.text, 'Experto-like'), afterExperto.reason.text).toBeGreaterThan(shareOf(afterExperto.reason.text, 'SimpleDudo-like'));
  });
});
