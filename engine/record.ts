// Game records `dudo-record/1` (RECORD-FORMAT.md): schema, import, export and replay.
import { z } from 'zod';
import { directionSchema as direction, seatActionSchemas } from './action-schema';
import { applyAction, createGame, type GameEvent } from './game';
import { ruleOverridesSchema } from './options';
import type { RuleError } from './errors';
import type { GameState } from './state';
import type { Action, Direction } from './types';
import { PRESET_IDS, type RulesSpec } from './variants';

export const RECORD_FORMAT = 'dudo-record/1';

const int = z.number().int();
const seat = int.min(0);

export const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('startRoll'), faces: z.array(int.nullable()) }),
  z.object({ type: z.literal('roll'), dice: z.array(z.array(int)), fallen: z.array(int).optional() }),
  ...seatActionSchemas({ seat, count: int, face: int }),
]);

export const rulesSpecSchema = z.union([
  z.enum(PRESET_IDS),
  z.object({ preset: z.enum(PRESET_IDS), options: ruleOverridesSchema.optional() }),
]);

export const recordPlayerSchema = z.object({
  name: z.string().min(1).max(64),
  bot: z.string().max(64).optional(),
});

export const recordSchema = z
  .object({
    format: z.literal(RECORD_FORMAT),
    rules: rulesSpecSchema,
    players: z.array(recordPlayerSchema).min(2).max(6),
    start: z.object({ seat, direction: direction.optional() }).optional(),
    actions: z.array(actionSchema),
  })
  .superRefine((r, ctx) => {
    if (r.start && r.start.seat >= r.players.length) {
      ctx.addIssue({ code: 'custom', path: ['start', 'seat'], message: `must be a seat from 0 to ${r.players.length - 1}` });
    }
  });

export interface RecordPlayer {
  readonly name: string;
  readonly bot?: string;
}

export interface GameRecord {
  readonly format: typeof RECORD_FORMAT;
  readonly rules: RulesSpec;
  readonly players: readonly RecordPlayer[];
  readonly start?: { readonly seat: number; readonly direction?: Direction };
  readonly actions: readonly Action[];
}

/** A document that is not a valid record: the field at fault and what is wrong with it. */
export interface RecordError {
  readonly code: 'BAD_JSON' | 'BAD_RECORD';
  /** The path of the field at fault, like `actions[3].count`, or `(document)`. */
  readonly field: string;
  readonly message: string;
}

export type ParseResult = { readonly ok: true; readonly record: GameRecord } | { readonly ok: false; readonly error: RecordError };

function fieldPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) out += typeof part === 'number' ? `[${part}]` : out === '' ? String(part) : `.${String(part)}`;
  return out === '' ? '(document)' : out;
}

/** Validates a parsed JSON value as a record. Never throws. */
export function parseRecord(doc: unknown): ParseResult {
  const r = recordSchema.safeParse(doc);
  if (r.success) return { ok: true, record: r.data as GameRecord };
  const issue = r.error.issues[0]!;
  const field = fieldPath(issue.path);
  return { ok: false, error: { code: 'BAD_RECORD', field, message: `${field}: ${issue.message}` } };
}

/** Parses record text (JSON). Never throws. */
export function parseRecordText(text: string): ParseResult {
  let doc: unknown;
  try {
    // A UTF-8 byte order mark (some editors add one) is not part of the document.
    doc = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (e) {
    const detail = e instanceof Error ? e.message : String(e);
    return { ok: false, error: { code: 'BAD_JSON', field: '(document)', message: `not JSON: ${detail}` } };
  }
  return parseRecord(doc);
}

export function newRecord(rules: RulesSpec, players: readonly RecordPlayer[], start?: GameRecord['start']): GameRecord {
  return { format: RECORD_FORMAT, rules, players, ...(start ? { start } : {}), actions: [] };
}

export function appendAction(record: GameRecord, action: Action): GameRecord {
  return { ...record, actions: [...record.actions, action] };
}

/** The record's document as exported (stable key order: format, rules, players, start, actions). */
export function recordDocument(record: GameRecord): GameRecord {
  const { format, rules, players, start, actions } = record;
  return { format, rules, players, ...(start ? { start } : {}), actions };
}

/** The record as JSON text (recordDocument, indented). */
export function exportRecord(record: GameRecord): string {
  return JSON.stringify(recordDocument(record), null, 2);
}

export function gameFromRecord(record: GameRecord): GameState {
  return createGame({ rules: record.rules, players: record.players.length, ...(record.start ? { start: record.start } : {}) });
}

export interface ReplayResult {
  readonly ok: boolean;
  readonly applied: number;
  readonly error: (RuleError & { readonly index: number }) | null;
  /** The state after the last applied action (before the refused one). */
  readonly state: GameState;
  readonly events: readonly GameEvent[];
}

/** Applies a record's actions in order, stopping at the first refused one. */
export function replay(record: GameRecord): ReplayResult {
  let state = gameFromRecord(record);
  const events: GameEvent[] = [];
  for (let i = 0; i < record.actions.length; i++) {
    const r = applyAction(state, record.actions[i]!);
    if (!r.ok) return { ok: false, applied: i, error: { index: i, ...r.error }, state, events };
    state = r.state;
    events.push(...r.events);
  }
  return { ok: true, applied: record.actions.length, error: null, state, events };
}

/** The state summary printed by `dudo replay` (RECORD-FORMAT.md). */
export interface StateSummary {
  readonly phase: GameState['phase'];
  readonly round: number;
  readonly toAct: number | null;
  readonly direction: Direction | null;
  readonly winner: number | null;
  readonly players: readonly { dice: number; reserve: number; lives: number | null; out: boolean }[];
}

export function summarize(state: GameState): StateSummary {
  return {
    phase: state.phase,
    round: state.round,
    toAct: state.toAct,
    direction: state.direction,
    winner: state.winner,
    players: state.players.map((p) => ({
      dice: p.out ? 0 : p.dice,
      reserve: p.reserve,
      lives: p.lives,
      out: p.out,
    })),
  };
}
