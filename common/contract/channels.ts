// The intents, renderer -> main: every channel with its zod payload schema (validated before the host sees it) and its reply type.
import { z } from 'zod';
import type { ActReply, AppInfo, History, PhonePairing, Profile, ProfileRecords, RecordExport, RecordSummary, ReplayStep, SessionInfo, Stats } from './replies';
import { botLevelSchema, diceResultSchema, gameNewSchema, historyIdSchema, intSchema as int, profileIdSchema, profileSaveSchema, seatActionSchema, seatSchema as seat } from './payloads';
import { okResult, errResult, type Result } from './errors';
import { settingsSchema, type Settings } from './settings';
import { LESSON_IDS } from './lessons';
import { hintPayloadSchema, reviewPayloadSchema, type GameReview, type ReviewHint } from './review';

const empty = z.object({}).strict();


export const INTENTS = {
  /** Start a new session (a match of one or more games) from a setup. Replaces any game being played. */
  'game:new': gameNewSchema,
  /**
   * Start "Learn to play" (issue 26.2, tutorial.ts): the person (named `name`) and two bots, a fixed
   * deal and the bots' fixed moves, checked by the engine. Never autosaved, never in the history or
   * the statistics. GAME_IN_PROGRESS while another game is being played. `lesson` (issue 42 item 4,
   * lessons.ts): which lesson, the guided game by default; an unknown one is BAD_PAYLOAD.
   */
  'tutorial:start': z.object({ name: z.string().trim().min(1).max(64), dice3d: z.boolean(), lesson: z.enum(LESSON_IDS).optional() }).strict(),
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
  /** The people's profiles and every person's and bot's statistics (a person and a bot of one name are apart). */
  'stats:get': empty,
  /** Create a person's profile (no id) or rename / recolour one; returns it. */
  'profile:save': profileSaveSchema,
  /** The finished games kept, newest first. */
  /** A person's figures rebuilt from the kept records of their games, with their dudos and calzos by bid size. */
  'stats:profile': z.object({ id: profileIdSchema }).strict(),
  'history:get': empty,
  /** A finished game's record from the history (RECORD-FORMAT.md text), for the replay; BAD_RECORD when its file is unreadable. */
  'history:record': z.object({ id: historyIdSchema }).strict(),
  /** Forget a finished game: its history entry and its record file; returns the history. */
  'history:delete': z.object({ id: historyIdSchema }).strict(),
  'app:info': empty,
  /** Whether this client shows the game's table to people now (`watching`) and throws 3D dice there: after a challenge the next round waits for its round:continue (issue 12). */
  'client:table': z.object({ watching: z.boolean(), dice3d: z.boolean() }).strict(),
  /** The people at this client dismissed the reveal of `round` (Continue, Enter, or the auto-continue countdown). */
  'round:continue': z.object({ round: int.min(1).max(100_000) }).strict(),
  /** This client's scene is drawn and nothing covers it: it can throw the dice of `roundId` now (the host's deadline starts). */
  'dice:ready': z.object({ roundId: z.string().min(1).max(64) }).strict(),
  /** The throw of `roundId` has settled on this client's screen (bots speak after it). */
  'dice:settled': z.object({ roundId: z.string().min(1).max(64) }).strict(),
  /**
   * Phones mode (issue 28 item 3): the phone of a seat with a cup in the throw of `roundId` holds
   * its cup (`held`) or lets it go (throw); the host tells the table (a `shake` event), whose 3D
   * throw waits for it as for a shake on its own screen.
   */
  'dice:shake': z.object({ roundId: z.string().min(1).max(64), held: z.boolean() }).strict(),
  /** The game is paused on a failed save (save-pause): try the save again now. */
  'storage:retry': empty,
  /** Phones mode: the phone seats' links (secrets) and who has joined; only the game's table (the shared screen). */
  'phones:pairing': empty,
  /** Phones mode: a new link for `seat` (new keys); the old link is revoked and its phone disconnected. Only the table. */
  'phones:repair': z.object({ seat }).strict(),
  /** Phones mode: listen on another of this machine's addresses (`PhonePairing.addresses`); the links change. Only the table. */
  'phones:address': z.object({ address: z.string().min(1).max(64) }).strict(),
  /** Phones mode: a bot of `level` plays `seat` while its phone is away (null: the seat is the person's again). Only the table; the phone coming back takes it back. */
  'phones:standin': z.object({ seat, level: botLevelSchema.nullable() }).strict(),
  /**
   * Issue 40: review a record (docs/review.md) in the bot worker; 'review-progress' events tell its
   * progress to the client that asked. A history game's review is kept beside its record (a stored
   * review of the current REVIEW_VERSION is answered at once). REVIEW_CANCELLED after review:cancel;
   * BAD_RECORD for a record that does not replay (nothing is written); NO_RECORD when there is none;
   * GAME_IN_PROGRESS for `current` while its game is being played.
   */
  'review:run': reviewPayloadSchema,
  /** Issue 40: the review kept for a record, or null when none of the current version is kept (nothing runs). */
  'review:get': reviewPayloadSchema,
  /** Issue 40: stop this client's review of that record; its review:run answers REVIEW_CANCELLED. null also when none runs. */
  'review:cancel': reviewPayloadSchema,
  /**
   * Issue 40 item 5: "What would Maestro do?" for `seat` (a seat this client holds, whose turn it
   * is): the reference move, its chances and reason; counted as a hinted decision in the seat's
   * statistics. HINT_REFUSED in couch games unless the table allows hints (game:new `hints`), in
   * online games, in "Learn to play", and when the seat has nothing to decide.
   */
  'game:hint': hintPayloadSchema,
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

/** The reply value of each intent. */
export interface Replies {
  'game:new': SessionInfo;
  'tutorial:start': SessionInfo;
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
  'profile:save': Profile;
  'stats:profile': ProfileRecords;
  'history:get': History;
  'history:record': RecordExport;
  'history:delete': History;
  'app:info': AppInfo;
  'client:table': null;
  'round:continue': null;
  'dice:ready': null;
  'dice:settled': null;
  'dice:shake': null;
  /** null: the game is saved (or was not paused); a STORAGE error with `save` when the save failed again. */
  'storage:retry': null;
  'phones:pairing': PhonePairing;
  'phones:repair': PhonePairing;
  'phones:standin': SessionInfo;
  'phones:address': PhonePairing;
  'review:run': GameReview;
  'review:get': GameReview | null;
  'review:cancel': null;
  'game:hint': ReviewHint;
}

export type Reply<C extends Channel> = Replies[C];
