// The user data folder: atomic writes (write a temp file, fsync, rename, keep the previous file
// as .bak) and versioned JSON files whose corrupt copies are kept aside and replaced by defaults.
import { closeSync, constants as fsc, fstatSync, fsyncSync, lstatSync, mkdirSync, openSync, readdirSync, readSync, renameSync, rmSync, statSync, writeSync, existsSync, copyFileSync, type Stats as FileStats } from 'node:fs';
import { promises as fsp } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { z } from 'zod';
import type { StorageProblem } from '../../common/contract/index';

/**
 * A write that failed: what (the file), where (its folder), the system's code (EROFS, ENOSPC,
 * EACCES, EIO ...) and the size of what was being written (the space it needs, at least).
 */
export class SaveError extends Error {
  constructor(
    readonly file: string,
    readonly code: string,
    readonly bytes: number,
    cause: unknown,
  ) {
    super(`${basename(file)} could not be written in ${dirname(file)} (${code})`, { cause });
    this.name = 'SaveError';
  }

  get dir(): string {
    return dirname(this.file);
  }
}

function saveErrorOf(file: string, bytes: number, e: unknown): SaveError {
  if (e instanceof SaveError) return e;
  const code = (e as NodeJS.ErrnoException | null)?.code;
  return new SaveError(file, typeof code === 'string' ? code : 'EIO', bytes, e);
}

/**
 * A write fault (issue 30.1; handed in by whoever writes, never process-wide: issue 39.6): called
 * with each temp file as it is written, after half of its bytes; an error it returns is thrown
 * there, as a full disk would throw mid-write. Tests pass one through HostOptions.writeFault.
 */
export type WriteFault = (file: string) => Error | null;

/** An errno-style error, for injected faults. */
export function errnoError(code: string, message = code): NodeJS.ErrnoException {
  return Object.assign(new Error(message), { code });
}

/** Writes `data` to `file` and flushes it to the disk before returning (not atomic: see writeFileAtomic). */
export function writeDurably(file: string, data: string | Uint8Array, writeFault?: WriteFault): void {
  const bytes = typeof data === 'string' ? Buffer.from(data) : data;
  const fd = openSync(file, 'w');
  try {
    let done = 0;
    const half = writeFault ? bytes.byteLength >> 1 : bytes.byteLength;
    while (done < half) done += writeSync(fd, bytes, done, half - done);
    const fault = writeFault?.(file);
    if (fault) throw fault;
    while (done < bytes.byteLength) done += writeSync(fd, bytes, done, bytes.byteLength - done);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Writes `text` to `file` so that a crash at any moment leaves either the old or the new file, whole.
 * A failed write throws a SaveError and removes its temp files at once (they would hold the space).
 */
export function writeFileAtomic(file: string, text: string, keepBackup = true, writeFault?: WriteFault): void {
  const dir = dirname(file);
  const tmp = join(dir, `.${basename(file)}.${process.pid}.tmp`);
  const bytes = Buffer.byteLength(text);
  try {
    mkdirSync(dir, { recursive: true });
    writeDurably(tmp, text, writeFault);
    if (keepBackup && existsSync(file)) {
      // The backup is replaced atomically too: a crash mid-copy leaves only a stray temp file.
      copyFileSync(file, `${tmp}.bak`);
      renameSync(`${tmp}.bak`, `${file}.bak`);
    }
    renameSync(tmp, file);
  } catch (e) {
    rmSync(tmp, { force: true });
    rmSync(`${tmp}.bak`, { force: true });
    throw saveErrorOf(file, bytes, e);
  }
  fsyncDir(dir);
}

/** Makes a folder's entries durable (after a rename or a link into it); a no-op where a folder cannot be opened. */
export function fsyncDir(dir: string): void {
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Some platforms (Windows) cannot open a directory; the rename is still atomic there.
  }
}

/** The temp files writeFileAtomic leaves when the process is killed mid-write: `.NAME.PID.tmp` and `.NAME.PID.tmp.bak`. */
const TEMP_FILE = /^\.(.+)\.(\d+)\.tmp(\.bak)?$/;

/** Whether process `pid` is running (this one included; EPERM: running as another user). */
export function alive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the temp files of writes that never finished (a kill mid-write), for the given file
 * names; a temp file of a process still running is left alone. Returns the names removed.
 */
export function removeStaleTempFiles(dir: string, names: readonly string[]): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const entry of entries) {
    const m = TEMP_FILE.exec(entry);
    if (!m || !names.includes(m[1]!) || alive(Number(m[2]))) continue;
    try {
      rmSync(join(dir, entry), { force: true });
      removed.push(entry);
    } catch {
      // left for the next start
    }
  }
  return removed;
}

export function removeFile(file: string): void {
  rmSync(file, { force: true });
}

/** Moves a corrupt file aside as `NAME.corrupt-TIMESTAMP` and says where it went. */
export function keepAside(file: string, message: string, now: Date = new Date()): StorageProblem {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const keptAs = `${file}.corrupt-${stamp}`;
  try {
    renameSync(file, keptAs);
    return { file: basename(file), keptAs, message };
  } catch {
    return { file: basename(file), keptAs: null, message };
  }
}

/** A versioned JSON file: `{ "version": N, "data": ... }`. */
export interface VersionedFile<T> {
  readonly name: string;
  readonly version: number;
  readonly schema: z.ZodType<T>;
  readonly defaults: () => T;
  /**
   * Reads the file's data field by field instead of all or nothing (settings.json): older
   * versions migrate, missing fields take their defaults, refused fields are named in `bad`.
   * Null: not a version or shape it reads (the file is corrupt).
   */
  readonly read?: (version: unknown, data: unknown) => { readonly value: T; readonly bad: readonly string[] } | null;
}

export type LoadResult<T> = { readonly value: T; readonly problem: StorageProblem | null };

/** A text file's content without a leading UTF-8 byte order mark (editors on Windows add one). */
export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

export type ReadText = { readonly text: string } | { readonly missing: true } | { readonly problem: string };

/** The largest user data file read (autosave, settings, stats, history); a bigger one is a problem, never parsed. */
export const MAX_DATA_FILE_BYTES = 32 * 1024 * 1024;

function kindOf(st: FileStats): string {
  if (st.isFIFO()) return 'a named pipe (FIFO)';
  if (st.isCharacterDevice()) return 'a character device';
  if (st.isBlockDevice()) return 'a block device';
  if (st.isSocket()) return 'a socket';
  if (st.isDirectory()) return 'a directory';
  return 'not a regular file';
}

/**
 * Reads a text file: its text (BOM stripped), missing, or why it cannot be read. Only a regular file
 * (or a link to one) is opened: a FIFO, a device, a socket or a directory is a problem found by
 * stat, never opened (opening a FIFO for reading blocks). At most `maxBytes` are read; invalid
 * UTF-8 is a problem. A problem names the file and what it is, never what it holds.
 */
export function readText(file: string, maxBytes = MAX_DATA_FILE_BYTES): ReadText {
  const name = basename(file);
  const failed = (e: unknown): ReadText => {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') {
      try {
        if (lstatSync(file).isSymbolicLink()) return { problem: `${name} is a link to nothing` };
      } catch {
        // really missing
      }
      return { missing: true };
    }
    if (code === 'EISDIR') return { problem: `${name} is a directory, not a file` };
    return { problem: `${name} cannot be read (${code ?? 'error'})` };
  };
  let st: FileStats;
  try {
    st = statSync(file);
  } catch (e) {
    return failed(e);
  }
  if (st.isDirectory()) return { problem: `${name} is a directory, not a file` };
  if (!st.isFile()) return { problem: `${name} is ${kindOf(st)}, not a regular file: it is not opened` };
  if (st.size > maxBytes) return { problem: `${name} is ${st.size} bytes, more than the ${maxBytes} a data file may have` };
  let fd: number;
  try {
    // O_NONBLOCK: should the file be swapped for a FIFO after the stat, the open does not block
    fd = openSync(file, fsc.O_RDONLY | (fsc.O_NONBLOCK ?? 0));
  } catch (e) {
    return failed(e);
  }
  let bytes: Buffer;
  try {
    const now = fstatSync(fd);
    if (!now.isFile()) return { problem: `${name} is ${kindOf(now)}, not a regular file: it is not read` };
    if (now.size > maxBytes) return { problem: `${name} is ${now.size} bytes, more than the ${maxBytes} a data file may have` };
    const buf = Buffer.alloc(Math.min(maxBytes + 1, Math.max(now.size + 1, 1)));
    let got = 0;
    for (;;) {
      if (got === buf.byteLength) break;
      const n = readSync(fd, buf, got, buf.byteLength - got, null);
      if (n === 0) break;
      got += n;
    }
    // a file that grew past its stat while it was read
    if (got > now.size) return { problem: `${name} changed while it was read` };
    bytes = buf.subarray(0, got);
  } catch (e) {
    return failed(e);
  } finally {
    closeSync(fd);
  }
  try {
    return { text: stripBom(new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes)) };
  } catch {
    return { problem: `${name} is not valid UTF-8 text` };
  }
}

/** Reads a versioned file; a missing file gives the defaults, a corrupt or unreadable one is kept aside and reported. */
export function loadVersioned<T>(dir: string, spec: VersionedFile<T>, writeFault?: WriteFault): LoadResult<T> {
  const file = join(dir, spec.name);
  const problem = (message: string): LoadResult<T> => ({ value: spec.defaults(), problem: keepAside(file, message) });
  const read = readText(file);
  if ('missing' in read) return { value: spec.defaults(), problem: null };
  if ('problem' in read) return problem(`${read.problem}; it is moved aside and defaults are used.`);
  const text = read.text;
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    // never the parser's message: it quotes the file's first bytes (a link to /etc/passwd)
    return problem(`${spec.name} is not JSON; defaults are used.`);
  }
  if (typeof doc === 'object' && doc !== null) {
    const { version, data } = doc as { version?: unknown; data?: unknown };
    const known = typeof version === 'number' && Number.isInteger(version) && version >= 1 && version <= spec.version;
    if (known && (typeof data !== 'object' || data === null)) {
      return problem(`${spec.name} (version ${version}) has no data: its "data" is ${data === null ? 'null' : data === undefined ? 'missing' : `a ${typeof data}`}; defaults are used.`);
    }
  }
  if (spec.read && typeof doc === 'object' && doc !== null) {
    const read = spec.read((doc as { version?: unknown }).version, (doc as { data?: unknown }).data);
    if (!read) return problem(`${spec.name} has no version ${spec.version} (or an older one it migrates); defaults are used.`);
    if (read.bad.length === 0) return { value: read.value, problem: null };
    // the file as it was is kept aside; the fields that were good are kept and written back
    const kept = keepAside(file, `${spec.name}: ${read.bad.join(', ')} refused; their defaults are used, the other settings are kept.`);
    try {
      saveVersioned(dir, spec, read.value, writeFault);
    } catch {
      // the values are still used for this run; the next save writes them
    }
    return { value: read.value, problem: kept };
  }
  if (typeof doc !== 'object' || doc === null || (doc as { version?: unknown }).version !== spec.version) {
    return problem(`${spec.name} has no version ${spec.version}; defaults are used.`);
  }
  const parsed = spec.schema.safeParse((doc as { data?: unknown }).data);
  if (!parsed.success) return problem(`${spec.name} does not match its schema (${parsed.error.issues[0]?.message ?? 'invalid'}); defaults are used.`);
  return { value: parsed.data, problem: null };
}

export function saveVersioned<T>(dir: string, spec: VersionedFile<T>, value: T, writeFault?: WriteFault): void {
  writeFileAtomic(join(dir, spec.name), JSON.stringify({ version: spec.version, data: value }, null, 2), true, writeFault);
}

export function saveVersionedAsync<T>(dir: string, spec: VersionedFile<T>, value: T, writeFault?: WriteFault): Promise<void> {
  return writeFileAtomicAsync(join(dir, spec.name), JSON.stringify({ version: spec.version, data: value }, null, 2), true, writeFault);
}

async function writeAll(handle: FileHandle, bytes: Buffer, from: number, to: number): Promise<void> {
  let at = from;
  while (at < to) at += (await handle.write(bytes, at, to - at)).bytesWritten;
}

/** writeFileAtomic without blocking the event loop (the autosave runs after every action). */
export async function writeFileAtomicAsync(file: string, text: string, keepBackup = true, writeFault?: WriteFault): Promise<void> {
  const dir = dirname(file);
  const tmp = join(dir, `.${basename(file)}.${process.pid}.tmp`);
  const bytes = Buffer.from(text);
  try {
    await fsp.mkdir(dir, { recursive: true });
    const handle = await fsp.open(tmp, 'w');
    try {
      const half = writeFault ? bytes.byteLength >> 1 : bytes.byteLength;
      await writeAll(handle, bytes, 0, half);
      const fault = writeFault?.(tmp);
      if (fault) throw fault;
      await writeAll(handle, bytes, half, bytes.byteLength);
      await handle.sync();
    } finally {
      await handle.close();
    }
    if (keepBackup && existsSync(file)) {
      await fsp.copyFile(file, `${tmp}.bak`);
      await fsp.rename(`${tmp}.bak`, `${file}.bak`);
    }
    await fsp.rename(tmp, file);
  } catch (e) {
    // a failed write leaves nothing behind: its temp file would hold the space until a restart
    await fsp.rm(tmp, { force: true }).catch(() => undefined);
    await fsp.rm(`${tmp}.bak`, { force: true }).catch(() => undefined);
    throw saveErrorOf(file, bytes.byteLength, e);
  }
  try {
    const d = await fsp.open(dir, 'r');
    try {
      await d.sync();
    } finally {
      await d.close();
    }
  } catch {
    // Some platforms cannot open a directory; the rename is still atomic there.
  }
}

/**
 * Runs file operations one at a time, off the event loop's critical path. An operation queued
 * while another runs replaces any queued one that has not started: the latest state wins.
 */
export class SerialWriter {
  private queued: { readonly op: () => Promise<void>; readonly done: ((ok: boolean) => void)[] } | null = null;
  private running: Promise<void> | null = null;

  constructor(private readonly onError: (e: unknown) => void) {}

  /**
   * Queues `op`; resolves once it ran, or once the later operation that replaced it ran (the
   * latest state is then on disk): true when that write succeeded, false when it failed (reported).
   */
  enqueue(op: () => Promise<void>): Promise<boolean> {
    return new Promise((resolve) => {
      const done = this.queued?.done ?? [];
      done.push(resolve);
      this.queued = { op, done };
      this.running ??= this.drain();
    });
  }

  /** Resolves when every queued operation has run. */
  flush(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  private async drain(): Promise<void> {
    while (this.queued) {
      const q = this.queued;
      this.queued = null;
      let ok = true;
      try {
        await q.op();
      } catch (e) {
        ok = false;
        this.onError(e);
      }
      for (const d of q.done) d(ok);
    }
    this.running = null;
  }
}
