// O-ANTE: the chips the table shows moving come from the host's match snapshots: each player's
// ante into the pot at a game's start, the whole pot to the winner at its end.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createMatch, finishMatchGame, startMatchGame, type GameState, type MatchState } from '../../engine/index';
import { chipMoves, chipsBeforeMoves, chipsMoved, inferAntes, type ChipSnapshot } from '../../renderer/src/logic/chips';
import { chipPlan, markStarted, useChipMoves, type ChipBatch } from '../../renderer/src/state/chips';

function snap(m: MatchState, id = 's1', actionCount = 0): ChipSnapshot {
  return { id, actionCount, match: { gameNumber: m.games.length + (m.inGame ? 1 : 0), chips: m.chips, pot: m.pot } };
}

/** The engine's end of a game won by `winner` (only what finishMatchGame reads). */
function wonBy(game: GameState, winner: number): GameState {
  return { ...game, phase: 'game-over', winner, eliminated: [] } as GameState;
}

const RULES = { preset: 'chile', options: { ante: 10 } } as const;

describe('chip moves (O-ANTE)', () => {
  it('a new game: every player’s ante slides to the pot; at its end the pot goes to the winner', () => {
    const m0 = createMatch(RULES, 3, { startingChips: 100 });
    const g1 = startMatchGame(m0);
    const start = snap(g1.match);
    expect(chipMoves(null, start, 10)).toEqual([
      { kind: 'ante', seat: 0, amount: 10 },
      { kind: 'ante', seat: 1, amount: 10 },
      { kind: 'ante', seat: 2, amount: 10 },
    ]);
    const end = finishMatchGame(g1.match, wonBy(g1.game, 1));
    expect(chipMoves(start, snap(end), 10)).toEqual([{ kind: 'pot', seat: 1, amount: 30 }]);
    // the next game of the match: antes read from the chips before and after
    const g2 = startMatchGame(end);
    expect(chipsMoved(chipMoves(snap(end), snap(g2.match), 10))).toBe(30);
  });

  it('a player short of chips pays what they have; one with none pays nothing', () => {
    const m = { ...createMatch(RULES, 3, { startingChips: 100 }), chips: [4, 0, 50] };
    const g = startMatchGame(m);
    expect(chipMoves(snap(m), snap(g.match), 10)).toEqual([
      { kind: 'ante', seat: 0, amount: 4 },
      { kind: 'ante', seat: 2, amount: 10 },
    ]);
    // not knowing the chips before, the same amounts are read from the pot
    expect(chipMoves(null, snap(g.match), 10)).toEqual(chipMoves(snap(m), snap(g.match), 10));
  });

  it('nothing moves without an ante, within a game, on a repeated snapshot, or when a game is resumed mid-way', () => {
    const g = startMatchGame(createMatch(RULES, 2, { startingChips: 100 }));
    expect(chipMoves(null, snap(g.match), 0)).toEqual([]);
    expect(chipMoves(snap(g.match), snap(g.match, 's1', 7), 10)).toEqual([]);
    expect(chipMoves(null, snap(g.match, 's1', 12), 10)).toEqual([]);
  });

  it('property: the antes shown add up to the pot, exactly per player when the chips before are known', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 60 }), { minLength: 2, maxLength: 6 }), fc.integer({ min: 1, max: 25 }), (chips, ante) => {
        const m = { ...createMatch({ preset: 'chile', options: { ante } }, chips.length, { startingChips: 100 }), chips };
        const g = startMatchGame(m);
        const known = chipMoves(snap(m), snap(g.match), ante);
        const paid = chips.map((c) => Math.min(c, ante));
        expect(known.map((x) => [x.seat, x.amount])).toEqual(paid.flatMap((p, s) => (p > 0 ? [[s, p]] : [])));
        if (g.match.pot > 0) expect(chipsMoved(chipMoves(null, snap(g.match), ante))).toBe(g.match.pot);
        expect(inferAntes(g.match.chips, g.match.pot, ante).every((p) => p >= 0 && p <= ante)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('property: at a game’s end the whole pot goes to the engine’s winner', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }), fc.nat(), fc.integer({ min: 1, max: 30 }), (n, w, ante) => {
        const g = startMatchGame(createMatch({ preset: 'chile', options: { ante } }, n, { startingChips: 100 }));
        const winner = w % n;
        const end = finishMatchGame(g.match, wonBy(g.game, winner));
        expect(chipMoves(snap(g.match), snap(end), ante)).toEqual([{ kind: 'pot', seat: winner, amount: g.match.pot }]);
      }),
    );
  });
});

describe('the chips on screen change when they land (O-ANTE)', () => {
  it('property: until a game’s antes and its pot have landed, seats and pot show the numbers before them', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 60 }), { minLength: 2, maxLength: 6 }), fc.integer({ min: 1, max: 25 }), fc.nat(), (chips, ante, w) => {
        const m = { ...createMatch({ preset: 'chile', options: { ante } }, chips.length, { startingChips: 100 }), chips };
        const g = startMatchGame(m);
        const antes = chipMoves(snap(m), snap(g.match), ante);
        expect(chipsBeforeMoves(g.match, antes)).toEqual({ chips: m.chips, pot: m.pot });
        const end = finishMatchGame(g.match, wonBy(g.game, w % chips.length));
        const pot = chipMoves(snap(g.match), snap(end), ante);
        expect(chipsBeforeMoves(end, pot)).toEqual({ chips: g.match.chips, pot: g.match.pot });
        // both batches still waiting (the end came before the antes were shown): the numbers before the game
        expect(chipsBeforeMoves(end, [...antes, ...pot])).toEqual({ chips: m.chips, pot: m.pot });
      }),
      { numRuns: 200 },
    );
  });

  it('with nothing in the air the host’s numbers are shown as they are', () => {
    expect(chipsBeforeMoves({ chips: [90, 80], pot: 30 }, [])).toEqual({ chips: [90, 80], pot: 30 });
    expect(chipsBeforeMoves({ chips: [90, 80], pot: 30 }, [{ kind: 'ante', seat: 1, amount: 10 }])).toEqual({ chips: [90, 90], pot: 20 });
    expect(chipsBeforeMoves({ chips: [130, 80], pot: 0 }, [{ kind: 'pot', seat: 0, amount: 30 }])).toEqual({ chips: [100, 80], pot: 30 });
  });
});

describe('a chip flight cut by a couch hand-over (O-ANTE)', () => {
  const batch: ChipBatch = { id: 7, moves: [{ kind: 'ante', seat: 0, amount: 10 }], at: 100 };

  it('a batch not started flies and is announced; once started, a table mounted again finishes the rest or drops it', () => {
    expect(chipPlan(batch, 5000)).toEqual({ kind: 'new' });
    const [started] = markStarted([batch], 7, { at: 1000, totalMs: 1200 });
    expect(chipPlan(started!, 1500)).toEqual({ kind: 'resume', elapsedMs: 500 });
    expect(chipPlan(started!, 2200)).toEqual({ kind: 'skip' });
    expect(chipPlan(started!, 9000)).toEqual({ kind: 'skip' });
  });

  it('the store remembers the start across the layer’s unmount; a second start keeps the first; done drops it', () => {
    const other: ChipBatch = { id: 8, moves: [{ kind: 'pot', seat: 1, amount: 30 }], at: 200 };
    useChipMoves.setState({ batches: [batch, other] });
    useChipMoves.getState().start(7, { at: 1000, totalMs: 1200 });
    // the table unmounts and mounts again: a new layer reads the same store
    useChipMoves.getState().start(7, { at: 3000, totalMs: 1200 });
    const [first, second] = useChipMoves.getState().batches;
    expect(first!.started).toEqual({ at: 1000, totalMs: 1200 });
    expect(second!.started).toBeUndefined();
    expect(chipPlan(first!, 2500)).toEqual({ kind: 'skip' });
    useChipMoves.getState().done(7);
    expect(useChipMoves.getState().batches.map((b) => b.id)).toEqual([8]);
    useChipMoves.setState({ batches: [] });
  });

  it('property: a started flight is resumed exactly while its time lasts, with the time flown so far', () => {
    fc.assert(
      fc.property(fc.nat(1e6), fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: -1000, max: 20_000 }), (at, totalMs, dt) => {
        const [b] = markStarted([batch], batch.id, { at, totalMs });
        const plan = chipPlan(b!, at + dt);
        if (Math.max(0, dt) >= totalMs) expect(plan).toEqual({ kind: 'skip' });
        else expect(plan).toEqual({ kind: 'resume', elapsedMs: Math.max(0, dt) });
      }),
    );
  });
});
