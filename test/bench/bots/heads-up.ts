// bench:bots `--heads-up`: Maestro against Experto (or --opponent) in heads-up rounds per config MvO in each rules family,
// duplicate deals, Maestro opening and responding; the solved tables' load time, heap and exploitability (issue 14).
import type { PresetId } from '../../../engine/index';
import { BOT_LEVELS, type BotLevel } from '../../../engine/bots/index';
import { repoEndgame } from '../../setup/endgame-tables';
import { ENDGAME_FAMILIES } from '../../../engine/solver/families';
import { heldDice } from '../../../engine/solver/dudo';
import os from 'node:os';
import { answerModel, arg, args, JSON_OUT, n, SCALE, withoutSpecialTables } from './args';
import { headsUpRounds, latencies } from './players';
import { latencySummary, pct, rateText, wilson } from './stats';

export function runHeadsUp(t0: number): void {
  const maxDice = Number(arg('--max-dice') ?? 5);
  // --games: whole games from each config (what the tables maximise: the chance to win the game), not first rounds
  const games = args.includes('--games');
  const perConfig = Number(arg('--per-config') ?? n(100));
  const families = (arg('--families') ?? ENDGAME_FAMILIES.map((f) => f.id).join(',')).split(',');
  // --configs 3v1,5v5: only these configs (default every MvO up to --max-dice); --beyond: only those without a solved table
  const onlyConfigs = arg('--configs')?.split(',') ?? null;
  const beyond = args.includes('--beyond');
  // --opponent LEVEL: Maestro against another level than Experto (its look-ahead models Experto, Medio and SimpleDudo)
  const opponent = (arg('--opponent') ?? 'experto') as BotLevel;
  if (!(BOT_LEVELS as readonly string[]).includes(opponent)) throw new Error(`--opponent takes a level (${BOT_LEVELS.join(', ')})`);
  // Loading the tables: parse and validation time and heap growth per family (run with NODE_OPTIONS=--expose-gc for exact heap figures).
  const gc = (globalThis as { gc?: () => void }).gc;
  const heap = (): number => {
    gc?.();
    return process.memoryUsage().heapUsed / 2 ** 20;
  };
  // chile first (the worker warms it at its start and keeps it), then each other family: the worker keeps chile
  // and the last other family used, so its tables' heap is chile's plus the largest other family's.
  const heap0 = heap();
  const tableLoad = ENDGAME_FAMILIES.map((f) => {
    const t = performance.now();
    const tables = repoEndgame.family(f.id);
    const ms = performance.now() - t;
    return { family: f.id, objective: tables.objective, ms, heapAfterMB: heap() - heap0, tables: tables.tables.map((x) => ({ id: x.id, value: x.value, nashConv: x.nashConv, exploitability: x.nashConv / 2 })) };
  });
  const chileMB = tableLoad.find((f) => f.family === 'chile')!.heapAfterMB;
  const familyHeap = tableLoad.map((f) => ({ family: f.family, ms: f.ms, heapMB: f.family === 'chile' ? chileMB : f.heapAfterMB - chileMB }));
  const tablesHeapMB = Math.max(...tableLoad.map((f) => f.heapAfterMB));
  const preciseHeap = gc !== undefined;
  const rows: { family: string; preset: PresetId; config: string; solved: boolean; maestroPlays: string; exploitability: number | null; rate: ReturnType<typeof headsUpRounds> }[] = [];
  families.forEach((id, fi) => {
    const family = ENDGAME_FAMILIES.find((f) => f.id === id);
    if (!family) throw new Error(`--families: no family ${id} (${ENDGAME_FAMILIES.map((f) => f.id).join(', ')})`);
    const tables = repoEndgame.family(id);
    for (let m = 1; m <= maxDice; m++) {
      for (let o = 1; o <= maxDice; o++) {
        const t = tables.tables.find((x) => x.starterDice === m && x.responderDice === o);
        // a palifico, obligar or blind round is played where one player holds one die: the family's states (the hands
        // each sees, in an open obligar round the other's: the config named, and chosen by --configs, by the dice each holds)
        if (family.round !== 'normal' && !family.states.some(([a, b]) => a === m && b === o)) continue;
        const held = heldDice([m, o], family.round);
        if ((onlyConfigs && !onlyConfigs.includes(`${held[0]}v${held[1]}`)) || (beyond && t)) continue;
        const rate = headsUpRounds(family.preset, 'maestro', opponent, held, perConfig, 7000 + fi * 100 + m * 10 + o, games, family.round);
        rows.push({ family: id, preset: family.preset, config: `${held[0]}v${held[1]}`, solved: t !== undefined, maestroPlays: withoutSpecialTables && family.round !== 'normal' ? 'search or Experto (--without-special-tables)' : t ? 'solved table' : answerModel === 'network' ? 'look-ahead search, answers by the network' : `look-ahead search, answers by ${answerModel}`, exploitability: t ? t.nashConv / 2 : null, rate });
      }
    }
  });
  const pool = (xs: typeof rows) => wilson(xs.reduce((a, r) => a + r.rate.wins, 0), xs.reduce((a, r) => a + r.rate.n, 0));
  const pooled = { all: pool(rows), solved: pool(rows.filter((r) => r.solved)), unsolved: pool(rows.filter((r) => !r.solved)) };
  const perFamily = families.map((id) => ({ family: id, rate: pool(rows.filter((r) => r.family === id)) }));
  const latency = latencySummary(latencies.get('maestro'));
  const seconds = (performance.now() - t0) / 1000;
  const load = os.loadavg()[0]!;
  if (JSON_OUT) process.stdout.write(`${JSON.stringify({ scale: SCALE, seconds, load, perConfig, metric: games ? 'games' : 'rounds', opponent, answerModel, maestroVsExpertoHeadsUp: rows, pooled, perFamily, maestroLatency: latency, tableLoad: familyHeap, tables: tableLoad.map((f) => ({ family: f.family, objective: f.objective, tables: f.tables })), workerTablesHeapMB: tablesHeapMB, preciseHeap }, null, 2)}\n`);
  else {
    const lines = [`Maestro vs ${opponent}, heads-up ${games ? 'whole games from each config' : 'rounds'} per config (starter v responder), duplicate deals, Maestro opening and responding (${seconds.toFixed(0)} s, load ${load.toFixed(1)})`, '| family | config | source | exploitability | Maestro round share [95% CI] | opening | responding |', '|---|---|---|---|---|---|---|'];
    for (const r of rows) lines.push(`| ${r.family} | ${r.config} | ${r.maestroPlays} | ${r.exploitability === null ? '—' : r.exploitability.toExponential(2)} | ${rateText(r.rate)} | ${pct(r.rate.opening.rate)} | ${pct(r.rate.responding.rate)} |`);
    for (const f of perFamily) lines.push(`| ${f.family} | pooled | | | ${rateText(f.rate)} | | |`);
    lines.push(`| all | pooled (solved configs) | | | ${rateText(pooled.solved)} | | |`, `| all | pooled (other configs) | | | ${rateText(pooled.unsolved)} | | |`, `| all | pooled | | | ${rateText(pooled.all)} | | |`);
    lines.push('', '| family | table | objective | value (starter) | exploitability |', '|---|---|---|---|---|');
    for (const f of tableLoad) for (const t of f.tables) lines.push(`| ${f.family} | ${t.id} | ${f.objective} | ${t.value.toFixed(6)} | ${t.exploitability.toExponential(2)} |`);
    lines.push('', `tables loaded: ${familyHeap.map((f) => `${f.family} ${f.ms.toFixed(0)} ms ${f.heapMB.toFixed(1)} MB`).join(', ')}; the worker's tables at most ${tablesHeapMB.toFixed(1)} MB of heap (chile, one other normal-round family and the palifico or obligar tables)${preciseHeap ? '' : ' (without --expose-gc: rough)'}`);
    lines.push('', `Maestro decisions: ${latency.decisions}, wall p50 ${latency.p50.toFixed(2)} ms, p99 ${latency.p99.toFixed(2)} ms, max ${latency.max.toFixed(1)} ms, CPU p99 ${latency.cpuP99.toFixed(2)} ms`);
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}
