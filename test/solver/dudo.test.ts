// The solver plays exactly our Dudo rules (chile preset, and the palifico, obligar and blind rounds): its moves at
// every history are the engine's legal actions (R-RAISE, R-ACE-1..4, R-CALZO-WHEN, R-PALIFICO, R-OBLIGAR), its dice counting and challenge outcomes are the
// engine's (R-WILD, R-DUDO, R-CALZO), and the endgame payoffs follow R-OUT, R-NEXT and R-CALZO.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, resolveRules, type Face, type GameEvent, type GameState } from '../../engine/index';
import { dudoRoundGame, heldDice, mayCalzoHeadsUp, type EndgameRules } from '../../engine/solver/dudo';
import { ENDGAME_FAMILIES } from '../../engine/solver/families';
import { endgamePayoffs } from '../../engine/solver/endgame';
import { buildPublicTree, type Player } from '../../engine/solver/game';
import { endgameState } from './helpers';

const chile: EndgameRules = { options: resolveRules('chile'), startingTotal: 10 };
const UNIT = { loss: [-1, 1], gain: [1, -1] } as const;

const face = fc.integer({ min: 1, max: 6 }).map((f) => f as Face);
const hands = fc.tuple(fc.integer({ min: 1, max: 2 }), fc.integer({ min: 1, max: 2 })).chain(([a, b]) =>
  fc.tuple(fc.array(face, { minLength: a, maxLength: a }), fc.array(face, { minLength: b, maxLength: b })),
);

/** The solver's moves at a history: "CxF" bids, "d", "c". */
function solverMoves(spec: ReturnType<typeof dudoRoundGame>, standing: number | null, mover: Player): string[] {
  const moves = spec.raises(standing, mover).map((id) => `${spec.bids[id]!.count}x${spec.bids[id]!.face}`);
  if (standing !== null) moves.push('d');
  if (standing !== null && spec.mayCalzo(mover)) moves.push('c');
  return moves.sort();
}

function engineMoves(state: GameState): string[] {
  return legalActions(state, state.toAct!)
    .map((a) => (a.type === 'bid' ? `${a.count}x${a.face}` : a.type === 'dudo' ? 'd' : a.type === 'calzo' ? 'c' : a.type))
    .sort();
}

/**
 * Plays a history from `start`, each bid picked among the solver's raises by `picks`, and checks at every turn
 * that the solver offers exactly the engine's legal actions to the player to move.
 */
function expectEngineMovesAlong(spec: ReturnType<typeof dudoRoundGame>, start: GameState, picks: readonly number[]): void {
  let state = start;
  let standing: number | null = null;
  for (let k = 0; ; k++) {
    const mover = (k % 2) as Player;
    expect(state.toAct).toBe(mover);
    expect(solverMoves(spec, standing, mover)).toEqual(engineMoves(state));
    const raises = spec.raises(standing, mover);
    if (k >= picks.length || raises.length === 0) return;
    const id = raises[picks[k]! % raises.length]!;
    const r = applyAction(state, { type: 'bid', seat: mover, count: spec.bids[id]!.count, face: spec.bids[id]!.face });
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    standing = id;
  }
}

describe('Dudo endgame rounds in the solver (chile preset)', () => {
  it('R-RAISE, R-ACE-1..4, R-CALZO-WHEN: along random histories the solver offers exactly the engine\'s legal actions', () => {
    fc.assert(
      fc.property(hands, fc.array(fc.nat(), { maxLength: 12 }), ([h0, h1], picks) => {
        expectEngineMovesAlong(dudoRoundGame(chile, [h0.length, h1.length], UNIT, 't'), endgameState(h0, h1), picks);
      }),
      { numRuns: 150 },
    );
  });

  for (const family of ENDGAME_FAMILIES.filter((f) => f.round !== 'normal')) {
    const ruleIds = { palifico: 'R-PALIFICO, R-NOWILD', 'obligar-open': 'R-OBLIGAR open, R-NOWILD', 'obligar-closed': 'R-OBLIGAR closed, R-NOWILD', blind: 'R-BLIND, R-WILD' } as const;
    it(`${ruleIds[family.round as keyof typeof ruleIds]}, R-CALZO-WHEN: in ${family.id} rounds (${family.preset}) the solver offers exactly the engine's legal actions, in every solved state and seat role`, () => {
      const options = resolveRules(family.preset);
      const rules: EndgameRules = { options, startingTotal: 2 * options.dicePerPlayer };
      fc.assert(
        fc.property(fc.constantFrom(...family.states), fc.array(face, { minLength: 10, maxLength: 10 }), fc.array(fc.nat(), { maxLength: 12 }), (seen, dice, picks) => {
          // the solver's state is the hands each sees (R-OBLIGAR open: the other's); the engine deals the hands each holds
          const [a, b] = heldDice(seen, family.round);
          expectEngineMovesAlong(dudoRoundGame(rules, seen, UNIT, 't', family.round), endgameState(dice.slice(0, a), dice.slice(5, 5 + b), family.preset, family.round), picks);
        }),
        { numRuns: 300 },
      );
    });
  }

  it('R-OBLIGAR: in an open obligar 1v1 the other player may change the locked face with a greater count, the obligating one may not', () => {
    const rules: EndgameRules = { options: resolveRules('chile'), startingTotal: 10 };
    const spec = dudoRoundGame(rules, [1, 1], UNIT, 't', 'obligar-open');
    const opening = spec.raises(null, 0).find((id) => spec.bids[id]!.count === 1 && spec.bids[id]!.face === 3)!;
    expect(solverMoves(spec, opening, 1)).toEqual(['2x1', '2x2', '2x3', '2x4', '2x5', '2x6', 'c', 'd']);
    const changed = spec.raises(opening, 1).find((id) => spec.bids[id]!.face === 5)!;
    expect(solverMoves(spec, changed, 0)).toEqual(['c', 'd']); // 2×5 is the most: the obligating starter may not change the face (nor raise past two dice)
    const palifico = dudoRoundGame({ options: resolveRules('perudo'), startingTotal: 10 }, [1, 1], UNIT, 't', 'palifico');
    const p3 = palifico.raises(null, 0).find((id) => palifico.bids[id]!.count === 1 && palifico.bids[id]!.face === 3)!;
    expect(solverMoves(palifico, p3, 1)).toEqual(['2x3', 'c', 'd']); // R-PALIFICO: nobody changes the face
  });

  it('R-OBLIGAR closed, R-BLIND: a player bidding blind holds no hand in the round game; its dice are the hidden dice nobody sees', () => {
    const chile: EndgameRules = { options: resolveRules('chile'), startingTotal: 10 };
    const colombia: EndgameRules = { options: resolveRules('colombia'), startingTotal: 10 };
    const shape = (spec: ReturnType<typeof dudoRoundGame>) => ({ dice: spec.dice, hidden: spec.hidden, bids: spec.bids.length });
    expect(shape(dudoRoundGame(chile, [1, 2], UNIT, 't', 'obligar-closed'))).toEqual({ dice: [1, 0], hidden: 2, bids: 18 });
    expect(shape(dudoRoundGame(chile, [3, 1], UNIT, 't', 'obligar-closed'))).toEqual({ dice: [0, 1], hidden: 3, bids: 24 });
    expect(shape(dudoRoundGame(chile, [1, 1], UNIT, 't', 'obligar-closed'))).toEqual({ dice: [1, 0], hidden: 1, bids: 12 }); // the starter obligates
    expect(shape(dudoRoundGame(colombia, [2, 1], UNIT, 't', 'blind'))).toEqual({ dice: [0, 1], hidden: 2, bids: 18 });
    expect(shape(dudoRoundGame(colombia, [1, 1], UNIT, 't', 'blind'))).toEqual({ dice: [1, 1], hidden: 0, bids: 12 });
    expect(shape(dudoRoundGame(chile, [1, 2], UNIT, 't', 'obligar-open'))).toEqual({ dice: [1, 2], hidden: 0, bids: 18 });
  });

  it('R-CALZO-WHEN: with 5 dice each at the start, only a player holding one die may call calzo in an endgame', () => {
    expect(mayCalzoHeadsUp(chile, 1, 3)).toBe(true);
    expect(mayCalzoHeadsUp(chile, 2, 3)).toBe(false);
    expect(mayCalzoHeadsUp(chile, 2, 4)).toBe(false);
    expect(mayCalzoHeadsUp({ ...chile, options: { ...chile.options, calzoWhen: 'always' } }, 2, 4)).toBe(true);
  });

  it('R-WILD, R-DUDO, R-CALZO: the challenge outcome the solver scores is the engine\'s resolution', () => {
    fc.assert(
      fc.property(hands, fc.nat(), fc.boolean(), ([h0, h1], pick, calzo) => {
        const spec = dudoRoundGame(chile, [h0.length, h1.length], UNIT, 't');
        const raises = spec.raises(null, 0);
        const id = raises[pick % raises.length]!;
        const bid = spec.bids[id]!;
        let r = applyAction(endgameState(h0, h1), { type: 'bid', seat: 0, count: bid.count, face: bid.face });
        if (!r.ok) throw new Error(r.error.message);
        const useCalzo = calzo && spec.mayCalzo(1);
        r = applyAction(r.state, { type: useCalzo ? 'calzo' : 'dudo', seat: 1 });
        if (!r.ok) throw new Error(r.error.message);
        const total = spec.countIn(h0, bid.face) + spec.countIn(h1, bid.face);
        const res = r.events.find((e: GameEvent) => e.type === 'resolution');
        if (!res || res.type !== 'resolution') throw new Error('no resolution');
        const changes = JSON.stringify(res.resolution);
        // The solver's reading: dudo → the caller (1) loses when the count reaches the bid; calzo → exact gains.
        if (useCalzo) {
          expect(r.state.players[1]!.dice).toBe(total === bid.count ? h1.length + 1 : h1.length - 1);
        } else {
          const loser = total >= bid.count ? 1 : 0;
          expect(r.state.players[loser]!.dice + r.state.players[loser]!.reserve, changes).toBe((loser === 0 ? h0 : h1).length - 1);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('R-ACE-1: a two-dice starter may not open on aces; a one-die starter may', () => {
    const tree2 = buildPublicTree(dudoRoundGame(chile, [2, 1], UNIT, 't'));
    const tree1 = buildPublicTree(dudoRoundGame(chile, [1, 2], UNIT, 't'));
    const openings = (t: typeof tree1) => Array.from({ length: t.childStart[1]! - t.childStart[0]! }, (_, k) => t.bid[t.childStart[0]! + k]!);
    expect(openings(tree2).some((id) => id % 6 === 0)).toBe(false);
    expect(openings(tree1).some((id) => id % 6 === 0)).toBe(true);
  });

  it('R-OUT, R-NEXT, R-CALZO: endgame payoffs lead to the right dice states', () => {
    const values = new Map([['1v1', 0.1], ['1v2', -0.5], ['2v1', 0.6], ['2v2', 0.05]]);
    // 1v1: the loser is out; a won calzo (one die) gives 2 dice and the caller starts.
    expect(endgamePayoffs(chile, values, [1, 1], 2)).toEqual({ loss: [-1, 1], gain: [0.6, -0.6] });
    // 1v2: starter out on a loss; responder down to one die starts 1v1; starter's calzo → 2v2, starter starts.
    expect(endgamePayoffs(chile, values, [1, 2], 2)).toEqual({ loss: [-1, -0.1], gain: [0.05, 0] });
    // 2v2: no calzo (4 dice in play < 5, two dice each); the loser starts 1v2.
    expect(endgamePayoffs(chile, values, [2, 2], 2)).toEqual({ loss: [-0.5, 0.5], gain: [0, 0] });
    const always = { ...chile, options: { ...chile.options, calzoWhen: 'always' as const } };
    expect(() => endgamePayoffs(always, values, [2, 2], 2)).toThrow(/outside the solved states/);
  });
});
