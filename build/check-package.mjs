// npm run check:package: what can be checked of the installers without network or an Electron
// binary. Packs `electron-builder --linux dir` with a stub Electron distribution (a placeholder
// executable carrying Electron 45's fuse wire at its defaults, locales and resources folders) and
// checks: the app.asar holds everything the app loads at run time and no sources; only the bot
// worker, its chunks and zod are unpacked (and the worker starts from there); the fuses read back
// from the packed executable are the hardened ones (electron-builder.yml electronFuses); the pages
// inside app.asar carry the packaged CSP (no 'unsafe-inline', no ws:). Needs `electron-vite build`
// first (the npm script runs it).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { extractFile, listPackage } from '@electron/asar';
import fuses from '@electron/fuses';

const { FuseV1Options, getCurrentFuseWire } = fuses;
/** @electron/fuses FuseState (not exported by its index): the bytes '0' and '1'. */
const FuseState = { DISABLE: 48, ENABLE: 49 };
const ROOT = resolve(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'dudo-package-'));
const dist = join(work, 'electron-dist');
mkdirSync(join(dist, 'locales'), { recursive: true });
mkdirSync(join(dist, 'resources'));
// Electron's fuse wire: sentinel, version 1, 8 fuses as Electron 45 ships them ('1' on, '0' off):
// RunAsNode 1, CookieEncryption 0, NodeOptions 1, NodeCliInspect 1, EmbeddedAsarIntegrity 0,
// OnlyLoadAppFromAsar 0, BrowserProcessSpecificV8Snapshot 0, GrantFileProtocolExtraPrivileges 1.
const STOCK_WIRE = '10110001';
const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
writeFileSync(
  join(dist, 'electron'),
  Buffer.concat([Buffer.from('#!/bin/sh\necho "stub Electron: the real binary cannot be downloaded here"\nexit 1\n# '), Buffer.from(SENTINEL), Buffer.from([1, STOCK_WIRE.length]), Buffer.from(STOCK_WIRE), Buffer.from('\n')]),
);
chmodSync(join(dist, 'electron'), 0o755);
for (const l of ['en-US', 'es', 'es-419', 'fr', 'de']) writeFileSync(join(dist, 'locales', `${l}.pak`), '');
const electronVersion = JSON.parse(readFileSync(join(ROOT, 'node_modules/electron/package.json'), 'utf8')).version;
writeFileSync(join(dist, 'version'), electronVersion);

// The build stays lean (issue 29): no JavaScript file of out/ over 4 MB (the tables are data, never bundled).
const MAX_JS = 4 * 2 ** 20;
const builtJs = readdirSync(join(ROOT, 'out'), { recursive: true }).filter((f) => /\.(c|m)?js$/.test(f)).map((f) => ({ f, size: statSync(join(ROOT, 'out', f)).size }));
const largestJs = builtJs.reduce((a, b) => (b.size > a.size ? b : a), { f: '(none)', size: 0 });
if (largestJs.size > MAX_JS) {
  console.error(`check:package: out/${largestJs.f} weighs ${largestJs.size} bytes, over ${MAX_JS} (a table compiled into a bundle?)`);
  process.exit(1);
}

// Chart.js comes with a person's Statistics only (React.lazy, docs/ui.md): never in the scripts
// index.html loads at start (its entry and modulepreload chunks)
const indexHtml = readFileSync(join(ROOT, 'out/renderer/index.html'), 'utf8');
const eagerJs = [...indexHtml.matchAll(/(?:src|href)="\.\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
const withCharts = eagerJs.filter((f) => readFileSync(join(ROOT, 'out/renderer', f), 'utf8').includes('LineController'));
const lazyCharts = builtJs.filter(({ f }) => f.startsWith('renderer/') && readFileSync(join(ROOT, 'out', f), 'utf8').includes('LineController'));
if (eagerJs.length === 0 || withCharts.length > 0 || lazyCharts.length === 0) {
  console.error(`check:package: Chart.js must load lazily: in the start scripts ${JSON.stringify(withCharts)} of ${JSON.stringify(eagerJs)}, in ${lazyCharts.length} renderer chunk(s) in all`);
  process.exit(1);
}

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
const chunks = [...files].filter((f) => f.startsWith('/out/main/chunks/')).map((f) => f.slice(1));
const unpackedNeeded = ['out/main/bot-worker.js', ...chunks, 'node_modules/zod/package.json'];
const notUnpacked = unpackedNeeded.filter((f) => !existsSync(join(unpacked, f)));
if (notUnpacked.length > 0) fail(`app.asar.unpacked lacks ${notUnpacked.join(', ')} (the bot worker loads from there)`);
// Nothing else leaves the archive (asar integrity covers only what is inside it).
const mustStayPacked = ['out/main/index.js', 'out/preload/preload.cjs', 'out/renderer/index.html', 'package.json'];
const leaked = mustStayPacked.filter((f) => existsSync(join(unpacked, f)));
if (leaked.length > 0) fail(`${leaked.join(', ')} unpacked from app.asar: only the bot worker, its chunks and zod may be`);
// The unpacked worker loads in plain Node from that layout (its chunk and zod resolve) and answers.
const warm = await new Promise((resolveWarm) => {
  const worker = new Worker(pathToFileURL(join(unpacked, 'out/main/bot-worker.js')));
  const timer = setTimeout(() => (void worker.terminate(), resolveWarm('no answer in 20 s')), 20_000);
  worker.once('message', (m) => (clearTimeout(timer), void worker.terminate(), resolveWarm(m && m.warm === true ? 'ok' : `odd answer ${JSON.stringify(m)}`)));
  worker.once('error', (e) => (clearTimeout(timer), resolveWarm(`crashed: ${e.message}`)));
  worker.postMessage({ warm: true });
});
if (warm !== 'ok') fail(`the packaged bot worker does not start: ${warm}`);
// Maestro's endgame tables: shipped as resources outside app.asar (extraResources), every table file of the
// repository there, byte for byte, each intact by its own header (docs/solver.md "Table files": signature,
// format, body length and SHA-256), none inside the archive.
const shippedTables = join(appDir, 'resources/solver');
const tableFiles = readdirSync(join(ROOT, 'assets/solver')).filter((f) => f.endsWith('.dtab'));
if (tableFiles.length === 0) fail('no table files in assets/solver');
for (const name of tableFiles) {
  const file = join(shippedTables, name);
  if (!existsSync(file)) fail(`resources/solver lacks ${name} (electron-builder.yml extraResources)`);
  const bytes = readFileSync(file);
  if (!bytes.equals(readFileSync(join(ROOT, 'assets/solver', name)))) fail(`resources/solver/${name} differs from assets/solver/${name}`);
  const magic = bytes.subarray(0, 8).toString('latin1');
  const headerLength = bytes.readUInt32LE(12);
  let header;
  try {
    header = JSON.parse(bytes.subarray(16, 16 + headerLength).toString('utf8'));
  } catch {
    fail(`resources/solver/${name}: its header is not JSON`);
  }
  const body = bytes.subarray(16 + headerLength);
  if (magic !== 'DUDOTAB\n' || body.length !== header.bodyBytes || createHash('sha256').update(body).digest('hex') !== header.sha256) fail(`resources/solver/${name} is not intact (signature, length or SHA-256)`);
}
const tablesInAsar = [...files].filter((f) => f.endsWith('.dtab') || f.startsWith('/assets/'));
if (tablesInAsar.length > 0) fail(`app.asar carries table files: ${tablesInAsar.slice(0, 5).join(', ')}`);
const exe = ['dudo', 'Dudo'].find((n) => existsSync(join(appDir, n)));
if (!exe) fail('no executable named after the product in linux-unpacked');
// The fuses, read back from the packed executable (@electron/fuses, as `npx @electron/fuses read` does).
const WANTED_FUSES = {
  RunAsNode: FuseState.DISABLE,
  EnableCookieEncryption: FuseState.ENABLE,
  EnableNodeOptionsEnvironmentVariable: FuseState.DISABLE,
  EnableNodeCliInspectArguments: FuseState.DISABLE,
  EnableEmbeddedAsarIntegrityValidation: FuseState.ENABLE,
  OnlyLoadAppFromAsar: FuseState.ENABLE,
  LoadBrowserProcessSpecificV8Snapshot: FuseState.DISABLE,
  GrantFileProtocolExtraPrivileges: FuseState.DISABLE,
};
const wire = await getCurrentFuseWire(join(appDir, exe));
const stateName = (v) => (v === FuseState.ENABLE ? 'on' : v === FuseState.DISABLE ? 'off' : String(v));
const wrongFuses = Object.entries(WANTED_FUSES).filter(([name, state]) => wire[FuseV1Options[name]] !== state).map(([name, state]) => `${name} is ${stateName(wire[FuseV1Options[name]])}, wanted ${stateName(state)}`);
if (wrongFuses.length > 0) fail(`fuses of the packed ${exe}: ${wrongFuses.join('; ')}`);
// The packaged pages' CSP: the policy of main/electron/policy.ts, no 'unsafe-inline', no WebSocket source.
const policySource = readFileSync(join(ROOT, 'main/electron/policy.ts'), 'utf8');
const policyCsp = /export const CSP =\s*"([^"]+)"/.exec(policySource)?.[1];
if (!policyCsp) fail('no CSP constant found in main/electron/policy.ts');
for (const page of ['out/renderer/index.html', 'out/renderer/lab.html']) {
  const html = extractFile(asar, page).toString('utf8');
  const csp = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
  if (!csp) fail(`${page} in app.asar has no CSP <meta>`);
  if (csp !== policyCsp) fail(`${page} in app.asar has the CSP "${csp}", not policy.ts CSP "${policyCsp}"`);
  if (/unsafe-inline|unsafe-eval|ws:|wss:/.test(csp)) fail(`${page} in app.asar: the CSP allows ${/unsafe-inline|unsafe-eval|wss?:/.exec(csp)[0]}`);
  if (/\sstyle="/.test(html)) fail(`${page} in app.asar has a style attribute, which its CSP refuses`);
}
const mainJs = extractFile(asar, 'out/main/index.js').toString('utf8');
if (!mainJs.includes(policyCsp)) fail('out/main/index.js in app.asar does not carry the CSP the app:// handler sends');
console.log(`check:package: electron-builder ${'--linux dir'} with a stub Electron ${electronVersion}: ${files.size} entries in app.asar, executable ${exe}; all run-time files present (only the bot worker, ${chunks.length} chunk(s) and zod unpacked; the worker starts and answers), no sources; largest JavaScript file out/${largestJs.f} ${(largestJs.size / 2 ** 20).toFixed(2)} MB (at most 4); Chart.js only in ${lazyCharts.map(({ f }) => f).join(', ')}, none of the ${eagerJs.length} start scripts; ${tableFiles.length} endgame table files intact in resources/solver; fuses ${Object.entries(WANTED_FUSES).map(([n, s]) => `${n}=${stateName(s)}`).join(' ')}; CSP in index.html and lab.html: ${policyCsp}`);
rmSync(work, { recursive: true, force: true });
