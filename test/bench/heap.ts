// What the memory benches read (issue 41): the heap plus array buffers (the compact tables' typed arrays live outside
// the heap), after a GC that has settled. The caller runs node with --expose-gc and passes its gc.

/** Bytes in the heap and in array buffers now. */
export function heapAndBuffers(): number {
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
}

/** A full GC, three times a tick apart: array buffers are freed a tick after the GC that finds them. */
export async function settleGc(gc: () => void): Promise<void> {
  for (let i = 0; i < 3; i++) {
    gc();
    await new Promise((r) => setTimeout(r, 100));
  }
}
