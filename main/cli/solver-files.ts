// Where `npm run solve` and `npm run solve:2v2` keep a family's files (the unit 2v2 figures of chile keep the name they had before the other families).
import path from 'node:path';
import { endgameFileNames } from '../host/endgame-loader';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const ASSETS = path.join(ROOT, 'assets/solver');

export function solverFiles(id: string) {
  const chile = id === 'chile';
  return {
    /** The family's tables (1v1, 1v2, 2v1 or its special round's states), from `npm run solve`: a table file (main/host/endgame-format.ts). */
    tables: path.join(ASSETS, endgameFileNames(id).tables),
    /** The 2v2 ±1 round's value and bounds, and its strategy table, from `npm run solve:2v2`. */
    unit2v2: path.join(ASSETS, chile ? 'endgame-2v2-unit.json' : `endgame-${id}-2v2-unit.json`),
    table2v2: path.join(ASSETS, endgameFileNames(id).table2v2),
    /** solve:2v2's checkpoint. */
    checkpoint2v2: path.join(ROOT, chile ? '.cache/solve-2v2' : `.cache/solve-2v2-${id}`),
  };
}
