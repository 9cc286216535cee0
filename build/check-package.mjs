// npm run check:package: what can be checked of the installers without network or an Electron
// binary. Packs `electron-builder --linux dir` with a stub Electron distribution (a placeholder
// executable, locales and resources folders) and checks the app.asar holds everything the app
// loads at run time. Needs `electron-vite build` first (the npm script runs it).
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { listPackage } from '@electron/asar';

const ROOT = resolve(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'dudo-package-'));
const dist = join(work, 'electron-dist');
mkdirSync(join(dist, 'locales'), { recursive: true });
mkdirSync(join(dist, 'resources'));
writeFileSync(join(dist, 'electron'), '#!/bin/sh\necho "stub Electron: the real binary cannot be downloaded here"\nexit 1\n');
chmodSync(join(dist, 'electron'), 0o755);
for (const l of ['en-US', 'es', 'es-419', 'fr', 'de']) writeFileSync(join(dist, 'locales', `${l}.pak`), '');
const electronVersion = JSON.parse(readFileSync(join(ROOT, 'node_modules/electron/package.json'), 'utf8')).version;
writeFileSync(join(dist, 'version'), electronVersion);

const out = join(work, 'release');
const run = spawnSync(join(ROOT, 'node_modules/.bin/electron-builder'), ['--linux', 'dir', `-c.electronDist=${dist}`, `-c.directories.output=${out}`], {
  cwd: ROOT,
  encoding: 'utf8',
  timeout: 300_000,
});
const fail = (message) => {
  console.error(`check:package: ${message}`);
  rmSync(work, { recursive: true, force: true });
  process.exit(1);
};
if (run.status !== 0) fail(`electron-builder failed (status ${run.status}):\n${run.stdout}\n${run.stderr}`);
const appDir = join(out, 'linux-unpacked');
const asar = join(appDir, 'resources/app.asar');
if (!existsSync(asar)) fail(`no ${asar}`);
const files = new Set(listPackage(asar, {}).map((f) => f.replace(/\\/g, '/')));
const needed = ['/package.json', '/out/main/index.js', '/out/main/bot-worker.js', '/out/preload/preload.cjs', '/out/renderer/index.html', '/out/renderer/lab.html', '/node_modules/zod/package.json'];
const missing = needed.filter((f) => !files.has(f));
if (missing.length > 0) fail(`app.asar lacks ${missing.join(', ')}`);
const strays = [...files].filter((f) => /^\/(engine|main|renderer|test|docs|src)\//.test(f) || f.endsWith('.map') || f.endsWith('.ts'));
if (strays.length > 0) fail(`app.asar carries sources it should not: ${strays.slice(0, 10).join(', ')}`);
const unpacked = join(appDir, 'resources/app.asar.unpacked');
const unpackedNeeded = ['out/main/bot-worker.js', 'out/main/index.js', 'node_modules/zod/package.json'];
const notUnpacked = unpackedNeeded.filter((f) => !existsSync(join(unpacked, f)));
if (notUnpacked.length > 0) fail(`app.asar.unpacked lacks ${notUnpacked.join(', ')} (the bot worker loads from there)`);
// The unpacked worker loads in plain Node from that layout (its chunk and zod resolve) and answers.
const warm = await new Promise((resolveWarm) => {
  const worker = new Worker(pathToFileURL(join(unpacked, 'out/main/bot-worker.js')));
  const timer = setTimeout(() => (void worker.terminate(), resolveWarm('no answer in 20 s')), 20_000);
  worker.once('message', (m) => (clearTimeout(timer), void worker.terminate(), resolveWarm(m && m.warm === true ? 'ok' : `odd answer ${JSON.stringify(m)}`)));
  worker.once('error', (e) => (clearTimeout(timer), resolveWarm(`crashed: ${e.message}`)));
  worker.postMessage({ warm: true });
});
if (warm !== 'ok') fail(`the packaged bot worker does not start: ${warm}`);
const exe = ['dudo', 'Dudo'].find((n) => existsSync(join(appDir, n)));
if (!exe) fail('no executable named after the product in linux-unpacked');
console.log(`check:package: electron-builder ${'--linux dir'} with a stub Electron ${electronVersion}: ${files.size} entries in app.asar, executable ${exe}; all run-time files present (bot worker, its chunks and zod unpacked; the worker starts and answers), no sources.`);
rmSync(work, { recursive: true, force: true });
