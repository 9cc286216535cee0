// "Learn to play" lessons (issue 42 item 4): what the guided game skips, each a short scripted game
// from a position that shows one rule. A lesson is data like the guided game (tutorial.ts): a rule
// set, the dice and every move in order (the host plays the bots' moves and rolls these dice; the
// engine checks each action as in a real game), the person in seat 0 against Ana and Beto. The
// coach's steps over each script are the renderer's (renderer/src/tutorial/lessons.ts).
import type { Action, RuleOverrides, RulesSpec } from '../../engine/index';
import { TUTORIAL_ACTIONS, TUTORIAL_RULES } from './tutorial';

/** `guided`: the first guided game (tutorial.ts); the others: one rule each. */
export const LESSON_IDS = ['guided', 'aces', 'palifico', 'obligarClosed', 'obligarChoose', 'out'] as const;
export type LessonId = (typeof LESSON_IDS)[number];

/** The lessons offered beside the guided game, in the menu's order. */
export const SHORT_LESSONS: readonly Exclude<LessonId, 'guided'>[] = ['aces', 'obligarChoose', 'obligarClosed', 'palifico', 'out'];

export interface Lesson {
  readonly id: LessonId;
  readonly rules: RulesSpec;
  readonly actions: readonly Action[];
  /** The rule ids (RULES.md) the lesson teaches. */
  readonly teaches: readonly string[];
}

/** The person (high roll, a six) starts every lesson, and play goes clockwise (no direction to choose, O-DIR). */
const START: Action = { type: 'startRoll', faces: [6, 3, 2] };
const CHILE = (o: RuleOverrides): RulesSpec => ({ preset: 'chile', options: { direction: 'clockwise', ...o } });

/**
 * R-ACE-2, R-ACE-4 (half plus one): You [1, 1, 4], Ana [1, 5, 5], Beto [3, 1, 6]. After five fives
 * you switch to aces at floor(5/2)+1 = three aces (four on the table); Ana goes back to fives at
 * 2×3+1 = seven; six are there (two fives, four aces): Beto's dudo wins, Ana loses a die.
 */
const ACES: readonly Action[] = [
  START,
  { type: 'roll', dice: [[1, 1, 4], [1, 5, 5], [3, 1, 6]] },
  { type: 'bid', seat: 0, count: 3, face: 5 },
  { type: 'bid', seat: 1, count: 4, face: 5 },
  { type: 'bid', seat: 2, count: 5, face: 5 },
  { type: 'bid', seat: 0, count: 3, face: 1 },
  { type: 'bid', seat: 1, count: 7, face: 5 },
  { type: 'dudo', seat: 2 },
];

/** Round 1 of the obligar and palifico lessons: you bid two fours holding one, Ana doubts, you are down to one die. */
const YOU_LOSE_A_DIE: readonly Action[] = [
  START,
  { type: 'roll', dice: [[2, 4], [3, 3], [5, 6]] },
  { type: 'bid', seat: 0, count: 2, face: 4 },
  { type: 'dudo', seat: 1 },
];

/**
 * R-PALIFICO: down to one die, your round is palifico: aces are not wild and your face (fours) stays.
 * You [4], Ana [1, 4], Beto [5, 6]: Beto's three fours count two (Ana's ace is not a four): your dudo wins.
 */
const PALIFICO: readonly Action[] = [
  ...YOU_LOSE_A_DIE,
  { type: 'roll', dice: [[4], [1, 4], [5, 6]] },
  { type: 'bid', seat: 0, count: 1, face: 4 },
  { type: 'bid', seat: 1, count: 2, face: 4 },
  { type: 'bid', seat: 2, count: 3, face: 4 },
  { type: 'dudo', seat: 0 },
];

/**
 * R-OBLIGAR chosen by you: down to one die, you call an open obligar. You [6] (hidden from you), Ana
 * [2, 5], Beto [5, 1]: you see two fives (aces not wild, R-NOWILD) and bid them; Ana's three fives fail.
 */
const OBLIGAR_CHOOSE: readonly Action[] = [
  ...YOU_LOSE_A_DIE,
  { type: 'obligar', seat: 0, mode: 'open' },
  { type: 'roll', dice: [[6], [2, 5], [5, 1]] },
  { type: 'bid', seat: 0, count: 2, face: 5 },
  { type: 'bid', seat: 1, count: 3, face: 5 },
  { type: 'dudo', seat: 2 },
];

/**
 * R-OBLIGAR closed: Beto's three sixes fail (round 1), he is down to one die and calls a closed
 * obligar: only he sees his die. You [3, 6], Ana [2, 6], Beto [5]: he opens on fives, you bid two
 * blind, Ana three; one five is there: Beto's dudo wins, Ana loses a die.
 */
const OBLIGAR_CLOSED: readonly Action[] = [
  START,
  { type: 'roll', dice: [[2, 4], [3, 3], [5, 6]] },
  { type: 'bid', seat: 0, count: 1, face: 4 },
  { type: 'bid', seat: 1, count: 2, face: 3 },
  { type: 'bid', seat: 2, count: 3, face: 6 },
  { type: 'dudo', seat: 0 },
  { type: 'obligar', seat: 2, mode: 'closed' },
  { type: 'roll', dice: [[3, 6], [2, 6], [5]] },
  { type: 'bid', seat: 2, count: 1, face: 5 },
  { type: 'bid', seat: 0, count: 2, face: 5 },
  { type: 'bid', seat: 1, count: 3, face: 5 },
  { type: 'dudo', seat: 2 },
];

/**
 * R-OUT, R-NEXT, R-DEAL-END: one die each, no special round. Round 1: You [3], Ana [3], Beto [5]:
 * Beto's two fives fail, he is out; you start round 2 (he cannot). Round 2: You [4], Ana [2]: Ana's
 * one five fails: she is out and you win the game.
 */
const OUT: readonly Action[] = [
  START,
  { type: 'roll', dice: [[3], [3], [5]] },
  { type: 'bid', seat: 0, count: 1, face: 3 },
  { type: 'bid', seat: 1, count: 2, face: 3 },
  { type: 'bid', seat: 2, count: 2, face: 5 },
  { type: 'dudo', seat: 0 },
  { type: 'roll', dice: [[4], [2], []] },
  { type: 'bid', seat: 0, count: 1, face: 4 },
  { type: 'bid', seat: 1, count: 1, face: 5 },
  { type: 'dudo', seat: 0 },
];

export const LESSONS: Readonly<Record<LessonId, Lesson>> = {
  guided: { id: 'guided', rules: TUTORIAL_RULES, actions: TUTORIAL_ACTIONS, teaches: ['R-WILD', 'R-DUDO', 'R-OBLIGAR', 'R-CALZO', 'R-RESERVE'] },
  aces: { id: 'aces', rules: CHILE({ dicePerPlayer: 3 }), actions: ACES, teaches: ['R-ACE-2', 'R-ACE-4', 'R-WILD'] },
  palifico: { id: 'palifico', rules: CHILE({ dicePerPlayer: 2, oneDieRound: 'palifico' }), actions: PALIFICO, teaches: ['R-PALIFICO', 'R-NOWILD'] },
  obligarChoose: { id: 'obligarChoose', rules: CHILE({ dicePerPlayer: 2 }), actions: OBLIGAR_CHOOSE, teaches: ['R-OBLIGAR', 'R-NOWILD'] },
  obligarClosed: { id: 'obligarClosed', rules: CHILE({ dicePerPlayer: 2 }), actions: OBLIGAR_CLOSED, teaches: ['R-OBLIGAR', 'R-NOWILD'] },
  out: { id: 'out', rules: CHILE({ dicePerPlayer: 1, oneDieRound: 'none' }), actions: OUT, teaches: ['R-OUT', 'R-NEXT', 'R-DEAL-END'] },
};

/** The lesson of an id (the guided game by default). */
export function lessonOf(id: LessonId | undefined): Lesson {
  return LESSONS[id ?? 'guided'];
}
