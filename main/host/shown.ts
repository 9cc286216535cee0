// What a client showing one seat is told of an applied action (ARCHITECTURE.md, "Information
// hiding"): the engine's per-seat view decides, never the host's own reading of the rules.
import { viewFor, type Action, type GameState, type Seat } from '../../engine/index';
import type { ShownAction } from '../../common/contract/index';

/**
 * The action as `seat` may know it, `state` being the state it led to: a roll keeps only the
 * hands the seat's view holds (R-DICE: its own; R-OBLIGAR open: the others'; R-BLIND: none),
 * null for the others. Every other action holds no hidden die and is told as it is.
 */
export function shownAction(action: Action, state: GameState, seat: Seat | null): ShownAction {
  if (!hidesDice(action)) return action;
  const hands = state.phase === 'bidding' ? viewFor(state, seat).hands : [];
  return { ...action, dice: action.dice.map((_, owner) => hands[owner] ?? null) };
}

/** Whether `action` is told differently to each seat (a roll); every other one is the same to all. */
export function hidesDice(action: Action): action is Extract<Action, { readonly type: 'roll' }> {
  return action.type === 'roll';
}
