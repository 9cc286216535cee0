// A probe for bench:host's memory rows, run in a fresh process (node --expose-gc, tsx): prints one JSON object.
//   main:   the host's module graph imported and a GameHost started, idle (what the Electron main process holds)
//   worker: each family's endgame tables loaded as the bot worker loads them, the peak heap after each
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { heapAndBuffers, settleGc } from './heap';

const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
const mb = (bytes: number): number => Math.round((bytes / 2 ** 20) * 10) / 10;
const mode = process.argv[2];

if (mode === 'main') {
  const t0 = performance.now();
  const { GameHost } = await import('../../main/host/index');
  const importMs = performance.now() - t0;
  const dir = mkdtempSync(join(tmpdir(), 'dudo-bench-mem-'));
  const host = new GameHost({ userDataDir: dir, transport: 'websocket', botThinkMs: 0, log: () => undefined });
  await new Promise((r) => setTimeout(r, 200));
  gc();
  const m = process.memoryUsage();
  console.log(JSON.stringify({ importMs: Math.round(importMs), heapMb: mb(m.heapUsed), rssMb: mb(m.rss) }));
  await host.close();
  rmSync(dir, { recursive: true, force: true });
} else if (mode === 'worker') {
  const tables = (await import('../../engine/solver/tables')) as Record<string, unknown>;
  const { ENDGAME_FAMILIES } = await import('../../engine/solver/families');
  // today's code makes a shelf over the bot worker's loader (issue 39.6); the code of issue 29 installed the loader
  // process-wide; the code before issue 29 had its tables compiled in
  let load = tables.familyEndgameTables as (id: string) => unknown;
  if (typeof tables.createEndgameShelf === 'function') {
    const { endgameFilesLoader } = await import('../../main/host/endgame-loader');
    const shelf = (tables.createEndgameShelf as (l: unknown) => { family(id: string): unknown })(endgameFilesLoader({ warn: (m) => console.error(m) }));
    load = (id) => shelf.family(id);
  } else if (typeof tables.installEndgameTablesLoader === 'function') {
    const { endgameFilesLoader } = await import('../../main/host/endgame-loader');
    (tables.installEndgameTablesLoader as (l: unknown) => void)(endgameFilesLoader({ warn: (m) => console.error(m) }));
  }
  // the heap and the array buffers (issue 41: the compact tables' typed arrays live outside the heap)
  const used = heapAndBuffers;
  const settle = (): Promise<void> => settleGc(gc);
  await settle();
  const base = used();
  let peak = 0;
  let peakFamily = '';
  const loadMs: Record<string, number> = {};
  for (const f of ENDGAME_FAMILIES) {
    const t0 = performance.now();
    load(f.id);
    loadMs[f.id] = Math.round(performance.now() - t0);
    await settle();
    const heap = used() - base;
    if (heap > peak) [peak, peakFamily] = [heap, f.id];
  }
  console.log(JSON.stringify({ peakHeapMb: mb(peak), peakFamily, loadMs }));
} else {
  throw new Error('usage: host-memory-probe.ts main|worker');
}
