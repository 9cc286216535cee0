// Seats anchored to their cups (issue 13): a seat card placed by anchorOf never covers its cup.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { anchorOf } from '../../renderer/src/logic/anchor';

/** Distance from a point to a rectangle given by its centre and size (0 inside). */
function distance(px: number, py: number, cx: number, cy: number, w: number, h: number): number {
  const dx = Math.max(0, Math.abs(px - cx) - w / 2);
  const dy = Math.max(0, Math.abs(py - cy) - h / 2);
  return Math.hypot(dx, dy);
}

describe('seat cards beside their cups (issue 13)', () => {
  it('a card inside the frame never covers its cup (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 400, max: 3000 }),
        fc.integer({ min: 300, max: 2000 }),
        fc.double({ min: 0.05, max: 0.95, noNaN: true }),
        fc.double({ min: 0.05, max: 0.95, noNaN: true }),
        fc.integer({ min: 10, max: 80 }),
        fc.integer({ min: 80, max: 160 }),
        fc.integer({ min: 40, max: 110 }),
        (width, height, fx, fy, radius, w, h) => {
          const a = { centre: [width / 2, height / 2] as const, cup: [fx * width, fy * height] as const, radius, w, h, width, height };
          const [x, y] = anchorOf(a);
          const fits = x - w / 2 >= -1e-6 && x + w / 2 <= width + 1e-6 && y - h / 2 >= -1e-6 && y + h / 2 <= height + 1e-6;
          expect(fits).toBe(true);
          // no room anywhere beside the cup: only then may a clamped card come closer
          const roomy = width > 2 * (radius + w + 10) && height > 2 * (radius + h + 10);
          if (roomy) expect(distance(a.cup[0], a.cup[1], x, y, w, h)).toBeGreaterThanOrEqual(radius);
        },
      ),
    );
  });

  it('the card of the cup nearest the viewer goes beside it when below would leave the frame', () => {
    const [x, y] = anchorOf({ centre: [500, 300], cup: [500, 560], radius: 50, w: 120, h: 80, width: 1000, height: 600 });
    expect(y + 40).toBeLessThanOrEqual(600);
    expect(Math.abs(x - 500)).toBeGreaterThan(50 + 60);
  });

  it('when every place beside its cup is taken by cards placed before, the card goes to a free place around the cup, never over another card', () => {
    const w = 100;
    const h = 60;
    const cup = [700, 300] as const;
    const radius = 40;
    // outward (right), left, above and below the cup: each taken by a card of the same size
    const taken: [number, number, number, number][] = [
      [cup[0] + radius + w / 2 + 6, cup[1], w, h],
      [cup[0] - radius - w / 2 - 6, cup[1], w, h],
      [cup[0], cup[1] - radius - h / 2 - 6, w, h],
      [cup[0], cup[1] + radius + h / 2 + 6, w, h],
    ];
    const [x, y] = anchorOf({ centre: [500, 300], cup, radius, w, h, width: 1000, height: 600, taken });
    for (const [tx, ty, tw, th] of taken) expect(Math.abs(x - tx) * 2 >= w + tw || Math.abs(y - ty) * 2 >= h + th, `over the card at ${tx},${ty}`).toBe(true);
    expect(x - w / 2 >= 0 && x + w / 2 <= 1000 && y - h / 2 >= 0 && y + h / 2 <= 600).toBe(true);
    expect(distance(cup[0], cup[1], x, y, w, h)).toBeGreaterThanOrEqual(radius);
  });
});
