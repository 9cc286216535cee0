// How far V8 lets a server process's old generation grow past what its last full GC kept (issue 38,
// bench:server). V8's own choice for this heap (about 72 MB live at 500 tables) was a tenth: with
// about 5 MB a second promoted, a full GC began every second and its marking, done on the main thread
// while the clients' processes held the other core, was the p99's tail. At 100 % the full GC comes
// every ten seconds or so, for about 70 MB more resident memory at 500 tables (docs/online.md).
import { setFlagsFromString } from 'node:v8';

export const DEFAULT_HEAP_GROWING_PERCENT = 100;

export class HeapGrowthError extends Error {
  readonly code = 'BAD_HEAP_GROWING_PERCENT';
}

/** DUDO_HEAP_GROWING_PERCENT's value: unset is the default, 0 leaves V8's own choice, else an integer up to 400. */
export function heapGrowingPercent(text: string | undefined): number {
  if (text === undefined || text.trim() === '') return DEFAULT_HEAP_GROWING_PERCENT;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0 || n > 400) throw new HeapGrowthError(`DUDO_HEAP_GROWING_PERCENT must be an integer from 0 to 400 (0: V8's own choice), not ${JSON.stringify(text)}`);
  return n;
}

/** Sets V8's heap growing factor to 1 + percent/100 (read at each full GC, so it holds from the next one on). */
export function applyHeapGrowth(percent: number): void {
  if (percent > 0) setFlagsFromString(`--heap-growing-percent=${percent}`);
}
