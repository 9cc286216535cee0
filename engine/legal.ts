// Legal actions: for any state, every action a seat may take (bids, dudo, calzo, mato, paso,
// picado, obligar choice, direction, salsa bids). Built on the same checks as the reducer.
import { legalBids } from './bidding';
import { bidContext, challengeError, pasoError, picadoError, salsaError, seatError } from './game';
import type { GameState } from './state';
import type { Seat, SeatAction } from './types';

export function legalActions(state: GameState, seat: Seat): SeatAction[] {
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.playerCount || state.players[seat]!.out) return [];
  switch (state.phase) {
    case 'direction':
      return seatError(state, seat)
        ? []
        : [
            { type: 'direction', seat, direction: 'clockwise' },
            { type: 'direction', seat, direction: 'counter-clockwise' },
          ];
    case 'obligar':
      return seatError(state, seat)
        ? []
        : (['open', 'closed', 'decline'] as const).map((mode) => ({ type: 'obligar', seat, mode }));
    case 'bidding':
      return biddingActions(state, seat);
    default:
      return [];
  }
}

function biddingActions(state: GameState, seat: Seat): SeatAction[] {
  const onTurn = state.toAct === seat;
  if (!onTurn && salsaError(state, seat)) return [];
  const actions: SeatAction[] = legalBids(bidContext(state, seat)).map((b) => ({ type: 'bid', seat, count: b.count, face: b.face }));
  if (!onTurn) return actions; // O-SALSA: out of turn, only raises
  for (const kind of ['dudo', 'calzo', 'mato'] as const) {
    if (!challengeError(state, kind, seat)) actions.push({ type: kind, seat });
  }
  if (!pasoError(state, seat)) actions.push({ type: 'paso', seat });
  if (!picadoError(state, seat)) actions.push({ type: 'picado', seat });
  return actions;
}

/** Seats that may act now (the seat to act, plus salsa raisers). */
export function seatsThatMayAct(state: GameState): Seat[] {
  if (state.phase === 'bidding' && state.options.salsa) {
    return state.players.flatMap((_, s) => (legalActions(state, s).length > 0 ? [s] : []));
  }
  return state.toAct === null ? [] : [state.toAct];
}
