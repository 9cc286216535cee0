// `npx tsx main/cli/solve-recall.ts --family ID --state MvO [--recall K] [--iterations N] [--check-every K] [--fresh] [--no-measure] [--write | --figures] [--min-own-reach R] [--approx K1,K2] [--size]`
// (issue 41 item 1): solves a family's heads-up MvO round in the imperfect-recall abstraction (engine/solver/recall.ts:
// a player remembers the last K bids) by FSICFR+, checkpointed to .cache/solve-recall/ after every check so a
// stopped run resumes; each check measures the policy as stored against the exact best response in the full game.
// --write adds the table (keyed by the last K bids: EndgameTable.recall) to the family's four-dice table file
// (assets/solver/endgame-<family>-2v2.dtab, read beside the family's tables) and its figures to
// assets/solver/recall-<family>.json. --approx measures the final policy by the best-response approximation
// (engine/solver/recall-approx.ts: responders remembering the last K' bids, a lower bound; the clairvoyant responder,
// an upper bound), faster than the exact best response (five dice: 10 to 13 min, over 500 M histories); --figures
// writes only the figures (no table: `table: false`); --write --no-measure stores the exact NashConv measured before
// (recall-<family>.json, same recall and iterations), or else twice the approximation's lower bound. --size prints the
// abstract game's nodes and the memory a solve of it allocates (RecallSolver.bytesFor), and solves nothing. See docs/solver.md.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { resolveRules } from '../../engine/index';
import { dudoRoundGame } from '../../engine/solver/dudo';
import { ENDGAME_FAMILIES, type EndgameFamily } from '../../engine/solver/families';
import { buildRecallGame, RecallSolver } from '../../engine/solver/recall';
import { recallApproxBounds } from '../../engine/solver/recall-approx';
import { recallAbstractTable, recallBounds, storedRecallPolicy } from '../../engine/solver/recall-measure';
import { solvedRulesOf } from '../../engine/solver/tables';
import { decodeEndgameTables, encodeEndgameTables } from '../host/endgame-format';
import { loadRecallCheckpoint, saveRecallCheckpoint } from './solve-recall-checkpoint';
import { ASSETS, ROOT, solverFiles } from './solver-files';

interface Args {
  family: EndgameFamily;
  state: [number, number];
  recall: number;
  iterations: number;
  checkEvery: number;
  fresh: boolean;
  measure: boolean;
  write: boolean;
  figures: boolean;
  minOwnReach: number;
  approx: number[];
  size: boolean;
}

function parseArgs(argv: readonly string[]): Args {
  const normal = ENDGAME_FAMILIES.filter((f) => f.round === 'normal');
  const a: Args = { family: normal.find((f) => f.id === 'chile')!, state: [1, 3], recall: 4, iterations: 400, checkEvery: 100, fresh: false, measure: true, write: false, figures: false, minOwnReach: 1e-3, approx: [], size: false };
  const whole = (i: number, name: string): number => {
    const v = Number(argv[i]);
    if (!Number.isInteger(v) || v <= 0) throw new Error(`${name} takes a whole number ≥ 1`);
    return v;
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--family') {
      const id = argv[++i] ?? '';
      const f = normal.find((x) => x.id === id);
      if (!f) throw new Error(`--family takes one of ${normal.map((x) => x.id).join(', ')}, not "${id}"`);
      a.family = f;
    } else if (arg === '--state') {
      const m = /^([1-5])v([1-5])$/.exec(argv[++i] ?? '');
      if (!m) throw new Error('--state takes MvO, e.g. 1v3');
      a.state = [Number(m[1]), Number(m[2])];
    } else if (arg === '--recall') a.recall = whole(++i, arg);
    else if (arg === '--iterations') a.iterations = whole(++i, arg);
    else if (arg === '--check-every') a.checkEvery = whole(++i, arg);
    else if (arg === '--fresh') a.fresh = true;
    else if (arg === '--no-measure') a.measure = false;
    else if (arg === '--write') a.write = true;
    else if (arg === '--figures') a.figures = true;
    else if (arg === '--size') a.size = true;
    else if (arg === '--min-own-reach') {
      a.minOwnReach = Number(argv[++i]);
      if (!(a.minOwnReach > 0 && a.minOwnReach < 1)) throw new Error('--min-own-reach takes a number in (0, 1)');
    }
    else if (arg === '--approx') {
      a.approx = (argv[++i] ?? '').split(',').map(Number);
      if (a.approx.some((k) => !Number.isInteger(k) || k < 1)) throw new Error('--approx takes recalls K\' ≥ 1, comma-separated, e.g. 4,5');
    }
    else throw new Error(`unknown argument ${arg}`);
  }
  return a;
}

/** The NashConv a table stores: the exact one where measured; else twice the highest lower bound of the exploitability by --approx. */
function storedNashConv(m: ReturnType<typeof recallBounds> | null, approx: readonly { readonly lower: number }[]): number {
  return m?.nashConv ?? 2 * Math.max(0, ...approx.map((a) => a.lower));
}

const log = (line: string): void => {
  process.stderr.write(`${new Date().toISOString().slice(11, 19)} ${line}\n`);
};

function main(): void {
  const args = parseArgs(process.argv.slice(2));
  const { family, state, recall } = args;
  const id = `${state[0]}v${state[1]}`;
  const options = resolveRules(family.preset);
  const startingTotal = 2 * options.dicePerPlayer;
  const spec = dudoRoundGame({ options, startingTotal }, state, { loss: [-1, 1], gain: [1, -1] }, `${family.id} ${id}-unit recall ${recall}`);
  const game = buildRecallGame(spec, recall);
  if (args.size) {
    process.stdout.write(`${spec.name}: ${game.nodeCount} abstract nodes, ${game.size[0] + game.size[1]} numbers per array; a solve allocates ${(RecallSolver.bytesFor(game) / 2 ** 30).toFixed(1)} GiB\n`);
    return;
  }
  const solver = new RecallSolver(game);
  const dir = path.join(ROOT, '.cache/solve-recall', `${family.id}-${id}-r${recall}`);
  log(`${spec.name}: ${game.nodeCount} abstract nodes, ${game.size[0] + game.size[1]} numbers per array`);
  const before = args.fresh ? null : loadRecallCheckpoint(dir, solver);
  if (before !== null) log(`resumed at ${solver.iterations} iterations`);
  let spent = before ?? 0;
  let m: ReturnType<typeof recallBounds> | null = null;
  let value = 0;
  const check = (): void => {
    const stored = storedRecallPolicy(game, solver.averagePolicy());
    value = solver.value(stored);
    if (!args.measure) return log(`${solver.iterations} iterations: value ${value.toFixed(5)}`);
    const t0 = performance.now();
    m = recallBounds(game, stored);
    log(`${solver.iterations} iterations: value ${value.toFixed(5)} in [${m.lower.toFixed(5)}, ${m.upper.toFixed(5)}], exploitability ${(m.nashConv / 2).toFixed(5)} (best response over ${m.histories} histories, ${((performance.now() - t0) / 1000).toFixed(0)} s)`);
  };
  while (solver.iterations < args.iterations) {
    const t0 = performance.now();
    const step = Math.min(args.checkEvery, args.iterations - solver.iterations);
    solver.run(step);
    const ms = performance.now() - t0;
    spent += ms;
    saveRecallCheckpoint(dir, solver, spent);
    log(`${solver.iterations} iterations (${(ms / step / 1000).toFixed(3)} s each), checkpointed`);
    if (solver.iterations < args.iterations) check();
  }
  check();
  const approx = args.approx.map((k) => {
    const t0 = performance.now();
    const b = recallApproxBounds(game, storedRecallPolicy(game, solver.averagePolicy()), k === recall ? game : buildRecallGame(spec, Math.max(k, recall)), k > 4);
    log(`approximation, responders remembering ${b.recall} bids: exploitability in [${b.lowerExploitability.toFixed(5)}, ${b.upperExploitability.toFixed(5)}] (clairvoyant upper bound; ${b.peakBlocks} value blocks at most, ${((performance.now() - t0) / 1000).toFixed(0)} s)`);
    return { recall: b.recall, lower: b.lowerExploitability, upper: b.upperExploitability };
  });
  // --no-measure --write: the best-response figures of this very solve, measured before (same state, recall, iterations)
  const figuresFile = path.join(ASSETS, `recall-${family.id}.json`);
  const all = existsSync(figuresFile) ? (JSON.parse(readFileSync(figuresFile, 'utf8')) as Record<string, { recall?: number; iterations?: number; lower?: number; upper?: number; nashConv?: number; histories?: number }>) : {};
  const measured = all[id];
  if (!m && measured?.recall === recall && measured.iterations === solver.iterations && measured.nashConv !== undefined) m = { lower: measured.lower!, upper: measured.upper!, nashConv: measured.nashConv, histories: measured.histories ?? 0 };
  const figures = { family: family.id, state: id, recall, nodes: game.nodeCount, iterations: solver.iterations, value, ...(m ?? {}), ...(approx.length > 0 ? { approx } : {}), millis: Math.round(spent) };
  process.stdout.write(`${JSON.stringify(figures)}\n`);
  if (args.figures) {
    if (!m && approx.length === 0) throw new Error('--figures needs a measure: the exact one (without --no-measure) or --approx');
    writeFileSync(figuresFile, `${JSON.stringify({ ...all, [id]: { ...figures, table: false } }, null, 1)}\n`);
    return log(`wrote ${id}'s figures (no table) into ${path.relative(ROOT, figuresFile)}`);
  }
  if (!args.write) return;
  if (!m && approx.length === 0) throw new Error('--write needs the best-response figures: measure (without --no-measure) first, or --approx K\' (five dice)');
  const { policy, infosets } = recallAbstractTable(game, solver.averagePolicy(), args.minOwnReach);
  const file = solverFiles(family.id).table2v2;
  const header = { version: 1 as const, preset: family.id, objective: 'round' as const, round: 'normal' as const, rules: solvedRulesOf(options, startingTotal) };
  const previous = existsSync(file) ? decodeEndgameTables(readFileSync(file)).tables.filter((t) => t.id !== id) : [];
  const table = { id, starterDice: state[0], responderDice: state[1], value, nashConv: storedNashConv(m, approx), iterations: solver.iterations, recall, policy };
  mkdirSync(ASSETS, { recursive: true });
  writeFileSync(`${file}.tmp`, encodeEndgameTables({ ...header, tables: [...previous, table] }));
  renameSync(`${file}.tmp`, file);
  writeFileSync(figuresFile, `${JSON.stringify({ ...all, [id]: { ...figures, infosets, minOwnReach: args.minOwnReach } }, null, 1)}\n`);
  log(`wrote ${id} (${infosets} information sets) into ${path.relative(ROOT, file)} and ${path.relative(ROOT, figuresFile)}`);
}

main();
