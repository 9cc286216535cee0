// Per-seat views: exactly what a seat may know under the rules. Nothing else leaves the engine for a player.
import { diceInPlay, type Resolution } from './state';
import { legalActions } from './legal';
import type { Claim, GameOutline, GameState, RoundKind, UpcomingRound } from './state';
import type { Bid, Face, Seat, SeatAction } from './types';

export interface PlayerView {
  readonly seat: Seat;
  /** Dice held; null for the others' under O-HIDDEN. */
  readonly dice: number | null;
  readonly reserve: number | null;
  readonly lives: number | null;
  readonly out: boolean;
  readonly obligarUsed: boolean;
  readonly palificoUsed: boolean;
  readonly reprieveUsed: boolean;
}

export interface RoundView {
  readonly number: number;
  readonly kind: RoundKind;
  readonly specialSeat: Seat | null;
  readonly wildFace: Face | null;
  readonly starter: Seat;
  readonly claims: readonly Claim[];
  readonly standing: { readonly seat: Seat; readonly bid: Bid } | null;
  readonly lockedFace: Face | null;
  readonly pasoBy: readonly Seat[];
  readonly picadoUsed: boolean;
  /** Dice on the table; null under O-HIDDEN. */
  readonly diceInPlay: number | null;
  /** The greatest count a bid may name (R-BID). */
  readonly maxCount: number;
}

export interface SeatView extends GameOutline {
  /** The seat this view is for, or null for the public (spectator) view. */
  readonly seat: Seat | null;
  readonly players: readonly PlayerView[];
  /** What this seat sees of each seat's dice this round: null where it may not look (R-DICE, R-BLIND, R-OBLIGAR). */
  readonly hands: readonly (readonly Face[] | null)[];
  readonly current: RoundView | null;
  readonly upcoming: UpcomingRound;
  readonly startRollers: readonly Seat[];
  readonly eliminated: readonly Seat[];
  readonly winner: Seat | null;
  readonly lastResolution: Resolution | null;
  /** The actions this seat may take now. */
  readonly legal: readonly SeatAction[];
}

/** Whether `viewer` may look at `owner`'s dice this round. */
export function mayLook(kind: RoundKind, specialSeat: Seat | null, viewer: Seat, owner: Seat, viewerDice: number): boolean {
  switch (kind) {
    case 'obligar-open':
      return viewer !== owner; // R-OBLIGAR open: everybody's dice but your own
    case 'obligar-closed':
      return viewer === owner && viewer === specialSeat; // R-OBLIGAR closed: only the obligating player sees their die
    case 'blind':
      return viewer === owner && viewerDice === 1; // R-BLIND: only players holding one die look
    default:
      return viewer === owner; // R-DICE
  }
}

export function viewFor(state: GameState, seat: Seat | null): SeatView {
  const hidden = state.options.hiddenDiceCounts;
  const players: PlayerView[] = state.players.map((p, s) => {
    const countsVisible = !hidden || s === seat; // O-HIDDEN
    return {
      seat: s,
      dice: countsVisible ? p.dice : null,
      reserve: countsVisible ? p.reserve : null,
      lives: p.lives,
      out: p.out,
      obligarUsed: p.obligarUsed,
      palificoUsed: p.palificoUsed,
      reprieveUsed: p.reprieveUsed,
    };
  });
  const round = state.current;
  const inRound = round !== null && state.phase === 'bidding';
  const hands = state.players.map((_, owner) => {
    if (!inRound || seat === null) return null;
    const viewerDice = state.players[seat]?.dice ?? 0;
    return mayLook(round.kind, round.specialSeat, seat, owner, viewerDice) ? round.hands[owner]! : null;
  });
  const current: RoundView | null =
    round === null
      ? null
      : {
          number: round.number,
          kind: round.kind,
          specialSeat: round.specialSeat,
          wildFace: round.wildFace,
          starter: round.starter,
          claims: round.claims,
          standing: round.standing,
          lockedFace: round.lockedFace,
          pasoBy: round.pasoBy,
          picadoUsed: round.picadoUsed,
          diceInPlay: hidden ? null : diceInPlay(round),
          maxCount: hidden ? state.startingTotal : diceInPlay(round),
        };
  return {
    seat,
    rules: state.rules,
    options: state.options,
    playerCount: state.playerCount,
    startingTotal: state.startingTotal,
    phase: state.phase,
    round: state.round,
    toAct: state.toAct,
    direction: state.direction,
    starter: state.starter,
    players,
    hands,
    current,
    upcoming: state.upcoming,
    startRollers: state.startRollers,
    eliminated: state.eliminated,
    winner: state.winner,
    lastResolution: state.lastResolution,
    legal: seat === null ? [] : legalActions(state, seat),
  };
}
