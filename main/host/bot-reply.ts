// What the bot worker may send the host, validated (zod) before anything reads it: a message that is
// not a bot message is ignored, a malformed reply is refused, and a reason's strings are cut to a
// size the clients are sent (a worker is code the host runs, but never trusted with the table).
import { z } from 'zod';
import { REASON_CODE_KINDS, parseReasonNotes, parseReasonSay, type BotReason } from '../../engine/bots/index';
import type { SeatAction } from '../../engine/index';
import { seatActionSchema } from '../../common/contract/index';

/** The longest reason (and reason detail text) a bot's move carries to the clients, in characters. */
export const BOT_REASON_MAX = 500;
/** The longest worker error message the host logs, in characters. */
export const BOT_ERROR_MAX = 300;

const id = z.number().int().min(0);
const warmSchema = z.object({ warm: z.literal(true) });
const errorSchema = z.object({ id, error: z.string() });
const replySchema = z.object({ id, action: seatActionSchema, reason: z.string(), detail: z.unknown().optional() });
const kinds = [...new Set(Object.values(REASON_CODE_KINDS))] as [string, ...string[]];
const detailSchema = z.object({
  kind: z.enum(kinds),
  p: z.number().min(0).max(1).optional(),
  text: z.string(),
  say: z.unknown().optional(),
  notes: z.unknown().optional(),
});
const WITH_P = new Set(['probability', 'bluff', 'equilibrium']);

export type BotMessage =
  | { readonly kind: 'warm' }
  | { readonly kind: 'reply'; readonly id: number; readonly action: SeatAction; readonly reason: string; readonly detail?: BotReason }
  | { readonly kind: 'error'; readonly id: number; readonly error: string }
  /** Not a bot message; `id` when it names a request (the reply to it is malformed). */
  | { readonly kind: 'invalid'; readonly id: number | null; readonly why: string };

/** Cuts a string to `max` characters (the last one an ellipsis when cut). */
export function capText(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** A reason detail from the worker: its kind and probability checked, its words parsed, its text cut; null when it is not one. */
export function parseBotReason(x: unknown): BotReason | null {
  const d = detailSchema.safeParse(x);
  if (!d.success) return null;
  const { kind, p, text } = d.data;
  if (WITH_P.has(kind) && p === undefined) return null;
  const say = parseReasonSay(d.data.say);
  const notes = parseReasonNotes(d.data.notes);
  const base = { kind, text: capText(text, BOT_REASON_MAX), ...(WITH_P.has(kind) ? { p } : {}) } as BotReason;
  return { ...base, ...(say ? { say } : {}), ...(Object.keys(notes).length > 0 ? { notes } : {}) };
}

/** Reads one message from the worker; never throws, whatever it is. */
export function parseBotMessage(m: unknown): BotMessage {
  if (warmSchema.safeParse(m).success) return { kind: 'warm' };
  const reply = replySchema.safeParse(m);
  if (reply.success) {
    const { id: replyId, action, reason, detail } = reply.data;
    const parsed = detail === undefined ? null : parseBotReason(detail);
    return { kind: 'reply', id: replyId, action: action as SeatAction, reason: capText(reason, BOT_REASON_MAX), ...(parsed ? { detail: parsed } : {}) };
  }
  const error = errorSchema.safeParse(m);
  if (error.success) return { kind: 'error', id: error.data.id, error: capText(error.data.error, BOT_ERROR_MAX) };
  const named = m !== null && typeof m === 'object' ? id.safeParse((m as { id?: unknown }).id) : null;
  return { kind: 'invalid', id: named?.success ? named.data : null, why: describe(m) };
}

function describe(m: unknown): string {
  if (m === null) return 'null';
  if (Array.isArray(m)) return `an array of ${m.length}`;
  if (typeof m !== 'object') return `a ${typeof m}`;
  return `an object with ${capText(Object.keys(m).slice(0, 5).join(', '), 80) || 'no fields'}`;
}
