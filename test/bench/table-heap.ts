// Memory of one family's endgame tables once read as the bot worker reads them (node --expose-gc): prints JSON with
// the heap plus array buffers after GC (the compact form's typed arrays live outside the heap, issue 41) as read
// (checked, each table built on first use) and once every table is built, the information sets and the bytes per
// information set built. `node --expose-gc --import tsx test/bench/table-heap.ts chile [--json]`
import { endgameFilesLoader } from '../../main/host/endgame-loader';
import { CompactPolicy } from '../../engine/solver/compact';
import { createEndgameShelf } from '../../engine/solver/tables';
import { heapAndBuffers, settleGc } from './heap';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');
const family = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'chile';
const used = heapAndBuffers;
const settle = (): Promise<void> => settleGc(gc);
await settle();
const base = used();
const shelf = createEndgameShelf(endgameFilesLoader({ warn: (m) => console.error(m) }));
const t0 = performance.now();
const tables = shelf.family(family);
const ms = performance.now() - t0;
await settle();
const readHeap = used() - base;
// every table built, as a decision's first lookup in it builds it
for (const t of tables.tables) if (t.policy instanceof CompactPolicy) t.policy.build();
await settle();
const heap = used() - base;
const infosets = tables.tables.reduce((n, t) => n + infosetCount(t.policy), 0);
function infosetCount(p: unknown): number {
  const c = p as { infosets?: unknown };
  if (typeof c.infosets === 'number') return c.infosets;
  return Object.values(p as Record<string, Record<string, unknown>>).reduce((n, hands) => n + Object.keys(hands).length, 0);
}
const mb = (bytes: number): number => Math.round((bytes / 2 ** 20) * 10) / 10;
const row = { family, readMb: mb(readHeap), heapMb: mb(heap), infosets, bytesPerInfoset: Math.round((heap / infosets) * 10) / 10, loadMs: Math.round(ms), tables: tables.tables.map((t) => t.id) };
if (process.argv.includes('--json')) console.log(JSON.stringify(row));
else {
  console.log('family        read MB  built MB  information sets  bytes each  load ms  tables');
  console.log(`${family.padEnd(14)}${String(row.readMb).padStart(7)}${String(row.heapMb).padStart(10)}${String(infosets).padStart(18)}${String(row.bytesPerInfoset).padStart(12)}${String(row.loadMs).padStart(9)}  ${row.tables.join(' ')}`);
}
