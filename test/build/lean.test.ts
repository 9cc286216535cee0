// Issue 29, "Done when": the repository stays lean. No tracked TypeScript source over 1 MB (tables are data, not
// code), and the solver's data (assets/solver/) at most 15 MB in all. (The build's largest JavaScript file, at
// most 4 MB, is checked by check:package, which builds.)
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter((f) => f !== '');
const sizeOf = (f: string): number => {
  try {
    return statSync(join(ROOT, f)).size;
  } catch {
    return 0; // removed in the work tree, not yet committed
  }
};

describe('a lean repository (issue 29)', () => {
  it('no tracked .ts, .tsx, .js or .mjs file weighs over 1 MB', () => {
    const big = tracked.filter((f) => /\.(ts|tsx|js|mjs|cjs)$/.test(f) && sizeOf(f) > 2 ** 20);
    expect(big).toEqual([]);
  });

  it('the solver data under assets/solver/ is at most 15 MB in all', () => {
    const total = tracked.filter((f) => f.startsWith('assets/solver/')).reduce((a, f) => a + sizeOf(f), 0);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(15 * 2 ** 20);
  });
});
