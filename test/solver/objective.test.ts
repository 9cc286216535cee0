// The objective of the endgame tables (issue 14): 'round' scores the round itself (+1 won, −1 lost: R-DUDO,
// R-CALZO), 'game' the chance to win the game (W of the state reached). The shipped tables are the round's;
// where a round has no calzo its two objectives are an affine map of each other, so they share the
// equilibrium; with calzo (chile 1v1) they do not, which is why the round objective changes the play.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, resolveRules, type Face, type GameEvent, type PresetId } from '../../engine/index';
import { CfrSolver, type Policy } from '../../engine/solver/cfr';
import { dudoRoundGame, type EndgameRules } from '../../engine/solver/dudo';
import { endgamePayoffs, roundObjectivePayoffs, solveEndgames, type DiceState, type EndgameObjective } from '../../engine/solver/endgame';
import { ENDGAME_FAMILIES } from '../../engine/solver/families';
import type { RoundPayoffs } from '../../engine/solver/game';
import { endgameState } from './helpers';
import { repoEndgame } from '../setup/endgame-tables';

const rulesOf = (preset: PresetId): EndgameRules => {
  const options = resolveRules(preset);
  return { options, startingTotal: 2 * options.dicePerPlayer };
};

const face = fc.integer({ min: 1, max: 6 }).map((f) => f as Face);
const hands = fc.tuple(fc.integer({ min: 1, max: 2 }), fc.integer({ min: 1, max: 2 })).chain(([a, b]) =>
  fc.tuple(fc.array(face, { minLength: a, maxLength: a }), fc.array(face, { minLength: b, maxLength: b })),
);

/** CFR+ for `iterations` from a cold start; the average policy and its value to the starter. */
function solveFor(rules: EndgameRules, state: DiceState, payoffs: RoundPayoffs, iterations: number): { solver: CfrSolver; policy: Policy; value: number; nashConv: number } {
  const solver = new CfrSolver(dudoRoundGame(rules, state, payoffs, 't'));
  solver.run(iterations);
  const policy = solver.averagePolicy();
  return { solver, policy, value: solver.value(policy), nashConv: solver.nashConv(policy) };
}

function maxDifference(a: Policy, b: Policy): number {
  let d = 0;
  for (const p of [0, 1] as const) for (let k = 0; k < a.probs[p].length; k++) d = Math.max(d, Math.abs(a.probs[p][k]! - b.probs[p][k]!));
  return d;
}

describe('the endgame objective (round or game)', () => {
  it('R-DUDO, R-CALZO: the round objective pays ±1 by who lost the round; a won calzo wins it for the caller, a lost one loses it', () => {
    const chile = rulesOf('chile');
    // 1v1 chile: both hold one die, so both may call calzo (R-CALZO-WHEN).
    expect(roundObjectivePayoffs(chile, [1, 1])).toEqual({ loss: [-1, 1], gain: [1, -1] });
    // 1v2 chile: 3 dice in play < 5 and the responder holds two: only the starter may call calzo.
    expect(roundObjectivePayoffs(chile, [1, 2])).toEqual({ loss: [-1, 1], gain: [1, 0] });
    // 2v2 chile: nobody may call calzo, the ±1 round of solve:2v2.
    expect(roundObjectivePayoffs(chile, [2, 2])).toEqual({ loss: [-1, 1], gain: [0, 0] });
    // liars-dice: no calzo at all (O-CALZO off); colombia: calzo always (R-CALZO-WHEN).
    expect(roundObjectivePayoffs(rulesOf('liars-dice'), [2, 1])).toEqual({ loss: [-1, 1], gain: [0, 0] });
    expect(roundObjectivePayoffs(rulesOf('colombia'), [2, 1])).toEqual({ loss: [-1, 1], gain: [1, -1] });
  });

  it('R-DUDO, R-CALZO: the payoff of every challenge the engine resolves is +1 exactly when the starter won the round as the bench scores it', () => {
    for (const preset of ['chile', 'colombia', 'francia'] as const) {
      const rules = rulesOf(preset);
      fc.assert(
        fc.property(hands, fc.nat(), fc.boolean(), ([h0, h1], pick, calzo) => {
          const payoffs = roundObjectivePayoffs(rules, [h0.length, h1.length]);
          const spec = dudoRoundGame(rules, [h0.length, h1.length], payoffs, 't');
          const raises = spec.raises(null, 0);
          const bid = spec.bids[raises[pick % raises.length]!]!;
          let r = applyAction(endgameState(h0, h1, preset), { type: 'bid', seat: 0, count: bid.count, face: bid.face as Face });
          if (!r.ok) throw new Error(r.error.message);
          const useCalzo = calzo && spec.mayCalzo(1);
          r = applyAction(r.state, { type: useCalzo ? 'calzo' : 'dudo', seat: 1 });
          if (!r.ok) throw new Error(r.error.message);
          const res = r.events.find((e: GameEvent) => e.type === 'resolution');
          if (!res || res.type !== 'resolution') throw new Error('no resolution');
          const { loser, gainer } = res.resolution;
          // The bench's round: won by the seat that is not the loser, or by the gainer of a calzo.
          const starterWon = loser !== null ? loser !== 0 : gainer === 0;
          const paid = loser !== null ? payoffs.loss[loser as 0 | 1] : payoffs.gain[gainer as 0 | 1];
          expect(paid, `${preset} ${h0.join('')} v ${h1.join('')} ${bid.count}x${bid.face} ${useCalzo ? 'calzo' : 'dudo'}`).toBe(starterWon ? 1 : -1);
        }),
        { numRuns: 150 },
      );
    }
  });

  it('without calzo (liars-dice 2v1) the game payoffs are an affine map of the round payoffs: the same CFR+ strategies, value a·v + b, NashConv a·NashConv', () => {
    const rules = rulesOf('liars-dice');
    const w11 = -7 / 327; // liars-dice W(1, 1), the published aces-wild game
    const game = endgamePayoffs(rules, new Map([['1v1', w11]]), [2, 1], 2);
    const round = roundObjectivePayoffs(rules, [2, 1]);
    // loss of the starter → 1v1 with the loser starting (R-NEXT): W(1, 1); of the responder → out (R-OUT): +1.
    expect(game).toEqual({ loss: [w11, 1], gain: [0, 0] });
    const a = (game.loss[1] - game.loss[0]) / (round.loss[1] - round.loss[0]);
    const b = game.loss[1] - a * round.loss[1];
    expect(a).toBeGreaterThan(0);
    // Every policy's value and NashConv map by u → a·u + b: an ε-equilibrium of one objective is an a·ε-equilibrium
    // of the other, so both objectives have the same equilibria. (CFR+ runs of the two need not pick the same one:
    // the constant b cancels in the regrets only up to rounding, and a regret of 1e-17 floored at 0 or not sends
    // an indifferent information set another way.)
    const r = solveFor(rules, [2, 1], round, 8);
    const gameSolver = new CfrSolver(dudoRoundGame(rules, [2, 1], game, 'g'));
    for (const policy of [r.policy, r.solver.uniformPolicy()]) {
      expect(gameSolver.value(policy)).toBeCloseTo(a * r.solver.value(policy) + b, 9);
      expect(gameSolver.nashConv(policy)).toBeCloseTo(a * r.solver.nashConv(policy), 9);
    }
    expect(r.solver.nashConv(r.policy)).toBeLessThan(r.solver.nashConv(r.solver.uniformPolicy()) / 2); // 8 iterations: 0.39 against 1.77
  });

  it('with calzo (chile 1v1) the two objectives differ: a won calzo is worth a round (+1) but only W(2, 1) of the game, so the strategies differ', () => {
    const rules = rulesOf('chile');
    const w21 = 0.559043; // chile W(2, 1) of the game-objective tables
    const game = endgamePayoffs(rules, new Map([['2v1', w21]]), [1, 1], 2);
    const round = roundObjectivePayoffs(rules, [1, 1]);
    expect(game).toEqual({ loss: [-1, 1], gain: [w21, -w21] });
    const g = solveFor(rules, [1, 1], game, 300);
    const r = solveFor(rules, [1, 1], round, 300);
    expect(g.nashConv).toBeLessThan(0.01);
    expect(r.nashConv).toBeLessThan(0.01);
    // Not an affine map (the losses agree, the gains do not): the equilibria are not the same.
    expect(maxDifference(g.policy, r.policy)).toBeGreaterThan(0.1);
    // Each is far from an equilibrium of the other objective (measured: NashConv about 0.25 either way, after
    // 300 to 2000 iterations: the game table gives up about an eighth of a round to a best response by rounds).
    expect(r.solver.nashConv(g.policy)).toBeGreaterThan(0.2);
    expect(g.solver.nashConv(r.policy)).toBeGreaterThan(0.2);
  });

  it('solveEndgames takes the objective as data: value iteration for the game (sweeps), one pass for the round; liars-dice 1v1 (no calzo, ±1 either way) gives −7/327 both ways', () => {
    const run = (objective: EndgameObjective) =>
      solveEndgames({ rules: rulesOf('liars-dice'), objective, states: [[1, 1]], maxDice: 1, target: 1e-3, sweepTarget: 2e-3, maxIterations: 4000, tolerance: 1e-4, maxSweeps: 6 });
    const game = run('game');
    const round = run('round');
    expect(game.sweeps).toBeGreaterThanOrEqual(2); // W moves from 0 to −0.021, then settles
    expect(round.sweeps).toBe(0);
    for (const x of [game, round]) {
      const s = x.solved[0]!;
      expect(s.payoffs).toEqual({ loss: [-1, 1], gain: [0, 0] });
      expect(Math.abs(s.report.value - -7 / 327)).toBeLessThan(s.report.nashConv);
    }
  });

  it('the shipped tables of every family are solved for the round objective (recorded in the tables)', () => {
    for (const f of ENDGAME_FAMILIES) expect(repoEndgame.family(f.id).objective, f.id).toBe('round');
  });
});
