// The online room's protocol (issue 38): what a client (the desktop app's main process, a browser,
// a test) and the Colyseus server (server/) say to each other about one table. Shared by both
// ends; every message the server receives is parsed with these schemas before anything happens.
//
// One Colyseus room = one table. Its roomId IS the table's code. A client:
//   create:  client.create(ROOM_NAME, CreateOptions)         -> it holds the creator's seat
//   join:    client.joinById(code, JoinOptions)               -> a free friend seat, or its own seat back (seatToken)
// then receives a WELCOME, LOBBY states, and game traffic as the host's channel wire:
//   up   MSG_REQ  {id, channel, payload}    (wsRequestSchema, common/contract/transport.ts)
//   down MSG_WIRE WsMessage                 (reply {kind:'reply', id, result} | event {kind:'event', event})
// The game channels a client may use are ONLINE_CHANNELS; the others are refused (FORBIDDEN).
import { z } from 'zod';
import { rulesSpecSchema } from '../../engine/index';
import { botLevelSchema, botPersonalitySchema, colorSchema, matchSetupSchema, seatSchema } from '../contract/payloads';
import type { Channel } from '../contract/channels';
import type { WsMessage } from '../contract/transport';

export { wsRequestSchema, type WsRequest, type WsMessage } from '../contract/transport';

export const ONLINE_PROTOCOL_VERSION = 1;
/** The Colyseus room name of a table. */
export const ROOM_NAME = 'dudo-table';

// ---- message types (Colyseus message names) ------------------------------------------------------

/** Up: one game intent on the host's channel wire (wsRequestSchema). */
export const MSG_REQ = 'req';
/** Down: one WsMessage (a reply to a MSG_REQ, or a host event made for this client's seat). */
export const MSG_WIRE = 'msg';
/** Up: a lobby action (lobbyActionSchema): the creator's, but `rematch` (anyone seated). */
export const MSG_LOBBY_ACT = 'lobby:act';
/** Down: the lobby / table state (LobbyState), sent whenever it changes. */
export const MSG_LOBBY = 'lobby';
/** Down: once, after a join: who you are (Welcome). */
export const MSG_WELCOME = 'welcome';
/** Up: a quick reaction (reactionSchema); down: a reaction shown on a seat card (ReactionShown). */
export const MSG_REACT = 'react';
/** Down: a refusal of a lobby action, reaction or malformed message (OnlineError). Nothing changed. */
export const MSG_ERROR = 'error';

// ---- codes and secrets ---------------------------------------------------------------------------

/** Code letters: unambiguous (no 0/O/1/I/L), upper case. 31 letters. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** A table's code: 6 letters (~29.7 bits); with the link's secret (8 letters, ~39.6 bits) ≥ 40 bits together. */
export const CODE_LENGTH = 6;
export const SECRET_LENGTH = 8;
const letters = (n: number): z.ZodString => z.string().length(n).regex(new RegExp(`^[${CODE_ALPHABET}]+$`), 'code letters');
export const codeSchema = letters(CODE_LENGTH);
export const secretSchema = letters(SECRET_LENGTH);
/** A seat's token: given in WELCOME, it takes the seat back after a drop or a server restart (base64url, 32 chars). */
export const seatTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'a seat token');

/** The invite link's form: `<base>/join/<CODE>#<SECRET>` (the secret in the fragment: never in a server log). */
export function inviteLink(base: string, code: string, secret: string): string {
  return `${base.replace(/\/+$/, '')}/join/${code}#${secret}`;
}

/** Reads a code and secret from an invite link or a typed `CODE-SECRET` / `CODE SECRET`; null when neither. */
export function parseInvite(text: string): { code: string; secret: string } | null {
  const t = text.trim().toUpperCase();
  const m = /\/JOIN\/([A-Z0-9]+)#([A-Z0-9]+)/.exec(t) ?? /^([A-Z0-9]+)[\s-]+([A-Z0-9]+)$/.exec(t);
  if (!m) return null;
  const code = codeSchema.safeParse(m[1]);
  const secret = secretSchema.safeParse(m[2]);
  return code.success && secret.success ? { code: code.data, secret: secret.data } : null;
}

// ---- who a person is -----------------------------------------------------------------------------

/** A seat card's face (an avatar id the renderer draws; letters, digits, dashes). */
export const faceSchema = z.string().regex(/^[a-z0-9-]{1,32}$/, 'a face id');
export const personSchema = z
  .object({
    name: z.string().trim().min(1).max(32),
    color: colorSchema,
    face: faceSchema,
  })
  .strict();
export type Person = z.infer<typeof personSchema>;

// ---- create / join -------------------------------------------------------------------------------

/** Turn timer seconds: 0 = off. */
export const TURN_TIMER_SECONDS = [0, 30, 60, 120] as const;
export const turnTimerSchema = z.union([z.literal(0), z.literal(30), z.literal(60), z.literal(120)]);

/** A seat of the table being created: a friend's (a person who will join), or a bot. Seat 0 is the creator's. */
export const seatPlanSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('friend') }).strict(),
  z.object({ kind: z.literal('bot'), level: botLevelSchema.optional(), personality: botPersonalitySchema.optional(), name: z.string().trim().min(1).max(32).optional() }).strict(),
]);
export type SeatPlan = z.infer<typeof seatPlanSchema>;

/** client.create(ROOM_NAME, options): the creator's person, the rule set and the seats after theirs. */
export const createOptionsSchema = z
  .object({
    v: z.literal(ONLINE_PROTOCOL_VERSION),
    person: personSchema,
    /** A preset id, or { preset, options } (as game:new's `rules`). */
    rules: rulesSpecSchema,
    match: matchSetupSchema.default({ targetWins: 1, startingChips: 100 }),
    /** The seats after the creator's (seat 0): 1 to 5 of them. */
    seats: z.array(seatPlanSchema).min(1).max(5),
    turnTimerSec: turnTimerSchema.default(0),
  })
  .strict();
export type CreateOptions = z.input<typeof createOptionsSchema>;

/** client.joinById(code, options): the link's secret, who joins; `seatToken` takes a seat held before back. */
export const joinOptionsSchema = z
  .object({
    v: z.literal(ONLINE_PROTOCOL_VERSION),
    secret: secretSchema,
    person: personSchema,
    seatToken: seatTokenSchema.optional(),
  })
  .strict();
export type JoinOptions = z.input<typeof joinOptionsSchema>;

/** Down once after create/join. Keep `seatToken` (with code and secret) to come back to the seat. */
export interface Welcome {
  readonly code: string;
  readonly secret: string;
  readonly seat: number;
  readonly seatToken: string;
  readonly creator: boolean;
}

// ---- lobby ---------------------------------------------------------------------------------------

export type TablePhase = 'lobby' | 'playing' | 'over';

export interface LobbySeat {
  readonly seat: number;
  /** A friend seat nobody has taken yet has no person. */
  readonly person: Person | null;
  /** A bot seat (or a person's seat handed to a bot for good). */
  readonly bot: { readonly level: string } | null;
  /** Its person's connection is up now. */
  readonly connected: boolean;
  /** A bot plays the seat while its person is away (turn timer, or the away delay). */
  readonly standIn: boolean;
  /** The creator's seat. */
  readonly creator: boolean;
}

/** Down: the table's state outside the game (the game itself travels as MSG_WIRE). */
export interface LobbyState {
  readonly code: string;
  readonly phase: TablePhase;
  readonly seats: readonly LobbySeat[];
  readonly turnTimerSec: number;
  /** When the seat to act must act by (ms since epoch; the turn timer), or null. */
  readonly turnDeadline: number | null;
  /** Games started at this table (a rematch adds one). */
  readonly games: number;
}

/** Up (MSG_LOBBY_ACT): the creator's actions; `rematch` too (anyone seated, once the game is over). */
export const lobbyActionSchema = z.discriminatedUnion('type', [
  /** Lobby only: swap two seats (persons, bots or empty friend seats). */
  z.object({ type: z.literal('move-seat'), from: seatSchema, to: seatSchema }).strict(),
  /** Lobby only: an empty friend seat becomes a bot, or a new bot seat is added (seat absent). */
  z.object({ type: z.literal('add-bot'), seat: seatSchema.optional(), level: botLevelSchema.optional() }).strict(),
  /** Lobby only: a bot seat is removed (the table has one seat fewer; at least 2 remain). */
  z.object({ type: z.literal('remove-bot'), seat: seatSchema }).strict(),
  /** Lobby only: the game starts (every friend seat taken or made a bot; empty friend seats become bots). */
  z.object({ type: z.literal('start') }).strict(),
  /** Playing: a person's seat is played by a bot for good (its person may no longer take it back). */
  z.object({ type: z.literal('hand-to-bot'), seat: seatSchema, level: botLevelSchema.optional() }).strict(),
  /** Over: the same table, a new game (same seats). */
  z.object({ type: z.literal('rematch') }).strict(),
]);
export type LobbyAction = z.infer<typeof lobbyActionSchema>;

// ---- reactions -----------------------------------------------------------------------------------

export const REACTION_IDS = ['nice', 'liar', 'oops', 'hurry', 'gg', 'face-laugh', 'face-wow', 'face-think', 'face-cool'] as const;
export type ReactionId = (typeof REACTION_IDS)[number];
export const reactionSchema = z.object({ id: z.enum(REACTION_IDS) }).strict();
/** At most this many reactions per person per REACTION_WINDOW_MS (more are refused: RATE). */
export const REACTION_LIMIT = 3;
export const REACTION_WINDOW_MS = 10_000;

export interface ReactionShown {
  readonly seat: number;
  readonly id: ReactionId;
  readonly at: number;
}

// ---- errors --------------------------------------------------------------------------------------

export type OnlineErrorCode = 'BAD_MESSAGE' | 'NOT_CREATOR' | 'WRONG_PHASE' | 'BAD_SEAT' | 'RATE' | 'TOO_BIG' | 'FORBIDDEN' | 'INTERNAL';
export interface OnlineError {
  readonly code: OnlineErrorCode;
  readonly message: string;
  /** The message type refused. */
  readonly about: string;
}

/** Colyseus close/leave codes the server uses (4000-4999: application codes). */
export const ONLINE_CLOSE = {
  /** Too many messages, or one too big. */
  abuse: 4001,
  /** No hello (join) or no message for too long. */
  idle: 4002,
  /** The seat was taken by the same person from another connection (its token). */
  replaced: 4003,
  /** The table was closed (everyone left for good, or the server shuts down for good). */
  ended: 4004,
} as const;

/** Join/create refusals (thrown by onAuth: the sdk rejects with this text in the error's message). */
export type JoinRefusal = 'BAD_OPTIONS' | 'NO_TABLE' | 'BAD_SECRET' | 'TABLE_FULL' | 'RATE' | 'TOO_MANY_TABLES';

// ---- the game channels -----------------------------------------------------------------------------

/** The host channels an online person may use; their seat only (role `phone`). record:export once the game is over. */
export const ONLINE_CHANNELS: readonly Channel[] = ['game:act', 'game:show', 'round:continue', 'client:table', 'app:info', 'record:export'];

/** Caps per client connection (server side; the client should stay well under them). */
export const ONLINE_LIMITS = {
  /** Largest message accepted, bytes of its JSON. */
  maxMessageBytes: 4096,
  /** Messages per second per connection (burst allowed up to `burst`). */
  messagesPerSecond: 20,
  burst: 40,
  /** A person who dropped may take their seat back within this time. */
  reconnectMs: 5 * 60_000,
} as const;

/** A MSG_WIRE message as sent down (typed for clients). */
export type WireDown = WsMessage;
