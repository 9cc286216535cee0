import { describe, expect, it } from 'vitest';
import { locksFaceAtOpening } from '../../engine/bidding';
import { accepted, bid, newGame, play, refusal, roll } from './helpers';

const five = [2, 3, 4, 5, 6];
const threeHands = roll(five, five, five); // 15 dice in play

describe('R-BID count limits', () => {
  it('R-BID: a count from 1 to the dice in play', () => {
    const s = play(newGame(), [threeHands]).state;
    expect(refusal(s, bid(0, 0, 3))).toBe('BAD_BID');
    expect(refusal(s, bid(0, 16, 3))).toBe('BAD_BID');
    accepted(s, bid(0, 15, 3));
  });
  it('R-BID with O-HIDDEN: the count may go up to the dice at the game start', () => {
    const s = play(newGame({ options: { hiddenDiceCounts: true } }), [threeHands]).state;
    accepted(s, bid(0, 15, 3));
    expect(refusal(s, bid(0, 16, 3))).toBe('BAD_BID');
  });
  it('R-BID: a face from 1 to 6', () => {
    const s = play(newGame(), [threeHands]).state;
    expect(refusal(s, bid(0, 2, 7))).toBe('BAD_BID');
    expect(refusal(s, bid(0, 2, 0))).toBe('BAD_BID');
  });
});

describe('R-RAISE', () => {
  const s = play(newGame(), [threeHands, bid(0, 3, 3)]).state; // tres trenes
  it('R-RAISE: same count, higher face ("tres cuadras")', () => {
    accepted(s, bid(1, 3, 4));
  });
  it('R-RAISE: greater count, any face, also lower ("cuatro tontos")', () => {
    accepted(s, bid(1, 4, 2));
  });
  it('R-RAISE: never the same count with a lower face ("tres tontos")', () => {
    expect(refusal(s, bid(1, 3, 2))).toBe('BID_NOT_HIGHER');
    expect(refusal(s, bid(1, 3, 3))).toBe('BID_NOT_HIGHER');
    expect(refusal(s, bid(1, 2, 6))).toBe('BID_NOT_HIGHER');
  });
});

describe('R-ACE-1..4 (aces wild, O-ACESTO)', () => {
  it('R-ACE-1: a round may not be opened on aces', () => {
    const s = play(newGame(), [threeHands]).state;
    expect(refusal(s, bid(0, 2, 1))).toBe('OPEN_ON_ACES');
  });
  it('R-ACE-1: unless the opener has a single die', () => {
    const s = play(newGame({ options: { dicePerPlayer: 1 } }), [roll([2], [3], [4])]).state;
    accepted(s, bid(0, 1, 1));
  });
  it('R-ACE-2 half-plus-one: 7 trenes → 4 ases, 8 trenes → 5 ases (not 4)', () => {
    const big = play(newGame({ players: 2 }), [roll(five, five)]).state;
    const s7 = play(big, [bid(0, 7, 3)]).state;
    accepted(s7, bid(1, 4, 1));
    expect(refusal(s7, bid(1, 3, 1))).toBe('BID_NOT_HIGHER');
    const s8 = play(big, [bid(0, 8, 3)]).state;
    accepted(s8, bid(1, 5, 1));
    expect(refusal(s8, bid(1, 4, 1))).toBe('BID_NOT_HIGHER');
  });
  it('R-ACE-2 with O-ACESTO half-up: 7 → 4 ases, 8 → 4 ases', () => {
    const big = play(newGame({ players: 2, options: { acesTo: 'half-up' } }), [roll(five, five)]).state;
    accepted(play(big, [bid(0, 7, 3)]).state, bid(1, 4, 1));
    const s8 = play(big, [bid(0, 8, 3)]).state;
    accepted(s8, bid(1, 4, 1));
    expect(refusal(s8, bid(1, 3, 1))).toBe('BID_NOT_HIGHER');
  });
  it('R-ACE-3: aces to aces, the count must rise', () => {
    const s = play(newGame(), [threeHands, bid(0, 4, 3), bid(1, 3, 1)]).state;
    expect(refusal(s, bid(2, 3, 1))).toBe('BID_NOT_HIGHER');
    accepted(s, bid(2, 4, 1));
  });
  it('R-ACE-4: from aces to another face needs 2q+1 (2 ases → 5 trenes)', () => {
    const s = play(newGame(), [threeHands, bid(0, 3, 3), bid(1, 2, 1)]).state;
    expect(refusal(s, bid(2, 4, 3))).toBe('BID_NOT_HIGHER');
    expect(refusal(s, bid(2, 4, 6))).toBe('BID_NOT_HIGHER');
    accepted(s, bid(2, 5, 3));
    accepted(s, bid(2, 5, 2));
  });
  it('O-ACESTO ordered: aces are the lowest face, may open, no conversion', () => {
    const s0 = play(newGame({ options: { acesTo: 'ordered' } }), [threeHands]).state;
    const s = accepted(s0, bid(0, 2, 1));
    accepted(s, bid(1, 2, 2)); // same count, higher face
    const s2 = play(s0, [bid(0, 4, 3)]).state;
    expect(refusal(s2, bid(1, 2, 1))).toBe('BID_NOT_HIGHER'); // no halving
    accepted(s2, bid(1, 5, 1));
  });
});

describe('R-BLANK (French die, O-WILD blank)', () => {
  const french = { preset: 'francia' as const };
  it('R-BLANK: bids rise 1 < 2 < 3 < 4 < 5 with no halving; blanks cannot be bid', () => {
    const s = play(newGame(french), [threeHands, bid(0, 3, 5)]).state;
    accepted(s, bid(1, 4, 1));
    expect(refusal(s, bid(1, 3, 4))).toBe('BID_NOT_HIGHER');
    expect(refusal(s, bid(1, 4, 6))).toBe('BLANK_BIDS_OFF');
  });
  it('R-BLANK: aces are an ordinary face and may open', () => {
    const s = play(newGame(french), [threeHands]).state;
    accepted(s, bid(0, 2, 1));
  });
  it('R-BLANK with blankBids: blank bids follow R-ACE-1..4 with blank for ace', () => {
    const o = { preset: 'francia' as const, options: { blankBids: true } };
    const s0 = play(newGame(o), [threeHands]).state;
    expect(refusal(s0, bid(0, 2, 6))).toBe('OPEN_ON_ACES'); // R-ACE-1
    const s = play(s0, [bid(0, 8, 3)]).state;
    expect(refusal(s, bid(1, 4, 6))).toBe('BID_NOT_HIGHER'); // R-ACE-2: 8 → 5 blanks
    const s2 = accepted(s, bid(1, 5, 6));
    expect(refusal(s2, bid(2, 5, 6))).toBe('BID_NOT_HIGHER'); // R-ACE-3
    expect(refusal(s2, bid(2, 10, 5))).toBe('BID_NOT_HIGHER'); // R-ACE-4: 2*5+1
    accepted(s2, bid(2, 11, 1));
  });
});

describe('O-WILD none', () => {
  it('O-WILD none: aces may open and rank lowest', () => {
    const s = play(newGame({ options: { wild: 'none' } }), [threeHands]).state;
    const s1 = accepted(s, bid(0, 2, 1));
    accepted(s1, bid(1, 2, 2));
    expect(refusal(s1, bid(1, 1, 6))).toBe('BID_NOT_HIGHER');
  });
});

describe('R-PALIFICO, R-OBLIGAR: the rounds whose opening bid fixes the face', () => {
  it('palifico and both obligar rounds lock the face; normal, blind and reprieve rounds do not', () => {
    const kinds = ['normal', 'palifico', 'obligar-open', 'obligar-closed', 'blind', 'reprieve'] as const;
    expect(kinds.filter((k) => locksFaceAtOpening(k))).toEqual(['palifico', 'obligar-open', 'obligar-closed']);
  });
});
