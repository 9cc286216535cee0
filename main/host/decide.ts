// What the bot worker runs: a bot's decision from its view (never the state: ARCHITECTURE.md information hiding).
import { createRng, type SeatAction, type SeatView } from '../../engine/index';
import { safeAction } from './safe-action';

export interface BotRequest {
  readonly id: number;
  readonly seat: number;
  readonly view: SeatView;
  readonly level: string;
  readonly personality: string;
  readonly seed: number;
}

export type BotReply =
  | { readonly id: number; readonly action: SeatAction; readonly reason: string }
  | { readonly id: number; readonly error: string };

/** The decision; the fallback bot until engine/bots lands: the safe legal action. */
export function decideForBot(req: BotRequest): { action: SeatAction; reason: string } {
  createRng(req.seed);
  const action = safeAction(req.view);
  if (!action) throw new Error(`Seat ${req.seat} has no legal action.`);
  return { action, reason: 'fallback bot: dudo when allowed, else the lowest legal bid' };
}
