// Group commit of the tables' autosaves (issue 38, "acknowledged means durable"). Every table's
// host hands its autosave here (main/host AutosaveSink) instead of writing and fsyncing its own
// autosave.json (two fsyncs, a copy and three renames per action per table). The saves of all the
// tables that arrive while one batch is being synced are appended together to this process's log
// (DATA_DIR/journal/<pid>-<gen>.log, one JSON line each) and made durable by ONE fdatasync; each
// save resolves (and so its action is acknowledged) only after its batch's sync (the queue, its
// slices of acknowledgements and its failures: group-commit.ts, shared with Redis). Every few seconds
// the log is rotated and the tables' latest saves are written to their autosave.json files
// (atomically, fsync'd) off the acknowledgement path; the old log is removed once they are durable.
// At start, the logs of processes no longer running (a kill -9) are replayed into the tables'
// autosave.json files before any table is restored: nothing acknowledged is lost.
import { promises as fsp, mkdirSync, readdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { AUTOSAVE_FILE, type AutosaveSink } from '../main/host/autosave';
import { alive, writeFileAtomicAsync } from '../main/host/storage';
import { codeSchema } from '../common/online/room-protocol';
import { GroupCommit, type QueuedSave } from './group-commit';

export const JOURNAL_DIR = 'journal';
const LOG_FILE = /^(\d+)-(\d+)\.log$/;
/** One line of a log: a table's autosave text (a), or its removal (rm), at time t. */
const entrySchema = z.object({ c: codeSchema, t: z.number(), a: z.unknown().optional(), rm: z.literal(1).optional() }).strict();

export interface JournalOptions {
  /** Where the tables' folders are (DATA_DIR/tables): a save goes to <tablesDir>/<code>/autosave.json. */
  readonly tablesDir: string;
  /** How often the log is rotated and its saves written to the tables' files (ms; default 5 s). */
  readonly checkpointMs?: number;
  readonly log?: (message: string) => void;
  /** This process's id in the log's name (tests). */
  readonly pid?: number;
  /** The sync of a batch (tests hold it to see that nothing is acknowledged before it). */
  readonly sync?: (handle: FileHandle) => Promise<void>;
}

/** A table's save as the log holds it: its line, and the autosave's text (null: removed). */
interface LogSave {
  readonly line: string;
  readonly text: string | null;
}

async function fsyncDir(dir: string): Promise<void> {
  const d = await fsp.open(dir, 'r');
  try {
    await d.sync();
  } finally {
    await d.close();
  }
}

/** Writes a table's save to its autosave.json durably (or removes it); a table whose folder is gone (closed) is skipped. */
async function applySave(tablesDir: string, code: string, text: string | null): Promise<void> {
  const dir = join(tablesDir, code);
  if (!existsSync(join(dir, 'table.json'))) return;
  if (text === null) {
    rmSync(join(dir, AUTOSAVE_FILE), { force: true });
    rmSync(join(dir, `${AUTOSAVE_FILE}.bak`), { force: true });
    await fsyncDir(dir);
  } else await writeFileAtomicAsync(join(dir, AUTOSAVE_FILE), text, true);
}

/** Runs `jobs` with at most `n` at once. */
async function inParallel(jobs: (() => Promise<void>)[], n: number): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < jobs.length) await jobs[next++]!();
  };
  await Promise.all(Array.from({ length: Math.min(n, jobs.length) }, worker));
}

/**
 * Replays the logs of processes that are not running (killed) into the tables' autosave.json
 * files, then removes them. A line cut by the kill (its batch was never synced, so never
 * acknowledged) is skipped. Returns how many saves were applied.
 */
export async function recoverJournals(dataDir: string, tablesDir: string, isAlive: (pid: number) => boolean = alive): Promise<number> {
  const dir = join(dataDir, JOURNAL_DIR);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return 0;
  }
  const logs = names
    .map((n) => ({ n, m: LOG_FILE.exec(n) }))
    .filter((x) => x.m && !isAlive(Number(x.m[1])))
    .map((x) => ({ file: join(dir, x.n), pid: Number(x.m![1]), gen: Number(x.m![2]) }))
    .sort((a, b) => a.pid - b.pid || a.gen - b.gen);
  const latest = new Map<string, { t: number; text: string | null }>();
  for (const log of logs) {
    let text: string;
    try {
      text = readFileSync(log.file, 'utf8');
    } catch {
      continue; // another process replayed and removed it
    }
    for (const line of text.split('\n')) {
      if (line.length === 0) continue;
      let parsed: unknown;
      try {
        parsed = JSON.parse(line);
      } catch {
        continue; // cut by the kill: never acknowledged
      }
      const e = entrySchema.safeParse(parsed);
      if (!e.success) continue;
      const prev = latest.get(e.data.c);
      if (prev && prev.t > e.data.t) continue;
      latest.set(e.data.c, { t: e.data.t, text: e.data.rm === 1 ? null : JSON.stringify(e.data.a) });
    }
  }
  await inParallel([...latest].map(([code, s]) => () => applySave(tablesDir, code, s.text)), 8);
  for (const log of logs) rmSync(log.file, { force: true });
  if (logs.length > 0) await fsyncDir(dir);
  return latest.size;
}

export class Journal {
  private readonly dir: string;
  private readonly pid: number;
  private gen = 0;
  private handle: FileHandle | null = null;
  private file = '';
  /** Every line is written (no coalescing): a replay keeps each table's latest by its time. */
  private readonly queue = new GroupCommit<LogSave>({ write: (saves) => this.writeBatch(saves), coalesce: false });
  /** The latest save of each table in the current log (null: removed). */
  private dirty = new Map<string, string | null>();
  private rotateQueued = false;
  private checkpointing: Promise<void> = Promise.resolve();
  private checkpointRunning = false;
  /** Old logs whose checkpoint failed: removed after a later checkpoint wrote their saves (it holds them). */
  private stale: { handle: FileHandle; file: string }[] = [];
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  /** Batches synced and saves in them (the bench and tests read them). */
  get batches(): number {
    return this.queue.batches;
  }

  get saves(): number {
    return this.queue.saves;
  }

  private constructor(
    dataDir: string,
    private readonly o: JournalOptions,
  ) {
    this.dir = join(dataDir, JOURNAL_DIR);
    this.pid = o.pid ?? process.pid;
  }

  /** Opens this process's log (after recoverJournals). */
  static async open(dataDir: string, o: JournalOptions): Promise<Journal> {
    const j = new Journal(dataDir, o);
    mkdirSync(j.dir, { recursive: true });
    await j.newLog();
    j.timer = setInterval(() => void j.requestRotate().catch((e: unknown) => o.log?.(`journal: rotation failed: ${e instanceof Error ? e.message : String(e)}`)), o.checkpointMs ?? 5000);
    j.timer.unref();
    return j;
  }

  /** The sink of one table's host. */
  sink(code: string): AutosaveSink {
    return { write: (text) => this.append(code, text), remove: () => this.append(code, null) };
  }

  /** Resolves once the table's save is in a synced batch. */
  append(code: string, text: string | null): Promise<void> {
    if (this.closed) return Promise.reject(new Error('the journal is closed'));
    const t = Date.now();
    const line = text === null ? `${JSON.stringify({ c: code, t, rm: 1 })}\n` : `{"c":${JSON.stringify(code)},"t":${t},"a":${text}}\n`;
    return this.queue.add(code, { line, text });
  }

  /** Rotates the log and writes its saves to the tables' files now (tests; the timer does it every checkpointMs). */
  async checkpoint(): Promise<void> {
    await this.requestRotate();
    await this.queue.idle();
    await this.checkpointing;
  }

  /** Syncs what is queued, then stops (the log stays: the next start replays it). */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.queue.idle();
    await this.checkpointing;
    this.closed = true;
    await this.handle?.close();
    this.handle = null;
  }

  /** A rotation between two batches (one queued at a time). */
  private requestRotate(): Promise<void> {
    if (this.rotateQueued) return Promise.resolve();
    this.rotateQueued = true;
    return this.queue.between(() => {
      this.rotateQueued = false;
      return this.rotate();
    });
  }

  /** The group commit's write step: the batch's lines appended to the log and made durable by one fdatasync. */
  private async writeBatch(saves: readonly QueuedSave<LogSave>[]): Promise<void> {
    // a leading newline: a batch whose write failed half-way leaves a cut line that the next one does not join
    const bytes = Buffer.from(`\n${saves.map((e) => e.value.line).join('')}`);
    const h = this.handle!;
    let at = 0;
    while (at < bytes.byteLength) at += (await h.write(bytes, at, bytes.byteLength - at)).bytesWritten;
    await (this.o.sync ? this.o.sync(h) : h.datasync());
    for (const e of saves) this.dirty.set(e.key, e.value.text);
  }

  private async newLog(): Promise<void> {
    this.gen++;
    this.file = join(this.dir, `${this.pid}-${this.gen}.log`);
    this.handle = await fsp.open(this.file, 'a');
    await fsyncDir(this.dir);
  }

  /** A new log for what comes next; the old one's saves go to the tables' files, then it is removed. */
  private async rotate(): Promise<void> {
    // one checkpoint at a time (an old log is removed only after the one before it), and never waited for here: the acknowledgements go on
    if (this.dirty.size === 0 || this.checkpointRunning) return;
    this.checkpointRunning = true;
    const old = { handle: this.handle!, file: this.file, dirty: this.dirty };
    await this.newLog();
    this.dirty = new Map();
    this.checkpointing = (async () => {
      try {
        await inParallel([...old.dirty].map(([code, text]) => () => applySave(this.o.tablesDir, code, text)), 8);
        for (const log of [...this.stale, old]) {
          await log.handle.close().catch(() => undefined);
          await fsp.rm(log.file, { force: true });
        }
        this.stale = [];
        await fsyncDir(this.dir);
      } catch (e) {
        // the old log stays (a start replays it) until a later checkpoint has written its saves again
        for (const [code, text] of old.dirty) if (!this.dirty.has(code)) this.dirty.set(code, text);
        this.stale.push(old);
        this.o.log?.(`journal: checkpoint of ${old.file} failed: ${e instanceof Error ? e.message : String(e)}`);
      } finally {
        this.checkpointRunning = false;
      }
    })();
  }
}
