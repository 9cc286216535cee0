// Issue 27: the seat cards of six seats at 1024×640 with 3D, placed together (renderer/src/logic/cardLayout.ts):
// no card over another seat's cup, over another card or over the turn line. The geometry is the one the page
// measured (the canvas 731×418, the cups projected by the camera, the turn line and the reset button reserved).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { layOutCards, type Box, type CupOnScreen, type LayoutInput } from '../../renderer/src/logic/cardLayout';

const W = 730.73;
const H = 418.05;
const CUPS: CupOnScreen[] = [
  { seat: 0, x: 365.37, y: 334.21, reach: 63.33, body: 37.57 },
  { seat: 1, x: 174.15, y: 237.58, reach: 44.4, body: 32.59 },
  { seat: 2, x: 214.17, y: 105.0, reach: 32.61, body: 25.77 },
  { seat: 3, x: 365.37, y: 57.55, reach: 32.97, body: 23.33 },
  { seat: 4, x: 516.56, y: 105.0, reach: 42.56, body: 25.77 },
  { seat: 5, x: 556.59, y: 237.58, reach: 59.3, body: 32.59 },
];
const RESET: Box = [673.6, 395.63, 106.8, 36.38];

function input(widths: readonly number[], line: readonly [number, number]): LayoutInput {
  return {
    centre: [365.37, 179.54],
    width: W,
    height: H,
    cups: CUPS,
    // the viewer's card (seat 0) first, as SeatAnchors orders them
    cards: widths.map((w, seat) => ({ seat, w, h: seat === 0 ? 67.6 : 79.6 })),
    taken: [[W / 2, 209.02, line[0], line[1]], RESET],
  };
}

const overlap = (a: Box, b: Box): boolean => Math.abs(a[0] - b[0]) * 2 < a[2] + b[2] - 1 && Math.abs(a[1] - b[1]) * 2 < a[3] + b[3] - 1;

/** What is wrong with a layout: a card outside the frame, over another cup's body, over a card or over the line or button. */
function problems(a: LayoutInput, places: Map<number, readonly [number, number]>): string[] {
  const bad: string[] = [];
  const boxes = a.cards.map((c): [number, Box] => {
    const p = places.get(c.seat)!;
    return [c.seat, [p[0], p[1], c.w, c.h]];
  });
  for (const [seat, b] of boxes) {
    if (b[0] - b[2] / 2 < -0.5 || b[0] + b[2] / 2 > W + 0.5 || b[1] - b[3] / 2 < -0.5 || b[1] + b[3] / 2 > H + 0.5) bad.push(`card ${seat} outside the frame`);
    for (const cup of a.cups) {
      if (cup.seat === seat) continue;
      const dx = Math.max(0, Math.abs(cup.x - b[0]) - b[2] / 2);
      const dy = Math.max(0, Math.abs(cup.y - b[1]) - b[3] / 2);
      if (Math.hypot(dx, dy) < cup.body) bad.push(`card ${seat} over the cup of seat ${cup.seat}`);
    }
    for (const t of a.taken) if (overlap(b, t)) bad.push(`card ${seat} over the line or the button`);
    for (const [other, o] of boxes) if (other > seat && overlap(b, o)) bad.push(`card ${seat} over card ${other}`);
  }
  return bad;
}

describe('six seat cards at 1024×640 with 3D (issue 27)', () => {
  it('the last card is not drawn over a neighbour’s cup when the cards placed before it took the places beside its own', () => {
    // one card after another (the pass before the search) put Fran's card (seat 5) over Eli's cup (seat 4) by 13 px
    const a = input([172, 135, 153, 145, 130, 173], [410, 71]);
    expect(problems(a, layOutCards(a))).toEqual([]);
  });

  it('no card over another cup, another card, the turn line or the reset button, whatever the cards’ widths (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 95, max: 175 }),
        fc.array(fc.integer({ min: 118, max: 178 }), { minLength: 5, maxLength: 5 }),
        fc.integer({ min: 250, max: 410 }),
        (own, bots, lineW) => {
          const a = input([own, ...bots], [lineW, 71]);
          expect(problems(a, layOutCards(a))).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a card beside its cup stays where it was placed when nothing is wrong (the usual layout does not move)', () => {
    const a = input([95, 120, 120, 120, 120, 147], [308, 71]);
    const places = layOutCards(a);
    expect(problems(a, places)).toEqual([]);
    // the viewer's card right of its cup, on its line
    const [x, y] = places.get(0)!;
    expect(x).toBeGreaterThan(365.37 + 63);
    expect(Math.abs(y - 334.21)).toBeLessThan(1);
  });
});
