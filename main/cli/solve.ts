// `npm run solve [-- --json] [-- --with-2v2 N]`: solves the published liar's-dice games and our two-player
// Dudo endgames (chile preset), writes the tables to assets/solver/ and engine/solver/generated/, and
// prints each table's exploitability (a table, or one JSON object with --json). See docs/solver.md.
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { resolveRules } from '../../engine/index';
import { CfrSolver } from '../../engine/solver/cfr';
import { dudoRoundGame, type EndgameRules } from '../../engine/solver/dudo';
import { solveEndgames, stateId, type DiceState } from '../../engine/solver/endgame';
import { extractPolicy } from '../../engine/solver/extract';
import { PUBLISHED_GAMES, UNIFORM_NASHCONV_HIGH_WILD, publishedGame } from '../../engine/solver/published';
import { measure, solveGame } from '../../engine/solver/solve';
import type { EndgameTables } from '../../engine/solver/tables';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ASSETS = path.join(ROOT, 'assets/solver');
const GENERATED = path.join(ROOT, 'engine/solver/generated/endgame-tables.ts');
const UNIT_2V2 = path.join(ASSETS, 'endgame-2v2-unit.json');

interface Args {
  json: boolean;
  with2v2: number;
}

function parseArgs(argv: readonly string[]): Args {
  const args: Args = { json: false, with2v2: 0 };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--json') args.json = true;
    else if (argv[i] === '--with-2v2') args.with2v2 = Number(argv[++i]);
    else throw new Error(`unknown argument ${argv[i]} (usage: solve [--json] [--with-2v2 ITERATIONS])`);
  }
  if (!Number.isInteger(args.with2v2) || args.with2v2 < 0) throw new Error('--with-2v2 takes a number of iterations');
  return args;
}

const log = (args: Args) => (line: string) => {
  if (!args.json) process.stderr.write(`${line}\n`);
};

function solvePublished(args: Args) {
  return PUBLISHED_GAMES.map((g) => {
    const { report } = solveGame(publishedGame(g.params), { target: 1e-4, maxIterations: 5000, checkEvery: 100 });
    log(args)(`published ${g.params.name}: ${report.value.toFixed(6)} (expected ${g.label} = ${g.value.toFixed(6)}), NashConv ${report.nashConv.toExponential(2)}`);
    return { game: g.params.name, expected: g.value, expectedLabel: g.label, ...report, error: Math.abs(report.value - g.value) };
  });
}

/** The ±1 2v2 round (no calzo with the chile rules): a bounded CFR+ run; its value scales W(2,2). */
function solveUnit2v2(rules: EndgameRules, iterations: number, args: Args) {
  const solver = new CfrSolver(dudoRoundGame(rules, [2, 2], { loss: [-1, 1], gain: [1, -1] }, '2v2-unit'), { float32: true });
  const start = performance.now();
  let m = measure(solver, solver.averagePolicy());
  while (solver.iterations < iterations) {
    solver.run(Math.min(10, iterations - solver.iterations));
    m = measure(solver, solver.averagePolicy());
    log(args)(`2v2 unit round: ${solver.iterations} iterations, value in [${m.lower.toFixed(4)}, ${m.upper.toFixed(4)}]`);
  }
  return { state: '2v2', nodes: solver.tree.nodeCount, iterations: solver.iterations, ...m, millis: performance.now() - start };
}

function main(): void {
  const args = parseArgs(process.argv.slice(2));
  mkdirSync(ASSETS, { recursive: true });
  const options = resolveRules('chile');
  const rules: EndgameRules = { options, startingTotal: 2 * options.dicePerPlayer };

  const published = solvePublished(args);
  const probe = new CfrSolver(publishedGame(PUBLISHED_GAMES[0]!.params));
  const uniformNashConv = probe.nashConv(probe.uniformPolicy());
  writeFileSync(path.join(ASSETS, 'published.json'), `${JSON.stringify({ games: published, uniformNashConv, uniformNashConvExpected: UNIFORM_NASHCONV_HIGH_WILD }, null, 1)}\n`);

  if (args.with2v2 > 0) writeFileSync(UNIT_2V2, `${JSON.stringify(solveUnit2v2(rules, args.with2v2, args), null, 1)}\n`);
  const unit2v2 = existsSync(UNIT_2V2) ? (JSON.parse(readFileSync(UNIT_2V2, 'utf8')) as { value: number; lower: number; upper: number; iterations: number }) : null;

  const states: DiceState[] = [[1, 1], [1, 2], [2, 1]];
  const { solved, values, sweeps } = solveEndgames({
    rules,
    states,
    scaled: [{ state: [2, 2], unit: unit2v2?.value ?? 0 }],
    maxDice: 2,
    target: 5e-4,
    sweepTarget: 2e-3,
    maxIterations: 4000,
    tolerance: 1e-4,
    maxSweeps: 6,
    log: log(args),
  });

  const tables: EndgameTables['tables'] = [];
  const endgames = solved.map((s) => {
    const { policy, infosets, stored } = extractPolicy(s.solver, s.policy, { minOwnReach: 1e-3, minProb: 1e-3, digits: 3 });
    const asStored = measure(s.solver, stored);
    tables.push({ id: stateId(s.state), starterDice: s.state[0], responderDice: s.state[1], value: s.report.value, nashConv: s.report.nashConv, iterations: s.report.iterations, policy });
    return { table: stateId(s.state), ...s.report, totalIterations: s.totalIterations, exploitability: s.report.nashConv / 2, storedNashConv: asStored.nashConv, infosets, payoffs: s.payoffs };
  });
  const r = options;
  const data: EndgameTables = {
    version: 1,
    preset: 'chile',
    rules: {
      wild: r.wild,
      acesTo: r.acesTo,
      calzo: r.calzo,
      calzoWhen: r.calzoWhen,
      noCalzoWithFullHand: r.noCalzoWithFullHand,
      noCalzoHeadsUp: r.noCalzoHeadsUp,
      dicePerPlayer: r.dicePerPlayer,
      startingTotal: rules.startingTotal,
    },
    tables,
  };
  const text = JSON.stringify(data);
  writeFileSync(path.join(ASSETS, 'endgame-chile.json'), `${text}\n`);
  // The JSON holds digits, letters and punctuation only: it fits a single-quoted literal as it is.
  if (/['\\\n]/.test(text)) throw new Error('unexpected characters in the tables');
  writeFileSync(GENERATED, `// Generated by \`npm run solve\` (main/cli/solve.ts) from assets/solver/endgame-chile.json: do not edit.\nexport const ENDGAME_TABLES_JSON =\n  '${text}';\n`);
  const summary = {
    published,
    uniformNashConv,
    endgames,
    values: Object.fromEntries(values),
    sweeps,
    unit2v2,
    bytes: { endgameTables: Buffer.byteLength(text) },
  };
  writeFileSync(path.join(ASSETS, 'summary.json'), `${JSON.stringify(summary, null, 1)}\n`);
  if (args.json) {
    process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
    return;
  }
  const rows = [
    ['table', 'nodes', 'iterations (total)', 'seconds', 'value', 'NashConv', 'exploitability', 'stored NashConv', 'infosets'],
    ...published.map((p) => [p.game, p.nodes, p.iterations, (p.millis / 1000).toFixed(1), `${p.value.toFixed(6)} (${p.expectedLabel})`, p.nashConv.toExponential(2), (p.nashConv / 2).toExponential(2), '-', '-']),
    ...endgames.map((e) => [`chile ${e.table}`, e.nodes, `${e.iterations} (${e.totalIterations})`, (e.millis / 1000).toFixed(1), e.value.toFixed(6), e.nashConv.toExponential(2), e.exploitability.toExponential(2), e.storedNashConv.toExponential(2), e.infosets]),
  ].map((row) => row.map(String));
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  for (const row of rows) process.stdout.write(`${row.map((c, i) => c.padEnd(widths[i]!)).join('  ')}\n`);
  process.stdout.write(`uniform policy NashConv (1v1, highest face wild): ${uniformNashConv.toFixed(4)} (published ${UNIFORM_NASHCONV_HIGH_WILD})\n`);
  process.stdout.write(`W(2,2) from the 2v2 unit round: ${unit2v2 ? `${unit2v2.value.toFixed(4)} in [${unit2v2.lower.toFixed(4)}, ${unit2v2.upper.toFixed(4)}] after ${unit2v2.iterations} iterations` : 'not solved (0)'}\n`);
}

main();
