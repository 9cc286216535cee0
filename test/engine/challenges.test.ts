import { describe, expect, it } from 'vitest';
import { accepted, bid, calzo, dudo, lastResolution, mato, newGame, paso, picado, play, refusal, roll } from './helpers';

// Seat 0: 1 3 3 5 6, seat 1: 2 3 4 4 1, seat 2: 6 6 3 2 2 (the RECORD-FORMAT.md example).
const example = roll([1, 3, 3, 5, 6], [2, 3, 4, 4, 1], [6, 6, 3, 2, 2]);

describe('R-DUDO and R-WILD', () => {
  it('R-WILD: aces count as the bid face; count ≥ bid → the challenger loses a die (R-DUDO)', () => {
    const { state, events } = play(newGame(), [example, bid(0, 3, 3), bid(1, 6, 3), dudo(2)]);
    const r = lastResolution(events);
    expect(r.count).toEqual({ face: 3, natural: 4, wild: 2, total: 6 });
    expect(r.loser).toBe(2);
    expect(state.players.map((p) => p.dice)).toEqual([5, 5, 4]);
  });
  it('R-DUDO: count < bid → the bidder loses a die', () => {
    const { state, events } = play(newGame(), [example, bid(0, 3, 3), bid(1, 7, 3), dudo(2)]);
    expect(lastResolution(events).loser).toBe(1);
    expect(state.players.map((p) => p.dice)).toEqual([5, 4, 5]);
  });
  it('R-WILD: a bid on aces counts only aces', () => {
    const { events } = play(newGame(), [example, bid(0, 4, 3), bid(1, 3, 1), dudo(2)]);
    const r = lastResolution(events);
    expect(r.count).toEqual({ face: 1, natural: 2, wild: 0, total: 2 });
    expect(r.loser).toBe(1);
  });
  it('R-TURN: the first player of a round must bid', () => {
    const s = play(newGame(), [example]).state;
    expect(refusal(s, dudo(0))).toBe('MUST_BID');
    expect(refusal(s, bid(1, 2, 3))).toBe('NOT_YOUR_TURN');
  });
  it('R-TURN: play passes one seat at a time in the direction, skipping players who are out', () => {
    const g = newGame({ players: 3, options: { dicePerPlayer: 1 }, start: { seat: 0, direction: 'counter-clockwise' } });
    const s = play(g, [roll([2], [3], [4]), bid(0, 1, 2)]).state;
    expect(s.toAct).toBe(2);
    const s2 = play(s, [dudo(2)]).state; // one 2 → true: seat 2 loses its only die
    expect(s2.players[2]!.out).toBe(true);
    const s3 = play(s2, [roll([5], [6], []), bid(1, 1, 5)]).state; // seat 2 out: seat 1 starts (R-NEXT)
    expect(s3.toAct).toBe(0);
  });
});

describe('R-CALZO and its conditions', () => {
  it('R-CALZO: exact → the caller gains a die (R-RESERVE when at the starting number)', () => {
    const { state, events } = play(newGame(), [example, bid(0, 6, 3), calzo(1)]);
    expect(lastResolution(events).gainer).toBe(1);
    expect(state.players[1]).toMatchObject({ dice: 5, reserve: 1 });
  });
  it('R-CALZO: not exact → the caller loses a die', () => {
    const { state, events } = play(newGame(), [example, bid(0, 5, 3), calzo(1)]);
    expect(lastResolution(events).loser).toBe(1);
    expect(state.players[1]!.dice).toBe(4);
  });
  it('R-CALZO: a gained die returns to a player below the starting number', () => {
    const g = newGame({ players: 2, options: { dicePerPlayer: 2, oneDieRound: 'none' } });
    const s = play(g, [roll([2, 2], [3, 3]), bid(0, 3, 3), dudo(1)]).state; // 2 threes < 3: seat 0 loses
    expect(s.players[0]!.dice).toBe(1);
    const s2 = play(s, [roll([3], [3, 4]), bid(0, 2, 3), calzo(1)]).state; // exact: seat 1 keeps a reserve die
    expect(s2.players[1]).toMatchObject({ dice: 2, reserve: 1 });
    const s3 = play(s2, [roll([3], [3, 4]), bid(1, 2, 3), calzo(0)]).state;
    expect(s3.players[0]).toMatchObject({ dice: 2, reserve: 0 });
  });
  it('R-RESERVE: the reserve die is spent instead of a die at the next loss; at most one', () => {
    let s = play(newGame(), [example, bid(0, 6, 3), calzo(1)]).state;
    expect(s.players[1]!.reserve).toBe(1);
    s = play(s, [example, bid(1, 6, 3), calzo(2)]).state; // seat 1 started (R-NEXT); seat 2 gains
    s = play(s, [example, bid(2, 6, 3), calzo(0)]).state;
    s = play(s, [example, bid(0, 6, 3), calzo(1)]).state; // a second reserve die is not kept
    expect(s.players[1]).toMatchObject({ dice: 5, reserve: 1 });
    s = play(s, [example, bid(1, 7, 3), dudo(2)]).state; // seat 1 loses: the reserve is spent
    expect(s.players[1]).toMatchObject({ dice: 5, reserve: 0 });
  });
  it('R-CALZO: only the player whose turn it is', () => {
    const s = play(newGame(), [example, bid(0, 6, 3)]).state;
    expect(refusal(s, calzo(2))).toBe('NOT_YOUR_TURN');
  });
  it('O-CALZO off: no calzo', () => {
    const s = play(newGame({ options: { calzo: false } }), [example, bid(0, 6, 3)]).state;
    expect(refusal(s, calzo(1))).toBe('CALZO_NOT_ALLOWED');
  });
  it('R-CALZO-WHEN half-dice-or-one-die: not under half the starting dice, unless the caller has one die', () => {
    // 2 players × 3 dice = 6 at the start; half = 3.
    const g = newGame({ players: 2, options: { dicePerPlayer: 3, oneDieRound: 'none' } });
    let s = play(g, [roll([2, 2, 2], [3, 3, 3]), bid(0, 4, 5), dudo(1)]).state; // seat 0 → 2 dice; 5 in play
    s = play(s, [roll([2, 2], [3, 3, 3]), bid(0, 4, 5), dudo(1)]).state; // seat 0 → 1 die; 4 in play
    s = play(s, [roll([2], [3, 3, 3]), bid(0, 3, 5), dudo(1)]).state; // 3 fives? no: seat 0 out
    expect(s.phase).toBe('game-over');
    let t = play(g, [roll([2, 2, 2], [3, 3, 3]), bid(0, 4, 5), dudo(1)]).state; // seat 0 → 2
    t = play(t, [roll([2, 2], [3, 3, 3]), bid(0, 1, 5), dudo(1)]).state; // no five: seat 0 → 1
    t = play(t, [roll([2], [3, 3, 3]), bid(0, 1, 3), dudo(1)]).state; // three 3s ≥ 1: seat 1 → 2; 3 in play next
    expect(t.players.map((p) => p.dice)).toEqual([1, 2]);
    const three = play(t, [roll([2], [3, 3]), bid(1, 1, 3)]).state; // 3 in play ≥ 3: calzo allowed
    accepted(three, calzo(0));
    let u = play(three, [dudo(0)]).state; // true: seat 0 out
    expect(u.phase).toBe('game-over');
    u = play(t, [roll([2], [3, 3]), bid(1, 1, 3), bid(0, 2, 3), dudo(1)]).state; // two 3s: seat 1 → 1 die; 2 in play
    const two = play(u, [roll([2], [3]), bid(1, 1, 3)]).state;
    accepted(two, calzo(0)); // 2 < 3 in play, but seat 0 holds one die
    const g4 = newGame({ players: 2, options: { dicePerPlayer: 4, oneDieRound: 'none' } });
    let w = play(g4, [roll([2, 2, 2, 2], [3, 3, 3, 3]), bid(0, 5, 5), dudo(1)]).state; // 7 in play
    w = play(w, [roll([2, 2, 2], [3, 3, 3, 3]), bid(0, 5, 5), dudo(1)]).state; // 6
    w = play(w, [roll([2, 2], [3, 3, 3, 3]), bid(0, 5, 5), bid(1, 5, 6), dudo(0)]).state; // seat 1 → 3 dice; 5 in play
    w = play(w, [roll([2, 2], [3, 3, 3]), bid(1, 1, 3)]).state; // 5 ≥ 4: allowed
    accepted(w, calzo(0));
    w = play(w, [bid(0, 4, 6), dudo(1)]).state; // seat 0 → 1 die; 4 in play
    w = play(w, [roll([2], [3, 3, 3]), bid(0, 1, 3), bid(1, 2, 3)]).state;
    accepted(w, calzo(0)); // one die
    const w2 = play(w, [bid(0, 4, 3), dudo(1)]).state; // 3 threes < 4: seat 0 out? it held one die
    expect(w2.phase).toBe('game-over');
  });
  it('R-CALZO-WHEN half-dice-or-one-die: refused with few dice in play and several in hand', () => {
    const g = newGame({ players: 2, options: { dicePerPlayer: 4, oneDieRound: 'none' } });
    let s = play(g, [roll([2, 2, 2, 2], [3, 3, 3, 3]), bid(0, 1, 5), dudo(1)]).state; // seat 0 → 3
    s = play(s, [roll([2, 2, 2], [3, 3, 3, 3]), bid(0, 1, 5), dudo(1)]).state; // → 2
    s = play(s, [roll([2, 2], [3, 3, 3, 3]), bid(0, 1, 5), bid(1, 1, 6), dudo(0)]).state; // seat 1 → 3; 5 in play
    s = play(s, [roll([2, 2], [3, 3, 3]), bid(1, 1, 5), dudo(0)]).state; // no 5: seat 1 → 2; 4 in play
    s = play(s, [roll([2, 2], [3, 3]), bid(1, 1, 3), bid(0, 1, 4), dudo(1)]).state; // no 4: seat 0 → 1... 3 in play
    s = play(s, [roll([2], [3, 3]), bid(0, 1, 2), bid(1, 1, 3)]).state;
    accepted(s, calzo(0)); // one die in hand
    const t = play(newGame({ players: 2, options: { dicePerPlayer: 4, oneDieRound: 'none' } }), [
      roll([2, 2, 2, 2], [3, 3, 3, 3]), bid(0, 1, 5), dudo(1), // seat 0 → 3
      roll([2, 2, 2], [3, 3, 3, 3]), bid(0, 1, 5), dudo(1), // → 2
      roll([2, 2], [3, 3, 3, 3]), bid(0, 1, 6), bid(1, 2, 6), dudo(0), // seat 1 → 3 (5 in play)
      roll([2, 2], [3, 3, 3]), bid(1, 1, 6), dudo(0), // seat 1 → 2 (4 in play)
      roll([2, 2], [3, 3]), bid(1, 1, 6), dudo(0), // seat 1 → 1 (3 in play)
    ]).state;
    const t2 = play(t, [roll([2, 2], [3]), bid(1, 1, 2)]).state; // 3 in play < 4, seat 0 holds 2
    expect(refusal(t2, calzo(0))).toBe('CALZO_NOT_ALLOWED');
  });
  it('R-CALZO-WHEN always: calzo with few dice in play', () => {
    const g = newGame({ players: 2, options: { dicePerPlayer: 4, calzoWhen: 'always', oneDieRound: 'none' } });
    const t = play(g, [
      roll([2, 2, 2, 2], [3, 3, 3, 3]), bid(0, 1, 5), dudo(1),
      roll([2, 2, 2], [3, 3, 3, 3]), bid(0, 1, 5), dudo(1),
      roll([2, 2], [3, 3, 3, 3]), bid(0, 1, 6), bid(1, 2, 6), dudo(0),
      roll([2, 2], [3, 3, 3]), bid(1, 1, 6), dudo(0),
      roll([2, 2], [3, 3]), bid(1, 1, 6), dudo(0),
    ]).state;
    const t2 = play(t, [roll([2, 2], [3]), bid(1, 1, 2)]).state;
    accepted(t2, calzo(0));
  });
  it('O-CALZO5 noCalzoWithFullHand: no calzo while holding the starting number of dice', () => {
    const s = play(newGame({ preset: 'chile-variantes', options: { noCalzoWithFullHand: true } }), [example, bid(0, 6, 3)]).state;
    expect(refusal(s, calzo(1))).toBe('CALZO_NOT_ALLOWED');
    const s2 = play(newGame({ preset: 'chile-variantes' }), [example, bid(0, 6, 3)]).state;
    accepted(s2, calzo(1));
  });
  it('O-CALZO2 noCalzoHeadsUp: no calzo when only two players remain', () => {
    const two = { players: 2, options: { noCalzoHeadsUp: true, calzoWhen: 'always' as const } };
    const s = play(newGame(two), [roll([3, 3, 3, 3, 3], [3, 3, 3, 3, 3]), bid(0, 4, 3)]).state;
    expect(refusal(s, calzo(1))).toBe('CALZO_NOT_ALLOWED');
    const s3 = play(newGame({ players: 3, options: { noCalzoHeadsUp: true } }), [example, bid(0, 6, 3)]).state;
    accepted(s3, calzo(1));
  });
});

describe('R-OUT, R-DEAL-END, R-NEXT, O-NEXT', () => {
  it('R-OUT and R-DEAL-END: a player with no dice is out; the last player with dice wins', () => {
    const g = newGame({ players: 2, options: { dicePerPlayer: 1 } });
    const { state, events } = play(g, [roll([2], [3]), bid(0, 1, 4), dudo(1)]);
    expect(state.players[0]!.out).toBe(true);
    expect(state.phase).toBe('game-over');
    expect(state.winner).toBe(1);
    expect(events.at(-1)).toEqual({ type: 'game-over', winner: 1 });
  });
  it('R-NEXT: the player who lost a die starts the next round', () => {
    const s = play(newGame(), [example, bid(0, 3, 3), bid(1, 7, 3), dudo(2)]).state;
    expect(s.starter).toBe(1);
    expect(play(s, [roll([1, 3, 3, 5, 6], [2, 3, 4, 4], [6, 6, 3, 2, 2])]).state.toAct).toBe(1);
  });
  it('R-NEXT: the player who gained a die starts', () => {
    const s = play(newGame(), [example, bid(0, 6, 3), calzo(1)]).state;
    expect(s.starter).toBe(1);
  });
  it('R-NEXT: if that player is out, the next active player in the direction starts', () => {
    const g = newGame({ players: 3, options: { dicePerPlayer: 1 }, start: { seat: 0, direction: 'counter-clockwise' } });
    const s = play(g, [roll([2], [3], [4]), bid(0, 1, 5), dudo(2)]).state; // no 5: seat 0 out
    expect(s.starter).toBe(2);
  });
  it('O-NEXT calzo-caller-else-loser: the calzo caller starts even after losing... and after winning', () => {
    const o = { options: { nextStarter: 'calzo-caller-else-loser' as const } };
    expect(play(newGame(o), [example, bid(0, 5, 3), calzo(1)]).state.starter).toBe(1);
    expect(play(newGame(o), [example, bid(0, 6, 3), calzo(1)]).state.starter).toBe(1);
    expect(play(newGame(o), [example, bid(0, 7, 3), dudo(1)]).state.starter).toBe(0); // the loser otherwise
  });
});

describe('R-MATO (O-MATO)', () => {
  const variantes = { preset: 'chile-variantes' as const };
  it('R-MATO: count exactly the bid → the bidder loses a die', () => {
    const { state, events } = play(newGame(variantes), [example, bid(0, 6, 3), mato(1)]);
    expect(lastResolution(events).loser).toBe(0);
    expect(state.players[0]!.dice).toBe(4);
  });
  it('R-MATO: otherwise the player who said mato loses one', () => {
    const { state } = play(newGame(variantes), [example, bid(0, 5, 3), mato(1)]);
    expect(state.players[1]!.dice).toBe(4);
  });
  it('O-MATO off: no mato', () => {
    const s = play(newGame(), [example, bid(0, 5, 3)]).state;
    expect(refusal(s, mato(1))).toBe('MATO_NOT_ALLOWED');
  });
});

describe('R-PASO (O-PASO, O-PASO2)', () => {
  const v = { preset: 'chile-variantes' as const, options: { siciliana: false } };
  const hands = roll([1, 2, 3, 4, 5], [2, 2, 2, 2, 2], [3, 3, 5, 5, 5]); // all different, all equal, full house
  it('R-PASO: never the round\'s first action; the standing bid stays and play passes on', () => {
    const s = play(newGame(v), [hands]).state;
    expect(refusal(s, paso(0))).toBe('PASO_NOT_ALLOWED');
    const s2 = play(s, [bid(0, 3, 4), paso(1)]).state;
    expect(s2.current!.standing).toEqual({ seat: 0, bid: { count: 3, face: 4 } });
    expect(s2.toAct).toBe(2);
    expect(refusal(s2, bid(2, 3, 3))).toBe('BID_NOT_HIGHER'); // the raise is over the standing bid
    accepted(s2, bid(2, 3, 5));
  });
  it('R-PASO: dudo to a qualifying paso (all equal) → the doubter loses', () => {
    const { state, events } = play(newGame(v), [hands, bid(0, 3, 4), paso(1), dudo(2)]);
    const r = lastResolution(events);
    expect(r.pasoPattern).toBe('all-equal');
    expect(r.loser).toBe(2);
    expect(state.players[2]!.dice).toBe(4);
  });
  it('R-PASO: full house and all different qualify', () => {
    const full = play(newGame(v), [hands, bid(0, 3, 4), bid(1, 4, 4), paso(2), dudo(0)]);
    expect(lastResolution(full.events)).toMatchObject({ pasoPattern: 'full-house', loser: 0 });
    const g = newGame({ ...v, start: { seat: 2, direction: 'clockwise' } });
    const diff = play(g, [hands, bid(2, 3, 4), paso(0), dudo(1)]);
    expect(lastResolution(diff.events)).toMatchObject({ pasoPattern: 'all-different', loser: 1 });
  });
  it('R-PASO: a bluffing passer (no pattern) loses', () => {
    const g = newGame(v);
    const s = play(g, [roll([1, 2, 3, 4, 5], [2, 2, 2, 2, 6], [3, 3, 5, 5, 5]), bid(0, 3, 4), paso(1), dudo(2)]);
    expect(lastResolution(s.events)).toMatchObject({ pasoPattern: null, loser: 1 });
  });
  it('R-PASO: once per round each, and only with the starting number of dice', () => {
    const o = { ...v, options: { ...v.options, noDoublePaso: false } };
    const s = play(newGame(o), [hands, bid(0, 3, 4), paso(1), paso(2), bid(0, 4, 4)]).state;
    expect(refusal(s, paso(1))).toBe('PASO_NOT_ALLOWED');
    const short = play(newGame(v), [hands, bid(0, 9, 4), dudo(1)]).state; // seat 0 loses a die (wilds: 1 four + 1 ace)
    const s2 = play(short, [roll([1, 2, 3, 4], [2, 2, 2, 2, 2], [3, 3, 5, 5, 5]), bid(0, 2, 2), bid(1, 3, 2), bid(2, 4, 2)]).state;
    expect(refusal(s2, paso(0))).toBe('PASO_NOT_ALLOWED');
  });
  it('O-PASO2 noDoublePaso: a paso may not follow a paso (on); may when off', () => {
    const s = play(newGame(v), [hands, bid(0, 3, 4), paso(1)]).state;
    expect(refusal(s, paso(2))).toBe('PASO_NOT_ALLOWED');
    const s2 = play(newGame({ ...v, options: { ...v.options, noDoublePaso: false } }), [hands, bid(0, 3, 4), paso(1)]).state;
    accepted(s2, paso(2));
  });
  it('O-PASO off: no paso', () => {
    const s = play(newGame(), [hands, bid(0, 3, 4)]).state;
    expect(refusal(s, paso(1))).toBe('PASO_NOT_ALLOWED');
  });
});

describe('R-PICADO (O-PICADO)', () => {
  const v = { preset: 'chile-variantes' as const, options: { siciliana: false } };
  const hands = roll([1, 1, 3, 4, 5], [2, 1, 2, 2, 2], [3, 3, 5, 5, 5]);
  it('R-PICADO: reverses the direction for the rest of the game; the next player in the new direction answers', () => {
    const s = play(newGame(v), [hands, bid(0, 3, 4), picado(1)]).state;
    expect(s.direction).toBe('counter-clockwise');
    expect(s.toAct).toBe(0);
    const after = play(s, [dudo(0)]).state; // picador seat 1 holds one ace: the picador loses
    expect(after.players[1]!.dice).toBe(4);
    expect(after.direction).toBe('counter-clockwise');
  });
  it('R-PICADO: at least two aces shown → the doubter loses', () => {
    const g = newGame({ ...v, start: { seat: 2, direction: 'clockwise' } });
    const { state, events } = play(g, [hands, bid(2, 3, 4), picado(0), dudo(2)]);
    expect(lastResolution(events)).toMatchObject({ picadoAces: 2, loser: 2 });
    expect(state.players[2]!.dice).toBe(4);
  });
  it('R-PICADO: once per round in all, never as the first action, answered by dudo or a raise', () => {
    const s0 = play(newGame(v), [hands]).state;
    expect(refusal(s0, picado(0))).toBe('PICADO_NOT_ALLOWED');
    const s = play(s0, [bid(0, 3, 4), picado(1)]).state;
    expect(refusal(s, picado(0))).toBe('PICADO_NOT_ALLOWED');
    expect(refusal(s, paso(0))).toBe('PASO_NOT_ALLOWED');
    expect(refusal(s, bid(0, 3, 3))).toBe('BID_NOT_HIGHER');
    const s2 = accepted(s, bid(0, 3, 5));
    expect(refusal(s2, picado(2))).toBe('PICADO_NOT_ALLOWED');
  });
  it('O-PICADO off: no picado', () => {
    const s = play(newGame(), [hands, bid(0, 3, 4)]).state;
    expect(refusal(s, picado(1))).toBe('PICADO_NOT_ALLOWED');
  });
});

describe('O-SICILIANA', () => {
  const v = { preset: 'chile-variantes' as const };
  it('O-SICILIANA: dudo on the round\'s first bid costs the loser two dice', () => {
    const lose = play(newGame(v), [example, bid(0, 9, 3), dudo(1)]).state;
    expect(lose.players[0]!.dice).toBe(3);
    const win = play(newGame(v), [example, bid(0, 6, 3), dudo(1)]).state;
    expect(win.players[1]!.dice).toBe(3);
  });
  it('O-SICILIANA: later bids cost one', () => {
    const s = play(newGame(v), [example, bid(0, 3, 3), bid(1, 9, 3), dudo(2)]).state;
    expect(s.players[1]!.dice).toBe(4);
  });
  it('O-SICILIANA off: one die', () => {
    const s = play(newGame(), [example, bid(0, 9, 3), dudo(1)]).state;
    expect(s.players[0]!.dice).toBe(4);
  });
});

describe('O-SALSA', () => {
  const o = { preset: 'francia' as const, options: { salsa: true } };
  it('O-SALSA: any player except the standing bidder may raise out of turn; play goes on from them', () => {
    const s = play(newGame({ ...o, players: 4 }), [roll([1, 2, 3, 4, 5], [1, 2, 3, 4, 5], [1, 2, 3, 4, 5], [1, 2, 3, 4, 5]), bid(0, 3, 3)]).state;
    expect(s.toAct).toBe(1);
    expect(refusal(s, bid(0, 4, 3))).toBe('SALSA_NOT_ALLOWED');
    const s2 = accepted(s, bid(2, 4, 3));
    expect(s2.toAct).toBe(3);
    expect(refusal(s2, dudo(1))).toBe('NOT_YOUR_TURN'); // out of turn: only raises
  });
  it('O-SALSA off: no out-of-turn bids', () => {
    const s = play(newGame({ preset: 'francia', players: 4 }), [roll([1, 2, 3, 4, 5], [1, 2, 3, 4, 5], [1, 2, 3, 4, 5], [1, 2, 3, 4, 5]), bid(0, 3, 3)]).state;
    expect(refusal(s, bid(2, 4, 3))).toBe('NOT_YOUR_TURN');
  });
});
