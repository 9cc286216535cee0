// Heads-up round states for the exact-value tests (issue 40): a two-player game of a preset with the dice
// each seat holds, a chosen round kind and dealt hands, and the bids made so far.
import { applyAction, createGame, viewFor, type Face, type GameState, type RulesSpec, type SeatView } from '../../engine/index';

export interface HeadsUpSpec {
  readonly rules: RulesSpec;
  /** Dice of the starter (seat 0) and of seat 1. */
  readonly dice: readonly [number, number];
  readonly hands: readonly [readonly Face[], readonly Face[]];
  readonly kind?: 'normal' | 'palifico';
  readonly bids?: readonly { readonly count: number; readonly face: number }[];
}

/** The game state of a heads-up round (seat 0 starts) after its bids, or null when a bid is refused. */
export function headsUpState(o: HeadsUpSpec): GameState | null {
  let state = createGame({ rules: o.rules, players: 2, start: { seat: 0, direction: 'clockwise' } });
  state = { ...state, players: state.players.map((p, s) => ({ ...p, dice: o.dice[s]! })) };
  if (o.kind === 'palifico') state = { ...state, upcoming: { kind: 'palifico', seat: 0 } };
  const rolled = applyAction(state, { type: 'roll', dice: [[...o.hands[0]], [...o.hands[1]]] });
  if (!rolled.ok) throw new Error(rolled.error.message);
  state = rolled.state;
  for (const b of o.bids ?? []) {
    const r = applyAction(state, { type: 'bid', seat: state.toAct!, count: b.count, face: b.face });
    if (!r.ok) return null;
    state = r.state;
  }
  return state;
}

export function toActView(state: GameState): SeatView {
  return viewFor(state, state.toAct!);
}
