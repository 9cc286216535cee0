// The endgame lookup API (engine/solver/tables.ts) over the generated chile tables: validated input with
// typed errors, legal moves only (R-RAISE, R-ACE-1..4, R-CALZO-WHEN), seeded sampling, and the tables' figures.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, createRng, resolveRules, viewFor, type Bid, type Face, type GameState } from '../../engine/index';
import { endgameAction, endgameDistribution, endgameSeatAction, endgameSituationFromView, endgameTablesApply, loadEndgameTables, type EndgameSituation } from '../../engine/solver/tables';
import { botConfig, decide } from '../../engine/bots/index';
import { endgameState, playTablesMove } from './helpers';
import { repoEndgame } from '../setup/endgame-tables';

const tables = repoEndgame.family('chile');
const face = fc.integer({ min: 1, max: 6 }).map((f) => f as Face);

describe('endgame tables (chile preset)', () => {
  it('hold 1v1, 1v2, 2v1 and 2v2 solved below the NashConv target 1e-3, and the 1v3, 3v1, 2v3, 3v2 recall tables below exploitability 0.05 (issue 41; five dice: a lower bound)', () => {
    expect(tables.tables.map((t) => t.id).sort()).toEqual(['1v1', '1v2', '1v3', '2v1', '2v2', '2v3', '3v1', '3v2']);
    for (const t of tables.tables) expect(t.nashConv).toBeLessThan(t.recall === undefined ? 1e-3 : 0.1);
    for (const id of ['1v3', '3v1', '2v3', '3v2']) expect(tables.tables.find((t) => t.id === id)?.recall).toBe(4);
  });

  it('R-CALZO-WHEN, issue 41: the 2v3 table (solved at ten dice, where either player may call calzo with five in play) plays a two-player game, not a heads-up round of a six-player game, where the 2v2 table still plays', () => {
    const five = endgameState([2, 5], [1, 3, 6]);
    expect(endgameSeatAction(tables, viewFor(five, 0), createRng(1)).ok).toBe(true);
    const six = (s: GameState) => ({ ...viewFor(s, 0), startingTotal: 30 });
    const r = endgameSeatAction(tables, six(five), createRng(1));
    expect(r.ok ? 'ok' : r.error.code).toBe('NOT_APPLICABLE');
    expect(endgameSeatAction(tables, six(endgameState([2, 5], [3, 6])), createRng(1)).ok).toBe(true);
  });

  it('R-ACE-1..4, R-CALZO-WHEN: every move they give is legal in the engine, along whole rounds played from them', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 }), fc.integer({ min: 1, max: 2 }), fc.array(face, { minLength: 4, maxLength: 4 }), fc.nat(), (a, b, dice, seed) => {
        const hands = [dice.slice(0, a), dice.slice(2, 2 + b)] as const;
        let state: GameState = endgameState(hands[0], hands[1]);
        const rng = createRng(seed);
        const bids: Bid[] = [];
        for (let k = 0; k < 30; k++) {
          const seat = k % 2;
          const situation: EndgameSituation = { myDice: hands[seat]!, opponentDice: hands[1 - seat]!.length, bids, starter: seat === 0 ? 'me' : 'opponent' };
          const d = endgameDistribution(tables, situation);
          if (!d.ok) {
            expect(d.error.code).toBe('NOT_COVERED'); // a history the solved play does not reach for this hand
            return;
          }
          expect(d.value.reduce((x, m) => x + m.probability, 0)).toBeCloseTo(1, 9);
          const played = playTablesMove(tables, situation, d.value, state, seat, rng);
          if (played.move.type !== 'bid') return;
          bids.push({ count: played.move.count, face: played.move.face });
          state = played.state;
        }
      }),
      { numRuns: 300 },
    );
  });

  it('endgameAction is seeded: the same seed gives the same action', () => {
    const s: EndgameSituation = { myDice: [3], opponentDice: 2, bids: [], starter: 'me' };
    const a = [1, 2, 3, 4, 5].map((seed) => endgameAction(tables, s, createRng(seed)));
    const b = [1, 2, 3, 4, 5].map((seed) => endgameAction(tables, s, createRng(seed)));
    expect(a).toEqual(b);
  });

  it('bad situations get BAD_SITUATION; unsolved states and histories NOT_COVERED', () => {
    const bad = [
      { myDice: [7], opponentDice: 1, bids: [], starter: 'me' },
      { myDice: [], opponentDice: 1, bids: [], starter: 'me' },
      { myDice: [2], opponentDice: 0, bids: [], starter: 'me' },
      { myDice: [2], opponentDice: 1, bids: [{ count: 0, face: 2 }], starter: 'opponent' },
      { myDice: [2], opponentDice: 1, bids: [], starter: 'nobody' },
      { myDice: [2], opponentDice: 1, bids: [], starter: 'opponent' }, // not my turn
    ];
    for (const s of bad) {
      const r = endgameDistribution(tables, s as unknown as EndgameSituation);
      expect(r.ok ? 'ok' : r.error.code, JSON.stringify(s)).toBe('BAD_SITUATION');
    }
    const far = endgameDistribution(tables, { myDice: [2, 2, 3], opponentDice: 3, bids: [], starter: 'me' });
    expect(far.ok ? 'ok' : far.error.code).toBe('NOT_COVERED');
    const odd = endgameDistribution(tables, { myDice: [2], opponentDice: 1, bids: [{ count: 2, face: 6 }, { count: 1, face: 2 }], starter: 'me' });
    expect(odd.ok ? 'ok' : odd.error.code).toBe('NOT_COVERED'); // not a legal history (1x2 does not raise 2x6)
  });

  it('bad tables get BAD_TABLES and change nothing', () => {
    const before = JSON.stringify(repoEndgame.family('chile'));
    for (const data of [null, {}, { ...tables, version: 2 }, { ...tables, tables: [{ ...tables.tables[0], policy: { '': { '1': 'x9' } } }] }]) {
      const r = loadEndgameTables(data);
      expect(r.ok ? 'ok' : r.error.code).toBe('BAD_TABLES');
    }
    expect(JSON.stringify(repoEndgame.family('chile'))).toBe(before);
  });

  it('R-CALZO-WHEN: the tables apply to chile games with 5 dice a player, not where calzo or bids differ', () => {
    const chile = resolveRules('chile');
    expect(endgameTablesApply(tables, chile, 10)).toBe(true);
    expect(endgameTablesApply(tables, chile, 30)).toBe(true); // six players at the start: same calzo rule in the endgame
    expect(endgameTablesApply(tables, { ...chile, dicePerPlayer: 2 }, 4)).toBe(false); // 3 dice ≥ half of 4: two-dice calzo
    expect(endgameTablesApply(tables, resolveRules('liars-dice'), 10)).toBe(false);
    expect(endgameTablesApply(tables, resolveRules('chile-variantes'), 10)).toBe(false);
  });
});

describe('endgame lookup from a seat view (engine/solver/tables.ts endgameSeatAction)', () => {
  it('R-TURN, R-ACE-1..4: from a seat\'s view it answers a legal engine action for that seat', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 }), fc.array(face, { minLength: 3, maxLength: 3 }), fc.nat(), (a, dice, seed) => {
        const b = a === 2 ? 1 : 2;
        const state = endgameState(dice.slice(0, a), dice.slice(a, a + b));
        const view = viewFor(state, 0);
        const r = endgameSeatAction(tables, view, createRng(seed));
        if (!r.ok) throw new Error(r.error.message);
        expect(applyAction(state, r.value.action).ok).toBe(true);
        expect(viewFor(state, 1).hands[0]).toBeNull(); // the other seat's view never holds seat 0's dice
      }),
      { numRuns: 100 },
    );
  });

  it('R-OBLIGAR, R-NOWILD, O-HIDDEN, R-SEAT: NOT_APPLICABLE off normal two-player rounds or when it is not the seat\'s turn', () => {
    const state = endgameState([2], [3, 5]);
    const codes = [
      viewFor(state, 1), // not seat 1's turn
      viewFor({ ...state, current: { ...state.current!, kind: 'obligar-open' } }, 0),
      viewFor({ ...state, options: { ...state.options, hiddenDiceCounts: true } }, 0),
      viewFor({ ...state, options: { ...state.options, acesTo: 'ordered' } }, 0),
    ].map((v) => {
      const r = endgameSeatAction(tables, v, createRng(1));
      return r.ok ? 'ok' : r.error.code;
    });
    expect(codes).toEqual(['NOT_APPLICABLE', 'NOT_APPLICABLE', 'NOT_APPLICABLE', 'NOT_APPLICABLE']);
    const three = createGame({ rules: 'chile', players: 3, start: { seat: 0, direction: 'clockwise' } });
    const rolled = applyAction(three, { type: 'roll', dice: [[1, 2, 3, 4, 5], [1, 2, 3, 4, 5], [1, 2, 3, 4, 5]] });
    if (!rolled.ok) throw new Error(rolled.error.message);
    const r = endgameSituationFromView(tables, viewFor(rolled.state, 0));
    expect(r.ok ? 'ok' : r.error.code).toBe('NOT_APPLICABLE');
  });
});

describe('R-RESERVE: a reserve die and the tables\' objective', () => {
  it('the round objective plays a round where a player holds a reserve die (it is not rolled, a lost round is lost all the same); the game objective does not', () => {
    const state = endgameState([2], [3, 5]);
    const withReserve: GameState = { ...state, players: [{ ...state.players[0]!, reserve: 1 }, state.players[1]!] };
    expect(tables.objective).toBe('round');
    const r = endgameSeatAction(tables, viewFor(withReserve, 0), createRng(1));
    expect(r.ok ? 'ok' : r.error.message).toBe('ok');
    const game = endgameSeatAction({ ...tables, objective: 'game' }, viewFor(withReserve, 0), createRng(1));
    expect(game.ok ? 'ok' : game.error.code).toBe('NOT_APPLICABLE');
    expect(endgameSeatAction({ ...tables, objective: 'game' }, viewFor(state, 0), createRng(1)).ok).toBe(true);
  });
});

describe('palifico rounds (R-PALIFICO, R-NOWILD): tables of their own, played by Maestro', () => {
  const palifico = repoEndgame.family('palifico');
  const perudo = repoEndgame.family('perudo');

  it('R-PALIFICO: from a palifico round\'s view the palifico tables answer a legal engine action; the normal tables do not play it, nor the palifico tables a normal round', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.boolean(), fc.array(face, { minLength: 6, maxLength: 6 }), fc.nat(), (others, palificoStarts, dice, seed) => {
        const [a, b] = palificoStarts ? [1, others] : [others, 1];
        const state = endgameState(dice.slice(0, a), dice.slice(a, a + b), 'perudo', 'palifico');
        const view = viewFor(state, 0);
        const r = endgameSeatAction(palifico, view, createRng(seed));
        if (!r.ok) throw new Error(r.error.message);
        expect(applyAction(state, r.value.action).ok).toBe(true);
        const normal = endgameSeatAction(perudo, view, createRng(seed));
        expect(normal.ok ? 'ok' : normal.error.code).toBe('NOT_APPLICABLE');
        const asNormal = endgameSeatAction(palifico, viewFor(endgameState(dice.slice(0, a), dice.slice(a, a + b), 'perudo'), 0), createRng(seed));
        expect(asNormal.ok ? 'ok' : asNormal.error.code).toBe('NOT_APPLICABLE');
      }),
      { numRuns: 100 },
    );
  });

  it('R-PALIFICO: once the face is fixed the tables only raise the count on it (or call dudo or calzo)', () => {
    for (let seed = 0; seed < 50; seed++) {
      const state0 = endgameState([3], [3, 5, 6, 2], 'perudo', 'palifico');
      const opened = applyAction(state0, { type: 'bid', seat: 0, count: 1, face: 3 });
      if (!opened.ok) throw new Error(opened.error.message);
      const r = endgameSeatAction(palifico, viewFor(opened.state, 1), createRng(seed));
      if (!r.ok) throw new Error(r.error.message);
      const a = r.value.action;
      if (a.type === 'bid') expect([a.count, a.face]).toEqual([2, 3]);
      else expect(['dudo', 'calzo']).toContain(a.type);
    }
  });

  it('Maestro plays a heads-up palifico round from the palifico tables and says so (source: table)', () => {
    const config = botConfig('maestro', 'balanced', repoEndgame);
    const state = endgameState([4], [1, 1, 2, 6], 'perudo', 'palifico');
    const d = decide(viewFor(state, 0), createRng(3), config);
    expect(d.reason.notes?.source).toBe('table');
    expect(d.reason.text).toMatch(/1v4 palifico round/);
    expect(d.action).not.toBeNull();
    expect(applyAction(state, d.action!).ok).toBe(true);
  });
});

describe('open obligar rounds (R-OBLIGAR open, R-NOWILD): tables by the dice each player sees', () => {
  const obligar = repoEndgame.family('obligar');

  it('R-OBLIGAR open: the situation is the dice the seat sees (the other player\'s), and the tables answer legal engine actions', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3 }), fc.boolean(), fc.array(face, { minLength: 4, maxLength: 4 }), fc.nat(), (others, obligatingStarts, dice, seed) => {
        const [a, b] = obligatingStarts ? [1, others] : [others, 1];
        if (a === 1 && b === 1 && !obligatingStarts) return;
        const state = endgameState(dice.slice(0, a), dice.slice(a, a + b), 'chile', 'obligar-open');
        const read = endgameSituationFromView(obligar, viewFor(state, 0));
        if (!read.ok) throw new Error(read.error.message);
        expect(read.value.myDice).toEqual(dice.slice(a, a + b)); // the responder's dice, not seat 0's own
        expect(read.value.opponentDice).toBe(a); // the dice seat 0 does not see: its own
        const r = endgameSeatAction(obligar, viewFor(state, 0), createRng(seed));
        if (!r.ok) throw new Error(r.error.message);
        expect(applyAction(state, r.value.action).ok).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('R-OBLIGAR: a 1v1 obligated by the responder is not the tables\' round (NOT_APPLICABLE); neither is a closed obligar round', () => {
    const state = endgameState([2], [5], 'chile', 'obligar-open');
    const byResponder = viewFor({ ...state, current: { ...state.current!, specialSeat: 1 } }, 0);
    const r = endgameSeatAction(obligar, byResponder, createRng(1));
    expect(r.ok ? 'ok' : r.error.code).toBe('NOT_APPLICABLE');
    const closed = viewFor({ ...state, current: { ...state.current!, kind: 'obligar-closed' } }, 0);
    const c = endgameSeatAction(obligar, closed, createRng(1));
    expect(c.ok ? 'ok' : c.error.code).toBe('NOT_APPLICABLE');
    expect(endgameSeatAction(obligar, viewFor(state, 0), createRng(1)).ok).toBe(true);
  });

  it('Maestro plays a heads-up open obligar round from the obligar tables and says so (source: table)', () => {
    const state = endgameState([4], [1, 6, 2], 'chile', 'obligar-open');
    const d = decide(viewFor(state, 0), createRng(5), botConfig('maestro', 'balanced', repoEndgame));
    expect(d.reason.notes?.source).toBe('table');
    expect(d.reason.text).toMatch(/1v3 open obligar round/);
    expect(d.action).not.toBeNull();
    expect(applyAction(state, d.action!).ok).toBe(true);
  });
});

describe('closed obligar and blind rounds (R-OBLIGAR closed, R-BLIND): a player bids without seeing its dice', () => {
  const closed = repoEndgame.family('obligar-closed');
  const blind = repoEndgame.family('blind');

  it('R-OBLIGAR closed: the obligating player reads its die, the other nothing but the dice counts; the tables answer legal engine actions', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3 }), fc.boolean(), fc.array(face, { minLength: 4, maxLength: 4 }), fc.nat(), (others, obligatingStarts, dice, seed) => {
        const [a, b] = obligatingStarts ? [1, others] : [others, 1];
        if (a === 1 && b === 1 && !obligatingStarts) return;
        let state = endgameState(dice.slice(0, a), dice.slice(a, a + b), 'chile', 'obligar-closed');
        for (const seat of [0, 1]) {
          const read = endgameSituationFromView(closed, viewFor(state, seat));
          if (!read.ok) throw new Error(read.error.message);
          const obligating = state.current!.specialSeat === seat;
          // the obligating player sees its one die; the other sees none of its own dice (views.ts mayLook)
          expect(read.value.myDice).toEqual(obligating ? state.current!.hands[seat] : []);
          expect(read.value.myHeld).toBe(state.players[seat]!.dice);
          expect(read.value.opponentDice).toBe(state.players[1 - seat]!.dice);
          const r = endgameSeatAction(closed, viewFor(state, seat), createRng(seed));
          if (!r.ok) throw new Error(r.error.message);
          const next = applyAction(state, r.value.action);
          expect(next.ok).toBe(true);
          if (!next.ok || r.value.action.type !== 'bid') return;
          state = next.state;
        }
      }),
      { numRuns: 100 },
    );
  });

  it('R-OBLIGAR closed: the blind player\'s move does not depend on its hidden dice (one strategy per history, whatever it holds)', () => {
    const moves = new Set<string>();
    for (const hand of [[1, 1], [6, 6], [2, 5], [3, 4]] as Face[][]) {
      const state = endgameState(hand, [4], 'chile', 'obligar-closed'); // seat 0 holds two dice, seat 1 obligates with one
      const d = endgameDistribution(closed, (endgameSituationFromView(closed, viewFor(state, 0)) as { ok: true; value: EndgameSituation }).value);
      if (!d.ok) throw new Error(d.error.message);
      moves.add(JSON.stringify(d.value));
    }
    expect(moves.size).toBe(1);
  });

  it('R-BLIND: in colombia\'s blind round the player holding one die reads it, the one holding two bids blind; Maestro plays the blind tables and says so', () => {
    const state = endgameState([3], [2, 6], 'colombia', 'blind');
    const starter = endgameSituationFromView(blind, viewFor(state, 0));
    expect(starter.ok && starter.value.myDice).toEqual([3]);
    const d = decide(viewFor(state, 0), createRng(5), botConfig('maestro', 'balanced', repoEndgame));
    expect(d.reason.notes?.source).toBe('table');
    expect(d.reason.text).toMatch(/1v2 blind round/);
    const opened = applyAction(state, d.action!);
    if (!opened.ok) throw new Error(opened.error.message);
    if (d.action!.type !== 'bid') return;
    const responder = endgameSituationFromView(blind, viewFor(opened.state, 1));
    expect(responder.ok && responder.value).toMatchObject({ myDice: [], myHeld: 2, opponentDice: 1 });
    const r = endgameSeatAction(blind, viewFor(opened.state, 1), createRng(7));
    expect(r.ok && applyAction(opened.state, r.value.action).ok).toBe(true);
    // the normal colombia tables do not play a blind round, nor the blind tables a normal one
    expect(endgameSeatAction(repoEndgame.family('colombia'), viewFor(state, 0), createRng(1)).ok).toBe(false);
    expect(endgameSeatAction(blind, viewFor(endgameState([3], [2, 6], 'colombia'), 0), createRng(1)).ok).toBe(false);
  });

  it('a situation that claims to bid blind must see none or all of the dice it holds (BAD_SITUATION)', () => {
    const r = endgameDistribution(blind, { myDice: [3], myHeld: 2, opponentDice: 1, bids: [], starter: 'me' });
    expect(r.ok ? 'ok' : r.error.code).toBe('BAD_SITUATION');
  });
});
