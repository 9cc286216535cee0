// "Learn to play" (issue 26.2): the coach's steps over the scripted game. The script is played
// through the real engine; at each of the person's moves exactly one legal move is the lesson's and
// every other legal move gets an explanation; every step says what to do and why in es, fr and en.
import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, legalActions, startMatchGame, viewFor, type Face, type GameState, type SeatAction } from '../../engine/index';
import { TUTORIAL_ACTIONS, TUTORIAL_RULES, TUTORIAL_SEAT } from '../../common/contract/index';
import { RESOURCES } from '../../renderer/src/i18n/index';
import { bidWords, faceWord, type Jargon } from '../../renderer/src/i18n/jargon';
import { ALL_STEPS, coachParams, coachStep, isExpected, MOVE_STEPS } from '../../renderer/src/tutorial/script';

/** The states before each action of the script (the engine checks every action). */
function statesOfScript(): GameState[] {
  let s = startMatchGame(createMatch(TUTORIAL_RULES, 3)).game;
  const out: GameState[] = [];
  for (const a of TUTORIAL_ACTIONS) {
    out.push(s);
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`the script's action ${JSON.stringify(a)} is refused: ${r.error.message}`);
    s = r.state;
  }
  out.push(s);
  return out;
}

describe('the tutorial script (engine)', () => {
  const states = statesOfScript();

  it('R-START, R-DICE, R-BID, R-WILD, R-DUDO, R-OBLIGAR, R-NOWILD, R-CALZO, R-RESERVE: the scripted game is legal and teaches what it says', () => {
    // round 1: the person opens (the high roll), aces wild; Beto's four threes are three with the ace
    expect(states[2]!.toAct).toBe(TUTORIAL_SEAT);
    expect(states[2]!.current?.wildFace).toBe(1);
    const end = states.at(-1)!;
    expect(end.players[2]).toMatchObject({ dice: 1, obligarUsed: true });
    // round 2: open obligar, nothing wild, sixes fixed; the calzo is exact: a die in reserve
    expect(states[12]!.current).toMatchObject({ kind: 'obligar-open', wildFace: null, lockedFace: 6 });
    expect(viewFor(states[12]!, TUTORIAL_SEAT).hands).toEqual([null, [6, 6], [5]]);
    expect(end.players[0]).toMatchObject({ dice: 2, reserve: 1 });
    // R-CALZO-WHEN: calzo is legal where the lesson asks for it
    expect(legalActions(states[12]!, TUTORIAL_SEAT).some((a) => a.type === 'calzo')).toBe(true);
  });

  it("at each of the person's moves exactly one legal move is the lesson's; R-ACE-1: no opening on aces is offered", () => {
    let moves = 0;
    for (const [i, a] of TUTORIAL_ACTIONS.entries()) {
      if (!('seat' in a) || a.seat !== TUTORIAL_SEAT) continue;
      moves++;
      const read = [...ALL_STEPS];
      const step = coachStep({ actionCount: i, revealRound: null, read });
      expect(step.wait).toBe('move');
      expect(MOVE_STEPS).toContain(step.id);
      const legal = legalActions(states[i]!, TUTORIAL_SEAT);
      expect(legal.filter((m) => isExpected(step, m))).toEqual([a]);
      if (i === 2) expect(legal.some((m) => m.type === 'bid' && m.face === 1)).toBe(false);
    }
    expect(moves).toBe(4);
  });
});

describe('the coach steps', () => {
  it('follow the game: Next-steps first, the reveals, then done', () => {
    const seen: string[] = [];
    const read: string[] = [];
    const push = (id: string): void => {
      if (seen.at(-1) !== id) seen.push(id);
    };
    for (let i = 0; i <= TUTORIAL_ACTIONS.length; i++) {
      // the reveal of round 1 shows after the dudo (action 8), of round 2 after the calzo (action 12)
      if (i === 9) push(coachStep({ actionCount: i, revealRound: 1, read }).id);
      if (i === 13) push(coachStep({ actionCount: i, revealRound: 2, read }).id);
      for (;;) {
        const s = coachStep({ actionCount: i, revealRound: null, read });
        push(s.id);
        if (s.wait !== 'next') break;
        read.push(s.id);
      }
    }
    expect(seen).toEqual(ALL_STEPS);
    expect(coachStep({ actionCount: 13, revealRound: null, read }).wait).toBe('done');
    expect(coachStep({ actionCount: 40, revealRound: null, read: [] }).id).toBe('done');
  });

  it('the lesson ends in the second reveal, before round 3 is thrown (issue 42 item 3): reveal2 is read (Next), then done', () => {
    const r2 = coachStep({ actionCount: 13, revealRound: 2, read: [] });
    expect(r2).toMatchObject({ id: 'reveal2', wait: 'next' });
    expect(coachStep({ actionCount: 13, revealRound: 2, read: ['reveal2'] })).toMatchObject({ id: 'done', wait: 'done' });
    expect(coachStep({ actionCount: 9, revealRound: 1, read: [] })).toMatchObject({ id: 'reveal1', wait: 'continue' });
  });

  it('a bid with the same count and face and another seat, or another count, is not the lesson\'s', () => {
    const step = coachStep({ actionCount: 2, revealRound: null, read: ['dice'] });
    expect(isExpected(step, { type: 'bid', seat: 0, count: 2, face: 3 })).toBe(true);
    const others: SeatAction[] = [
      { type: 'bid', seat: 0, count: 3, face: 3 },
      { type: 'bid', seat: 0, count: 2, face: 4 },
      { type: 'bid', seat: 1, count: 2, face: 3 },
      { type: 'dudo', seat: 0 },
    ];
    for (const a of others) expect(isExpected(step, a)).toBe(false);
    // a Next-step or a watch step expects no move at all
    expect(coachStep({ actionCount: 2, revealRound: null, read: [] }).expected).toBeNull();
    expect(coachStep({ actionCount: 3, revealRound: null, read: [] }).expected).toBeNull();
  });
});

describe('the coach speaks es, fr and en', () => {
  const langs = [
    ['en', 'en'],
    ['es', 'es-CL'],
    ['fr', 'fr'],
  ] as const;
  it('every step says what to do and why, each move step why a wrong move is not the lesson\'s, every word filled in', () => {
    for (const [lang, jargon] of langs) {
      const steps = RESOURCES[lang].tutorial.steps as Record<string, { do: string; why: string; wrong?: string }>;
      const words = { bid: (c: number, f: Face) => bidWords(c, f, jargon as Jargon), face: (f: Face, p?: boolean) => faceWord(f, jargon as Jargon, p) };
      for (const id of ALL_STEPS) {
        const text = steps[id];
        expect(text?.do, `${lang} ${id}`).toBeTruthy();
        expect(text?.why, `${lang} ${id}`).toBeTruthy();
        if ((MOVE_STEPS as readonly string[]).includes(id)) expect(text?.wrong, `${lang} ${id} wrong`).toBeTruthy();
        const params = coachParams(words, coachStep({ actionCount: TUTORIAL_ACTIONS.length, revealRound: null, read: [] }));
        for (const [k, v] of Object.entries(params)) if (k !== 'bid') expect(v.length, `${lang} ${k}`).toBeGreaterThan(0);
        for (const s of [text!.do, text!.why, text?.wrong ?? '']) {
          const vars = [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!);
          for (const v of vars) expect(Object.keys(params), `${lang} ${id}: {{${v}}}`).toContain(v);
        }
      }
    }
  });

  it('French typography: a narrow no-break space (U+202F) before : ; ! ? and inside « »', () => {
    const texts: string[] = [];
    const walk = (o: unknown): void => {
      if (typeof o === 'string') texts.push(o);
      else if (o && typeof o === 'object') for (const v of Object.values(o)) walk(v);
    };
    walk(RESOURCES.fr.tutorial);
    for (const s of texts) {
      expect(s, s).not.toMatch(/[^\u202f][:;!?](\s|$)/u);
      expect(s, s).not.toMatch(/«[^\u202f]|[^\u202f]»/u);
    }
  });
});
