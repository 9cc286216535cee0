// `npm start` / `npm run dev`: makes sure the Electron binary is there before electron-vite runs,
// then runs the command given (`node build/ensure-electron.mjs electron-vite preview`).
//
// Electron 45 no longer downloads its binary when npm installs it (no install script); it does so
// on the first `require('electron')` or `install-electron`. electron-vite reads
// node_modules/electron/path.txt itself and stops with "Electron uninstall" when it is absent. So:
//   1. ELECTRON_EXEC_PATH set: that executable is used as is (nothing downloaded).
//   2. ELECTRON_OVERRIDE_DIST_PATH set: the executable in that folder (nothing downloaded).
//   3. path.txt, dist/version (this Electron's version) and the binary present: nothing to do.
//   4. Otherwise Electron's own installer (node_modules/electron/install.js, the `install-electron`
//      bin) downloads it; if that fails (no network), one sentence says what is missing and points
//      at `npm run dev:web`, and the exit status is 1.
// The command then runs with ELECTRON_EXEC_PATH set to the executable found.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const requireHere = createRequire(join(ROOT, 'package.json'));

/** Where Electron's zip puts the executable, per platform (as electron/install.js writes path.txt). */
function platformPath(platform) {
  if (platform === 'darwin' || platform === 'mas') return 'Electron.app/Contents/MacOS/Electron';
  if (platform === 'win32') return 'electron.exe';
  return 'electron';
}

function readText(path) {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return null;
  }
}

function fail(sentence) {
  console.error(sentence);
  process.exit(1);
}

/** The installed binary of node_modules/electron, or null when it is absent or of another version. */
function installedBinary(electronDir, version) {
  const relative = readText(join(electronDir, 'path.txt'));
  if (!relative) return null;
  if (readText(join(electronDir, 'dist', 'version'))?.replace(/^v/, '') !== version) return null;
  const binary = join(electronDir, 'dist', relative);
  return existsSync(binary) ? binary : null;
}

/** The first line of the installer's error ("TypeError: fetch failed"), to say why it failed. */
function reasonOf(run) {
  if (run.error) return run.error.message;
  const line = `${run.stderr ?? ''}\n${run.stdout ?? ''}`.split('\n').map((l) => l.trim()).find((l) => l.length > 0);
  return line ?? `the installer exited with status ${run.status}`;
}

function ensureElectron() {
  const execPath = process.env['ELECTRON_EXEC_PATH'];
  if (execPath) {
    if (!existsSync(execPath)) fail(`Dudo cannot start: ELECTRON_EXEC_PATH is set to ${execPath}, which does not exist; unset it, or play in a browser with \`npm run dev:web\`.`);
    return execPath;
  }
  const overrideDist = process.env['ELECTRON_OVERRIDE_DIST_PATH'];
  if (overrideDist) {
    const binary = join(overrideDist, platformPath(process.platform));
    if (!existsSync(binary)) fail(`Dudo cannot start: ELECTRON_OVERRIDE_DIST_PATH is set to ${overrideDist}, which holds no Electron executable ${platformPath(process.platform)}; fix it, or play in a browser with \`npm run dev:web\`.`);
    return binary;
  }
  let electronDir;
  try {
    electronDir = dirname(requireHere.resolve('electron/package.json'));
  } catch {
    fail('Dudo cannot start: the `electron` package is not installed (run `npm ci` first); `npm run dev:web` plays the game in a browser.');
  }
  const { version } = JSON.parse(readFileSync(join(electronDir, 'package.json'), 'utf8'));
  const present = installedBinary(electronDir, version);
  if (present) return present;
  console.log(`Downloading the Electron ${version} binary (once; about 100 MB)...`);
  const run = spawnSync(process.execPath, [join(electronDir, 'install.js')], { cwd: electronDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const installed = run.status === 0 ? installedBinary(electronDir, version) : null;
  if (!installed) {
    const why = run.status === 0 ? 'the installer left no executable' : reasonOf(run);
    fail(`Dudo cannot start: the Electron ${version} binary is missing from node_modules/electron and could not be downloaded (${why}); run \`npm start\` again once online, or play the game in a browser with \`npm run dev:web\`.`);
  }
  return installed;
}

/** Runs a package's bin (`electron-vite`) with this Node, so it works the same on every OS. */
function runBin(name, args, env) {
  const pkgPath = requireHere.resolve(`${name}/package.json`);
  const pkg = JSON.parse(readFileSync(pkgPath, 'utf8'));
  const bin = typeof pkg.bin === 'string' ? pkg.bin : pkg.bin?.[name];
  if (!bin) fail(`Dudo cannot start: the package ${name} has no \`${name}\` command.`);
  const child = spawn(process.execPath, [join(dirname(pkgPath), bin), ...args], { stdio: 'inherit', env });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

const electron = ensureElectron();
const [command, ...args] = process.argv.slice(2);
if (command) runBin(command, args, { ...process.env, ELECTRON_EXEC_PATH: electron });
