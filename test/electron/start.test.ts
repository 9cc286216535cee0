// `npm start` and `npm run dev` (issue 15, point 1): build/ensure-electron.mjs finds or fetches the
// Electron binary before electron-vite runs. The real scripts run here against a stand-in Electron
// executable (a Node script that records how it was started and exits); the missing-binary path
// runs Electron's own installer in a throwaway layout pointed at a closed local port (no network).
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'dudo-start-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The environment without any Electron or npm-config setting that could change where Electron comes from. */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (/^(ELECTRON_|npm_config_electron|npm_package_config_electron|electron_)/i.test(k)) continue;
    env[k] = v;
  }
  return { ...env, ...extra };
}

interface Launch {
  readonly argv: string[];
  readonly cwd: string;
  readonly main: string | null;
  readonly mainExists: boolean;
  readonly rendererUrl: string | null;
  readonly page: string | null;
}

/**
 * A stand-in for the Electron executable: resolves the app the way Electron does (the folder given,
 * its package.json `main`), fetches the dev page when there is one, writes what it saw, exits 0.
 */
function standIn(dir: string): { exe: string; log: string } {
  mkdirSync(dir, { recursive: true });
  const exe = join(dir, 'electron');
  const log = join(dir, 'launch.json');
  writeFileSync(
    exe,
    `#!${process.execPath}
const fs = require('node:fs');
const path = require('node:path');
const argv = process.argv.slice(2);
const appDir = path.resolve(argv[0] ?? '.');
let main = null;
try { main = path.resolve(appDir, JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8')).main); } catch {}
const rendererUrl = process.env.ELECTRON_RENDERER_URL ?? null;
const done = (page) => {
  fs.writeFileSync(${JSON.stringify(log)}, JSON.stringify({ argv, cwd: process.cwd(), main, mainExists: main !== null && fs.existsSync(main), rendererUrl, page }));
  process.exit(0);
};
if (rendererUrl) fetch(rendererUrl).then((r) => r.text()).then(done, (e) => done('fetch failed: ' + e.message));
else done(null);
`,
  );
  chmodSync(exe, 0o755);
  return { exe, log };
}

function npm(script: string, env: NodeJS.ProcessEnv): { status: number | null; output: string } {
  const run = spawnSync('npm', ['run', '--silent', script], { cwd: ROOT, env, encoding: 'utf8', timeout: 180_000, shell: process.platform === 'win32' });
  return { status: run.status, output: `${run.stdout}\n${run.stderr}` };
}

describe.skipIf(process.platform === 'win32')('npm start / npm run dev launch the built app (issue 15.1)', () => {
  it('npm start builds, then launches Electron on the app folder whose main is the fresh out/main/index.js (ELECTRON_OVERRIDE_DIST_PATH honoured, nothing downloaded)', () => {
    const { log } = standIn(join(work, 'dist'));
    const before = Date.now();
    const run = npm('start', cleanEnv({ ELECTRON_OVERRIDE_DIST_PATH: join(work, 'dist') }));
    expect(run.status, run.output).toBe(0);
    const launch = JSON.parse(readFileSync(log, 'utf8')) as Launch;
    expect(launch.argv[0]).toBe('.');
    expect(launch.cwd).toBe(ROOT);
    expect(launch.main).toBe(join(ROOT, 'out/main/index.js'));
    expect(launch.mainExists).toBe(true);
    expect(launch.rendererUrl).toBeNull();
    // electron-vite preview built it just now: the launched entry is this build's.
    expect(readFileSync(join(ROOT, 'out/main/index.js'), 'utf8')).toContain('bot-worker.js');
    expect(statSync(join(ROOT, 'out/main/index.js')).mtimeMs).toBeGreaterThanOrEqual(before - 1000);
  });

  it('npm run dev launches Electron on the built main entry with the renderer served by Vite (ELECTRON_EXEC_PATH honoured)', () => {
    const { exe, log } = standIn(join(work, 'exec'));
    const run = npm('dev', cleanEnv({ ELECTRON_EXEC_PATH: exe }));
    expect(run.status, run.output).toBe(0);
    const launch = JSON.parse(readFileSync(log, 'utf8')) as Launch;
    expect(launch.argv[0]).toBe('.');
    expect(launch.main).toBe(join(ROOT, 'out/main/index.js'));
    expect(launch.mainExists).toBe(true);
    expect(launch.rendererUrl).toMatch(/^http:\/\/(localhost|127\.0\.0\.1|\[::1\]):\d+\/?$/);
    expect(launch.page).toContain('<div id="root"></div>');
    // The dev server's page (only) allows Vite's injected styles and HMR socket (policy.ts devCsp).
    expect(launch.page).toContain("style-src 'self' 'unsafe-inline'");
    expect(launch.page).toContain('ws://localhost:*');
  });
});

/** A throwaway project: build/ensure-electron.mjs and node_modules/electron as npm 11 leaves it (no binary). */
function layout(name: string): { root: string; electron: string } {
  const root = join(work, name);
  const electron = join(root, 'node_modules/electron');
  mkdirSync(join(root, 'build'), { recursive: true });
  mkdirSync(join(root, 'node_modules/@electron'), { recursive: true });
  mkdirSync(electron, { recursive: true });
  writeFileSync(join(root, 'package.json'), '{"name":"layout","private":true}');
  copyFileSync(join(ROOT, 'build/ensure-electron.mjs'), join(root, 'build/ensure-electron.mjs'));
  for (const f of ['package.json', 'install.js', 'checksums.json', 'index.js']) copyFileSync(join(ROOT, 'node_modules/electron', f), join(electron, f));
  // Electron's installer and its downloader, the real ones (their own dependencies resolve from the real tree).
  symlinkSync(join(ROOT, 'node_modules/@electron/get'), join(root, 'node_modules/@electron/get'), 'dir');
  return { root, electron };
}

function ensure(root: string, env: NodeJS.ProcessEnv): { status: number | null; stdout: string; stderr: string } {
  const run = spawnSync(process.execPath, [join(root, 'build/ensure-electron.mjs')], { cwd: root, env, encoding: 'utf8', timeout: 60_000 });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe.skipIf(process.platform === 'win32')('a machine that cannot download Electron (issue 15.1)', () => {
  it('runs Electron’s own installer, and when it fails says in one sentence what is missing and points at npm run dev:web, exiting 1', () => {
    const { root, electron } = layout('offline');
    const version = (JSON.parse(readFileSync(join(electron, 'package.json'), 'utf8')) as { version: string }).version;
    // Port 1 on the loopback refuses at once: the real download fails as it does offline.
    const run = ensure(root, cleanEnv({ ELECTRON_MIRROR: 'http://127.0.0.1:1/', electron_config_cache: join(root, 'cache') }));
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(`Downloading the Electron ${version} binary`);
    const lines = run.stderr.trim().split('\n');
    expect(lines, run.stderr).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Dudo cannot start: the Electron ${version.replace(/\./g, '\\.')} binary is missing from node_modules/electron and could not be downloaded \\(.+\\); .*\`npm run dev:web\`\\.$`));
    expect(lines[0]).toContain('fetch failed');
    expect(existsSync(join(electron, 'path.txt'))).toBe(false);
  });

  it('does nothing when path.txt, the version and the binary are there (the installer is not run)', () => {
    const { root, electron } = layout('installed');
    const version = (JSON.parse(readFileSync(join(electron, 'package.json'), 'utf8')) as { version: string }).version;
    mkdirSync(join(electron, 'dist'));
    writeFileSync(join(electron, 'dist/version'), `v${version}`);
    writeFileSync(join(electron, 'dist/electron'), '');
    writeFileSync(join(electron, 'path.txt'), 'electron');
    const marker = join(root, 'installer-ran');
    writeFileSync(join(electron, 'install.js'), `require('node:fs').writeFileSync(${JSON.stringify(marker)}, ''); process.exit(1);\n`);
    const run = ensure(root, cleanEnv({}));
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout + run.stderr).toBe('');
    expect(existsSync(marker)).toBe(false);
    // An Electron of another version (after the pin moves) is fetched again.
    writeFileSync(join(electron, 'dist/version'), 'v1.0.0');
    expect(ensure(root, cleanEnv({})).status).toBe(1);
    expect(existsSync(marker)).toBe(true);
  });

  it('ELECTRON_EXEC_PATH / ELECTRON_OVERRIDE_DIST_PATH skip the download; a wrong one is named in one sentence', () => {
    const { root } = layout('override');
    const dist = join(root, 'my-electron');
    mkdirSync(dist);
    writeFileSync(join(dist, 'electron'), '');
    expect(ensure(root, cleanEnv({ ELECTRON_OVERRIDE_DIST_PATH: dist })).status).toBe(0);
    expect(ensure(root, cleanEnv({ ELECTRON_EXEC_PATH: join(dist, 'electron') })).status).toBe(0);
    const wrong = ensure(root, cleanEnv({ ELECTRON_EXEC_PATH: join(dist, 'nope') }));
    expect(wrong.status).toBe(1);
    expect(wrong.stdout).toBe('');
    expect(wrong.stderr.trim()).toMatch(/^Dudo cannot start: ELECTRON_EXEC_PATH is set to .*nope, which does not exist; .*`npm run dev:web`\.$/);
  });
});
