// Autosave of the session being played: its seats and match, and the game record
// (RECORD-FORMAT.md), written atomically after every applied action.
import { join } from 'node:path';
import { z } from 'zod';
import { parseRecord, recordDocument, replay, rulesSpecSchema, type GameRecord, type GameState, type MatchState, type SeatAction } from '../../engine/index';
import { matchSetupSchema, seatActionSchema, seatSetupSchema, type BotActionReason, type SeatSetup, type StorageProblem } from '../../common/contract/index';
import { BOT_REASON_MAX, capText, parseBotReason } from './bot-reply';
import { keepAside, readText, removeFile, stripBom, writeFileAtomicAsync, type WriteFault } from './storage';

export const AUTOSAVE_FILE = 'autosave.json';
export const AUTOSAVE_VERSION = 1;

const count = z.number().int().min(0);

const matchStateSchema = z.object({
  rules: rulesSpecSchema,
  playerCount: z.number().int().min(2).max(6),
  settings: z.object({ startingChips: count }),
  scores: z.array(count),
  chips: z.array(count),
  pot: count,
  games: z.array(z.object({ winner: count, eliminated: z.array(count), pot: count })),
  inGame: z.boolean(),
});

/** A bot's reason kept for its round's reveal (issue 26 item 6); its detail read as a worker's is. */
const reasonSchema = z.object({ seat: count, action: seatActionSchema, reason: z.string(), detail: z.unknown().optional() });
const reasonsSchema = z.array(reasonSchema).max(10_000);

const autosaveSchema = z.object({
  version: z.literal(AUTOSAVE_VERSION),
  savedAt: z.string().max(40),
  sessionId: z.string().min(1).max(64),
  seats: z.array(seatSetupSchema).min(2).max(6),
  match: matchSetupSchema,
  dice3d: z.boolean(),
  matchState: matchStateSchema,
  record: z.unknown(),
  /** The bots' reasons held in the round being played (absent in older saves). */
  heldReasons: reasonsSchema.optional(),
  /** The reasons told with the last resolved round, told again after a resume (absent in older saves). */
  toldReasons: z.object({ round: count, reasons: reasonsSchema }).nullable().optional(),
  /** Phones mode: the seats a bot played for an away phone when saved, with its level (absent in older saves). */
  standIns: z.array(z.object({ seat: count.max(5), level: z.string().min(1).max(32) }).strict()).max(6).optional(),
  /** Issue 40 item 5: the table allows hints (game:new `hints`; absent in older saves: no). */
  hints: z.boolean().optional(),
  /** Issue 40 item 5: the decisions a hint was asked for in the game being played (absent in older saves: none). */
  hinted: z.array(z.object({ seat: count.max(5), step: count }).strict()).max(100_000).optional(),
});

function reasonsOf(rs: readonly z.infer<typeof reasonSchema>[]): BotActionReason[] {
  return rs.map((r) => {
    const detail = r.detail === undefined ? null : parseBotReason(r.detail);
    return { seat: r.seat, action: r.action as SeatAction, reason: capText(r.reason, BOT_REASON_MAX), ...(detail ? { detail } : {}) };
  });
}

export interface SavedSession {
  readonly sessionId: string;
  readonly savedAt: string;
  readonly seats: readonly SeatSetup[];
  readonly match: z.infer<typeof matchSetupSchema>;
  readonly dice3d: boolean;
  readonly matchState: MatchState;
  readonly record: GameRecord;
  /** The bots' reasons held in the round being played: told once it is resolved (they may tell hidden dice). */
  readonly heldReasons: readonly BotActionReason[];
  /** The reasons told with the last resolved round (its reveal may still be shown after a resume). */
  readonly toldReasons: { readonly round: number; readonly reasons: readonly BotActionReason[] } | null;
  /**
   * Phones mode (issue 28 item 5): the seats a bot played for an away phone, with its level. A resumed
   * game gives each seat back to its person, and the bot comes back only if the phone is still away
   * after the `phoneAwayBotSec` setting (PhoneSeats.resumed, phone-seats.ts).
   */
  readonly standIns: readonly { readonly seat: number; readonly level: string }[];
  /** Issue 40 item 5: the table allows hints (game:new `hints`); absent: no. */
  readonly hints?: boolean;
  /** Issue 40 item 5: the decisions a hint was asked for in the game being played, by seat and record step; absent: none. */
  readonly hinted?: readonly { readonly seat: number; readonly step: number }[];
}

/** The session restored from a save: the record replayed to its last action. */
export interface RestoredSession extends SavedSession {
  readonly state: GameState;
}

export function autosavePath(dir: string): string {
  return join(dir, AUTOSAVE_FILE);
}

/**
 * Where a host's autosave goes when not to its own folder's file (issue 38: the online server's
 * group commit, server/journal.ts): write resolves once the text is durable; the desktop has none.
 */
export interface AutosaveSink {
  write(text: string): Promise<void>;
  remove(): Promise<void>;
}

export function writeAutosave(dir: string, s: SavedSession, writeFault?: WriteFault, sink?: AutosaveSink): Promise<void> {
  const text = autosaveText(s);
  return sink ? sink.write(text) : writeFileAtomicAsync(autosavePath(dir), text, true, writeFault);
}

/** The autosave document's text (AUTOSAVE_VERSION). */
export function autosaveText(s: SavedSession): string {
  const doc = {
    version: AUTOSAVE_VERSION,
    savedAt: s.savedAt,
    sessionId: s.sessionId,
    seats: s.seats,
    match: s.match,
    dice3d: s.dice3d,
    matchState: s.matchState,
    // the record's document itself (its text was made, parsed and made again every action: issue 38's bench)
    record: recordDocument(s.record),
    heldReasons: s.heldReasons,
    toldReasons: s.toldReasons,
    standIns: s.standIns,
    ...(s.hints === true ? { hints: true } : {}),
    ...(s.hinted && s.hinted.length > 0 ? { hinted: s.hinted } : {}),
  };
  return JSON.stringify(doc);
}

export function removeAutosave(dir: string): void {
  removeFile(autosavePath(dir));
  removeFile(`${autosavePath(dir)}.bak`);
}

type Parsed = { ok: true; session: RestoredSession } | { ok: false; message: string };

/** Parses and replays an autosave document; the record goes through the same schema as imports. */
export function parseAutosave(text: string): Parsed {
  let doc: unknown;
  try {
    doc = JSON.parse(stripBom(text));
  } catch {
    return { ok: false, message: 'not JSON' };
  }
  const d = autosaveSchema.safeParse(doc);
  if (!d.success) return { ok: false, message: `does not match its schema (${d.error.issues[0]?.message ?? ''})` };
  const rec = parseRecord(d.data.record);
  if (!rec.ok) return { ok: false, message: `its record is invalid: ${rec.error.message}` };
  if (rec.record.players.length !== d.data.seats.length || d.data.matchState.playerCount !== d.data.seats.length) {
    return { ok: false, message: 'seats and record disagree' };
  }
  const r = replay(rec.record);
  if (!r.ok) return { ok: false, message: `its record does not replay: action ${r.error?.index}: ${r.error?.message}` };
  const { record: _raw, version: _v, heldReasons, toldReasons, standIns, hints, hinted, ...rest } = d.data;
  return {
    ok: true,
    session: {
      ...rest,
      matchState: d.data.matchState as MatchState,
      record: rec.record,
      state: r.state,
      heldReasons: reasonsOf(heldReasons ?? []),
      toldReasons: toldReasons ? { round: toldReasons.round, reasons: reasonsOf(toldReasons.reasons) } : null,
      // only person seats on a phone may have had one
      standIns: (standIns ?? []).filter((x) => rest.seats[x.seat]?.kind === 'human' && rest.seats[x.seat]?.phone === true),
      ...(hints === true ? { hints: true } : {}),
      // only the seats of this game, at steps its record has reached
      ...(hinted ? { hinted: hinted.filter((h) => h.seat < rest.seats.length && h.step <= rec.record.actions.length) } : {}),
    },
  };
}

export type LoadedAutosave = { readonly session: RestoredSession | null; readonly problems: readonly StorageProblem[] };

/** Loads the autosave; a corrupt one is kept aside and the backup (one action older) is tried. */
export function loadAutosave(dir: string): LoadedAutosave {
  const problems: StorageProblem[] = [];
  for (const file of [autosavePath(dir), `${autosavePath(dir)}.bak`]) {
    const read = readText(file);
    if ('missing' in read) continue;
    if ('problem' in read) {
      // moved aside, so that the next save can write the file
      problems.push(keepAside(file, `The saved game ${file.endsWith('.bak') ? 'backup ' : ''}cannot be read: ${read.problem}.`));
      continue;
    }
    const p = parseAutosave(read.text);
    if (p.ok) return { session: p.session, problems };
    problems.push(keepAside(file, `The saved game ${file.endsWith('.bak') ? 'backup ' : ''}is unreadable (${p.message}).`));
  }
  return { session: null, problems };
}
