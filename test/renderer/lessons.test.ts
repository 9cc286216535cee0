// "Learn to play" lessons (issue 42 item 4): each short lesson's coach over its script (played through
// the engine: at each of the person's moves exactly one legal move is the lesson's), its words in es,
// fr and en, and where a lesson is reached: the menu's list and the Rules screen's links (each rule
// section that has a lesson, for the rule as the shown rule set plays it).
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyAction, createMatch, legalActions, startMatchGame, type Face, type GameState, type PresetId } from '../../engine/index';
import { LESSONS, SHORT_LESSONS, TUTORIAL_SEAT, type AppInfo, type LessonId } from '../../common/contract/index';
import { createI18n, RESOURCES } from '../../renderer/src/i18n/index';
import { bidWords, faceWord, type Jargon } from '../../renderer/src/i18n/jargon';
import { RulesScreen } from '../../renderer/src/rules/RulesScreen';
import { MenuScreen } from '../../renderer/src/screens/MenuScreen';
import { useGame } from '../../renderer/src/state/game';
import { LessonList, startLesson } from '../../renderer/src/tutorial/LessonLinks';
import { coachScriptOf } from '../../renderer/src/tutorial/lessons';
import { coachParams, coachStep, isExpected, wrongMoveText } from '../../renderer/src/tutorial/script';

function statesOf(id: LessonId): GameState[] {
  let s = startMatchGame(createMatch(LESSONS[id].rules, 3)).game;
  const out: GameState[] = [];
  for (const a of LESSONS[id].actions) {
    out.push(s);
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`${id}: ${JSON.stringify(a)} refused: ${r.error.message}`);
    s = r.state;
  }
  out.push(s);
  return out;
}

/** The round a reveal shows after each action (the challenges), by action count. */
function revealsOf(id: LessonId): Map<number, number> {
  const m = new Map<number, number>();
  let round = 0;
  for (const [i, a] of LESSONS[id].actions.entries()) if (a.type === 'dudo' || a.type === 'calzo') m.set(i + 1, ++round);
  return m;
}

describe('each short lesson\'s coach follows its script', () => {
  it.each(SHORT_LESSONS)('%s: the steps in order, each move step the script\'s only legal lesson move, then done', (id) => {
    const script = coachScriptOf(id);
    const states = statesOf(id);
    const reveals = revealsOf(id);
    const seen: string[] = [];
    const read: string[] = [];
    const push = (s: string): void => {
      if (seen.at(-1) !== s) seen.push(s);
    };
    for (let i = 0; i <= script.actions.length; i++) {
      const round = reveals.get(i);
      if (round !== undefined) {
        for (;;) {
          const s = coachStep({ actionCount: i, revealRound: round, read }, script);
          push(s.id);
          if (s.wait !== 'next') break;
          read.push(s.id);
        }
      }
      if (i === script.actions.length) break;
      for (;;) {
        const s = coachStep({ actionCount: i, revealRound: null, read }, script);
        push(s.id);
        if (s.wait === 'move') {
          const a = script.actions[i]!;
          expect('seat' in a && a.seat === TUTORIAL_SEAT, `${id} ${i} ${s.id}`).toBe(true);
          const legal = legalActions(states[i]!, TUTORIAL_SEAT);
          expect(legal.filter((m) => isExpected(s, m)), `${id} ${i} ${s.id}`).toEqual([a]);
        } else {
          // the person's moves are all asked for by a move step
          const a = script.actions[i]!;
          if (s.wait !== 'next') expect('seat' in a && a.seat === TUTORIAL_SEAT, `${id} ${i}: a move of yours with no step asking for it`).toBe(false);
        }
        if (s.wait !== 'next') break;
        read.push(s.id);
      }
    }
    expect(seen).toEqual(script.steps);
    expect(seen.at(-1)).toBe('done');
    const last = coachStep({ actionCount: script.actions.length, revealRound: reveals.get(script.actions.length) ?? null, read }, script);
    expect(last).toMatchObject({ id: 'done', wait: 'done', n: script.steps.length, total: script.steps.length });
  });

  it('an obligar of the other mode is not the lesson\'s (R-OBLIGAR: open is what obligarChoose teaches)', () => {
    const script = coachScriptOf('obligarChoose');
    const i = script.actions.findIndex((a) => a.type === 'obligar');
    const step = coachStep({ actionCount: i, revealRound: null, read: [] }, script);
    expect(isExpected(step, { type: 'obligar', seat: 0, mode: 'open' })).toBe(true);
    expect(isExpected(step, { type: 'obligar', seat: 0, mode: 'closed' })).toBe(false);
    // the wrong choice is named with its mode (there is no "panel.obligar" to name it)
    const i18n = createI18n('en');
    const words = { bid: (c: number, f: Face) => bidWords(c, f, 'en') };
    expect(wrongMoveText((k, v) => i18n.t(k, v), words, { type: 'obligar', seat: 0, mode: 'closed' }, 'en')).toBe('Obligar, closed is allowed, but it is not the move of this lesson.');
    expect(wrongMoveText((k, v) => i18n.t(k, v), words, { type: 'obligar', seat: 0, mode: 'decline' }, 'en')).toMatch(/^No, play a normal round is allowed/);
  });
});

describe('the lessons speak es, fr and en', () => {
  const langs = [
    ['en', 'en'],
    ['es', 'es-CL'],
    ['fr', 'fr'],
  ] as const;
  it.each(SHORT_LESSONS)('%s: a name, a hint, and every step what to do and why, each move step why a wrong move is not the lesson\'s, every word filled in', (id) => {
    const script = coachScriptOf(id);
    for (const [lang, jargon] of langs) {
      const lessons = RESOURCES[lang].lessons as unknown as Record<string, { name: string; hint: string; steps: Record<string, { do: string; why: string; wrong?: string }> }>;
      const words = { bid: (c: number, f: Face) => bidWords(c, f, jargon as Jargon), face: (f: Face, p?: boolean) => faceWord(f, jargon as Jargon, p) };
      expect(lessons[id]?.name, `${lang} ${id}`).toBeTruthy();
      expect(lessons[id]?.hint, `${lang} ${id}`).toBeTruthy();
      for (const [i] of [...script.actions.entries(), [script.actions.length]]) {
        for (const read of [[], script.steps]) {
          const step = coachStep({ actionCount: i as number, revealRound: null, read }, script);
          const text = lessons[id]!.steps[step.id];
          expect(text?.do, `${lang} ${id} ${step.id}`).toBeTruthy();
          expect(text?.why, `${lang} ${id} ${step.id}`).toBeTruthy();
          if (step.wait === 'move') expect(text?.wrong, `${lang} ${id} ${step.id} wrong`).toBeTruthy();
          const params = coachParams(words, step);
          for (const s of [text!.do, text!.why, text?.wrong ?? '']) {
            for (const m of s.matchAll(/\{\{(\w+)\}\}/g)) expect(params[m[1]!], `${lang} ${id} ${step.id}: {{${m[1]}}}`).toBeTruthy();
          }
        }
      }
      // every step of the lesson has its words (reveal steps included)
      for (const s of script.steps) expect(lessons[id]!.steps[s]?.do, `${lang} ${id} ${s}`).toBeTruthy();
    }
  });

  it('French says "vous", never "tu"', () => {
    const text = JSON.stringify(RESOURCES.fr.lessons);
    expect(text).not.toMatch(/(?<!\p{L})(tu|tes|ton|ta|toi)(?!\p{L})/iu);
  });
});

const INFO = { inGame: false, resume: null } as unknown as AppInfo;

/**
 * Renders with the game store holding `patch`: a server render reads a zustand store's initial state
 * (useSyncExternalStore's server snapshot), so the patch goes there, and is taken back after.
 */
function withGame<T>(patch: Partial<ReturnType<typeof useGame.getState>>, fn: () => T): T {
  const initial = useGame.getInitialState() as unknown as Record<string, unknown>;
  const was = Object.fromEntries(Object.keys(patch).map((k) => [k, initial[k]]));
  Object.assign(initial, patch);
  useGame.setState(patch);
  try {
    return fn();
  } finally {
    Object.assign(initial, was);
    useGame.setState(was);
  }
}

function html(el: React.ReactElement): string {
  return renderToStaticMarkup(createElement(I18nextProvider, { i18n: createI18n('en') }, el));
}

const lessonsLinked = (preset: PresetId): string[] =>
  [...html(createElement(RulesScreen, { game: null, initialPreset: preset, topic: null, onClose: () => undefined })).matchAll(/class="lesson-link" data-lesson="(\w+)"/g)].map((m) => m[1]!);

describe('where the lessons are reached', () => {
  beforeAll(() => {
    // the Rules dialog reads what had the focus when it opened: no page here
    vi.stubGlobal('document', { activeElement: null });
    vi.stubGlobal('HTMLElement', class {});
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  it('the menu: a Short lessons entry beside Learn to play; its list names every lesson', () => {
    const menu = withGame({ info: INFO }, () => html(createElement(MenuScreen, { onSettings: () => undefined })));
    expect(menu).toContain('class="menu-learn"');
    expect(menu).toContain('class="menu-lessons"');
    expect(menu).toContain('Short lessons');
    const list = html(createElement(LessonList));
    for (const id of SHORT_LESSONS) expect(list).toContain(`data-lesson="${id}"`);
    expect(list).toContain('Palifico');
  });

  it('the menu offers no lesson over a game being played', () => {
    const menu = withGame({ info: { ...INFO, inGame: true } }, () => html(createElement(MenuScreen, { onSettings: () => undefined })));
    expect(menu).not.toContain('menu-lessons');
  });

  it('the rules: each section that has a lesson links to it, for the rule the rule set plays', () => {
    withGame({ info: INFO }, () => {
      // chile: obligar, half plus one on wild aces, dice lost
      expect(lessonsLinked('chile').sort()).toEqual(['aces', 'obligarChoose', 'obligarClosed', 'out']);
      // Dudo ! (French die): palifico, no halving, no aces
      expect(lessonsLinked('francia')).toContain('palifico');
      expect(lessonsLinked('francia')).not.toContain('aces');
      expect(lessonsLinked('francia')).not.toContain('obligarChoose');
      // lives: nobody is put out by a lost die
      expect(lessonsLinked('clasico')).not.toContain('out');
    });
    // a game being played: no lesson is offered (the host would refuse it)
    withGame({ info: { ...INFO, inGame: true } }, () => expect(lessonsLinked('chile')).toEqual([]));
  });

  it('a lesson starts through tutorial:start with its id; the guided game names none', () => {
    const startTutorial = vi.fn(async () => true);
    withGame({ info: INFO, startTutorial, hostSettings: null }, () => {
      startLesson('palifico', 'Learner');
      expect(startTutorial).toHaveBeenLastCalledWith('Learner', expect.any(Boolean), 'palifico');
      startLesson('guided', 'Learner');
      expect(startTutorial).toHaveBeenLastCalledWith('Learner', expect.any(Boolean), undefined);
    });
  });
});
