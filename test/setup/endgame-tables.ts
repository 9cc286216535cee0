// The repository's endgame tables (assets/solver/*.dtab) for tests and benchmarks that play Maestro in their own
// process, as the bot worker reads them: a shelf each test hands to the bots it makes (issue 39.6: no process-wide
// loader). A file that cannot be read fails loudly here (the fallback is tested apart).
import { createEndgameShelf } from '../../engine/solver/tables';
import { endgameFilesLoader } from '../../main/host/endgame-loader';

export const repoEndgame = createEndgameShelf(
  endgameFilesLoader({
    warn: (message) => {
      throw new Error(message);
    },
  }),
);
