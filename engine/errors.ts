// Stable error codes for refused actions (RECORD-FORMAT.md): a code for programs, a sentence for players.

export type RuleErrorCode =
  | 'GAME_OVER'
  | 'WRONG_PHASE'
  | 'BAD_SEAT'
  | 'NOT_YOUR_TURN'
  | 'BAD_ROLL'
  | 'BAD_DIRECTION'
  | 'BAD_BID'
  | 'BID_NOT_HIGHER'
  | 'OPEN_ON_ACES'
  | 'FACE_LOCKED'
  | 'ACES_ONLY'
  | 'BLANK_BIDS_OFF'
  | 'MUST_BID'
  | 'SALSA_NOT_ALLOWED'
  | 'CALZO_NOT_ALLOWED'
  | 'MATO_NOT_ALLOWED'
  | 'PASO_NOT_ALLOWED'
  | 'PICADO_NOT_ALLOWED'
  | 'OBLIGAR_NOT_ALLOWED';

export interface RuleError {
  readonly code: RuleErrorCode;
  readonly message: string;
}

export function ruleError(code: RuleErrorCode, message: string): RuleError {
  return { code, message };
}
