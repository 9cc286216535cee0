// The ONE IPC contract between the renderer and the host (ARCHITECTURE.md "IPC contract").
// Every intent channel (renderer -> main, invoke/handle) with its zod payload schema and reply
// type, and every event (main -> renderer, one channel). Imported by main/electron (IPC wiring),
// main/host, main/web (WebSocket shell) and renderer/src/client: only engine/ and zod here.
import { z } from 'zod';
import {
  actionSchema,
  rulesSpecSchema,
  type Action,
  type Face,
  type GameEvent,
  type PresetId,
  type RulesSpec,
  type Seat,
  type SeatAction,
  type SeatView,
} from '../../engine/index';
import type { BotReason } from '../../engine/bots/index';

export const CONTRACT_VERSION = 1;

/** Electron: the one channel main -> renderer events travel on (webContents.send). */
export const EVENT_CHANNEL = 'dudo:event';
/** Electron: intents are invoked on `dudo:intent:<channel>` (ipcMain.handle). */
export const INTENT_PREFIX = 'dudo:intent:';

// ---------------------------------------------------------------------------------------------
// Replies and errors

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

// ---------------------------------------------------------------------------------------------
// Shared value schemas

const int = z.number().int();
const seat = int.min(0).max(5);

/** A colour as `#rrggbb`. */
export const colorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #a0522d');

/** Bot levels and personalities are names the bots module defines (engine/bots); unknown ones fall back to its defaults. */
export const botLevelSchema = z.string().min(1).max(32);
export const botPersonalitySchema = z.string().min(1).max(32);

export const seatSetupSchema = z
  .object({
    name: z.string().trim().min(1).max(64),
    kind: z.enum(['human', 'bot']),
    level: botLevelSchema.optional(),
    personality: botPersonalitySchema.optional(),
    color: colorSchema,
  })
  .strict();
export type SeatSetup = z.infer<typeof seatSetupSchema>;

export const matchSetupSchema = z
  .object({
    /** The match ends when a player has won this many games (1 = a single game). */
    targetWins: int.min(1).max(99).default(1),
    /** Chips each player brings (O-ANTE). */
    startingChips: int.min(0).max(1_000_000).default(100),
  })
  .strict();
export type MatchSetup = z.infer<typeof matchSetupSchema>;

export const gameNewSchema = z
  .object({
    seats: z.array(seatSetupSchema).min(2).max(6),
    /** A preset id, or { preset, options } (RECORD-FORMAT.md `rules`). */
    rules: rulesSpecSchema,
    match: matchSetupSchema.default({ targetWins: 1, startingChips: 100 }),
    /** Ask the renderer to throw physical dice; false = the host rolls with a CSPRNG. */
    dice3d: z.boolean(),
  })
  .strict();
export type GameNewPayload = z.input<typeof gameNewSchema>;

const seatActionTypes = ['direction', 'bid', 'dudo', 'calzo', 'mato', 'paso', 'picado', 'obligar'] as const;
/** A seat action (not a chance action): chance comes only from dice:result or the host's CSPRNG. */
export const seatActionSchema = actionSchema.refine(
  (a) => (seatActionTypes as readonly string[]).includes(a.type),
  'a seat action (direction, bid, dudo, calzo, mato, paso, picado, obligar)',
);

export const diceCupResultSchema = z
  .object({
    seat,
    /**
     * What physics decided, not faces: each die on the table's settled up-axis in its own body
     * frame (0..5 = +X, -X, +Y, -Y, +Z, -Z; dice-labels.ts), in body order. The host reads the
     * label from its secret relabelling of that die (docs/dice.md, "Fairness by construction").
     */
    axes: z.array(int.min(0).max(5)).max(10),
    /** O-FALLEN: dice that left the table (only where the rule is on; else throw them again). */
    fallen: int.min(0).max(10).optional(),
  })
  .strict();

export const diceResultSchema = z
  .object({
    roundId: z.string().min(1).max(64),
    cups: z.array(diceCupResultSchema).max(6),
  })
  .strict();
export type DiceResultPayload = z.infer<typeof diceResultSchema>;

export const languageSchema = z.enum(['es', 'es-CL', 'en', 'fr']);

/** Bid wording: a regional jargon (RULES.md §6); the renderer's `i18n/jargon.ts` words them. */
export const JARGONS = ['es-CL', 'es', 'es-PE', 'es-CO', 'fr', 'en'] as const;
export const jargonSchema = z.enum(JARGONS);

/**
 * User settings (settings.json, version 2, read field by field by the host's storage): every
 * setting of the app, the renderer keeps none of its own. A null means "not chosen": the
 * renderer follows the system (its language; 3D dice on unless it prefers reduced motion).
 */
export const settingsSchema = z
  .object({
    /** The interface language; es-CL when the jargon is Chile's. */
    language: languageSchema.nullable(),
    /** Bid wording; null: the language's usual jargon. */
    jargon: jargonSchema.nullable(),
    /** 3D cups and dice; null: on unless the system prefers reduced motion. */
    dice3d: z.boolean().nullable(),
    /** Playback rate of the UI's animations (dice, chips), 1 = real time. */
    animationSpeed: z.number().min(0.25).max(4),
    /** Graphics quality of the 3D table (low: no shadows, DPR 1). */
    quality: z.enum(['low', 'medium', 'high']),
    /** Bot pacing: how long a bot "thinks" before acting. */
    botSpeed: z.enum(['slow', 'normal', 'fast', 'instant']),
    soundVolume: z.number().min(0).max(1),
    /** The odds helper beside the bidding panel. */
    odds: z.boolean(),
    /** Couch play: show a hand-over screen between humans. */
    handOverScreen: z.boolean(),
    /** Rule tips already shown (by id). */
    tipsSeen: z.array(z.string().max(32)).max(64),
    /** The guided first game is done. */
    guidedDone: z.boolean(),
    /** The last setup, to prefill the setup screen. */
    lastSetup: gameNewSchema.nullable(),
    /** After a challenge, the reveal closes by itself after this many seconds (a countdown shows); 0 = off: Continue. */
    autoContinueSec: z.number().int().min(0).max(60),
  })
  .strict();
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  language: null,
  jargon: null,
  dice3d: null,
  animationSpeed: 1,
  quality: 'medium',
  botSpeed: 'normal',
  soundVolume: 0.6,
  odds: false,
  handOverScreen: true,
  tipsSeen: [],
  guidedDone: false,
  lastSetup: null,
  autoContinueSec: 0,
};

/** Settings read field by field: a missing field takes its default, a bad or unknown one is named. */
export interface SettingsRead {
  readonly value: Settings;
  /** Fields whose stored value was refused (their defaults are used) or that settings do not have. */
  readonly bad: readonly string[];
}

/** Fields older files carry that settings no longer have: read without a problem and dropped. */
export const RETIRED_SETTINGS_FIELDS: readonly string[] = [
  'reducedMotion', // stored, never read: the renderer follows prefers-reduced-motion
];

/** Reads untrusted settings data field by field; null when it is not an object at all. */
export function readSettingsFields(data: unknown): SettingsRead | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const shape = settingsSchema.shape;
  const value: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  const bad: string[] = [];
  for (const [key, raw] of Object.entries(data)) {
    if (RETIRED_SETTINGS_FIELDS.includes(key)) continue;
    if (!Object.hasOwn(shape, key)) {
      bad.push(key);
      continue;
    }
    const parsed = shape[key as keyof typeof shape].safeParse(raw);
    if (parsed.success) value[key] = parsed.data;
    else bad.push(key);
  }
  return { value: value as Settings, bad };
}

const empty = z.object({}).strict();

// ---------------------------------------------------------------------------------------------
// Intents: renderer -> main

export const INTENTS = {
  /** Start a new session (a match of one or more games) from a setup. Replaces any game being played. */
  'game:new': gameNewSchema,
  /** A human seat's action. */
  'game:act': z.object({ action: seatActionSchema }).strict(),
  /** Which human seat this client shows now (couch hand-over); null = the public view. */
  'game:show': z.object({ seat: seat.nullable() }).strict(),
  /** Resume the autosaved unfinished game (see app:info `resume`). */
  'game:resume': empty,
  /** Abandon the game being played (the autosave is removed, the match is not recorded). */
  'game:abandon': empty,
  /** Start the next game of the match after a game ended. */
  'game:next': empty,
  /** How the dice thrown for a dice-request settled (their up-axes); also accepted late, after the host labelled them itself. */
  'dice:result': diceResultSchema,
  /** The record of the game being played (or last played), as RECORD-FORMAT.md text. */
  'record:export': empty,
  /** Load a record (validated by the engine's record schema) for replay. */
  'record:import': z.object({ text: z.string().max(5_000_000) }).strict(),
  /** The loaded record's state after `step` actions, as `seat`'s view (null = public view). */
  'record:replay': z.object({ step: int.min(0), seat: seat.nullable().default(null) }).strict(),
  'settings:get': empty,
  /** Change some settings; returns all of them. */
  'settings:set': z.object({ patch: settingsSchema.partial() }).strict(),
  'stats:get': empty,
  'history:get': empty,
  'app:info': empty,
  /** Whether this client shows the game's table to people now (`watching`) and throws 3D dice there: after a challenge the next round waits for its round:continue (issue 12). */
  'client:table': z.object({ watching: z.boolean(), dice3d: z.boolean() }).strict(),
  /** The people at this client dismissed the reveal of `round` (Continue, Enter, or the auto-continue countdown). */
  'round:continue': z.object({ round: int.min(1).max(100_000) }).strict(),
  /** This client's scene is drawn and nothing covers it: it can throw the dice of `roundId` now (the host's deadline starts). */
  'dice:ready': z.object({ roundId: z.string().min(1).max(64) }).strict(),
  /** The throw of `roundId` has settled on this client's screen (bots speak after it). */
  'dice:settled': z.object({ roundId: z.string().min(1).max(64) }).strict(),
  /** The game is paused on a failed save (save-pause): try the save again now. */
  'storage:retry': empty,
} as const;

export type Channel = keyof typeof INTENTS;
export const CHANNELS = Object.keys(INTENTS) as Channel[];
export type Payload<C extends Channel> = z.input<(typeof INTENTS)[C]>;
export type ParsedPayload<C extends Channel> = z.output<(typeof INTENTS)[C]>;

export function isChannel(name: unknown): name is Channel {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(INTENTS, name);
}

function issuePath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) out += typeof part === 'number' ? `[${part}]` : out === '' ? String(part) : `.${String(part)}`;
  return out === '' ? '(payload)' : out;
}

/** Validates an untrusted payload for a channel. Never throws. */
export function parseIntent<C extends Channel>(channel: C, payload: unknown): Result<ParsedPayload<C>>;
export function parseIntent(channel: unknown, payload: unknown): Result<unknown>;
export function parseIntent(channel: unknown, payload: unknown): Result<unknown> {
  if (!isChannel(channel)) {
    const name = typeof channel === 'string' ? JSON.stringify(channel.slice(0, 64)) : `of type ${typeof channel}`;
    return errResult('UNKNOWN_CHANNEL', `There is no channel ${name}.`);
  }
  const r = INTENTS[channel].safeParse(payload);
  if (r.success) return okResult(r.data);
  const issue = r.error.issues[0]!;
  const field = issuePath(issue.path);
  return errResult('BAD_PAYLOAD', `${channel}: ${field}: ${issue.message}`, { field });
}

// ---------------------------------------------------------------------------------------------
// Reply values

export interface SessionSeat extends SeatSetup {
  readonly seat: Seat;
}

export interface MatchInfo {
  readonly targetWins: number;
  /** 1 for the match's first game. */
  readonly gameNumber: number;
  /** Games won per seat. */
  readonly scores: readonly number[];
  readonly chips: readonly number[];
  readonly pot: number;
  /** The match winner, once someone reached targetWins. */
  readonly winner: Seat | null;
}

export type SessionStatus = 'playing' | 'game-over' | 'match-over';

/**
 * What a client holds of the game being played, assigned by the host (docs/host.md, "Seats bound
 * to clients"). Holding a seat: acting for it and being shown its hand. Holding the table: the
 * screen people watch (continue a reveal, throw the dice, next game, abandon, a new game over it).
 */
export type ClientRole =
  /** Hot-seat (today's only mode): the screen that started or resumed the game holds the table and every person seat not held by a phone. */
  | { readonly kind: 'screen' }
  /** Phones mode: the shared screen holds the table and the person seats played on it (none by default). */
  | { readonly kind: 'shared'; readonly seats: readonly Seat[] }
  /** Phones mode: a phone holds exactly its seat, never the table. */
  | { readonly kind: 'phone'; readonly seat: Seat }
  /** Any other client: the public view only. */
  | { readonly kind: 'watcher' };

export interface SessionInfo {
  readonly id: string;
  readonly seats: readonly SessionSeat[];
  readonly rules: RulesSpec;
  readonly preset: PresetId;
  readonly match: MatchInfo;
  readonly dice3d: boolean;
  /** The seat this client shows (null = public view). */
  readonly shownSeat: Seat | null;
  readonly humanSeats: readonly Seat[];
  /** What this client holds (assigned by the host). */
  readonly role: ClientRole;
  /** The person seats this client holds: the only ones it may act for or be shown. */
  readonly heldSeats: readonly Seat[];
  readonly status: SessionStatus;
  /** Actions applied in the current game's record. */
  readonly actionCount: number;
}

export interface ActReply {
  /** The index of the applied action in the game record. */
  readonly actionIndex: number;
}

export interface ResumeOffer {
  readonly savedAt: string;
  readonly players: readonly string[];
  readonly preset: PresetId;
  readonly actionCount: number;
  readonly gameNumber: number;
}

export interface StorageProblem {
  /** The file that was corrupt (settings.json, stats.json, history.json, autosave.json). */
  readonly file: string;
  /** Where the corrupt file was kept aside. */
  readonly keptAs: string | null;
  readonly message: string;
}

export interface AppInfo {
  readonly name: string;
  readonly version: string;
  readonly contractVersion: number;
  readonly transport: 'electron' | 'websocket';
  readonly platform: string;
  /** An unfinished autosaved game, offered to resume; null when none. */
  readonly resume: ResumeOffer | null;
  /** Corrupt files found at start (kept aside, replaced by defaults). */
  readonly storageProblems: readonly StorageProblem[];
  /** Whether a game is being played right now in this host. */
  readonly inGame: boolean;
  /** The game is paused because its autosave could not be written (issue 30.1); null or absent when not. */
  readonly savePause?: SavePause | null;
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

export interface RecordExport {
  readonly text: string;
  /** A file name to suggest in a save dialog, like `dudo-2026-11-22-1530.json`. */
  readonly suggestedName: string;
}

export interface RecordSummary {
  readonly players: readonly string[];
  readonly rules: RulesSpec;
  readonly actionCount: number;
  readonly finished: boolean;
  readonly winner: Seat | null;
}

export interface ReplayStep {
  readonly step: number;
  readonly total: number;
  /** The action applied to reach this step (null at step 0). */
  readonly action: Action | null;
  readonly view: SeatView;
  /** What the action at this step caused (resolutions to animate). */
  readonly events: readonly GameEvent[];
}

export interface PlayerStats {
  readonly games: number;
  readonly wins: number;
  readonly rounds: number;
  readonly dudos: number;
  readonly dudosRight: number;
  readonly calzos: number;
  readonly calzosRight: number;
  /** Challenges this player lost (dice or lives). */
  readonly challengesLost: number;
}

export interface Stats {
  /** Per player name. */
  readonly players: Readonly<Record<string, PlayerStats>>;
}

export interface HistoryEntry {
  readonly id: string;
  readonly endedAt: string;
  readonly players: readonly { readonly name: string; readonly kind: 'human' | 'bot'; readonly level?: string }[];
  readonly preset: PresetId;
  readonly winner: string;
  readonly rounds: number;
  readonly actionCount: number;
}

export interface History {
  readonly games: readonly HistoryEntry[];
}

/** The reply value of each intent. */
export interface Replies {
  'game:new': SessionInfo;
  'game:act': ActReply;
  'game:show': SessionInfo;
  'game:resume': SessionInfo;
  'game:abandon': null;
  'game:next': SessionInfo;
  'dice:result': ActReply;
  'record:export': RecordExport;
  'record:import': RecordSummary;
  'record:replay': ReplayStep;
  'settings:get': Settings;
  'settings:set': Settings;
  'stats:get': Stats;
  'history:get': History;
  'app:info': AppInfo;
  'client:table': null;
  'round:continue': null;
  'dice:ready': null;
  'dice:settled': null;
  /** null: the game is saved (or was not paused); a STORAGE error with `save` when the save failed again. */
  'storage:retry': null;
}

export type Reply<C extends Channel> = Replies[C];

// ---------------------------------------------------------------------------------------------
// Events: main -> renderer, one channel

export type DieKind = 'standard' | 'blank';

export interface DiceCupRequest {
  readonly seat: Seat;
  /** The dice in the cup; null where O-HIDDEN hides this seat's count from the client (it does not throw that cup). */
  readonly dice: number | null;
  /** `blank` = the French die with a blank face for 6 (O-WILD blank). */
  readonly kind: DieKind;
}

/** Why a bot took an action, told after its round (the UI's "why?"). */
export interface BotActionReason {
  readonly seat: Seat;
  readonly action: SeatAction;
  /** A sentence in English. */
  readonly reason: string;
  /** The bots module's structured reason (engine/bots BotReason); absent when the host played the safe move for a failed bot. */
  readonly detail?: BotReason;
}

/**
 * An applied action as a client showing one seat is told it: a roll carries only the hands that
 * seat may see (null for the others, ARCHITECTURE.md "Information hiding"); every other action as it is.
 */
export type ShownAction =
  | Exclude<Action, { readonly type: 'roll' }>
  | { readonly type: 'roll'; readonly dice: readonly (readonly Face[] | null)[]; readonly fallen?: readonly number[] };

export type HostEvent =
  /** The view of the seat this client shows, after every applied action. */
  | { readonly type: 'view'; readonly view: SeatView; readonly shownSeat: Seat | null; readonly actionCount: number }
  /** What the last action caused (start decided, fallen dice, resolutions, game over), for animation. */
  | { readonly type: 'events'; readonly events: readonly GameEvent[]; readonly action: ShownAction; readonly actionIndex: number }
  /**
   * The engine needs dice: throw them and answer with dice:result before `deadlineMs` (ms from now);
   * after it the host rolls with a CSPRNG. `purpose: 'start'` is the high roll (R-START, one die per seat).
   */
  | {
      readonly type: 'dice-request';
      readonly roundId: string;
      readonly purpose: 'start' | 'round';
      readonly cups: readonly DiceCupRequest[];
      readonly fallenDieLost: boolean;
      readonly deadlineMs: number;
    }
  /** The dice were rolled (by the renderer's physics or by the host's CSPRNG). */
  | { readonly type: 'dice-rolled'; readonly roundId: string; readonly source: 'physics' | 'csprng' }
  | { readonly type: 'bot-thinking'; readonly seat: Seat }
  /** A bot acted. Its reason is held until the round ends: it may tell what the bot's hidden dice are. */
  | { readonly type: 'bot-action'; readonly seat: Seat; readonly action: SeatAction }
  /** The round `round` was resolved (every hand revealed): the reasons of the bots' actions in it, in order. */
  | { readonly type: 'bot-reasons'; readonly round: number; readonly reasons: readonly BotActionReason[] }
  /** Seats, names, colours, match scores: sent on new game, resume, show, game end. */
  | { readonly type: 'session'; readonly session: SessionInfo | null }
  /** The autosave was written after action `actionCount`. */
  | { readonly type: 'saved'; readonly actionCount: number }
  /** The game paused because its autosave failed (retried on a timer and on storage:retry); null: saved again, it goes on. */
  | { readonly type: 'save-pause'; readonly pause: SavePause | null }
  | { readonly type: 'error'; readonly error: HostError }
  /**
   * Electron's application menu asks the renderer to show something: the setup screen, the
   * settings, or the replay of a record just opened (already loaded: step it with record:replay).
   */
  | { readonly type: 'menu'; readonly command: 'new-game' | 'settings' | 'open-replay'; readonly summary?: RecordSummary };

export type HostEventType = HostEvent['type'];
export type EventListener = (event: HostEvent) => void;

// ---------------------------------------------------------------------------------------------
// Transports

/** What the preload exposes as `window.dudo` (and nothing else). */
export interface DudoBridge {
  invoke(channel: string, payload: unknown): Promise<Result<unknown>>;
  /** Returns an unsubscribe function. */
  onEvent(listener: (event: HostEvent) => void): () => void;
}

/** WebSocket wire messages (main/web shell): client -> server. */
export const wsRequestSchema = z
  .object({ id: int.min(0), channel: z.string().max(64), payload: z.unknown() })
  .strict();
export type WsRequest = z.infer<typeof wsRequestSchema>;

/** WebSocket wire messages: server -> client. */
export type WsMessage = { readonly kind: 'reply'; readonly id: number; readonly result: Result<unknown> } | { readonly kind: 'event'; readonly event: HostEvent };

/** The browser client finds the WebSocket port in the `?ws=PORT` query, else in GET /dudo-config.json. */
export interface WebShellConfig {
  readonly wsUrl: string;
}
export const WEB_CONFIG_PATH = '/dudo-config.json';
