// Property: every level answers every reachable state of every preset and option with a legal
// action (R-TURN, R-RAISE, R-ACE-1..4, R-OBLIGAR, R-PALIFICO, R-BLIND, R-LIVES, O-SALSA, O-HIDDEN ...).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyAction, createRng, OPTION_VALUES, PRESET_IDS, seatsThatMayAct, viewFor, type RuleOverrides } from '../../engine/index';
import { BOT_LEVELS, botConfig, decide, PERSONALITY_IDS } from '../../engine/bots/index';
import { randomState } from '../engine/random-play';
import { repoEndgame } from '../setup/endgame-tables';

const optionArb = fc.record(
  Object.fromEntries(Object.entries(OPTION_VALUES).map(([k, vs]) => [k, fc.constantFrom(...(vs as readonly unknown[]))])),
  { requiredKeys: [] },
) as fc.Arbitrary<RuleOverrides>;

describe('bots answer with legal actions (property)', () => {
  it('R-TURN: every level, every preset and option: the answer applies, with a reason', () => {
    const kinds = new Map<string, number>();
    fc.assert(
      fc.property(
        fc.constantFrom(...PRESET_IDS),
        optionArb,
        fc.integer({ min: 2, max: 6 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 0, max: 90 }),
        fc.constantFrom(...PERSONALITY_IDS),
        (preset, options, players, seed, steps, personality) => {
          const state = randomState({ preset, options }, players, seed, steps);
          const where = state.phase === 'bidding' ? `${state.current!.kind}${state.options.hiddenDiceCounts ? '+hidden' : ''}` : state.phase;
          kinds.set(where, (kinds.get(where) ?? 0) + 1);
          for (const seat of seatsThatMayAct(state)) {
            for (const level of BOT_LEVELS) {
              const d = decide(viewFor(state, seat), createRng(seed ^ 0x5bd1e995), { ...botConfig(level, personality, repoEndgame), samples: 60, rollouts: 8 });
              expect(d.reason.text.length).toBeGreaterThan(0);
              if (d.action === null) {
                // only an O-SALSA raise may be declined; the seat to act always acts
                expect(seat).not.toBe(state.toAct);
                continue;
              }
              const r = applyAction(state, d.action);
              if (!r.ok) throw new Error(`${level} at seat ${seat} chose ${JSON.stringify(d.action)}: ${r.error.code}`);
            }
          }
        },
      ),
      { numRuns: 400 },
    );
    // the property reached the phases and rounds it claims to cover
    for (const k of ['direction', 'normal', 'normal+hidden']) expect(kinds.get(k) ?? 0, k).toBeGreaterThan(0);
    expect([...kinds.keys()].filter((k) => k !== 'normal' && k !== 'normal+hidden' && k !== 'direction' && k !== 'game-over').length).toBeGreaterThanOrEqual(3);
  });
});
