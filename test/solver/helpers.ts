// Engine states for solver tests: a two-player chile round in its bidding phase with chosen hands.
import { applyAction, createGame, type Face, type GameState, type RulesSpec } from '../../engine/index';
import type { SolvedRoundKind } from '../../engine/solver/dudo';

/**
 * A two-player game (chile unless told) in its bidding phase with the given hands (seat 0 starts); with
 * `kind` a palifico (R-PALIFICO) or obligar (R-OBLIGAR) round, nothing wild (R-NOWILD), or a blind round
 * (R-BLIND, wilds as the rules say), for the seat holding one die (seat 0 if both do).
 */
export function endgameState(h0: readonly Face[], h1: readonly Face[], rules: RulesSpec = 'chile', kind: SolvedRoundKind = 'normal'): GameState {
  const g = createGame({ rules, players: 2, start: { seat: 0, direction: 'clockwise' } });
  const r = applyAction(g, { type: 'roll', dice: [[1, 2, 3, 4, 5], [1, 2, 3, 4, 5]] });
  if (!r.ok) throw new Error(r.error.message);
  const s = r.state;
  const cur = s.current!;
  return {
    ...s,
    players: [{ ...s.players[0]!, dice: h0.length }, { ...s.players[1]!, dice: h1.length }],
    current: {
      ...cur,
      hands: [h0, h1],
      diceAtStart: [h0.length, h1.length],
      ...('diceInPlay' in cur ? { diceInPlay: h0.length + h1.length } : {}),
      ...(kind !== 'normal' ? { kind, specialSeat: h0.length === 1 ? 0 : 1, ...(kind === 'blind' ? {} : { wildFace: null }) } : {}),
    },
  };
}
