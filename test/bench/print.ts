// What a bench prints for a person (its `--json` is the machine's): a table, one figure a row (what, the value, its
// target), and a line saying which targets were met.

/** One row of a bench's table: what was measured, its value, its target ('' when it has none). */
export type BenchRow = readonly [what: string, value: string, target: string];

/** The table, its columns `what` wide (padded right) and `value` wide (padded left), then the targets line. */
export function printBenchTable(rows: readonly BenchRow[], widths: { what: number; value: number }, targets: Readonly<Record<string, boolean>>): void {
  for (const [what, value, target] of rows) console.log(`${what.padEnd(widths.what)} ${value.padStart(widths.value)}   ${target}`);
  console.log(`targets: ${Object.entries(targets).map(([k, v]) => `${k} ${v ? 'ok' : 'MISSED'}`).join(', ')}`);
}
