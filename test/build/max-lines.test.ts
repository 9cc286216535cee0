// Issue 39 item 2: ESLint's max-lines keeps every source file at 500 lines or fewer, counted as `wc -l` counts them
// (blank lines and comments too); the locales and the generated data (engine/bots/generated/) are excepted (eslint.config.js).
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });

/** A source of `lines` lines as `wc -l` counts them (each ends with a newline): code, a comment and a blank line in turn. */
function sourceOf(lines: number): string {
  const kinds = [(i: number) => `export const line${i} = ${i};`, (i: number) => `// line ${i}`, () => ''];
  return Array.from({ length: lines }, (_, i) => `${kinds[i % 3]!(i)}\n`).join('');
}

/** The max-lines messages for a file of `lines` lines at `file` (relative to the root). */
async function maxLinesErrors(file: string, lines: number): Promise<string[]> {
  const [result] = await eslint.lintText(sourceOf(lines), { filePath: resolve(ROOT, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'max-lines').map((m) => m.message);
}

describe('max-lines: 500 lines a source file (issue 39)', () => {
  for (const file of ['engine/max-lines-probe.ts', 'main/host/max-lines-probe.ts', 'renderer/src/max-lines-probe.tsx', 'test/bench/max-lines-probe.ts', 'test/max-lines-probe.mjs']) {
    it(`${file}: 501 lines are an error, 500 are not`, async () => {
      expect(await maxLinesErrors(file, 501)).toEqual(['File has too many lines (501). Maximum allowed is 500.']);
      expect(await maxLinesErrors(file, 500)).toEqual([]);
    });
  }

  for (const file of ['renderer/src/i18n/locales/max-lines-probe.ts', 'engine/bots/generated/max-lines-probe.ts']) {
    it(`${file} (data) may be longer`, async () => {
      expect(await maxLinesErrors(file, 501)).toEqual([]);
    });
  }
});
