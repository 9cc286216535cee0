// "Learn to play" (issue 26.2): the coach's steps over the host's scripted game
// (common/contract/tutorial.ts). Which step shows follows from the game alone (how many actions the
// record holds, the reveal on screen) and the steps read so far, so a reload finds its place.
import type { Face, SeatAction } from '../../../engine/index';
import { TUTORIAL_ACTIONS, TUTORIAL_SEAT } from '../../../common/contract/index';
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
  readonly id: CoachStepId;
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

interface StepDef {
  readonly id: CoachStepId;
  readonly wait: CoachWait;
  readonly topic: RuleTopic;
  readonly target: string | null;
  readonly rules: readonly string[];
}

const STEP = (id: CoachStepId, wait: CoachWait, topic: RuleTopic, target: string | null, rules: readonly string[]): StepDef => ({ id, wait, topic, target, rules });

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

const DONE = STEP('done', 'done', 'aim', null, []);

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
  readonly read: readonly CoachStepId[];
}

/** The step the coach shows now. */
export function coachStep(input: CoachInput): CoachStep {
  const def = stepDef(input);
  const next = TUTORIAL_ACTIONS[input.actionCount];
  const expected = def.wait === 'move' && next && 'seat' in next && next.seat === TUTORIAL_SEAT ? next : null;
  return { ...def, expected };
}

function stepDef(input: CoachInput): StepDef {
  const defs = input.revealRound !== null ? REVEALS[input.revealRound] : AT[input.actionCount];
  if (!defs) return DONE;
  return defs.find((d) => d.wait !== 'next' || !input.read.includes(d.id)) ?? defs.at(-1)!;
}

/** Whether a move is the one the step waits for. */
export function isExpected(step: CoachStep, action: SeatAction): boolean {
  const e = step.expected;
  if (!e || e.type !== action.type || e.seat !== action.seat) return false;
  return e.type !== 'bid' || (action.type === 'bid' && e.count === action.count && e.face === action.face);
}

/** Every step of the lesson in order (the docs, the tests: each says what to do and why in every language). */
export const ALL_STEPS: readonly CoachStepId[] = ['start', 'dice', 'firstBid', 'watchRaise', 'raise', 'watchRaise2', 'dudo', 'reveal1', 'obligar', 'watchSpecial', 'special', 'calzo', 'reveal2', 'done'];

/** The steps that wait for a move of the person (each explains a wrong one). */
export const MOVE_STEPS = ['firstBid', 'raise', 'dudo', 'calzo'] as const;

/** The words a step's text names, in the player's jargon (the bids and faces of the lesson). */
export function coachParams(words: Pick<Words, 'bid' | 'face'>, step: CoachStep): Record<string, string> {
  const e = step.expected;
  const bid = e?.type === 'bid' ? words.bid(e.count, e.face as Face) : step.id === 'dudo' ? words.bid(4, 3) : step.id === 'calzo' ? words.bid(2, 6) : '';
  return {
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
  const move = action.type === 'bid' ? words.bid(action.count, action.face as Face) : t(`panel.${action.type}`);
  return sentenceStart(t('tutorial.wrong', { move }), language);
}
