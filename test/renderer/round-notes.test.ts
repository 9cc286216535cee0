// The table explains its moments (issue 26 item 3): the start roll (who rolled what, a tie rolled
// again, who starts, bots included: R-START, O-DIR) and the special round with who brought it and
// what it changes (R-OBLIGAR, R-PALIFICO, R-BLIND, R-LIVES), as lines of the round's history, in
// es, fr and en; the bots' "why?" counts the bots that moved, not their moves.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createGame, viewFor, applyOrThrow, type Face, type SeatView } from '../../engine/index';
import type { SessionInfo } from '../../common/contract/index';
import { createI18n } from '../../renderer/src/i18n/index';
import { LANGUAGES, type Language } from '../../renderer/src/i18n/jargon';
import type { Words } from '../../renderer/src/i18n/useWords';
import { useGame } from '../../renderer/src/state/game';
import { highest, useStartRolls } from '../../renderer/src/state/startRolls';
import { RoundNotesOf } from '../../renderer/src/table/RoundNotes';
import { BotReasons } from '../../renderer/src/table/BotReasons';
import { botLevel } from '../../renderer/src/table/Seats';
import { shakeOnPhones, shakeOwners, shakePromptKey } from '../../renderer/src/logic/shake';

const NAMES = ['Ana', 'Beto', 'Caro'];
const words: Words = {
  bid: (c, f) => `${c}×${f}`,
  face: (f) => String(f),
  name: (s) => (s === null || s === undefined ? '—' : NAMES[s]!),
  action: (a) => `${NAMES[a.seat]!}: ${a.type}`,
  reason: () => ({ sentence: 'because', translated: true }),
};
const session = {
  id: 's1',
  preset: 'chile',
  match: { gameNumber: 1 },
  seats: [
    { seat: 0, name: 'Ana', kind: 'human', color: '#F28C28' },
    { seat: 1, name: 'Beto', kind: 'bot', level: 'maestro', color: '#4FA3E0' },
    { seat: 2, name: 'Caro', kind: 'bot', level: 'novato', color: '#3BB273' },
  ],
} as unknown as SessionInfo;

function render(language: Language, el: React.ReactElement): string {
  return renderToStaticMarkup(createElement(I18nextProvider, { i18n: createI18n(language) }, el)).replace(/<[^>]+>/g, ' ').replace(/[ \n\t]+/g, ' ');
}

/** A first round of Dudo chileno after a start roll that Beto (a bot) won, playing counter-clockwise. */
function firstRoundView(): SeatView {
  let g = createGame({ rules: 'chile', players: 3 });
  g = applyOrThrow(g, { type: 'startRoll', faces: [4, 6, 6] });
  g = applyOrThrow(g, { type: 'startRoll', faces: [null, 5, 2] });
  g = applyOrThrow(g, { type: 'direction', seat: 1, direction: 'counter-clockwise' });
  return viewFor(g, 0);
}

// the unit files share a worker's modules (vitest.config.ts): the store is left as this file found it
afterAll(() => {
  const { session: initialSession, startFaces } = useGame.getInitialState();
  useGame.setState({ session: initialSession, startFaces });
});

describe('the start roll, told in the history (R-START, O-DIR)', () => {
  beforeEach(() => {
    useGame.setState({ session, startFaces: null });
    useStartRolls.setState({ key: null, rolls: [] });
    // the host's two startRoll actions, as the store receives them
    useGame.setState({ startFaces: [4, 6, 6] });
    useGame.setState({ startFaces: [null, 5, 2] });
  });

  it('keeps every roll of the game, the tie included, and finds the highest', () => {
    expect(useStartRolls.getState().rolls).toEqual([[4, 6, 6], [null, 5, 2]]);
    expect(highest([4, 6, 6])).toEqual({ face: 6, seats: [1, 2] });
    expect(highest([null, 5, 2])).toEqual({ face: 5, seats: [1] });
  });

  const expected: Record<Language, RegExp[]> = {
    en: [/Start roll: Ana .*Beto .*Caro/, /Beto and Caro tied on 6: they roll again\./, /Tie-break roll: Beto .*Caro/, /Beto rolled highest \(5\) and starts\. Beto chose to play counter-clockwise/],
    es: [/Tirada inicial: Ana/, /Beto y Caro empataron con 6: vuelven a tirar\./, /Desempate: Beto/, /Beto sacó el más alto \(5\) y parte\. Beto eligió jugar/],
    fr: [/Tirage de départ\u202f: Ana/, /Beto et Caro à égalité sur 6\u202f: ils relancent\./, /Départage\u202f: Beto/, /Beto a fait le plus haut \(5\) et commence\. Beto a choisi de jouer/],
  };
  for (const language of LANGUAGES) {
    it(`${language}: who rolled what, the tie, who starts and the direction the bot chose`, () => {
      const text = render(language, createElement(RoundNotesOf, { view: firstRoundView(), words, rolls: useStartRolls.getState().rolls, preset: 'chile' }));
      for (const re of expected[language]) expect(text).toMatch(re);
    });
  }

  it('O-START first-out-last-game: from the second game, the first out of the last one starts (no roll)', () => {
    let g = createGame({ rules: 'francia', players: 3, start: { seat: 2 } });
    g = applyOrThrow(g, { type: 'roll', dice: [[1, 2, 3, 4, 5], [1, 2, 3, 4, 5], [1, 2, 3, 4, 5]] });
    const view = viewFor(g, 0);
    for (const language of LANGUAGES) {
      const text = render(language, createElement(RoundNotesOf, { view, words, rolls: [], preset: 'francia', gameNumber: 2 }));
      expect(text, language).toMatch(/Caro/);
      expect(text).not.toMatch(/notes\.|\{\{/);
    }
    expect(render('en', createElement(RoundNotesOf, { view, words, rolls: [], preset: 'francia', gameNumber: 2 }))).toMatch(/Caro was the first out of the last game and starts this one\./);
    expect(render('en', createElement(RoundNotesOf, { view, words, rolls: [], preset: 'francia', gameNumber: 1 }))).toBe('');
  });

  it('told only in the first round (no rolls given after it)', () => {
    const v = firstRoundView();
    expect(render('en', createElement(RoundNotesOf, { view: { ...v, round: 2 }, words, rolls: [], preset: 'chile' }))).not.toMatch(/Start roll/);
  });
});

describe('the special round, told in the history with who brought it (R-OBLIGAR, R-PALIFICO, R-BLIND, R-LIVES)', () => {
  beforeEach(() => {
    useGame.setState({ session });
    useStartRolls.setState({ key: null, rolls: [] });
  });
  const kinds = ['obligar-open', 'obligar-closed', 'palifico', 'blind', 'reprieve'] as const;
  const says: Record<Language, Record<(typeof kinds)[number], RegExp>> = {
    en: { 'obligar-open': /Beto, down to one die, called obligar, open: aces are not wild/, 'obligar-closed': /only Beto sees their die/, palifico: /this round is palifico/, blind: /this round is blind/, reprieve: /reprieve round\. Every bid is on aces/ },
    es: { 'obligar-open': /Beto, con un solo dado, obligó abierto/, 'obligar-closed': /solo Beto ve su dado/, palifico: /esta ronda es palifico/, blind: /esta ronda es a ciegas/, reprieve: /ronda de gracia/ },
    fr: { 'obligar-open': /Beto, avec un seul dé, a obligé, ouvert/, 'obligar-closed': /personne d’autre que Beto ne voit son dé/, palifico: /cette manche est palifico/, blind: /à l’aveugle/, reprieve: /manche de grâce/ },
  };
  for (const language of LANGUAGES) {
    it(`${language}: each special round names its player and what it changes, with a link to its rule`, () => {
      const base = firstRoundView();
      for (const kind of kinds) {
        const view: SeatView = { ...base, round: 3, current: { ...base.current!, kind, specialSeat: 1, wildFace: null } };
        const text = render(language, createElement(RoundNotesOf, { view, words, rolls: [], preset: 'chile' }));
        expect(text, kind).toMatch(says[language][kind]);
        expect(text).not.toMatch(/notes\.|\{\{/);
      }
    });
  }
});

describe('bots at the table and their "why?"', () => {
  it('a bot seat shows its level; a person none', () => {
    expect(botLevel(session, 1)).toBe('maestro');
    expect(botLevel(session, 2)).toBe('novato');
    expect(botLevel(session, 0)).toBeNull();
  });

  it('the "why?" counts the bots that moved (two bots, three moves: "the 2 bots")', () => {
    const bid = (seat: number, count: number, face: Face) => ({ seat, round: 1, action: { type: 'bid' as const, seat, count, face }, detail: null });
    const notes = [bid(1, 2, 3), bid(2, 3, 3), bid(1, 4, 3)];
    expect(render('en', createElement(BotReasons, { notes, round: 1, words }))).toMatch(/What the 2 bots did this round/);
    expect(render('en', createElement(BotReasons, { notes: [bid(1, 2, 3), bid(1, 4, 3)], round: 1, words }))).toMatch(/What the bot did this round/);
  });
});

describe('the shake prompt in couch play names whose cup it shakes', () => {
  it('the person shown; on the public view, every person this screen holds', () => {
    expect(shakeOwners([0, 2], 2)).toEqual([2]);
    expect(shakeOwners([0, 2], null)).toEqual([0, 2]);
    // a bot's view is never shown to people: all of them
    expect(shakeOwners([0, 2], 1)).toEqual([0, 2]);
  });

  it('a person out of the game is not named: their cup is not thrown (R-ELIM; a couch game named both when one was out)', () => {
    const out = (s: number): boolean => s === 2;
    expect(shakeOwners([0, 2], null, out)).toEqual([0]);
    expect(shakeOwners([0, 2], 2, out)).toEqual([0]);
    expect(shakeOnPhones([], [0, 1, 2], out)).toEqual([0, 1]);
    expect(shakeOnPhones([], [2], out)).toBeNull();
  });

  it('a shared screen that holds no person (phones mode) asks the phones, naming every person (issue 28 item 4)', () => {
    expect(shakeOnPhones([], [0, 1])).toEqual([0, 1]);
    // hot-seat, solo, or a person on this screen beside phones: the screen's own prompt
    expect(shakeOnPhones([0, 1], [0, 1])).toBeNull();
    expect(shakeOnPhones([0], [0])).toBeNull();
    expect(shakeOnPhones([1], [0, 1])).toBeNull();
    // nobody at all (bots only): no one to ask
    expect(shakeOnPhones([], [])).toBeNull();
    for (const language of LANGUAGES) {
      const t = createI18n(language).t;
      const two = t('scene.shakeOnPhones', { count: 2, names: 'Ana & Beto' });
      expect(two).toMatch(/^Ana & Beto\u202f?:/);
      expect(two).toMatch({ en: /phones/, es: /teléfonos/, fr: /téléphones/ }[language]);
      expect(t('scene.shakeOnPhones', { count: 1, names: 'Ana' })).not.toBe(t('scene.shakeOnPhones', { count: 2, names: 'Ana' }));
    }
  });

  for (const language of LANGUAGES) {
    it(`${language}: the prompt and its countdown read with names and seconds`, () => {
      const t = createI18n(language).t;
      const one = t('scene.shakeFor', { count: 1, names: 'Ana' });
      const two = t('scene.shakeFor', { count: 2, names: 'Ana & Caro' });
      expect(one).toMatch(/^Ana/);
      expect(two).toMatch(/^Ana & Caro/);
      expect(one).not.toBe(two);
      expect(t('scene.autoThrow', { count: 15 })).toMatch(/15/);
      expect(t('scene.autoThrow', { count: 1 })).toMatch(/1/);
    });

    it(`${language}: with the held cup (fast throws off) the prompt says the cup is dragged, by mouse or touch; not with fast throws`, () => {
      const t = createI18n(language).t;
      const drag = { en: /drag/, es: /arr[aá]str/, fr: /glisser/ }[language];
      const pointer = { en: /mouse or a finger/, es: /mouse o el dedo/, fr: /souris ou le doigt/ }[language];
      for (const couch of [false, true]) {
        const held = t(shakePromptKey(false, couch), { count: 2, names: 'Ana & Caro' });
        expect(held).toMatch(drag);
        expect(held).toMatch(pointer);
        expect(t(shakePromptKey(true, couch), { count: 2, names: 'Ana & Caro' })).not.toMatch(drag);
      }
      expect(t(shakePromptKey(false, true), { count: 1, names: 'Ana' })).toMatch(/^Ana/);
    });
  }
});

describe('fast-forward once every person here is out', () => {
  it('offered only when every seat this screen holds is out and the game goes on', async () => {
    const { peopleAllOut } = await import('../../renderer/src/table/FastForward');
    const players = [{ out: true }, { out: false }, { out: false }] as unknown as SeatView['players'];
    expect(peopleAllOut({ players, phase: 'bidding' }, { heldSeats: [0] })).toBe(true);
    expect(peopleAllOut({ players, phase: 'bidding' }, { heldSeats: [0, 1] })).toBe(false);
    expect(peopleAllOut({ players, phase: 'game-over' }, { heldSeats: [0] })).toBe(false);
    // a screen that holds no seat (the public screen of a phone game) has nobody to be out
    expect(peopleAllOut({ players, phase: 'bidding' }, { heldSeats: [] })).toBe(false);
  });
});
