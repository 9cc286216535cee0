// The repository's endgame tables (assets/solver/*.dtab) for tests and benchmarks that play Maestro in their own
// process, as the bot worker reads them. A file that cannot be read fails loudly here (the fallback is tested apart).
import { installEndgameTablesLoader } from '../../engine/solver/tables';
import { endgameFilesLoader } from '../../main/host/endgame-loader';

installEndgameTablesLoader(
  endgameFilesLoader({
    warn: (message) => {
      throw new Error(message);
    },
  }),
);
