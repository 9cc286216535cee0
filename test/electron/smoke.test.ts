// Playwright _electron smoke test: start the built app, begin a game, quit. Runs where the Electron
// binary exists (after `npm run build`); skips with a clear message where it does not.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * The Electron binary's path, or why it cannot be used here. Read from node_modules/electron/path.txt
 * (never `require('electron')`: where the binary is absent, that tries to download it).
 */
function electronBinary(): { path: string } | { missing: string } {
  const override = process.env['ELECTRON_OVERRIDE_DIST_PATH'];
  const pathFile = join(ROOT, 'node_modules/electron/path.txt');
  if (!override && !existsSync(pathFile)) return { missing: 'node_modules/electron/path.txt is absent (the Electron binary was never downloaded)' };
  const path = override ? join(override, 'electron') : join(ROOT, 'node_modules/electron/dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(path) ? { path } : { missing: `the Electron binary ${path} is absent` };
}

const bin = electronBinary();
const built = existsSync(join(ROOT, 'out/main/index.js'));
const skipReason = 'missing' in bin ? `Electron smoke test skipped: ${bin.missing}.` : !built ? 'Electron smoke test skipped: run `npm run build` first (out/main/index.js is absent).' : null;
if (skipReason) console.warn(skipReason);

describe.skipIf(skipReason !== null)('Electron app (Playwright _electron)', () => {
  it('starts, exposes only window.dudo, begins a game through IPC, and quits', async () => {
    const { _electron } = await import('playwright-core');
    const userData = mkdtempSync(join(tmpdir(), 'dudo-electron-'));
    const app = await _electron.launch({
      executablePath: (bin as { path: string }).path,
      args: [ROOT, `--user-data-dir=${userData}`],
      env: { ...process.env, ELECTRON_ENABLE_LOGGING: '1' },
    });
    try {
      const page = await app.firstWindow();
      await page.waitForLoadState('domcontentloaded');
      const surface = await page.evaluate(() => ({
        dudo: Object.keys((globalThis as { dudo?: object }).dudo ?? {}).sort(),
        node: typeof (globalThis as { require?: unknown }).require,
        process: typeof (globalThis as { process?: unknown }).process,
      }));
      expect(surface).toEqual({ dudo: ['onMessage', 'send'], node: 'undefined', process: 'undefined' });
      // window.dudo is a protocol's two halves (issue 39 item 3): a request goes up with its id, its reply comes back under it
      const request = (id: number, channel: string, payload: unknown): Promise<{ ok: boolean; error?: { code: string } }> =>
        page.evaluate(
          async ([i, c, p]) => {
            const dudo = (globalThis as unknown as { dudo: { send(m: unknown): void; onMessage(l: (m: unknown) => void): () => void } }).dudo;
            return new Promise<{ ok: boolean; error?: { code: string } }>((resolve) => {
              const off = dudo.onMessage((m) => {
                const r = m as { kind: string; id: number; result: { ok: boolean; error?: { code: string } } };
                if (r.kind !== 'reply' || r.id !== i) return;
                off();
                resolve(r.result);
              });
              dudo.send({ id: i, channel: c, payload: p });
            });
          },
          [id, channel, payload] as const,
        );
      const started = await request(1_000_001, 'game:new', {
        seats: [
          { name: 'Yo', kind: 'human', color: '#aa3322' },
          { name: 'Bot', kind: 'bot', level: 'medio', color: '#2233aa' },
        ],
        rules: 'chile',
        dice3d: false,
      });
      expect(started.ok).toBe(true);
      const bad = await request(1_000_002, 'game:act', { nope: 1 });
      expect(bad).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD' } });
    } finally {
      await app.close();
      rmSync(userData, { recursive: true, force: true });
    }
  });
});
