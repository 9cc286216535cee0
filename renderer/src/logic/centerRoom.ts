// The room the middle of the 2D felt leaves for its turn line and standing bid (CenterInfo): the width
// between the seat cards beside it. At 1024×640 with six seats a long standing bid ("Standing bid: two
// threes (Diego)") ran under the side cards; the line now wraps inside this width instead.

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Half the height of the band around the felt's middle the centre's lines may take (px): the cards beside it are those reaching into it. */
export const CENTRE_HALF_BAND = 70;

/**
 * The widest the centre may be (px), centred on the felt, so that it keeps `margin` from every card
 * reaching into its band; null when no card is beside it (no limit).
 */
export function centerRoom(felt: Box, cards: readonly Box[], margin = 12): number | null {
  const cx = felt.x + felt.width / 2;
  const cy = felt.y + felt.height / 2;
  let half = Infinity;
  for (const c of cards) {
    if (c.y > cy + CENTRE_HALF_BAND || c.y + c.height < cy - CENTRE_HALF_BAND) continue;
    // a card astride the middle (the top or bottom seat) is above or below the centre, not beside it
    if (c.x < cx && c.x + c.width > cx) continue;
    half = Math.min(half, c.x >= cx ? c.x - cx : cx - (c.x + c.width));
  }
  if (half === Infinity) return null;
  return Math.max(0, Math.floor(2 * (half - margin)));
}
