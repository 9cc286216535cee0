// bench:bots' default run: the headline duels (Experto vs SimpleDudo, Maestro vs Experto, Experto vs three Medio), a
// round-robin for 2, 4 and 6 players in each preset (duplicate deals, seats rotated), decision latency per level and the
// solved endgame tables' figures.
import { PRESET_IDS, type PresetId } from '../../../engine/index';
import { BOT_LEVELS, type BotLevel } from '../../../engine/bots/index';
import { repoEndgame } from '../../setup/endgame-tables';
import { ENDGAME_FAMILIES } from '../../../engine/solver/families';
import os from 'node:os';
import { playGame } from '../../bots/play';
import { JSON_OUT, n, QUICK, SCALE } from './args';
import { maestroVsExpertoEndgames } from './duels';
import { duel, headsUpRounds, latencies, table, timed } from './players';
import { latencySummary, pct, rateText, wilson, type Rate } from './stats';

/** The headline duels and their targets (bench:bots' table: ≥ 62 %, ≥ 50 %, ≥ 40 %, ≥ 55 %). */
function headlineDuels() {
  return {
    expertoVsSimple: duel('chile', 'experto', 'simple', n(300), 1),
    expertoVsSimpleLiarsDice: duel('liars-dice', 'experto', 'simple', n(300), 2),
    maestroVsExperto: duel('chile', 'maestro', 'experto', n(200), 3),
    medioVsSimple: duel('chile', 'medio', 'simple', n(200), 4),
    maestroVsExpertoGames: (() => {
      let wins = 0;
      const deals = n(60);
      for (let i = 0; i < deals; i++) {
        for (const swap of [false, true]) {
          const levels: BotLevel[] = swap ? ['experto', 'maestro'] : ['maestro', 'experto'];
          const r = playGame({ rules: 'chile', players: levels.map(timed), dealSeed: 6 * 100_003 + i, botSeed: i, start: { seat: 0, direction: 'clockwise' } });
          if (r.winner === (swap ? 1 : 0)) wins++;
        }
      }
      return wilson(wins, deals * 2);
    })(),
    maestroVsExpertoEndgames: maestroVsExpertoEndgames(),
    /** Maestro vs Experto heads-up rounds, chile, every config 1v1..5v5 (solved table or look-ahead search), pooled; per family and larger: --heads-up. */
    maestroVsExpertoHeadsUp: (() => {
      const rows: { config: string; maestroPlays: string; rate: Rate }[] = [];
      const solved = new Set(repoEndgame.family('chile').tables.map((t) => t.id));
      for (let m = 1; m <= 5; m++) for (let o = 1; o <= 5; o++) rows.push({ config: `${m}v${o}`, maestroPlays: solved.has(`${m}v${o}`) ? 'solved table' : 'look-ahead search', rate: headsUpRounds('chile', 'maestro', 'experto', [m, o], n(8), 7000 + m * 10 + o) });
      const sum = (f: (r: Rate) => number): number => rows.reduce((a, r) => a + f(r.rate), 0);
      return { rows, pooled: wilson(sum((r) => r.wins), sum((r) => r.n)) };
    })(),
    expertoVsThreeMedio: (() => {
      const s = table('chile', ['experto', 'medio', 'medio', 'medio'], n(25), 5).get('experto')!;
      return wilson(s.wins, s.n);
    })(),
  };
}

// round-robin per preset and table size
const PAIRS: [BotLevel, BotLevel][] = [];
for (let i = 0; i < BOT_LEVELS.length; i++) for (let j = i + 1; j < BOT_LEVELS.length; j++) PAIRS.push([BOT_LEVELS[i]!, BOT_LEVELS[j]!]);

interface RobinRow {
  readonly preset: PresetId;
  readonly players: number;
  readonly metric: 'rounds' | 'games';
  readonly level: BotLevel;
  readonly rate: Rate;
}
/** Round-robin per preset and table size: each level's win rate over its pairings (2 players) and tables (4 and 6). */
function roundRobin(): RobinRow[] {
  const robin: RobinRow[] = [];
  PRESET_IDS.forEach((preset, pi) => {
    // 2 players: every pair of levels, duplicate first rounds; a level's rate is over all its pairings
    const two = new Map<BotLevel, { wins: number; n: number }>();
    PAIRS.forEach(([a, b], k) => {
      const r = duel(preset, a, b, n(12), 1000 + pi * 50 + k);
      const add = (l: BotLevel, w: number): void => {
        const e = two.get(l) ?? { wins: 0, n: 0 };
        two.set(l, { wins: e.wins + w, n: e.n + r.n });
      };
      add(a, r.wins);
      add(b, r.n - r.wins);
    });
    for (const l of BOT_LEVELS) robin.push({ preset, players: 2, metric: 'rounds', level: l, rate: wilson(two.get(l)!.wins, two.get(l)!.n) });
    // 4 players: every choice of four levels (one sits out), seats rotated; 6 players: all five plus a second Medio
    const four = new Map<BotLevel, { wins: number; n: number }>();
    BOT_LEVELS.forEach((out, k) => {
      const s = table(preset, BOT_LEVELS.filter((l) => l !== out), n(1), 2000 + pi * 50 + k);
      for (const [l, e] of s) {
        const f = four.get(l) ?? { wins: 0, n: 0 };
        four.set(l, { wins: f.wins + e.wins, n: f.n + e.n });
      }
    });
    for (const l of BOT_LEVELS) robin.push({ preset, players: 4, metric: 'games', level: l, rate: wilson(four.get(l)!.wins, four.get(l)!.n) });
    const six = table(preset, [...BOT_LEVELS, 'medio'], n(1), 3000 + pi);
    for (const l of BOT_LEVELS) robin.push({ preset, players: 6, metric: 'games', level: l, rate: wilson(six.get(l)!.wins, six.get(l)!.n) });
  });
  return robin;
}

const TARGETS = {
  expertoVsSimple: 0.62,
  expertoVsThreeMedio: 0.4,
  p99: { medio: 50, experto: 200, maestro: 200 } as Record<string, number>,
};

export function runHeadline(t0: number): void {
  const headline = headlineDuels();
  const robin = roundRobin();
  const latency = BOT_LEVELS.map((l) => ({ level: l, ...latencySummary(latencies.get(l)) }));
  const load = os.loadavg()[0]!;
  const tables = repoEndgame.family('chile');
  const endgames = tables.tables.map((t) => ({ id: t.id, value: t.value, nashConv: t.nashConv, exploitability: t.nashConv / 2 }));
  /** Every family's solved tables (issue 14); per-config heads-up play against Experto: `--heads-up`. */
  const familyEndgames = ENDGAME_FAMILIES.map((f) => ({ family: f.id, objective: repoEndgame.family(f.id).objective, tables: repoEndgame.family(f.id).tables.map((t) => ({ id: t.id, value: t.value, nashConv: t.nashConv, exploitability: t.nashConv / 2 })) }));
  const seconds = (performance.now() - t0) / 1000;
  if (JSON_OUT) {
    process.stdout.write(`${JSON.stringify({ scale: SCALE, seconds, load, headline, targets: TARGETS, latency, endgames, familyEndgames, robin }, null, 2)}\n`);
  } else {
    const lines: string[] = [];
    lines.push(`bench:bots (scale ${SCALE}${QUICK ? ', --quick' : ''}) in ${seconds.toFixed(0)} s; load average ${load.toFixed(1)} on ${os.cpus().length} CPUs`);
    lines.push('');
    lines.push('| headline | win rate [95% CI] | target |');
    lines.push('|---|---|---|');
    lines.push(`| Experto vs SimpleDudo, 2p 5v5 rounds, chile | ${rateText(headline.expertoVsSimple)} | ≥ 62% |`);
    lines.push(`| Experto vs SimpleDudo, 2p 5v5 rounds, liars-dice | ${rateText(headline.expertoVsSimpleLiarsDice)} | ≥ 62% |`);
    lines.push(`| Maestro vs Experto, 2p 5v5 rounds, chile | ${rateText(headline.maestroVsExperto)} | ≥ 50% |`);
    lines.push(`| Maestro vs Experto, 2p whole games, chile | ${rateText(headline.maestroVsExpertoGames)} | ≥ 50% |`);
    lines.push(`| Medio vs SimpleDudo, 2p 5v5 rounds, chile | ${rateText(headline.medioVsSimple)} | — |`);
    lines.push(`| Experto vs three Medio, 4p games, chile | ${rateText(headline.expertoVsThreeMedio)} | ≥ 40% |`);
    lines.push(`| Maestro vs Experto, 2p heads-up rounds 1v1..5v5 pooled, chile (per config: --heads-up) | ${rateText(headline.maestroVsExpertoHeadsUp.pooled)} | ≥ 55% |`);
    for (const e of headline.maestroVsExpertoEndgames) lines.push(`| Maestro vs Experto, 2p games from ${e.dice} (starter first), chile | ${rateText(e.rate)} | ≥ 50% |`);
    lines.push('');
    lines.push('| level | decisions | wall p50 ms | wall p99 ms | wall max ms | CPU p50 ms | CPU p99 ms | p99 target |');
    lines.push('|---|---|---|---|---|---|---|---|');
    for (const l of latency) {
      lines.push(`| ${l.level} | ${l.decisions} | ${l.p50.toFixed(2)} | ${l.p99.toFixed(2)} | ${l.max.toFixed(1)} | ${l.cpuP50.toFixed(2)} | ${l.cpuP99.toFixed(2)} | ${TARGETS.p99[l.level] ?? '—'} |`);
    }
    lines.push('');
    lines.push('round-robin win rates [95% CI] (2p: first rounds over all pairings, base 50%; 4p/6p: whole games, base 25% / 16.7%)');
    lines.push(`| preset | players | ${BOT_LEVELS.join(' | ')} |`);
    lines.push(`|---|---|${BOT_LEVELS.map(() => '---').join('|')}|`);
    for (const preset of PRESET_IDS) {
      for (const players of [2, 4, 6]) {
        const cells = BOT_LEVELS.map((l) => {
          const r = robin.find((x) => x.preset === preset && x.players === players && x.level === l)!.rate;
          return `${pct(r.rate)} [${pct(r.lo)}–${pct(r.hi)}]`;
        });
        lines.push(`| ${preset} | ${players} | ${cells.join(' | ')} |`);
      }
    }
    lines.push('');
    lines.push('Endgame tables Maestro plays (engine/solver, every rules family; figures as stored by `npm run solve`; heads-up play per config: --heads-up):');
    if (endgames.length === 0) lines.push('  none generated yet: Maestro plays Experto everywhere');
    for (const f of familyEndgames) {
      for (const e of f.tables) lines.push(`  ${f.family} ${e.id}: value ${e.value.toFixed(4)}, NashConv ${e.nashConv.toExponential(2)}, exploitability ${e.exploitability.toExponential(2)}`);
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}
