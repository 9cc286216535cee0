// The endgame tables' file format (docs/solver.md, "Table files"): the solved strategies as compact binary data
// under assets/solver/, written by `npm run solve` / `npm run solve:2v2` and read by the bot worker only.
//
//   offset 0   8 bytes  magic "DUDOTAB\n"
//          8   u32 LE   format version (ENDGAME_FORMAT_VERSION)
//         12   u32 LE   header length H
//         16   H bytes  header: UTF-8 JSON (the tables without their policies, the body's sizes and SHA-256)
//       16+H   rest     body: brotli-compressed; inflated, per table, per information set:
//                         u8 bids, one u8 per bid (count << 3 | face): the history
//                         u16 LE hands, then per hand: u8 dice, one u8 per face (sorted), the entry:
//                           u8 n; n = 0: one u8 action (played always); else n × (u8 action, u16 LE permille)
//                         action: 1 dudo, 2 calzo, count << 3 | face a bid
//
// The probabilities are stored in thousandths, as the solver rounds them (extract.ts): decoding gives back the
// same numbers, keys and key order as the tables had, so a seeded bot samples the same moves (the encoder refuses
// any other probability). A file of another version, truncated, or whose checksum differs is refused with a
// typed error (TableFileError), never half read.
import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, constants as zlib } from 'node:zlib';
import { z } from 'zod';
import { CompactPolicy, CompactPolicyBuilder, CompactPolicyError } from '../../engine/solver/compact';
import { endgameTableSchema, endgameTablesSchema, type EndgameTable, type EndgameTables } from '../../engine/solver/tables';

export const ENDGAME_FORMAT_VERSION = 1;
const MAGIC = Buffer.from('DUDOTAB\n', 'latin1');
const PREFIX = MAGIC.length + 8;
/** The most a header may hold (the tables' metadata: well under 10 kB). */
const MAX_HEADER = 1 << 20;
/** The most an inflated body may hold (the largest, liars-dice's 2v2, is about 16 MB with its five-dice recall tables). */
const MAX_RAW = 256 << 20;

export type TableFileErrorCode = 'MISSING' | 'NOT_A_TABLE_FILE' | 'VERSION' | 'TRUNCATED' | 'CHECKSUM' | 'CORRUPT';

export class TableFileError extends Error {
  constructor(
    readonly code: TableFileErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'TableFileError';
  }
}

const headerSchema = z.object({
  format: z.literal(ENDGAME_FORMAT_VERSION),
  compression: z.literal('brotli'),
  /** The compressed body's length in bytes, its SHA-256 (hex), and its length once inflated. */
  bodyBytes: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  rawBytes: z.number().int().min(0).max(MAX_RAW),
  tables: endgameTablesSchema.extend({
    tables: z.array(endgameTableSchema.omit({ policy: true }).extend({ infosets: z.number().int().min(0) })),
  }),
});

const DUDO = 1;
const CALZO = 2;

function actionCode(key: string): number {
  if (key === 'd') return DUDO;
  if (key === 'c') return CALZO;
  return bidCode(key, 0);
}

function bidCode(key: string, at: number): number {
  const count = key.charCodeAt(at) - 48;
  const face = key.charCodeAt(at + 1) - 48;
  if (!(count >= 1 && count <= 9 && face >= 1 && face <= 6)) throw new TableFileError('CORRUPT', `not a bid: "${key.slice(at, at + 2)}"`);
  return (count << 3) | face;
}

/** The action key of each code ("d", "c", "CF"), undefined where no action has that code. */
const ACTION_KEYS: readonly (string | undefined)[] = Array.from({ length: 256 }, (_, code) => {
  if (code === DUDO) return 'd';
  if (code === CALZO) return 'c';
  const count = code >> 3;
  const face = code & 7;
  return count >= 1 && count <= 9 && face >= 1 && face <= 6 ? `${count}${face}` : undefined;
});

/** Each probability in thousandths as JSON writes it (its number is k / 1000 exactly). */
const PERMILLE_TEXT: readonly string[] = Array.from({ length: 1001 }, (_, k) => String(k / 1000));

/** A growing byte buffer: the body as it is encoded, and each policy's JSON text as it is decoded. */
class Bytes {
  private buf: Buffer;
  length = 0;
  constructor(size: number) {
    this.buf = Buffer.allocUnsafe(Math.max(size, 1024));
  }
  reset(): void {
    this.length = 0;
  }
  private room(n: number): void {
    if (this.length + n <= this.buf.length) return;
    const next = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.length + n));
    this.buf.copy(next, 0, 0, this.length);
    this.buf = next;
  }
  u8(x: number): void {
    this.room(1);
    this.buf[this.length++] = x;
  }
  u16(x: number): void {
    this.room(2);
    this.buf.writeUInt16LE(x, this.length);
    this.length += 2;
  }
  u32(x: number): void {
    this.room(4);
    this.buf.writeUInt32LE(x, this.length);
    this.length += 4;
  }
  /** ASCII text (keys and numbers only), a byte a character. */
  text(t: string): void {
    this.room(t.length);
    for (let i = 0; i < t.length; i++) this.buf[this.length++] = t.charCodeAt(i);
  }
  bytes(): Buffer {
    return this.buf.subarray(0, this.length);
  }
  latin1(): string {
    return this.buf.toString('latin1', 0, this.length);
  }
}

function encodeTable(w: Bytes, table: EndgameTable): number {
  const histories = Object.entries(table.policy instanceof CompactPolicy ? table.policy.toRecords() : table.policy);
  w.u32(histories.length);
  let infosets = 0;
  for (const [history, hands] of histories) {
    w.u8(history.length / 2);
    for (let i = 0; i < history.length; i += 2) w.u8(bidCode(history, i));
    const entries = Object.entries(hands);
    if (entries.length > 0xffff) throw new TableFileError('CORRUPT', `too many hands after "${history}"`);
    w.u16(entries.length);
    for (const [hand, entry] of entries) {
      infosets++;
      w.u8(hand.length);
      for (let i = 0; i < hand.length; i++) w.u8(hand.charCodeAt(i) - 48);
      if (typeof entry === 'string') {
        w.u8(0);
        w.u8(actionCode(entry));
        continue;
      }
      const moves = Object.entries(entry);
      if (moves.length === 0 || moves.length > 255) throw new TableFileError('CORRUPT', `${moves.length} actions for ${hand} after "${history}"`);
      w.u8(moves.length);
      for (const [key, p] of moves) {
        const permille = Math.round(p * 1000);
        // lossless or refused: the stored number must be the solver's thousandths exactly
        if (permille / 1000 !== p) throw new TableFileError('CORRUPT', `the probability ${p} of ${key} for ${hand} after "${history}" is not in thousandths`);
        w.u8(actionCode(key));
        w.u16(permille);
      }
    }
  }
  return infosets;
}

/** The tables as a table file (the policies' probabilities must be in thousandths, as the solver stores them). */
export function encodeEndgameTables(tables: EndgameTables): Buffer {
  const w = new Bytes(1 << 20);
  const infosets = tables.tables.map((t) => encodeTable(w, t));
  const raw = w.bytes();
  const body = brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_LGWIN]: 24, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } });
  const header = {
    format: ENDGAME_FORMAT_VERSION,
    compression: 'brotli',
    bodyBytes: body.length,
    sha256: createHash('sha256').update(body).digest('hex'),
    rawBytes: raw.length,
    tables: { ...tables, tables: tables.tables.map(({ policy: _policy, ...meta }, i) => ({ ...meta, infosets: infosets[i]! })) },
  };
  const headerBytes = Buffer.from(JSON.stringify(header), 'utf8');
  const prefix = Buffer.alloc(PREFIX);
  MAGIC.copy(prefix, 0);
  prefix.writeUInt32LE(ENDGAME_FORMAT_VERSION, MAGIC.length);
  prefix.writeUInt32LE(headerBytes.length, MAGIC.length + 4);
  return Buffer.concat([prefix, headerBytes, body]);
}

/** What a table file says of itself, read from its header alone (no inflating). */
export function readEndgameHeader(bytes: Uint8Array): z.infer<typeof headerSchema> {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buf.length < PREFIX) throw new TableFileError(buf.length === 0 ? 'TRUNCATED' : 'NOT_A_TABLE_FILE', `${buf.length} bytes: too short for a table file`);
  if (!buf.subarray(0, MAGIC.length).equals(MAGIC)) throw new TableFileError('NOT_A_TABLE_FILE', 'not an endgame table file (no DUDOTAB signature)');
  const version = buf.readUInt32LE(MAGIC.length);
  if (version !== ENDGAME_FORMAT_VERSION) throw new TableFileError('VERSION', `table format ${version}, this build reads format ${ENDGAME_FORMAT_VERSION}`);
  const headerLength = buf.readUInt32LE(MAGIC.length + 4);
  if (headerLength > MAX_HEADER) throw new TableFileError('CORRUPT', `a header of ${headerLength} bytes`);
  if (buf.length < PREFIX + headerLength) throw new TableFileError('TRUNCATED', `the header is cut at ${buf.length - PREFIX} of ${headerLength} bytes`);
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(buf.subarray(PREFIX, PREFIX + headerLength)));
  } catch {
    throw new TableFileError('CORRUPT', 'the header is not JSON');
  }
  const header = headerSchema.safeParse(json);
  if (!header.success) throw new TableFileError('CORRUPT', `the header does not describe tables (${header.error.issues[0]?.path.join('.') ?? ''}: ${header.error.issues[0]?.message ?? ''})`);
  const bodyLength = buf.length - PREFIX - headerLength;
  if (bodyLength < header.data.bodyBytes) throw new TableFileError('TRUNCATED', `the body is cut at ${bodyLength} of ${header.data.bodyBytes} bytes`);
  if (bodyLength > header.data.bodyBytes) throw new TableFileError('CORRUPT', `${bodyLength - header.data.bodyBytes} bytes after the body`);
  return header.data;
}

/** A table file's checked header and its inflated body (a TableFileError: another version, truncated, checksum, corrupt). */
function inflateBody(bytes: Uint8Array): { readonly header: z.infer<typeof headerSchema>; readonly raw: Buffer } {
  const header = readEndgameHeader(bytes);
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const body = buf.subarray(buf.length - header.bodyBytes);
  if (createHash('sha256').update(body).digest('hex') !== header.sha256) throw new TableFileError('CHECKSUM', 'the body does not match its SHA-256');
  let raw: Buffer;
  try {
    raw = brotliDecompressSync(body, { maxOutputLength: header.rawBytes + 1 });
  } catch {
    throw new TableFileError('CORRUPT', 'the body does not inflate');
  }
  if (raw.length !== header.rawBytes) throw new TableFileError('CORRUPT', `the body inflates to ${raw.length} bytes, not ${header.rawBytes}`);
  return { header, raw };
}

/** Reads an inflated body, a number at a time; CORRUPT where it ends too soon. */
class BodyReader {
  at = 0;
  constructor(readonly raw: Buffer) {}
  need(n: number): void {
    if (this.at + n > this.raw.length) throw new TableFileError('CORRUPT', 'the body ends inside an information set');
  }
  u8(): number {
    this.need(1);
    return this.raw[this.at++]!;
  }
  u16(): number {
    this.need(2);
    const x = this.raw.readUInt16LE(this.at);
    this.at += 2;
    return x;
  }
  u32(): number {
    this.need(4);
    const x = this.raw.readUInt32LE(this.at);
    this.at += 4;
    return x;
  }
  /** An action's code (1 dudo, 2 calzo, a bid's), checked. */
  action(): number {
    const code = this.u8();
    if (ACTION_KEYS[code] === undefined) throw new TableFileError('CORRUPT', `an unknown action code at byte ${this.at - 1}`);
    return code;
  }
  /** A probability in thousandths, checked. */
  permille(): number {
    const p = this.u16();
    if (p > 1000) throw new TableFileError('CORRUPT', `a probability of ${p}‰`);
    return p;
  }
  end(): void {
    if (this.at !== this.raw.length) throw new TableFileError('CORRUPT', `${this.raw.length - this.at} bytes left after the tables`);
  }
}

/**
 * Reads one table's information sets from `r` (a table file's body at that table), checking every byte as it
 * goes and their count against the header's `infosets`; into `b` where one is given, else only checked (a hand
 * listed twice in one history included).
 */
function readTableBody(r: BodyReader, id: string, infosets: number, b: CompactPolicyBuilder | null): void {
  const bids = new Uint8Array(255);
  const hands: number[] = [];
  let seen = 0;
  for (let h = r.u32(); h > 0; h--) {
    const n = r.u8();
    for (let i = 0; i < n; i++) bids[i] = r.u8();
    b?.history(bids.subarray(0, n));
    hands.length = 0;
    let sorted = true;
    for (let count = r.u16(); count > 0; count--) {
      const dice = r.u8();
      let code = 0;
      for (let d = 0; d < dice; d++) {
        const face = r.u8();
        if (face < 1 || face > 6) throw new TableFileError('CORRUPT', `a face ${face} at byte ${r.at - 1}`);
        code = code * 7 + face;
      }
      if (dice > 5) throw new TableFileError('CORRUPT', `a hand of ${dice} dice`);
      if (b) b.row(code);
      else {
        if (hands.length > 0 && code <= hands[hands.length - 1]!) sorted = false;
        hands.push(code);
      }
      const moves = r.u8();
      if (moves === 0) {
        const action = r.action();
        b?.action(action, 1000, true);
      }
      for (let m = 0; m < moves; m++) {
        const action = r.action();
        const permille = r.permille();
        b?.action(action, permille);
      }
      seen++;
    }
    if (!sorted && hands.sort((x, y) => x - y).some((x, i) => i > 0 && x === hands[i - 1])) throw new TableFileError('CORRUPT', `${id}: a hand listed twice in one history`);
  }
  if (seen !== infosets) throw new TableFileError('CORRUPT', `${id}: ${seen} information sets, the header says ${infosets}`);
}

/** One table's policy built from a body at that table (its count checked). */
function buildTable(r: BodyReader, id: string, infosets: number): CompactPolicy {
  const b = new CompactPolicyBuilder();
  try {
    readTableBody(r, id, infosets, b);
    return b.build();
  } catch (e) {
    if (e instanceof CompactPolicyError) throw new TableFileError('CORRUPT', `${id}: ${e.message}`);
    throw e;
  }
}

export interface CompactDecodeOptions {
  /**
   * Build each table only when it is first read (issue 41's cost guard: a family's first decision builds the one
   * table it needs). The whole file is still checked when it is read (signature, version, SHA-256, every byte of
   * the body, the counts, a hand twice in one history); only a history listed twice, which the encoder cannot write,
   * is found when its table is built: that table is then empty (Maestro plays its look-ahead there) and `warn` says why.
   */
  readonly deferred?: { readonly warn: (message: string) => void };
}

/**
 * The tables of a table file with their policies in the compact form (compact.ts; issue 41): what the bot worker
 * keeps, built straight from the body (no records on the way), the same checks and typed errors as decodeEndgameTables.
 */
export function decodeCompactEndgameTables(bytes: Uint8Array, options: CompactDecodeOptions = {}): EndgameTables {
  const { header, raw } = inflateBody(bytes);
  const r = new BodyReader(raw);
  const tables = header.tables.tables.map(({ infosets, ...meta }): EndgameTable => {
    const start = r.at;
    if (!options.deferred) return { ...meta, policy: buildTable(r, meta.id, infosets) };
    readTableBody(r, meta.id, infosets, null);
    const part = Buffer.from(raw.subarray(start, r.at)); // a copy: the whole body is let go
    const { warn } = options.deferred;
    const policy = CompactPolicy.deferred(infosets, () => {
      try {
        const pr = new BodyReader(part);
        const built = buildTable(pr, meta.id, infosets);
        pr.end();
        return built;
      } catch (e) {
        warn(`the ${header.tables.preset} ${meta.id} table cannot be used (${e instanceof Error ? e.message : String(e)}); Maestro plays its look-ahead there`);
        return new CompactPolicyBuilder().build();
      }
    });
    return { ...meta, policy };
  });
  r.end();
  return { ...header.tables, tables };
}

/** The tables of a table file, or a TableFileError (another version, truncated, checksum, corrupt). */
export function decodeEndgameTables(bytes: Uint8Array): EndgameTables {
  const { header, raw } = inflateBody(bytes);
  const r = new BodyReader(raw);
  const u8 = () => r.u8();
  const u16 = () => r.u16();
  const action = () => ACTION_KEYS[r.action()]!;
  // Each policy is written out as JSON text (ASCII bytes in one buffer, so no string is built piece by piece) and
  // parsed once: V8 keeps JSON.parse's objects in about half the heap of objects built key by key (liars-dice's
  // tables: 82 MB against 154 MB), and they are the objects the tables were before they were data (the same
  // numbers: "0.397" parses to 397 / 1000).
  const out = new Bytes(header.rawBytes * 4);
  const tables = header.tables.tables.map(({ infosets, ...meta }): EndgameTable => {
    const histories = r.u32();
    out.reset();
    out.u8(0x7b); // {
    let seen = 0;
    for (let h = 0; h < histories; h++) {
      if (h > 0) out.u8(0x2c); // ,
      out.u8(0x22); // "
      for (let n = u8(); n > 0; n--) {
        const key = ACTION_KEYS[u8()];
        if (key === undefined || key.length !== 2) throw new TableFileError('CORRUPT', `an unknown bid code at byte ${r.at - 1}`);
        out.text(key);
      }
      out.text('":{');
      const hands = u16();
      for (let n = 0; n < hands; n++) {
        if (n > 0) out.u8(0x2c);
        out.u8(0x22);
        for (let d = u8(); d > 0; d--) {
          const face = u8();
          if (face < 1 || face > 6) throw new TableFileError('CORRUPT', `a face ${face} at byte ${r.at - 1}`);
          out.u8(0x30 + face);
        }
        out.text('":');
        const moves = u8();
        if (moves === 0) {
          out.u8(0x22);
          out.text(action());
          out.u8(0x22);
        } else {
          out.u8(0x7b);
          for (let m = 0; m < moves; m++) {
            if (m > 0) out.u8(0x2c);
            out.u8(0x22);
            out.text(action());
            out.text('":');
            out.text(PERMILLE_TEXT[r.permille()]!);
          }
          out.u8(0x7d); // }
        }
        seen++;
      }
      out.u8(0x7d);
    }
    out.u8(0x7d);
    if (seen !== infosets) throw new TableFileError('CORRUPT', `${meta.id}: ${seen} information sets, the header says ${infosets}`);
    return { ...meta, policy: JSON.parse(out.latin1()) as EndgameTable['policy'] };
  });
  r.end();
  return { ...header.tables, tables };
}
