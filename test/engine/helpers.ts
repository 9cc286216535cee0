// Scenario helpers for rule tests: build a game from a record-like description and play actions.
import {
  applyAction,
  createGame,
  type Action,
  type ApplyResult,
  type Direction,
  type GameEvent,
  type GameState,
  type RuleOverrides,
  type PresetId,
  type Resolution,
} from '../../engine/index';

export interface Scenario {
  preset?: PresetId;
  options?: RuleOverrides;
  players?: number;
  start?: { seat: number; direction?: Direction } | null;
}

export function newGame(s: Scenario = {}): GameState {
  const rules = s.options ? { preset: s.preset ?? 'chile', options: s.options } : (s.preset ?? 'chile');
  const start = s.start === null ? undefined : (s.start ?? { seat: 0, direction: 'clockwise' as const });
  return createGame({ rules, players: s.players ?? 3, ...(start ? { start } : {}) });
}

/** Applies every action; throws with the action's index when one is refused. */
export function play(state: GameState, actions: readonly Action[]): { state: GameState; events: GameEvent[] } {
  let s = state;
  const events: GameEvent[] = [];
  actions.forEach((a, i) => {
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`action ${i} ${JSON.stringify(a)} refused: ${r.error.code} ${r.error.message}`);
    s = r.state;
    events.push(...r.events);
  });
  return { state: s, events };
}

/** The refusal of `action` after `actions` (fails the test when it is accepted). */
export function refusal(state: GameState, action: Action): string {
  const r: ApplyResult = applyAction(state, action);
  if (r.ok) throw new Error(`expected ${JSON.stringify(action)} to be refused`);
  return r.error.code;
}

export function accepted(state: GameState, action: Action): GameState {
  const r = applyAction(state, action);
  if (!r.ok) throw new Error(`expected ${JSON.stringify(action)} to be accepted, got ${r.error.code}: ${r.error.message}`);
  return r.state;
}

export function lastResolution(events: readonly GameEvent[]): Resolution {
  const e = [...events].reverse().find((x) => x.type === 'resolution');
  if (!e || e.type !== 'resolution') throw new Error('no resolution');
  return e.resolution;
}

export const roll = (...dice: number[][]): Action => ({ type: 'roll', dice });
export const bid = (seat: number, count: number, face: number): Action => ({ type: 'bid', seat, count, face });
export const dudo = (seat: number): Action => ({ type: 'dudo', seat });
export const calzo = (seat: number): Action => ({ type: 'calzo', seat });
export const mato = (seat: number): Action => ({ type: 'mato', seat });
export const paso = (seat: number): Action => ({ type: 'paso', seat });
export const picado = (seat: number): Action => ({ type: 'picado', seat });
