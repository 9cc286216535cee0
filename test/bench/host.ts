// bench:host: the main thread's event-loop lag while bots think in their worker and the host
// applies, publishes and autosaves every action. Prints a table, or JSON with --json.
// Options: --games N (default 3, at think 0), --level LEVEL (default experto), --think MS (default 100, one game),
// --memory-only (the memory rows alone). The memory rows (issue 29) run host-memory-probe.ts in fresh processes: the
// main process idle (the host imported and started: it never loads a table), and the bot worker's peak heap over
// every family's endgame tables, loaded as the worker loads them.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { GameNewPayload } from '../../common/contract/index';
import { GameHost } from '../../main/host/index';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

const json = process.argv.includes('--json');
const games = Number(arg('games', '3'));
const level = arg('level', 'experto');
const think = Number(arg('think', '100'));

interface Row {
  readonly scenario: string;
  readonly games: number;
  readonly actions: number;
  readonly seconds: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
}

const ms = (ns: number): number => Math.round((ns / 1e6) * 100) / 100;

async function idle(seconds: number): Promise<Row> {
  const h = monitorEventLoopDelay({ resolution: 1 });
  h.enable();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  h.disable();
  return { scenario: 'idle main thread (baseline)', games: 0, actions: 0, seconds, p50Ms: ms(h.percentile(50)), p99Ms: ms(h.percentile(99)), maxMs: ms(h.max) };
}

async function botGames(games: number, think: number): Promise<Row> {
  const dir = mkdtempSync(join(tmpdir(), 'dudo-bench-host-'));
  const host = new GameHost({ userDataDir: dir, transport: 'websocket', botThinkMs: think, log: () => undefined });
  await host.warmUp();
  const client = host.connect(() => undefined);
  const setup: GameNewPayload = {
    seats: ['Ana', 'Beto', 'Caro', 'Dani'].map((name, i) => ({ name, kind: 'bot' as const, level, color: ['#aa3322', '#2233aa', '#22aa33', '#aaaa22'][i]! })),
    rules: 'chile',
    match: { targetWins: games, startingChips: 100 },
    dice3d: false,
  };
  const h = monitorEventLoopDelay({ resolution: 1 });
  const t0 = performance.now();
  h.enable();
  await client.handle('game:new', setup);
  let actions = 0;
  let played = 0;
  while (played < games) {
    await new Promise((r) => setTimeout(r, 5));
    const state = host.currentState;
    if (state?.phase === 'game-over') {
      actions += host.currentRecord?.actions.length ?? 0;
      played++;
      if (played < games) await client.handle('game:next', {});
    }
  }
  h.disable();
  const seconds = Math.round((performance.now() - t0) / 10) / 100;
  await host.close();
  rmSync(dir, { recursive: true, force: true });
  return { scenario: `4 ${level} bots, think ${think} ms, autosave on`, games, actions, seconds, p50Ms: ms(h.percentile(50)), p99Ms: ms(h.percentile(99)), maxMs: ms(h.max) };
}

interface MemoryRow {
  readonly scenario: string;
  readonly ms: number;
  readonly heapMb: number;
  readonly rssMb: number | null;
  readonly note: string;
}

/** One probe in a fresh process (tsx, --expose-gc), its JSON line. */
function probe(mode: 'main' | 'worker'): Record<string, unknown> {
  const script = join(import.meta.dirname, 'host-memory-probe.ts');
  const out = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', script, mode], { encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').at(-1)!) as Record<string, unknown>;
}

function memoryRows(): MemoryRow[] {
  const main = probe('main') as { importMs: number; heapMb: number; rssMb: number };
  const worker = probe('worker') as { peakHeapMb: number; peakFamily: string; loadMs: Record<string, number> };
  const slowest = Object.entries(worker.loadMs).sort((a, b) => b[1] - a[1])[0]!;
  return [
    { scenario: 'main process idle (host imported, started)', ms: main.importMs, heapMb: main.heapMb, rssMb: main.rssMb, note: 'ms: import of the host' },
    { scenario: 'bot worker, endgame tables peak heap', ms: slowest[1], heapMb: worker.peakHeapMb, rssMb: null, note: `peak at ${worker.peakFamily}; ms: slowest load (${slowest[0]})` },
  ];
}

const memoryOnly = process.argv.includes('--memory-only');
// Back-to-back decisions (the most main-thread work per second), then human-like pacing.
const rows = memoryOnly ? [] : [await idle(1), await botGames(games, 0), await botGames(1, think)];
const memory = memoryRows();
const target = 10;
const pass = rows.slice(1).every((r) => r.p99Ms <= target);
if (json) {
  console.log(JSON.stringify({ bench: 'host', targetP99Ms: target, pass, rows, memory }, null, 2));
} else {
  console.log('Memory (fresh processes, after a full GC)');
  console.log('scenario                                          ms  heap MB   RSS MB  note');
  for (const r of memory) console.log(`${r.scenario.padEnd(44)} ${String(r.ms).padStart(6)} ${r.heapMb.toFixed(1).padStart(8)} ${(r.rssMb === null ? '-' : r.rssMb.toFixed(1)).padStart(8)}  ${r.note}`);
  if (memoryOnly) process.exit(0);
  console.log('Event-loop lag of the host main thread (monitorEventLoopDelay, 1 ms resolution)');
  console.log('scenario                                     games actions      s   p50 ms   p99 ms   max ms');
  for (const r of rows) {
    console.log(
      `${r.scenario.padEnd(44)} ${String(r.games).padStart(5)} ${String(r.actions).padStart(7)} ${r.seconds.toFixed(1).padStart(6)} ${r.p50Ms.toFixed(2).padStart(8)} ${r.p99Ms.toFixed(2).padStart(8)} ${r.maxMs.toFixed(2).padStart(8)}`,
    );
  }
  console.log(`target p99 <= ${target} ms: ${pass ? 'met' : 'NOT met'}`);
}
