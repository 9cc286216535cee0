// The rules families of the endgame tables: each is the two-player round of one kind (normal, palifico:
// R-PALIFICO, open or closed obligar: R-OBLIGAR, blind: R-BLIND) of one preset's options (the option values that change that round: wild, acesTo, calzo,
// calzoWhen, ...). Which presets a family serves is not listed here: it is read from the options
// (endgameTablesApply), so two presets that play one game share one table, and an option override that
// changes the game leaves the tables.
import type { PresetId } from '../index';
import type { SolvedRoundKind } from './dudo';
import type { DiceState } from './endgame';

export interface EndgameFamily {
  /** The family's id, also its files' names (assets/solver/endgame-<id>.dtab). */
  readonly id: string;
  /** The preset whose options the family is solved with. */
  readonly preset: PresetId;
  /** The kind of round its tables play. */
  readonly round: SolvedRoundKind;
  /** The dice states solved (a 2v2 solved apart, by solve:2v2, is not listed). */
  readonly states: readonly DiceState[];
  /** A line for the docs and the solve output. */
  readonly rules: string;
}

const NORMAL_STATES: readonly DiceState[] = [
  [1, 1],
  [1, 2],
  [2, 1],
];

/** R-PALIFICO: the player down to one die, as the starter (who they usually are: R-NEXT) or as the responder, against 1 to 5 dice. */
const PALIFICO_STATES: readonly DiceState[] = [
  [1, 1],
  [1, 2],
  [1, 3],
  [1, 4],
  [1, 5],
  [2, 1],
  [3, 1],
  [4, 1],
  [5, 1],
];

/**
 * R-OBLIGAR open, by the hands each player sees (the other's dice): up to four dice in play, where chile's calzo
 * (R-CALZO-WHEN: half the starting dice, or one die) is the one-die player's at any table size; with five or
 * more dice in play it would depend on how many played the game, which one table cannot hold.
 */
const OBLIGAR_STATES: readonly DiceState[] = [
  [1, 1],
  [1, 2],
  [1, 3],
  [2, 1],
  [3, 1],
];

/**
 * R-OBLIGAR closed, by the dice each player holds: only the obligating player (the one holding one die; the
 * starter when both do) sees their die, the other bids blind. Up to four dice in play, as the open round.
 */
const OBLIGAR_CLOSED_STATES: readonly DiceState[] = OBLIGAR_STATES;

/**
 * R-BLIND (colombia), by the dice each player holds: a player holding one die sees it, one holding more bids
 * blind. Bids as in a normal round (wilds and all), so the public tree grows as a normal round's: up to three
 * dice in play (1v1, where both see their die, is colombia's normal 1v1).
 */
const BLIND_STATES: readonly DiceState[] = NORMAL_STATES;

export const ENDGAME_FAMILIES: readonly EndgameFamily[] = [
  { id: 'chile', preset: 'chile', round: 'normal', states: NORMAL_STATES, rules: 'aces wild, R-ACE-2 floor(q/2)+1, calzo by R-CALZO-WHEN (one-die player only in these endgames)' },
  { id: 'liars-dice', preset: 'liars-dice', round: 'normal', states: NORMAL_STATES, rules: 'aces wild, ordered bids (no conversion), no calzo' },
  { id: 'perudo', preset: 'perudo', round: 'normal', states: NORMAL_STATES, rules: 'aces wild, R-ACE-2 ceil(q/2), calzo always' },
  { id: 'colombia', preset: 'colombia', round: 'normal', states: NORMAL_STATES, rules: 'aces wild, R-ACE-2 floor(q/2)+1, calzo always' },
  { id: 'francia', preset: 'francia', round: 'normal', states: NORMAL_STATES, rules: 'blank (6) wild and never bid, ordered 1..5, calzo always' },
  {
    id: 'palifico',
    preset: 'perudo',
    round: 'palifico',
    states: PALIFICO_STATES,
    rules: 'palifico round (R-PALIFICO, R-NOWILD): nothing wild, any face opens, the face fixed and only the count rises, calzo always',
  },
  {
    id: 'obligar',
    preset: 'chile',
    round: 'obligar-open',
    states: OBLIGAR_STATES,
    rules:
      'open obligar round (R-OBLIGAR open, R-NOWILD): each sees only the other\'s dice, nothing wild, the face fixed but for the other player holding one die, calzo by R-CALZO-WHEN; states by the dice each sees; 1v1 with the starter obligating',
  },
  {
    id: 'obligar-closed',
    preset: 'chile',
    round: 'obligar-closed',
    states: OBLIGAR_CLOSED_STATES,
    rules:
      'closed obligar round (R-OBLIGAR closed, R-NOWILD): only the player holding one die sees it, the other bids blind, nothing wild, the face fixed but for the other player holding one die, calzo by R-CALZO-WHEN; 1v1 with the starter obligating',
  },
  {
    id: 'blind',
    preset: 'colombia',
    round: 'blind',
    states: BLIND_STATES,
    rules: 'blind round (R-BLIND): a player holding one die sees it, one holding more bids blind; aces wild, R-ACE-2 floor(q/2)+1, calzo always',
  },
];

export function isEndgameFamilyId(id: string): boolean {
  return ENDGAME_FAMILIES.some((f) => f.id === id);
}
