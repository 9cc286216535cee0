// bench:bots `--duel A B PRESET` (two-player 5v5 rounds of one level against another) and `--endgames` (Maestro vs Experto
// from the endgames of the solver's tables, where the two differ, and whole 5v5 games).
import { PRESET_IDS, type PresetId } from '../../../engine/index';
import { BOT_LEVELS, type BotLevel } from '../../../engine/bots/index';
import os from 'node:os';
import { args, JSON_OUT, n, SCALE } from './args';
import { duel, endgameDuel } from './players';
import { pct, wilson, type Rate } from './stats';

/** Maestro vs Experto from each solved endgame, and all of them pooled. */
export const maestroVsExpertoEndgames = (): { dice: string; rate: Rate }[] => {
  const rows = ([[1, 1], [1, 2], [2, 1], [2, 2]] as const).map((dice, k) => ({ dice: `${dice[0]}v${dice[1]}`, rate: endgameDuel('maestro', 'experto', dice, n(1500), 40 + k) }));
  const sum = (f: (r: Rate) => number): number => rows.reduce((a, r) => a + f(r.rate), 0);
  return [...rows, { dice: 'all four', rate: wilson(sum((r) => r.wins), sum((r) => r.n)) }];
};

// `--duel A B PRESET`: only two-player 5v5 rounds of level A against level B (duplicate, n(300) deals × 2).
export function runDuel(t0: number): void {
  const duelArg = args.indexOf('--duel');
  const [a, b, preset] = args.slice(duelArg + 1, duelArg + 4);
  const isLevel = (x: string | undefined): x is BotLevel => (BOT_LEVELS as readonly string[]).includes(x ?? '');
  if (!isLevel(a) || !isLevel(b) || !(PRESET_IDS as readonly string[]).includes(preset ?? '')) {
    throw new Error(`--duel takes two levels (${BOT_LEVELS.join(', ')}) and a preset (${PRESET_IDS.join(', ')})`);
  }
  const r = duel(preset as PresetId, a, b, n(300), 11);
  const seconds = (performance.now() - t0) / 1000;
  if (JSON_OUT) process.stdout.write(`${JSON.stringify({ scale: SCALE, seconds, a, b, preset, rate: r }, null, 2)}\n`);
  else process.stdout.write(`${a} vs ${b}, two-player 5v5 rounds, ${preset}, duplicate deals (${seconds.toFixed(0)} s): ${(r.rate * 100).toFixed(1)}% [${(r.lo * 100).toFixed(1)}%, ${(r.hi * 100).toFixed(1)}%] n=${r.n}\n`);
}

// `--endgames`: only Maestro vs Experto from the endgames of the solver's tables (where the two differ), and whole 5v5 games.
export function runEndgames(t0: number): void {
  const rows = [...maestroVsExpertoEndgames(), { dice: '5v5 (whole games)', rate: endgameDuel('maestro', 'experto', [5, 5], n(300), 50) }];
  const seconds = (performance.now() - t0) / 1000;
  if (JSON_OUT) process.stdout.write(`${JSON.stringify({ scale: SCALE, seconds, load: os.loadavg()[0], maestroVsExpertoEndgames: rows }, null, 2)}\n`);
  else {
    process.stdout.write(`Maestro vs Experto, two-player chile games from an endgame, duplicate deals with the levels swapped (${seconds.toFixed(0)} s)\n| from (starter v responder) | Maestro's game win rate [95% CI] |\n|---|---|\n`);
    for (const r of rows) process.stdout.write(`| ${r.dice} | ${pct(r.rate.rate)} [${pct(r.rate.lo)}, ${pct(r.rate.hi)}] n=${r.rate.n} |\n`);
  }
}
