// DUDO_SMOKE=1: the packaged app's smoke start (the release workflow runs the built Linux app under
// xvfb with it). The app quits with status 0 once the main page has finished loading, 1 when the
// page fails to load or crashes, 2 when nothing happens within the time limit.
// No `electron` import: the window's contents are passed in, so tests drive it with a stand-in.

export interface SmokeContents {
  once(event: 'did-finish-load', listener: () => void): unknown;
  once(event: 'did-fail-load', listener: (e: unknown, code: number, description: string) => void): unknown;
  once(event: 'render-process-gone', listener: (e: unknown, details: { reason: string }) => void): unknown;
  getURL(): string;
}

export function smokeRequested(env: Readonly<Record<string, string | undefined>>): boolean {
  return env['DUDO_SMOKE'] === '1';
}

/** Calls `quit` exactly once: 0 loaded, 1 failed, 2 timed out. */
export function watchSmoke(contents: SmokeContents, quit: (code: number) => void, log: (m: string) => void, limitMs = 60_000): void {
  let done = false;
  const finish = (code: number, message: string): void => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    log(`smoke: ${message}`);
    quit(code);
  };
  const timer = setTimeout(() => finish(2, `no page loaded within ${limitMs} ms`), limitMs);
  contents.once('did-finish-load', () => finish(0, `loaded ${contents.getURL()}`));
  contents.once('did-fail-load', (_e, code, description) => finish(1, `load failed (${code} ${description})`));
  contents.once('render-process-gone', (_e, details) => finish(1, `renderer gone (${details.reason})`));
}
