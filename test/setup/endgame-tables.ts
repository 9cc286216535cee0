// The repository's endgame tables (assets/solver/*.dtab) for tests and benchmarks that play Maestro in their own
// process, as the bot worker reads them: a shelf each test hands to the bots it makes (issue 39.6: no process-wide
// loader). A file that cannot be read fails loudly here (the fallback is tested apart).
import { createEndgameShelf, type EndgameShelf, type EndgameTable } from '../../engine/solver/tables';
import { endgameFilesLoader } from '../../main/host/endgame-loader';

const repoLoader = endgameFilesLoader({
  warn: (message) => {
    throw new Error(message);
  },
});

export const repoEndgame = createEndgameShelf(repoLoader);

/** The repository's tables, only those `keep` keeps (a bench's "before" Maestro: e.g. without the recall tables). */
export const repoShelfKeeping = (keep: (t: EndgameTable) => boolean): EndgameShelf =>
  createEndgameShelf((id) => {
    const t = repoLoader(id);
    return t && { ...t, tables: t.tables.filter(keep) };
  });

/** Maestro's full-round tables only, no recall table (issue 41: Maestro before its heads-up work beyond 2v2). */
export const noRecallShelf = (): EndgameShelf => repoShelfKeeping((t) => t.recall === undefined);
