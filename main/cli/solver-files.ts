// Where `npm run solve` and `npm run solve:2v2` keep a family's files (chile keeps the names it had before the other families).
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const ASSETS = path.join(ROOT, 'assets/solver');
const GENERATED_DIR = path.join(ROOT, 'engine/solver/generated');

export function solverFiles(id: string) {
  const chile = id === 'chile';
  return {
    /** The family's tables (1v1, 1v2, 2v1 or its special round's states), from `npm run solve`. */
    json: path.join(ASSETS, `endgame-${id}.json`),
    /** The 2v2 ±1 round's value and bounds, and its strategy table, from `npm run solve:2v2`. */
    unit2v2: path.join(ASSETS, chile ? 'endgame-2v2-unit.json' : `endgame-${id}-2v2-unit.json`),
    table2v2: path.join(ASSETS, `endgame-${id}-2v2.json`),
    /** solve:2v2's checkpoint. */
    checkpoint2v2: path.join(ROOT, chile ? '.cache/solve-2v2' : `.cache/solve-2v2-${id}`),
    /** The modules the engine imports. */
    generated: path.join(GENERATED_DIR, chile ? 'endgame-tables.ts' : `endgame-tables-${id}.ts`),
    generated2v2: path.join(GENERATED_DIR, chile ? 'endgame-table-2v2.ts' : `endgame-table-2v2-${id}.ts`),
  };
}
