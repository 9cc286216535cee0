// A seat card's CSS place in the felt (issue 13, 1024×640 with 3D): the centre the anchor found,
// said as a fraction of the frame it was found in and clamped by CSS so the whole card stays inside
// the frame whatever the frame's size is now. Under a software renderer a frame can take seconds:
// when the felt shrinks (the bidding panel appears) the cards must stay inside it before the scene
// draws again, and the picture (stretched to the felt by CSS meanwhile) moves by the same fraction.

export interface CardPlace {
  readonly left: string;
  readonly top: string;
}

const pct = (v: number, of: number): string => `${of > 0 ? Math.round((v / of) * 10000) / 100 : 50}%`;
const px = (v: number): string => `${Math.round(v * 10) / 10}px`;

/** The card centred at (x, y) px in a frame of width × height, the card w × h (it is drawn with translate(-50%, -50%)). */
export function cardPlace(x: number, y: number, w: number, h: number, width: number, height: number): CardPlace {
  return {
    left: `clamp(${px(w / 2)}, ${pct(x, width)}, calc(100% - ${px(w / 2)}))`,
    top: `clamp(${px(h / 2)}, ${pct(y, height)}, calc(100% - ${px(h / 2)}))`,
  };
}
