// bench:ui, issue 12: Start → first shake prompt (from the click event to the prompt in the DOM; its paint apart) and throw
// release → bidding, one person and two bots, 3D on (`--rounds`: only those; `--games N`: N games, the first cold; `--trace`:
// each game's milestones).
import type { Browser, Page } from 'playwright-core';
import { startShell } from '../../e2e/harness';
import { openApp } from '../../e2e/helpers';
import { THINK_MS } from '../../../main/host/index';
import { ALL_TIPS_SEEN, fixed, json, stats, trace, type Stats } from './page';

export interface RoundsRow {
  /** Setup's Start (its click event) → the first shake prompt in the DOM: the first game of a fresh page (cold), then later games (warm). */
  startToShakeCold: number;
  startToShakeWarm: Stats;
  /** The shake prompt in the DOM → the next frame painted (the page's paint delay, apart from the path above). */
  promptToPaint: Stats;
  /** The shake released (Space up) → the table in the bidding phase (the roll thrown, read and told). */
  releaseToBidding: Stats;
  /** The same timed in the page (issue 42 item 15): the keyup event → the bidding phase in the DOM (no harness polling). */
  releaseToBiddingInPage: Stats;
  /**
   * Warm games, Start → first shake prompt without the person's own direction choice (from the
   * direction dialog shown to the click that chose): the app's own latency, the bots' setup choices included.
   */
  startToShakeWarmApp: Stats;
  fallbacks: number;
  /** The bots' think time of this run (ms; setup choices take a quarter, main/host/bot-turns.ts). */
  botThinkMs: number;
  /** Per game, the milestones from the click (ms), for --trace. */
  traces: Record<string, number>[];
  /** Per game, the release's milestones from its keyup (ms), for --trace. */
  releaseTraces: Record<string, number>[];
}

/**
 * Milestones of the way from Start to the first shake prompt, taken in the page (performance.now()
 * timeline): the Start click event, the table screen, each phase, the first 3D frame drawn, the
 * direction dialog, a bot thinking, the shake prompt entering the DOM and the frame after it painted.
 */
async function installStartTrace(page: Page): Promise<void> {
  // a string, not a function: the page gets exactly this code (tsx would wrap named functions in helpers)
  await page.addInitScript(`(() => {
    window.__startTrace = null;
    const mark = (name, at = performance.now()) => {
      const t = window.__startTrace;
      if (t && !(name in t.marks)) t.marks[name] = at - t.t0;
    };
    // issue 42 item 15: the person lets the cup go (Space up while the prompt is up) → the bidding in the DOM and painted
    window.__releaseTrace = null;
    document.addEventListener('keyup', (e) => {
      if (e.key === ' ' && document.querySelector('.shake-prompt')) window.__releaseTrace = { t0: e.timeStamp, marks: {} };
    }, true);
    const markRelease = (name, at = performance.now()) => {
      const t = window.__releaseTrace;
      if (t && !(name in t.marks)) t.marks[name] = at - t.t0;
    };
    document.addEventListener('click', (e) => {
      if (e.target && e.target.closest && e.target.closest('.setup button[type="submit"]')) window.__startTrace = { t0: e.timeStamp, marks: {} };
      if (e.target && e.target.closest && e.target.closest('[data-dialog="direction"] button')) mark('direction chosen', e.timeStamp);
    }, true);
    const checkRelease = () => {
      const t = window.__releaseTrace;
      if (!t || 'painted' in t.marks) return;
      if (!('bidding' in t.marks) && document.querySelector('main.table-screen[data-phase="bidding"]')) {
        markRelease('bidding');
        requestAnimationFrame(() => setTimeout(() => markRelease('painted'), 0));
      }
      if (document.querySelector('section.panel[data-my-turn]')) markRelease('my turn');
    };
    const check = () => {
      checkRelease();
      const t = window.__startTrace;
      if (!t || 'prompt' in t.marks) return;
      const main = document.querySelector('main.table-screen');
      if (main) mark('table screen');
      const phase = main && main.getAttribute('data-phase');
      if (phase) mark('phase ' + phase);
      if (document.querySelector('[data-dialog="direction"]')) mark('direction dialog');
      if (document.querySelector('.thinking')) mark('bot thinking');
      if (document.querySelector('.shake-prompt')) {
        mark('prompt');
        // the frame with the prompt painted: a task queued from the next animation frame runs after its paint
        requestAnimationFrame(() => setTimeout(() => mark('painted'), 0));
      }
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  })()`);
}

/** The trace of the last Start, with the first 3D frame and the start roll's playback from the probes. */
async function readStartTrace(page: Page): Promise<Record<string, number>> {
  return (await page.evaluate(`(() => {
    const t = window.__startTrace;
    if (!t) return {};
    const marks = { ...t.marks };
    const frame = (window.__dudoFrames || []).find(([at]) => at >= t.t0);
    if (frame) marks['first 3D frame drawn'] = frame[0] - t.t0;
    // issue 42 item 15: the table's frames drawn at a mount (SceneReady) before the prompt: where each began, so that its length shows
    const mounts = (window.__dudoMountFrames || []).filter(([at]) => at >= t.t0 && at - t.t0 < (t.marks.prompt ?? Infinity));
    mounts.forEach(([begun, drawn], i) => {
      const n = i === 0 ? '' : ' ' + (i + 1);
      marks['mount frame' + n + ' begun'] = begun - t.t0;
      marks['mount frame' + n + ' drawn'] = drawn - t.t0;
    });
    for (const m of performance.getEntriesByType('mark')) if (m.name.startsWith('dudo:') && m.startTime >= t.t0 && !(m.name.slice(5) in marks)) marks[m.name.slice(5)] = m.startTime - t.t0;
    const thrown = (window.__dudoThrows || []).filter((x) => x.start >= t.t0);
    if (thrown[0]) {
      marks['start roll playback'] = thrown[0].start - t.t0;
      marks['start roll landed'] = thrown[0].end - t.t0;
    }
    return marks;
  })()`)) as Record<string, number>;
}

/** Issue 42 item 15: the last release's milestones in the page (ms from its keyup): the product's marks (DiceRoller), the bidding. */
async function readReleaseTrace(page: Page): Promise<Record<string, number>> {
  return (await page.evaluate(`(() => {
    const t = window.__releaseTrace;
    if (!t) return {};
    const marks = { ...t.marks };
    for (const m of performance.getEntriesByType('mark')) if (m.name.startsWith('dudo:') && m.startTime >= t.t0 && !(m.name.slice(5) in marks)) marks[m.name.slice(5)] = m.startTime - t.t0;
    return marks;
  })()`)) as Record<string, number>;
}

/** Issue 12: Start → first shake prompt (cold and warm) and throw release → bidding, one person and two bots, 3D on. */
async function measureRounds(browser: Browser, url: string, botThinkMs: number, games = 4): Promise<RoundsRow> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await installStartTrace(page);
  await openApp(page, url, { language: 'en', jargon: 'en', dice3d: true, guidedDone: true, quality: 'medium', animationSpeed: 1, tipsSeen: ALL_TIPS_SEEN });
  const toShake: number[] = [];
  const toPaint: number[] = [];
  const toBidding: number[] = [];
  const appOnly: number[] = [];
  const traces: Record<string, number>[] = [];
  const releaseTraces: Record<string, number>[] = [];
  const toBiddingInPage: number[] = [];
  let fallbacks = 0;
  const shake = page.getByRole('button', { name: /Shake the cup/ });
  for (let g = 0; g < games; g++) {
    await page.locator('.menu button.primary').click();
    await page.locator('.setup').waitFor();
    while ((await page.locator('.seat-row').count()) > 3) await page.locator('.seat-row button').last().click();
    while ((await page.locator('.seat-row').count()) < 3) await page.locator('.seats-setup > button').click();
    for (const [i, kind] of ['human', 'bot', 'bot'].entries()) await page.locator(`[data-seat-row="${i}"] select`).first().selectOption(kind);
    await page.locator('.match input[type="checkbox"]').check();
    await page.locator('.setup button[type="submit"]').click();
    // the person may choose the direction first (O-DIR): part of the way to the first shake
    for (let i = 0; i < 2000 && (await shake.count()) === 0; i++) {
      // clicked in the page as soon as it is there (Playwright's click waits for the button to hold still
      // over animation frames: 1 to 2 s at the software GL's few frames a second); its time is the person's anyway
      if ((await page.locator('[data-dialog="direction"] button').count()) > 0) await page.evaluate(`document.querySelector('[data-dialog="direction"] button')?.click()`);
      else await page.waitForTimeout(10);
    }
    // timed in the page: from the click event to the prompt entering the DOM (not to this poll)
    await page.waitForFunction('window.__startTrace && "painted" in window.__startTrace.marks', undefined, { timeout: 10_000 }).catch(() => undefined);
    const marks = await readStartTrace(page);
    traces.push(marks);
    // the start roll as a person sees it at the prompt (landed, the winner's die gold), once warm: after the timing
    if (g === 1) await page.screenshot({ path: '/tmp/bench-ui-start-roll.png' });
    toShake.push(marks['prompt'] ?? NaN);
    const person = marks['direction chosen'] !== undefined && marks['direction dialog'] !== undefined ? marks['direction chosen'] - marks['direction dialog'] : 0;
    if (g > 0) appOnly.push((marks['prompt'] ?? NaN) - person);
    toPaint.push((marks['painted'] ?? NaN) - (marks['prompt'] ?? NaN));
    await page.keyboard.down(' ');
    await page.waitForTimeout(200);
    const t1 = Date.now();
    await page.keyboard.up(' ');
    await page.locator('main.table-screen[data-phase="bidding"]').waitFor({ timeout: 60_000 });
    toBidding.push(Date.now() - t1);
    await page.waitForFunction('window.__releaseTrace && "painted" in window.__releaseTrace.marks', undefined, { timeout: 10_000 }).catch(() => undefined);
    const released = await readReleaseTrace(page);
    releaseTraces.push(released);
    toBiddingInPage.push(released['bidding'] ?? NaN);
    if ((await page.locator('main.table-screen').getAttribute('data-dice-source')) === 'csprng') fallbacks++;
    await page.getByRole('button', { name: 'Abandon this game' }).click();
    await page.locator('[data-dialog="abandon"] button.primary').click();
    await page.locator('.menu').waitFor();
  }
  await page.close();
  return {
    startToShakeCold: toShake[0]!,
    startToShakeWarm: stats(toShake.slice(1)),
    promptToPaint: stats(toPaint.filter(Number.isFinite)),
    releaseToBidding: stats(toBidding),
    releaseToBiddingInPage: stats(toBiddingInPage.filter(Number.isFinite)),
    startToShakeWarmApp: stats(appOnly.filter(Number.isFinite)),
    fallbacks,
    botThinkMs,
    traces,
    releaseTraces,
  };
}

/** `--trace`: each game's milestones from the Start click, in order. */
export function printTraces(r: RoundsRow): void {
  r.traces.forEach((t, g) => {
    const line = Object.entries(t)
      .sort((a, b) => a[1] - b[1])
      .map(([k, v]) => `${k} ${v.toFixed(0)}`)
      .join(' · ');
    console.log(`game ${g + 1} (${g === 0 ? 'cold' : 'warm'}), ms from the Start click: ${line}`);
  });
  r.releaseTraces.forEach((t, g) => {
    const line = Object.entries(t)
      .sort((a, b) => a[1] - b[1])
      .map(([k, v]) => `${k} ${v.toFixed(0)}`)
      .join(' · ');
    console.log(`game ${g + 1}, ms from the release (Space up): ${line}`);
  });
}

/** The rows of measureRounds for the table. */
export function roundsRows(r: RoundsRow, f: (x: number) => string): Record<string, Record<string, string>> {
  return {
    'Start click → first shake prompt in the DOM, cold: first game of the page (ms)': { mean: f(r.startToShakeCold), p50: '—', 'p95/max': '—', target: '≤ 2000' },
    'Start click → first shake prompt in the DOM, warm (ms)': { mean: f(r.startToShakeWarm.mean), p50: f(r.startToShakeWarm.p50), 'p95/max': f(r.startToShakeWarm.max), target: '—' },
    'the same, without the person choosing the direction (dialog shown → click) (ms)': { mean: f(r.startToShakeWarmApp.mean), p50: f(r.startToShakeWarmApp.p50), 'p95/max': f(r.startToShakeWarmApp.max), target: '≤ 1000' },
    'shake prompt in the DOM → painted (ms)': { mean: f(r.promptToPaint.mean), p50: f(r.promptToPaint.p50), 'p95/max': f(r.promptToPaint.max), target: '—' },
    'throw release → bidding, seen by the harness (ms)': { mean: f(r.releaseToBidding.mean), p50: f(r.releaseToBidding.p50), 'p95/max': `${f(r.releaseToBidding.p95)} / ${f(r.releaseToBidding.max)}`, target: '—' },
    'throw release (keyup) → bidding in the DOM, in the page (ms)': { mean: f(r.releaseToBiddingInPage.mean), p50: f(r.releaseToBiddingInPage.p50), 'p95/max': `${f(r.releaseToBiddingInPage.p95)} / ${f(r.releaseToBiddingInPage.max)}`, target: 'p95 ≤ 500' },
  };
}

/** `--rounds`: only the rows of measureRounds. */
export function printRounds(rounds: RoundsRow): void {
  if (json) return console.log(JSON.stringify({ rounds, targets: { startToShakeWarmMs: 1000, startToShakeColdMs: 2000, releaseToBiddingP95Ms: 500 } }, null, 2));
  if (trace) printTraces(rounds);
  console.table(roundsRows(rounds, fixed));
  console.log(`rounds: ${rounds.startToShakeWarm.n + 1} games, ${rounds.fallbacks} dice fallbacks, bots think ${rounds.botThinkMs} ms (setup choices a quarter)`);
}

/**
 * The rounds rows run against a host whose bots think as at the normal bot speed (THINK_MS.normal;
 * setup choices SETUP_THINK_MS.normal), as a player meets them by default.
 */
export async function measureRoundsAtNormalSpeed(browser: Browser, games: number): Promise<RoundsRow> {
  const shell = await startShell({ botThinkMs: THINK_MS.normal });
  try {
    return await measureRounds(browser, shell.url, THINK_MS.normal, games);
  } finally {
    await shell.close();
  }
}
