// Issue 38 item 3: at an online table in 3D, this client animates the server's roll in its own physics
// and draws each die with the relabelling that puts the view's label on its settled axis: the scene shows
// exactly the view's hands (what the engine counts), and no other seat's labels before the reveal.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { SeatView } from '../../engine/index';
import { sceneHandOf, servedCups, servedRoundOf } from '../../renderer/src/logic/servedRoll';
import { bodyRelabels, shownFaces } from '../../renderer/src/logic/throwLabels';
import { bodiesOf } from './thrown-bodies';

/** A table of 2..6 seats: dice per seat (0: out), the viewer, each die's settled axis, every seat's true hand. */
const tableArb = fc
  .array(fc.integer({ min: 0, max: 5 }), { minLength: 2, maxLength: 6 })
  .chain((dice) =>
    fc.record({
      dice: fc.constant(dice),
      viewer: fc.integer({ min: 0, max: dice.length - 1 }),
      round: fc.integer({ min: 1, max: 40 }),
      axes: fc.tuple(...dice.map((n) => fc.array(fc.integer({ min: 0, max: 5 }), { minLength: n, maxLength: n }))),
      hands: fc.tuple(...dice.map((n) => fc.array(fc.integer({ min: 1, max: 6 }), { minLength: n, maxLength: n }))),
      // R-OBLIGAR open: the viewer may see the others' dice but not its own
      openObligar: fc.boolean(),
    }),
  );

type Table = { dice: number[]; viewer: number; round: number; axes: number[][]; hands: number[][]; openObligar: boolean };

/** The view the server sends the viewer: its own hand (or, at an open obligar, the others'), nobody else's. */
function viewOf(tb: Table): SeatView {
  const sees = (seat: number): boolean => (tb.openObligar ? seat !== tb.viewer : seat === tb.viewer);
  return {
    seat: tb.viewer,
    round: tb.round,
    phase: 'bidding',
    players: tb.dice.map((n, seat) => ({ seat, dice: n, reserve: 0, lives: null, out: n === 0, obligarUsed: false, palificoUsed: false, reprieveUsed: false })),
    hands: tb.hands.map((h, seat) => (sees(seat) && tb.dice[seat]! > 0 ? h : null)),
  } as unknown as SeatView;
}

/**
 * The served cups thrown at `tb`'s settled axes and the top faces the scene draws on each, with the reveal's hands
 * known to the scene; `lift`: the reveal is up.
 */
function drawn(tb: Table, lift: boolean): { view: SeatView; seats: number[]; faces: (number | null)[][] } {
  const view = viewOf(tb);
  const cups = servedCups(view);
  const axes = cups.map((c) => tb.axes[c.seat]!);
  const seats = cups.map((c) => c.seat);
  const t = bodiesOf(cups);
  const handOf = sceneHandOf({ throwRound: tb.round, lift, revealHands: tb.hands, startFaces: null, view });
  return { view, seats, faces: shownFaces(t, axes, bodyRelabels(t, axes, seats, handOf)) };
}

describe('an online table in 3D: the served roll', () => {
  it('throws every cup still in play with its dice count, and no cup of a seat that is out', () => {
    fc.assert(
      fc.property(tableArb, (tb) => {
        const cups = servedCups(viewOf(tb));
        expect(cups.map((c) => c.seat)).toEqual(tb.dice.flatMap((n, s) => (n > 0 ? [s] : [])));
        cups.forEach((c) => expect(c.dice).toBe(tb.dice[c.seat]));
      }),
    );
  });

  it('O-HIDDEN: a cup whose count the view was not told is not thrown', () => {
    const view = { ...viewOf({ dice: [3, 2], viewer: 0, round: 1, axes: [[], []], hands: [[1, 2, 3], [4, 5]], openObligar: false }) };
    const hidden = { ...view, players: view.players.map((p) => (p.seat === 1 ? { ...p, dice: null } : p)) } as SeatView;
    expect(servedCups(hidden).map((c) => c.seat)).toEqual([0]);
  });

  it('is animated for a round being bid only (not the start roll, a roll or an obligar choice, nor the end)', () => {
    const view = viewOf({ dice: [3, 2], viewer: 0, round: 4, axes: [[], []], hands: [[1, 2, 3], [4, 5]], openObligar: false });
    expect(servedRoundOf(view)).toBe(4);
    for (const phase of ['start-roll', 'direction', 'obligar', 'roll', 'game-over'] as const) expect(servedRoundOf({ ...view, phase })).toBeNull();
    expect(servedRoundOf(null)).toBeNull();
  });

  it('for any settled axes, the top faces drawn are exactly the view\'s hands; every other die carries no label', () => {
    fc.assert(
      fc.property(tableArb, (tb) => {
        // the reveal's hands exist (the server knows them) but no reveal is up: they must not be drawn
        const { view, seats, faces } = drawn(tb, false);
        faces.forEach((f, i) => expect(f).toEqual(view.hands[seats[i]!] ?? f.map(() => null)));
      }),
    );
  });

  it('before the reveal no other seat\'s labels are used, even with the reveal\'s hands known; at the reveal every hand is', () => {
    fc.assert(
      fc.property(tableArb, (tb) => {
        const view = viewOf(tb);
        const before = sceneHandOf({ throwRound: tb.round, lift: false, revealHands: tb.hands, startFaces: null, view });
        const at = sceneHandOf({ throwRound: tb.round, lift: true, revealHands: tb.hands, startFaces: null, view });
        tb.dice.forEach((_, seat) => {
          expect(before(seat)).toBe(view.hands[seat] ?? null);
          expect(at(seat)).toEqual(tb.hands[seat]);
        });
        // a throw of an older round than the view's: no label at all (its dice are not the view's)
        const stale = sceneHandOf({ throwRound: tb.round - 1, lift: false, revealHands: tb.hands, startFaces: null, view });
        tb.dice.forEach((_, seat) => expect(stale(seat)).toBeNull());
      }),
    );
  });

  it('at the reveal, for any settled axes, the dice drawn show the reveal\'s hands', () => {
    fc.assert(
      fc.property(tableArb, (tb) => {
        const { seats, faces } = drawn(tb, true);
        faces.forEach((f, i) => expect(f).toEqual(tb.hands[seats[i]!]));
      }),
    );
  });
});
