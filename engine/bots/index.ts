// The bots' registry (issue 4): createBot(level, personality) and decide(view, rng, config).
// The bots' public surface (issue 39.5): the renderer and the host import the bots only from here.
// A bot sees only its seat's view (ARCHITECTURE.md, information hiding), never the game state.
import type { Rng, SeatView } from '../index';
import type { EndgameShelf } from '../solver/tables';
import { createAdaptiveBot, type AdaptiveBot, type AdaptiveOptions } from './adapt';
import { decideExperto, decideMaestro, decideMedio, decideNovato, decideSetup, decideSimple, modelsWithBluffer } from './levels';
import { BOT_LEVELS, PERSONALITIES, PERSONALITY_IDS, type BotConfig, type BotDecision, type BotLevel, type Personality, type PersonalityId } from './types';

export * from './types';
export * from './reasons';
export { binomialPmf, binomialTail, exactOf, faceChance, countsFor, tailOf, type CountDist } from './odds';
export type { HandFacts } from './handFacts';
export { readTable, type TableRead } from './table';
export { bidStrength } from './strength';
export { adaptWeights, createAdaptiveBot, emptyProfile, observeRound, posterior, ADAPT, type AdaptiveBot, type AdaptWeights, type OpponentProfile } from './adapt';
export { createEndgameShelf, loadEndgameTables, type EndgameShelf, type EndgameTables, type EndgameTablesLoader } from '../solver/tables';

/** Monte Carlo worlds per decision: Experto and Maestro (count-budgeted, so play is reproducible). */
const SAMPLES: { readonly [K in BotLevel]: number } = { novato: 0, medio: 0, simple: 0, experto: 400, maestro: 600 };
/** Rollouts of the round per candidate action at tables of three or more, and bids shortlisted for them. */
const ROLLOUTS: { readonly [K in BotLevel]: number } = { novato: 0, medio: 0, simple: 0, experto: 24, maestro: 32 };
const SHORTLIST: { readonly [K in BotLevel]: number } = { novato: 0, medio: 0, simple: 0, experto: 4, maestro: 5 };

export interface Bot {
  readonly config: BotConfig;
  decide(view: SeatView, rng: Rng): BotDecision;
}

export function isBotLevel(x: unknown): x is BotLevel {
  return typeof x === 'string' && (BOT_LEVELS as readonly string[]).includes(x);
}

export function isPersonalityId(x: unknown): x is PersonalityId {
  return typeof x === 'string' && (PERSONALITY_IDS as readonly string[]).includes(x);
}

/** A bot's settings; `endgame`: the tables Maestro reads (issue 39.6: handed in, no process-wide loader), null for none. */
export function botConfig(level: BotLevel, personality: Personality | PersonalityId = 'balanced', endgame: EndgameShelf | null = null): BotConfig {
  const p = typeof personality === 'string' ? PERSONALITIES[personality] : personality;
  return { level, personality: p, samples: SAMPLES[level], rollouts: ROLLOUTS[level], shortlist: SHORTLIST[level], endgame };
}

export function createBot(level: BotLevel, personality: Personality | PersonalityId = 'balanced', endgame: EndgameShelf | null = null): Bot {
  const config = botConfig(level, personality, endgame);
  return { config, decide: (view, rng) => decide(view, rng, config) };
}

/** Maestro adapting to its opponents across a match (issue 41.3, adapt.ts): the instance keeps their profiles. */
export function createAdaptiveMaestro(endgame: EndgameShelf | null = null, options: AdaptiveOptions = {}): AdaptiveBot & { readonly config: BotConfig } {
  const config = botConfig('maestro', 'balanced', endgame);
  return { config, ...createAdaptiveBot((view, rng) => decide(view, rng, config), { ...maestroReads(() => config), ...options }) };
}

/**
 * What an adaptive Maestro plays its reads of an opponent with (adapt.ts): its look-ahead without tables (honestRead)
 * and its decision reading bids as possible bluffs (bluffRead); `config` is read at each decision.
 */
export function maestroReads(config: () => BotConfig): Pick<AdaptiveOptions, 'lookahead' | 'bluffAware'> {
  return {
    lookahead: (view, rng) => decide(view, rng, { ...config(), endgame: null }),
    bluffAware: (view, rng, bluffer) => decideReadingBluffs(view, rng, config(), bluffer),
  };
}

/** Maestro's decision with a bluffer of prior share `bluffer` among its look-ahead's opponent models (adapt.ts bluffRead); other levels decide as ever. */
export function decideReadingBluffs(view: SeatView, rng: Rng, config: BotConfig, bluffer: number): BotDecision {
  if (config.level !== 'maestro' || view.phase !== 'bidding' || view.current === null || view.seat === null || view.legal.length === 0) return decide(view, rng, config);
  return decideMaestro(view, rng, config, modelsWithBluffer(bluffer));
}

/**
 * A bot's decision from its seat's view. Synchronous and pure but for the Rng it draws from.
 * Throws only when the view offers the seat nothing to do (a host error).
 */
export function decide(view: SeatView, rng: Rng, config: BotConfig): BotDecision {
  if (view.seat === null) throw new Error('A bot decides for a seat; this is the public view.');
  if (view.legal.length === 0) throw new Error(`Seat ${view.seat} has nothing to decide now (phase ${view.phase}).`);
  const setup = decideSetup(view, rng, config);
  if (setup) return setup;
  if (view.phase !== 'bidding' || view.current === null) throw new Error(`No bot decision in phase ${view.phase}.`);
  switch (config.level) {
    case 'simple':
      return decideSimple(view);
    case 'novato':
      return decideNovato(view, rng, config);
    case 'medio':
      return decideMedio(view, rng, config);
    case 'experto':
      return decideExperto(view, rng, config);
    case 'maestro':
      return decideMaestro(view, rng, config);
  }
}
