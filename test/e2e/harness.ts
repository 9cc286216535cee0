// The e2e harness: the renderer built once with Vite, served by the host engineer's web shell
// (main/web/shell.ts: the real GameHost behind a WebSocket on 127.0.0.1).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { startWebShell } from '../../main/web/shell';
import type { PhonesOptions } from '../../main/web/phones';
import type { GameHost } from '../../main/host/index';

const ROOT = resolve(import.meta.dirname, '../..');
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--use-gl=angle',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/**
 * The Chromium of the pages with 3D off: the page composited in software. SwiftShader compositing every DOM change
 * of a 2D game cost about as much of a core as the page itself (issue 29: a 2D history game, 22 s of the GPU
 * process in 40 s of CPU; 1 s with this flag). A 3D table needs GPU compositing (its WebGL frames would be read back).
 */
export const CHROMIUM_ARGS_2D = [...CHROMIUM_ARGS, '--disable-gpu-compositing'];

export function chromiumMissing(): string | null {
  return existsSync(CHROMIUM) ? null : `Chromium not found at ${CHROMIUM}: install it with "apt-get install -y chromium" to run the e2e tests.`;
}

/** Builds the renderer into a temporary folder (once per process; once per e2e run: global-setup.ts builds it and says where). */
let built: Promise<string> | null = null;
export function buildRenderer(): Promise<string> {
  const prebuilt = process.env.DUDO_E2E_RENDERER;
  if (prebuilt && existsSync(join(prebuilt, 'index.html'))) return Promise.resolve(prebuilt);
  built ??= (async () => {
    const outDir = join(ROOT, '.tmp', 'e2e-renderer');
    const { build } = await import('vite');
    const react = (await import('@vitejs/plugin-react')).default;
    await build({
      root: join(ROOT, 'renderer'),
      base: './',
      plugins: [react()],
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, sourcemap: false, reportCompressedSize: false },
    });
    return outDir;
  })();
  return built;
}

export interface Shell {
  readonly url: string;
  /** The real host behind the page (tests read the engine's state and the dice fallbacks). */
  readonly host: GameHost;
  /** The host's user data folder (settings, stats, history, the games' records). */
  readonly userDataDir: string;
  close(): Promise<void>;
}

/**
 * Starts the host's web shell serving the built renderer; `url` opens the app pointed at the host,
 * with this run's token (`?ws=PORT&token=...`): without it the page's WebSocket is refused (401).
 */
export async function startShell(options: { botThinkMs?: number; phones?: PhonesOptions } = {}): Promise<Shell> {
  const dir = await buildRenderer();
  const userDataDir = mkdtempSync(join(tmpdir(), 'dudo-e2e-'));
  const shell = await startWebShell({ userDataDir, botThinkMs: options.botThinkMs ?? 60, serveRenderer: { dir }, log: () => undefined, ...(options.phones ? { phones: options.phones } : {}) });
  return {
    url: shell.url,
    host: shell.host,
    userDataDir,
    async close() {
      await shell.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
