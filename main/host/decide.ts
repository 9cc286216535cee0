// What the bot worker runs: a bot's decision from its view (never the state: ARCHITECTURE.md information hiding).
import { createRng, type SeatAction, type SeatView } from '../../engine/index';
import type { AdaptiveMaestros } from './adaptive-bots';
import { PERSONALITY_IDS, botConfig, decide, isBotLevel, type BotReason, type EndgameShelf, type PersonalityId } from '../../engine/bots/index';

export interface BotRequest {
  readonly id: number;
  readonly seat: number;
  readonly view: SeatView;
  readonly level: string;
  readonly personality: string;
  readonly seed: number;
  /** The game (the session's match) the seat plays in: the worker keeps Maestro's opponent models by it and the seat (issue 41.3). */
  readonly game?: BotGame;
}

/** What names a game to the bot worker (bot-request.ts checks it). */
export interface BotGame {
  readonly id: string;
}

/**
 * What the host tells the bot worker without asking (no reply): a game of the match ended (the seat's last view, its
 * final reveal, for the seat's model), or the match closed (its models are forgotten).
 */
export type BotNotice =
  | { readonly notice: 'game-over'; readonly game: BotGame; readonly seat: number; readonly view: SeatView }
  | { readonly notice: 'forget'; readonly game: BotGame };

export type BotReply =
  | { readonly id: number; readonly action: SeatAction; readonly reason: string; readonly detail?: BotReason }
  | { readonly id: number; readonly error: string };

function personalityOf(name: string): PersonalityId {
  return (PERSONALITY_IDS as readonly string[]).includes(name) ? (name as PersonalityId) : 'balanced';
}

/**
 * The bots module's decision (engine/bots); unknown levels play as `medio`, unknown personalities as `balanced`.
 * `endgame`: the tables Maestro reads, the bot worker's (issue 39.6), null for none.
 */
export function decideForBot(req: BotRequest, endgame: EndgameShelf | null = null, adaptive: AdaptiveMaestros | null = null): { action: SeatAction; reason: string; detail: BotReason } {
  const config = botConfig(isBotLevel(req.level) ? req.level : 'medio', personalityOf(req.personality), endgame);
  const rng = createRng(req.seed);
  // issue 41.3: Maestro in a named game adapts to what the reveals showed of its opponents (adaptive-bots.ts)
  const d = adaptive && req.game && config.level === 'maestro' ? adaptive.decide(req.game.id, req.seat, req.view, rng, config) : decide(req.view, rng, config);
  if (!d.action) throw new Error(`Seat ${req.seat}: the bot chose no action on its turn.`);
  return { action: d.action, reason: d.reason.text, detail: d.reason };
}
