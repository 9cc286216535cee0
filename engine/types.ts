// The vocabulary of the game, shared by every engine module and by the engine's clients.

/** A die face, 1..6. With the French die (wild "blank"), 6 stands for the blank face. */
export type Face = 1 | 2 | 3 | 4 | 5 | 6;
export const FACES: readonly Face[] = [1, 2, 3, 4, 5, 6];

/** A seat index, 0..n-1, clockwise around the table (R-SEAT). */
export type Seat = number;

/** Clockwise = seat+1, counter-clockwise = seat-1 (R-SEAT). */
export type Direction = 'clockwise' | 'counter-clockwise';

export type Phase = 'start-roll' | 'direction' | 'obligar' | 'roll' | 'bidding' | 'game-over';

export type ObligarMode = 'open' | 'closed' | 'decline';

export interface Bid {
  readonly count: number;
  readonly face: Face;
}

// The actions of RECORD-FORMAT.md. Numbers are validated by the engine (codes), not by types.
export interface StartRollAction { readonly type: 'startRoll'; readonly faces: readonly (number | null)[] }
export interface DirectionAction { readonly type: 'direction'; readonly seat: Seat; readonly direction: Direction }
export interface RollAction { readonly type: 'roll'; readonly dice: readonly (readonly number[])[]; readonly fallen?: readonly number[] }
export interface BidAction { readonly type: 'bid'; readonly seat: Seat; readonly count: number; readonly face: number }
export interface DudoAction { readonly type: 'dudo'; readonly seat: Seat }
export interface CalzoAction { readonly type: 'calzo'; readonly seat: Seat }
export interface MatoAction { readonly type: 'mato'; readonly seat: Seat }
export interface PasoAction { readonly type: 'paso'; readonly seat: Seat }
export interface PicadoAction { readonly type: 'picado'; readonly seat: Seat }
export interface ObligarAction { readonly type: 'obligar'; readonly seat: Seat; readonly mode: ObligarMode }

/** An action taken by a seat (what a player or a bot chooses). */
export type SeatAction =
  | DirectionAction
  | BidAction
  | DudoAction
  | CalzoAction
  | MatoAction
  | PasoAction
  | PicadoAction
  | ObligarAction;

/** An action taken by chance (the dice). */
export type ChanceAction = StartRollAction | RollAction;

export type Action = SeatAction | ChanceAction;
export type ActionType = Action['type'];
