// Seeded randomness for simulations, tests and bots (the app's real dice come from physics or a CSPRNG).
import type { GameState } from './state';
import type { ChanceAction, Face } from './types';

/** A seeded PRNG returning floats in [0, 1) (mulberry32). */
export type Rng = () => number;

export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function randomInt(rng: Rng, n: number): number {
  return Math.floor(rng() * n);
}

export function randomFace(rng: Rng): Face {
  return (1 + randomInt(rng, 6)) as Face;
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  if (items.length === 0) throw new RangeError('pick from an empty list');
  return items[randomInt(rng, items.length)]!;
}

/** The chance action the state waits for (a start roll or a round's roll), with seeded dice; null when a seat must act. */
export function randomChanceAction(state: GameState, rng: Rng): ChanceAction | null {
  if (state.phase === 'start-roll') {
    return { type: 'startRoll', faces: state.players.map((_, s) => (state.startRollers.includes(s) ? randomFace(rng) : null)) };
  }
  if (state.phase === 'roll') {
    return { type: 'roll', dice: state.players.map((p) => (p.out ? [] : Array.from({ length: p.dice }, () => randomFace(rng)))) };
  }
  return null;
}
