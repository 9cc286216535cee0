// bench:pool (issue 41, "measured against more than Experto"): Maestro's heads-up rounds against a pool of opponents
// it was never tuned to: Medio, Experto, the earlier Maestro (its look-ahead without tables), and four fixed styles
// (engine/bots/styles.ts: always bluffs, never bluffs, calls too often, calls too rarely). Every config MvO from 1v1
// to 5v5, duplicate deals (each deal played with Maestro opening, then with the same dice responding), rounds pooled
// per family and opponent with 95 % Wilson intervals; a round is won when Maestro does not lose a die (or gains one by
// calzo). Also Maestro's decision wall times (p50, p99) in these rounds.
//
//   npm run bench:pool -- [--families chile,liars-dice] [--opponents a,b] [--per-config N] [--max-dice D] [--salt S] [--json]
//
// Default --per-config 2 (100 rounds per opponent and family, a few minutes on two loaded cores); the full run:
// --per-config 40 (2,000 rounds per cell).
import { type RulesSpec, type SeatView } from '../../engine/index';
import { createBot, type BotDecision } from '../../engine/bots/index';
import { decideStyle, isStyleId, STYLE_IDS } from '../../engine/bots/styles';
import type { Rng } from '../../engine/random';
import { playGame, type Player } from '../bots/play';
import { repoEndgame } from '../setup/endgame-tables';
import { percentile, pct, wilson, type Rate } from './bots/stats';

const args = process.argv.slice(2);
const json = args.includes('--json');
const opt = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const OPPONENTS = ['medio', 'experto', 'maestro-lookahead', ...STYLE_IDS] as const;
type Opponent = (typeof OPPONENTS)[number];
const families = (opt('--families') ?? 'chile,liars-dice').split(',') as RulesSpec[];
const opponents = (opt('--opponents')?.split(',') ?? [...OPPONENTS]) as Opponent[];
for (const o of opponents) if (!(OPPONENTS as readonly string[]).includes(o)) throw new Error(`--opponents takes some of ${OPPONENTS.join(', ')}, not "${o}"`);
const perConfig = Number(opt('--per-config') ?? '2');
const maxDice = Number(opt('--max-dice') ?? '5');
const salt = Number(opt('--salt') ?? '41');
if (!(Number.isInteger(perConfig) && perConfig > 0 && Number.isInteger(maxDice) && maxDice >= 1 && maxDice <= 5)) throw new Error('--per-config takes a whole number ≥ 1, --max-dice 1 to 5');

const maestroBot = createBot('maestro', 'balanced', repoEndgame);
const wall: number[] = [];
/** This process's CPU time per decision (robust when the machine is loaded). */
const cpu: number[] = [];
/** Each family's first decision, which reads its tables from disk (lazily, as the bot worker does), apart. */
const firstDecisionMs: Record<string, number> = {};
let family = 'chile';
const maestro: Player = {
  decide(view: SeatView, rng: Rng): BotDecision {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const d = maestroBot.decide(view, rng);
    const ms = performance.now() - t0;
    const c = process.cpuUsage(c0);
    if (view.phase !== 'bidding') return d;
    if (firstDecisionMs[family] === undefined) firstDecisionMs[family] = ms;
    else {
      wall.push(ms);
      cpu.push((c.user + c.system) / 1000);
    }
    return d;
  },
};

function opponentPlayer(o: Opponent): Player {
  if (isStyleId(o)) return { decide: (view, rng) => (view.phase === 'bidding' ? decideStyle(o, view, rng) : createBot('medio').decide(view, rng)) };
  if (o === 'maestro-lookahead') return createBot('maestro', 'balanced', null); // the earlier Maestro: no tables
  return createBot(o, 'balanced', null);
}

/** Did `seat` win the round's first challenge (not the loser, or the gainer of a calzo)? */
function wonRound(seat: number, r: ReturnType<typeof playGame>): boolean {
  const res = r.firstResolution!;
  return res.loser !== null ? res.loser !== seat : res.gainer === seat;
}

interface Cell {
  readonly family: string;
  readonly opponent: Opponent;
  readonly rounds: Rate;
  readonly opening: Rate;
  readonly responding: Rate;
  readonly worstConfig: { readonly config: string; readonly rate: number; readonly n: number };
}

function cell(family: RulesSpec, opponent: Opponent): Cell {
  const other = opponentPlayer(opponent);
  const won = [0, 0];
  let n = 0;
  let worst = { config: '', rate: 2, n: 0 };
  for (let m = 1; m <= maxDice; m++) {
    for (let o = 1; o <= maxDice; o++) {
      let w = 0;
      for (let i = 0; i < perConfig; i++) {
        const dealSeed = (salt * 100_003 + m * 1_009 + o * 10_007 + i) >>> 0;
        for (const seat of [0, 1] as const) {
          // the dice follow the seat: Maestro holds M opening (seat 0) and M responding (seat 1, the same deal)
          const players = seat === 0 ? [maestro, other] : [other, maestro];
          const startDice = seat === 0 ? [m, o] : [o, m];
          const r = playGame({ rules: family, players, dealSeed, botSeed: i, start: { seat: 0, direction: 'clockwise' }, startDice, firstRoundOnly: true });
          if (wonRound(seat, r)) {
            won[seat]! += 1;
            w++;
          }
          n++;
        }
      }
      const rate = w / (2 * perConfig);
      if (rate < worst.rate) worst = { config: `${m}v${o}`, rate, n: 2 * perConfig };
    }
  }
  return { family: String(family), opponent, rounds: wilson(won[0]! + won[1]!, n), opening: wilson(won[0]!, n / 2), responding: wilson(won[1]!, n / 2), worstConfig: worst };
}

const t0 = performance.now();
const cells: Cell[] = [];
for (const f of families) {
  family = String(f);
  for (const o of opponents) {
    const c = cell(f, o);
    cells.push(c);
    if (!json) process.stderr.write(`${f} vs ${o}: ${pct(c.rounds.rate)} [${pct(c.rounds.lo)}, ${pct(c.rounds.hi)}] of ${c.rounds.n} (${((performance.now() - t0) / 1000).toFixed(0)} s)\n`);
  }
}
const pooled = opponents.map((o) => {
  const mine = cells.filter((c) => c.opponent === o);
  return { opponent: o, rounds: wilson(mine.reduce((a, c) => a + c.rounds.wins, 0), mine.reduce((a, c) => a + c.rounds.n, 0)) };
});
const latency = { firstDecisionMs, decisions: wall.length, p50: percentile(wall, 0.5), p99: percentile(wall, 0.99), max: percentile(wall, 1), cpuP50: percentile(cpu, 0.5), cpuP99: percentile(cpu, 0.99) };
const result = { bench: 'pool', perConfig, maxDice, salt, families, seconds: (performance.now() - t0) / 1000, cells, pooled, maestroLatencyMs: latency };
if (json) process.stdout.write(`${JSON.stringify(result, null, 1)}\n`);
else {
  const rows = cells.map((c) => `| ${c.family} | ${c.opponent} | ${pct(c.rounds.rate)} [${pct(c.rounds.lo)}, ${pct(c.rounds.hi)}] | ${c.rounds.n} | ${pct(c.opening.rate)} / ${pct(c.responding.rate)} | ${c.worstConfig.config} ${pct(c.worstConfig.rate)} |`);
  process.stdout.write(['| family | opponent | Maestro’s rounds [95 %] | n | opening / responding | lowest config |', '|---|---|---|---|---|---|', ...rows].join('\n') + '\n');
  process.stdout.write(`\npooled: ${pooled.map((p) => `${p.opponent} ${pct(p.rounds.rate)} [${pct(p.rounds.lo)}, ${pct(p.rounds.hi)}]`).join('; ')}\n`);
  process.stdout.write(`Maestro's decisions: ${latency.decisions}, wall p50 ${latency.p50.toFixed(1)} ms, p99 ${latency.p99.toFixed(1)} ms, max ${latency.max.toFixed(1)} ms, CPU p50 ${latency.cpuP50.toFixed(1)} ms, p99 ${latency.cpuP99.toFixed(1)} ms; first decision of a family (its tables read) ${Object.entries(firstDecisionMs).map(([k, v]) => `${k} ${v.toFixed(0)} ms`).join(', ')} (${result.seconds.toFixed(0)} s)\n`);
}
