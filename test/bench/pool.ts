// bench:pool (issue 41, "measured against more than Experto"): Maestro's heads-up rounds against a pool of opponents
// it was never tuned to: Medio, Experto, the earlier Maestro (its look-ahead without tables), and four fixed styles
// (engine/bots/styles.ts: always bluffs, never bluffs, calls too often, calls too rarely). Every config MvO from 1v1
// to 5v5, duplicate deals (each deal played with Maestro opening, then with the same dice responding), rounds pooled
// per family and opponent with 95 % Wilson intervals; a round is won when Maestro does not lose a die (or gains one by
// calzo). Also Maestro's decision wall times (p50, p99) in these rounds.
//
//   npm run bench:pool -- [--families chile,liars-dice] [--opponents a,b] [--per-config N] [--max-dice D | --configs 2v3,3v2] [--salt S] [--bluffer P] [--json]
//
// Besides the table per family and opponent, a per-config table: each pair MvO and OvM pooled over the families run.
// --bluffer P: Maestro itself reading every opponent as a bluffer of prior share P (adapt.ts bluffRead's worst case).
//
// `maestro-four` (issue 41): Maestro with its tables up to four dice, as before the five-dice recall tables; --four:
// Maestro itself so (the before figures against the same opponents); --no-recall: Maestro itself without any recall
// table (its look-ahead beyond the full-round tables: the before figures of a family's first recall tables).
//
// Default --per-config 2 (100 rounds per opponent and family, a few minutes on two loaded cores); the full run:
// --per-config 40 (2,000 rounds per cell).
//
// --adapt (issue 41.3): Maestro adapting across a match (engine/bots/adapt.ts, one opponent model per cell, reset every
// --match-rounds R rounds, default 50) against the styles and Maestro itself, beside the base Maestro on the same deals.
import { type RulesSpec, type SeatView } from '../../engine/index';
import { botConfig, createAdaptiveMaestro, createBot, decideReadingBluffs, posterior, ADAPT, type BotDecision, type OpponentProfile } from '../../engine/bots/index';
import { decideStyle, isStyleId, STYLE_IDS } from '../../engine/bots/styles';
import type { Rng } from '../../engine/random';
import { playGame, type Player } from '../bots/play';
import { noRecallShelf, repoEndgame, repoShelfKeeping } from '../setup/endgame-tables';
import { percentile, pct, wilson, type Rate } from './bots/stats';

const args = process.argv.slice(2);
const json = args.includes('--json');
const opt = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const OPPONENTS = ['medio', 'experto', 'maestro-lookahead', 'maestro-four', ...STYLE_IDS, 'maestro'] as const;
type Opponent = (typeof OPPONENTS)[number];
const adapt = args.includes('--adapt');
const matchRounds = Number(opt('--match-rounds') ?? '50');
const families = (opt('--families') ?? 'chile,liars-dice').split(',') as RulesSpec[];
const defaultOpponents: Opponent[] = adapt ? [...STYLE_IDS, 'maestro'] : OPPONENTS.filter((o) => o !== 'maestro' && o !== 'maestro-four');
const opponents = (opt('--opponents')?.split(',') ?? defaultOpponents) as Opponent[];
for (const o of opponents) if (!(OPPONENTS as readonly string[]).includes(o)) throw new Error(`--opponents takes some of ${OPPONENTS.join(', ')}, not "${o}"`);
const perConfig = Number(opt('--per-config') ?? '2');
const maxDice = Number(opt('--max-dice') ?? '5');
const salt = Number(opt('--salt') ?? '41');
if (!(Number.isInteger(perConfig) && perConfig > 0 && Number.isInteger(maxDice) && maxDice >= 1 && maxDice <= 5)) throw new Error('--per-config takes a whole number ≥ 1, --max-dice 1 to 5');
if (!(Number.isInteger(matchRounds) && matchRounds > 0)) throw new Error('--match-rounds takes a whole number ≥ 1');
/** The configs MvO played (Maestro holding M): --configs, else every one up to --max-dice. */
const configs: (readonly [number, number])[] = opt('--configs')
  ?.split(',')
  .map((c) => {
    const m = /^([1-5])v([1-5])$/.exec(c);
    if (!m) throw new Error(`--configs takes MvO configs, e.g. 2v3,3v2, not "${c}"`);
    return [Number(m[1]), Number(m[2])] as const;
  }) ?? Array.from({ length: maxDice * maxDice }, (_, k) => [Math.floor(k / maxDice) + 1, (k % maxDice) + 1] as const);
/** Maestro's tables up to four dice in play (issue 41: the earlier Maestro, before the five-dice recall tables). */
const fourDiceShelf = repoShelfKeeping((x) => x.starterDice + x.responderDice <= 4);

/** --four: Maestro itself with its tables up to four dice (the same opponents, as before the five-dice tables); --no-recall: its full-round tables only, no recall table. */
const [shelfNamed, maestroShelf] = args.includes('--no-recall')
  ? (['no recall tables', noRecallShelf()] as const)
  : args.includes('--four')
    ? (['tables up to four dice', fourDiceShelf] as const)
    : (['all tables', repoEndgame] as const);
/** --bluffer P: Maestro itself reading every opponent as a bluffer of prior share P (the adapted read's worst case against honest players). */
const bluffer = Number(opt('--bluffer') ?? '0');
if (!(bluffer >= 0 && bluffer < 1)) throw new Error('--bluffer takes a share from 0 to under 1');
const maestroConfig = botConfig('maestro', 'balanced', maestroShelf);
const maestroBot = bluffer > 0 ? { decide: (view: SeatView, rng: Rng) => decideReadingBluffs(view, rng, maestroConfig, bluffer) } : createBot('maestro', 'balanced', maestroShelf);
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
  if (o === 'maestro-four') return createBot('maestro', 'balanced', fourDiceShelf);
  if (o === 'maestro') return createBot('maestro', 'balanced', repoEndgame); // itself (--adapt)
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
  /** Maestro's won rounds per config MvO (both seats of each deal). */
  readonly byConfig: Record<string, { readonly wins: number; readonly n: number }>;
}

function cell(family: RulesSpec, opponent: Opponent): Cell {
  const other = opponentPlayer(opponent);
  const won = [0, 0];
  let n = 0;
  let worst = { config: '', rate: 2, n: 0 };
  const byConfig: Record<string, { wins: number; n: number }> = {};
  for (const [m, o] of configs) {
    {
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
      byConfig[`${m}v${o}`] = { wins: w, n: 2 * perConfig };
      if (rate < worst.rate) worst = { config: `${m}v${o}`, rate, n: 2 * perConfig };
    }
  }
  return { family: String(family), opponent, rounds: wilson(won[0]! + won[1]!, n), opening: wilson(won[0]!, n / 2), responding: wilson(won[1]!, n / 2), worstConfig: worst, byConfig };
}

interface AdaptCell {
  readonly family: string;
  readonly opponent: Opponent;
  readonly base: Rate;
  readonly adapted: Rate;
  /** Adapted minus base, round by round on the same deals: the mean and its 95 % normal interval. */
  readonly gain: { readonly mean: number; readonly lo: number; readonly hi: number };
  /** Share of the adaptive Maestro's bidding decisions that an adapted move decided. */
  readonly adaptedMoves: { readonly moves: number; readonly decisions: number };
  /** The model's estimates at the end of the last match (posterior means): bluff rates by bid size, its dudo rates on likely and unlikely bids. */
  readonly estimates: { readonly bluffLow: number; readonly bluffHigh: number; readonly calls: number; readonly unlikelyCalls: number; readonly observed: number };
  /** The adaptive Maestro's won rounds per config MvO (and the base Maestro's). */
  readonly byConfig: Record<string, { readonly wins: number; readonly base: number; readonly n: number }>;
}

/** Base Maestro and adaptive Maestro on the same deals against one opponent; the adaptive one learns across each match. */
function adaptCell(family: RulesSpec, opponent: Opponent): AdaptCell {
  const other = opponentPlayer(opponent);
  const bot = createAdaptiveMaestro(repoEndgame, { keyOf: () => opponent });
  let moves = 0;
  let decisions = 0;
  const adaptive: Player = {
    decide(view, rng) {
      const d = bot.decide(view, rng);
      if (view.phase === 'bidding' && view.toAct === view.seat) {
        decisions++;
        if (d.reason.say?.code.startsWith('adapt-') || d.reason.notes?.adapted || d.reason.notes?.suspected) moves++;
      }
      return d;
    },
  };
  const won = { base: 0, adapted: 0 };
  let n = 0;
  let d2 = 0;
  let last: OpponentProfile = bot.profile(opponent);
  const byConfig: Record<string, { wins: number; base: number; n: number }> = {};
  for (let i = 0; i < perConfig; i++) {
    for (const [m, o] of configs) {
      {
        const dealSeed = (salt * 100_003 + m * 1_009 + o * 10_007 + i) >>> 0;
        for (const seat of [0, 1] as const) {
          if (n % matchRounds === 0) bot.reset(); // a new match
          const startDice = seat === 0 ? [m, o] : [o, m];
          const play = (me: Player) => playGame({ rules: family, players: seat === 0 ? [me, other] : [other, me], dealSeed, botSeed: i, start: { seat: 0, direction: 'clockwise' }, startDice, firstRoundOnly: true });
          const b = wonRound(seat, play(maestro)) ? 1 : 0;
          const r = play(adaptive);
          bot.endRound(r.firstResolution!);
          const a = wonRound(seat, r) ? 1 : 0;
          won.base += b;
          won.adapted += a;
          const k = (byConfig[`${m}v${o}`] ??= { wins: 0, base: 0, n: 0 });
          k.wins += a;
          k.base += b;
          k.n++;
          d2 += (a - b) ** 2;
          n++;
          if (n % matchRounds === 0) last = bot.profile(opponent);
        }
      }
    }
  }
  if (n % matchRounds !== 0) last = bot.profile(opponent);
  const estimates = {
    bluffLow: posterior(last.bluffs.low, ADAPT.bluffPrior.low).mean,
    bluffHigh: posterior(last.bluffs.high, ADAPT.bluffPrior.high).mean,
    calls: posterior(last.calls, ADAPT.callPrior).mean,
    unlikelyCalls: posterior(last.unlikelyCalls, ADAPT.unlikelyCallPrior).mean,
    observed: last.bluffs.low.n + last.bluffs.high.n + last.calls.n + last.unlikelyCalls.n,
  };
  const mean = (won.adapted - won.base) / n;
  const half = 1.96 * Math.sqrt(Math.max(0, d2 / n - mean * mean) / Math.max(1, n - 1));
  const gain = { mean, lo: mean - half, hi: mean + half };
  return { family: String(family), opponent, base: wilson(won.base, n), adapted: wilson(won.adapted, n), gain, adaptedMoves: { moves, decisions }, estimates, byConfig };
}

/**
 * The per-config table (issue 41): each pair of configs MvO and OvM pooled (a 1v4 alone is lost by anyone; with its
 * 4v1 it is a fair cell), over the families run, per opponent, with 95 % Wilson intervals.
 */
function pairTable(cells: readonly { readonly opponent: Opponent; readonly byConfig: Record<string, { readonly wins: number; readonly n: number }> }[]): string {
  /** A config's pair, named by its config with fewer dice first. */
  const pairOf = (c: string): string => {
    const [m, o] = c.split('v').map(Number) as [number, number];
    return m <= o ? c : `${o}v${m}`;
  };
  const pairs = [...new Set(configs.map(([m, o]) => pairOf(`${m}v${o}`)))];
  const rate = (o: Opponent, pair: string): Rate => {
    let wins = 0;
    let n = 0;
    for (const c of cells) {
      if (c.opponent !== o) continue;
      for (const [k, v] of Object.entries(c.byConfig)) {
        if (pairOf(k) !== pair) continue;
        wins += v.wins;
        n += v.n;
      }
    }
    return wilson(wins, n);
  };
  const rows = pairs.map((p) => {
    const [m, o] = p.split('v');
    return `| ${m === o ? p : `${p} + ${o}v${m}`} | ${opponents.map((o2) => {
      const r = rate(o2, p);
      return `${pct(r.rate)} [${pct(r.lo)}, ${pct(r.hi)}]`;
    }).join(' | ')} |`;
  });
  return [`| configs (${families.join(', ')}) | ${opponents.join(' | ')} |`, `|---|${opponents.map(() => '---|').join('')}`, ...rows].join('\n') + '\n';
}

function runAdapt(): void {
  const t0 = performance.now();
  const cells: AdaptCell[] = [];
  for (const f of families) {
    family = String(f);
    for (const o of opponents) {
      const c = adaptCell(f, o);
      cells.push(c);
      if (!json) process.stderr.write(`${f} vs ${o}: base ${pct(c.base.rate)}, adapted ${pct(c.adapted.rate)} of ${c.base.n} (${((performance.now() - t0) / 1000).toFixed(0)} s)\n`);
    }
  }
  const result = { bench: 'pool-adapt', perConfig, maxDice, salt, matchRounds, families, seconds: (performance.now() - t0) / 1000, cells };
  if (json) {
    process.stdout.write(`${JSON.stringify(result, null, 1)}\n`);
    return;
  }
  const ci = (r: Rate): string => `${pct(r.rate)} [${pct(r.lo)}, ${pct(r.hi)}]`;
  const rows = cells.map((c) => {
    const e = c.estimates;
    const share = c.adaptedMoves.decisions > 0 ? c.adaptedMoves.moves / c.adaptedMoves.decisions : 0;
    const g = c.gain;
    const pts = (x: number): string => `${x >= 0 ? '+' : ''}${(100 * x).toFixed(1)}`;
    return `| ${c.family} | ${c.opponent} | ${ci(c.base)} | ${ci(c.adapted)} | ${pts(g.mean)} [${pts(g.lo)}, ${pts(g.hi)}] | ${c.base.n} | ${pct(share)} | ${pct(e.bluffLow)} / ${pct(e.bluffHigh)} / ${pct(e.calls)} / ${pct(e.unlikelyCalls)} (${e.observed}) |`;
  });
  const head = ['| family | opponent | base Maestro [95 %] | adaptive Maestro [95 %] | gain, points [95 %] | rounds | moves adapted | model: bluffs low / high, dudos of likely / unlikely bids (observations) |', '|---|---|---|---|---|---|---|---|'];
  process.stdout.write([...head, ...rows].join('\n') + `\n(${result.seconds.toFixed(0)} s; matches of ${matchRounds} rounds)\n`);
  process.stdout.write(`\nThe adaptive Maestro per config pair:\n${pairTable(cells)}`);
}

function runPool(): void {
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
  const result = { bench: 'pool', maestro: shelfNamed, bluffer, perConfig, maxDice, configs: configs.map(([m, o]) => `${m}v${o}`), salt, families, seconds: (performance.now() - t0) / 1000, cells, pooled, maestroLatencyMs: latency };
  if (json) process.stdout.write(`${JSON.stringify(result, null, 1)}\n`);
  else {
    const rows = cells.map((c) => `| ${c.family} | ${c.opponent} | ${pct(c.rounds.rate)} [${pct(c.rounds.lo)}, ${pct(c.rounds.hi)}] | ${c.rounds.n} | ${pct(c.opening.rate)} / ${pct(c.responding.rate)} | ${c.worstConfig.config} ${pct(c.worstConfig.rate)} |`);
    process.stdout.write(['| family | opponent | Maestro’s rounds [95 %] | n | opening / responding | lowest config |', '|---|---|---|---|---|---|', ...rows].join('\n') + '\n');
    process.stdout.write(`\nPer config pair:\n${pairTable(cells)}`);
    process.stdout.write(`\npooled: ${pooled.map((p) => `${p.opponent} ${pct(p.rounds.rate)} [${pct(p.rounds.lo)}, ${pct(p.rounds.hi)}]`).join('; ')}\n`);
    process.stdout.write(`Maestro's decisions: ${latency.decisions}, wall p50 ${latency.p50.toFixed(1)} ms, p99 ${latency.p99.toFixed(1)} ms, max ${latency.max.toFixed(1)} ms, CPU p50 ${latency.cpuP50.toFixed(1)} ms, p99 ${latency.cpuP99.toFixed(1)} ms; first decision of a family (its tables read) ${Object.entries(firstDecisionMs).map(([k, v]) => `${k} ${v.toFixed(0)} ms`).join(', ')} (${result.seconds.toFixed(0)} s)\n`);
  }
}

if (adapt) runAdapt();
else runPool();
