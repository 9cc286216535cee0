// Engine states for solver tests: a two-player chile round in its bidding phase with chosen hands, and a move of a
// round played from the solved tables.
import { expect } from 'vitest';
import { applyAction, createGame, legalActions, type Face, type GameState, type RulesSpec } from '../../engine/index';
import type { SolvedRoundKind } from '../../engine/solver/dudo';
import { endgameAction, type EndgameMove, type EndgameSituation, type EndgameTables, type WeightedMove } from '../../engine/solver/tables';
import type { Rng } from '../../engine/random';

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

/**
 * One move of a round played from the solved tables (R-ACE-1..4, R-CALZO-WHEN): every move of the tables' distribution is
 * legal for `seat` in `state` by the engine, and the move drawn from the tables is applied; the move and the state after it.
 */
export function playTablesMove(tables: EndgameTables, situation: EndgameSituation, distribution: readonly WeightedMove[], state: GameState, seat: number, rng: Rng): { move: EndgameMove; state: GameState } {
  const key = (x: { type: string; count?: number; face?: number }) => `${x.type} ${x.count ?? ''} ${x.face ?? ''}`;
  const legal = legalActions(state, seat).map(key);
  for (const { move } of distribution) expect(legal).toContain(key(move));
  const pick = endgameAction(tables, situation, rng);
  if (!pick.ok) throw new Error(pick.error.message);
  const r = applyAction(state, { ...pick.value.move, seat });
  if (!r.ok) throw new Error(r.error.message);
  return { move: pick.value.move, state: r.state };
}
