// `npm run bench:maestro [-- --json] [--per-config N] [--families a,b] [--ab N]`: Maestro's decision latency (issue 14:
// p99 ≤ 200 ms wall including inference, first decision ≤ 1 s) on this machine.
// - play: heads-up rounds Maestro vs Experto from every config beyond the solved tables (2v3 to 5v5 and the like) in
//   each rules family, duplicate deals, after an untimed warm-up of ten rounds; every Maestro decision timed, wall
//   clock and this process's CPU time;
// - A/B: the same look-ahead positions (collected in that play) decided by the look-ahead with the answer network
//   and with the Experto-like answers replayed by Experto's rule (64 worlds each, the look-ahead before the
//   network), interleaved so both see the same machine load; how often the two choose the same move;
// - first decision: a fresh process's first Maestro decision (test/bench/maestro-first.ts), 1v1 (the solved table
//   parsed by it) and 3v3 (the look-ahead, the network parsed by it);
// - the model: its JSON size and heap (exact with NODE_OPTIONS=--expose-gc).
import '../setup/endgame-tables'; // Maestro's tables, as the bot worker reads them
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { createRng, type SeatView } from '../../engine/index';
import { botConfig, createBot } from '../../engine/bots/index';
import { decideHeadsUpSearch } from '../../engine/bots/headsup';
import { LEAN_OPPONENT_MODELS, OPPONENT_MODELS } from '../../engine/bots/levels';
import { defaultAnswerNet } from '../../engine/bots/answerNet';
import { ANSWER_NET_JSON } from '../../engine/bots/generated/answer-net';
import { ENDGAME_FAMILIES } from '../../engine/solver/families';
import { playGame, type Player } from '../bots/play';
import { repoEndgame } from '../setup/endgame-tables';

const args = process.argv.slice(2);
const arg = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const JSON_OUT = args.includes('--json');
const perConfig = Number(arg('--per-config') ?? 4);
// the normal-round families: their configs beyond the tables are played by the look-ahead (a palifico round's are all solved)
const NORMAL_FAMILIES = ENDGAME_FAMILIES.filter((f) => f.round === 'normal');
const families = (arg('--families') ?? NORMAL_FAMILIES.map((f) => f.id).join(',')).split(',');
const abN = Number(arg('--ab') ?? 200);
const ROOT = path.resolve(import.meta.dirname, '../..');

const percentile = (xs: readonly number[], q: number): number => {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))]!;
};
const stats = (wall: readonly number[], cpu: readonly number[]) => ({ n: wall.length, p50: percentile(wall, 0.5), p99: percentile(wall, 0.99), max: percentile(wall, 1), cpuP50: percentile(cpu, 0.5), cpuP99: percentile(cpu, 0.99) });
function time<T>(f: () => T): { value: T; wall: number; cpu: number } {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const value = f();
  const wall = performance.now() - t0;
  const c = process.cpuUsage(c0);
  return { value, wall, cpu: (c.user + c.system) / 1000 };
}

const t0 = performance.now();
// The model's heap: parsed once (the bot worker keeps it).
const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const heap0 = process.memoryUsage().heapUsed;
const parse = time(() => defaultAnswerNet());
gc?.();
const model = { jsonBytes: ANSWER_NET_JSON.length, parseMs: parse.wall, heapKB: (process.memoryUsage().heapUsed - heap0) / 1024, preciseHeap: gc !== undefined };

// Play: every Maestro decision timed; the heads-up look-ahead positions kept for the A/B.
const wall: number[] = [];
const cpu: number[] = [];
const positions: SeatView[] = [];
const maestro = createBot('maestro', 'balanced', repoEndgame);
const timedMaestro: Player = {
  decide(view, rng) {
    const r = time(() => maestro.decide(view, rng));
    if (warming) return r.value;
    wall.push(r.wall);
    cpu.push(r.cpu);
    const src = r.value.reason.notes?.source;
    if ((src === 'network' || src === 'search') && positions.length < abN * 4) positions.push(view);
    return r.value;
  },
};
const experto = createBot('experto', 'balanced', repoEndgame);
const expertoPlayer: Player = { decide: (v, r) => experto.decide(v, r) };
// Warm-up, untimed: the first decisions of a process run cold code (the JIT), which the bot worker's own warm-up
// takes off the game's clock; a fresh process's first decision is measured apart (below).
let warming = true;
for (const [fi, f] of NORMAL_FAMILIES.entries())
  for (const dice of [[3, 5], [5, 5]])
    playGame({ rules: f.preset, players: [timedMaestro, expertoPlayer], dealSeed: 5 + fi, botSeed: 1, start: { seat: 0, direction: 'clockwise' }, startDice: dice, firstRoundOnly: true });
warming = false;
families.forEach((id, fi) => {
  const family = ENDGAME_FAMILIES.find((f) => f.id === id);
  if (!family) throw new Error(`--families: no family ${id}`);
  const tables = repoEndgame.family(id);
  for (let m = 1; m <= 5; m++)
    for (let o = 1; o <= 5; o++) {
      if (tables.tables.some((t) => t.starterDice === m && t.responderDice === o)) continue;
      for (let i = 0; i < perConfig; i++)
        for (const swap of [false, true]) {
          const players = swap ? [expertoPlayer, timedMaestro] : [timedMaestro, expertoPlayer];
          playGame({ rules: family.preset, players, dealSeed: 9000 + fi * 100 + m * 10 + o + i * 1000, botSeed: i, start: { seat: 0, direction: 'clockwise' }, startDice: [m, o], firstRoundOnly: true });
        }
    }
});
const play = stats(wall, cpu);

// A/B on the same positions, interleaved.
const ab = { network: { wall: [] as number[], cpu: [] as number[] }, lean: { wall: [] as number[], cpu: [] as number[] }, same: 0, n: 0 };
const step = Math.max(1, Math.floor(positions.length / abN));
for (let i = 0; i < positions.length && ab.n < abN; i += step) {
  const v = positions[i]!;
  const a = time(() => decideHeadsUpSearch(v, createRng(i), OPPONENT_MODELS));
  const b = time(() => decideHeadsUpSearch(v, createRng(i), LEAN_OPPONENT_MODELS));
  ab.network.wall.push(a.wall);
  ab.network.cpu.push(a.cpu);
  ab.lean.wall.push(b.wall);
  ab.lean.cpu.push(b.cpu);
  ab.n++;
  if (JSON.stringify(a.value?.action) === JSON.stringify(b.value?.action)) ab.same++;
}

// First decisions in fresh processes.
const first = (preset: string, beyond: boolean): { preset: string; firstMs: number; source: string | null } => {
  const out = execFileSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(ROOT, 'test/bench/maestro-first.ts'), preset, ...(beyond ? ['--beyond'] : []), '--json'], { encoding: 'utf8' });
  const r = JSON.parse(out) as { firstMs: number; source: string | null };
  return { preset: `${preset} ${beyond ? '3v3' : '1v1'}`, firstMs: r.firstMs, source: r.source };
};
const firsts = [first('chile', false), first('chile', true), first('perudo', true)];

const result = {
  seconds: (performance.now() - t0) / 1000,
  load: os.loadavg()[0]!,
  perConfig,
  families,
  config: botConfig('maestro', 'balanced', repoEndgame).samples,
  play,
  ab: { positions: ab.n, network: stats(ab.network.wall, ab.network.cpu), lean: stats(ab.lean.wall, ab.lean.cpu), sameMove: ab.n ? ab.same / ab.n : 0 },
  first: firsts,
  model,
};
if (JSON_OUT) process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
else {
  const ms = (x: number): string => `${x.toFixed(1)} ms`;
  const row = (name: string, s: ReturnType<typeof stats>): string => `| ${name} | ${s.n} | ${ms(s.p50)} | ${ms(s.p99)} | ${ms(s.max)} | ${ms(s.cpuP50)} | ${ms(s.cpuP99)} |`;
  const lines = [
    `bench:maestro in ${result.seconds.toFixed(0)} s, load average ${result.load.toFixed(1)} on ${os.cpus().length} CPUs (targets: p99 ≤ 200 ms wall, first decision ≤ 1 s)`,
    '| decisions | n | wall p50 | wall p99 | wall max | CPU p50 | CPU p99 |',
    '|---|---|---|---|---|---|---|',
    row('Maestro, heads-up rounds beyond the tables (all its decisions)', play),
    row('look-ahead with the answer network (A/B)', result.ab.network),
    row("look-ahead with Experto's rule replayed (A/B, before the network)", result.ab.lean),
    '',
    `A/B: the same move in ${(result.ab.sameMove * 100).toFixed(1)} % of ${result.ab.positions} positions`,
    `first decision in a fresh process: ${firsts.map((f) => `${f.preset} ${f.firstMs.toFixed(0)} ms (${f.source})`).join(', ')}`,
    `answer network: ${model.jsonBytes} bytes of JSON, parsed in ${model.parseMs.toFixed(2)} ms, heap ${model.heapKB.toFixed(1)} KB${model.preciseHeap ? '' : ' (without --expose-gc: rough)'}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}
