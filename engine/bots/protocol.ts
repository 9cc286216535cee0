// The bot protocol (docs/bot-protocol.md): JSON lines, like UCI. Pure: one input line in, one
// output line out; the CLI (main/cli/bot.ts) only wires stdin and stdout. Input is untrusted: zod.
import { z } from 'zod';
import { createRng, directionSchema as direction, PRESET_IDS, ruleOptionsSchema, ruleOverridesSchema, seatActionSchemas, type Rng, type SeatView } from '../index';
import { botConfig, decide } from './index';
import { BOT_LEVELS, PERSONALITY_IDS, type BotConfig, type BotReason } from './types';
import type { EndgameShelf } from '../solver/tables';

export const PROTOCOL_VERSION = 1;

const seat = z.number().int().min(0).max(5);
const face = z.number().int().min(1).max(6);
const bid = z.object({ count: z.number().int().min(1).max(30), face });
const roundKind = z.enum(['normal', 'obligar-open', 'obligar-closed', 'palifico', 'blind', 'reprieve']);

const seatAction = z.discriminatedUnion('type', seatActionSchemas({ seat, count: z.number().int().min(1).max(30), face }));

const claim = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('bid'), seat, bid, salsa: z.boolean() }),
  z.object({ kind: z.literal('paso'), seat }),
  z.object({ kind: z.literal('picado'), seat }),
]);

/** Dice, lives and rounds are small: bounded, so a hostile view cannot make the bot sample without end. */
const count = z.number().int().min(0).max(30);
const small = (max: number) => z.number().int().min(0).max(max);

/** A seat's view (engine/views.ts SeatView) as a bot needs it; `lastResolution` is passed through unchecked. */
export const seatViewSchema = z
  .object({
    seat,
    rules: z.union([z.enum(PRESET_IDS), z.object({ preset: z.enum(PRESET_IDS), options: ruleOverridesSchema.optional() })]),
    options: ruleOptionsSchema,
    playerCount: z.number().int().min(2).max(6),
    startingTotal: z.number().int().min(2).max(30),
    phase: z.enum(['start-roll', 'direction', 'obligar', 'roll', 'bidding', 'game-over']),
    round: z.number().int().min(0).max(1_000_000),
    toAct: seat.nullable(),
    direction: direction.nullable(),
    starter: seat.nullable(),
    players: z.array(
      z.object({
        seat,
        dice: small(5).nullable(),
        reserve: small(1).nullable(),
        lives: small(2).nullable(),
        out: z.boolean(),
        obligarUsed: z.boolean(),
        palificoUsed: z.boolean(),
        reprieveUsed: z.boolean(),
      }),
    ).max(6),
    hands: z.array(z.array(face).max(5).nullable()).max(6),
    current: z
      .object({
        number: z.number().int().min(0).max(1_000_000),
        kind: roundKind,
        specialSeat: seat.nullable(),
        wildFace: face.nullable(),
        starter: seat,
        claims: z.array(claim).max(1000),
        standing: z.object({ seat, bid }).nullable(),
        lockedFace: face.nullable(),
        pasoBy: z.array(seat),
        picadoUsed: z.boolean(),
        diceInPlay: count.nullable(),
        maxCount: count,
      })
      .nullable(),
    upcoming: z.object({ kind: z.union([roundKind, z.literal('obligar-choice')]), seat: seat.nullable() }),
    startRollers: z.array(seat),
    eliminated: z.array(seat),
    winner: seat.nullable(),
    lastResolution: z.unknown().nullable().default(null),
    legal: z.array(seatAction).max(1000),
  })
  .superRefine((v, ctx) => {
    const n = v.playerCount;
    if (v.players.length !== n || v.hands.length !== n) ctx.addIssue({ code: 'custom', message: 'players and hands need one entry per seat' });
    if (v.seat >= n) ctx.addIssue({ code: 'custom', message: `seat ${v.seat} is not at a table of ${n}` });
    if (v.legal.some((a) => a.seat !== v.seat)) ctx.addIssue({ code: 'custom', message: 'legal actions must be for the view\'s seat' });
    if (v.phase === 'bidding' && v.current === null) ctx.addIssue({ code: 'custom', message: 'a bidding view needs its current round' });
  });

export const hostMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), protocol: z.number().int().optional() }),
  z.object({
    type: z.literal('decide'),
    id: z.union([z.string().max(200), z.number()]).optional(),
    view: z.unknown(),
    seed: z.number().int().optional(),
  }),
  z.object({ type: z.literal('quit') }),
]);

export type ErrorCode = 'BAD_JSON' | 'BAD_MESSAGE' | 'BAD_VIEW' | 'NO_DECISION';

export type BotMessage =
  | { type: 'ready'; protocol: number; name: string; level: string; personality: string; levels: readonly string[]; personalities: readonly string[] }
  | { type: 'action'; id?: string | number; action: unknown; reason: string; why: BotReason }
  | { type: 'error'; id?: string | number; code: ErrorCode; message: string }
  | { type: 'bye' };

export interface Session {
  readonly config: BotConfig;
  readonly rng: Rng;
}

/** A protocol session; `endgame`: Maestro's tables (issue 39.6: handed in by the command that runs it), null for none. */
export function createSession(level: (typeof BOT_LEVELS)[number], personality: (typeof PERSONALITY_IDS)[number], seed: number, endgame: EndgameShelf | null = null): Session {
  return { config: botConfig(level, personality, endgame), rng: createRng(seed) };
}

function issues(e: z.ZodError): string {
  return e.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
    .join('; ');
}

/** One line from the host in, one message out (null for an empty line). Never throws. */
export function handleLine(session: Session, line: string): BotMessage | null {
  const text = line.trim();
  if (text === '') return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { type: 'error', code: 'BAD_JSON', message: 'Each line must be one JSON object.' };
  }
  const msg = hostMessageSchema.safeParse(json);
  if (!msg.success) return { type: 'error', code: 'BAD_MESSAGE', message: `Unknown or malformed message: ${issues(msg.error)}` };
  const m = msg.data;
  if (m.type === 'hello') {
    return {
      type: 'ready',
      protocol: PROTOCOL_VERSION,
      name: 'dudo-bots',
      level: session.config.level,
      personality: session.config.personality.id,
      levels: BOT_LEVELS,
      personalities: PERSONALITY_IDS,
    };
  }
  if (m.type === 'quit') return { type: 'bye' };
  const idPart = m.id === undefined ? {} : { id: m.id };
  const view = seatViewSchema.safeParse(m.view);
  if (!view.success) return { type: 'error', ...idPart, code: 'BAD_VIEW', message: `Not a seat view: ${issues(view.error)}` };
  try {
    const rng = m.seed === undefined ? session.rng : createRng(m.seed);
    const d = decide(view.data as unknown as SeatView, rng, session.config);
    return { type: 'action', ...idPart, action: d.action, reason: d.reason.text, why: d.reason };
  } catch (e) {
    return { type: 'error', ...idPart, code: 'NO_DECISION', message: e instanceof Error ? e.message : String(e) };
  }
}
