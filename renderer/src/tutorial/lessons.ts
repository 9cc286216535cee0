// The short lessons' coach (issue 42 item 4): for each lesson of common/contract/lessons.ts, the steps
// before each of its script's actions and over each reveal, as the guided game's (script.ts). Data only;
// the texts are under `lessons.<id>.steps` in each language.
import type { RuleOptions } from '../../../engine/index';
import { LESSONS, type LessonId } from '../../../common/contract/index';
import type { RuleTopic } from '../state/rules';
import { DONE, GUIDED, STEP, type CoachScript, type StepDef } from './script';

type Steps = Readonly<Record<number, readonly StepDef[]>>;
export type ShortLessonId = Exclude<LessonId, 'guided'>;

/** A lesson's coach: the step ids in order follow from its steps (each listed once, where it first shows). */
function lesson(id: ShortLessonId, at: Steps, reveals: Steps): CoachScript {
  const order: string[] = [];
  const indices = (r: Steps): number[] => Object.keys(r).map(Number);
  // a reveal of round r shows after the action that ended it: it sorts after that action's steps
  const revealAt = (round: number): number => LESSONS[id].actions.findIndex((_, i) => challengesBefore(id, i + 1) === round) + 0.5;
  const all = [...indices(at).map((i) => [i, at[i]!] as const), ...indices(reveals).map((r) => [revealAt(r), reveals[r]!] as const)].sort((a, b) => a[0] - b[0]);
  for (const [, defs] of all) for (const d of defs) if (!order.includes(d.id)) order.push(d.id);
  return { lesson: id, actions: LESSONS[id].actions, at, reveals, steps: order, textKey: `lessons.${id}.steps` };
}

/** How many rounds were judged in the script's first `n` actions. */
function challengesBefore(id: LessonId, n: number): number {
  return LESSONS[id].actions.slice(0, n).filter((a) => a.type === 'dudo' || a.type === 'calzo').length;
}

const watch = (id: string, topic: RuleTopic, rules: readonly string[], target: string | null = null): StepDef => STEP(id, 'watch', topic, target, rules);
const move = (id: string, topic: RuleTopic, target: string, rules: readonly string[]): StepDef => STEP(id, 'move', topic, target, rules);
const read = (id: string, topic: RuleTopic, target: string | null, rules: readonly string[]): StepDef => STEP(id, 'next', topic, target, rules);
const start = (topic: RuleTopic): StepDef => watch('start', topic, ['R-START']);
/** The lesson's last reveal: read (Next), then its end. */
const last = (topic: RuleTopic, rules: readonly string[]): readonly StepDef[] => [read('reveal', topic, '.reveal', rules), DONE];

/** R-ACE-2, R-ACE-4: five fives → three aces (half plus one) → seven fives (twice plus one). */
const ACES = lesson(
  'aces',
  {
    0: [start('acesTo')],
    1: [start('acesTo')],
    2: [read('dice', 'wild', '.mine', ['R-WILD']), move('open', 'round', '.bid-btn', ['R-BID', 'R-WILD'])],
    3: [watch('watch', 'round', ['R-RAISE'], '.history')],
    4: [watch('watch', 'round', ['R-RAISE'], '.history')],
    5: [read('toAces', 'acesTo', null, ['R-ACE-2']), move('bidAces', 'acesTo', '.bid-btn', ['R-ACE-2'])],
    6: [watch('back', 'acesTo', ['R-ACE-4'], '.history')],
    7: [watch('back', 'acesTo', ['R-ACE-4'], '.history')],
  },
  { 1: last('acesTo', ['R-WILD', 'R-DUDO']) },
);

/** Round 1 of the lessons where you go down to one die: you bid two fours holding one, Ana doubts. */
const YOU_LOSE: Steps = {
  0: [start('oneDieRound')],
  1: [start('oneDieRound')],
  2: [read('dice', 'wild', '.mine', ['R-DICE']), move('bid', 'round', '.bid-btn', ['R-BID'])],
  3: [watch('doubted', 'round', ['R-DUDO'], '.history')],
};

/** R-PALIFICO: your palifico round, on fours; aces are not wild. */
const PALIFICO = lesson(
  'palifico',
  {
    ...YOU_LOSE,
    4: [watch('palifico', 'oneDieRound', ['R-PALIFICO'])],
    5: [move('open', 'oneDieRound', '.bid-btn', ['R-PALIFICO', 'R-NOWILD'])],
    6: [watch('raises', 'oneDieRound', ['R-PALIFICO'], '.history')],
    7: [watch('raises', 'oneDieRound', ['R-PALIFICO'], '.history')],
    8: [move('dudo', 'oneDieRound', '.call-dudo', ['R-DUDO', 'R-NOWILD'])],
  },
  { 1: [STEP('lost', 'continue', 'oneDieRound', '.reveal-continue', ['R-DUDO', 'R-PALIFICO'])], 2: last('oneDieRound', ['R-NOWILD', 'R-DUDO']) },
);

/** R-OBLIGAR chosen by you: an open obligar, aces not wild. */
const OBLIGAR_CHOOSE = lesson(
  'obligarChoose',
  {
    ...YOU_LOSE,
    4: [move('choose', 'oneDieRound', '.modal', ['R-OBLIGAR'])],
    5: [watch('shake', 'oneDieRound', ['R-OBLIGAR', 'R-NOWILD'])],
    6: [read('see', 'oneDieRound', '.seat:not(.is-me)', ['R-OBLIGAR']), move('bidFives', 'oneDieRound', '.bid-btn', ['R-OBLIGAR', 'R-NOWILD'])],
    7: [watch('watch', 'oneDieRound', ['R-OBLIGAR'], '.history')],
    8: [watch('watch', 'oneDieRound', ['R-OBLIGAR'], '.history')],
  },
  { 1: [STEP('lost', 'continue', 'oneDieRound', '.reveal-continue', ['R-DUDO', 'R-OBLIGAR'])], 2: last('oneDieRound', ['R-NOWILD', 'R-DUDO']) },
);

/** R-OBLIGAR closed: Beto obligates closed; you bid blind. */
const OBLIGAR_CLOSED = lesson(
  'obligarClosed',
  {
    0: [start('oneDieRound')],
    1: [start('oneDieRound')],
    2: [read('dice', 'wild', '.mine', ['R-DICE']), move('open', 'round', '.bid-btn', ['R-BID'])],
    3: [watch('watch', 'round', ['R-RAISE'], '.history')],
    4: [watch('watch', 'round', ['R-RAISE'], '.history')],
    5: [move('dudo', 'round', '.call-dudo', ['R-DUDO'])],
    6: [watch('obligar', 'oneDieRound', ['R-OBLIGAR'])],
    7: [watch('closed', 'oneDieRound', ['R-OBLIGAR'])],
    8: [watch('closed', 'oneDieRound', ['R-OBLIGAR'])],
    9: [read('blind', 'oneDieRound', '.seat:not(.is-me)', ['R-OBLIGAR', 'R-NOWILD']), move('bidBlind', 'oneDieRound', '.bid-btn', ['R-OBLIGAR'])],
    10: [watch('watch2', 'oneDieRound', ['R-OBLIGAR'], '.history')],
    11: [watch('watch2', 'oneDieRound', ['R-OBLIGAR'], '.history')],
  },
  { 1: [STEP('reveal1', 'continue', 'oneDieRound', '.reveal-continue', ['R-DUDO'])], 2: last('oneDieRound', ['R-NOWILD', 'R-DUDO']) },
);

/** R-OUT, R-NEXT, R-DEAL-END: one die each; Beto, then Ana, is out; you win the game. */
const OUT = lesson(
  'out',
  {
    0: [start('aim')],
    1: [start('aim')],
    2: [read('dice', 'aim', '.mine', ['R-OUT']), move('open', 'round', '.bid-btn', ['R-BID'])],
    3: [watch('watch', 'round', ['R-RAISE'], '.history')],
    4: [watch('watch', 'round', ['R-RAISE'], '.history')],
    5: [move('dudo', 'round', '.call-dudo', ['R-DUDO'])],
    6: [watch('round2', 'round', ['R-NEXT'])],
    7: [move('bid', 'round', '.bid-btn', ['R-BID'])],
    8: [watch('watch2', 'round', ['R-RAISE'], '.history')],
    9: [move('dudo2', 'round', '.call-dudo', ['R-DUDO', 'R-OUT'])],
  },
  { 1: [STEP('out', 'continue', 'aim', '.reveal-continue', ['R-OUT', 'R-NEXT'])], 2: last('aim', ['R-OUT', 'R-DEAL-END']) },
);

const SCRIPTS: Readonly<Record<LessonId, CoachScript>> = { guided: GUIDED, aces: ACES, palifico: PALIFICO, obligarChoose: OBLIGAR_CHOOSE, obligarClosed: OBLIGAR_CLOSED, out: OUT };

/** The coach of a lesson (the guided game's when none is told). */
export function coachScriptOf(id: LessonId | undefined): CoachScript {
  return SCRIPTS[id ?? 'guided'];
}

/**
 * The lessons of a rule section of the Rules screen (issue 42 item 4: each section that has a lesson
 * links to it), for the rule as the shown rule set plays it: the obligar lessons under an obligar
 * one-die round, palifico under palifico, the aces switch under half-plus-one on wild aces, being
 * put out under dice lost (not lives).
 */
export function lessonsOfRule(topic: RuleTopic, o: RuleOptions): readonly ShortLessonId[] {
  switch (topic) {
    case 'acesTo':
      return o.acesTo === 'half-plus-one' && o.wild === 'aces' ? ['aces'] : [];
    case 'oneDieRound':
      return o.oneDieRound === 'obligar' ? ['obligarChoose', 'obligarClosed'] : o.oneDieRound === 'palifico' ? ['palifico'] : [];
    case 'aim':
      return o.penalty === 'dice' ? ['out'] : [];
    default:
      return [];
  }
}
