// The rules families of the endgame tables: each is the two-player normal round of one preset's options
// (the option values that change that round: wild, acesTo, calzo, calzoWhen, ...). Which presets a family
// serves is not listed here: it is read from the options (endgameTablesApply), so two presets that play one
// game share one table, and an option override that changes the game leaves the tables.
import type { PresetId } from '../variants';

export interface EndgameFamily {
  /** The family's id, also its files' names (assets/solver/endgame-<id>.json). */
  readonly id: string;
  /** The preset whose options the family is solved with. */
  readonly preset: PresetId;
  /** A line for the docs and the solve output. */
  readonly rules: string;
}

export const ENDGAME_FAMILIES: readonly EndgameFamily[] = [
  { id: 'chile', preset: 'chile', rules: 'aces wild, R-ACE-2 floor(q/2)+1, calzo by R-CALZO-WHEN (one-die player only in these endgames)' },
  { id: 'liars-dice', preset: 'liars-dice', rules: 'aces wild, ordered bids (no conversion), no calzo' },
  { id: 'perudo', preset: 'perudo', rules: 'aces wild, R-ACE-2 ceil(q/2), calzo always' },
  { id: 'colombia', preset: 'colombia', rules: 'aces wild, R-ACE-2 floor(q/2)+1, calzo always' },
  { id: 'francia', preset: 'francia', rules: 'blank (6) wild and never bid, ordered 1..5, calzo always' },
];

export function isEndgameFamilyId(id: string): boolean {
  return ENDGAME_FAMILIES.some((f) => f.id === id);
}
