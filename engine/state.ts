// The game state: a small immutable object, replaced by every applied action (game.ts).
import type { Bid, Direction, Face, Phase, Seat } from './types';
import type { RuleOptions } from './options';
import type { RulesSpec } from './variants';

export interface PlayerState {
  /** Dice held (rolled every round). */
  readonly dice: number;
  /** R-RESERVE: a die gained while holding the starting number; 0 or 1. */
  readonly reserve: number;
  /** R-LIVES: lives left, or null with the dice penalty. */
  readonly lives: number | null;
  readonly out: boolean;
  /** R-OBLIGAR: the one-die special round has been called (or declined). */
  readonly obligarUsed: boolean;
  /** R-PALIFICO: this player has had their palifico round. */
  readonly palificoUsed: boolean;
  /** R-LIVES: this player has had the aces reprieve. */
  readonly reprieveUsed: boolean;
}

/**
 * The kind of a round. `obligar-open` / `obligar-closed` (R-OBLIGAR), `palifico` (R-PALIFICO),
 * `blind` (R-BLIND), `reprieve` (R-LIVES); wilds are off in all of them but `blind` (R-NOWILD).
 */
export type RoundKind = 'normal' | 'obligar-open' | 'obligar-closed' | 'palifico' | 'blind' | 'reprieve';

/** The round announced for next: its kind, the player it is for, and whether the obligar choice is still to be made. */
export interface UpcomingRound {
  readonly kind: RoundKind | 'obligar-choice';
  readonly seat: Seat | null;
}

/** A claim on the table: a bid, or a paso / picado (claims about one's own hand, R-PASO, R-PICADO). */
export type Claim =
  | { readonly kind: 'bid'; readonly seat: Seat; readonly bid: Bid; readonly salsa: boolean }
  | { readonly kind: 'paso'; readonly seat: Seat }
  | { readonly kind: 'picado'; readonly seat: Seat };

export interface RoundState {
  /** 1 for the game's first round. */
  readonly number: number;
  readonly kind: RoundKind;
  /** The player the special round is for (obligar, palifico, blind, reprieve), else null. */
  readonly specialSeat: Seat | null;
  /** The wild face this round, or null when nothing is wild (R-WILD, R-BLANK, R-NOWILD). */
  readonly wildFace: Face | null;
  readonly starter: Seat;
  /** The dice on the table, per seat ([] for seats out). */
  readonly hands: readonly (readonly Face[])[];
  /** The number of dice on the table (R-BID). */
  readonly diceInPlay: number;
  /** Dice held by each seat when the round began (before fallen dice), for the one-die triggers. */
  readonly diceAtStart: readonly number[];
  /** O-FALLEN: dice that left the table at this round's roll, per seat. */
  readonly fallen: readonly number[];
  /** Every claim of the round, in order. */
  readonly claims: readonly Claim[];
  /** The standing bid (R-PASO, R-PICADO: a paso or picado leaves it standing). */
  readonly standing: { readonly seat: Seat; readonly bid: Bid } | null;
  /** R-OBLIGAR, R-PALIFICO: the face fixed by the round's opening bid. */
  readonly lockedFace: Face | null;
  /** R-PASO: seats that said paso this round. */
  readonly pasoBy: readonly Seat[];
  /** R-PICADO: a picado has been said this round. */
  readonly picadoUsed: boolean;
}

/** What the game's state and every seat's view of it say alike (views.ts): the rules, the phase, whose turn. */
export interface GameOutline {
  readonly rules: RulesSpec;
  readonly options: RuleOptions;
  readonly playerCount: number;
  /** Dice on the table at the game's start (R-CALZO-WHEN, O-HIDDEN). */
  readonly startingTotal: number;
  readonly phase: Phase;
  /** Rounds rolled so far. */
  readonly round: number;
  readonly toAct: Seat | null;
  readonly direction: Direction | null;
  /** The player who starts the current or next round. */
  readonly starter: Seat | null;
}

export interface GameState extends GameOutline {
  readonly players: readonly PlayerState[];
  /** R-START: the seats still rolling for the start (all, then the tied ones). */
  readonly startRollers: readonly Seat[];
  readonly upcoming: UpcomingRound;
  readonly current: RoundState | null;
  /** Seats in the order they went out (R-DEAL-END, O-START first-out-last-game). */
  readonly eliminated: readonly Seat[];
  readonly winner: Seat | null;
  /** The last challenge and what it revealed (public). */
  readonly lastResolution: Resolution | null;
}

// What a challenge decides (resolution.ts) and changes (rounds.ts, game.ts): types kept here, below
// the modules that compute them, so the state can hold the last resolution without an import cycle.

/** The count of a face on the table, natural and wild dice apart (R-WILD, R-BLANK). */
export interface FaceCount {
  readonly face: Face;
  readonly natural: number;
  readonly wild: number;
  readonly total: number;
}

export type PasoPattern = 'all-different' | 'all-equal' | 'full-house';

export type ChallengeKind = 'dudo' | 'calzo' | 'mato';

/** What a challenge decided, before it is applied to the players. */
export interface Verdict {
  readonly kind: ChallengeKind;
  readonly caller: Seat;
  readonly claim: Claim;
  /** The count of the bid face (challenges of a bid). */
  readonly count: FaceCount | null;
  /** R-PASO: the passer's pattern (dudo of a paso). */
  readonly pasoPattern: PasoPattern | null;
  /** R-PICADO: the picador's aces (dudo of a picado). */
  readonly picadoAces: number | null;
  /** Whether the claim (bid, paso or picado) held. */
  readonly claimHeld: boolean;
  readonly loser: Seat | null;
  readonly gainer: Seat | null;
  /** Dice (or lives) lost: 2 with O-SICILIANA, else 1. */
  readonly amount: number;
}

/** One entry of a resolution: what a seat lost or gained. */
export interface PlayerChange {
  readonly seat: Seat;
  readonly dice: number;
  readonly reserve: number;
  readonly lives: number;
  readonly eliminated: boolean;
  /** R-LIVES: the loss took the second life; the reprieve round follows. */
  readonly reprieve: boolean;
}

/**
 * What a challenge revealed and changed, for the UI, the stats and the bots: the verdict (what was
 * challenged, the count, the claim held or not, loser or gainer) plus the revealed hands and changes.
 */
export interface Resolution extends Omit<Verdict, 'amount'> {
  readonly round: number;
  readonly wildFace: Face | null;
  /** Every hand, revealed. */
  readonly hands: readonly (readonly Face[])[];
  readonly changes: readonly PlayerChange[];
  readonly eliminated: readonly Seat[];
  /** Who starts the next round, or null when the game is over. */
  readonly nextStarter: Seat | null;
  readonly winner: Seat | null;
}

/** The dice on the table this round (R-BID). */
export function diceInPlay(round: RoundState): number {
  return round.diceInPlay;
}
