// Issue 42, the last phones game (items d, e, f): what a phone's page shows, rendered from the store
// as the host's events leave it. The reveal replaces the "dice are being thrown" line (e); while
// another seat chooses the direction there is one line, "Waiting for Ana to choose…", not "Ana's turn"
// with a second message over it (f, on the table's felt too: table/turnLine.ts); the dice-in-play
// figure is the list's, never the last round's beside a list that moved on (d).
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { applyOrThrow, createGame, createRng, legalActions, randomChanceAction, viewFor, type GameState, type Seat } from '../../engine/index';
import type { PhoneLink, SessionInfo } from '../../common/contract/index';
import { createI18n } from '../../renderer/src/i18n/index';
import { PhoneScreen } from '../../renderer/src/phone/PhoneApp';
import { useGame } from '../../renderer/src/state/game';
import { ChoiceDialogs } from '../../renderer/src/table/Dialogs';
import { turnLine } from '../../renderer/src/table/turnLine';
import { badgeRound } from '../../renderer/src/logic/betweenRounds';

const session = {
  id: 's1',
  preset: 'chile',
  match: { gameNumber: 1 },
  humanSeats: [0, 1],
  role: { kind: 'phone', seat: 0 },
  heldSeats: [0],
  seats: [
    { seat: 0, name: 'Ana', kind: 'human', color: '#F28C28', phone: true },
    { seat: 1, name: 'Beto', kind: 'human', color: '#4FA3E0', phone: true },
    { seat: 2, name: 'Caro', kind: 'bot', level: 'medio', color: '#3BB273' },
  ],
} as unknown as SessionInfo;

const link = { seat: 0 } as PhoneLink;

/** The page's text (tags dropped, spaces folded). */
function render(el: React.ReactElement): string {
  return renderToStaticMarkup(createElement(I18nextProvider, { i18n: createI18n('en') }, el)).replace(/<[^>]+>/g, ' ').replace(/[ \n\t]+/g, ' ');
}

/**
 * The page of Ana's phone with the store holding `state`'s view: a server render reads a zustand store's
 * initial state (useSyncExternalStore's server snapshot), so the patch goes there, and is taken back after.
 */
function phoneShows(state: GameState, extra: Partial<ReturnType<typeof useGame.getState>> = {}): string {
  const patch = { session, view: viewFor(state, 0), reveals: [], diceRequest: null, acting: false, ...extra };
  const initial = useGame.getInitialState() as unknown as Record<string, unknown>;
  const was = Object.fromEntries(Object.keys(patch).map((k) => [k, initial[k]]));
  Object.assign(initial, patch);
  useGame.setState(patch);
  try {
    return render(createElement(PhoneScreen, { link }));
  } finally {
    Object.assign(initial, was);
    useGame.setState(was);
  }
}

/** Plays from `g` with seeded dice and each seat's first legal action (a dudo where it may) until `stop`. */
function playUntil(g: GameState, stop: (s: GameState) => boolean, seed = 7): GameState {
  const rng = createRng(seed);
  for (let i = 0; i < 2000 && !stop(g); i++) {
    const chance = randomChanceAction(g, rng);
    if (chance) g = applyOrThrow(g, chance);
    else {
      const legal = legalActions(g, g.toAct!);
      g = applyOrThrow(g, legal.find((a) => a.type === 'dudo') ?? legal.find((a) => a.type === 'bid') ?? legal[0]!);
    }
  }
  if (!stop(g)) throw new Error('the game never got there');
  return g;
}

describe("a phone's page (issue 42, the last phones game)", () => {
  it('e: a reveal replaces the "dice are being thrown" line (the next round waits for its dice behind it)', () => {
    const start = createGame({ rules: 'chile', players: 3, start: { seat: 0, direction: 'clockwise' } });
    const revealed = playUntil(start, (s) => s.lastResolution !== null && s.phase === 'roll');
    // without the reveal (read): the line says the dice are thrown
    expect(phoneShows(revealed)).toContain('The dice are being thrown…');
    const shown = phoneShows(revealed, { reveals: [revealed.lastResolution!] });
    expect(shown).toContain('Ana, your cup');
    expect(shown).not.toContain('The dice are being thrown…');
  });

  it('f: while Beto chooses the direction, one line says so; no "Beto\'s turn" and no second message', () => {
    let g = createGame({ rules: 'chile', players: 3 });
    g = applyOrThrow(g, { type: 'startRoll', faces: [2, 6, 3] });
    expect(g.phase).toBe('direction');
    expect(g.toAct).toBe(1);
    const shown = phoneShows(g);
    expect(shown.match(/Waiting for Beto to choose…/g)).toHaveLength(1);
    expect(shown).not.toContain("Beto's turn");
    // the dialog is the chooser's only; the others' is the turn line
    expect(render(createElement(ChoiceDialogs, { view: viewFor(g, 0), words: wordsOf(), busy: false, onAct: () => undefined }))).toBe('');
    expect(turnLine(viewFor(g, 0))).toEqual({ kind: 'choosing', seat: 1 });
    expect(turnLine(viewFor(g, 1))).toEqual({ kind: 'yours', seat: 1 });
    expect(turnLine(viewFor(g, null))).toEqual({ kind: 'choosing', seat: 1 });
  });

  it('d: the dice on the table are the figure of the list shown: while bid, their sum; once the game is over, no stale figure', () => {
    const start = createGame({ rules: 'chile', players: 3, start: { seat: 0, direction: 'clockwise' } });
    const bidding = playUntil(start, (s) => s.phase === 'bidding' && s.round > 1);
    const listed = viewFor(bidding, 0).players.reduce((n, p) => n + (p.out ? 0 : (p.dice ?? 0)), 0);
    expect(phoneShows(bidding)).toContain(`${listed} dice on the table`);
    const over = playUntil(start, (s) => s.phase === 'game-over');
    const left = viewFor(over, 0).players.reduce((n, p) => n + (p.out ? 0 : (p.dice ?? 0)), 0);
    const shown = phoneShows(over);
    // the round that ended the game held more dice than the winner keeps: that figure is not shown
    expect(viewFor(over, 0).current?.diceInPlay).toBeGreaterThan(left);
    expect(shown).not.toMatch(/\d+ dice on the table/);
    // the shared screen's header, once the last reveal is closed: the dice the seats hold, as its seats show
    expect(badgeRound(viewFor(over, null)).round?.diceInPlay).toBe(left);
  });
});

function wordsOf(): Parameters<typeof ChoiceDialogs>[0]['words'] {
  const names = ['Ana', 'Beto', 'Caro'];
  return {
    bid: (c, f) => `${c}×${f}`,
    face: (f) => String(f),
    name: (s: Seat | null | undefined) => (s === null || s === undefined ? '—' : names[s]!),
    action: (a) => a.type,
    reason: () => ({ sentence: '', translated: true }),
  };
}
