// Seeded positions and the moves a level makes there, as one string: a pinned fingerprint shows that a change
// elsewhere left that level's play alone (test/bots/fulltable.test.ts).
import {
  applyAction,
  createGame,
  createRng,
  legalActions,
  randomChanceAction,
  seatsThatMayAct,
  viewFor,
  type Action,
  type GameState,
  type RulesSpec,
  type SeatAction,
} from '../../engine/index';
import { botConfig, decide, type BotLevel } from '../../engine/bots/index';

/** A state reached by random legal play (bids favoured, so rounds last), ending on a decision. */
export function randomState(rules: RulesSpec, players: number, seed: number, steps: number): GameState {
  const rng = createRng(seed);
  let state = createGame({ rules, players });
  for (let i = 0; i < steps && state.phase !== 'game-over'; i++) {
    let action: Action | null = randomChanceAction(state, rng);
    if (!action) {
      const seats = seatsThatMayAct(state);
      const seat = seats[Math.floor(rng() * seats.length)]!;
      const legal = legalActions(state, seat);
      const bids = legal.filter((a) => a.type === 'bid');
      const pool = bids.length > 0 && rng() < 0.85 ? bids.slice(0, Math.max(1, Math.ceil(bids.length / 4))) : legal;
      action = pool[Math.floor(rng() * pool.length)]!;
    }
    const r = applyAction(state, action);
    if (!r.ok) throw new Error(`random play refused: ${r.error.code}`);
    state = r.state;
  }
  for (let c = randomChanceAction(state, rng); c; c = randomChanceAction(state, rng)) {
    const r = applyAction(state, c);
    if (!r.ok) throw new Error(`random dice refused: ${r.error.code}`);
    state = r.state;
  }
  return state;
}

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
  return ps.map(({ state, seat }, i) => keyOf(decide(viewFor(state, seat), createRng(1000 + i), botConfig(level)).action)).join(' ');
}
