// npm run test:durations: writes test/file-durations.json (each test file's seconds in a whole run, read from the run's
// Vitest JSON reports) for test/sequencer.ts, which starts the longest files first. Run it after `npm run test:all` when
// files were added or have grown much slower. Usage: node test/durations.mjs [report.json ...]
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const reports = process.argv.length > 2 ? process.argv.slice(2) : ['test-results/all.json'];
const table = {};
for (const file of reports) {
  if (!existsSync(file)) continue;
  for (const r of JSON.parse(readFileSync(file, 'utf8')).testResults) {
    // the path from the repository's root (a report may come from another clone)
    const path = r.name.slice(r.name.replaceAll('\\', '/').indexOf('/test/') + 1).replaceAll('\\', '/');
    table[path] = Math.round((r.endTime - r.startTime) / 100) / 10;
  }
}
const sorted = Object.fromEntries(Object.entries(table).sort((a, b) => b[1] - a[1]));
writeFileSync(resolve(ROOT, 'test/file-durations.json'), `${JSON.stringify(sorted, null, 1)}\n`);
console.log(`test/file-durations.json: ${Object.keys(sorted).length} files`);
