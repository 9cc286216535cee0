// A server process's durable identity (issue 38, with REDIS_URL): a UUID kept in its data folder
// (DATA_DIR/process-id), made once and never rewritten, so a restart on the same folder is the
// same holder: its leases carry the id, and it takes back at once the tables its earlier
// incarnation held (redis-store.ts, takeBack) instead of waiting for their leases to expire.
// The file is made atomically and exclusively (a durable temp file linked into place: a link
// fails when the name exists), so two processes starting at once read the same id, and Redis's
// identity key (SET NX, redis-store.ts) lets only one of them run under it.
import { randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fsyncDir, writeDurably } from '../main/host/storage';

export const PROCESS_ID_FILE = 'process-id';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The identity cannot be had: its file is damaged (EBADID), or another live process runs under it (ETAKEN). */
export class ProcessIdentityError extends Error {
  readonly code: 'EBADID' | 'ETAKEN';
  constructor(code: 'EBADID' | 'ETAKEN', message: string) {
    super(message);
    this.name = 'ProcessIdentityError';
    this.code = code;
  }
}

/** The id in the file's text, or null when it is not one (a line with a UUID, nothing else). */
export function parseProcessId(text: string): string | null {
  const id = text.trim();
  return UUID.test(id) ? id : null;
}

/** The file's text, or null when it is missing. */
function readIdFile(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw e;
  }
}

/**
 * The data folder's process id, made on the first start. A damaged file is a typed error (EBADID),
 * not replaced: this process never writes a damaged one (made once, atomically), so an outside hand
 * did, and a replacement made by two processes starting at once could give them two ids.
 */
export function processIdOf(dataDir: string): string {
  const file = join(dataDir, PROCESS_ID_FILE);
  let text = readIdFile(file);
  if (text === null) {
    mkdirSync(dataDir, { recursive: true });
    const tmp = join(dataDir, `.${PROCESS_ID_FILE}.${process.pid}.${randomUUID()}.tmp`);
    writeDurably(tmp, `${randomUUID()}\n`);
    try {
      linkSync(tmp, file);
      fsyncDir(dataDir);
    } catch (e) {
      // another process made it first: its id is the folder's
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    } finally {
      rmSync(tmp, { force: true });
    }
    text = readIdFile(file) ?? '';
  }
  const id = parseProcessId(text);
  if (id === null) throw new ProcessIdentityError('EBADID', `${file} is damaged (not one UUID line): this server's identity is unknown, so it does not start. Remove the file to give the folder a new identity (its tables then come back after their leases expire, as a stranger's would).`);
  return id;
}
