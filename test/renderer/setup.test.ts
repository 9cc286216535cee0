// The setup screen's model and the rule tips: untrusted input never breaks the app.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { gameNewSchema } from '../../common/contract/index';
import { OPTION_NAMES, OPTION_VALUES, PRESET_IDS, resolveRules, viewFor, applyOrThrow, createGame, type RuleOptions } from '../../engine/index';
import { defaultSeats, fromGameNew, presetOptions, rulesSpecOf, toGameNew } from '../../renderer/src/logic/setup';
import { tipFor } from '../../renderer/src/table/Tips';

describe('setup model (RULES.md §3, §5)', () => {
  it('every preset with no changes travels as its bare id', () => {
    for (const p of PRESET_IDS) expect(rulesSpecOf(p, presetOptions(p))).toBe(p);
  });

  it('property: any choice of option values becomes a valid game:new payload whose rules resolve to exactly those options', () => {
    const optionArb = fc.record(Object.fromEntries(OPTION_NAMES.map((n) => [n, fc.constantFrom(...(OPTION_VALUES[n] as readonly unknown[]))])) as {
      [K in keyof RuleOptions]: fc.Arbitrary<RuleOptions[K]>;
    });
    fc.assert(
      fc.property(fc.constantFrom(...PRESET_IDS), optionArb, fc.integer({ min: 2, max: 6 }), (preset, options, n) => {
        const payload = toGameNew({ seats: defaultSeats(['A', 'B', 'C', 'D', 'E', 'F'], n), preset, options, targetWins: 1, dice3d: false });
        expect(gameNewSchema.safeParse(payload).success).toBe(true);
        expect(resolveRules(payload.rules)).toEqual(options);
        expect(fromGameNew(payload).options).toEqual(options);
      }),
      { numRuns: 200 },
    );
  });
});

describe('rule tips', () => {
  it('shows each tip once, only to a player, starting with the guided first game (R-WILD, R-CALZO)', () => {
    let s = createGame({ rules: 'chile', players: 2, start: { seat: 0, direction: 'clockwise' } });
    s = applyOrThrow(s, { type: 'roll', dice: [[1, 2, 3, 4, 5], [2, 2, 3, 3, 4]] });
    const v = viewFor(s, 0);
    expect(tipFor(viewFor(s, null), [], false)).toBeNull();
    expect(tipFor(v, [], false)).toBe('guided');
    expect(tipFor(v, ['guided'], true)).toBe('wild');
    expect(tipFor(v, ['guided', 'wild'], true)).toBeNull();
  });
});
