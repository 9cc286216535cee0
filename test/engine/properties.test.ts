// Property tests (fast-check) of the engine's invariants, for every preset and 2 to 6 players.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  createRng,
  exportRecord,
  legalActions,
  newRecord,
  parseRecordText,
  PRESET_IDS,
  replay,
  viewFor,
  type Action,
  type GameState,
  type RulesSpec,
} from '../../engine/index';
import { playRandomGame } from './random-play';

const presetArb = fc.constantFrom(...PRESET_IDS);
const playersArb = fc.integer({ min: 2, max: 6 });
const seedArb = fc.integer({ min: 0, max: 2 ** 31 - 1 });

/** Random overrides of the options that change how rounds go (R-* ids of RULES.md §3). */
const overridesArb = fc.record(
  {
    dicePerPlayer: fc.integer({ min: 1, max: 5 }),
    mato: fc.boolean(),
    paso: fc.boolean(),
    picado: fc.boolean(),
    salsa: fc.boolean(),
    siciliana: fc.boolean(),
    hiddenDiceCounts: fc.boolean(),
    obligarEveryTime: fc.boolean(),
    noDoublePaso: fc.boolean(),
    blankBids: fc.boolean(),
  },
  { requiredKeys: [] },
);
const rulesArb: fc.Arbitrary<RulesSpec> = fc.oneof(
  presetArb,
  fc.record({ preset: presetArb, options: overridesArb }),
);

describe('engine properties', () => {
  it('R-DEAL-END: random legal play always ends with exactly one winner (every preset, 2-6 players)', () => {
    fc.assert(
      fc.property(rulesArb, playersArb, seedArb, (rules, players, seed) => {
        const { states } = playRandomGame(rules, players, createRng(seed), false);
        const last = states.at(-1)!;
        expect(last.phase).toBe('game-over');
        const standing = last.players.filter((p) => !p.out);
        expect(standing).toHaveLength(1);
        expect(last.winner).toBe(last.players.indexOf(standing[0]!));
      }),
      { numRuns: 300 },
    );
  });

  it('every enumerated legal action applies, for every seat of every visited state', () => {
    fc.assert(
      fc.property(rulesArb, playersArb, seedArb, (rules, players, seed) => {
        const { states } = playRandomGame(rules, players, createRng(seed));
        for (const s of states.filter((_, i) => i % 3 === 0)) {
          for (let seat = 0; seat < s.playerCount; seat++) {
            for (const a of legalActions(s, seat)) {
              const r = applyAction(s, a);
              if (!r.ok) throw new Error(`${JSON.stringify(a)} enumerated but refused: ${r.error.code}`);
            }
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('random illegal actions are refused with a code and leave the state unchanged', () => {
    const actionArb: fc.Arbitrary<Action> = fc.oneof(
      fc.record({ type: fc.constant('bid' as const), seat: fc.integer({ min: -1, max: 7 }), count: fc.integer({ min: -2, max: 40 }), face: fc.integer({ min: -1, max: 8 }) }),
      fc.record({ type: fc.constantFrom('dudo' as const, 'calzo' as const, 'mato' as const, 'paso' as const, 'picado' as const), seat: fc.integer({ min: -1, max: 7 }) }),
      fc.record({ type: fc.constant('obligar' as const), seat: fc.integer({ min: 0, max: 6 }), mode: fc.constantFrom('open' as const, 'closed' as const, 'decline' as const) }),
      fc.record({ type: fc.constant('direction' as const), seat: fc.integer({ min: 0, max: 6 }), direction: fc.constantFrom('clockwise' as const, 'counter-clockwise' as const) }),
      fc.record({ type: fc.constant('roll' as const), dice: fc.array(fc.array(fc.integer({ min: 0, max: 7 }), { maxLength: 6 }), { maxLength: 7 }) }),
      fc.record({ type: fc.constant('startRoll' as const), faces: fc.array(fc.option(fc.integer({ min: 0, max: 7 })), { maxLength: 7 }) }),
    );
    fc.assert(
      fc.property(rulesArb, playersArb, seedArb, fc.array(actionArb, { minLength: 20, maxLength: 20 }), (rules, players, seed, attempts) => {
        const { states } = playRandomGame(rules, players, createRng(seed));
        attempts.forEach((a, i) => {
          const s = states[(i * 7919) % states.length]!;
          const before = JSON.stringify(s);
          const r = applyAction(s, a);
          expect(JSON.stringify(s)).toBe(before);
          if (!r.ok) {
            expect(r.error.code).toMatch(/^[A-Z_]+$/);
            expect(r.error.message.length).toBeGreaterThan(5);
          } else {
            // Accepted only if it is legal: a seat action must be enumerated, a chance action must be due.
            if (a.type === 'roll' || a.type === 'startRoll') expect(['roll', 'start-roll']).toContain(s.phase);
            else expect(legalActions(s, a.seat)).toContainEqual(a);
          }
        });
      }),
      { numRuns: 150 },
    );
  });

  it('R-DICE, R-BLIND, R-OBLIGAR, O-HIDDEN: no view holds another seat\'s hidden dice', () => {
    fc.assert(
      fc.property(rulesArb, playersArb, seedArb, (rules, players, seed) => {
        const { states } = playRandomGame(rules, players, createRng(seed));
        for (const s of states) checkViews(s);
      }),
      { numRuns: 150 },
    );
  });

  it('records: export → import → replay of 1,000 random games gives identical states', () => {
    let games = 0;
    fc.assert(
      fc.property(rulesArb, playersArb, seedArb, (rules, players, seed) => {
        const { states, actions } = playRandomGame(rules, players, createRng(seed));
        const record = { ...newRecord(rules, Array.from({ length: players }, (_, i) => ({ name: `P${i}` }))), actions };
        const parsed = parseRecordText(exportRecord(record));
        if (!parsed.ok) throw new Error(parsed.error.message);
        const r = replay(parsed.record);
        expect(r.ok).toBe(true);
        expect(r.state).toEqual(states.at(-1));
        games++;
      }),
      { numRuns: 1000 },
    );
    expect(games).toBe(1000);
  });
});

function checkViews(s: GameState): void {
  const round = s.current;
  for (let seat = 0; seat < s.playerCount; seat++) {
    const v = viewFor(s, seat);
    const json = JSON.stringify(v);
    v.hands.forEach((h, owner) => {
      if (h === null) return;
      if (!round || s.phase !== 'bidding') throw new Error('hands visible outside a round');
      const allowed = round.kind === 'obligar-open' ? owner !== seat : owner === seat;
      expect(allowed).toBe(true);
      if (round.kind === 'blind') expect(s.players[seat]!.dice).toBe(1);
      if (round.kind === 'obligar-closed') expect(seat).toBe(round.specialSeat);
    });
    // The state's own round object (with every hand) never leaks: the view has no `hands` of the round.
    expect(json).not.toContain('"diceAtStart"');
    if (s.options.hiddenDiceCounts) {
      v.players.forEach((p, i) => expect(p.dice === null).toBe(i !== seat));
    }
  }
  const spectator = viewFor(s, null);
  expect(spectator.hands.every((h) => h === null)).toBe(true);
}
