// Prints the ten slowest test files at the end of every run (README, "Test"): where a faster suite starts.
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(modules: readonly TestModule[]): void {
    const rows = modules
      .map((m) => ({ file: path.relative(process.cwd(), m.moduleId), project: m.project.name, ms: m.diagnostic().duration }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 10);
    if (rows.length === 0) return;
    const width = Math.max(...rows.map((r) => r.file.length));
    const lines = rows.map((r) => `  ${(r.ms / 1000).toFixed(1).padStart(7)} s  ${r.file.padEnd(width)}  ${r.project}`);
    process.stdout.write(`\nThe ten slowest test files:\n${lines.join('\n')}\n`);
  }
}
