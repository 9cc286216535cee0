// Probabilities in plain words (issue 13): "about 1 in 3 times", never a p-value.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chanceOf } from '../../renderer/src/i18n/chance';

describe('a probability said as a simple fraction', () => {
  it('reads the usual odds as people say them', () => {
    expect(chanceOf(1 / 3)).toEqual({ kind: 'about', a: 1, b: 3 });
    expect(chanceOf(0.5)).toEqual({ kind: 'about', a: 1, b: 2 });
    expect(chanceOf(0.62)).toEqual({ kind: 'about', a: 3, b: 5 });
    expect(chanceOf(0.05)).toEqual({ kind: 'about', a: 1, b: 20 });
    expect(chanceOf(1)).toEqual({ kind: 'always' });
    expect(chanceOf(0)).toEqual({ kind: 'never' });
  });

  it('the fraction is within 4 points of p, a proper fraction, never "0 in b" or "b in b" (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (p) => {
        const c = chanceOf(p);
        if (c.kind === 'always') expect(p).toBeGreaterThanOrEqual(0.97);
        else if (c.kind === 'never') expect(p).toBeLessThanOrEqual(0.03);
        else {
            expect(c.a).toBeGreaterThanOrEqual(1);
          expect(c.a).toBeLessThan(c.b);
          expect(Math.abs(c.a / c.b - p)).toBeLessThan(p < 0.1 ? 0.02 : 0.04);
        }
      }),
    );
  });
});
