// What the host may ask of the bot worker, checked (zod) before the worker reads it (issue 41.3): a request that is not
// one is refused with a BotRequestError and changes nothing the worker keeps (its opponent models, its tables).
import { z } from 'zod';
import type { EndgameShelf } from '../../engine/bots/index';
import type { AdaptiveMaestros } from './adaptive-bots';
import { decideForBot, type BotNotice, type BotReply, type BotRequest } from './decide';

/** The longest game id a request may name (the host's session ids are UUIDs, 36 characters). */
export const BOT_GAME_ID_MAX = 100;

/** The game a bot decides in: its id (the session's: one match, whose games share it). With its seat it names the model the worker keeps. */
export const botGameSchema = z.object({ id: z.string().min(1).max(BOT_GAME_ID_MAX) }).strict();

const seat = z.number().int().min(0).max(15);
const players = z.array(z.object({ seat }).passthrough()).min(2).max(16);
const requestSchema = z.object({
  id: z.number().int().min(0),
  seat,
  // the seat's own view (engine/views.ts viewFor): only what that seat may see; its shape is the engine's
  view: z.object({ seat, legal: z.array(z.object({ type: z.string() }).passthrough()).min(1), players }).passthrough(),
  level: z.string().max(40),
  personality: z.string().max(40),
  seed: z.number().int().min(0).max(2 ** 31),
  game: botGameSchema.optional(),
});

/** A bot request that is not one: its `id` when the payload names one (the worker answers that id). */
export class BotRequestError extends Error {
  readonly code = 'BAD_BOT_REQUEST' as const;
  constructor(
    readonly why: string,
    readonly id: number | null,
  ) {
    super(`not a bot request: ${why}`);
    this.name = 'BotRequestError';
  }
}

/** Checks a payload the worker received; throws BotRequestError when it is not a bot request (its view's own seat included). */
export function parseBotRequest(raw: unknown): BotRequest {
  const r = requestSchema.safeParse(raw);
  const named = raw !== null && typeof raw === 'object' ? z.number().int().min(0).safeParse((raw as { id?: unknown }).id) : null;
  const id = named?.success ? named.data : null;
  if (!r.success) {
    const issue = r.error.issues[0];
    throw new BotRequestError(issue ? `${issue.path.join('.') || 'payload'}: ${issue.message}` : 'malformed', id);
  }
  if (r.data.view.seat !== r.data.seat) throw new BotRequestError(`view of seat ${r.data.view.seat} for seat ${r.data.seat}`, id);
  return raw as BotRequest;
}

/** The worker's answer to one message: a bad payload is refused before any model or table is touched (the host then plays the safe move). */
export function answerBotRequest(raw: unknown, endgame: EndgameShelf | null, adaptive: AdaptiveMaestros | null): { reply: BotReply; req: BotRequest | null } {
  let req: BotRequest;
  try {
    req = parseBotRequest(raw);
  } catch (e) {
    const bad = e instanceof BotRequestError ? e : new BotRequestError(String(e), null);
    return { reply: { id: bad.id ?? 0, error: bad.message }, req: null };
  }
  try {
    return { reply: { id: req.id, ...decideForBot(req, endgame, adaptive) }, req };
  } catch (e) {
    return { reply: { id: req.id, error: e instanceof Error ? e.message : String(e) }, req };
  }
}

// a game's end: the seat's last view (nothing left to do in it); the match closed: only its id
const noticeSchema = z.discriminatedUnion('notice', [
  z.object({ notice: z.literal('game-over'), game: botGameSchema, seat, view: z.object({ seat, phase: z.literal('game-over'), players }).passthrough() }).strict(),
  z.object({ notice: z.literal('forget'), game: botGameSchema }).strict(),
]);

/** Whether a message to the worker is a notice (it carries `notice`), not a request. */
export function isBotNotice(raw: unknown): boolean {
  return raw !== null && typeof raw === 'object' && 'notice' in raw;
}

/** Checks a notice; throws BotRequestError when it is not one (a view of another seat included). */
export function parseBotNotice(raw: unknown): BotNotice {
  const r = noticeSchema.safeParse(raw);
  if (!r.success) {
    const issue = r.error.issues[0];
    throw new BotRequestError(issue ? `notice ${issue.path.join('.') || 'payload'}: ${issue.message}` : 'malformed notice', null);
  }
  if (r.data.notice === 'game-over' && r.data.view.seat !== r.data.seat) throw new BotRequestError(`notice view of seat ${r.data.view.seat} for seat ${r.data.seat}`, null);
  return raw as BotNotice;
}

/** The worker's handling of a notice: the final reveal read, or a match's models forgotten; a bad one changes nothing (its error returned). */
export function answerBotNotice(raw: unknown, adaptive: AdaptiveMaestros): BotRequestError | null {
  let n: BotNotice;
  try {
    n = parseBotNotice(raw);
  } catch (e) {
    return e instanceof BotRequestError ? e : new BotRequestError(String(e), null);
  }
  if (n.notice === 'forget') adaptive.forget(n.game.id);
  else adaptive.endGame(n.game.id, n.seat, n.view);
  return null;
}
