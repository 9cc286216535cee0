// `npm run bench:engine [-- --json] [-- --seconds N]`: applied actions per second and full games per
// second under random legal play, per preset, on one core.
import { applyAction, createGame, createRng, PRESET_IDS, type Action, type PresetId } from '../../engine/index';
import { playRandomGame } from '../engine/random-play';

const args = process.argv.slice(2);
const json = args.includes('--json');
const secondsArg = args.indexOf('--seconds');
const budgetMs = (secondsArg >= 0 ? Number(args[secondsArg + 1]) : 1.5) * 1000;
const PLAYERS = 4;

interface Row {
  preset: PresetId;
  players: number;
  /** Per CPU-second of this process (process.cpuUsage): robust to other processes on the machine. */
  actionsPerCpuSecond: number;
  /** Per wall-clock second. */
  actionsPerSecond: number;
  gamesPerSecond: number;
  actionsPerGame: number;
}

function measure(preset: PresetId): Row {
  // Pre-generated games: the apply loop measures the reducer alone.
  const rng = createRng(12345);
  const games: Action[][] = [];
  for (let i = 0; i < 40; i++) games.push(playRandomGame(preset, PLAYERS, rng, false).actions);
  let applied = 0;
  let t0 = performance.now();
  const cpu0 = process.cpuUsage();
  while (performance.now() - t0 < budgetMs) {
    for (const actions of games) {
      let s = createGame({ rules: preset, players: PLAYERS });
      for (const a of actions) {
        const r = applyAction(s, a);
        if (!r.ok) throw new Error(r.error.code);
        s = r.state;
      }
      applied += actions.length;
    }
  }
  const applySeconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const applyCpuSeconds = (cpu.user + cpu.system) / 1e6;
  // Whole games: random legal play including legal-action enumeration and the dice.
  let played = 0;
  let actionsTotal = 0;
  t0 = performance.now();
  while (performance.now() - t0 < budgetMs) {
    actionsTotal += playRandomGame(preset, PLAYERS, rng, false).actions.length;
    played++;
  }
  const gameSeconds = (performance.now() - t0) / 1000;
  return {
    preset,
    players: PLAYERS,
    actionsPerCpuSecond: Math.round(applied / applyCpuSeconds),
    actionsPerSecond: Math.round(applied / applySeconds),
    gamesPerSecond: Math.round(played / gameSeconds),
    actionsPerGame: Math.round(actionsTotal / played),
  };
}

const rows = PRESET_IDS.map(measure);
if (json) {
  console.log(JSON.stringify({ node: process.version, budgetMsPerMeasure: budgetMs, rows }, null, 2));
} else {
  console.log(`engine benchmark (Node ${process.version}, one core, ${PLAYERS} players, random legal play)`);
  console.log('| preset | applied actions / CPU s | applied actions / wall s | full games / wall s | actions/game |');
  console.log('|---|---:|---:|---:|---:|');
  const f = (n: number) => n.toLocaleString('en');
  for (const r of rows) console.log(`| ${r.preset} | ${f(r.actionsPerCpuSecond)} | ${f(r.actionsPerSecond)} | ${f(r.gamesPerSecond)} | ${r.actionsPerGame} |`);
}
