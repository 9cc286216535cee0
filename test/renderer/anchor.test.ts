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

  it('issue 27: six seats at 1024×640 with 3D, Diego\'s cup near the top edge: his card covers no neighbour\'s cup, coming as close as his cup\'s body if need be', () => {
    // the frame and the cups as measured on that screen (canvas px: centre x, y and reach), the turn line and the cards placed before
    const width = 730;
    const height = 418;
    const cups: [number, number, number][] = [[365, 335, 48], [175, 240, 44], [213, 105, 36], [365, 57, 34], [518, 105, 36], [556, 240, 44]];
    const taken: [number, number, number, number][] = [[width / 2, height / 2, 340, 80], [452, 333, 95, 66], [640, 340, 121, 80], [60, 275, 121, 105], [110, 55, 121, 105]];
    const [w, h] = [121, 80];
    const cup = cups[3]!;
    const others = cups.filter((c) => c !== cup);
    const [x, y] = anchorOf({ centre: [365, 200], cup: [cup[0], cup[1]], radius: cup[2], body: cup[2] / 1.2, w, h, width, height, others, taken });
    // before: beside the cup on its right, over Eli's cup (seat 4) by 28 px
    for (const [cx, cy, r] of others) expect(distance(cx, cy, x, y, w, h), `over the cup at ${cx},${cy}`).toBeGreaterThanOrEqual(r);
    for (const [tx, ty, tw, th] of taken) expect(Math.abs(x - tx) * 2 >= w + tw || Math.abs(y - ty) * 2 >= h + th, `over the box at ${tx},${ty}`).toBe(true);
    expect(x - w / 2 >= 0 && x + w / 2 <= width && y - h / 2 >= 0 && y + h / 2 <= height).toBe(true);
    expect(distance(cup[0], cup[1], x, y, w, h)).toBeGreaterThanOrEqual(cup[2] / 1.2);
  });

  it('issue 27: with room beside the cup clear of everything, the body\'s closeness is never used (the card keeps clear of the dice round its cup)', () => {
    const [x, y] = anchorOf({ centre: [500, 300], cup: [500, 100], radius: 40, body: 30, w: 120, h: 70, width: 1000, height: 600, others: [[300, 300, 40], [700, 300, 40]], taken: [] });
    expect(distance(500, 100, x, y, 120, 70)).toBeGreaterThanOrEqual(40);
  });
});
