// The Electron shell's security policy (main/electron/policy.ts), checked in plain Node.
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appPageUrl, createSecureWindow, CSP, devCsp, isAppUrl, isMainPage, resolveAppRequest, secureWebPreferences, visibleBounds, type AppOrigin } from '../../main/electron/policy';
import { smokeRequested, watchSmoke, type SmokeContents } from '../../main/electron/smoke';

const RENDERER = '/opt/Dudo/resources/app.asar/out/renderer';
const packaged: AppOrigin = { kind: 'app', rendererDir: RENDERER };
const dev: AppOrigin = { kind: 'dev', origin: 'http://localhost:5173' };

describe('CSP', () => {
  it('renderer/index.html and lab.html carry the same Content-Security-Policy as the main process', () => {
    for (const page of ['index.html', 'lab.html']) {
      const html = readFileSync(new URL(`../../renderer/${page}`, import.meta.url), 'utf8');
      const meta = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html);
      expect(meta?.[1], page).toBe(CSP);
      // No parsed style attributes: the packaged CSP would refuse them (no 'unsafe-inline').
      expect(html, page).not.toMatch(/\sstyle="/);
    }
    expect(CSP).not.toContain('unsafe-eval');
    expect(CSP).toMatch(/script-src 'self';/);
  });
  it('issue 15.7: the packaged CSP has no unsafe-inline and no WebSocket source; only the dev server page gets them', () => {
    expect(CSP).not.toContain('unsafe-inline');
    expect(CSP).not.toMatch(/ws:|wss:/);
    expect(CSP).toMatch(/style-src 'self';/);
    expect(CSP).toMatch(/connect-src 'self';/);
    const dev = devCsp(CSP);
    expect(dev).toContain("style-src 'self' 'unsafe-inline'");
    expect(dev).toContain("script-src 'self' 'unsafe-inline'");
    expect(dev).toContain('ws://localhost:*');
  });
});

describe('app:// protocol (issue 15.7: the renderer is not loaded from file://)', () => {
  it('pages are app://dudo/...; only those are ours', () => {
    expect(appPageUrl('index.html', packaged)).toBe('app://dudo/index.html');
    expect(appPageUrl('lab.html', dev)).toBe('http://localhost:5173/lab.html');
    expect(isAppUrl('app://dudo/index.html', packaged)).toBe(true);
    expect(isAppUrl('app://evil/index.html', packaged)).toBe(false);
    expect(isAppUrl('app://user:pw@dudo/index.html', packaged)).toBe(false);
    expect(isAppUrl(`file://${RENDERER}/index.html`, packaged)).toBe(false);
  });
  it('maps requests to files of the renderer folder with their MIME type', () => {
    expect(resolveAppRequest('app://dudo/', RENDERER)).toEqual({ ok: true, file: `${RENDERER}/index.html`, mime: 'text/html; charset=utf-8' });
    expect(resolveAppRequest('app://dudo/assets/index-x.js?v=1', RENDERER)).toEqual({ ok: true, file: `${RENDERER}/assets/index-x.js`, mime: 'text/javascript; charset=utf-8' });
    expect(resolveAppRequest('app://dudo/assets/a.css', RENDERER)).toMatchObject({ ok: true, mime: 'text/css; charset=utf-8' });
    expect(resolveAppRequest('app://dudo/assets/dice.wasm', RENDERER)).toMatchObject({ ok: true, mime: 'application/wasm' });
    expect(resolveAppRequest('app://dudo/assets/a%20b.png', RENDERER)).toMatchObject({ ok: true, file: `${RENDERER}/assets/a b.png`, mime: 'image/png' });
    const win = 'C:\\Program Files\\Dudo\\resources\\app.asar\\out\\renderer';
    expect(resolveAppRequest('app://dudo/assets/x.js', win)).toMatchObject({ ok: true, file: `${win}\\assets\\x.js` });
  });
  it('refuses path traversal, encoded separators, other hosts and unknown types', () => {
    for (const url of [
      'app://dudo/../../../etc/passwd',
      'app://dudo/%2e%2e/%2e%2e/etc/passwd',
      'app://dudo/assets/..%2f..%2fmain%2findex.js',
      'app://dudo/assets/..%5c..%5cmain.js',
      'app://dudo/..\\..\\x.js',
      'app://dudo/x%00.js',
      'app://dudo/C:/Windows/win.ini',
      'app://other/index.html',
      'file:///etc/passwd',
      'app://dudo/passwd',
      'app://dudo/x.exe',
      'not a url',
    ]) {
      const r = resolveAppRequest(url, RENDERER);
      if (r.ok) expect.fail(`${url} resolved to ${r.file}`);
      else expect(r.status, url).toBeGreaterThanOrEqual(400);
    }
  });
  it('fast-check: whatever the path, a served file lies inside the renderer folder', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom('..', '.', '%2e%2e', '%2E.', '%2f', '%5c', '\\', 'assets', 'index.html', 'a.js', '%00', '~', ''), fc.webSegment()), { maxLength: 8 }), (parts) => {
        const r = resolveAppRequest(`app://dudo/${parts.join('/')}`, RENDERER);
        if (r.ok) {
          expect(r.file.startsWith(`${RENDERER}/`)).toBe(true);
          expect(r.file.split('/')).not.toContain('..');
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('DUDO_SMOKE (release smoke start)', () => {
  function contents(): SmokeContents & { fire(event: string, ...args: unknown[]): void } {
    const listeners = new Map<string, (...args: never[]) => void>();
    return {
      once: ((event: string, listener: (...args: never[]) => void) => listeners.set(event, listener)) as SmokeContents['once'],
      getURL: () => 'app://dudo/index.html',
      fire: (event, ...args) => (listeners.get(event) as ((...a: unknown[]) => void) | undefined)?.(...args),
    };
  }
  it('quits 0 once the page loads, 1 when it fails, 2 on timeout; once only', async () => {
    expect(smokeRequested({ DUDO_SMOKE: '1' })).toBe(true);
    expect(smokeRequested({})).toBe(false);
    const codes: number[] = [];
    const ok = contents();
    watchSmoke(ok, (c) => codes.push(c), () => undefined);
    ok.fire('did-finish-load');
    ok.fire('did-fail-load', {}, -3, 'ABORTED');
    const bad = contents();
    watchSmoke(bad, (c) => codes.push(c), () => undefined);
    bad.fire('did-fail-load', {}, -6, 'FILE_NOT_FOUND');
    watchSmoke(contents(), (c) => codes.push(c), () => undefined, 10);
    await new Promise((r) => setTimeout(r, 30));
    expect(codes).toEqual([0, 1, 2]);
  });
});

describe('which pages are ours (navigation and IPC sender checks)', () => {
  it('dev: only the dev server origin', () => {
    expect(isAppUrl('http://localhost:5173/', dev)).toBe(true);
    expect(isAppUrl('http://localhost:5174/', dev)).toBe(false);
    expect(isAppUrl('http://evil.example/', dev)).toBe(false);
  });
  it('only the main page may use the host IPC (the dice lab may not)', () => {
    expect(isMainPage('app://dudo/index.html', packaged)).toBe(true);
    expect(isMainPage('app://dudo/lab.html', packaged)).toBe(false);
    expect(isMainPage('app://evil/index.html', packaged)).toBe(false);
    expect(isMainPage('http://localhost:5173/', dev)).toBe(true);
    expect(isMainPage('http://localhost:5173/lab.html', dev)).toBe(false);
  });
});

describe('windows', () => {
  // The expected preferences, written apart from policy.ts (which keeps its literal inline for electronegativity and does not
  // export it): every isolation on, Node and every risky feature off, the middle click's new window refused.
  const ON = ['contextIsolation', 'sandbox', 'webSecurity'];
  const OFF = ['nodeIntegration', 'nodeIntegrationInWorker', 'nodeIntegrationInSubFrames', 'allowRunningInsecureContent', 'experimentalFeatures', 'webviewTag', 'spellcheck', 'navigateOnDragDrop'];
  const HARDENED = { ...Object.fromEntries(ON.map((k) => [k, true])), ...Object.fromEntries(OFF.map((k) => [k, false])), disableBlinkFeatures: 'Auxclick' };
  /** Stands in for electron's BrowserWindow (tests never load electron): keeps what it is given. */
  class Recorder {
    constructor(readonly options: Record<string, unknown>) {}
  }
  it('web preferences: isolated, sandboxed, no Node anywhere', () => {
    expect(secureWebPreferences('/x/preload.cjs')).toEqual({ ...HARDENED, preload: '/x/preload.cjs' });
    expect(secureWebPreferences(null)).toEqual(HARDENED);
    expect('preload' in secureWebPreferences(null)).toBe(false);
  });
  it('createSecureWindow passes the window options through with the hardened web preferences, which no option overrides', () => {
    const w = createSecureWindow(Recorder, { title: 'Dudo', width: 1100 }, '/x/preload.cjs');
    expect(w.options).toEqual({ title: 'Dudo', width: 1100, webPreferences: { ...HARDENED, preload: '/x/preload.cjs' } });
    const weak = { title: 'lab', webPreferences: { sandbox: false, contextIsolation: false, nodeIntegration: true } };
    expect(createSecureWindow(Recorder, weak, null).options).toEqual({ title: 'lab', webPreferences: HARDENED });
  });
  it('every window of main/electron is made by createSecureWindow (the one place its web preferences are written)', () => {
    const dir = new URL('../../main/electron/', import.meta.url);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      const text = readFileSync(new URL(file, dir), 'utf8');
      // policy.ts's `new BrowserWindow` is createSecureWindow's own (its parameter, not electron's import).
      expect(text.split('new BrowserWindow(').length - 1, file).toBe(file === 'policy.ts' ? 1 : 0);
      expect(text.match(/webPreferences:\s*\{/g)?.length ?? 0, file).toBe(file === 'policy.ts' ? 1 : 0);
    }
    const main = readFileSync(new URL('main.ts', dir), 'utf8');
    expect(main.split('createSecureWindow(BrowserWindow,').length - 1, 'the game window and the dice lab').toBe(2);
  });
  it('remembered bounds are kept on a display, dropped off-screen, clamped in size', () => {
    const displays = [{ x: 0, y: 0, width: 1920, height: 1080 }];
    expect(visibleBounds({ x: 100, y: 100, width: 1000, height: 700 }, displays)).toEqual({ x: 100, y: 100, width: 1000, height: 700 });
    expect(visibleBounds({ x: 5000, y: 100, width: 1000, height: 700 }, displays)).toEqual({ width: 1000, height: 700 });
    expect(visibleBounds({ width: 10, height: 10 }, displays)).toEqual({ width: 800, height: 600 });
    expect(visibleBounds(null, displays)).toEqual({ width: 1280, height: 800 });
  });
});
