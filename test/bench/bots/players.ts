// bench:bots' players and the games they play: each level's decisions timed, duplicate duels and tables (the luck of
// the deal cancels out: each deal played with the seats swapped or rotated).
import type { RulesSpec } from '../../../engine/index';
import { createAdaptiveMaestro, createBot, type BotLevel } from '../../../engine/bots/index';
import { noRecallShelf, repoEndgame } from '../../setup/endgame-tables';
import { obligarPlayer, type SolvedRoundKind } from '../../../engine/solver/dudo';
import { decideExperto, decideMaestro } from '../../../engine/bots/levels';
import { decideHeadsUpSearch } from '../../../engine/bots/headsup';
import type { SeatView } from '../../../engine/views';
import type { Rng } from '../../../engine/random';
import { playGame, type Player } from '../../bots/play';
import { adaptive, ANSWER_MODELS, answerModel, noRecall, withoutSpecialTables } from './args';
import { wilson, type Latencies, type Rate } from './stats';

/** Decision times per level: wall clock, and this process's CPU time (robust when the machine is loaded). */
export const latencies = new Map<BotLevel, Latencies>();

/** A decision's wall and CPU time added to `into`'s list under `key`. */
function record<K>(into: Map<K, Latencies>, key: K, wall: number, c: NodeJS.CpuUsage): void {
  let l = into.get(key);
  if (!l) into.set(key, (l = { wall: [], cpu: [] }));
  l.wall.push(wall);
  l.cpu.push((c.user + c.system) / 1000);
}

/** Maestro's tables: all the repository's, or (--no-recall) its full-round tables only. */
const maestroShelf = noRecall ? noRecallShelf() : repoEndgame;

/** A bot of `level` whose decisions are timed under its level (--adapt: a fresh adaptive Maestro, as the bot worker makes one per game and seat). */
export function timed(level: BotLevel): Player {
  const created = createBot(level, 'balanced', level === 'maestro' ? maestroShelf : repoEndgame);
  const models = ANSWER_MODELS[answerModel];
  const maestro = (v: SeatView, r: Rng) => (v.phase === 'bidding' && v.current !== null ? decideMaestro(v, r, created.config, models) : created.decide(v, r));
  const special = (v: SeatView, r: Rng) => (v.phase === 'bidding' && v.current !== null && v.current.kind !== 'normal' ? (decideHeadsUpSearch(v, r, models) ?? decideExperto(v, r, created.config)) : maestro(v, r));
  const bot =
    level !== 'maestro' ? created
    : adaptive ? createAdaptiveMaestro(maestroShelf)
    : withoutSpecialTables ? { decide: special }
    : answerModel !== 'network' ? { decide: maestro }
    : created;
  return {
    decide(view, rng) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      const d = bot.decide(view, rng);
      const ms = performance.now() - t0;
      record(latencies, level, ms, process.cpuUsage(c0));
      return d;
    },
  };
}

/** Did `seat` win the first challenge of the round (not the loser, or the gainer of a calzo)? */
export function wonRound(seat: number, r: ReturnType<typeof playGame>): boolean {
  const res = r.firstResolution!;
  return res.loser !== null ? res.loser !== seat : res.gainer === seat;
}

/** Two-player rounds, duplicate: each deal played twice with the seats swapped (the starter seat fixed). */
export function duel(rules: RulesSpec, a: BotLevel, b: BotLevel, deals: number, salt: number): Rate {
  let wins = 0;
  for (let i = 0; i < deals; i++) {
    for (const swap of [false, true]) {
      const levels = swap ? [b, a] : [a, b];
      const r = playGame({ rules, players: levels.map(timed), dealSeed: salt * 100_003 + i, botSeed: i, start: { seat: 0, direction: 'clockwise' }, firstRoundOnly: true });
      if (wonRound(swap ? 1 : 0, r)) wins++;
    }
  }
  return wilson(wins, deals * 2);
}

/**
 * Whole two-player games from an endgame (dice per seat, seat 0 starts), duplicate: each deal played twice
 * with the levels swapped. Where Maestro and Experto differ: Maestro plays the solver's tables there.
 */
export function endgameDuel(a: BotLevel, b: BotLevel, dice: readonly [number, number], deals: number, salt: number): Rate {
  let wins = 0;
  for (let i = 0; i < deals; i++) {
    for (const swap of [false, true]) {
      const levels = swap ? [b, a] : [a, b];
      const r = playGame({ rules: 'chile', players: levels.map(timed), dealSeed: salt * 100_003 + i, botSeed: i, start: { seat: 0, direction: 'clockwise' }, startDice: dice });
      if (r.winner === (swap ? 1 : 0)) wins++;
    }
  }
  return wilson(wins, deals * 2);
}

/**
 * Heads-up rounds from config MvO (seat 0 starts with M dice, seat 1 holds O), duplicate: each deal played
 * twice, `a` at seat 0 (opening) then at seat 1 (responding), the same dice; `a` wins a round it does not lose.
 * `round`: the first round is a palifico (R-PALIFICO), obligar (R-OBLIGAR, open or closed) or blind (R-BLIND) round of the seat holding one die
 * (seat 0 if both do); `dice` are still the dice each holds.
 */
export function headsUpRounds(rules: RulesSpec, a: BotLevel, b: BotLevel, dice: readonly [number, number], deals: number, salt: number, games = false, round: SolvedRoundKind = 'normal'): Rate & { opening: Rate; responding: Rate } {
  const startRound = round === 'normal' ? {} : { startRound: { kind: round, seat: obligarPlayer(dice) } };
  const won = [0, 0];
  for (let i = 0; i < deals; i++) {
    for (const swap of [false, true]) {
      const levels = swap ? [b, a] : [a, b];
      const seat = swap ? 1 : 0;
      const r = playGame({ rules, players: levels.map(timed), dealSeed: salt * 100_003 + i, botSeed: i, start: { seat: 0, direction: 'clockwise' }, startDice: dice, firstRoundOnly: !games, ...startRound });
      if (games ? r.winner === seat : wonRound(seat, r)) won[seat]! += 1;
    }
  }
  return { ...wilson(won[0]! + won[1]!, deals * 2), opening: wilson(won[0]!, deals), responding: wilson(won[1]!, deals) };
}

/** Whole games at one table, duplicate: each deal played with the seating rotated through every seat. */
export function table(rules: RulesSpec, levels: readonly BotLevel[], deals: number, salt: number): Map<BotLevel, { wins: number; n: number }> {
  const score = new Map<BotLevel, { wins: number; n: number }>();
  const n = levels.length;
  for (let i = 0; i < deals; i++) {
    for (let rot = 0; rot < n; rot++) {
      const seating = levels.map((_, s) => levels[(s + rot) % n]!);
      const r = playGame({ rules, players: seating.map(timed), dealSeed: salt * 100_003 + i, botSeed: i * 7 + rot, start: { seat: 0, direction: 'clockwise' } });
      seating.forEach((l, s) => {
        const e = score.get(l) ?? { wins: 0, n: 0 };
        score.set(l, { wins: e.wins + (r.winner === s ? 1 : 0), n: e.n + 1 });
      });
    }
  }
  return score;
}

/** One deal of a full table: each level's wins and seats over the deal's rotated games. */
export interface DealScore {
  readonly maestro: { wins: number; n: number };
  readonly experto: { wins: number; n: number };
}

/** Whole games at one table of Maestro and Experto, per deal (the seating rotated through every seat); Maestro's decision times per source. */
export function tableDeals(rules: RulesSpec, levels: readonly BotLevel[], deals: number, salt: number, sources: Map<string, Latencies>, from = 0): DealScore[] {
  const n = levels.length;
  const out: DealScore[] = [];
  for (let i = from; i < from + deals; i++) {
    const d = { maestro: { wins: 0, n: 0 }, experto: { wins: 0, n: 0 } };
    for (let rot = 0; rot < n; rot++) {
      const seating = levels.map((_, s) => levels[(s + rot) % n]!);
      const players = seating.map((l) => {
        const p = timed(l);
        if (l !== 'maestro') return p;
        return {
          decide: (view: Parameters<Player['decide']>[0], rng: Parameters<Player['decide']>[1]) => {
            const c0 = process.cpuUsage();
            const w0 = performance.now();
            const dec = p.decide(view, rng);
            const wall = performance.now() - w0;
            record(sources, dec.reason.notes?.source ?? 'setup', wall, process.cpuUsage(c0));
            return dec;
          },
        };
      });
      const r = playGame({ rules, players, dealSeed: salt * 100_003 + i, botSeed: i * 7 + rot, start: { seat: 0, direction: 'clockwise' } });
      seating.forEach((l, s) => {
        const e = l === 'maestro' ? d.maestro : d.experto;
        e.wins += r.winner === s ? 1 : 0;
        e.n += 1;
      });
    }
    out.push(d);
  }
  return out;
}

/** Maestro's seat-adjusted share: its wins per seat over the sum of both levels' wins per seat. */
export function shareOf(deals: readonly DealScore[]): number {
  let mw = 0;
  let mn = 0;
  let ew = 0;
  let en = 0;
  for (const d of deals) {
    mw += d.maestro.wins;
    mn += d.maestro.n;
    ew += d.experto.wins;
    en += d.experto.n;
  }
  const m = mn === 0 ? 0 : mw / mn;
  const e = en === 0 ? 0 : ew / en;
  return m + e === 0 ? 0.5 : m / (m + e);
}
