// Issue 38: a server process's durable identity (server/process-identity.ts): DATA_DIR/process-id is
// made once and read back the same on every start (a restart is the same holder); a damaged file is
// a typed error (EBADID) that leaves the file as it was, never silently replaced.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseProcessId, PROCESS_ID_FILE, processIdOf, ProcessIdentityError } from '../../server/process-identity';
import { tempDir } from './helpers';

describe('the data folder\'s process id (issue 38)', () => {
  const t = tempDir();
  afterAll(() => t.cleanup());

  it('is made once, on the first start, and is the same on every later one (no temp file left)', () => {
    const dir = join(t.dir, 'once');
    expect(existsSync(join(dir, PROCESS_ID_FILE))).toBe(false);
    const id = processIdOf(dir);
    expect(parseProcessId(id)).toBe(id);
    expect(processIdOf(dir)).toBe(id);
    expect(readFileSync(join(dir, PROCESS_ID_FILE), 'utf8')).toBe(`${id}\n`);
    expect(readdirSync(dir)).toEqual([PROCESS_ID_FILE]);
  });

  it('a damaged file is a typed error (EBADID) and is left as it was', () => {
    const dir = join(t.dir, 'damaged');
    processIdOf(dir);
    for (const text of ['', 'not-a-uuid\n', '0f8fad5b-d9cb-469f-a165-70867728950e\n0f8fad5b-d9cb-469f-a165-70867728950f\n', '0f8fad5b-d9cb-469f-a165-70867728950']) {
      writeFileSync(join(dir, PROCESS_ID_FILE), text);
      expect(() => processIdOf(dir)).toThrow(ProcessIdentityError);
      expect(() => processIdOf(dir)).toThrow(expect.objectContaining({ code: 'EBADID' }) as Error);
      expect(readFileSync(join(dir, PROCESS_ID_FILE), 'utf8')).toBe(text);
    }
  });
});
