// A seat card's CSS place (issue 13, 1024×640 with 3D): placed in one frame size, the card stays
// wholly inside the felt at any later size, before the scene draws again.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cardPlace } from '../../renderer/src/logic/cardPlace';

/** Evaluates the CSS `clamp(Apx, B%, calc(100% - Cpx))` the way the browser does, for a frame of `size` px. */
function evaluate(css: string, size: number): number {
  const m = /^clamp\(([\d.]+)px, (-?[\d.]+)%, calc\(100% - ([\d.]+)px\)\)$/.exec(css);
  if (!m) throw new Error(`not a clamp: ${css}`);
  const [min, pct, max] = [Number(m[1]), Number(m[2]), size - Number(m[3])];
  return Math.max(min, Math.min((pct / 100) * size, max));
}

describe('seat card places (issue 13)', () => {
  it('in the frame it was found in, the card is where the anchor put it', () => {
    const p = cardPlace(496, 430, 85, 68, 731, 538);
    expect(evaluate(p.left, 731)).toBeCloseTo(496, 0);
    expect(evaluate(p.top, 538)).toBeCloseTo(430, 0);
  });

  it('the card found in a taller canvas (the felt before the bidding panel came) lies inside the shrunk felt: 538 → 418 px', () => {
    const p = cardPlace(496, 497, 85, 68, 731, 538);
    const top = evaluate(p.top, 418);
    expect(top - 34).toBeGreaterThanOrEqual(0);
    expect(top + 34).toBeLessThanOrEqual(418);
  });

  it('a card that fits its frame stays wholly inside it at any later frame size (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 200, max: 4000 }),
        fc.integer({ min: 200, max: 2500 }),
        fc.integer({ min: 40, max: 180 }),
        fc.integer({ min: 30, max: 120 }),
        fc.double({ min: -0.5, max: 1.5, noNaN: true }),
        fc.double({ min: -0.5, max: 1.5, noNaN: true }),
        fc.integer({ min: 200, max: 4000 }),
        fc.integer({ min: 200, max: 2500 }),
        (W, H, w, h, fx, fy, W2, H2) => {
          const p = cardPlace(fx * W, fy * H, w, h, W, H);
          const x = evaluate(p.left, W2);
          const y = evaluate(p.top, H2);
          expect(x - w / 2).toBeGreaterThanOrEqual(-0.06);
          expect(y - h / 2).toBeGreaterThanOrEqual(-0.06);
          expect(x + w / 2).toBeLessThanOrEqual(W2 + 0.06);
          expect(y + h / 2).toBeLessThanOrEqual(H2 + 0.06);
        },
      ),
    );
  });
});
