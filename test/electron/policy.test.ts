// The Electron shell's security policy (main/electron/policy.ts), checked in plain Node.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CSP, isAppUrl, isMainPage, secureWebPreferences, visibleBounds, type AppOrigin } from '../../main/electron/policy';

const packaged: AppOrigin = { kind: 'file', rendererDir: '/opt/Dudo/resources/app.asar/out/renderer' };
const dev: AppOrigin = { kind: 'dev', origin: 'http://localhost:5173' };

describe('CSP', () => {
  it('renderer/index.html carries the same Content-Security-Policy as the main process', () => {
    const html = readFileSync(new URL('../../renderer/index.html', import.meta.url), 'utf8');
    const meta = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html);
    expect(meta?.[1]).toBe(CSP);
    expect(CSP).not.toContain('unsafe-eval');
    expect(CSP).toMatch(/script-src 'self';/);
  });
});

describe('which pages are ours (navigation and IPC sender checks)', () => {
  it('packaged: only files under the renderer folder', () => {
    expect(isAppUrl('file:///opt/Dudo/resources/app.asar/out/renderer/index.html', packaged)).toBe(true);
    expect(isAppUrl('file:///opt/Dudo/resources/app.asar/out/renderer/lab.html', packaged)).toBe(true);
    expect(isAppUrl('file:///etc/passwd', packaged)).toBe(false);
    expect(isAppUrl('file:///opt/Dudo/resources/app.asar/out/renderer-evil/index.html', packaged)).toBe(false);
    expect(isAppUrl('https://example.com/', packaged)).toBe(false);
    expect(isAppUrl('not a url', packaged)).toBe(false);
  });
  it('Windows paths become file:///C:/ URLs', () => {
    const win: AppOrigin = { kind: 'file', rendererDir: 'C:\\Program Files\\Dudo\\resources\\app.asar\\out\\renderer' };
    expect(isAppUrl('file:///C:/Program%20Files/Dudo/resources/app.asar/out/renderer/index.html', win)).toBe(true);
    expect(isAppUrl('file:///C:/Windows/index.html', win)).toBe(false);
  });
  it('dev: only the dev server origin', () => {
    expect(isAppUrl('http://localhost:5173/', dev)).toBe(true);
    expect(isAppUrl('http://localhost:5174/', dev)).toBe(false);
    expect(isAppUrl('http://evil.example/', dev)).toBe(false);
  });
  it('only the main page may use the host IPC (the dice lab may not)', () => {
    expect(isMainPage('file:///opt/Dudo/resources/app.asar/out/renderer/index.html', packaged)).toBe(true);
    expect(isMainPage('file:///opt/Dudo/resources/app.asar/out/renderer/lab.html', packaged)).toBe(false);
    expect(isMainPage('http://localhost:5173/', dev)).toBe(true);
    expect(isMainPage('http://localhost:5173/lab.html', dev)).toBe(false);
  });
});

describe('windows', () => {
  it('web preferences: isolated, sandboxed, no Node anywhere', () => {
    const p = secureWebPreferences('/x/preload.cjs');
    expect(p).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, nodeIntegrationInWorker: false, webviewTag: false, preload: '/x/preload.cjs' });
    expect('preload' in secureWebPreferences(null)).toBe(false);
  });
  it('main.ts writes out the same web preferences literally for both windows (what electronegativity reads)', () => {
    const main = readFileSync(new URL('../../main/electron/main.ts', import.meta.url), 'utf8');
    for (const [key, value] of Object.entries(secureWebPreferences(null))) {
      const literal = `${key}: ${typeof value === 'string' ? `'${value}'` : String(value)},`;
      expect(main.split(literal).length - 1, literal).toBe(2);
    }
  });
  it('remembered bounds are kept on a display, dropped off-screen, clamped in size', () => {
    const displays = [{ x: 0, y: 0, width: 1920, height: 1080 }];
    expect(visibleBounds({ x: 100, y: 100, width: 1000, height: 700 }, displays)).toEqual({ x: 100, y: 100, width: 1000, height: 700 });
    expect(visibleBounds({ x: 5000, y: 100, width: 1000, height: 700 }, displays)).toEqual({ width: 1000, height: 700 });
    expect(visibleBounds({ width: 10, height: 10 }, displays)).toEqual({ width: 800, height: 600 });
    expect(visibleBounds(null, displays)).toEqual({ width: 1280, height: 800 });
  });
});
