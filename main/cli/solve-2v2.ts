// `npm run solve:2v2 [-- --family ID] [-- --target X] [-- --max-iterations N] [-- --check-every K] [-- --fresh]`:
// solves the ±1 2v2 round of a normal-round family (default chile: 4.46 million bid histories, no calzo with its
// rules; liars-dice and perudo 16.8 million; a won calzo scores +1, as in the round objective) by CFR+ until its
// NashConv is below the target, checkpointing the regrets and averages to .cache/solve-2v2[-ID]/ after every
// check so a stopped run resumes where it was. At the end it writes the value and its best-response bounds
// (assets/solver/endgame-2v2-unit.json for chile, endgame-ID-2v2-unit.json for the others) and the strategy
// table (assets/solver/endgame-ID-2v2.dtab, a table file: main/host/endgame-format.ts), which the bot worker reads
// beside the family's tables; `npm run solve` checks them (and for the `game` objective writes the 2v2 scaled by
// −W(1, 2) into the family's file). See docs/solver.md.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { resolveRules } from '../../engine/index';
import { CfrSolver } from '../../engine/solver/cfr';
import { dudoRoundGame, type EndgameRules } from '../../engine/solver/dudo';
import { extractPolicy } from '../../engine/solver/extract';
import { ENDGAME_FAMILIES, type EndgameFamily } from '../../engine/solver/families';
import { measure } from '../../engine/solver/solve';
import { solvedRulesOf } from '../../engine/solver/tables';
import { decodeEndgameTables, encodeEndgameTables } from '../host/endgame-format';
import { loadCheckpoint, saveCheckpoint } from './checkpoint';
import { ASSETS, ROOT, solverFiles } from './solver-files';

/** The families whose heads-up normal round solve:2v2 solves. */
const NORMAL_FAMILIES: readonly EndgameFamily[] = ENDGAME_FAMILIES.filter((f) => f.round === 'normal');

interface Args {
  family: EndgameFamily;
  target: number;
  maxIterations: number;
  checkEvery: number;
  fresh: boolean;
  checkpoint: string | null;
  minOwnReach: number;
  allowUnconverged: boolean;
}

function parseArgs(argv: readonly string[]): Args {
  const a: Args = { family: NORMAL_FAMILIES.find((f) => f.id === 'chile')!, target: 2e-3, maxIterations: 2000, checkEvery: 25, fresh: false, checkpoint: null, minOwnReach: 1e-3, allowUnconverged: false };
  const num = (i: number, name: string): number => {
    const v = Number(argv[i]);
    if (!Number.isFinite(v) || v <= 0) throw new Error(`${name} takes a positive number`);
    if ((name === '--max-iterations' || name === '--check-every') && !Number.isInteger(v)) throw new Error(`${name} takes a whole number`);
    return v;
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--family') {
      const id = argv[++i] ?? '';
      const family = NORMAL_FAMILIES.find((f) => f.id === id);
      if (!family) throw new Error(`--family takes one of ${NORMAL_FAMILIES.map((f) => f.id).join(', ')}, not "${id}"`);
      if (argv.slice(0, i - 1).includes('--family')) throw new Error('--family takes one family: solve each 2v2 in its own run');
      a.family = family;
    } else if (arg === '--target') a.target = num(++i, arg);
    else if (arg === '--max-iterations') a.maxIterations = num(++i, arg);
    else if (arg === '--check-every') a.checkEvery = num(++i, arg);
    else if (arg === '--min-own-reach') a.minOwnReach = num(++i, arg);
    else if (arg === '--checkpoint') a.checkpoint = path.resolve(argv[++i] ?? '');
    else if (arg === '--fresh') a.fresh = true;
    else if (arg === '--allow-unconverged') a.allowUnconverged = true;
    else throw new Error(`unknown argument ${arg} (usage: solve:2v2 [--family ID] [--target X] [--max-iterations N] [--check-every K] [--min-own-reach R] [--checkpoint DIR] [--fresh] [--allow-unconverged])`);
  }
  return a;
}

const log = (line: string): void => {
  process.stderr.write(`${new Date().toISOString().slice(11, 19)} ${line}\n`);
};

function main(): void {
  const args = parseArgs(process.argv.slice(2));
  const { family } = args;
  const out = solverFiles(family.id);
  const checkpoint = args.checkpoint ?? out.checkpoint2v2;
  const options = resolveRules(family.preset);
  const rules: EndgameRules = { options, startingTotal: 2 * options.dicePerPlayer };
  let start = performance.now();
  // The game's name is in its checkpoint (chile's as it was): a checkpoint of another family's 2v2 is refused, whatever its size.
  const solver = new CfrSolver(dudoRoundGame(rules, [2, 2], { loss: [-1, 1], gain: [1, -1] }, family.id === 'chile' ? '2v2-unit' : `${family.id} 2v2-unit`), { float32: true });
  log(`${family.id} 2v2 unit round: ${solver.tree.nodeCount} histories, ${solver.layout.size[0] + solver.layout.size[1]} numbers per array (built in ${((performance.now() - start) / 1000).toFixed(1)} s)`);
  start = performance.now();
  const before = args.fresh ? null : loadCheckpoint(checkpoint, solver);
  const spent = (): number => (before ?? 0) + performance.now() - start;
  if (before !== null) log(`resumed at ${solver.iterations} iterations (${(before / 1000).toFixed(0)} s spent before)`);
  // Measured on the running sums in place: no copy of the average while it runs (perudo's is 4.2 GB).
  const view = solver.averagePolicyView();
  let m = measure(solver, view);
  log(`${solver.iterations} iterations: value ${m.value.toFixed(5)} in [${m.lower.toFixed(5)}, ${m.upper.toFixed(5)}], NashConv ${m.nashConv.toExponential(3)}`);
  while (m.nashConv >= args.target && solver.iterations < args.maxIterations) {
    const t0 = performance.now();
    const step = Math.min(args.checkEvery, args.maxIterations - solver.iterations);
    solver.run(step);
    const perIteration = (performance.now() - t0) / step / 1000;
    saveCheckpoint(checkpoint, solver, spent());
    m = measure(solver, view);
    log(`${solver.iterations} iterations (${perIteration.toFixed(2)} s each): value ${m.value.toFixed(5)} in [${m.lower.toFixed(5)}, ${m.upper.toFixed(5)}], NashConv ${m.nashConv.toExponential(3)}`);
  }
  if (m.nashConv >= args.target && !args.allowUnconverged) {
    log(`stopped at ${solver.iterations} iterations with NashConv ${m.nashConv.toExponential(3)} above the target ${args.target}: nothing written (the checkpoint is kept: run again with more --max-iterations, or pass --allow-unconverged)`);
    process.exitCode = 1;
    return;
  }
  // The solve is over and its checkpoint saved: the average is written over the regrets, one copy less at the peak.
  const policy = solver.averagePolicy({ probs: solver.regret });
  const { policy: table, infosets, stored } = extractPolicy(solver, policy, { minOwnReach: args.minOwnReach, minProb: 1e-3, digits: 3 });
  const asStored = measure(solver, stored);
  const unit = { state: '2v2', nodes: solver.tree.nodeCount, iterations: solver.iterations, ...m, storedNashConv: asStored.nashConv, infosets, minOwnReach: args.minOwnReach, millis: spent() };
  mkdirSync(ASSETS, { recursive: true });
  // Both files from this run or neither: each written aside, then renamed (npm run solve checks their iterations match).
  writeFileSync(`${out.unit2v2}.tmp`, `${JSON.stringify(unit, null, 1)}\n`);
  const table2v2 = { id: '2v2', starterDice: 2, responderDice: 2, value: m.value, nashConv: m.nashConv, iterations: solver.iterations, policy: table };
  const header = { version: 1 as const, preset: family.id, objective: 'round' as const, round: 'normal' as const, rules: solvedRulesOf(options, rules.startingTotal) };
  // the four-dice file also holds the recall tables (1v3, 3v1: main/cli/solve-recall.ts): kept as they are
  const others = existsSync(out.table2v2) ? decodeEndgameTables(readFileSync(out.table2v2)).tables.filter((t) => t.id !== '2v2') : [];
  writeFileSync(`${out.table2v2}.tmp`, encodeEndgameTables({ ...header, tables: [table2v2, ...others] }));
  renameSync(`${out.table2v2}.tmp`, out.table2v2);
  renameSync(`${out.unit2v2}.tmp`, out.unit2v2);
  log(`wrote ${path.relative(ROOT, out.unit2v2)} and ${path.relative(ROOT, out.table2v2)}: ${infosets} information sets, NashConv as stored ${asStored.nashConv.toExponential(3)}`);
  process.stdout.write(`${JSON.stringify(unit, null, 2)}\n`);
}

main();
