// Every rule id and option of RULES.md has at least one test that names it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPTION_NAMES, OPTION_RULE_IDS, PRESET_IDS, PRESETS, resolveRules } from '../../engine/index';

const RULE_IDS = [
  'R-SEAT', 'R-DICE', 'R-BID', 'R-RAISE', 'R-TURN', 'R-DUDO', 'R-CALZO', 'R-RESERVE', 'R-OUT', 'R-NEXT',
  'R-WILD', 'R-ACE-1', 'R-ACE-2', 'R-ACE-3', 'R-ACE-4', 'R-BLANK', 'R-NOWILD', 'R-CALZO-WHEN',
  'R-START', 'R-MATO', 'R-PASO', 'R-PICADO', 'R-OBLIGAR', 'R-PALIFICO', 'R-BLIND', 'R-LIVES', 'R-DEAL-END',
  'O-DICE', 'O-WILD', 'O-ACESTO', 'O-CALZO', 'O-CALZO5', 'O-CALZO2', 'O-MATO', 'O-PASO', 'O-PASO2', 'O-PICADO',
  'O-SICILIANA', 'O-ONEDIE', 'O-OBLIGAR-ANY', 'O-PENALTY', 'O-ANTE', 'O-START', 'O-DIR', 'O-NEXT', 'O-SALSA',
  'O-HIDDEN', 'O-FALLEN',
];
// R-REROLL is a property of the physical dice: tested in test/physics.
const PHYSICS_IDS = ['R-REROLL'];

function testSources(dir: string): string {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.test\.tsx?$/.test(e.name))
    .map((e) => readFileSync(join(e.parentPath, e.name), 'utf8'))
    .join('\n');
}

describe('RULES.md coverage', () => {
  const engineTests = testSources('test/engine');
  it.each(RULE_IDS)('%s is named by an engine test', (id) => {
    expect(new RegExp(`'[^'\\n]*\\b${id}\\b`).test(engineTests) || new RegExp(`"[^"\\n]*\\b${id}\\b`).test(engineTests)).toBe(true);
  });
  it('the id list matches ../shared/RULES.md where it is present', () => {
    const path = '../shared/RULES.md';
    if (!existsSync(path)) return;
    const text = readFileSync(path, 'utf8');
    const ids = new Set([...text.matchAll(/\*\*(R-[A-Z0-9-]+)\*\*|\| (O-[A-Z0-9-]+|R-CALZO-WHEN) \|/g)].map((m) => m[1] ?? m[2]));
    for (const id of ids) expect([...RULE_IDS, ...PHYSICS_IDS]).toContain(id);
  });
  it('every option of RULES.md §3 exists with its rule id', () => {
    expect(OPTION_NAMES).toHaveLength(23);
    for (const name of OPTION_NAMES) expect(RULE_IDS).toContain(OPTION_RULE_IDS[name]);
  });
  it('every preset of RULES.md §5 resolves to valid options (presets are data)', () => {
    expect(PRESET_IDS).toEqual(['chile', 'chile-variantes', 'colombia', 'francia', 'clasico', 'perudo', 'liars-dice']);
    for (const id of PRESET_IDS) expect(() => resolveRules(id)).not.toThrow();
    expect(resolveRules('chile-variantes')).toMatchObject({ mato: true, paso: true, picado: true, siciliana: true, acesTo: 'half-up' });
    expect(resolveRules('colombia')).toMatchObject({ calzoWhen: 'always', oneDieRound: 'blind', fallenDieLost: true });
    expect(resolveRules('francia')).toMatchObject({ wild: 'blank', oneDieRound: 'palifico', nextStarter: 'calzo-caller-else-loser', firstStarter: 'first-out-last-game' });
    expect(resolveRules('clasico')).toMatchObject({ calzo: false, penalty: 'lives', ante: 10, direction: 'clockwise' });
    expect(resolveRules('perudo')).toMatchObject({ acesTo: 'half-up', calzoWhen: 'always', oneDieRound: 'palifico', direction: 'clockwise' });
    expect(resolveRules('liars-dice')).toMatchObject({ acesTo: 'ordered', calzo: false, oneDieRound: 'none' });
    expect(PRESETS.chile.options).toEqual({});
  });
});
