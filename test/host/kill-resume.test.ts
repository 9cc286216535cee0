// A child process running a game is killed (SIGKILL) at random moments 100 times: every restart
// resumes at the last applied action of the autosave, and no saved file is ever corrupt.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAutosave } from '../../main/host/index';
import { tempDir } from './helpers';

const RUNS = 100;
let bundleDir: string;

beforeAll(async () => {
  // Bundled once (child and bot worker) so each restart costs a plain `node` start, not a TypeScript load.
  bundleDir = mkdtempSync(join(tmpdir(), 'dudo-kill-bundle-'));
  await build({
    entryPoints: {
      'kill-child': new URL('./fixtures/kill-child.ts', import.meta.url).pathname,
      'bot-worker': new URL('../../main/host/bot-worker.ts', import.meta.url).pathname,
    },
    outdir: bundleDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outExtension: { '.js': '.mjs' },
    logLevel: 'silent',
  });
});
afterAll(() => rmSync(bundleDir, { recursive: true, force: true }));

/** The saved game's action count, checking that the file and its backup are whole; null when none. */
function savedActionCount(dir: string): number | null {
  const file = join(dir, 'autosave.json');
  for (const f of [file, `${file}.bak`]) {
    if (!existsSync(f)) continue;
    const parsed = parseAutosave(readFileSync(f, 'utf8'));
    if (!parsed.ok) throw new Error(`${f} is corrupt: ${parsed.message}`);
  }
  if (!existsSync(file)) return null;
  const parsed = parseAutosave(readFileSync(file, 'utf8'));
  return parsed.ok ? parsed.session.record.actions.length : null;
}

function runChild(dir: string, killAfterReadyMs: number): Promise<{ resumedAt: number | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(bundleDir, 'kill-child.mjs'), dir], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    let ready: { resumedAt: number | null } | null = null;
    child.stdout.on('data', (b: Buffer) => {
      out += b.toString();
      const line = out.split('\n')[0];
      if (!ready && out.includes('\n') && line) {
        ready = JSON.parse(line) as { resumedAt: number | null };
        setTimeout(() => child.kill('SIGKILL'), killAfterReadyMs);
      }
    });
    child.stderr.on('data', (b: Buffer) => (err += b.toString()));
    child.on('exit', () => (ready ? resolve(ready) : reject(new Error(`the child died before it was ready: ${err}`))));
  });
}

/** One data folder killed `runs` times in a row; returns how many restarts resumed and how many runs saved new actions. */
async function lane(runs: number): Promise<{ resumed: number; progressed: number }> {
  const { dir, cleanup } = tempDir('dudo-kill-');
  let resumed = 0;
  let progressed = 0;
  let last = -1;
  try {
    for (let i = 0; i < runs; i++) {
      const saved = savedActionCount(dir);
      const killMs = 5 + Math.floor(Math.random() * 46);
      const { resumedAt } = await runChild(dir, killMs);
      expect(resumedAt).toBe(saved); // the restart resumed at the last saved action
      if (resumedAt !== null) resumed++;
      const after = savedActionCount(dir);
      if (after !== null && after !== last) progressed++;
      last = after ?? -1;
    }
    expect(savedActionCount(dir)).not.toBeNull();
  } finally {
    cleanup();
  }
  return { resumed, progressed };
}

describe('kill and resume (autosave: write, fsync, rename, backup)', () => {
  it(`${RUNS} SIGKILLs at random moments: each restart resumes at the last saved action, no corrupt file`, async () => {
    // Two independent data folders side by side (RUNS / 2 kills each), to use both cores.
    const lanes = await Promise.all([lane(RUNS / 2), lane(RUNS / 2)]);
    const resumed = lanes.reduce((a, l) => a + l.resumed, 0);
    const progressed = lanes.reduce((a, l) => a + l.progressed, 0);
    console.log(`kill/resume: ${RUNS} kills, ${resumed} resumes at the saved action, ${progressed} runs saved new actions`);
    // Each restart resumed exactly where the file said (checked per run above). A kill before the
    // first save of a lane leaves nothing to resume; the game must still move on across restarts.
    expect(resumed).toBeGreaterThanOrEqual(RUNS / 2);
    expect(progressed).toBeGreaterThan(0);
  }, 300_000); // 100 process starts: about 15 s of CPU, but slower in wall time on a busy 2-core machine
});
