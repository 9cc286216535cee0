// The one line that says whose turn it is (issue 42, the last phones game, item f): on the table's felt
// and on a phone. While someone else chooses (the starter's direction, O-DIR; an obligar, R-OBLIGAR)
// it says so ("Waiting for Ana to choose…") instead of "Ana's turn" with a second message over it.
import type { Seat, SeatView } from '../../../engine/index';

export type TurnLine =
  | { readonly kind: 'dice' }
  | { readonly kind: 'yours'; readonly seat: Seat }
  | { readonly kind: 'choosing'; readonly seat: Seat }
  | { readonly kind: 'of'; readonly seat: Seat };

/** What the turn line says for `view` (null: nothing, e.g. the game is over). */
export function turnLine(view: SeatView): TurnLine | null {
  if (view.phase === 'roll' || view.phase === 'start-roll') return { kind: 'dice' };
  if (view.toAct === null) return null;
  if (view.toAct === view.seat) return { kind: 'yours', seat: view.toAct };
  if (view.phase === 'direction' || view.phase === 'obligar') return { kind: 'choosing', seat: view.toAct };
  return { kind: 'of', seat: view.toAct };
}
