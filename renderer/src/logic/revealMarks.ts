// What each die of the 3D table shows at a reveal (issue 13): the counted dice glow gold, the wild
// ones are marked blue, as in the 2D reveal (table/Reveal.tsx markOf). Taken from the reveal the
// host sent (its hands, the bid's face, the wild face), never read from the scene.
import type { Face, Resolution } from '../../../engine/index';
import { handIndexOfBodies, type ThrowBodies } from './throwLabels';

export type DieGlow = 'counted' | 'wild' | null;

/** How a revealed die counts toward the challenged bid (R-WILD: a wild die counts for any other face). */
export function glowOf(r: Pick<Resolution, 'count' | 'wildFace'>, die: Face): DieGlow {
  if (!r.count) return null;
  if (die === r.count.face) return 'counted';
  if (r.wildFace !== null && r.wildFace !== r.count.face && die === r.wildFace) return 'wild';
  return null;
}

/**
 * Per body of the recorded throw: the glow of the die at this reveal (null for cups, lost dice,
 * dice not counted, and everything when no reveal of this throw's round is up).
 * @param seats per cup (throw order), its seat
 */
export function bodyGlows(t: ThrowBodies, seats: readonly number[], reveal: Pick<Resolution, 'count' | 'wildFace' | 'hands'> | null): DieGlow[] {
  const index = handIndexOfBodies(t);
  return t.bodies.map((b, i) => {
    const k = index[i]!;
    if (!reveal || k < 0) return null;
    const face = reveal.hands[seats[b.cup] ?? -1]?.[k];
    return face === undefined ? null : glowOf(reveal, face);
  });
}

/** Per cup, per die on the table (hand order): the glow drawn, for the e2e tests (window.__dudoScene.glows). */
export function glowsByCup(t: ThrowBodies, cups: number, glows: readonly DieGlow[]): DieGlow[][] {
  const index = handIndexOfBodies(t);
  const out: DieGlow[][] = Array.from({ length: cups }, () => []);
  t.bodies.forEach((b, i) => {
    const k = index[i]!;
    if (k >= 0) out[b.cup]![k] = glows[i] ?? null;
  });
  return out;
}

/** R-START: the seat whose start-roll die is the single highest, or null (a tie rolls again, or nothing rolled yet). */
export function startWinner(faces: readonly (number | null)[] | null): number | null {
  if (!faces) return null;
  const rolled = faces.flatMap((f, seat) => (f === null ? [] : [{ seat, f }]));
  if (rolled.length === 0) return null;
  const high = Math.max(...rolled.map((r) => r.f));
  const top = rolled.filter((r) => r.f === high);
  return top.length === 1 ? top[0]!.seat : null;
}

/**
 * Issue 12: once the start roll has landed, the highest die (the start-roll winner's) glows gold;
 * per body of the recorded throw (null for cups and every other die).
 */
export function startGlows(t: ThrowBodies, seats: readonly number[], winner: number | null): DieGlow[] {
  const index = handIndexOfBodies(t);
  return t.bodies.map((b, i) => (winner !== null && index[i]! >= 0 && seats[b.cup] === winner ? 'counted' : null));
}
