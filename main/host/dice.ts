// Dice for the engine's chance phases (docs/dice.md, "Fairness by construction"; ARCHITECTURE.md,
// "Information hiding"): what the renderer is asked to throw, the secret relabelling the host
// holds for each die, the label read from it and the settled axis the renderer reports, and the
// CSPRNG fallback. Every path ends in the same startRoll / roll action.
import { randomInt } from 'node:crypto';
import type { ChanceAction, Face, GameState, Seat } from '../../engine/index';
import type { DiceCupRequest, DiceResultPayload, DieKind } from '../../common/contract/index';
import { labelOf, relabelsShowing, type RelabelIndex } from '../../common/dice-labels';

/** The host's randomness: an integer in 0..n-1 (node:crypto; tests may inject a fixed one). */
export type RandomInt = (n: number) => number;
export const cryptoInt: RandomInt = (n) => randomInt(0, n);

export interface DiceRequest {
  readonly roundId: string;
  readonly purpose: 'start' | 'round';
  readonly cups: readonly (DiceCupRequest & { readonly dice: number })[];
  /** O-FALLEN: fallen dice count (lost) only with this rule under the dice penalty. */
  readonly fallenDieLost: boolean;
  /** O-HIDDEN: seats do not see each other's dice counts; a client may leave out cups it was not told. */
  readonly hiddenCounts: boolean;
}

/** R-BLANK: the French die shows a blank instead of the six. */
export function dieKindOf(state: GameState): DieKind {
  return state.options.wild === 'blank' ? 'blank' : 'standard';
}

/** The dice the engine waits for, or null when a seat must act (R-START, R-DICE). */
export function diceRequestFor(state: GameState, roundId: string): DiceRequest | null {
  const kind = dieKindOf(state);
  if (state.phase === 'start-roll') {
    return { roundId, purpose: 'start', cups: state.startRollers.map((seat) => ({ seat, dice: 1, kind })), fallenDieLost: false, hiddenCounts: false };
  }
  if (state.phase === 'roll') {
    const cups = state.players.flatMap((p, seat) => (p.out ? [] : [{ seat, dice: p.dice, kind }]));
    // O-FALLEN: dice off the table are lost only with the rule on, under the dice penalty.
    const fallenDieLost = state.options.fallenDieLost && state.options.penalty === 'dice';
    return { roundId, purpose: 'round', cups, fallenDieLost, hiddenCounts: state.options.hiddenDiceCounts };
  }
  return null;
}

/**
 * The dice-request as a client showing `seat` is sent it: O-HIDDEN, the other seats' dice counts
 * are left out (null: that cup is not thrown by this client, the host labels its dice itself).
 */
export function diceRequestShown(request: DiceRequest, seat: Seat | null): readonly DiceCupRequest[] {
  if (!request.hiddenCounts) return request.cups;
  return request.cups.map((c) => (c.seat === seat ? c : { ...c, dice: null }));
}

/** The secret relabelling of every die of a request, per cup in request order: uniform over the 24 cube rotations. */
export function drawRelabels(request: DiceRequest, random: RandomInt = cryptoInt): RelabelIndex[][] {
  return request.cups.map((c) => Array.from({ length: c.dice }, () => random(24)));
}

export type DiceCheck =
  | { readonly ok: true; readonly action: ChanceAction; readonly faces: readonly (readonly Face[])[] }
  | { readonly ok: false; readonly message: string };

/**
 * Reads an answer to a request: each settled axis (0..5) gives the label of the die's secret
 * relabelling (labelOf), so whatever axes a client reports, every label is uniform. Accepts only
 * an answer matching the request: round id, the same seats, counts, axes 0..5, fallen only where
 * the rule is on; O-HIDDEN, a cup left out is labelled by the host (its dice all on the table).
 */
export function checkDiceResult(state: GameState, request: DiceRequest, result: DiceResultPayload, relabels: readonly (readonly RelabelIndex[])[], random: RandomInt = cryptoInt): DiceCheck {
  if (result.roundId !== request.roundId) return { ok: false, message: `Dice for round ${result.roundId}, but round ${request.roundId} is being thrown.` };
  const bySeat = new Map(result.cups.map((c) => [c.seat, c]));
  if (bySeat.size !== result.cups.length) return { ok: false, message: 'A seat appears twice.' };
  if (result.cups.some((c) => !request.cups.some((r) => r.seat === c.seat))) return { ok: false, message: 'Dice for a seat that does not throw.' };
  const faces: Face[][] = state.players.map(() => []);
  const fallen: number[] = state.players.map(() => 0);
  for (const [i, cup] of request.cups.entries()) {
    const got = bySeat.get(cup.seat);
    const r = relabels[i] ?? [];
    if (!got) {
      if (!request.hiddenCounts) return { ok: false, message: `No dice for seat ${cup.seat}.` };
      faces[cup.seat] = Array.from({ length: cup.dice }, () => (random(6) + 1) as Face);
      continue;
    }
    const lost = got.fallen ?? 0;
    if (lost > 0 && !request.fallenDieLost) return { ok: false, message: `Seat ${cup.seat}: fallen dice are thrown again under these rules (O-FALLEN).` };
    if (lost > cup.dice) return { ok: false, message: `Seat ${cup.seat} has only ${cup.dice} dice.` };
    if (got.axes.length + lost !== cup.dice) return { ok: false, message: `Seat ${cup.seat} throws ${cup.dice} dice, got ${got.axes.length} axes and ${lost} fallen.` };
    if (!got.axes.every((a) => Number.isInteger(a) && a >= 0 && a <= 5)) return { ok: false, message: `Seat ${cup.seat}: axes are 0 to 5.` };
    // the k-th die on the table carries the cup's k-th relabelling (dice off the table are skipped in both)
    faces[cup.seat] = got.axes.map((a, k) => labelOf(r[k]!, a) as Face);
    fallen[cup.seat] = lost;
  }
  return { ok: true, action: actionOf(state, request, faces, fallen), faces };
}

function actionOf(state: GameState, request: DiceRequest, faces: readonly (readonly Face[])[], fallen: readonly number[]): ChanceAction {
  if (request.purpose === 'start') {
    return { type: 'startRoll', faces: state.players.map((_, s) => (state.startRollers.includes(s) ? faces[s]![0]! : null)) };
  }
  return { type: 'roll', dice: faces.map((h) => [...h]), ...(fallen.some((f) => f > 0) ? { fallen: [...fallen] } : {}) };
}

/** The faces of a chance action, per seat (a start roll's one die; none for a seat that does not throw). */
export function facesOf(action: ChanceAction): Face[][] {
  return action.type === 'startRoll' ? action.faces.map((f) => (f === null ? [] : [f as Face])) : action.dice.map((h) => h.map((f) => f as Face));
}

/** A fair die from the OS CSPRNG. */
export function cryptoFace(): number {
  return randomInt(1, 7);
}

/** The CSPRNG roll for a request, the host drawing every label itself (no fallen dice: they are only a physical accident). */
export function cryptoRoll(state: GameState, request: DiceRequest, random: RandomInt = cryptoInt): { action: ChanceAction; faces: Face[][] } {
  const faces: Face[][] = state.players.map(() => []);
  for (const c of request.cups) faces[c.seat] = Array.from({ length: c.dice }, () => (random(6) + 1) as Face);
  return { action: actionOf(state, request, faces, state.players.map(() => 0)), faces };
}

/**
 * A throw's axes that came after the host labelled its dice itself (late renderer): for each die,
 * a relabelling drawn among the 4 that put the host's label on the reported axis, so the die
 * drawn with it shows the engine's face. Dice the answer does not cover keep null.
 */
export function relabelsForLabels(faces: readonly (readonly Face[])[], request: DiceRequest, result: DiceResultPayload, random: RandomInt = cryptoInt): (RelabelIndex | null)[][] {
  return request.cups.map((cup) => {
    const hand = faces[cup.seat] ?? [];
    const axes = result.cups.find((c) => c.seat === cup.seat)?.axes ?? [];
    return hand.map((label, k) => {
      const a = axes[k];
      if (a === undefined || !Number.isInteger(a) || a < 0 || a > 5) return null;
      const four = relabelsShowing(label, a);
      return four[random(four.length)] ?? null;
    });
  });
}

