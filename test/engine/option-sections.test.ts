// Which options a rule set plays, from the engine's option tables (issue 39.5: the Rules screen reads them here).
import { describe, expect, it } from 'vitest';
import { OPTION_NAMES, optionIsOff, optionIsRelevant, PRESET_IDS, resolveRules, ruleSectionsOf } from '../../engine/index';

describe("a rule set's sections (engine/option-sections.ts)", () => {
  it('every relevant option of every preset is a section, on or off by its value, once', () => {
    for (const preset of PRESET_IDS) {
      const o = resolveRules(preset);
      const { on, off } = ruleSectionsOf(preset);
      const names = [...on, ...off].map((s) => s.name);
      expect(new Set(names).size, preset).toBe(names.length);
      expect([...names].sort(), preset).toEqual(OPTION_NAMES.filter((n) => optionIsRelevant(n, o)).sort());
      for (const s of off) expect(optionIsOff(s.name, s.value), `${preset} ${s.name}`).toBe(true);
      expect([...on, ...off].every((s) => !s.changed), preset).toBe(true);
    }
  });

  it('O-CALZO: the calzo rules mean nothing without calzo; R-LIVES: no one-die round under lives; O-ANTE 0 is off', () => {
    const chile = resolveRules('chile');
    expect(optionIsRelevant('calzoWhen', { ...chile, calzo: false })).toBe(false);
    expect(optionIsRelevant('calzoWhen', { ...chile, calzo: true })).toBe(true);
    expect(optionIsRelevant('oneDieRound', { ...chile, penalty: 'lives' })).toBe(false);
    expect(optionIsOff('ante', 0)).toBe(true);
    expect(optionIsOff('ante', 10)).toBe(false);
  });

  it("a game's options mark the sections it changed", () => {
    const chile = resolveRules('chile');
    const { on } = ruleSectionsOf('chile', { ...chile, mato: !chile.mato, paso: true });
    expect(on.find((s) => s.name === 'paso')?.changed).toBe(!chile.paso);
  });
});
