// Seeded positions and the moves a level makes there, as one string: a pinned fingerprint shows that a change
// elsewhere left that level's play alone (test/bots/fulltable.test.ts).
import { createRng, viewFor, type GameState, type SeatAction } from '../../engine/index';
import { botConfig, decide, type BotLevel } from '../../engine/bots/index';

import { randomState } from '../engine/random-play';
import { repoEndgame } from '../setup/endgame-tables';

export { randomState };

export const keyOf = (a: SeatAction | null): string => (a === null ? '-' : a.type === 'bid' ? `${a.count}x${a.face}` : a.type);

const PRESETS = ['chile', 'perudo', 'liars-dice'] as const;

/** Bidding positions, the seat to act: `count` seeds, players drawn from `players`. */
export function positions(count: number, players: readonly number[]): { state: GameState; seat: number }[] {
  const out: { state: GameState; seat: number }[] = [];
  for (let seed = 1; out.length < count && seed < count * 20; seed++) {
    const state = randomState(PRESETS[seed % PRESETS.length]!, players[seed % players.length]!, seed * 7919, 4 + ((seed * 13) % 24));
    if (state.phase === 'bidding' && state.toAct !== null) out.push({ state, seat: state.toAct });
  }
  return out;
}

/** The level's moves (its real config) at the positions, each from a seeded Rng. */
export function fingerprint(level: BotLevel, ps: readonly { state: GameState; seat: number }[]): string {
  return ps.map(({ state, seat }, i) => keyOf(decide(viewFor(state, seat), createRng(1000 + i), botConfig(level, 'balanced', repoEndgame)).action)).join(' ');
}
