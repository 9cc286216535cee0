// Where the tables are kept durably (issue 38, "acknowledged means durable"): one interface the
// rooms use, two stores. Without REDIS_URL: the data folder (table-store.ts: table.json; the
// hosts' autosaves through the group commit, journal.ts). With REDIS_URL: Redis with append-only
// persistence (redis-store.ts), where each table is also held under a lease, so that a live
// process takes over the tables of a dead one. Every save resolves only once it is durable.
import type { AutosaveSink } from '../main/host/autosave';
import type { Journal } from './journal';
import type { TableMeta } from './table';
import type { TableStore } from './table-store';

export interface TablesStore {
  readonly kind: 'folder' | 'redis';
  /** The group commit's batches written and the autosaves in them (the bench reads them). */
  readonly batches: number;
  readonly saves: number;
  /** The table's local folder: its host's userDataDir (settings, finished games' records). */
  dirOf(code: string): string;
  /** Whether a table of this code is kept (a new code is drawn again when it is). */
  exists(code: string): Promise<boolean>;
  /** Keeps a new table's facts and holds it here (a code already taken is refused): false when taken. */
  create(meta: TableMeta): Promise<boolean>;
  /** Writes the table's facts durably; resolves once they are (rejects when they are not: nothing is told). */
  save(meta: TableMeta): Promise<void>;
  /** A table's facts, or null when missing or not a table. */
  load(code: string): Promise<TableMeta | null>;
  /** The codes of the tables kept. */
  codes(): Promise<string[]>;
  /** Closes the table for good: its facts, its saved game and its folder go. */
  remove(code: string): Promise<void>;
  /** Where the table's host writes its autosave; null: its own folder's autosave.json. */
  sink(code: string): AutosaveSink | null;
  /** Before a table is restored here: its folder gets the last durable autosave (Redis), or is left as it is (folder). */
  prepareRestore(code: string): Promise<void>;
  /** This process stops holding the table (its room was closed without removing it). */
  release(code: string): Promise<void>;
  close(): Promise<void>;
}

/** The data folder's store: table.json per table, the autosaves through the group commit (or each host's own file). */
export class FolderStore implements TablesStore {
  readonly kind = 'folder';

  get batches(): number {
    return this.journal?.batches ?? 0;
  }

  get saves(): number {
    return this.journal?.saves ?? 0;
  }

  constructor(
    readonly files: TableStore,
    private readonly journal: Journal | null,
  ) {}

  dirOf(code: string): string {
    return this.files.dirOf(code);
  }

  exists(code: string): Promise<boolean> {
    return Promise.resolve(this.files.exists(code));
  }

  async create(meta: TableMeta): Promise<boolean> {
    if (this.files.exists(meta.code)) return false;
    await this.files.save(meta);
    return true;
  }

  save(meta: TableMeta): Promise<void> {
    return this.files.save(meta);
  }

  load(code: string): Promise<TableMeta | null> {
    return Promise.resolve(this.files.load(code));
  }

  codes(): Promise<string[]> {
    return Promise.resolve(this.files.codes());
  }

  remove(code: string): Promise<void> {
    this.files.remove(code);
    return Promise.resolve();
  }

  sink(code: string): AutosaveSink | null {
    return this.journal?.sink(code) ?? null;
  }

  prepareRestore(): Promise<void> {
    return Promise.resolve();
  }

  release(): Promise<void> {
    return Promise.resolve();
  }

  async close(): Promise<void> {
    await this.journal?.close();
  }
}
