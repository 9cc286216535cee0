// The shell and Chromium of an e2e describe block (kept apart from harness.ts, which the
// bench:ui script imports outside Vitest).
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { CHROMIUM, CHROMIUM_ARGS, startShell, type Shell } from './harness';

/**
 * A describe block's shell and Chromium: started before its tests, closed after them. Read
 * `shell` and `browser` inside the tests (they are set once the block's beforeAll ran).
 */
export function useShellAndBrowser(options: Parameters<typeof startShell>[0] = { botThinkMs: 20 }): { readonly shell: Shell; readonly browser: Browser } {
  let shell: Shell | null = null;
  let browser: Browser | null = null;
  beforeAll(async () => {
    shell = await startShell(options);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await shell?.close();
  });
  return {
    get shell(): Shell {
      if (!shell) throw new Error('the e2e shell is not started yet (read it inside a test)');
      return shell;
    },
    get browser(): Browser {
      if (!browser) throw new Error('Chromium is not started yet (read it inside a test)');
      return browser;
    },
  };
}
