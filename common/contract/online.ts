// Issue 38: online play as the renderer asks for it (online:create, online:join, online:lobby-action,
// online:leave, online:status) and the lobby it is shown (the online-lobby event). The host's side
// (main/online) carries these to a Colyseus room; while a table is open, the game's own channels go
// there too, so the table screens are the same as a local game's.
import { z } from 'zod';
import { rulesSpecSchema } from '../../engine/index';
import { botLevelSchema, botPersonalitySchema, colorSchema, matchSetupSchema, seatSchema as seat } from './payloads';

/** Issue 38 item 1: the turn timer's choices, in seconds (0 = off). */
export const TURN_TIMERS = [0, 30, 60, 120] as const;
export type TurnTimerSec = (typeof TURN_TIMERS)[number];
export const turnTimerSchema = z.union([z.literal(0), z.literal(30), z.literal(60), z.literal(120)]);

/** Issue 38 item 3: the quick reactions a seat may show (the room's REACTION_IDS; translated in the renderer; rate-limited by the room). */
export const REACTIONS = ['nice', 'liar', 'oops', 'hurry', 'gg', 'face-laugh', 'face-wow', 'face-think', 'face-cool'] as const;
export type Reaction = (typeof REACTIONS)[number];

/** Who a person is at an online table: name, colour and the face their seat card shows (the room's personSchema). */
export const onlinePersonSchema = z
  .object({
    name: z.string().trim().min(1).max(32),
    color: colorSchema,
    face: z.string().regex(/^[a-z0-9-]{1,32}$/, 'a face id'),
  })
  .strict();
export type OnlinePerson = z.infer<typeof onlinePersonSchema>;

/** A seat of the table being created after the creator's: a friend's, or a bot's. */
export const onlineSeatPlanSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('friend') }).strict(),
  z.object({ kind: z.literal('bot'), level: botLevelSchema.optional(), personality: botPersonalitySchema.optional() }).strict(),
]);
export type OnlineSeatPlan = z.infer<typeof onlineSeatPlanSchema>;

/** online:create: a new table on the server, the caller at seat 0 (the creator). */
export const onlineCreateSchema = z
  .object({
    person: onlinePersonSchema,
    rules: rulesSpecSchema,
    match: matchSetupSchema.default({ targetWins: 1, startingChips: 100 }),
    /** The seats after the creator's: 1 to 5. */
    seats: z.array(onlineSeatPlanSchema).min(1).max(5),
    turnTimerSec: turnTimerSchema,
    dice3d: z.boolean(),
  })
  .strict();
export type OnlineCreatePayload = z.input<typeof onlineCreateSchema>;

/** online:join: the code as typed (`CODE-SECRET`), or the invite link. */
export const onlineJoinSchema = z.object({ invite: z.string().trim().min(1).max(512), person: onlinePersonSchema, dice3d: z.boolean() }).strict();
export type OnlineJoinPayload = z.input<typeof onlineJoinSchema>;

/** online:lobby-action: the creator moves seats, adds and removes bots, starts, hands a seat to a bot for good (item 4); anyone seated asks a rematch (item 6) or reacts (item 3). */
export const lobbyActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('move-seat'), from: seat, to: seat }).strict(),
  z.object({ type: z.literal('add-bot'), seat: seat.optional(), level: botLevelSchema.optional() }).strict(),
  z.object({ type: z.literal('remove-bot'), seat }).strict(),
  z.object({ type: z.literal('start') }).strict(),
  z.object({ type: z.literal('hand-to-bot'), seat, level: botLevelSchema.optional() }).strict(),
  z.object({ type: z.literal('rematch') }).strict(),
  z.object({ type: z.literal('react'), reaction: z.enum(REACTIONS) }).strict(),
]);
export type LobbyAction = z.infer<typeof lobbyActionSchema>;

export const ONLINE_INTENTS = {
  'online:create': onlineCreateSchema,
  'online:join': onlineJoinSchema,
  'online:lobby-action': z.object({ action: lobbyActionSchema }).strict(),
  'online:leave': z.object({}).strict(),
  'online:status': z.object({}).strict(),
} as const;

/** One seat of an online table as the lobby and the seat cards show it. */
export interface OnlineSeat {
  readonly seat: number;
  /** Null: a friend seat nobody has taken yet. */
  readonly person: OnlinePerson | null;
  /** A bot seat (or a person's seat handed to a bot for good). */
  readonly bot: { readonly level: string } | null;
  /** Its person's connection is open now. */
  readonly connected: boolean;
  /** Item 4: a bot plays the seat while its person is away. */
  readonly standIn: boolean;
  readonly creator: boolean;
}

/** The table as this app knows it (the online-lobby event, online:status). */
export interface OnlineLobby {
  /** The code to type (`CODE-SECRET`, unambiguous letters) and the invite link. */
  readonly code: string;
  readonly link: string;
  readonly phase: 'lobby' | 'playing' | 'over';
  /** The seat this app holds. */
  readonly yourSeat: number;
  /** This app created the table: it may move seats, add and remove bots, start. */
  readonly creator: boolean;
  readonly turnTimerSec: number;
  /** When the seat to act must act by (ms since epoch), or null. */
  readonly turnDeadline: number | null;
  /** Games started at this table (a rematch adds one). */
  readonly games: number;
  readonly seats: readonly OnlineSeat[];
  /** The connection to the room: open, reconnecting on its own (item 4), or lost. */
  readonly connection: 'open' | 'reconnecting' | 'lost';
}

export interface OnlineStatus {
  /** The server this app would use: the setting, else DUDO_SERVER; null: none (the screen explains `npm run server`). */
  readonly server: string | null;
  readonly table: OnlineLobby | null;
}

/** A reaction shown on a seat card for a few seconds. */
export interface OnlineReaction {
  readonly seat: number;
  readonly reaction: Reaction;
}
