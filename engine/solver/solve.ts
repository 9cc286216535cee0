// Running CFR+ until a NashConv target, with the figures the reports print.
import { CfrSolver, type MeasuredPolicy, type Policy, type SolverOptions } from './cfr';
import type { RoundGameSpec } from './game';

export interface SolveReport {
  readonly name: string;
  readonly nodes: number;
  readonly iterations: number;
  /** Value to player 0 (the starter) of the average strategies. */
  readonly value: number;
  /** Best-response values: player 0's value lies in [lower, upper]. */
  readonly lower: number;
  readonly upper: number;
  /** NashConv of the average strategies (upper − lower); exploitability is half of it. */
  readonly nashConv: number;
  readonly millis: number;
}

export interface SolveOptions extends SolverOptions {
  /** Stop once NashConv is below this (checked every `checkEvery` iterations). */
  readonly target: number;
  readonly maxIterations: number;
  readonly checkEvery?: number;
  /** Continue from this solver (value iteration re-solves with new payoffs). */
  readonly warm?: CfrSolver;
}

export function measure(solver: CfrSolver, policy: MeasuredPolicy): { value: number; lower: number; upper: number; nashConv: number } {
  const value = solver.value(policy);
  const upper = solver.bestResponseValue(policy, 0);
  const lower = -solver.bestResponseValue(policy, 1);
  return { value, lower, upper, nashConv: upper - lower };
}

/** Runs CFR+ on `spec` until the average strategies' NashConv is below the target (or the budget is spent). */
export function solveGame(spec: RoundGameSpec, o: SolveOptions): { solver: CfrSolver; policy: Policy; report: SolveReport } {
  const start = performance.now();
  const solver = o.warm ?? new CfrSolver(spec, o);
  const step = o.checkEvery ?? 50;
  let policy = solver.averagePolicy();
  let m = measure(solver, policy);
  let done = 0;
  while (m.nashConv >= o.target && done < o.maxIterations) {
    const n = Math.min(step, o.maxIterations - done);
    solver.run(n);
    done += n;
    policy = solver.averagePolicy();
    m = measure(solver, policy);
  }
  const report = { name: spec.name, nodes: solver.tree.nodeCount, iterations: solver.iterations, ...m, millis: performance.now() - start };
  return { solver, policy, report };
}
