// Maestro in every rules family (issue 14): in a heads-up normal round its tables cover, it plays the family's
// solved table, pinned here in fixed positions where the solved strategy is pure, and its "why?" names the
// source that decided (table, search, estimate).
import { describe, expect, it } from 'vitest';
import { applyOrThrow, createGame, createRng, viewFor, type Face, type GameState, type PresetId, type SeatAction } from '../../engine/index';
import { botConfig, decide } from '../../engine/bots/index';
import { endgameState } from '../solver/helpers';
import { repoEndgame } from '../setup/endgame-tables';

interface Position {
  readonly preset: PresetId;
  readonly starter: readonly Face[];
  readonly responder: readonly Face[];
  /** The bids before the decision, in order ("CF" count-face). */
  readonly bids: readonly string[];
  /** What the seat to act plays: "d" dudo, "c" calzo, "CF" a bid. */
  readonly expected: string;
  readonly why: string;
}

const POSITIONS: readonly Position[] = [
  { preset: 'chile', starter: [2, 3], responder: [2], bids: ['22'], expected: '32', why: 'R-RAISE: holding a two after two twos, three twos (every die in play)' },
  { preset: 'chile', starter: [4], responder: [1], bids: ['11'], expected: 'c', why: 'R-CALZO: one ace each way is exact with my ace, calzo (one-die player, R-CALZO-WHEN)' },
  { preset: 'liars-dice', starter: [6], responder: [1], bids: ['16'], expected: '26', why: 'R-WILD: my ace counts as a six, two sixes' },
  { preset: 'liars-dice', starter: [6], responder: [4], bids: ['16'], expected: 'd', why: 'R-DUDO: one six against my four, dudo' },
  { preset: 'liars-dice', starter: [6], responder: [1, 5], bids: ['16'], expected: '25', why: 'R-WILD, no calzo: ace and five make two fives' },
  { preset: 'colombia', starter: [4], responder: [1], bids: ['11'], expected: 'c', why: 'R-CALZO-WHEN always: my ace makes one ace exact likely, calzo' },
  // (Under the game objective the responder's six here raised to two sixes; the round objective mixes in calzo, a won one being a whole round.)
  { preset: 'colombia', starter: [6, 2], responder: [1], bids: ['16'], expected: '11', why: 'R-ACE-2 floor(q/2)+1: after one six one ace is enough, and my ace makes it' },
  { preset: 'francia', starter: [3], responder: [5], bids: ['15'], expected: 'c', why: 'R-CALZO-WHEN always, blank wild: one five with my five, calzo' },
  { preset: 'francia', starter: [2], responder: [4, 4], bids: ['14'], expected: '24', why: 'R-BLANK: fours are held, two fours' },
  { preset: 'perudo', starter: [2, 3], responder: [1], bids: ['22'], expected: '11', why: 'R-ACE-2 half up (O-ACESTO): after two twos one ace is enough, and my ace makes it' },
];

function play(p: Position): { state: GameState; seat: 0 | 1 } {
  let s = endgameState(p.starter, p.responder, p.preset);
  p.bids.forEach((b, i) => {
    s = applyOrThrow(s, { type: 'bid', seat: i % 2, count: Number(b[0]), face: Number(b[1]) as Face });
  });
  return { state: s, seat: (p.bids.length % 2) as 0 | 1 };
}

const keyOf = (a: SeatAction | null): string => (a === null ? 'none' : a.type === 'bid' ? `${a.count}${a.face}` : a.type === 'dudo' ? 'd' : a.type === 'calzo' ? 'c' : a.type);

describe('Maestro plays the solved table of every rules family', () => {
  for (const p of POSITIONS) {
    it(`${p.preset} ${p.starter.length}v${p.responder.length}: ${p.why}`, () => {
      const { state, seat } = play(p);
      for (const seed of [1, 2, 3]) {
        const d = decide(viewFor(state, seat), createRng(seed), { ...botConfig('maestro', 'balanced', repoEndgame), samples: 50 });
        expect(keyOf(d.action)).toBe(p.expected);
        expect(d.reason.kind).toBe('equilibrium');
        expect(d.reason.notes?.source).toBe('table');
      }
    });
  }

  it('elsewhere its why names the source: the look-ahead with the answer network heads-up beyond the tables, the full-table look-ahead at a table of four', () => {
    const two = createGame({ rules: 'perudo', players: 2, start: { seat: 0, direction: 'clockwise' } });
    const s2 = applyOrThrow(two, { type: 'roll', dice: [[1, 2, 3, 4, 5], [2, 2, 3, 3, 4]] });
    const d2 = decide(viewFor(s2, 0), createRng(1), { ...botConfig('maestro', 'balanced', repoEndgame), samples: 50 });
    expect(d2.reason.notes?.source).toBe('network'); // the look-ahead, its Experto-like answers by the answer network
    expect(d2.reason.text).toMatch(/look-ahead over the opponent's likely answers/);
    const four = createGame({ rules: 'chile', players: 4, start: { seat: 0, direction: 'clockwise' } });
    const s4 = applyOrThrow(four, { type: 'roll', dice: [[1, 2, 3, 4, 5], [2, 2, 3, 3, 4], [6, 6, 1, 2, 5], [4, 4, 4, 1, 3]] });
    const d4 = decide(viewFor(s4, 0), createRng(1), { ...botConfig('maestro', 'balanced', repoEndgame), samples: 50, rollouts: 4 });
    expect(d4.reason.notes?.source).toBe('fulltable');
  });
});
