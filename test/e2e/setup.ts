// The shell and Chromium of an e2e describe block (kept apart from harness.ts, which the
// bench:ui script imports outside Vitest).
import { chromium, type Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { CHROMIUM, CHROMIUM_ARGS, CHROMIUM_ARGS_2D, startShell, type Shell } from './harness';

export interface ShellAndBrowsers {
  readonly shell: Shell;
  /** The Chromium of the 3D table (SwiftShader WebGL, composited on the GPU process). */
  readonly browser: Browser;
  /** The Chromium of the pages with 3D off (composited in software: much cheaper under SwiftShader). */
  readonly browser2d: Browser;
  /** `browser` for a page with 3D dice on, `browser2d` for one with them off. */
  browserFor(dice3d: boolean): Browser;
}

/**
 * A describe block's shell and its two Chromiums (3D on, 3D off): started before its tests, closed after them.
 * Read them inside the tests (they are set once the block's beforeAll ran).
 */
export function useShellAndBrowser(options: Parameters<typeof startShell>[0] = { botThinkMs: 20 }): ShellAndBrowsers {
  let shell: Shell | null = null;
  let browser: Browser | null = null;
  let browser2d: Browser | null = null;
  beforeAll(async () => {
    shell = await startShell(options);
    [browser, browser2d] = await Promise.all([
      chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS }),
      chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS_2D }),
    ]);
  }, 180_000);
  // every page a test opened closes after it, failed or not: the shell's one host keeps a game held by a table still
  // open, and a page a failed test left on its game made the next test's new game refused (another screen holds its
  // table: a CI run lost two tests of rules.e2e that way). No test shares a page with the next.
  afterEach(async () => {
    const contexts = [browser, browser2d].flatMap((b) => b?.contexts() ?? []);
    await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
  });
  afterAll(async () => {
    await browser?.close();
    await browser2d?.close();
    await shell?.close();
  });
  const started = (b: Browser | null): Browser => {
    if (!b) throw new Error('Chromium is not started yet (read it inside a test)');
    return b;
  };
  return {
    get shell(): Shell {
      if (!shell) throw new Error('the e2e shell is not started yet (read it inside a test)');
      return shell;
    },
    get browser(): Browser {
      return started(browser);
    },
    get browser2d(): Browser {
      return started(browser2d);
    },
    browserFor(dice3d: boolean): Browser {
      return started(dice3d ? browser : browser2d);
    },
  };
}
