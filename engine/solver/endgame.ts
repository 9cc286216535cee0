// Two-player endgames of our Dudo rules, solved for an objective (EndgameObjective): the round (±1 for the
// round won or lost, one CFR+ solve per state) or the game (value iteration over the dice-count states
// (m, o), starter m dice, responder o dice: W(m, o) is the starter's value of the match from a normal round
// in that state, each round solved with terminal payoffs W of the state it leads to).
import type { CfrSolver, Policy } from './cfr';
import { dudoRoundGame, heldDice, mayCalzoHeadsUp, type EndgameRules, type SolvedRoundKind } from './dudo';
import type { RoundPayoffs } from './game';
import { solveGame, type SolveReport } from './solve';

export type DiceState = readonly [starter: number, responder: number];

/**
 * What the tables maximise. 'round': the round itself, +1 won and −1 lost, where the round is lost by
 * losing a die (R-DUDO, or a wrong calzo: R-CALZO) and won by the opponent losing one or by one's own won
 * calzo (R-CALZO: the caller gains a die; the opponent loses nothing, but the round counts as won by the
 * caller, as the bench scores it). 'game': the chance to win the game, W of the state each outcome leads to.
 */
export type EndgameObjective = 'round' | 'game';

export const ENDGAME_OBJECTIVES: readonly EndgameObjective[] = ['round', 'game'];

/**
 * Terminal payoffs of the round objective, to the starter (player 0): a player losing a die loses the
 * round (R-DUDO, R-CALZO), a player winning a calzo wins it (R-CALZO); 0 where calzo is never legal.
 */
export function roundObjectivePayoffs(rules: EndgameRules, [m, o]: DiceState): RoundPayoffs {
  const calzo = (mine: number): boolean => mayCalzoHeadsUp(rules, mine, m + o);
  return { loss: [-1, 1], gain: [calzo(m) ? 1 : 0, calzo(o) ? -1 : 0] };
}

export function stateId([m, o]: DiceState): string {
  return `${m}v${o}`;
}

/** Values of the states, to the starter; a player with no dice has lost (R-OUT): −1 / +1. */
export type StateValues = Map<string, number>;

/**
 * The estimate of states outside the solved ones (a won calzo can lead there when calzo is always
 * allowed): a die race where the round's starter loses the round with probability `starterLoss` whatever
 * the counts, the loser starting the next round (R-NEXT), calzo ignored. Solved states keep their values.
 */
export interface OutsideEstimate {
  readonly starterLoss: number;
}

function valueOf(values: StateValues, m: number, o: number, outside?: OutsideEstimate): number {
  if (m === 0) return -1; // R-OUT: the starter has lost the game
  if (o === 0) return 1;
  const v = values.get(stateId([m, o]));
  if (v !== undefined) return v;
  if (!outside) throw new Error(`no value for the state ${m}v${o}`);
  return dieRaceValue(values, m, o, outside);
}

/** W(m, o) of the die race (OutsideEstimate): the starter loses a die and starts again, or the responder does. */
export function dieRaceValue(values: StateValues, m: number, o: number, outside: OutsideEstimate): number {
  const q = outside.starterLoss;
  return q * valueOf(values, m - 1, o, outside) - (1 - q) * valueOf(values, o - 1, m, outside);
}

/** The die race's starter loss q fitted to a solved 1v1 value: W(1, 1) = 1 − 2q. */
export function starterLossOf(w11: number): number {
  return (1 - w11) / 2;
}

/**
 * Terminal payoffs of the round in state (m, o), to the starter. R-NEXT (lost-or-gained, and in a
 * two-player round calzo-caller-else-loser alike): whoever lost or gained a die starts the next round.
 * R-CALZO: a won calzo gains a die (R-RESERVE: never beyond the states solved; checked).
 */
export function endgamePayoffs(rules: EndgameRules, values: StateValues, [m, o]: DiceState, maxDice: number, outside?: OutsideEstimate): RoundPayoffs {
  const gainOf = (mine: number, theirs: number): number => {
    if (!mayCalzoHeadsUp(rules, mine, m + o)) return 0; // never reached
    if (mine >= rules.options.dicePerPlayer) throw new Error(`a calzo in ${m}v${o} would give a reserve die (R-RESERVE), not modelled`);
    if (mine + 1 > maxDice && !outside) throw new Error(`a calzo in ${m}v${o} leads outside the solved states (max ${maxDice} dice)`);
    return valueOf(values, mine + 1, theirs, outside);
  };
  const minus = (x: number): number => (x === 0 ? 0 : -x);
  return {
    loss: [valueOf(values, m - 1, o, outside), minus(valueOf(values, o - 1, m, outside))],
    gain: [gainOf(m, o), minus(gainOf(o, m))],
  };
}

export interface EndgameSolveConfig {
  readonly rules: EndgameRules;
  /** 'round': each state solved once with ±1 payoffs (no values needed); 'game': value iteration over W. */
  readonly objective: EndgameObjective;
  /** The kind of round solved (absent: normal); its states are the hands each player sees (dudoRoundGame). Palifico and obligar rounds are solved for the round objective only. */
  readonly round?: SolvedRoundKind;
  /** States solved by CFR+, in the order they are solved each round. */
  readonly states: readonly DiceState[];
  /**
   * States the payoffs need but that are not solved here, m = o and without calzo (so their round is the
   * ±1 round scaled by −W(m−1, m)): their value is `unit` × −W(m−1, m), with `unit` the ±1 round's value.
   */
  readonly scaled?: readonly { readonly state: DiceState; readonly unit: number }[];
  readonly maxDice: number;
  /**
   * Values of states neither solved nor scaled (where a won calzo may lead): the die race, its starter loss
   * fitted to W(1, 1) as it is solved when `fitted`, else fixed. Without it such a state is an error.
   */
  readonly outside?: { readonly fitted: boolean; readonly starterLoss: number };
  /** NashConv target of the published tables (the final pass). */
  readonly target: number;
  /** Looser NashConv target while the values still move (the sweeps). */
  readonly sweepTarget: number;
  readonly maxIterations: number;
  /** Stop value iteration when no state value moves more than this. */
  readonly tolerance: number;
  readonly maxSweeps: number;
  readonly log?: (line: string) => void;
}

export interface SolvedEndgame {
  readonly state: DiceState;
  readonly solver: CfrSolver;
  readonly policy: Policy;
  /** `report.iterations` counts the final pass (its average); this counts every pass since the cold start. */
  readonly report: SolveReport;
  readonly totalIterations: number;
  readonly payoffs: RoundPayoffs;
}

/**
 * Solves the states for the objective: 'game' sweeps value iteration until W settles, then a final pass;
 * 'round' only the final pass (±1 payoffs need no values). `values` holds each state's solved value (W for
 * 'game', the round's value for 'round'); `sweeps` is 0 for 'round'.
 */
export function solveEndgames(c: EndgameSolveConfig): { solved: SolvedEndgame[]; values: StateValues; sweeps: number } {
  if (c.objective === 'round') return solveRoundObjective(c);
  // the states a palifico round leads to are normal rounds: their W is not in this value iteration
  if ((c.round ?? 'normal') !== 'normal') throw new Error(`a ${c.round} round is solved for the round objective only`);
  const values: StateValues = new Map();
  for (const s of c.states) values.set(stateId(s), 0);
  const rescale = (): void => {
    for (const { state, unit } of c.scaled ?? []) values.set(stateId(state), unit * -valueOf(values, state[0] - 1, state[1]));
  };
  rescale();
  const outsideNow = (): OutsideEstimate | undefined => {
    if (!c.outside) return undefined;
    const w11 = values.get('1v1');
    return { starterLoss: c.outside.fitted && w11 !== undefined && w11 !== 0 ? starterLossOf(w11) : c.outside.starterLoss };
  };
  const solvers = new Map<string, CfrSolver>();
  const millis = new Map<string, number>();
  const iterations = new Map<string, number>();
  // Solves state s with the current values; a solver met before keeps its regrets (warm start) but restarts its average.
  const solveState = (s: DiceState, target: number): SolvedEndgame => {
    const id = stateId(s);
    const payoffs = endgamePayoffs(c.rules, values, s, c.maxDice, outsideNow());
    const warm = solvers.get(id);
    if (warm) {
      warm.payoffs = payoffs;
      warm.resetAverage();
    }
    const spec = dudoRoundGame(c.rules, s, payoffs, id);
    const { solver, policy, report } = solveGame(spec, { target, maxIterations: c.maxIterations, ...(warm ? { warm } : {}) });
    solvers.set(id, solver);
    const total = (millis.get(id) ?? 0) + report.millis;
    millis.set(id, total);
    const ran = (iterations.get(id) ?? 0) + report.iterations;
    iterations.set(id, ran);
    c.log?.(`${id}: value ${report.value.toFixed(6)} nashConv ${report.nashConv.toExponential(2)} iterations ${report.iterations}`);
    return { state: s, solver, policy, report: { ...report, millis: total }, totalIterations: ran, payoffs };
  };
  let sweeps = 0;
  for (;;) {
    sweeps++;
    let moved = 0;
    for (const s of c.states) {
      const { report } = solveState(s, c.sweepTarget);
      moved = Math.max(moved, Math.abs(report.value - values.get(stateId(s))!));
      values.set(stateId(s), report.value);
      rescale();
    }
    c.log?.(`sweep ${sweeps}: values moved at most ${moved.toExponential(2)}`);
    if (moved < c.tolerance || sweeps >= c.maxSweeps) break;
  }
  // The final pass: every table is solved and measured against the payoffs it is published with.
  const solved = c.states.map((s) => solveState(s, c.target));
  return { solved, values, sweeps };
}

/** The round objective: each state solved once to the target with ±1 payoffs (roundObjectivePayoffs). */
function solveRoundObjective(c: EndgameSolveConfig): { solved: SolvedEndgame[]; values: StateValues; sweeps: number } {
  const values: StateValues = new Map();
  const solved = c.states.map((s): SolvedEndgame => {
    const id = stateId(s);
    const payoffs = roundObjectivePayoffs(c.rules, heldDice(s, c.round ?? 'normal')); // calzo by the dice each player holds
    const { solver, policy, report } = solveGame(dudoRoundGame(c.rules, s, payoffs, id, c.round), { target: c.target, maxIterations: c.maxIterations });
    c.log?.(`${id}: round value ${report.value.toFixed(6)} nashConv ${report.nashConv.toExponential(2)} iterations ${report.iterations}`);
    values.set(id, report.value);
    return { state: s, solver, policy, report, totalIterations: report.iterations, payoffs };
  });
  return { solved, values, sweeps: 0 };
}
