// Where a seat card goes beside its cup on screen (pure; scene/SeatAnchors.tsx projects the cups).

export interface AnchorInput {
  /** The table's centre and the cup's centre on screen (px). */
  readonly centre: readonly [number, number];
  readonly cup: readonly [number, number];
  /** How far from the cup's centre its picture reaches (px), the dice under it included. */
  readonly radius: number;
  /** The card's size and the frame it must stay in (px). */
  readonly w: number;
  readonly h: number;
  readonly width: number;
  readonly height: number;
  /**
   * Issue 27: the cup's body alone (px, without the dice that may lie round it, which `radius` holds): where
   * no place clear of `radius` covers no other cup, a card may come this close to its own cup instead.
   */
  readonly body?: number;
  /** The other cups on screen (centre and reach, px): a card avoids them too where it can. */
  readonly others?: readonly (readonly [number, number, number])[];
  /** Cards placed already (centre x, y, width, height): a card avoids them where it can. */
  readonly taken?: readonly (readonly [number, number, number, number])[];
}

const GAP = 6;
/**
 * Issue 27: how far (px) past a corner of the card set beside its cup a place round the cup may lie and
 * still read as that cup's card: it is tried before a place that covers another cup.
 */
const NEAR = 24;

function clear(dx: number, dy: number, a: AnchorInput): [number, number] {
  // the card's centre along (dx, dy) far enough that its nearest edge clears the cup's circle
  const reach = a.radius + Math.abs(dx) * (a.w / 2) + Math.abs(dy) * (a.h / 2) + GAP;
  return [a.cup[0] + dx * reach, a.cup[1] + dy * reach];
}

function inside(p: [number, number], a: AnchorInput): boolean {
  return p[0] - a.w / 2 >= 0 && p[0] + a.w / 2 <= a.width && p[1] - a.h / 2 >= 0 && p[1] + a.h / 2 <= a.height;
}

/** Whether a w × h card centred at (x, y) keeps clear of a circle (its nearest point at least r from the centre). */
export function cardClearsCircle(x: number, y: number, w: number, h: number, cx: number, cy: number, r: number): boolean {
  const dx = Math.max(0, Math.abs(cx - x) - w / 2);
  const dy = Math.max(0, Math.abs(cy - y) - h / 2);
  return Math.hypot(dx, dy) >= r;
}

/** Whether two boxes (centre x, y, width, height) do not overlap (a shared edge is no overlap). */
export function boxesApart(a: readonly [number, number, number, number], b: readonly [number, number, number, number]): boolean {
  return Math.abs(a[0] - b[0]) * 2 >= a[2] + b[2] || Math.abs(a[1] - b[1]) * 2 >= a[3] + b[3];
}

/** Whether a card centred at p keeps clear of a circle (its nearest point farther than r). */
function clears(p: readonly [number, number], a: AnchorInput, cx: number, cy: number, r: number): boolean {
  return cardClearsCircle(p[0], p[1], a.w, a.h, cx, cy, r);
}

/**
 * The card's centre: out from the table's centre past the cup (pushed back into the frame if need
 * be); where that covers a cup, beside the cup (right, left, above or below, sliding along that
 * side). A place that covers no cup at all is preferred; one that covers its own cup never, unless
 * the frame has no room at all (then clamped into the frame). A place over a card placed already
 * only when no place around the cup is free of them.
 */
export function anchorOf(a: AnchorInput): [number, number] {
  let dx = a.cup[0] - a.centre[0];
  let dy = a.cup[1] - a.centre[1];
  const len = Math.hypot(dx, dy);
  if (len < 1) {
    dx = 0;
    dy = 1;
  } else {
    dx /= len;
    dy /= len;
  }
  const clampX = (x: number): number => Math.min(a.width - a.w / 2, Math.max(a.w / 2, x));
  const clampY = (y: number): number => Math.min(a.height - a.h / 2, Math.max(a.h / 2, y));
  const outward = clear(dx, dy, a);
  const candidates: [number, number][] = [outward, [clampX(outward[0]), clampY(outward[1])]];
  // beside the cup: a card wholly right (left, above, below) of the cup's circle may slide along that side
  for (const [x, y] of [[1, 0], [-1, 0], [0, -1], [0, 1]] as const) {
    const [px, py] = clear(x, y, a);
    candidates.push(x !== 0 ? [px, clampY(py)] : [clampX(px), py]);
  }
  const own = (p: [number, number]): boolean => inside(p, a) && clears(p, a, a.cup[0], a.cup[1], a.radius);
  const all = (p: [number, number]): boolean => own(p) && (a.others ?? []).every(([x, y, r]) => clears(p, a, x, y, r));
  const free = (p: [number, number]): boolean =>
    (a.taken ?? []).every((t) => boxesApart([p[0], p[1], a.w, a.h], t));
  const best =
    candidates.find((p) => all(p) && free(p)) ??
    // issue 27: six seats at 1024×640 with 3D, a cup near the frame's top edge (Diego's): above it left
    // the frame, beside it lay a neighbour's cup or a card, and the card was drawn over the neighbour's
    // cup. Before covering any cup, the nearest place round its own cup, close by, that covers none
    around(a, (p) => all(p) && free(p), a.radius + Math.hypot(a.w, a.h) / 2 + NEAR) ??
    // or as close to its cup as its body alone (not the dice that may lie round it) where that covers none
    (a.body !== undefined && a.body < a.radius ? tight(a, a.body) : null) ??
    // and where every place close by covers one, the one that reaches least into the other cups
    leastCover(a, [...candidates, ...ring(a, a.radius + Math.hypot(a.w, a.h) / 2 + NEAR)].filter((p) => own(p) && free(p))) ??
    // six seats at 1024×640 with 3D: every place beside the cup may be taken by a card placed before
    // (one card was drawn over another): then the nearest place around the cup that no card takes
    around(a, (p) => all(p) && free(p)) ??
    around(a, (p) => own(p) && free(p)) ??
    candidates.find(all) ??
    candidates.find(own);
  if (best) return best;
  return [clampX(outward[0]), clampY(outward[1])];
}

/** The nearest place close by (the sides, then round the cup) clear of the cup's body, every other cup and every card placed; null when none. */
function tight(a: AnchorInput, body: number): [number, number] | null {
  const b: AnchorInput = { ...a, radius: body };
  const ok = (p: [number, number]): boolean =>
    inside(p, b) &&
    clears(p, b, b.cup[0], b.cup[1], body) &&
    (b.others ?? []).every(([x, y, r]) => clears(p, b, x, y, r)) &&
    (b.taken ?? []).every((t) => boxesApart([p[0], p[1], b.w, b.h], t));
  const sides = ([[1, 0], [-1, 0], [0, -1], [0, 1]] as const).map(([x, y]) => clear(x, y, b));
  return sides.find(ok) ?? around(b, ok, body + Math.hypot(b.w, b.h) / 2 + NEAR);
}

/** How far (px) a card centred at p reaches into the other cups' circles (the deepest; 0: into none). */
function depth(p: readonly [number, number], a: AnchorInput): number {
  let d = 0;
  for (const [x, y, r] of a.others ?? []) {
    const dx = Math.max(0, Math.abs(x - p[0]) - a.w / 2);
    const dy = Math.max(0, Math.abs(y - p[1]) - a.h / 2);
    d = Math.max(d, r - Math.hypot(dx, dy));
  }
  return d;
}

/** Of `places` (nearest first), the one reaching least into the other cups (the first of equals); null when none. */
function leastCover(a: AnchorInput, places: readonly [number, number][]): [number, number] | null {
  let best: [number, number] | null = null;
  let least = Infinity;
  for (const p of places) {
    const d = depth(p, a);
    if (d < least - 0.5) {
      least = d;
      best = p;
    }
  }
  return best;
}

/** The centres round the cup, nearest first (rings every 8 px, every 15°), at most `far` from its centre. */
function ring(a: AnchorInput, far: number): [number, number][] {
  const out: [number, number][] = [];
  for (let d = a.radius + Math.min(a.w, a.h) / 2 + GAP; d <= far; d += 8) {
    for (let k = 0; k < 24; k++) {
      const t = (k * Math.PI) / 12;
      // pushed back into the frame (a cup near its edge: the card slides along the edge)
      out.push([Math.min(a.width - a.w / 2, Math.max(a.w / 2, a.cup[0] + Math.cos(t) * d)), Math.min(a.height - a.h / 2, Math.max(a.h / 2, a.cup[1] + Math.sin(t) * d))]);
    }
  }
  return out;
}

/**
 * The nearest centre around the cup (rings every 8 px, every 15°) that passes `ok`, its distance from the
 * cup's centre at most `far` (default: anywhere in the frame); null when none does.
 */
function around(a: AnchorInput, ok: (p: [number, number]) => boolean, far = Math.hypot(a.width, a.height)): [number, number] | null {
  for (let d = a.radius + Math.min(a.w, a.h) / 2 + GAP; d <= far; d += 8) {
    for (let k = 0; k < 24; k++) {
      const t = (k * Math.PI) / 12;
      const p: [number, number] = [a.cup[0] + Math.cos(t) * d, a.cup[1] + Math.sin(t) * d];
      if (ok(p)) return p;
    }
  }
  return null;
}

/**
 * Issue 27: whether a cup is in the picture, from its centre in normalised device coordinates (three's
 * `project`: x and y in -1..1 on the canvas, z past 1 behind the camera). During the reveal tour's
 * close-ups the cups of the other seats leave the picture; a card anchored to one would be clamped into
 * the frame's corner, under the tally, beside cards of other cups out of view: it is hidden instead.
 */
export function inPicture(ndc: readonly [number, number, number]): boolean {
  const [x, y, z] = ndc;
  return Number.isFinite(x) && Number.isFinite(y) && z > -1 && z < 1 && Math.abs(x) <= 1 && Math.abs(y) <= 1;
}
