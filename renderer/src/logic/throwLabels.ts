// The labels the 3D dice show (docs/dice.md, "Fairness by construction"): the scene never reads a
// face from physics. It knows each die's settled up-axis (its own throw) and, for the dice this
// screen may show, the host's label; it draws the die with a relabelling that puts that label on
// that axis, so the scene shows the engine's faces on every path (late answer, the host's fallback,
// a scene mounted after a hand-over, a resumed game). A die whose label it was not told keeps no
// relabelling (null): it lies under a closed cup.
import { drawingRelabel, labelOf } from '../../../common/dice-labels';
import { handIndexOfBodies, type ThrowBodies } from '../../physics/playback';

// a die's place in its cup's hand is the recorded throw's (renderer/physics/playback.ts), as ThrowPlayback reads it
export { handIndexOfBodies, type ThrowBodies } from '../../physics/playback';

/**
 * The relabelling to draw each body with: per die, one that puts the known label of its seat's
 * hand on its settled axis; null for cups, lost dice and dice whose label is not known here.
 * @param axes per cup (throw order), the settled axes of its dice on the table
 * @param seats per cup, its seat
 * @param handOf the labels this screen may show for a seat (null: hidden)
 */
export function bodyRelabels(t: ThrowBodies, axes: readonly (readonly number[])[], seats: readonly number[], handOf: (seat: number) => readonly number[] | null): (number | null)[] {
  const index = handIndexOfBodies(t);
  return t.bodies.map((b, i) => {
    const k = index[i]!;
    if (k < 0) return null;
    const label = handOf(seats[b.cup] ?? -1)?.[k];
    const axis = axes[b.cup]?.[k];
    if (label === undefined || axis === undefined) return null;
    return drawingRelabel(label, axis);
  });
}

/** The faces the scene shows on top, per cup: the label of each die drawn with a relabelling (null: not shown). */
export function shownFaces(t: ThrowBodies, axes: readonly (readonly number[])[], relabels: readonly (number | null)[]): (number | null)[][] {
  const index = handIndexOfBodies(t);
  const out: (number | null)[][] = axes.map((a) => a.map(() => null));
  t.bodies.forEach((b, i) => {
    const k = index[i]!;
    const r = relabels[i];
    const axis = axes[b.cup]?.[k];
    if (k < 0 || r === null || r === undefined || axis === undefined) return;
    out[b.cup]![k] = labelOf(r, axis);
  });
  return out;
}
