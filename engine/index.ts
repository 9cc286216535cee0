// The rules engine's public surface. Pure: no DOM, no Node, no Electron (ARCHITECTURE.md).
export * from './types';
export * from './errors';
export * from './options';
export * from './variants';
export * from './option-sections';
export type { GameOutline, PlayerState, RoundKind, RoundState, UpcomingRound, Claim, GameState } from './state';
export {
  applyAction,
  applyOrThrow,
  bidContext,
  createGame,
  diceInPlay,
  type ApplyResult,
  type GameEvent,
  type GameSetup,
  type Resolution,
} from './game';
export { legalActions, seatsThatMayAct } from './legal';
export { viewFor, mayLook, type PlayerView, type RoundView, type SeatView } from './views';
export { checkBid, faceError, legalBids, locksFaceAtOpening, minCount, minCountToWild, minCountFromWild, wildFaceFor, type BidContext } from './bidding';
export { countFace, pasoPattern, acesIn, type FaceCount, type PasoPattern, type ChallengeKind } from './resolution';
export { nextActive, activeSeats, STARTING_LIVES, type PlayerChange } from './rounds';
export * from './record';
export * from './match';
export * from './random';
export * from './stats';
// the actions' wire schemas, for the bots' stdio protocol (engine/bots/protocol.ts)
export { directionSchema, obligarModeSchema, seatActionSchemas } from './action-schema';
