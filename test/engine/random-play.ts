// Random legal play, shared by property tests and the engine benchmark.
import {
  applyAction,
  createGame,
  createRng,
  legalActions,
  pick,
  randomChanceAction,
  seatsThatMayAct,
  type Action,
  type GameState,
  type Rng,
  type RulesSpec,
} from '../../engine/index';

/** One random legal action (a chance action when the dice are due). Challenges are favoured so games end. */
export function randomLegalAction(state: GameState, rng: Rng): Action {
  const chance = randomChanceAction(state, rng);
  if (chance) return chance;
  const seat = pick(rng, seatsThatMayAct(state));
  const legal = legalActions(state, seat);
  const other = legal.filter((a) => a.type !== 'bid');
  if (other.length > 0 && rng() < 0.35) return pick(rng, other);
  const bids = legal.filter((a) => a.type === 'bid');
  if (bids.length === 0) return pick(rng, legal);
  // Prefer low raises, as players do: the cheapest bid of a random face.
  return pick(rng, bids.slice(0, Math.min(bids.length, 8)));
}

export interface PlayedGame {
  readonly states: GameState[];
  readonly actions: Action[];
}

/** Plays a whole game by random legal actions. */
export function playRandomGame(rules: RulesSpec, players: number, rng: Rng, keepStates = true, maxActions = 20_000): PlayedGame {
  let state = createGame({ rules, players });
  const states: GameState[] = keepStates ? [state] : [];
  const actions: Action[] = [];
  while (state.phase !== 'game-over') {
    if (actions.length >= maxActions) throw new Error(`game did not end in ${maxActions} actions`);
    const action = randomLegalAction(state, rng);
    const r = applyAction(state, action);
    if (!r.ok) throw new Error(`legal action refused: ${JSON.stringify(action)} ${r.error.code} ${r.error.message}`);
    state = r.state;
    actions.push(action);
    if (keepStates) states.push(state);
  }
  if (!keepStates) states.push(state);
  return { states, actions };
}

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
