// Replies and errors of the contract: every request is answered by a Result, ok with its value or a typed HostError.

export type HostErrorCode =
  /** The payload did not match the channel's schema (nothing changed). */
  | 'BAD_PAYLOAD'
  | 'UNKNOWN_CHANNEL'
  /** The IPC sender is not our app's frame (Electron only). */
  | 'FORBIDDEN'
  /** No game is being played (game:act, game:show, record:export ...). */
  | 'NO_GAME'
  /**
   * The seat is a bot's, or one this client does not hold (docs/host.md, "Seats bound to clients"):
   * acting for it, being shown it, throwing its cup; or the request needs the game's table
   * (continue a reveal, next game, abandon, a new game over one being played) and this client does
   * not hold it.
   */
  | 'NOT_YOUR_SEAT'
  /** This client has too many requests in flight, or used its share of the host's work this second: try again later (nothing changed). */
  | 'BUSY'
  /** The engine refused the action; `ruleCode` holds the engine's code (BAD_BID, NOT_YOUR_TURN ...). */
  | 'RULE'
  /** A record that does not match RECORD-FORMAT.md (`field` says where), or that does not replay. */
  | 'BAD_RECORD'
  /** A dice:result that does not match the open dice request (stale round id, counts, axes, fallen). */
  | 'BAD_DICE'
  /** record:export of a game still being played: its record holds hidden dice until the game ends. */
  | 'GAME_IN_PROGRESS'
  /** Nothing to resume, or nothing loaded to replay. */
  | 'NOTHING_TO_RESUME'
  | 'NO_RECORD'
  /** The match is over, or a game is still being played (game:next). */
  | 'MATCH_STATE'
  /** Reading or writing the user data folder failed. */
  | 'STORAGE'
  /** The client lost its connection to the host (WebSocket closed). */
  | 'DISCONNECTED'
  /** Phones mode: the phones' listener could not start (no local network address, the port taken) or this game has no phone seats. */
  | 'PHONES'
  /** Issue 40: a review stopped by review:cancel (nothing written). */
  | 'REVIEW_CANCELLED'
  /** Issue 40 item 5: no hint here (a couch game whose table does not allow them, an online game, a tutorial, or nothing to decide). */
  | 'HINT_REFUSED'
  | 'INTERNAL';

export interface HostError {
  readonly code: HostErrorCode;
  /** A sentence a player can read. */
  readonly message: string;
  /** For BAD_PAYLOAD / BAD_RECORD: the field at fault, like `seats[2].name`. */
  readonly field?: string;
  /** For RULE: the engine's RuleErrorCode. */
  readonly ruleCode?: string;
  /** For STORAGE: the write that failed (the renderer words it in the player's language). */
  readonly save?: SaveFault;
}

export type Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: HostError };

export function okResult<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function errResult<T = never>(code: HostErrorCode, message: string, extra: Partial<Pick<HostError, 'field' | 'ruleCode' | 'save'>> = {}): Result<T> {
  return { ok: false, error: { code, message, ...extra } };
}

/**
 * A save that failed (issue 30.1): what, where, why, and how much space it needs. While the game's
 * autosave fails, the game is paused: the action is not acknowledged and nothing of it is told.
 */
export interface SaveFault {
  /** What could not be written: the game's autosave, the settings. */
  readonly what: 'autosave' | 'settings';
  /** The file's name and its folder. */
  readonly file: string;
  readonly dir: string;
  /** The system's code: EROFS (read-only), ENOSPC (disk full), EACCES/EPERM (no permission), EIO ... */
  readonly code: string;
  /** The size of the write that failed, in bytes: the free space it needs, at least. */
  readonly bytes: number;
}

export interface SavePause extends SaveFault {
  /** The actions of the game on disk: once a save succeeds the game goes on from the last one. */
  readonly savedActions: number;
  /** Saves tried since the game paused. */
  readonly attempts: number;
  /** The next try runs this many ms after the event was sent (storage:retry tries at once). */
  readonly retryInMs: number;
}
