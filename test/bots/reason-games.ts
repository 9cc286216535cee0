// Bot reasons from whole games between bots on varied tables (the "why?" tests of the engine and the UI).
import type { RulesSpec } from '../../engine/index';
import { botConfig, decide, type BotLevel, type BotReason } from '../../engine/bots/index';
import { playGame } from './play';
import { repoEndgame } from '../setup/endgame-tables';

export interface ReasonTable {
  readonly rules: RulesSpec;
  readonly levels: readonly BotLevel[];
}

/** Tables where every level speaks, and paso, picado, mato, salsa, obligar, direction and Maestro's endgames come up. */
export const REASON_TABLES: readonly ReasonTable[] = [
  { rules: 'chile', levels: ['novato', 'medio', 'simple'] },
  { rules: { preset: 'chile-variantes', options: { obligarEveryTime: true, dicePerPlayer: 2 } }, levels: ['novato', 'medio', 'maestro'] },
  { rules: { preset: 'francia', options: { salsa: true, direction: 'starter-chooses' } }, levels: ['medio', 'novato', 'simple'] },
  { rules: 'chile', levels: ['maestro', 'medio'] },
  { rules: 'colombia', levels: ['experto', 'novato', 'medio'] },
];

/** Every reason given in one game (light Monte Carlo: the same code paths, quicker). */
export function reasonsOfGame(table: ReasonTable, seed: number, maxActions = 300): BotReason[] {
  const out: BotReason[] = [];
  const players = table.levels.map((level) => {
    const config = { ...botConfig(level, 'balanced', repoEndgame), samples: Math.min(botConfig(level, 'balanced', repoEndgame).samples, 80), rollouts: Math.min(botConfig(level, 'balanced', repoEndgame).rollouts, 6) };
    return { decide: (view: Parameters<typeof decide>[0], rng: () => number) => decide(view, rng, config) };
  });
  playGame({ rules: table.rules, players, dealSeed: seed, botSeed: seed + 1, maxActions, onDecision: (_s, _ms, _v, d) => out.push(d.reason) });
  return out;
}
