// Maestro adapting in play (issue 41.3): the bot worker keeps one adaptive Maestro (engine/bots/adapt.ts) per game and
// seat, so that its opponent models grow from each reveal across the match (a game's final reveal comes with the
// host's game-over notice). Forgotten when the host closes the match; bounded besides: a game not heard of for
// `idleMs` is forgotten, and at most `maxGames` games are kept (the least recently heard of goes first).
import type { Rng, Seat, SeatView } from '../../engine/index';
import { adaptWeights, createAdaptiveBot, decide, maestroReads, type AdaptiveBot, type AdaptWeights, type BotConfig, type BotDecision, type OpponentProfile } from '../../engine/bots/index';

/** The most games whose models the worker keeps (a desktop plays one; an online server's pool a few dozen tables). */
export const ADAPTIVE_GAMES_MAX = 64;
/** A game not heard of for this long is forgotten: 30 min (a person may pause between games of a match). */
export const ADAPTIVE_IDLE_MS = 30 * 60_000;

export interface AdaptiveMaestrosOptions {
  readonly maxGames?: number;
  readonly idleMs?: number;
  readonly now?: () => number;
}

interface SeatBot {
  config: BotConfig;
  readonly bot: AdaptiveBot;
}

interface GameBots {
  readonly seats: Map<Seat, SeatBot>;
  last: number;
}

export class AdaptiveMaestros {
  /** In the order last heard of (a game heard of again moves to the end). */
  private readonly games = new Map<string, GameBots>();
  private readonly maxGames: number;
  private readonly idleMs: number;
  private readonly now: () => number;

  constructor(o: AdaptiveMaestrosOptions = {}) {
    this.maxGames = Math.max(1, o.maxGames ?? ADAPTIVE_GAMES_MAX);
    this.idleMs = o.idleMs ?? ADAPTIVE_IDLE_MS;
    this.now = o.now ?? Date.now;
  }

  /** Maestro's decision for `seat` of game `gameId` (config: its level's, Maestro's), adapted within ADAPT.cap. */
  decide(gameId: string, seat: Seat, view: SeatView, rng: Rng, config: BotConfig): BotDecision {
    const game = this.touch(gameId);
    let s = game.seats.get(seat);
    if (!s) {
      const made: SeatBot = { config, bot: createAdaptiveBot((v, r) => decide(v, r, made.config), maestroReads(() => made.config)) };
      game.seats.set(seat, made);
      s = made;
    }
    s.config = config;
    return s.bot.decide(view, rng);
  }

  /** What `seat` of the game has learnt of `opponent` (null: no model of that game and seat). */
  profile(gameId: string, seat: Seat, opponent: Seat): OpponentProfile | null {
    return this.games.get(gameId)?.seats.get(seat)?.bot.profile(String(opponent)) ?? null;
  }

  /** How far `seat` adapts to `opponent` now: ε per leak (where no solved table plays). */
  weights(gameId: string, seat: Seat, opponent: Seat): AdaptWeights | null {
    const p = this.profile(gameId, seat, opponent);
    return p ? adaptWeights(p) : null;
  }

  /** The game ended: each of its Maestros reads the final reveal from its seat's last view (no later request carries it). */
  endGame(gameId: string, seat: Seat, view: SeatView): void {
    this.games.get(gameId)?.seats.get(seat)?.bot.endGame(view);
  }

  /** Forgets a game's models (its match closed, or a reset on request). */
  forget(gameId: string): void {
    this.games.delete(gameId);
  }

  /** The games whose models are kept. */
  get size(): number {
    return this.games.size;
  }

  private touch(gameId: string): GameBots {
    const now = this.now();
    for (const [id, g] of this.games) {
      if (now - g.last < this.idleMs) break; // the rest were heard of later
      this.games.delete(id);
    }
    const game = this.games.get(gameId) ?? { seats: new Map<Seat, SeatBot>(), last: now };
    this.games.delete(gameId);
    game.last = now;
    this.games.set(gameId, game);
    while (this.games.size > this.maxGames) this.games.delete(this.games.keys().next().value!);
    return game;
  }
}
