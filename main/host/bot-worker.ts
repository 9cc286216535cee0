// The bot worker (worker_threads): decides a bot's action from its own view only, off the main thread. It is the
// one process that reads Maestro's endgame tables (assets/solver/*.dtab) onto its shelf, lazily, the first time a game needs them.
import { parentPort, workerData } from 'node:worker_threads';
import { SOLVED_ROUND_KINDS } from '../../engine/solver/dudo';
import { createEndgameShelf } from '../../engine/solver/tables';
import type { BotWorkerData } from './bots';
import { AdaptiveMaestros } from './adaptive-bots';
import { answerBotNotice, answerBotRequest, isBotNotice } from './bot-request';
import type { BotRequest } from './decide';
import { endgameFilesLoader } from './endgame-loader';
import { buildTablesInTurn } from './table-warmup';
import { isReviewRequest, ReviewWork } from './review-work';

const data = (workerData ?? {}) as BotWorkerData;
// the worker's own shelf of tables, handed to each decision (issue 39.6: no process-wide loader)
const endgame = createEndgameShelf(
  endgameFilesLoader({
    ...(typeof data.endgameTablesDir === 'string' ? { dir: data.endgameTablesDir } : {}),
    // a missing or damaged table file: Maestro plays its look-ahead there, and the log says why
    warn: (message) => console.warn(`[bot worker] ${message}`),
  }),
);

// issue 40: game reviews run here too, a slice at a time (review-work.ts)
const reviews = new ReviewWork((m) => parentPort?.postMessage(m), endgame);
// issue 41.3: Maestro's opponent models, one per game and seat, across the moves of a match (bounded: adaptive-bots.ts)
const adaptive = new AdaptiveMaestros();

parentPort?.on('message', (raw: unknown) => {
  if (isReviewRequest(raw)) {
    reviews.handle(raw);
    return;
  }
  // issue 41.3: a game's end (its final reveal) or a closed match (its models forgotten); no reply
  if (isBotNotice(raw)) {
    const bad = answerBotNotice(raw, adaptive);
    if (bad) console.warn(`[bot worker] ${bad.message}`);
    return;
  }
  if (raw !== null && typeof raw === 'object' && 'warm' in raw) {
    parentPort?.postMessage({ warm: true });
    return;
  }
  const { reply, req } = answerBotRequest(raw, endgame, adaptive);
  parentPort?.postMessage(reply);
  if (!req) return;
  warmFamilyOf(req);
  if (req.level === 'maestro') keepTablesWhileNeeded();
});

/** The tables are let go after this long without a Maestro decision (a game over, or one without Maestro): 10 to 45 MB of heap. */
const TABLES_IDLE_MS = 5 * 60_000;
let idle: NodeJS.Timeout | null = null;
function keepTablesWhileNeeded(): void {
  if (idle) clearTimeout(idle);
  idle = setTimeout(() => {
    endgame.release();
    warmed.clear();
  }, TABLES_IDLE_MS);
  idle.unref();
}

/**
 * The tables of the rules family a game plays: read once, right after the worker answers the first request of a
 * game with these rules (and only where a Maestro plays), then built one a turn, so no later decision waits for the family.
 */
const warmed = new Set<string>();
function warmFamilyOf(req: BotRequest): void {
  const view = req.view as Partial<BotRequest['view']> | undefined;
  if (req.level !== 'maestro' || !view?.options || typeof view.startingTotal !== 'number') return;
  const key = `${JSON.stringify(view.options)}|${view.startingTotal}`;
  if (warmed.has(key)) return;
  warmed.add(key);
  const { options, startingTotal } = view;
  setImmediate(() => {
    // the normal round's tables, and those of the rules' palifico, obligar (open, closed) or blind rounds where they
    // have them: checked now, each built on a turn of its own (table-warmup.ts)
    void buildTablesInTurn(SOLVED_ROUND_KINDS.map((round) => endgame.tablesFor(options, startingTotal, round)));
  });
}
