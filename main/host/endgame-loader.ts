// Reads the endgame tables' files (endgame-format.ts) for the process that plays Maestro: the bot worker, the
// solver's tools and the tests. The main process and the renderer never install it (ARCHITECTURE.md, "Data, not code").
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EndgameTables, EndgameTablesLoader } from '../../engine/solver/tables';
import { decodeCompactEndgameTables, TableFileError } from './endgame-format';

/** The most a table file may weigh before it is read (the largest, liars-dice's 2v2, is about 4 MB). */
export const MAX_TABLE_FILE = 32 << 20;

/** The tables' folder beside the code: assets/solver/ of the repository, from main/host/ (source) or out/main/ (built). */
export function defaultEndgameDir(): string {
  return fileURLToPath(new URL('../../assets/solver/', import.meta.url));
}

/** A family's table file and its 2v2 file (`npm run solve:2v2`; absent where that round is not solved). */
export function endgameFileNames(family: string): { readonly tables: string; readonly table2v2: string } {
  return { tables: `endgame-${family}.dtab`, table2v2: `endgame-${family}-2v2.dtab` };
}

/** A table file's bytes: only a regular file, read with a size cap; MISSING where there is none. */
export function readTableFile(file: string): Buffer {
  let size: number;
  try {
    const st = statSync(file);
    if (!st.isFile()) throw new TableFileError('NOT_A_TABLE_FILE', `${file} is not a regular file`);
    size = st.size;
  } catch (e) {
    if (e instanceof TableFileError) throw e;
    throw new TableFileError('MISSING', `${file} cannot be read (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  if (size > MAX_TABLE_FILE) throw new TableFileError('CORRUPT', `${file} weighs ${size} bytes, over ${MAX_TABLE_FILE}`);
  return readFileSync(file);
}

/** A family's tables from a folder, in the compact form (issue 41; `decode`: another form): its table file, with its 2v2 file's tables where the family file holds no 2v2. */
export function readFamilyTables(dir: string, family: string, decode: (bytes: Uint8Array) => EndgameTables = decodeCompactEndgameTables): EndgameTables {
  const names = endgameFileNames(family);
  const tables = decode(readTableFile(path.join(dir, names.tables)));
  if (tables.tables.some((t) => t.id === '2v2')) return tables; // the game objective's 2v2, scaled by solve
  let extra: EndgameTables;
  try {
    extra = decode(readTableFile(path.join(dir, names.table2v2)));
  } catch (e) {
    if (e instanceof TableFileError && e.code === 'MISSING') return tables; // its 2v2 is not solved
    throw e;
  }
  return { ...tables, tables: [...tables.tables, ...extra.tables] };
}

export interface EndgameFilesLoaderOptions {
  readonly dir?: string;
  /** Where a file that cannot be used is reported (Maestro then plays its look-ahead in those endgames). */
  readonly warn: (message: string) => void;
}

/**
 * The loader of a bot worker's shelf (createEndgameShelf): a damaged or missing file is a warning and no tables,
 * never a crash. A family's files are checked whole when read; each table is built when a decision first reads it.
 */
export function endgameFilesLoader(options: EndgameFilesLoaderOptions): EndgameTablesLoader {
  const dir = options.dir ?? defaultEndgameDir();
  const decode = (bytes: Uint8Array) => decodeCompactEndgameTables(bytes, { deferred: { warn: options.warn } });
  return (family) => {
    try {
      return readFamilyTables(dir, family, decode);
    } catch (e) {
      const why = e instanceof TableFileError ? `${e.code}: ${e.message}` : e instanceof Error ? e.message : String(e);
      options.warn(`the endgame tables of ${family} cannot be used (${why}); Maestro plays its look-ahead in those endgames`);
      return null;
    }
  };
}
