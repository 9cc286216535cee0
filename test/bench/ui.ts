// `npm run bench:ui [-- --json]`: the UI in Debian's Chromium against the real host (web shell).
// First frame after load (performance mark 'dudo:first-frame' in renderer/src/main.tsx), and the
// main-thread time per 3D frame (useFrame work + WebGL submission, renderer/src/scene/frameProbe.ts)
// while a six-cup throw of 30 dice plays back (the physics runs in its Web Worker). Issue 12: Start →
// first shake prompt (from the click event to the prompt in the DOM; its paint apart) and throw
// release → bidding (`-- --rounds`: only those; `-- --games N`: N games, the first cold; `-- --trace`: each game's milestones).
// Issue 27 (`-- --issue27`: only those): the first frame after a couch hand-over, the main-thread time per
// frame during the reveal's choreography on the table, and its length at animation speeds 1, 0.5 and 2;
// the main-thread time per frame during a held shake (`-- --shake`: only those; item 2: the cup's physics on the main thread,
// the pointer dragging it), and the same shake with fast throws (the cup shaken in place) beside it; `-- --shake --runs N`:
// N held shakes, each run's mean and their mean with a 95 % interval (issue 42 item 15).
// Issue 29 (`-- --still`: only those): a still table at a person's turn, the frames drawn a second against the
// animation frames a second (scene/RenderWhenChanged.tsx draws only what changed), at low and medium quality.
// The measures live in test/bench/ui/ by concern: page.ts (statistics, frames, a table opened), throws.ts (the 30-dice throw,
// the peek), rounds.ts (issue 12), reveal.ts (issues 13 and 27), issue27.ts (hand-over, held shake), still.ts (issue 29).
import { chromium, type Page } from 'playwright-core';
import { chromiumMissing, CHROMIUM, CHROMIUM_ARGS, startShell } from '../e2e/harness';
import { fixed, json, stats, trace, workRow } from './ui/page';
import { measurePeek, measureThrow, type ThrowRow } from './ui/throws';
import { measureRoundsAtNormalSpeed, printRounds, printTraces, roundsRows } from './ui/rounds';
import { measureReveal3d, reveal3dRows } from './ui/reveal';
import { issue27Rows, measureHeldShakeRuns, measureIssue27, measureShakes, type RunsMean } from './ui/issue27';
import { measureStill } from './ui/still';

const LOADS = 5;

async function firstFrame(page: Page): Promise<{ firstFrame: number; fcp: number }> {
  // strings, not functions: the page gets exactly this code
  return (await page.evaluate(`(async () => {
    for (let i = 0; i < 200 && performance.getEntriesByName('dudo:first-frame').length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    const ff = performance.getEntriesByName('dudo:first-frame')[0];
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    return { firstFrame: ff ? ff.startTime : NaN, fcp: fcp ? fcp.startTime : NaN };
  })()`)) as { firstFrame: number; fcp: number };
}

async function main(): Promise<void> {
  const missing = chromiumMissing();
  if (missing) {
    console.error(missing);
    process.exit(json ? 0 : 1);
  }
  const shell = await startShell({ botThinkMs: 400 });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const gamesArg = process.argv.indexOf('--games');
    const games = gamesArg > 0 ? Math.max(2, Number(process.argv[gamesArg + 1]) || 6) : 6;
    if (process.argv.includes('--rounds')) return printRounds(await measureRoundsAtNormalSpeed(browser, games));
    const runsArg = process.argv.indexOf('--runs');
    if (process.argv.includes('--shake') && runsArg > 0) {
      const r = await measureHeldShakeRuns(browser, shell.url, Math.max(2, Number(process.argv[runsArg + 1]) || 8));
      if (json) return console.log(JSON.stringify(r, null, 2));
      const mean = (m: RunsMean): string => `${fixed(m.mean)} [${fixed(m.low)}, ${fixed(m.high)}]`;
      console.table(Object.fromEntries(r.runs.map((x, i) => [`held shake, run ${i + 1}`, { 'ms/frame mean': fixed(x.work.mean), p50: fixed(x.work.p50), max: fixed(x.work.max), frames: x.work.n, 'draw calls': fixed(x.drawCalls.mean), 'shadow map drawn': `${fixed(100 * x.shadowMapShare)} %`, 'CPU ms/frame': fixed(x.threadCpuMsPerFrame), 'cut short': x.cutShort }])));
      console.log(`held shake, main thread per frame over ${r.meanMsPerFrame.n} runs: mean ${mean(r.meanMsPerFrame)} ms (95 % interval; target ≤ 4), draw calls ${fixed(r.drawCalls.mean)}, CPU ${mean(r.threadCpuMsPerFrame)} ms a frame`);
      return;
    }
    if (process.argv.includes('--shake')) {
      const shakes = await measureShakes(browser, shell.url);
      if (json) return console.log(JSON.stringify({ shakes }, null, 2));
      console.table(issue27Rows([], { fromClick: stats([]), fromFelt: stats([]) }, fixed, shakes));
      for (const r of shakes) console.log(`held shake${r.fastThrows ? ' (fast throws)' : ''}: ${r.work.n} frames over ${r.heldMs.toFixed(0)} ms (${r.fps.toFixed(1)} fps), ${r.drawCalls.mean.toFixed(1)} draw calls a frame`);
      return;
    }
    if (process.argv.includes('--still')) {
      const still = [await measureStill(browser, shell.url, 'low'), await measureStill(browser, shell.url, 'medium')];
      if (json) return console.log(JSON.stringify({ still }, null, 2));
      const mean = (xs: number[]): string => (xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(1);
      console.table(Object.fromEntries(still.map((r) => [`a still table at a person's turn, ${r.quality} quality, 1280×800`, { 'animation frames/s': mean(r.animationFps), 'frames drawn/s': mean(r.drawnFps), windows: r.drawnFps.map((x) => x.toFixed(1)).join(' '), target: '≤ 1 drawn' }])));
      return;
    }
    if (process.argv.includes('--issue27')) {
      const r = await measureIssue27(browser, shell.url);
      if (json) return console.log(JSON.stringify(r, null, 2));
      console.table(issue27Rows(r.tours, r.handOver, fixed, r.shakes));
      for (const t of r.tours) console.log(`reveal at speed ${t.speed}: ${t.work.n} frames (${t.fps.toFixed(1)} fps)`);
      for (const t of r.shakes) console.log(`held shake${t.fastThrows ? ' (fast throws)' : ''}: ${t.work.n} frames over ${t.heldMs.toFixed(0)} ms (${t.fps.toFixed(1)} fps), ${t.drawCalls.mean.toFixed(1)} draw calls a frame`);
      return;
    }
    const loads: { firstFrame: number; fcp: number }[] = [];
    for (let i = 0; i < LOADS; i++) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(shell.url);
      loads.push(await firstFrame(page));
      await page.close();
    }

    const throws: Record<string, ThrowRow> = {};
    for (const quality of ['low', 'medium'] as const) throws[quality] = await measureThrow(browser, shell.url, quality);

    const peek = await measurePeek(browser, shell.url);
    const rounds = await measureRoundsAtNormalSpeed(browser, gamesArg > 0 ? games : 4);
    const reveal3d = await measureReveal3d(browser, shell.url);
    const issue27 = await measureIssue27(browser, shell.url);
    const ff = stats(loads.map((l) => l.firstFrame));
    const result = {
      browser: `Chromium ${browser.version()} (SwiftShader WebGL)`,
      firstFrameMs: { mean: ff.mean, p50: ff.p50, max: ff.max, loads: LOADS },
      throw30: throws,
      peek,
      rounds,
      reveal3d,
      issue27,
      targets: { firstFrameMs: 1000, mainThreadMsPerFrame: 4, startToShakeWarmMs: 1000, startToShakeColdMs: 2000, releaseToBiddingP95Ms: 500 },
    };
    if (json) {
      console.log(JSON.stringify(result, null, 2));
    } else {
      const f = fixed;
      console.log(`UI benchmark — ${result.browser}`);
      if (trace) printTraces(rounds);
      console.table({
        'first frame after load (ms)': { mean: f(ff.mean), p50: f(ff.p50), 'p95/max': f(ff.max), target: '≤ 1000' },
        ...Object.fromEntries(
          Object.entries(throws).map(([q, r]) => [
            `main thread per 3D frame, ${r.dice} dice in motion, ${q} quality (ms)`,
            workRow(r.work, f, '≤ 4'),
          ]),
        ),
        'main thread per 3D frame while peeking, medium quality (ms)': workRow(peek.work, f, '≤ 4'),
        'throw playback at speed 1, turn of the cup to rest (ms)': { mean: f(peek.throwMs.mean), p50: f(peek.throwMs.p50), 'p95/max': f(peek.throwMs.max), target: '—' },
        ...roundsRows(rounds, f),
        ...reveal3dRows(reveal3d, f),
        ...issue27Rows(issue27.tours, issue27.handOver, f, issue27.shakes),
      });
      console.log(`rounds: ${rounds.startToShakeWarm.n + 1} games, ${rounds.fallbacks} dice fallbacks, bots think ${rounds.botThinkMs} ms (setup choices a quarter)`);
      console.log(`3D reveal: ${reveal3d.work.n} frames (${f(reveal3d.fps)} fps); settle after the slam: ${reveal3d.settleS.n} throws`);
      console.log(`peek: ${peek.work.n} frames (${f(peek.fps)} fps)`);
      for (const [q, r] of Object.entries(throws)) console.log(`${q}: ${r.work.n} frames over ${f(r.playbackMs)} ms of playback (${f(r.fps)} fps), ${f(r.drawCalls.mean)} draw calls a frame`);
      for (const r of issue27.shakes) console.log(`held shake${r.fastThrows ? ' (fast throws)' : ''}: ${r.work.n} frames over ${f(r.heldMs)} ms (${f(r.fps)} fps)`);
    }
  } finally {
    await browser.close();
    await shell.close();
  }
}

await main();
