// `npm run solve [-- --json]`: solves the published liar's-dice games and our two-player Dudo endgames
// (chile preset), adds the 2v2 table solved by `npm run solve:2v2` (assets/solver/endgame-chile-2v2.json,
// scaled by −W(1, 2)), writes the tables to assets/solver/ and engine/solver/generated/, and prints each
// table's exploitability (a table, or one JSON object with --json). See docs/solver.md.
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { resolveRules } from '../../engine/index';
import { CfrSolver } from '../../engine/solver/cfr';
import type { EndgameRules } from '../../engine/solver/dudo';
import { solveEndgames, stateId, type DiceState } from '../../engine/solver/endgame';
import { extractPolicy } from '../../engine/solver/extract';
import { PUBLISHED_GAMES, UNIFORM_NASHCONV_HIGH_WILD, publishedGame } from '../../engine/solver/published';
import { measure, solveGame } from '../../engine/solver/solve';
import { endgameTableSchema, type EndgameTables } from '../../engine/solver/tables';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ASSETS = path.join(ROOT, 'assets/solver');
const GENERATED = path.join(ROOT, 'engine/solver/generated/endgame-tables.ts');
const GENERATED_2V2 = path.join(ROOT, 'engine/solver/generated/endgame-table-2v2.ts');
const UNIT_2V2 = path.join(ASSETS, 'endgame-2v2-unit.json');
const TABLE_2V2 = path.join(ASSETS, 'endgame-chile-2v2.json');

interface Args {
  json: boolean;
}

function parseArgs(argv: readonly string[]): Args {
  const args: Args = { json: false };
  for (const arg of argv) {
    if (arg === '--json') args.json = true;
    else throw new Error(`unknown argument ${arg} (usage: solve [--json]; the 2v2 round: npm run solve:2v2)`);
  }
  return args;
}

/** The 2v2 ±1 round solved by `npm run solve:2v2`: its value, bounds and NashConv. */
interface Unit2v2 {
  readonly value: number;
  readonly lower: number;
  readonly upper: number;
  readonly nashConv: number;
  readonly storedNashConv?: number;
  readonly iterations: number;
  readonly nodes: number;
  readonly infosets?: number;
  readonly millis: number;
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

function main(): void {
  const args = parseArgs(process.argv.slice(2));
  mkdirSync(ASSETS, { recursive: true });
  const options = resolveRules('chile');
  const rules: EndgameRules = { options, startingTotal: 2 * options.dicePerPlayer };

  const published = solvePublished(args);
  const probe = new CfrSolver(publishedGame(PUBLISHED_GAMES[0]!.params));
  const uniformNashConv = probe.nashConv(probe.uniformPolicy());
  writeFileSync(path.join(ASSETS, 'published.json'), `${JSON.stringify({ games: published, uniformNashConv, uniformNashConvExpected: UNIFORM_NASHCONV_HIGH_WILD }, null, 1)}\n`);

  const unit2v2 = existsSync(UNIT_2V2) ? (JSON.parse(readFileSync(UNIT_2V2, 'utf8')) as Unit2v2) : null;
  // The 2v2 value and table come from one solve:2v2 run: both or neither, with the same iterations.
  if (existsSync(TABLE_2V2) !== (unit2v2 !== null)) throw new Error(`${UNIT_2V2} and ${TABLE_2V2} go together: run npm run solve:2v2 again`);
  const table2v2 = unit2v2 ? (JSON.parse(readFileSync(TABLE_2V2, 'utf8')) as { iterations: number; nashConv: number; policy: unknown }) : null;
  if (unit2v2 && table2v2 && table2v2.iterations !== unit2v2.iterations) {
    throw new Error(`${TABLE_2V2} (${table2v2.iterations} iterations) and ${UNIT_2V2} (${unit2v2.iterations}) are from different runs: run npm run solve:2v2 again`);
  }

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
  // 2v2 has no calzo with these rules: its round is the ±1 round scaled by −W(1, 2) > 0, the same strategies;
  // the value and NashConv scale with it.
  if (unit2v2 && table2v2) {
    const scale = -values.get('1v2')!;
    const table = endgameTableSchema.parse({ id: '2v2', starterDice: 2, responderDice: 2, value: values.get('2v2') ?? unit2v2.value * scale, nashConv: table2v2.nashConv * scale, iterations: table2v2.iterations, policy: table2v2.policy });
    tables.push(table);
    endgames.push({
      table: '2v2',
      name: '2v2',
      nodes: unit2v2.nodes,
      iterations: unit2v2.iterations,
      totalIterations: unit2v2.iterations,
      value: table.value,
      lower: unit2v2.lower * scale,
      upper: unit2v2.upper * scale,
      nashConv: table.nashConv,
      exploitability: table.nashConv / 2,
      storedNashConv: (unit2v2.storedNashConv ?? Number.NaN) * scale,
      infosets: unit2v2.infosets ?? 0,
      millis: unit2v2.millis,
      payoffs: { loss: [-scale, scale], gain: [0, 0] },
    });
  }
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
  // The 2v2 table goes to a module of its own (each generated file stays near 2 MB); its policy is in
  // assets/solver/endgame-chile-2v2.json (the unit round's, the same strategies), not repeated here.
  const text = JSON.stringify({ ...data, tables: tables.filter((t) => t.id !== '2v2') });
  const text2v2 = JSON.stringify(tables.find((t) => t.id === '2v2') ?? null);
  writeFileSync(path.join(ASSETS, 'endgame-chile.json'), `${text}\n`);
  // The JSON holds digits, letters and punctuation only: it fits a single-quoted literal as it is.
  if (/['\\\n]/.test(text + text2v2)) throw new Error('unexpected characters in the tables');
  const header = (from: string) => `// Generated by \`npm run solve\` (main/cli/solve.ts) from ${from}: do not edit.\n`;
  writeFileSync(GENERATED, `${header('assets/solver/endgame-chile.json')}export const ENDGAME_TABLES_JSON =\n  '${text}';\n`);
  writeFileSync(GENERATED_2V2, `${header('assets/solver/endgame-chile-2v2.json (npm run solve:2v2)')}export const ENDGAME_TABLE_2V2_JSON =\n  '${text2v2}';\n`);
  const summary = {
    published,
    uniformNashConv,
    endgames,
    values: Object.fromEntries(values),
    sweeps,
    unit2v2,
    bytes: { endgameTables: Buffer.byteLength(text), endgameTable2v2: Buffer.byteLength(text2v2) },
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
