// Prints vitest's JSON reports (one or more runs) as the plain closing line "N passed, N failed, N skipped".
import { existsSync, readFileSync } from 'node:fs';

const files = process.argv.length > 2 ? process.argv.slice(2) : ['test-results/vitest.json'];
const total = { passed: 0, failed: 0, skipped: 0 };
for (const file of files) {
  if (!existsSync(file)) continue;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  total.passed += r.numPassedTests ?? 0;
  total.failed += r.numFailedTests ?? 0;
  total.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
}
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
