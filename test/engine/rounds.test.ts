import { describe, expect, it } from 'vitest';
import { viewFor, type Action } from '../../engine/index';
import { accepted, bid, calzo, dudo, lastResolution, newGame, play, refusal, roll } from './helpers';

const obligar = (seat: number, mode: 'open' | 'closed' | 'decline'): Action => ({ type: 'obligar', seat, mode });

/** Two players with 2 dice; seat 0 loses a die in round 1 and is down to one die. */
function downToOne(options: Record<string, unknown> = {}, preset: 'chile' | 'francia' | 'colombia' | 'perudo' = 'chile') {
  const g = newGame({ preset, players: 3, options: { dicePerPlayer: 2, ...options } });
  return play(g, [roll([2, 2], [3, 3], [4, 4]), bid(0, 3, 5), dudo(1)]);
}

describe('R-OBLIGAR (O-ONEDIE obligar)', () => {
  it('R-OBLIGAR: the player just down to one die chooses open, closed or decline before the roll', () => {
    const { state } = downToOne();
    expect(state.phase).toBe('obligar');
    expect(state.toAct).toBe(0);
    expect(refusal(state, obligar(1, 'open'))).toBe('NOT_YOUR_TURN');
    expect(refusal(state, roll([2], [3, 3], [4, 4]))).toBe('WRONG_PHASE');
  });
  it('R-OBLIGAR + R-NOWILD: aces are not wild and may open; the opener\'s face is fixed, only the count rises', () => {
    const s = play(downToOne().state, [obligar(0, 'closed'), roll([1], [1, 3], [4, 4])]).state;
    expect(s.current!.kind).toBe('obligar-closed');
    expect(s.current!.wildFace).toBeNull();
    const s1 = accepted(s, bid(0, 1, 1)); // aces open
    expect(refusal(s1, bid(1, 1, 1))).toBe('BID_NOT_HIGHER');
    expect(refusal(s1, bid(1, 2, 3))).toBe('FACE_LOCKED');
    const s2 = accepted(s1, bid(1, 2, 1));
    const { events } = play(s2, [bid(2, 3, 1), dudo(0)]);
    expect(lastResolution(events).count).toEqual({ face: 1, natural: 2, wild: 0, total: 2 });
  });
  it('R-OBLIGAR: another player who also holds one die may change the face with a greater count', () => {
    // seat 0 and seat 2 both at one die: seat 2 comes down first, then seat 0 (whose chance is the first).
    const g = newGame({ players: 3, options: { dicePerPlayer: 2, oneDieRound: 'obligar' } });
    let s = play(g, [roll([2, 2], [3, 3], [4, 4]), bid(0, 1, 4), dudo(1)]).state; // true: seat 1 → 1 die
    expect(s.phase).toBe('obligar');
    s = play(s, [obligar(1, 'decline'), roll([2, 2], [3], [4, 4]), bid(1, 3, 5), dudo(2)]).state; // seat 1 out
    expect(s.players[1]!.out).toBe(true);
    s = play(s, [roll([2, 2], [], [4, 4]), bid(2, 1, 6), dudo(0)]).state; // no 6: seat 2 → 1
    s = play(s, [obligar(2, 'decline'), roll([2, 2], [], [4]), bid(2, 1, 6), dudo(0)]).state; // seat 2... out
    expect(s.phase).toBe('game-over');
    const h = newGame({ players: 4, options: { dicePerPlayer: 2 } });
    let t = play(h, [roll([2, 2], [3, 3], [4, 4], [5, 5]), bid(0, 1, 6), dudo(1)]).state; // no 6: seat 0 → 1
    t = play(t, [obligar(0, 'decline'), roll([2], [3, 3], [4, 4], [5, 5]), bid(0, 1, 6), bid(1, 2, 6), dudo(2)]).state; // seat 1 → 1
    t = play(t, [obligar(1, 'open'), roll([2], [3], [4, 4], [5, 5])]).state;
    expect(t.current!.kind).toBe('obligar-open');
    const t1 = accepted(t, bid(1, 1, 4));
    expect(refusal(t1, bid(2, 2, 5))).toBe('FACE_LOCKED'); // seat 2 holds two dice
    const t2 = accepted(t1, bid(2, 2, 4));
    const t3 = accepted(t2, bid(3, 3, 4));
    expect(refusal(t3, bid(0, 3, 5))).toBe('BID_NOT_HIGHER');
    const t4 = accepted(t3, bid(0, 4, 5)); // seat 0 holds one die: may change the face
    expect(t4.current!.lockedFace).toBe(5);
  });
  it('R-OBLIGAR open: every player sees everybody\'s dice but their own; closed: only the obligating player sees', () => {
    const open = play(downToOne().state, [obligar(0, 'open'), roll([1], [1, 3], [4, 4])]).state;
    expect(viewFor(open, 0).hands).toEqual([null, [1, 3], [4, 4]]);
    expect(viewFor(open, 1).hands).toEqual([[1], null, [4, 4]]);
    const closed = play(downToOne().state, [obligar(0, 'closed'), roll([1], [1, 3], [4, 4])]).state;
    expect(viewFor(closed, 0).hands).toEqual([[1], null, null]);
    expect(viewFor(closed, 1).hands).toEqual([null, null, null]);
  });
  it('R-OBLIGAR: only the first time (declining uses the chance up)', () => {
    let s = play(downToOne().state, [obligar(0, 'decline'), roll([2], [3, 3], [4, 4])]).state;
    expect(s.current!.kind).toBe('normal');
    expect(s.current!.wildFace).toBe(1);
    s = play(s, [bid(0, 1, 2), calzo(1)]).state; // exact: seat 1 gains... (holds 2 = start: reserve)
    s = play(s, [roll([2], [3, 3], [4, 4]), bid(1, 1, 3), bid(2, 1, 4), bid(0, 3, 2), dudo(1)]).state; // seat 0 out? one 2
    expect(s.players[0]!.out).toBe(true);
  });
  it('O-OBLIGAR-ANY: the special round may be called every time a player comes down to one die', () => {
    const again = (obligarEveryTime: boolean) => {
      let s = play(downToOne({ obligarEveryTime }).state, [obligar(0, 'decline'), roll([2], [3, 3], [4, 4])]).state;
      s = play(s, [bid(0, 1, 2), bid(1, 1, 3), bid(2, 2, 4), calzo(0)]).state; // exact: seat 0 back to 2 dice
      expect(s.players[0]!.dice).toBe(2);
      s = play(s, [roll([2, 2], [3, 3], [4, 4]), bid(0, 3, 5), dudo(1)]).state; // seat 0 → 1 again
      return s.phase;
    };
    expect(again(true)).toBe('obligar');
    expect(again(false)).toBe('roll');
  });
});

describe('R-PALIFICO (O-ONEDIE palifico)', () => {
  it('R-PALIFICO: wilds off, the opening face cannot change, only the count rises', () => {
    const { state } = downToOne({}, 'francia');
    expect(state.phase).toBe('roll');
    expect(state.upcoming).toEqual({ kind: 'palifico', seat: 0 });
    const s = play(state, [roll([6], [1, 6], [6, 6])]).state;
    expect(s.current!.kind).toBe('palifico');
    expect(s.current!.wildFace).toBeNull();
    const s1 = accepted(s, bid(0, 1, 6)); // R-NOWILD: the blank is a sixth value and may open
    expect(refusal(s1, bid(1, 2, 5))).toBe('FACE_LOCKED');
    expect(refusal(s1, bid(1, 1, 6))).toBe('BID_NOT_HIGHER');
    const { events, state: after } = play(s1, [bid(1, 5, 6), dudo(2)]);
    expect(lastResolution(events).count).toEqual({ face: 6, natural: 4, wild: 0, total: 4 });
    expect(after.players[1]!.dice).toBe(1);
  });
  it('R-PALIFICO: once per player per game, never again after regaining dice; normal play resumes after', () => {
    let s = play(downToOne({}, 'francia').state, [roll([3], [3, 3], [6, 6]), bid(0, 1, 3), bid(1, 2, 3), bid(2, 3, 3), calzo(0)]).state;
    expect(s.players[0]).toMatchObject({ dice: 2, palificoUsed: true }); // exactly three 3s: seat 0 regains a die
    expect(s.upcoming.kind).toBe('normal');
    s = play(s, [roll([2, 2], [3, 3], [4, 4]), bid(0, 3, 5), dudo(1)]).state; // seat 0 → 1 again
    expect(s.upcoming.kind).toBe('normal');
  });
  it('R-PALIFICO in Perudo: aces not wild, face locked, the palifico player may open on aces', () => {
    const { state } = downToOne({}, 'perudo');
    const s = play(state, [roll([1], [1, 3], [4, 4])]).state;
    expect(s.current!.kind).toBe('palifico');
    accepted(s, bid(0, 1, 1));
  });
});

describe('R-BLIND (O-ONEDIE blind)', () => {
  it('R-BLIND: the round after a player is left with one die, only players holding one die see their dice; wilds stay', () => {
    const { state } = downToOne({}, 'colombia');
    expect(state.upcoming).toEqual({ kind: 'blind', seat: 0 });
    const s = play(state, [roll([1], [1, 3], [4, 4])]).state;
    expect(s.current!.wildFace).toBe(1);
    expect(viewFor(s, 0).hands).toEqual([[1], null, null]);
    expect(viewFor(s, 1).hands).toEqual([null, null, null]);
    const next = play(s, [bid(0, 5, 4), dudo(1)]).state; // four 4s with aces: seat 0 loses its last die
    expect(next.upcoming.kind).toBe('normal');
    const again = play(s, [bid(0, 1, 4), dudo(1)]).state; // true: seat 1 comes down to one die → blind again
    expect(again.upcoming).toEqual({ kind: 'blind', seat: 1 });
  });
  it('O-ONEDIE none: no special round', () => {
    const { state } = downToOne({ oneDieRound: 'none' });
    expect(state.phase).toBe('roll');
    expect(play(state, [roll([1], [1, 3], [4, 4])]).state.current!.kind).toBe('normal');
  });
});

describe('R-LIVES (O-PENALTY lives)', () => {
  const lives = { preset: 'clasico' as const, players: 3 };
  const five = [2, 3, 4, 5, 6];
  const r = roll(five, five, five);
  it('R-LIVES: a lost challenge costs a life, never a die; everyone rolls five dice', () => {
    const s = play(newGame(lives), [r, bid(0, 9, 6), dudo(1)]).state;
    expect(s.players[0]).toMatchObject({ dice: 5, lives: 1 });
    expect(refusal(s, roll([2, 3, 4, 5], five, five))).toBe('BAD_ROLL');
  });
  it('R-LIVES: the second life lost gives a reprieve round: every bid on aces, nothing wild, the reprieved player opens', () => {
    let s = play(newGame(lives), [r, bid(0, 9, 6), dudo(1), r, bid(0, 9, 6), dudo(1)]).state;
    expect(s.players[0]).toMatchObject({ lives: 0, out: false, reprieveUsed: true });
    expect(s.upcoming).toEqual({ kind: 'reprieve', seat: 0 });
    s = play(s, [roll([1, 1, 2, 3, 4], [1, 2, 3, 4, 5], five)]).state;
    expect(s.toAct).toBe(0);
    expect(s.current!.wildFace).toBeNull();
    expect(refusal(s, bid(0, 2, 3))).toBe('ACES_ONLY');
    const s1 = accepted(s, bid(0, 2, 1));
    const { events, state: after } = play(s1, [bid(1, 3, 1), dudo(2)]);
    expect(lastResolution(events).count!.total).toBe(3);
    expect(after.players[2]!.lives).toBe(1);
  });
  it('R-LIVES: after the reprieve the next lost challenge, that round\'s included, puts the player out; the player on their left starts', () => {
    let s = play(newGame(lives), [r, bid(0, 9, 6), dudo(1), r, bid(0, 9, 6), dudo(1)]).state;
    s = play(s, [roll([2, 2, 2, 3, 4], five, five), bid(0, 2, 1), dudo(1)]).state; // no aces: seat 0 out
    expect(s.players[0]!.out).toBe(true);
    expect(s.starter).toBe(1);
  });
  it('O-PENALTY dice (default): the loser loses a die', () => {
    const s = play(newGame(), [r, bid(0, 9, 6), dudo(1)]).state;
    expect(s.players[0]).toMatchObject({ dice: 4, lives: null });
  });
});

describe('R-START and O-DIR', () => {
  it('R-START: every player rolls one die; the highest starts; tied players roll again, only they', () => {
    let s = newGame({ start: null, players: 4 });
    expect(s.phase).toBe('start-roll');
    expect(refusal(s, { type: 'startRoll', faces: [6, 6, 2] })).toBe('BAD_ROLL');
    s = accepted(s, { type: 'startRoll', faces: [6, 3, 6, 2] });
    expect(s.startRollers).toEqual([0, 2]);
    expect(refusal(s, { type: 'startRoll', faces: [4, 5, 3, null] })).toBe('BAD_ROLL');
    s = accepted(s, { type: 'startRoll', faces: [4, null, 5, null] });
    expect(s.starter).toBe(2);
    expect(s.phase).toBe('direction'); // O-DIR starter-chooses
    expect(s.toAct).toBe(2);
  });
  it('O-DIR starter-chooses: the starter picks the direction, which holds for the whole game', () => {
    let s = newGame({ start: null });
    s = play(s, [{ type: 'startRoll', faces: [2, 5, 3] }]).state;
    expect(refusal(s, { type: 'direction', seat: 0, direction: 'clockwise' })).toBe('NOT_YOUR_TURN');
    s = accepted(s, { type: 'direction', seat: 1, direction: 'counter-clockwise' });
    s = play(s, [roll([2, 3, 4, 5, 6], [2, 3, 4, 5, 6], [2, 3, 4, 5, 6]), bid(1, 2, 3)]).state;
    expect(s.toAct).toBe(0);
  });
  it('O-DIR fixed: clockwise or counter-clockwise without a choice', () => {
    const cw = play(newGame({ start: null, options: { direction: 'clockwise' } }), [{ type: 'startRoll', faces: [2, 5, 3] }]).state;
    expect(cw).toMatchObject({ phase: 'roll', direction: 'clockwise', starter: 1 });
    const ccw = play(newGame({ start: null, options: { direction: 'counter-clockwise' } }), [{ type: 'startRoll', faces: [2, 5, 3] }]).state;
    expect(ccw.direction).toBe('counter-clockwise');
  });
  it('O-START first-out-last-game: a single game still opens with the high roll', () => {
    expect(newGame({ start: null, preset: 'francia' }).phase).toBe('start-roll');
  });
});

describe('R-SEAT, R-DICE, O-DICE', () => {
  it('R-SEAT: 2 to 6 players, clockwise is seat+1', () => {
    expect(() => newGame({ players: 1 })).toThrow();
    expect(() => newGame({ players: 7 })).toThrow();
    const s = play(newGame({ players: 6 }), [roll(...Array.from({ length: 6 }, () => [2, 3, 4, 5, 6])), bid(0, 2, 2)]).state;
    expect(s.toAct).toBe(1);
  });
  it('R-DICE and O-DICE: every player rolls all their dice (dicePerPlayer 1..5)', () => {
    for (const n of [1, 2, 3, 4, 5]) {
      const g = newGame({ options: { dicePerPlayer: n } });
      const hand = Array.from({ length: n }, () => 3);
      accepted(g, roll(hand, hand, hand));
      expect(refusal(g, roll([...hand, 3], hand, hand))).toBe('BAD_ROLL');
    }
    expect(refusal(newGame(), roll([2, 3, 4, 5, 7], [2, 3, 4, 5, 6], [2, 3, 4, 5, 6]))).toBe('BAD_ROLL');
  });
  it('R-DICE: each player sees their own dice and nobody else\'s', () => {
    const s = play(newGame(), [roll([1, 1, 1, 1, 1], [2, 2, 2, 2, 2], [3, 3, 3, 3, 3])]).state;
    expect(viewFor(s, 1).hands).toEqual([null, [2, 2, 2, 2, 2], null]);
    expect(viewFor(s, null).hands).toEqual([null, null, null]);
  });
});

describe('O-FALLEN', () => {
  const five = [2, 3, 4, 5, 6];
  it('O-FALLEN: a die thrown off the table is lost', () => {
    const s = play(newGame({ preset: 'colombia' }), [{ type: 'roll', dice: [[2, 3, 4, 5], five, five], fallen: [1, 0, 0] }]).state;
    expect(s.players[0]!.dice).toBe(4);
    expect(s.current!.hands[0]).toEqual([2, 3, 4, 5]);
  });
  it('O-FALLEN off: fallen dice are refused (thrown again)', () => {
    expect(refusal(newGame(), { type: 'roll', dice: [[2, 3, 4, 5], five, five], fallen: [1, 0, 0] })).toBe('BAD_ROLL');
  });
  it('O-FALLEN: a player whose last die falls is out', () => {
    const g = newGame({ preset: 'colombia', players: 3, options: { dicePerPlayer: 1 } });
    const s = play(g, [{ type: 'roll', dice: [[], [3], [4]], fallen: [1, 0, 0] }]).state;
    expect(s.players[0]!.out).toBe(true);
    expect(s.toAct).toBe(1);
  });
});

describe('O-HIDDEN', () => {
  it('O-HIDDEN: nobody sees the others\' dice counts, only their own', () => {
    const s = play(newGame({ preset: 'francia', options: { hiddenDiceCounts: true } }), [roll([1, 2, 3, 4, 5], [1, 2, 3, 4, 5], [1, 2, 3, 4, 5])]).state;
    const v = viewFor(s, 1);
    expect(v.players.map((p) => p.dice)).toEqual([null, 5, null]);
    expect(v.current!.diceInPlay).toBeNull();
    expect(viewFor(play(newGame(), [roll([1, 2, 3, 4, 5], [1, 2, 3, 4, 5], [1, 2, 3, 4, 5])]).state, 1).players.map((p) => p.dice)).toEqual([5, 5, 5]);
  });
});
