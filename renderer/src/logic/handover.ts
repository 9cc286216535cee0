// Couch play: which human's private view may be on screen (ARCHITECTURE.md, information hiding).
// Whenever the next human to act differs from the one who last saw their dice, a hand-over
// screen hides everything private until that player confirms.
import type { Seat } from '../../../engine/index';

export interface Privacy {
  /** The human whose view the table shows now, or null: the public view only. */
  readonly viewer: Seat | null;
  /** The human the device must be handed to (the hand-over screen is up), or null. */
  readonly handOverTo: Seat | null;
}

/**
 * Decides who may see the table, from the humans at it, the human who last confirmed the hand-over
 * (`shown`), and the seat expected to act (`actor`).
 */
export function privacyFor(humans: readonly Seat[], shown: Seat | null, actor: Seat | null): Privacy {
  if (humans.length === 0) return { viewer: null, handOverTo: null };
  if (humans.length === 1) return { viewer: humans[0]!, handOverTo: null };
  if (actor !== null && humans.includes(actor) && actor !== shown) return { viewer: null, handOverTo: actor };
  return { viewer: shown, handOverTo: null };
}

/** After the player confirms the hand-over screen, they become the one shown. */
export function confirmHandOver(p: Privacy): Seat | null {
  return p.handOverTo;
}
