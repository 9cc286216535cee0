// The bot worker (worker_threads): decides a bot's action from its own view only, off the main thread.
import { parentPort } from 'node:worker_threads';
import { SOLVED_ROUND_KINDS } from '../../engine/solver/dudo';
import { defaultEndgameTables, endgameTablesFor } from '../../engine/solver/tables';
import { decideForBot, type BotRequest, type BotReply } from './decide';

parentPort?.on('message', (req: BotRequest | { warm: true }) => {
  if ('warm' in req) {
    parentPort?.postMessage({ warm: true });
    // Maestro's endgame tables (3.6 MB, about 0.5 s to parse and validate) load now, not at its first decision;
    // should they be invalid, the worker lives on and that decision fails alone (the host plays the safe move).
    setImmediate(() => {
      try {
        defaultEndgameTables();
      } catch {
        // reported by the decision that needs them
      }
    });
    return;
  }
  let reply: BotReply;
  try {
    reply = { id: req.id, ...decideForBot(req) };
  } catch (e) {
    reply = { id: req.id, error: e instanceof Error ? e.message : String(e) };
  }
  parentPort?.postMessage(reply);
  warmFamilyOf(req);
});

/**
 * The tables of the rules family a game plays (issue 14: not only chile's): parsed once, right after the worker
 * answers the first request of a game with these rules, so no decision waits for them later.
 */
const warmed = new Set<string>();
function warmFamilyOf(req: BotRequest): void {
  const view = req.view as Partial<BotRequest['view']> | undefined;
  if (!view?.options || typeof view.startingTotal !== 'number') return;
  const key = `${JSON.stringify(view.options)}|${view.startingTotal}`;
  if (warmed.has(key)) return;
  warmed.add(key);
  const { options, startingTotal } = view;
  setImmediate(() => {
    try {
      // the normal round's tables, and those of the rules' palifico, obligar (open, closed) or blind rounds where they have them
      for (const round of SOLVED_ROUND_KINDS) endgameTablesFor(options, startingTotal, round);
    } catch {
      // reported by the decision that needs them
    }
  });
}
