// Dice for the engine's chance phases: what the renderer is asked to throw, the check of its
// answer, and the CSPRNG fallback. Both paths end in the same startRoll / roll action.
import { randomInt } from 'node:crypto';
import type { ChanceAction, GameState } from '../../engine/index';
import type { DiceCupRequest, DiceResultPayload, DieKind } from '../contract/index';

export interface DiceRequest {
  readonly roundId: string;
  readonly purpose: 'start' | 'round';
  readonly cups: readonly DiceCupRequest[];
  /** O-FALLEN: fallen dice count (lost) only with this rule under the dice penalty. */
  readonly fallenDieLost: boolean;
}

/** R-BLANK: the French die shows a blank instead of the six. */
export function dieKindOf(state: GameState): DieKind {
  return state.options.wild === 'blank' ? 'blank' : 'standard';
}

/** The dice the engine waits for, or null when a seat must act (R-START, R-DICE). */
export function diceRequestFor(state: GameState, roundId: string): DiceRequest | null {
  const kind = dieKindOf(state);
  if (state.phase === 'start-roll') {
    return { roundId, purpose: 'start', cups: state.startRollers.map((seat) => ({ seat, dice: 1, kind })), fallenDieLost: false };
  }
  if (state.phase === 'roll') {
    const cups = state.players.flatMap((p, seat) => (p.out ? [] : [{ seat, dice: p.dice, kind }]));
    // O-FALLEN: dice off the table are lost only with the rule on, under the dice penalty.
    return { roundId, purpose: 'round', cups, fallenDieLost: state.options.fallenDieLost && state.options.penalty === 'dice' };
  }
  return null;
}

export type DiceCheck = { readonly ok: true; readonly action: ChanceAction } | { readonly ok: false; readonly message: string };

/** Accepts only an answer matching the request: round id, the same seats, counts, faces 1..6, fallen only where the rule is on. */
export function checkDiceResult(state: GameState, request: DiceRequest, result: DiceResultPayload): DiceCheck {
  if (result.roundId !== request.roundId) return { ok: false, message: `Dice for round ${result.roundId}, but round ${request.roundId} is being thrown.` };
  if (result.cups.length !== request.cups.length) return { ok: false, message: `Expected ${request.cups.length} cups, got ${result.cups.length}.` };
  const bySeat = new Map(result.cups.map((c) => [c.seat, c]));
  if (bySeat.size !== result.cups.length) return { ok: false, message: 'A seat appears twice.' };
  const faces: number[][] = state.players.map(() => []);
  const fallen: number[] = state.players.map(() => 0);
  for (const cup of request.cups) {
    const got = bySeat.get(cup.seat);
    if (!got) return { ok: false, message: `No dice for seat ${cup.seat}.` };
    const lost = got.fallen ?? 0;
    if (lost > 0 && !request.fallenDieLost) return { ok: false, message: `Seat ${cup.seat}: fallen dice are thrown again under these rules (O-FALLEN).` };
    if (lost > cup.dice) return { ok: false, message: `Seat ${cup.seat} has only ${cup.dice} dice.` };
    if (got.faces.length + lost !== cup.dice) return { ok: false, message: `Seat ${cup.seat} throws ${cup.dice} dice, got ${got.faces.length} faces and ${lost} fallen.` };
    if (!got.faces.every((f) => Number.isInteger(f) && f >= 1 && f <= 6)) return { ok: false, message: `Seat ${cup.seat}: faces are 1 to 6.` };
    faces[cup.seat] = [...got.faces];
    fallen[cup.seat] = lost;
  }
  if (request.purpose === 'start') {
    return { ok: true, action: { type: 'startRoll', faces: state.players.map((_, s) => (state.startRollers.includes(s) ? faces[s]![0]! : null)) } };
  }
  return { ok: true, action: { type: 'roll', dice: faces, ...(fallen.some((f) => f > 0) ? { fallen } : {}) } };
}

/** A fair die from the OS CSPRNG. */
export function cryptoFace(): number {
  return randomInt(1, 7);
}

/** The CSPRNG roll for a request (no fallen dice: they are only a physical accident). */
export function cryptoRoll(state: GameState, request: DiceRequest, face: () => number = cryptoFace): ChanceAction {
  const result: DiceResultPayload = {
    roundId: request.roundId,
    cups: request.cups.map((c) => ({ seat: c.seat, faces: Array.from({ length: c.dice }, face) })),
  };
  const checked = checkDiceResult(state, request, result);
  if (!checked.ok) throw new Error(`internal: CSPRNG roll refused: ${checked.message}`);
  return checked.action;
}
