// Issue 40 item 2: each seat's decisions in a record, with the view it decided from (engine/views.ts:
// exactly what it knew) and, apart, what was under the cups (hindsight, never used to value a choice).
import { applyAction, countFace, gameFromRecord, parseRecord, viewFor, type GameRecord, type GameState, type Seat, type SeatAction, type SeatView } from '../index';
import type { DecisionKind, DecisionKnowledge, ReviewError, UnderTheCups } from './types';

/** One decision to weigh: the action, its place in the record, and the decider's view before it. */
export interface DecisionPoint {
  readonly step: number;
  readonly seat: Seat;
  readonly round: number;
  readonly kind: DecisionKind;
  readonly action: SeatAction;
  /** The decider's view just before the action: everything the review may use to value it. */
  readonly view: SeatView;
  /** Hindsight: every hand of the round (for the "under the cups" line only). */
  readonly actual: UnderTheCups;
}

/** The decisions of a record replayed, the round each roll starts, and the winner. */
export interface RecordDecisions {
  readonly points: readonly DecisionPoint[];
  /** The record step of each round's roll (round number → step). */
  readonly rollSteps: ReadonlyMap<number, number>;
  readonly winner: Seat | null;
  readonly actionCount: number;
}

export type DecisionsResult = { readonly ok: true; readonly value: RecordDecisions } | { readonly ok: false; readonly error: ReviewError };

/** The decision kind of a seat action (mato is its own kind, R-MATO). */
export function decisionKind(action: SeatAction): DecisionKind {
  return action.type;
}

/** What the decider knew, read from its view only. */
export function knowledgeOf(view: SeatView): DecisionKnowledge {
  const seat = view.seat!;
  const round = view.current;
  const inRound = view.phase === 'bidding' && round !== null;
  const seen = view.hands;
  const countsKnown = view.players.every((p) => p.out || p.dice !== null);
  const unseen = countsKnown && inRound ? view.players.reduce((sum, p, s) => sum + (p.out ? 0 : Math.max(0, (p.dice ?? 0) - (seen[s]?.length ?? 0))), 0) : null;
  return {
    dice: seen[seat] ?? null,
    seen,
    standing: inRound ? round.standing : null,
    diceInPlay: inRound ? round.diceInPlay : null,
    unseen,
    claims: inRound ? round.claims : [],
    wildFace: inRound ? round.wildFace : null,
    roundKind: round?.kind ?? 'normal',
  };
}

/** Hindsight: the hands of the round and the count of the standing bid's face (R-WILD). */
function underTheCups(state: GameState): UnderTheCups {
  const round = state.phase === 'bidding' ? state.current : null;
  if (!round) return { hands: [], count: null };
  const standing = round.standing;
  return { hands: round.hands, count: standing ? countFace(round.hands, standing.bid.face, round.wildFace).total : null };
}

function actingSeat(action: { readonly type: string }): Seat | null {
  return 'seat' in action && typeof action.seat === 'number' ? action.seat : null;
}

/**
 * Replays a record (validated first: a corrupt one is BAD_RECORD, an action the rules refuse is
 * ACTION_REFUSED) and lists every seat action with the view it was chosen from.
 */
export function recordDecisions(doc: GameRecord | unknown): DecisionsResult {
  const parsed = parseRecord(doc);
  if (!parsed.ok) return { ok: false, error: { code: 'BAD_RECORD', message: parsed.error.message, field: parsed.error.field } };
  const record = parsed.record;
  let state = gameFromRecord(record);
  const points: DecisionPoint[] = [];
  const rollSteps = new Map<number, number>();
  for (let i = 0; i < record.actions.length; i++) {
    const action = record.actions[i]!;
    const seat = actingSeat(action);
    if (seat !== null && action.type !== 'startRoll' && action.type !== 'roll') {
      const view = viewFor(state, seat);
      // a direction or obligar is chosen before the throw: it belongs to the round it shapes (O-DIR, R-OBLIGAR)
      const round = state.phase === 'direction' || state.phase === 'obligar' ? state.round + 1 : state.round;
      points.push({ step: i, seat, round, kind: decisionKind(action), action, view, actual: underTheCups(state) });
    }
    const r = applyAction(state, action);
    if (!r.ok) return { ok: false, error: { code: 'ACTION_REFUSED', message: `actions[${i}] is refused: ${r.error.message}`, field: `actions[${i}]` } };
    if (action.type === 'roll') rollSteps.set(r.state.round, i);
    state = r.state;
  }
  return { ok: true, value: { points, rollSteps, winner: state.winner, actionCount: record.actions.length } };
}
