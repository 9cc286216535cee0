// Between two rounds (the verdict given, the next dice not thrown yet) the header and the bid list no
// longer read as the judged round's (R-BID, R-PALIFICO, R-OBLIGAR, O-HIDDEN): the badges name the round
// coming (once the reveal is closed), its kind, its wild face and the dice its players hold; the bid list
// says it is the last round's.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { applyOrThrow, createGame, viewFor, type Face, type GameState, type RulesSpec } from '../../engine/index';
import { createI18n } from '../../renderer/src/i18n/index';
import type { Language } from '../../renderer/src/i18n/jargon';
import type { Words } from '../../renderer/src/i18n/useWords';
import { badgeRound, comingRound } from '../../renderer/src/logic/betweenRounds';
import { Badges } from '../../renderer/src/table/Badges';
import { History } from '../../renderer/src/table/History';

const words: Words = {
  bid: (c, f) => `${c}×${f}`,
  face: (f) => `f${f}`,
  name: (s) => ['Ana', 'Beto', 'Caro'][s ?? 0] ?? '—',
  action: (a) => a.type,
  reason: () => ({ sentence: '', translated: true }),
};

const hand = (n: number, f: Face): Face[] => Array.from({ length: n }, () => f);

/** Three players of `rules`; Ana opens "n × twos" and Beto calls dudo, `rounds` times (Ana holds no two: she loses a die each time). */
function afterDudos(rules: RulesSpec, rounds: number): GameState {
  let g = createGame({ rules, players: 3, start: { seat: 0, direction: 'clockwise' } });
  for (let r = 0; r < rounds; r++) {
    const dice = g.players.map((p) => hand(p.out ? 0 : p.dice, 3));
    g = applyOrThrow(g, { type: 'roll', dice });
    const starter = g.toAct!;
    g = applyOrThrow(g, { type: 'bid', seat: starter, count: 1, face: 2 });
    g = applyOrThrow(g, { type: 'dudo', seat: g.toAct! });
  }
  return g;
}

function render(language: Language, el: React.ReactElement): string {
  return renderToStaticMarkup(createElement(I18nextProvider, { i18n: createI18n(language) }, el)).replace(/<[^>]+>/g, ' ').replace(/[ \n\t]+/g, ' ');
}

describe('between two rounds, the round coming (R-BID)', () => {
  it('is none while a round is bid, and the coming one once the verdict is given', () => {
    let g = createGame({ rules: 'chile', players: 3, start: { seat: 0, direction: 'clockwise' } });
    g = applyOrThrow(g, { type: 'roll', dice: [hand(5, 3), hand(5, 3), hand(5, 3)] });
    expect(comingRound(viewFor(g, 0))).toBeNull(); // bidding round 1
    g = applyOrThrow(g, { type: 'bid', seat: 0, count: 1, face: 2 });
    g = applyOrThrow(g, { type: 'dudo', seat: 1 });
    const view = viewFor(g, 0);
    expect(view.phase).toBe('roll');
    expect(view.current?.diceInPlay).toBe(15); // the judged round's, still in the view
    // Ana lost a die: 14 dice are thrown for round 2
    expect(comingRound(view)).toEqual({ ended: 1, number: 2, kind: 'normal', wildFace: 1, diceInPlay: 14 });
    expect(badgeRound(view).number).toBe(2);
    g = applyOrThrow(g, { type: 'roll', dice: [hand(4, 3), hand(5, 3), hand(5, 3)] });
    expect(comingRound(viewFor(g, 0))).toBeNull();
    expect(badgeRound(viewFor(g, 0))).toMatchObject({ number: 2, round: { diceInPlay: 14 } });
  });

  it('R-PALIFICO: a player down to one die makes the coming round palifico, with no wild face', () => {
    const g = afterDudos({ preset: 'perudo', options: { dicePerPlayer: 2 } }, 1);
    expect(g.players[0]!.dice).toBe(1);
    expect(comingRound(viewFor(g, 1))).toMatchObject({ number: 2, kind: 'palifico', wildFace: null, diceInPlay: 5 });
  });

  it('R-OBLIGAR: while the obligar is still to be chosen, its kind and wild face are not told', () => {
    const g = afterDudos({ preset: 'chile', options: { dicePerPlayer: 2 } }, 1);
    expect(g.phase).toBe('obligar');
    expect(comingRound(viewFor(g, 2))).toMatchObject({ number: 2, kind: null, wildFace: undefined });
    expect(badgeRound(viewFor(g, 2)).round?.wildFace).toBeUndefined();
  });

  it('O-HIDDEN: the dice coming are not counted where the counts are hidden', () => {
    const g = afterDudos({ preset: 'francia', options: { hiddenDiceCounts: true } }, 1);
    expect(comingRound(viewFor(g, 1))?.diceInPlay).toBeNull();
  });

  it('is none at the game\'s end (the last round stays shown)', () => {
    const g = afterDudos({ preset: 'chile', options: { dicePerPlayer: 1 } }, 2);
    expect(g.phase).toBe('game-over');
    expect(comingRound(viewFor(g, 1))).toBeNull();
  });
});

describe('the header and the bid list between two rounds', () => {
  let g = createGame({ rules: 'chile', players: 3, start: { seat: 0, direction: 'clockwise' } });
  g = applyOrThrow(g, { type: 'roll', dice: [hand(5, 3), hand(5, 3), hand(5, 3)] });
  g = applyOrThrow(g, { type: 'bid', seat: 0, count: 1, face: 2 });
  g = applyOrThrow(g, { type: 'dudo', seat: 1 });
  const view = viewFor(g, 0);
  const said: Record<Language, { badges: RegExp[]; history: RegExp }> = {
    en: { badges: [/Round 2/, /14 dice on the table/], history: /Bids of round 1 \(over\)/ },
    es: { badges: [/Ronda 2/, /14 dados en la mesa/], history: /Apuestas de la ronda 1 \(terminada\)/ },
    fr: { badges: [/Manche 2/, /14 dés sur la table/], history: /Annonces de la manche 1 \(terminée\)/ },
  };
  for (const language of ['en', 'es', 'fr'] as const) {
    it(`${language}: the badges name round 2 and its 14 dice; the bids are round 1's, and say so`, () => {
      const badges = render(language, createElement(Badges, { view, session: null, words, coming: true }));
      for (const re of said[language].badges) expect(badges).toMatch(re);
      expect(badges).not.toMatch(/15/);
      // while the reveal is open (or at a replay's challenge step): still the judged round's
      const judged = render(language, createElement(Badges, { view, session: null, words }));
      expect(judged).toMatch(/15/);
      expect(judged).not.toMatch(/14/);
      const history = render(language, createElement(History, { view, words }));
      expect(history).toMatch(said[language].history);
      expect(history).toMatch(/1×2/); // the judged round's bid, still listed
    });
  }
});
