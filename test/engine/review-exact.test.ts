// Issue 40: exact values from the solved tables (engine/review/exact.ts) agree with the tables: the
// starter's chance of losing by the tables' own play is the table's stored value, and at random states
// the tables reach, every move the table plays is a best move by the review's values.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng, type Face, type PresetId } from '../../engine/index';
import { exactChoices, reviewRecord, exactValuer, type ValuedChoice } from '../../engine/review/index';
import { enumerateHands } from '../../engine/solver/hands';
import { endgameDistribution, type EndgameMove } from '../../engine/solver/tables';
import { repoEndgame } from '../setup/endgame-tables';
import { headsUpState, toActView } from './review-exact-kit';
import { botGameRecord } from './review-games';

type Family = { readonly preset: PresetId; readonly kind: 'normal' | 'palifico' };
const FAMILIES: readonly Family[] = [
  { preset: 'chile', kind: 'normal' },
  { preset: 'liars-dice', kind: 'normal' },
  { preset: 'perudo', kind: 'normal' },
  { preset: 'colombia', kind: 'normal' },
  { preset: 'francia', kind: 'normal' },
  { preset: 'perudo', kind: 'palifico' },
];

/**
 * The tables whose root the review values exactly for every starter hand: every family's 1v1, and the larger
 * ones the walk finishes within EXACT_NODE_LIMIT (engine/review/exact.ts). The others' roots (chile 1v2, 2v2,
 * 1v3, 3v1, ...) are estimated, marked so; deeper in their rounds the walk is smaller.
 */
const ROOTS: readonly { readonly family: Family; readonly table: string }[] = [
  ...FAMILIES.map((family) => ({ family, table: '1v1' })),
  ...['chile', 'perudo', 'colombia', 'francia'].map((preset) => ({ family: FAMILIES.find((f) => f.preset === preset && f.kind === 'normal')!, table: '2v1' })),
  ...['colombia', 'francia'].map((preset) => ({ family: FAMILIES.find((f) => f.preset === preset)!, table: '1v2' })),
  ...['1v2', '1v3', '1v4', '1v5', '2v1', '3v1', '4v1', '5v1'].map((table) => ({ family: FAMILIES.at(-1)!, table })),
];

const sameMove = (c: ValuedChoice, m: EndgameMove): boolean =>
  c.action.type === m.type && (m.type !== 'bid' || (c.action.type === 'bid' && c.action.count === m.count && c.action.face === m.face));

function tablesOf(f: Family) {
  const st = headsUpState({ rules: f.preset, dice: [1, 1], hands: [[2], [3]], kind: f.kind })!;
  const view = toActView(st);
  return repoEndgame.tablesFor(view.options, view.startingTotal, f.kind)!;
}

describe('exact values from the solved tables (issue 40)', () => {
  it.each(ROOTS)('$family.preset $family.kind $table: the starter\'s chance of losing by the table\'s play is the table\'s value', ({ family: f, table: id }) => {
    const tables = tablesOf(f);
    const table = tables.tables.find((t) => t.id === id)!;
    const held: [number, number] = [table.starterDice, table.responderDice];
    const hands = enumerateHands(held[0], 6);
    let loss = 0;
    hands.hands.forEach((hand, i) => {
      const view = toActView(headsUpState({ rules: f.preset, dice: held, hands: [hand as Face[], Array<Face>(held[1]).fill(2)], kind: f.kind })!);
      const choices = exactChoices(view, repoEndgame)!;
      expect(choices, `${hand.join('')}`).not.toBeNull();
      const dist = endgameDistribution(tables, { myDice: hand as Face[], opponentDice: held[1], bids: [], starter: 'me' });
      if (!dist.ok) throw new Error(dist.error.message);
      loss += hands.prob[i]! * dist.value.reduce((s, { move, probability }) => s + probability * choices.find((c) => sameMove(c, move))!.value.loss, 0);
    });
    // ±1 payoffs (a won calzo wins the round): value = 1 − 2·P(loss); the tables are rounded to 10⁻³
    expect(Math.abs(loss - (1 - table.value) / 2)).toBeLessThan(1.5e-3);
  });

  it('at random states the tables reach, in every family with tables, each move the table plays is a best move by the review (property)', () => {
    let runs = 0;
    let exact = 0;
    const state = fc.record({
      family: fc.constantFrom(...FAMILIES),
      dice: fc.constantFrom<[number, number]>([1, 1], [1, 1], [1, 2], [2, 1]),
      seed: fc.nat(),
      depth: fc.nat({ max: 3 }),
    });
    fc.assert(
      fc.property(state, ({ family, dice, seed, depth }) => {
        const rng = createRng(seed);
        const roll = (n: number): Face[] => Array.from({ length: n }, () => (1 + Math.floor(rng() * 6)) as Face);
        const hands: [Face[], Face[]] = [roll(dice[0]), roll(dice[1])];
        const tables = tablesOf(family);
        // a history the tables play: each bid drawn from the table's strategy for the mover's hand
        const bids: { count: number; face: Face }[] = [];
        for (let k = 0; k < depth; k++) {
          const me = k % 2;
          const d = endgameDistribution(tables, { myDice: hands[me]!, opponentDice: dice[1 - me]!, bids, starter: me === 0 ? 'me' : 'opponent' });
          if (!d.ok) break;
          const bidsOnly = d.value.filter((m) => m.move.type === 'bid');
          if (bidsOnly.length === 0) break;
          let x = rng() * bidsOnly.reduce((t, b) => t + b.probability, 0);
          const m = (bidsOnly.find((b) => (x -= b.probability) < 0) ?? bidsOnly.at(-1)!).move as Extract<EndgameMove, { type: 'bid' }>;
          bids.push({ count: m.count, face: m.face });
        }
        const st = headsUpState({ rules: family.preset, dice, hands, kind: family.kind, bids });
        if (!st) return;
        const view = toActView(st);
        const me = bids.length % 2;
        const d = endgameDistribution(tables, { myDice: hands[me]!, opponentDice: dice[1 - me]!, bids, starter: me === 0 ? 'me' : 'opponent' });
        if (!d.ok) return; // a history the table does not hold for this hand
        const choices = exactChoices(view, repoEndgame);
        runs++;
        if (!choices) return; // an opponent hand the tables drop weighs too much: estimated (counted below)
        exact++;
        const best = choices![0]!.value.loss;
        for (const { move, probability } of d.value) {
          if (probability < 0.05) continue;
          const c = choices!.find((x) => sameMove(x, move))!;
          expect(c.value.loss - best).toBeLessThan(0.02);
          expect(c.value.low).toBe(c.value.loss);
        }
      }),
      { numRuns: 20, seed: 4040 },
    );
    // the tables cover nearly every state they play to
    expect(exact).toBeGreaterThanOrEqual(runs * 0.8);
    expect(runs).toBeGreaterThan(10);
  });

  it('a heads-up endgame of a rules family with tables is reviewed exact there; a rule set without tables is all estimated', () => {
    const exact = exactValuer(repoEndgame);
    const solved = reviewRecord(botGameRecord({ rules: 'perudo', levels: ['medio', 'medio'], seed: 11 }), { exact });
    const unsolved = reviewRecord(botGameRecord({ rules: 'chile-variantes', levels: ['medio', 'medio'], seed: 11 }), { exact });
    if (!solved.ok || !unsolved.ok) throw new Error('review failed');
    expect(solved.review.decisions.some((d) => d.valueKind === 'exact')).toBe(true);
    expect(unsolved.review.decisions.length).toBeGreaterThan(0);
    expect(unsolved.review.decisions.every((d) => d.valueKind === 'estimated')).toBe(true);
  });
});
