// Information hiding in 3D: which throw the table shows and when its cups lift (R-DICE, R-DUDO).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { throwShown } from '../../renderer/src/logic/throwView';

describe('3D throw visibility', () => {
  it('R-DUDO: at the reveal of round r the cups lift over round r’s dice', () => {
    expect(throwShown(3, 3, 3, false)).toEqual({ show: true, lift: true });
    // the view already moved to the next round's roll: round 3's dice are still the ones revealed
    expect(throwShown(3, 4, 3, false)).toEqual({ show: true, lift: true });
  });

  it('R-DICE: a newer throw never has its cups lifted by an older round’s reveal', () => {
    expect(throwShown(4, 4, 3, false)).toEqual({ show: true, lift: false });
  });

  it('a stale throw is not drawn (the host rolled the new round itself)', () => {
    expect(throwShown(2, 4, null, false).show).toBe(false);
    expect(throwShown(3, 4, null, false).show).toBe(false);
  });

  it('while a person shakes for a new round, the old dice leave the table', () => {
    expect(throwShown(3, 3, null, true).show).toBe(false);
    expect(throwShown(-1, 0, null, false).show).toBe(true);
  });

  it('property: cups lift only at a reveal of the throw’s own round', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1, max: 30 }), fc.integer({ min: 0, max: 30 }), fc.option(fc.integer({ min: 1, max: 30 })), fc.boolean(), (tr, vr, rr, shake) => {
        const s = throwShown(tr, vr, rr, shake);
        if (s.lift) expect(rr).toBe(tr);
        if (s.lift) expect(s.show).toBe(true);
      }),
    );
  });
});
