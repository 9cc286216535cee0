// A host run in child processes (kill-resume, storage-special): the child's script and the bot worker are
// bundled once per file, so each start costs a plain `node` start, not a TypeScript load.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll } from 'vitest';

/**
 * Bundles `fixtures/<child>.ts` and the bot worker into a temporary folder before the file's tests and removes it
 * after them. Returns the path of the child's bundle (read it inside a test: it is set once beforeAll ran).
 */
export function useChildBundle(child: string): { readonly script: string } {
  let dir = '';
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), `dudo-${child}-bundle-`));
    await build({
      entryPoints: {
        [child]: new URL(`./fixtures/${child}.ts`, import.meta.url).pathname,
        'bot-worker': new URL('../../main/host/bot-worker.ts', import.meta.url).pathname,
      },
      outdir: dir,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      outExtension: { '.js': '.mjs' },
      logLevel: 'silent',
    });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return {
    get script(): string {
      if (!dir) throw new Error('the child bundle is not built yet (read it inside a test)');
      return join(dir, `${child}.mjs`);
    },
  };
}
