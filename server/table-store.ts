// The tables on disk (issue 38, "acknowledged means durable"): DATA_DIR/tables/<code>/ holds the
// table's own facts (table.json, written atomically before anything is told) beside its host's
// data folder (autosave, records): a restarted process finds every table there again.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomicAsync } from '../main/host/storage';
import { codeSchema } from '../common/online/room-protocol';
import { tableMetaSchema, type TableMeta } from './table';

export const TABLE_FILE = 'table.json';

export class TableStore {
  /** Each table's saves, one at a time (the last one queued is the one on disk). */
  private readonly saving = new Map<string, Promise<void>>();

  constructor(readonly dataDir: string) {
    mkdirSync(this.tablesDir, { recursive: true });
  }

  get tablesDir(): string {
    return join(this.dataDir, 'tables');
  }

  /** The table's folder (its host's userDataDir too). */
  dirOf(code: string): string {
    return join(this.tablesDir, codeSchema.parse(code));
  }

  exists(code: string): boolean {
    return existsSync(this.dirOf(code));
  }

  /**
   * Writes the table's facts durably (fsync, atomic rename); resolves once they are on disk. Off the
   * event loop: a synchronous fsync here stalled every table of the process (bench:server, issue 38).
   */
  save(meta: TableMeta): Promise<void> {
    const dir = this.dirOf(meta.code);
    const text = JSON.stringify(meta);
    const write = async (): Promise<void> => {
      mkdirSync(dir, { recursive: true });
      await writeFileAtomicAsync(join(dir, TABLE_FILE), text);
    };
    const run = (this.saving.get(meta.code) ?? Promise.resolve()).then(write, write);
    const tail = run.catch(() => undefined);
    this.saving.set(meta.code, tail);
    void tail.then(() => {
      if (this.saving.get(meta.code) === tail) this.saving.delete(meta.code);
    });
    return run;
  }

  /** A table's facts, or null when its file is missing or not a table (logged by the caller). */
  load(code: string): TableMeta | null {
    try {
      const parsed = tableMetaSchema.safeParse(JSON.parse(readFileSync(join(this.dirOf(code), TABLE_FILE), 'utf8')));
      return parsed.success && parsed.data.code === code ? parsed.data : null;
    } catch {
      return null;
    }
  }

  /** The codes of the tables on disk. */
  codes(): string[] {
    return readdirSync(this.tablesDir).filter((c) => codeSchema.safeParse(c).success && existsSync(join(this.tablesDir, c, TABLE_FILE)));
  }

  remove(code: string): void {
    rmSync(this.dirOf(code), { recursive: true, force: true });
  }
}
