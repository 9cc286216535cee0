// "Learn to play" (issue 26.2): the guided first game's fixed deal and moves. The host plays the
// bots' moves and rolls the dice from this list (the engine checks every action as in a real game);
// the renderer's coach waits at each of the person's moves for the one listed. Data only.
import type { Action, RulesSpec } from '../../engine/index';

/** The person's seat; the bots are Ana (1) and Beto (2), clockwise. */
export const TUTORIAL_SEAT = 0;
export const TUTORIAL_BOTS = ['Ana', 'Beto'] as const;
/** Okabe-Ito cups (the setup's palette): orange, sky, green. */
export const TUTORIAL_COLOURS = ['#E69F00', '#56B4E9', '#009E73'] as const;

/**
 * Dudo chileno (RULES.md §5 `chile`) with two dice each, so that one lost die puts a player on one
 * die and the special round (R-OBLIGAR) comes in the second round; play goes clockwise, so the
 * person (the high roll) does not stop to choose the direction (O-DIR).
 */
export const TUTORIAL_RULES: RulesSpec = { preset: 'chile', options: { dicePerPlayer: 2, direction: 'clockwise' } };

/**
 * Every action of the scripted part of the game, in order: chance (the dice), the bots' moves and
 * the person's moves. Round 1: You [3, ace], Ana [3, 5], Beto [2, 6]; Beto's four threes are one
 * too many (R-WILD: three with the ace) and he loses a die (R-DUDO). Round 2: Beto, on one die for
 * the first time, calls an open obligar (R-OBLIGAR): aces are not wild, sixes stay the face; two
 * sixes is exact and the person's calzo wins a die, kept in reserve (R-CALZO, R-RESERVE).
 */
export const TUTORIAL_ACTIONS: readonly Action[] = [
  { type: 'startRoll', faces: [6, 3, 2] },
  { type: 'roll', dice: [[3, 1], [3, 5], [2, 6]] },
  { type: 'bid', seat: 0, count: 2, face: 3 },
  { type: 'bid', seat: 1, count: 2, face: 5 },
  { type: 'bid', seat: 2, count: 2, face: 6 },
  { type: 'bid', seat: 0, count: 3, face: 3 },
  { type: 'bid', seat: 1, count: 3, face: 5 },
  { type: 'bid', seat: 2, count: 4, face: 3 },
  { type: 'dudo', seat: 0 },
  { type: 'obligar', seat: 2, mode: 'open' },
  { type: 'roll', dice: [[4, 2], [6, 6], [5]] },
  { type: 'bid', seat: 2, count: 2, face: 6 },
  { type: 'calzo', seat: 0 },
];
