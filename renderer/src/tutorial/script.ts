// "Learn to play" (issue 26.2): the coach's steps over the host's scripted game
// (common/contract/tutorial.ts). Which step shows follows from the game alone (how many actions the
// record holds, the reveal on screen) and the steps read so far, so a reload finds its place.
import type { Action, Face, SeatAction } from '../../../engine/index';
import { TUTORIAL_ACTIONS, TUTORIAL_SEAT, type LessonId } from '../../../common/contract/index';
import type { RuleTopic } from '../state/rules';
import type { Words } from '../i18n/useWords';

export type CoachStepId =
  | 'start'
  | 'dice'
  | 'firstBid'
  | 'watchRaise'
  | 'raise'
  | 'watchRaise2'
  | 'dudo'
  | 'reveal1'
  | 'obligar'
  | 'watchSpecial'
  | 'special'
  | 'calzo'
  | 'reveal2'
  | 'done';

/**
 * What a step waits for: the person's `move` (the script's next action), `next` (read, then Next),
 * `continue` (the reveal's Continue), `watch` (the bots play) or `done` (the lesson is over).
 */
export type CoachWait = 'move' | 'next' | 'continue' | 'watch' | 'done';

export interface CoachStep {
  /** The step's id in its lesson (the guided game's CoachStepId, or a short lesson's own). */
  readonly id: string;
  /** Where its texts are (`<key>.do`, `<key>.why`, `<key>.wrong`). */
  readonly key: string;
  /** Its place in the lesson: step n of total. */
  readonly n: number;
  readonly total: number;
  /** Your cup is shaken during the step (3D dice): the script's next action is a roll (the guided game: its listed steps). */
  readonly shake: boolean;
  readonly wait: CoachWait;
  /** The move the step waits for (wait `move`). */
  readonly expected: SeatAction | null;
  /** The section of the Rules screen the step is about (the step's "More in the rules"). */
  readonly topic: RuleTopic;
  /** The control the step is about, highlighted (a CSS selector in the table screen). */
  readonly target: string | null;
  /** The rule ids the step teaches (RULES.md), for the tests and the docs. */
  readonly rules: readonly string[];
}

export interface StepDef {
  readonly id: string;
  readonly wait: CoachWait;
  readonly topic: RuleTopic;
  readonly target: string | null;
  readonly rules: readonly string[];
}

export const STEP = (id: string, wait: CoachWait, topic: RuleTopic, target: string | null, rules: readonly string[]): StepDef => ({ id, wait, topic, target, rules });

/** The steps before the script's action of that index (a `next` step first, then its move). */
const AT: Readonly<Record<number, readonly StepDef[]>> = {
  0: [STEP('start', 'watch', 'round', null, ['R-START'])],
  1: [STEP('start', 'watch', 'round', null, ['R-DICE'])],
  2: [STEP('dice', 'next', 'wild', '.mine', ['R-DICE', 'R-WILD']), STEP('firstBid', 'move', 'round', '.bid-btn', ['R-BID', 'R-WILD', 'R-ACE-1'])],
  3: [STEP('watchRaise', 'watch', 'round', '.history', ['R-RAISE'])],
  4: [STEP('watchRaise', 'watch', 'round', '.history', ['R-RAISE'])],
  5: [STEP('raise', 'move', 'round', '.bid-btn', ['R-RAISE', 'R-WILD'])],
  6: [STEP('watchRaise2', 'watch', 'round', '.history', ['R-RAISE'])],
  7: [STEP('watchRaise2', 'watch', 'round', '.history', ['R-RAISE'])],
  8: [STEP('dudo', 'move', 'round', '.call-dudo', ['R-DUDO', 'R-WILD'])],
  9: [STEP('obligar', 'watch', 'oneDieRound', null, ['R-OBLIGAR'])],
  10: [STEP('watchSpecial', 'watch', 'oneDieRound', null, ['R-OBLIGAR', 'R-NOWILD'])],
  11: [STEP('watchSpecial', 'watch', 'oneDieRound', null, ['R-OBLIGAR', 'R-NOWILD'])],
  12: [STEP('special', 'next', 'oneDieRound', '.seat:not(.is-me)', ['R-OBLIGAR', 'R-NOWILD']), STEP('calzo', 'move', 'calzo', '.call-calzo', ['R-CALZO', 'R-CALZO-WHEN'])],
};

export const DONE = STEP('done', 'done', 'aim', null, []);

/**
 * The steps over each round's reveal. The lesson ends in the second reveal, before the next round's
 * cups are shaken (issue 42 item 3: the last step sat over round 3's "Thrown by itself" prompt): its
 * step is read (Next; the won die in reserve lit), then the end's choices show there.
 */
const REVEALS: Readonly<Record<number, readonly StepDef[]>> = {
  1: [STEP('reveal1', 'continue', 'round', '.reveal-continue', ['R-DUDO', 'R-WILD', 'R-OUT', 'R-NEXT'])],
  2: [STEP('reveal2', 'next', 'calzo', '.reveal .gained', ['R-CALZO', 'R-RESERVE']), DONE],
};

export interface CoachInput {
  /** Actions in the game's record (the host's views say it). */
  readonly actionCount: number;
  /** The round of the reveal on screen, or null. */
  readonly revealRound: number | null;
  /** The `next` steps already read. */
  readonly read: readonly string[];
}

/**
 * A lesson's coach (issue 42 item 4): its script (contract/lessons.ts), the steps before each of its
 * actions and over each round's reveal, every step in order, and where their texts are.
 */
export interface CoachScript {
  readonly lesson: LessonId;
  readonly actions: readonly Action[];
  readonly at: Readonly<Record<number, readonly StepDef[]>>;
  readonly reveals: Readonly<Record<number, readonly StepDef[]>>;
  readonly steps: readonly string[];
  /** The texts of step `id` are under `<textKey>.<id>`. */
  readonly textKey: string;
}

/** The steps during which your cup is to be shaken (3D dice: the start roll, the second round's roll). */
const SHAKE_STEPS: readonly CoachStepId[] = ['start', 'obligar', 'watchSpecial'];

/** The step the coach shows now (the guided game's unless another lesson is given). */
export function coachStep(input: CoachInput, script: CoachScript = GUIDED): CoachStep {
  const def = stepDef(input, script);
  const next = script.actions[input.actionCount];
  const expected = def.wait === 'move' && next && 'seat' in next && next.seat === TUTORIAL_SEAT ? next : null;
  const n = script.steps.indexOf(def.id) + 1;
  const shake = script.lesson === 'guided' ? SHAKE_STEPS.includes(def.id as CoachStepId) : next?.type === 'roll' || next?.type === 'startRoll';
  return { ...def, expected, key: `${script.textKey}.${def.id}`, n, total: script.steps.length, shake };
}

function stepDef(input: CoachInput, script: CoachScript): StepDef {
  const defs = input.revealRound !== null ? script.reveals[input.revealRound] : script.at[input.actionCount];
  if (!defs) return DONE;
  return defs.find((d) => d.wait !== 'next' || !input.read.includes(d.id)) ?? defs.at(-1)!;
}

/** Whether a move is the one the step waits for. */
export function isExpected(step: CoachStep, action: SeatAction): boolean {
  const e = step.expected;
  if (!e || e.type !== action.type || e.seat !== action.seat) return false;
  // the obligar's mode is the lesson's too (issue 42 item 4: open or closed is what a lesson teaches)
  if (e.type === 'obligar') return action.type === 'obligar' && e.mode === action.mode;
  return e.type !== 'bid' || (action.type === 'bid' && e.count === action.count && e.face === action.face);
}

/** Every step of the lesson in order (the docs, the tests: each says what to do and why in every language). */
export const ALL_STEPS: readonly CoachStepId[] = ['start', 'dice', 'firstBid', 'watchRaise', 'raise', 'watchRaise2', 'dudo', 'reveal1', 'obligar', 'watchSpecial', 'special', 'calzo', 'reveal2', 'done'];

/** The guided first game's coach (issue 26.2). */
export const GUIDED: CoachScript = { lesson: 'guided', actions: TUTORIAL_ACTIONS, at: AT, reveals: REVEALS, steps: ALL_STEPS, textKey: 'tutorial.steps' };

/** The steps that wait for a move of the person (each explains a wrong one). */
export const MOVE_STEPS = ['firstBid', 'raise', 'dudo', 'calzo'] as const;

/** The words a step's text names, in the player's jargon (the bids and faces of the lesson). */
export function coachParams(words: Pick<Words, 'bid' | 'face'>, step: CoachStep): Record<string, string> {
  const e = step.expected;
  const guided = step.key.startsWith('tutorial.');
  const bid = e?.type === 'bid' ? words.bid(e.count, e.face as Face) : guided && step.id === 'dudo' ? words.bid(4, 3) : guided && step.id === 'calzo' ? words.bid(2, 6) : '';
  return {
    // every face's plural and the lessons' named bids (issue 42 item 4: lessons.ts's texts name them)
    aces: words.face(1, true),
    twos: words.face(2, true),
    fours: words.face(4, true),
    fives: words.face(5, true),
    bid14: words.bid(1, 4),
    bid24: words.bid(2, 4),
    bid34: words.bid(3, 4),
    bid15: words.bid(1, 5),
    bid35: words.bid(3, 5),
    bid55: words.bid(5, 5),
    bid31: words.bid(3, 1),
    bid75: words.bid(7, 5),
    bid36: words.bid(3, 6),
    bid13: words.bid(1, 3),
    bid,
    bid23: words.bid(2, 3),
    bid25: words.bid(2, 5),
    bid26: words.bid(2, 6),
    threes: words.face(3, true),
    sixes: words.face(6, true),
  };
}

/** A sentence that starts with a bid ("one three is allowed…") starts with a capital (issue 42 item 2). */
export function sentenceStart(text: string, language: string): string {
  const first = text.codePointAt(0);
  if (first === undefined) return text;
  const head = String.fromCodePoint(first);
  return head.toLocaleUpperCase(language) + text.slice(head.length);
}

/** The coach's "<move> is allowed, but it is not the move of this lesson.": the move is the bid or the call's name, and the sentence starts with a capital. */
export function wrongMoveText(t: (key: string, vars?: Record<string, unknown>) => string, words: Pick<Words, 'bid'>, action: SeatAction, language: string): string {
  // an obligar is named with its mode ("Obligar, closed"; a decline is the dialog's "No, play a normal round")
  const move =
    action.type === 'bid' ? words.bid(action.count, action.face as Face) : action.type === 'obligar' ? t(action.mode === 'decline' ? 'dialogs.decline' : `badges.obligar-${action.mode}`) : t(`panel.${action.type}`);
  return sentenceStart(t('tutorial.wrong', { move }), language);
}
