// Where every seat card goes at once (issue 27; pure: scene/SeatAnchors.tsx projects the cups). Each card is
// first placed beside its cup by anchorOf, one after another (the viewer's first). That greedy pass can corner
// the last card: six seats at 1024×640 with 3D and a two-line turn line, Fran's card went over the viewer's cup
// (CI). Where the pass leaves a card over another cup's body or over a card, a bounded search places the cards
// again, the most cornered first, each at the nearest place round its cup that covers no cup's body and no card.
import { anchorOf, boxesApart, cardClearsCircle } from './anchor';

/** A rectangle by its centre and size (px). */
export type Box = readonly [x: number, y: number, w: number, h: number];

export interface CupOnScreen {
  readonly seat: number;
  /** Its centre on screen (px). */
  readonly x: number;
  readonly y: number;
  /** How far its picture reaches from its centre, the dice that may lie round it included (px). */
  readonly reach: number;
  /** How far its body alone reaches (px): a card over it hides the cup. */
  readonly body: number;
}

export interface CardToPlace {
  readonly seat: number;
  readonly w: number;
  readonly h: number;
}

export interface LayoutInput {
  /** The table's centre on screen, and the frame the cards stay in (px). */
  readonly centre: readonly [number, number];
  readonly width: number;
  readonly height: number;
  /** Every cup in the picture. */
  readonly cups: readonly CupOnScreen[];
  /** The cards to place, in the order of the greedy pass (the viewer's first); each has its cup in `cups`. */
  readonly cards: readonly CardToPlace[];
  /** What no card may cover: the turn line, the reset button, the shake prompt, the reveal's tally. */
  readonly taken: readonly Box[];
}

const GAP = 6;
/** Rings round a cup every STEP px, every 15°, in the search. */
const STEP = 8;
/** The places kept per card in the search (the nearest), and the most placements it tries in all. */
const KEEP = 64;
const BUDGET = 30_000;

const overlaps = (a: Box, b: Box): boolean => !boxesApart(a, b);

/** Whether a card (its box) keeps clear of a circle: its nearest point at least r from the centre. */
const clears = (card: Box, x: number, y: number, r: number): boolean => cardClearsCircle(card[0], card[1], card[2], card[3], x, y, r);

/** What is wrong with a card's place: over another cup's body, or over a card or anything taken. */
function misplaced(box: Box, seat: number, input: LayoutInput, others: readonly Box[]): boolean {
  return input.cups.some((c) => c.seat !== seat && !clears(box, c.x, c.y, c.body + GAP)) || input.taken.some((t) => overlaps(box, t)) || others.some((o) => overlaps(box, o));
}

/** The greedy pass: each card beside its cup by anchorOf, avoiding the cards placed before it. */
function greedy(input: LayoutInput): Map<number, Box> {
  const placed = new Map<number, Box>();
  for (const card of input.cards) {
    const cup = input.cups.find((c) => c.seat === card.seat);
    if (!cup) continue;
    const others = input.cups.filter((c) => c.seat !== card.seat).map((c) => [c.x, c.y, c.reach] as const);
    const [x, y] = anchorOf({
      centre: input.centre,
      cup: [cup.x, cup.y],
      radius: cup.reach,
      body: cup.body,
      w: card.w,
      h: card.h,
      width: input.width,
      height: input.height,
      others,
      taken: [...input.taken, ...placed.values()],
    });
    placed.set(card.seat, [x, y, card.w, card.h]);
  }
  return placed;
}

/**
 * A card's places for the search, best first: inside the frame, clear of its own cup's body, of every other
 * cup's body and of everything taken; nearer its cup first, and a place that also clears the dice round the
 * cups (their reach) before one that does not.
 */
function placesOf(card: CardToPlace, cup: CupOnScreen, input: LayoutInput): Box[] {
  const scored: [number, Box][] = [];
  const far = Math.hypot(input.width, input.height);
  for (let d = cup.body + Math.min(card.w, card.h) / 2 + GAP; d <= far; d += STEP) {
    for (let k = 0; k < 24; k++) {
      const t = (k * Math.PI) / 12;
      const box: Box = [cup.x + Math.cos(t) * d, cup.y + Math.sin(t) * d, card.w, card.h];
      if (box[0] - card.w / 2 < 0 || box[0] + card.w / 2 > input.width || box[1] - card.h / 2 < 0 || box[1] + card.h / 2 > input.height) continue;
      if (!clears(box, cup.x, cup.y, cup.body) || misplaced(box, card.seat, input, [])) continue;
      const roomy = clears(box, cup.x, cup.y, cup.reach + GAP) && input.cups.every((c) => c.seat === card.seat || clears(box, c.x, c.y, c.reach));
      scored.push([d + (roomy ? 0 : 2 * cup.reach), box]);
    }
  }
  scored.sort((a, b) => a[0] - b[0]);
  return scored.slice(0, KEEP).map(([, box]) => box);
}

/**
 * The search: the cards with the fewest places first (the viewer's first of all), each at its best place
 * that covers no card placed before it, backtracking where a card has none; null when none is found within
 * the budget.
 */
function search(input: LayoutInput): Map<number, Box> | null {
  const lists = input.cards.map((card) => {
    const cup = input.cups.find((c) => c.seat === card.seat);
    return { card, places: cup ? placesOf(card, cup, input) : [] };
  });
  if (lists.some((l) => l.places.length === 0)) return null;
  const [first, ...rest] = lists;
  const order = first ? [first, ...rest.sort((a, b) => a.places.length - b.places.length)] : [];
  const chosen: Box[] = [];
  let tries = 0;
  const place = (i: number): boolean => {
    if (i === order.length) return true;
    for (const box of order[i]!.places) {
      if (++tries > BUDGET) return false;
      if (chosen.some((c) => overlaps(box, c))) continue;
      chosen.push(box);
      if (place(i + 1)) return true;
      chosen.pop();
    }
    return false;
  };
  if (!place(0)) return null;
  return new Map(order.map((l, i) => [l.card.seat, chosen[i]!]));
}

/** Every card's centre (px) by seat: the greedy pass, or the search's layout where the pass left a card misplaced. */
export function layOutCards(input: LayoutInput): Map<number, readonly [number, number]> {
  const placed = greedy(input);
  const boxes = [...placed];
  const wrong = boxes.some(([seat, box]) => misplaced(box, seat, input, boxes.filter(([s]) => s !== seat).map(([, b]) => b)));
  const layout = (wrong ? search(input) : null) ?? placed;
  return new Map([...layout].map(([seat, box]) => [seat, [box[0], box[1]] as const]));
}
