// `npm run solve [-- --json] [--family ID ...] [--no-published] [--objective round|game]`: solves the published
// liar's-dice games and the two-player Dudo endgames of every rules family (engine/solver/families.ts: chile,
// liars-dice, perudo, colombia, francia) for the objective (default 'round': ±1 per round; 'game': value
// iteration over W), adds a family's 2v2 table solved by `npm run solve:2v2` where there is one
// (assets/solver/endgame-chile-2v2.dtab: the ±1 round as it is for 'round', scaled by −W(1, 2) for 'game'), writes the tables to assets/solver/
// as table files (main/host/endgame-format.ts), and prints each table's exploitability (a table, or one JSON object with --json).
// `--family` solves only the families named (the others' figures are kept from summary.json); `--no-published`
// keeps the published games' figures from published.json. See docs/solver.md.
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { PRESET_IDS, resolveRules } from '../../engine/index';
import { CfrSolver } from '../../engine/solver/cfr';
import { mayCalzoHeadsUp, type EndgameRules } from '../../engine/solver/dudo';
import { ENDGAME_OBJECTIVES, solveEndgames, stateId, starterLossOf, type DiceState, type EndgameObjective } from '../../engine/solver/endgame';
import { extractPolicy } from '../../engine/solver/extract';
import { ENDGAME_FAMILIES, type EndgameFamily } from '../../engine/solver/families';
import { PUBLISHED_GAMES, UNIFORM_NASHCONV_HIGH_WILD, publishedGame } from '../../engine/solver/published';
import { measure, solveGame } from '../../engine/solver/solve';
import { endgameTableSchema, endgameTablesApply, loadEndgameTables, sameSolvedRules, solvedRulesOf, type EndgameTables, type SolvedRules } from '../../engine/solver/tables';
import { decodeEndgameTables, encodeEndgameTables } from '../host/endgame-format';
import { ASSETS, solverFiles } from './solver-files';

interface Args {
  json: boolean;
  families: string[];
  published: boolean;
  objective: EndgameObjective;
  /** Keep the family's solved 1v1, 1v2, 2v1 as committed and take its 2v2 from solve:2v2 where there is one. */
  keepSolved: boolean;
}

function parseArgs(argv: readonly string[]): Args {
  const args: Args = { json: false, families: [], published: true, objective: 'round', keepSolved: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--json') args.json = true;
    else if (arg === '--keep-solved') args.keepSolved = true;
    else if (arg === '--no-published') args.published = false;
    else if (arg === '--objective') {
      const o = argv[++i] ?? '';
      const objective = ENDGAME_OBJECTIVES.find((x) => x === o);
      if (!objective) throw new Error(`--objective takes one of ${ENDGAME_OBJECTIVES.join(', ')}, not "${o}"`);
      args.objective = objective;
    }
    else if (arg === '--family') {
      const id = argv[++i] ?? '';
      if (!ENDGAME_FAMILIES.some((f) => f.id === id)) throw new Error(`--family takes one of ${ENDGAME_FAMILIES.map((f) => f.id).join(', ')}, not "${id}"`);
      args.families.push(id);
    } else throw new Error(`unknown argument ${arg} (usage: solve [--json] [--family ID ...] [--no-published] [--objective round|game] [--keep-solved]; the 2v2 round: npm run solve:2v2)`);
  }
  if (args.keepSolved && args.objective !== 'round') throw new Error('--keep-solved keeps round-objective tables: it does not take --objective game');
  if (args.families.length === 0) args.families = ENDGAME_FAMILIES.map((f) => f.id);
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

/** The presets whose heads-up normal rounds are the game of these tables (read from their options, not listed), two to six players. */
function presetsOf(data: EndgameTables): string[] {
  return PRESET_IDS.filter((p) => {
    const o = resolveRules(p);
    return endgameTablesApply(data, o, 2 * o.dicePerPlayer) && endgameTablesApply(data, o, 6 * o.dicePerPlayer);
  });
}

type SolvedPart = ReturnType<typeof solvedFamily>;
/** What `--keep-solved` keeps of a family's summary.json entry. */
interface KeptSummary {
  readonly objective: EndgameObjective;
  readonly endgames: SolvedPart['endgames'];
  readonly values: Readonly<Record<string, number>>;
  readonly sweeps: number;
}

/** A family's committed 1v1, 1v2, 2v1 (`--keep-solved`): its tables file and its figures in summary.json, as they are. */
function keptFamily(family: EndgameFamily, previous: KeptSummary | undefined, rulesNow: SolvedRules): SolvedPart {
  const f = solverFiles(family.id);
  if (!existsSync(f.tables) || !previous) throw new Error(`--keep-solved: ${family.id} has no solved tables to keep (run npm run solve -- --family ${family.id} first)`);
  const kept = loadEndgameTables(decodeEndgameTables(readFileSync(f.tables)));
  if (!kept.ok) throw new Error(`--keep-solved: ${f.tables}: ${kept.error.message}`);
  for (const [what, objective] of [[f.tables, kept.value.objective], ['summary.json', previous.objective]] as const) {
    if (objective !== 'round') throw new Error(`--keep-solved keeps round-objective tables only; ${what} has ${family.id}'s for the ${objective} objective`);
  }
  // Tables solved under other rules (a preset changed since) are solved again, not relabelled.
  if (kept.value.preset !== family.id || kept.value.round !== family.round || !sameSolvedRules(kept.value.rules, rulesNow)) {
    throw new Error(`--keep-solved: ${f.tables} was solved for ${kept.value.preset}'s ${kept.value.round} round under ${JSON.stringify(kept.value.rules)}, not ${JSON.stringify(rulesNow)}: solve it again without --keep-solved`);
  }
  return {
    objective: 'round' as const,
    tables: kept.value.tables.filter((t) => t.id !== '2v2'),
    endgames: previous.endgames.filter((e) => e.table !== '2v2'),
    values: new Map(Object.entries(previous.values)),
    sweeps: previous.sweeps,
    leaves: false,
  };
}

/** One family's 1v1, 1v2, 2v1 solved for the objective (value iteration for 'game', where a 2v2 without calzo enters scaled by its ±1 value). */
function solvedFamily(family: EndgameFamily, args: Args, rules: EndgameRules, unit2v2: Unit2v2 | null, calzoIn2v2: boolean) {
  // Where a won calzo leads beyond the solved states (calzo always), those states are valued by the die race.
  // (The round objective needs no values: no scaled or estimated states.) A palifico round's tables are
  // solved for the round: the game objective would need W of the normal rounds it leads to.
  const objective: EndgameObjective = family.round === 'normal' ? args.objective : 'round';
  const leaves = objective === 'game' && [1, 2].some((d) => mayCalzoHeadsUp(rules, d, 3));
  const { solved, values, sweeps } = solveEndgames({
    rules,
    objective,
    round: family.round,
    states: family.states,
    ...(calzoIn2v2 ? {} : { scaled: [{ state: [2, 2] as DiceState, unit: unit2v2?.value ?? 0 }] }),
    ...(leaves && calzoIn2v2 ? { outside: { fitted: true, starterLoss: 0.5 } } : {}),
    maxDice: 2,
    target: 5e-4,
    sweepTarget: 2e-3,
    maxIterations: 4000,
    tolerance: 1e-4,
    maxSweeps: 6,
    log: (line) => log(args)(`${family.id} ${line}`),
  });
  const tables: EndgameTables['tables'] = [];
  const endgames = solved.map((s) => {
    const { policy, infosets, stored } = extractPolicy(s.solver, s.policy, { minOwnReach: 1e-3, minProb: 1e-3, digits: 3 });
    const asStored = measure(s.solver, stored);
    tables.push({ id: stateId(s.state), starterDice: s.state[0], responderDice: s.state[1], value: s.report.value, nashConv: s.report.nashConv, iterations: s.report.iterations, policy });
    return { table: stateId(s.state), ...s.report, totalIterations: s.totalIterations, exploitability: s.report.nashConv / 2, storedNashConv: asStored.nashConv, infosets, payoffs: s.payoffs };
  });
  return { objective, tables, endgames, values, sweeps, leaves };
}

/**
 * One family's endgames for the objective: 1v1, 1v2, 2v1 (solved, or kept with --keep-solved), and the 2v2 where
 * solve:2v2 solved its ±1 round (as it is for 'round', scaled by −W(1, 2) for 'game' where 2v2 has no calzo).
 */
function solveFamily(family: EndgameFamily, args: Args, previous: KeptSummary | undefined) {
  const f = solverFiles(family.id);
  const options = resolveRules(family.preset);
  const rules: EndgameRules = { options, startingTotal: 2 * options.dicePerPlayer };
  const unit2v2 = existsSync(f.unit2v2) ? (JSON.parse(readFileSync(f.unit2v2, 'utf8')) as Unit2v2) : null;
  // The 2v2 value and table come from one solve:2v2 run: both or neither, with the same iterations.
  if (existsSync(f.table2v2) !== (unit2v2 !== null)) throw new Error(`${f.unit2v2} and ${f.table2v2} go together: run npm run solve:2v2 again`);
  const table2v2 = unit2v2 ? decodeEndgameTables(readFileSync(f.table2v2)).tables.find((t) => t.id === '2v2') : undefined;
  if (unit2v2 && !table2v2) throw new Error(`${f.table2v2} holds no 2v2 table: run npm run solve:2v2 again`);
  if (unit2v2 && table2v2 && table2v2.iterations !== unit2v2.iterations) {
    throw new Error(`${f.table2v2} (${table2v2.iterations} iterations) and ${f.unit2v2} (${unit2v2.iterations}) are from different runs: run npm run solve:2v2 again`);
  }
  // The ±1 round is the 2v2 of the round objective (a won calzo scores +1 there). For 'game' it is the 2v2 scaled
  // only without calzo in 2v2 (R-CALZO-WHEN): with calzo a won calzo leads to 3v2, which the scale does not hold, so
  // the game objective values that 2v2 by the die race, as it did before the family's 2v2 was solved.
  const calzoIn2v2 = mayCalzoHeadsUp(rules, 2, 4);
  const gameObjective = family.round === 'normal' && args.objective === 'game';
  const solved2v2 = calzoIn2v2 && gameObjective ? null : unit2v2 && table2v2 ? { unit: unit2v2, table: table2v2 } : null;
  const rulesHeader = solvedRulesOf(options, rules.startingTotal);
  const { objective, tables, endgames, values, sweeps, leaves } = args.keepSolved ? keptFamily(family, previous, rulesHeader) : solvedFamily(family, args, rules, unit2v2, calzoIn2v2);
  const game = objective === 'game';
  // 2v2: the ±1 round, the round objective's own game; for 'game' it is scaled
  // by −W(1, 2) > 0, the same strategies, the value and NashConv scaled with it.
  if (solved2v2) {
    const { unit: unit2v2, table: table2v2 } = solved2v2;
    const scale = game ? -values.get('1v2')! : 1;
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
      payoffs: game ? { loss: [-scale, scale], gain: [0, 0] } : { loss: [-1, 1], gain: [1, -1] },
    });
  }
  const data: EndgameTables = { version: 1, preset: family.id, objective, round: family.round, rules: rulesHeader, tables };
  // The 2v2 strategy lives once, in solve:2v2's file, which the bot worker reads beside the family's; the family's
  // file holds a 2v2 only where this objective changes its figures (the game objective's scaled values).
  const own2v2 = tables.find((t) => t.id === '2v2');
  const same2v2 = own2v2 !== undefined && table2v2 !== undefined && own2v2.value === table2v2.value && own2v2.nashConv === table2v2.nashConv;
  const file = encodeEndgameTables({ ...data, tables: same2v2 ? tables.filter((t) => t.id !== '2v2') : tables });
  writeFileSync(f.tables, file);
  // The presets whose heads-up normal rounds are this game (read from their options, not listed).
  const presets = presetsOf(data);
  const w11 = values.get('1v1')!;
  return {
    family: family.id,
    objective,
    round: family.round,
    rules: family.rules,
    presets,
    endgames,
    values: Object.fromEntries(values),
    sweeps,
    unit2v2: solved2v2?.unit ?? null,
    outside: leaves && calzoIn2v2 ? { method: 'die race', starterLoss: starterLossOf(w11) } : null,
    bytes: { endgameTables: file.length, endgameTable2v2: same2v2 && existsSync(f.table2v2) ? readFileSync(f.table2v2).length : 0 },
  };
}

type FamilySummary = ReturnType<typeof solveFamily>;

function main(): void {
  const args = parseArgs(process.argv.slice(2));
  mkdirSync(ASSETS, { recursive: true });
  const summaryFile = path.join(ASSETS, 'summary.json');
  const before = existsSync(summaryFile) ? (JSON.parse(readFileSync(summaryFile, 'utf8')) as { families?: Record<string, FamilySummary> }) : {};

  const publishedFile = path.join(ASSETS, 'published.json');
  let published: ReturnType<typeof solvePublished>;
  let uniformNashConv: number;
  if (args.published || !existsSync(publishedFile)) {
    published = solvePublished(args);
    const probe = new CfrSolver(publishedGame(PUBLISHED_GAMES[0]!.params));
    uniformNashConv = probe.nashConv(probe.uniformPolicy());
    writeFileSync(publishedFile, `${JSON.stringify({ games: published, uniformNashConv, uniformNashConvExpected: UNIFORM_NASHCONV_HIGH_WILD }, null, 1)}\n`);
  } else {
    const p = JSON.parse(readFileSync(publishedFile, 'utf8')) as { games: typeof published; uniformNashConv: number };
    published = p.games;
    uniformNashConv = p.uniformNashConv;
  }

  const families: Record<string, FamilySummary> = { ...(before.families ?? {}) };
  // A summary from before the families held chile's figures at its top level only.
  const legacy = before as { endgames?: FamilySummary['endgames']; values?: FamilySummary['values']; sweeps?: number; unit2v2?: Unit2v2 | null; bytes?: FamilySummary['bytes'] };
  if (!families.chile && legacy.endgames && legacy.values && legacy.bytes) {
    const chile = ENDGAME_FAMILIES.find((f) => f.id === 'chile')!;
    families.chile = { family: 'chile', objective: 'game', round: 'normal', rules: chile.rules, presets: presetsOf(decodeEndgameTables(readFileSync(solverFiles('chile').tables))), endgames: legacy.endgames, values: legacy.values, sweeps: legacy.sweeps ?? 0, unit2v2: legacy.unit2v2 ?? null, outside: null, bytes: legacy.bytes };
  }
  const solvedNow: Record<string, FamilySummary> = {};
  for (const family of ENDGAME_FAMILIES) if (args.families.includes(family.id)) solvedNow[family.id] = solveFamily(family, args, families[family.id]);
  // Read again before writing: runs of other families at the same time (--family) keep their figures.
  const latest = existsSync(summaryFile) ? (JSON.parse(readFileSync(summaryFile, 'utf8')) as { families?: Record<string, FamilySummary> }) : {};
  Object.assign(families, latest.families ?? {}, solvedNow);
  const chile = families.chile;
  // The top level keeps chile's figures where they were (endgames, values, sweeps, unit2v2, bytes).
  const summary = { published, uniformNashConv, ...(chile ? { endgames: chile.endgames, values: chile.values, sweeps: chile.sweeps, unit2v2: chile.unit2v2, bytes: chile.bytes } : {}), families };
  writeFileSync(summaryFile, `${JSON.stringify(summary, null, 1)}\n`);
  if (args.json) {
    process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
    return;
  }
  const solvedHere = (id: string): string => (args.families.includes(id) ? id : `${id} (kept)`);
  const rows = [
    ['table', 'nodes', 'iterations (total)', 'seconds', 'value', 'NashConv', 'exploitability', 'stored NashConv', 'infosets'],
    ...published.map((p) => [p.game, p.nodes, p.iterations, (p.millis / 1000).toFixed(1), `${p.value.toFixed(6)} (${p.expectedLabel})`, p.nashConv.toExponential(2), (p.nashConv / 2).toExponential(2), '-', '-']),
    ...ENDGAME_FAMILIES.flatMap((fam) =>
      (families[fam.id]?.endgames ?? []).map((e) => [
        `${solvedHere(fam.id)} ${e.table}`,
        e.nodes,
        `${e.iterations} (${e.totalIterations})`,
        (e.millis / 1000).toFixed(1),
        e.value.toFixed(6),
        e.nashConv.toExponential(2),
        e.exploitability.toExponential(2),
        e.storedNashConv.toExponential(2),
        e.infosets,
      ]),
    ),
  ].map((row) => row.map(String));
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  for (const row of rows) process.stdout.write(`${row.map((c, i) => c.padEnd(widths[i]!)).join('  ')}\n`);
  process.stdout.write(`uniform policy NashConv (1v1, highest face wild): ${uniformNashConv.toFixed(4)} (published ${UNIFORM_NASHCONV_HIGH_WILD})\n`);
  for (const fam of ENDGAME_FAMILIES) {
    const s = families[fam.id];
    if (!s) {
      process.stdout.write(`${fam.id}: not solved yet\n`);
      continue;
    }
    const u = s.unit2v2;
    const w22 = s.objective === 'round' ? `round objective (±1 per round, no values)${u ? `; 2v2 the ±1 round of solve:2v2, ${u.value.toFixed(4)} in [${u.lower.toFixed(4)}, ${u.upper.toFixed(4)}] after ${u.iterations} iterations` : ''}` : u ? `W(2,2) from the 2v2 unit round ${u.value.toFixed(4)} in [${u.lower.toFixed(4)}, ${u.upper.toFixed(4)}] after ${u.iterations} iterations` : s.outside ? `W(2,2), W(3,1), ... estimated by the die race (starter loses a round with q = ${s.outside.starterLoss.toFixed(4)})` : 'W(2,2) not needed (no calzo) and not solved';
    process.stdout.write(`${fam.id} (${fam.rules}); objective ${s.objective ?? 'game'}; presets: ${s.presets.join(', ') || 'none'}; ${w22}\n`);
  }
}

main();
