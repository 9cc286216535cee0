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
}

const GAP = 6;

function clear(dx: number, dy: number, a: AnchorInput): [number, number] {
  // the card's centre along (dx, dy) far enough that its nearest edge clears the cup's circle
  const reach = a.radius + Math.abs(dx) * (a.w / 2) + Math.abs(dy) * (a.h / 2) + GAP;
  return [a.cup[0] + dx * reach, a.cup[1] + dy * reach];
}

function inside(p: [number, number], a: AnchorInput): boolean {
  return p[0] - a.w / 2 >= 0 && p[0] + a.w / 2 <= a.width && p[1] - a.h / 2 >= 0 && p[1] + a.h / 2 <= a.height;
}

/**
 * The card's centre: out from the table's centre past the cup; where that leaves the frame, beside
 * the cup (right, left, above or below, sliding along that side); clamped into the frame as a last resort.
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
  const outward = clear(dx, dy, a);
  if (inside(outward, a)) return outward;
  // beside the cup: a card wholly right (left, above, below) of the cup's circle may slide along that side
  const clampX = (x: number): number => Math.min(a.width - a.w / 2, Math.max(a.w / 2, x));
  const clampY = (y: number): number => Math.min(a.height - a.h / 2, Math.max(a.h / 2, y));
  const sides: [number, number][] = [[1, 0], [-1, 0], [0, -1], [0, 1]];
  for (const [x, y] of sides) {
    const [px, py] = clear(x, y, a);
    const p: [number, number] = x !== 0 ? [px, clampY(py)] : [clampX(px), py];
    if (inside(p, a)) return p;
  }
  const p = clear(dx, dy, a);
  return [Math.min(a.width - a.w / 2, Math.max(a.w / 2, p[0])), Math.min(a.height - a.h / 2, Math.max(a.h / 2, p[1]))];
}
