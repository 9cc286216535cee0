// Bots with a face (issue 27 item 3): the look is deterministic and every level and style looks
// different; each moment of the table gives the right expression (the engine judges the challenges);
// every expression draws a different face, labelled in Spanish, French and English.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { applyOrThrow, createGame, viewFor, type Bid, type Claim, type Face, type Resolution } from '../../engine/index';
import { judge, type ChallengeInput } from '../../engine/resolution';
import { createI18n } from '../../renderer/src/i18n/index';
import { EXPRESSIONS, expressionOf, FACE_LEVELS, FACE_STYLES, faceLook, LEVEL_LOOKS, outcomeOf, STYLE_LOOKS, type Expression, type FaceLook, type FaceMoment } from '../../renderer/src/logic/botFace';
import { useGame } from '../../renderer/src/state/game';
import { onHostEvent } from '../../renderer/src/state/gameStore/events';
import { BotFace } from '../../renderer/src/table/BotFace';

function draw(look: FaceLook, expression: Expression, language: 'en' | 'es' | 'fr' = 'en', name = 'Beto'): string {
  return renderToStaticMarkup(createElement(I18nextProvider, { i18n: createI18n(language) }, createElement(BotFace, { look, expression, name, background: '#E69F00' })));
}

/** A challenge judged by the engine, as the host tells it at the reveal. */
function resolution(input: Omit<ChallengeInput, 'standing' | 'wildFace' | 'siciliana'>): Resolution {
  const standing = input.claim.kind === 'bid' ? { seat: input.claim.seat, bid: input.claim.bid } : null;
  const { amount: _amount, ...verdict } = judge({ ...input, standing, wildFace: 1, siciliana: false });
  return { ...verdict, round: 3, wildFace: 1, hands: input.hands, changes: [], eliminated: [], nextStarter: 0, winner: null };
}

const bid = (seat: number, count: number, face: Face): Claim => ({ kind: 'bid', seat, bid: { count, face } as Bid, salsa: false });
const HANDS: Face[][] = [[2, 2, 3], [5, 6, 4], [2, 1, 6], [3, 3, 3]];
// four 2s counted with the wild ace: "five 2s" fails, "four 2s" is exact, "two 2s" holds
const moment = (m: Partial<FaceMoment>): FaceMoment => ({ thinking: null, botActed: null, phase: 'bidding', claims: [], reveal: null, calling: false, ...m });

describe('a bot’s look', () => {
  it('is the same for the same level, style, seat and name, every time', () => {
    for (const level of FACE_LEVELS) for (const style of FACE_STYLES) expect(faceLook(level, style, 2, 'Caro')).toEqual(faceLook(level, style, 2, 'Caro'));
    expect(draw(faceLook('maestro', 'bold', 1, 'Beto'), 'idle')).toBe(draw(faceLook('maestro', 'bold', 1, 'Beto'), 'idle'));
  });

  it('gives each level its own features and each style its own brows, mouth and neckwear', () => {
    const levels = FACE_LEVELS.map((l) => JSON.stringify(LEVEL_LOOKS[l]));
    expect(new Set(levels).size).toBe(FACE_LEVELS.length);
    const headwear = new Set(FACE_LEVELS.map((l) => `${LEVEL_LOOKS[l].headwear}/${LEVEL_LOOKS[l].glasses}/${LEVEL_LOOKS[l].facialHair}`));
    expect(headwear.size).toBe(FACE_LEVELS.length);
    expect(new Set(FACE_STYLES.map((s) => STYLE_LOOKS[s].neckwear)).size).toBe(FACE_STYLES.length);
    expect(new Set(FACE_STYLES.map((s) => STYLE_LOOKS[s].restMouth)).size).toBe(FACE_STYLES.length);
    expect(new Set(FACE_STYLES.map((s) => STYLE_LOOKS[s].browTilt)).size).toBe(FACE_STYLES.length);
    // drawn: twelve bots of one seat and name, twelve different pictures
    const pictures = FACE_LEVELS.flatMap((l) => FACE_STYLES.map((s) => draw(faceLook(l, s, 1, 'Beto'), 'idle').replace(/aria-label="[^"]*"|<title>[^<]*<\/title>/g, '')));
    expect(new Set(pictures).size).toBe(12);
  });

  it('reads a level or style it does not know as the nearest one it knows', () => {
    expect(faceLook('simple', 'bold', 0, 'Ana').level).toBe('novato');
    expect(faceLook(undefined, undefined, 0, 'Ana')).toMatchObject({ level: 'medio', style: 'balanced' });
    expect(faceLook('gran-maestro', 'loco', 0, 'Ana')).toMatchObject({ level: 'medio', style: 'balanced' });
  });

  it('takes its colours from the seat and name: the maestro’s hair is grey', () => {
    const looks = [0, 1, 2, 3, 4, 5].map((s) => faceLook('medio', 'balanced', s, ['Ana', 'Beto', 'Caro', 'Diego', 'Eli', 'Fran'][s]!));
    expect(new Set(looks.map((l) => `${l.skin}${l.hair}${l.shirt}`)).size).toBeGreaterThan(3);
    expect(faceLook('maestro', 'cautious', 3, 'Diego').hair).toBe(faceLook('maestro', 'bold', 4, 'Eli').hair);
  });
});

describe('a bot’s expression', () => {
  it('thinks while the table waits for it, bids when its claim is the last, else waits', () => {
    const claims = [bid(0, 2, 3), bid(1, 3, 3)];
    expect(expressionOf(2, moment({ thinking: 2, claims }))).toBe('thinking');
    expect(expressionOf(1, moment({ thinking: 2, claims }))).toBe('bidding');
    expect(expressionOf(0, moment({ thinking: 2, claims }))).toBe('idle');
    // its action told, its claim not shown yet: still thinking (never a blank face in between)
    expect(expressionOf(2, moment({ botActed: 2, claims }))).toBe('thinking');
    // a paso is a claim too; the last claim's maker no longer "bids" once the round is not bid
    expect(expressionOf(3, moment({ claims: [...claims, { kind: 'paso', seat: 3 }] }))).toBe('bidding');
    expect(expressionOf(1, moment({ claims, phase: 'obligar' }))).toBe('idle');
    expect(expressionOf(1, moment({ claims, phase: 'roll' }))).toBe('idle');
  });

  it('shouts its dudo when the reveal comes, then the loser loses and the other side wins', () => {
    const failed = resolution({ kind: 'dudo', caller: 2, claim: bid(1, 5, 2), hands: HANDS });
    expect(failed.loser).toBe(1);
    expect(expressionOf(2, moment({ reveal: failed, calling: true }))).toBe('dudo');
    expect(expressionOf(1, moment({ reveal: failed, calling: true }))).toBe('idle');
    expect(expressionOf(2, moment({ reveal: failed }))).toBe('won');
    expect(expressionOf(1, moment({ reveal: failed }))).toBe('lost');
    expect(expressionOf(3, moment({ reveal: failed }))).toBe('idle');
    const held = resolution({ kind: 'dudo', caller: 2, claim: bid(1, 2, 2), hands: HANDS });
    expect([outcomeOf(2, held), outcomeOf(1, held), outcomeOf(0, held)]).toEqual(['lost', 'won', null]);
    // the reveal wins over the turn: a bot "thinking" about the next round still shows the outcome
    expect(expressionOf(1, moment({ reveal: held, thinking: 1 }))).toBe('won');
  });

  it('a calzo is the caller’s alone; a mato is between the caller and the bidder', () => {
    const exact = resolution({ kind: 'calzo', caller: 3, claim: bid(0, 4, 2), hands: HANDS });
    expect(exact.gainer).toBe(3);
    expect([outcomeOf(3, exact), outcomeOf(0, exact)]).toEqual(['won', null]);
    const missed = resolution({ kind: 'calzo', caller: 3, claim: bid(0, 3, 2), hands: HANDS });
    expect([outcomeOf(3, missed), outcomeOf(0, missed)]).toEqual(['lost', null]);
    expect(expressionOf(3, moment({ reveal: missed, calling: true }))).toBe('dudo');
    const mato = resolution({ kind: 'mato', caller: 3, claim: bid(0, 4, 2), hands: HANDS });
    expect([outcomeOf(3, mato), outcomeOf(0, mato)]).toEqual(['won', 'lost']);
  });
});

describe('the store’s moment', () => {
  it('a bot that acted keeps thinking until the view showing its claim comes (two messages from the host)', () => {
    // no session and no client, whatever a file before this one in the worker left (vitest.config.ts: isolate false)
    const { session, client } = useGame.getInitialState();
    useGame.setState({ session, client });
    let s = createGame({ rules: 'chile', players: 3, start: { seat: 1, direction: 'clockwise' } });
    s = applyOrThrow(s, { type: 'roll', dice: [[1, 3, 3, 5, 6], [2, 2, 2, 2, 2], [4, 4, 5, 6, 6]] });
    const event = (e: Parameters<typeof onHostEvent>[2]): void => onHostEvent(useGame.getState, useGame.setState, e);
    event({ type: 'view', view: viewFor(s, 0), shownSeat: 0, actionCount: 2 });
    const face = (): Expression => {
      const g = useGame.getState();
      return expressionOf(1, moment({ thinking: g.thinking, botActed: g.botActed, phase: g.view!.phase, claims: g.view!.current?.claims ?? [] }));
    };
    event({ type: 'bot-thinking', seat: 1 });
    expect(face()).toBe('thinking');
    const action = { type: 'bid', seat: 1, count: 3, face: 2 } as const;
    event({ type: 'bot-action', seat: 1, action });
    // the "thinking" line goes, the face waits for the claim
    expect(useGame.getState().thinking).toBeNull();
    expect(face()).toBe('thinking');
    s = applyOrThrow(s, action);
    event({ type: 'view', view: viewFor(s, 0), shownSeat: 0, actionCount: 3 });
    expect(useGame.getState().botActed).toBeNull();
    expect(face()).toBe('bidding');
  });
});

describe('the drawn face', () => {
  it('draws each expression differently and says it in its data attribute', () => {
    const look = faceLook('experto', 'cautious', 2, 'Caro');
    const drawn = EXPRESSIONS.map((e) => draw(look, e));
    EXPRESSIONS.forEach((e, i) => expect(drawn[i]).toContain(`data-expression="${e}"`));
    expect(new Set(drawn.map((d) => d.replace(/aria-label="[^"]*"|<title>[^<]*<\/title>|data-expression="\w+"/g, ''))).size).toBe(EXPRESSIONS.length);
  });

  it('is labelled with the bot’s name, level, style and expression in each language', () => {
    const look = faceLook('maestro', 'bold', 1, 'Beto');
    expect(draw(look, 'thinking', 'en')).toContain('aria-label="Beto, Master, Bold: thinking"');
    expect(draw(look, 'lost', 'es')).toContain('aria-label="Beto, Maestro, Atrevido: perdió el desafío"');
    expect(draw(look, 'dudo', 'fr')).toContain('aria-label="Beto, Maître, Audacieux\u202f: conteste l’annonce"');
  });
});
