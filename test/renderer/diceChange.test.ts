// The tally on the 3D table and the reveal's summary tell the same change (issue 27 item 1: the verdict, then who
// loses or wins what). R-CALZO with O-RESERVE: a right calzo at the most dice puts the die won in the reserve; the
// tally used to say nothing then, while the summary said "Caro wins a die".
import { describe, expect, it } from 'vitest';
import type { PlayerChange } from '../../engine/index';
import { gainsADie, losesDice, tallyChange } from '../../renderer/src/logic/diceChange';

const change = (c: Partial<PlayerChange> & { seat: number }): PlayerChange => ({ dice: 0, reserve: 0, lives: 0, eliminated: false, reprieve: false, ...c });

describe('what a challenge did to the dice, one reading for the tally and the summary', () => {
  it('R-CALZO, O-RESERVE: a die won into the reserve is a die won', () => {
    const c = change({ seat: 2, reserve: 1 });
    expect(gainsADie(c)).toBe(true);
    expect(tallyChange([c])).toEqual({ kind: 'gains', seat: 2 });
  });

  it('R-CALZO: a die won into the hand', () => {
    expect(tallyChange([change({ seat: 1, dice: 1 })])).toEqual({ kind: 'gains', seat: 1 });
  });

  it('R-DUDO: the loser gives dice from the hand and the reserve, counted together', () => {
    const c = change({ seat: 0, dice: -1, reserve: -1 });
    expect(losesDice(c)).toBe(true);
    expect(tallyChange([change({ seat: 3, dice: 1 }), c])).toEqual({ kind: 'loses', seat: 0, count: 2 });
  });

  it('R-LIVES: a life lost is told when no die was', () => {
    expect(tallyChange([change({ seat: 1, lives: -1 })])).toEqual({ kind: 'losesLife', seat: 1 });
  });

  it('nothing changed: nothing told', () => {
    expect(tallyChange([change({ seat: 0 })])).toBeNull();
    expect(tallyChange([])).toBeNull();
  });
});
