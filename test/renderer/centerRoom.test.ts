// The 2D felt's middle (logic/centerRoom.ts): the turn line and the standing bid wrap between the side
// seat cards. At 1024×640 with six seats a long standing bid ran 4 to 27 px under three cards.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CENTRE_HALF_BAND, centerRoom, type Box } from '../../renderer/src/logic/centerRoom';

/** The six cards and the felt measured when the layout e2e test failed (1024×640, 2D). */
const FELT: Box = { x: 16, y: 51, width: 760, height: 450 };
const SIX: Box[] = [
  { x: 336, y: 383, width: 119, height: 88 }, // Ana, at the bottom
  { x: 89.2, y: 280, width: 129.8, height: 124.5 },
  { x: 89.2, y: 148.2, width: 129.8, height: 124.5 },
  { x: 334, y: 83, width: 123, height: 124.5 }, // Diego, at the top
  { x: 562.6, y: 148.2, width: 139.5, height: 124.5 },
  { x: 548.4, y: 280, width: 154.7, height: 124.5 },
];

const overlaps = (a: Box, b: Box): boolean => Math.min(a.x + a.width, b.x + b.width) > Math.max(a.x, b.x) && Math.min(a.y + a.height, b.y + b.height) > Math.max(a.y, b.y);

describe('the room between the side seat cards of the 2D felt', () => {
  it('six seats at 1024×640: the widest card beside the middle (Fran) sets it, with its margin', () => {
    const room = centerRoom(FELT, SIX, 12)!;
    const cx = FELT.x + FELT.width / 2;
    // Fran's card starts 152.4 px right of the middle; Beto's ends 177.4 px left of it
    expect(room).toBe(Math.floor(2 * (548.4 - cx - 12)));
    // the line measured at the failure (360 px wide) did not fit; one as wide as the room fits
    expect(360).toBeGreaterThan(room);
    const centre: Box = { x: cx - room / 2, y: 247, width: room, height: 59 };
    expect(SIX.filter((c) => overlaps(c, centre))).toEqual([]);
  });

  it('the top and bottom cards are not beside it; no card beside it: no limit', () => {
    expect(centerRoom(FELT, [SIX[0]!, SIX[3]!])).toBeNull();
    expect(centerRoom(FELT, [])).toBeNull();
  });

  it('property: a centre as wide as the room, anywhere within its band, touches no card beside it', () => {
    const card = fc.record({ x: fc.double({ min: 0, max: 740, noNaN: true }), y: fc.double({ min: 0, max: 430, noNaN: true }), width: fc.double({ min: 60, max: 240, noNaN: true }), height: fc.double({ min: 40, max: 160, noNaN: true }) });
    fc.assert(
      fc.property(fc.array(card, { maxLength: 6 }), fc.double({ min: -CENTRE_HALF_BAND, max: CENTRE_HALF_BAND - 20, noNaN: true }), (cards, dy) => {
        const room = centerRoom(FELT, cards, 1);
        if (room === null || room === 0) return;
        const cx = FELT.x + FELT.width / 2;
        const cy = FELT.y + FELT.height / 2;
        const centre: Box = { x: cx - room / 2, y: cy + dy, width: room, height: 20 };
        const astride = (c: Box): boolean => c.x < cx && c.x + c.width > cx;
        expect(cards.filter((c) => !astride(c) && overlaps(c, centre))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
