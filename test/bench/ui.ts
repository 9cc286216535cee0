// `npm run bench:ui [-- --json]`: the UI in Debian's Chromium against the real host (web shell).
// First frame after load (performance mark 'dudo:first-frame' in renderer/src/main.tsx), and the
// main-thread time per 3D frame (useFrame work + WebGL submission, renderer/src/scene/frameProbe.ts)
// while a six-cup throw of 30 dice plays back (the physics runs in its Web Worker). Issue 12: Start →
// first shake prompt (from the click event to the prompt in the DOM; its paint apart) and throw
// release → bidding (`-- --rounds`: only those; `-- --games N`: N games, the first cold; `-- --trace`: each game's milestones).
// Issue 27 (`-- --issue27`: only those): the first frame after a couch hand-over, the main-thread time per
// frame during the reveal's choreography on the table, and its length at animation speeds 1, 0.5 and 2;
// the main-thread time per frame during a held shake (`-- --shake`: only those; item 2: the cup's physics on the main thread,
// the pointer dragging it), and the same shake with fast throws (the cup shaken in place) beside it.
// Issue 29 (`-- --still`: only those): a still table at a person's turn, the frames drawn a second against the
// animation frames a second (scene/RenderWhenChanged.tsx draws only what changed), at low and medium quality.
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumMissing, CHROMIUM, CHROMIUM_ARGS, startShell } from '../e2e/harness';
import { openApp, playStep, startFromSetup } from '../e2e/helpers';
import { THINK_MS } from '../../main/host/index';

const json = process.argv.includes('--json');
const trace = process.argv.includes('--trace');
const LOADS = 5;

function stats(xs: number[]): { n: number; mean: number; p50: number; p95: number; max: number } {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number): number => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
  return { n: s.length, mean: s.reduce((a, b) => a + b, 0) / (s.length || 1), p50: at(0.5), p95: at(0.95), max: s.at(-1) ?? NaN };
}

async function firstFrame(page: Page): Promise<{ firstFrame: number; fcp: number }> {
  // strings, not functions: the page gets exactly this code
  return (await page.evaluate(`(async () => {
    for (let i = 0; i < 200 && performance.getEntriesByName('dudo:first-frame').length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    const ff = performance.getEntriesByName('dudo:first-frame')[0];
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    return { firstFrame: ff ? ff.startTime : NaN, fcp: fcp ? fcp.startTime : NaN };
  })()`)) as { firstFrame: number; fcp: number };
}

interface ThrowRow {
  dice: number;
  playbackMs: number;
  work: ReturnType<typeof stats>;
  fps: number;
  drawCalls: ReturnType<typeof stats>;
}

/** The 3D frames drawn between t0 and t1: main-thread ms each, frames a second, and draw calls each (the shadow pass's and the screen's). */
async function framesBetween(page: Page, t0: number, t1: number): Promise<{ work: ReturnType<typeof stats>; fps: number; drawCalls: ReturnType<typeof stats> }> {
  const frames = ((await page.evaluate(`window.__dudoFrames || []`)) as [number, number, number][]).filter(([t]) => t >= t0 && t <= t1);
  const intervals = frames.slice(1).map(([t], i) => t - frames[i]![0]);
  return { work: stats(frames.map(([, ms]) => ms)), fps: intervals.length ? 1000 / stats(intervals).mean : NaN, drawCalls: stats(frames.map(([, , calls]) => calls)) };
}

async function measureThrow(browser: Browser, url: string, quality: 'low' | 'medium'): Promise<ThrowRow> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  // a slow playback (0.25×) keeps the 30 dice in motion for more frames on a software-WebGL machine
  await openApp(page, url, { language: 'en', jargon: 'en', dice3d: true, guidedDone: true, quality, animationSpeed: 0.25 });
  await startFromSetup(page, { dice3d: true, seats: ['bot', 'bot', 'bot', 'bot', 'bot', 'bot'] });
  // wait for a 30-dice throw (six cups of five) to be played back, then read its frames
  const throwInfo = (await page.evaluate(`(async () => {
    for (let i = 0; i < 1500; i++) {
      const t = (window.__dudoThrows || []).find((x) => x.dice === 30);
      if (t && performance.now() > t.end + 200) return t;
      await new Promise((r) => setTimeout(r, 50));
    }
    return null;
  })()`)) as { dice: number; start: number; end: number } | null;
  if (!throwInfo) throw new Error('no 30-dice throw was played back');
  const during = await framesBetween(page, throwInfo.start, throwInfo.end);
  await page.screenshot({ path: `/tmp/bench-ui-30dice-${quality}.png` });
  await page.close();
  return { dice: throwInfo.dice, playbackMs: throwInfo.end - throwInfo.start, ...during };
}

interface PeekRow {
  work: ReturnType<typeof stats>;
  fps: number;
  /** Playback time of the throws seen (speed 1): from the cup's turn to the dice at rest. */
  throwMs: ReturnType<typeof stats>;
}

/** Main-thread time per 3D frame while the player peeks (V: the cup lifts, the camera comes down). */
async function measurePeek(browser: Browser, url: string): Promise<PeekRow> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await openApp(page, url, { language: 'en', jargon: 'en', dice3d: true, guidedDone: true, quality: 'medium', animationSpeed: 1, tipsSeen: ['guided', 'wild', 'calzo', 'obligar', 'palifico', 'blind', 'paso', 'picado', 'reprieve'] });
  await startFromSetup(page, { dice3d: true, seats: ['human', 'bot', 'bot', 'bot', 'bot', 'bot'] });
  const shake = page.getByRole('button', { name: /Shake the cup/ });
  for (let i = 0; i < 1200; i++) {
    if ((await page.locator('button.peek').count()) > 0 && (await page.locator('button.bid-btn:not([disabled])').count()) > 0) break;
    if ((await shake.count()) > 0) {
      await page.keyboard.down(' ');
      await page.waitForTimeout(200);
      await page.keyboard.up(' ');
    } else if ((await page.locator('[data-dialog="direction"] button').count()) > 0) await page.locator('[data-dialog="direction"] button').first().click();
    await page.waitForTimeout(50);
  }
  await page.waitForTimeout(3000);
  const t0 = (await page.evaluate('performance.now()')) as number;
  await page.keyboard.press('v');
  await page.waitForTimeout(4000);
  const t1 = (await page.evaluate('performance.now()')) as number;
  const during = await framesBetween(page, t0, t1);
  const throwsSeen = (await page.evaluate(`window.__dudoThrows || []`)) as { start: number; end: number }[];
  await page.screenshot({ path: '/tmp/bench-ui-peek.png' });
  await page.close();
  return { ...during, throwMs: stats(throwsSeen.map((x) => x.end - x.start)) };
}

interface RoundsRow {
  /** Setup's Start (its click event) → the first shake prompt in the DOM: the first game of a fresh page (cold), then later games (warm). */
  startToShakeCold: number;
  startToShakeWarm: ReturnType<typeof stats>;
  /** The shake prompt in the DOM → the next frame painted (the page's paint delay, apart from the path above). */
  promptToPaint: ReturnType<typeof stats>;
  /** The shake released (Space up) → the table in the bidding phase (the roll thrown, read and told). */
  releaseToBidding: ReturnType<typeof stats>;
  /**
   * Warm games, Start → first shake prompt without the person's own direction choice (from the
   * direction dialog shown to the click that chose): the app's own latency, the bots' setup choices included.
   */
  startToShakeWarmApp: ReturnType<typeof stats>;
  fallbacks: number;
  /** The bots' think time of this run (ms; setup choices take a quarter, main/host/bot-turns.ts). */
  botThinkMs: number;
  /** Per game, the milestones from the click (ms), for --trace. */
  traces: Record<string, number>[];
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
    document.addEventListener('click', (e) => {
      if (e.target && e.target.closest && e.target.closest('.setup button[type="submit"]')) window.__startTrace = { t0: e.timeStamp, marks: {} };
      if (e.target && e.target.closest && e.target.closest('[data-dialog="direction"] button')) mark('direction chosen', e.timeStamp);
    }, true);
    const check = () => {
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
    const thrown = (window.__dudoThrows || []).filter((x) => x.start >= t.t0);
    if (thrown[0]) {
      marks['start roll playback'] = thrown[0].start - t.t0;
      marks['start roll landed'] = thrown[0].end - t.t0;
    }
    return marks;
  })()`)) as Record<string, number>;
}

/** Issue 12: Start → first shake prompt (cold and warm) and throw release → bidding, one person and two bots, 3D on. */
async function measureRounds(browser: Browser, url: string, botThinkMs: number, games = 4): Promise<RoundsRow> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await installStartTrace(page);
  await openApp(page, url, { language: 'en', jargon: 'en', dice3d: true, guidedDone: true, quality: 'medium', animationSpeed: 1, tipsSeen: ['guided', 'wild', 'calzo', 'obligar', 'palifico', 'blind', 'paso', 'picado', 'reprieve'] });
  const toShake: number[] = [];
  const toPaint: number[] = [];
  const toBidding: number[] = [];
  const appOnly: number[] = [];
  const traces: Record<string, number>[] = [];
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
    const trace = await readStartTrace(page);
    traces.push(trace);
    toShake.push(trace['prompt'] ?? NaN);
    const person = trace['direction chosen'] !== undefined && trace['direction dialog'] !== undefined ? trace['direction chosen'] - trace['direction dialog'] : 0;
    if (g > 0) appOnly.push((trace['prompt'] ?? NaN) - person);
    toPaint.push((trace['painted'] ?? NaN) - (trace['prompt'] ?? NaN));
    await page.keyboard.down(' ');
    await page.waitForTimeout(200);
    const t1 = Date.now();
    await page.keyboard.up(' ');
    await page.locator('main.table-screen[data-phase="bidding"]').waitFor({ timeout: 60_000 });
    toBidding.push(Date.now() - t1);
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
    startToShakeWarmApp: stats(appOnly.filter(Number.isFinite)),
    fallbacks,
    botThinkMs,
    traces,
  };
}

/** `--trace`: each game's milestones from the Start click, in order. */
function printTraces(r: RoundsRow): void {
  r.traces.forEach((t, g) => {
    const line = Object.entries(t)
      .sort((a, b) => a[1] - b[1])
      .map(([k, v]) => `${k} ${v.toFixed(0)}`)
      .join(' · ');
    console.log(`game ${g + 1} (${g === 0 ? 'cold' : 'warm'}), ms from the Start click: ${line}`);
  });
}

/** The rows of measureRounds for the table. */
function roundsRows(r: RoundsRow, f: (x: number) => string): Record<string, Record<string, string>> {
  return {
    'Start click → first shake prompt in the DOM, cold: first game of the page (ms)': { mean: f(r.startToShakeCold), p50: '—', 'p95/max': '—', target: '—' },
    'Start click → first shake prompt in the DOM, warm (ms)': { mean: f(r.startToShakeWarm.mean), p50: f(r.startToShakeWarm.p50), 'p95/max': f(r.startToShakeWarm.max), target: '—' },
    'the same, without the person choosing the direction (dialog shown → click) (ms)': { mean: f(r.startToShakeWarmApp.mean), p50: f(r.startToShakeWarmApp.p50), 'p95/max': f(r.startToShakeWarmApp.max), target: '≤ 2000' },
    'shake prompt in the DOM → painted (ms)': { mean: f(r.promptToPaint.mean), p50: f(r.promptToPaint.p50), 'p95/max': f(r.promptToPaint.max), target: '—' },
    'throw release → bidding (ms)': { mean: f(r.releaseToBidding.mean), p50: f(r.releaseToBidding.p50), 'p95/max': f(r.releaseToBidding.max), target: '≤ 1000' },
  };
}

/** `--rounds`: only the rows of measureRounds. */
function printRounds(rounds: RoundsRow): void {
  if (json) return console.log(JSON.stringify({ rounds, targets: { startToShakeWarmMs: 2000, releaseToBiddingMs: 1000 } }, null, 2));
  if (trace) printTraces(rounds);
  console.table(roundsRows(rounds, (x) => (Number.isFinite(x) ? x.toFixed(1) : '—')));
  console.log(`rounds: ${rounds.startToShakeWarm.n + 1} games, ${rounds.fallbacks} dice fallbacks, bots think ${rounds.botThinkMs} ms (setup choices a quarter)`);
}

/**
 * The rounds rows run against a host whose bots think as at the normal bot speed (THINK_MS.normal;
 * setup choices SETUP_THINK_MS.normal), as a player meets them by default.
 */
async function measureRoundsAtNormalSpeed(browser: Browser, games: number): Promise<RoundsRow> {
  const shell = await startShell({ botThinkMs: THINK_MS.normal });
  try {
    return await measureRounds(browser, shell.url, THINK_MS.normal, games);
  } finally {
    await shell.close();
  }
}

interface Reveal3dRow {
  /** Main-thread ms per 3D frame while the reveal is up on the 3D table (cups lifted, dice glowing, camera framing them). */
  work: ReturnType<typeof stats>;
  fps: number;
  /** Seconds from the slam to every die at rest, per throw seen (speed 1; issue 13: ≤ 2 s). */
  settleS: ReturnType<typeof stats>;
}

/**
 * Issue 13: main-thread time per 3D frame during the reveal on the 3D table (a human and five bots,
 * medium quality, speed 1, eight seconds of frames from the moment the cups are lifted), and the
 * settle time after the slam of the throws played meanwhile.
 */
async function measureReveal3d(browser: Browser, url: string): Promise<Reveal3dRow> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await openApp(page, url, { language: 'en', jargon: 'en', dice3d: true, guidedDone: true, quality: 'medium', animationSpeed: 1, tipsSeen: ['guided', 'wild', 'calzo', 'obligar', 'palifico', 'blind', 'paso', 'picado', 'reprieve'] });
  await startFromSetup(page, { dice3d: true, seats: ['human', 'bot', 'bot', 'bot', 'bot', 'bot'] });
  let t0 = NaN;
  for (let i = 0; i < 3000 && Number.isNaN(t0); i++) {
    if ((await page.locator('[data-dialog="reveal"]').count()) > 0) {
      const lifted = await page.waitForFunction('window.__dudoScene && window.__dudoScene.lifted', undefined, { timeout: 4000 }).then(() => true).catch(() => false);
      if (lifted) t0 = (await page.evaluate('performance.now()')) as number;
      else await page.locator('[data-dialog="reveal"] button.primary').click().catch(() => undefined);
      continue;
    }
    if ((await page.locator('.shake-prompt button').count()) > 0) {
      await page.keyboard.down(' ');
      await page.waitForTimeout(200);
      await page.keyboard.up(' ');
      continue;
    }
    await playStep(page, 'dudo');
  }
  if (Number.isNaN(t0)) throw new Error('no reveal on the 3D table');
  // the frames while the cups are up (until the reveal ends or eight seconds pass: software WebGL
  // draws one or two frames a second on a shared machine)
  const t1 = (await page.evaluate(`(async () => {
    const t0 = performance.now();
    while (performance.now() - t0 < 8000 && window.__dudoScene && window.__dudoScene.lifted) await new Promise((r) => setTimeout(r, 50));
    return performance.now();
  })()`)) as number;
  const during = await framesBetween(page, t0, t1);
  const throwsSeen = (await page.evaluate(`window.__dudoThrows || []`)) as { settleMs?: number }[];
  await page.screenshot({ path: '/tmp/bench-ui-reveal3d.png' });
  await page.close();
  return {
    ...during,
    settleS: stats(throwsSeen.flatMap((x) => (typeof x.settleMs === 'number' && Number.isFinite(x.settleMs) ? [x.settleMs / 1000] : []))),
  };
}

/** The reveal3d rows of the table (issue 13). */
function reveal3dRows(r: Reveal3dRow, f: (x: number) => string): Record<string, Record<string, string>> {
  return {
    'main thread per 3D frame during the 3D reveal, medium quality (ms)': { mean: f(r.work.mean), p50: f(r.work.p50), 'p95/max': `${f(r.work.p95)} / ${f(r.work.max)}`, target: '≤ 4' },
    'throw settle after the slam, speed 1 (s)': { mean: f(r.settleS.mean), p50: f(r.settleS.p50), 'p95/max': `${f(r.settleS.p95)} / ${f(r.settleS.max)}`, target: '≤ 2' },
  };
}

interface TourRow {
  speed: number;
  /** Main-thread ms per 3D frame while the reveal's choreography plays (camera visiting the hands, dice lighting). */
  work: ReturnType<typeof stats>;
  fps: number;
  /** The choreography's length in the page (ms, from the cups coming up to the verdict), planned and played. */
  plannedMs: number;
  playedMs: number;
  hands: number;
}

/**
 * Issue 27: the reveal read on the table at one animation speed (a human and five bots, medium
 * quality, 1280×800): the main-thread time per 3D frame while it plays, and how long it takes.
 */
async function measureRevealTour(browser: Browser, url: string, speed: number): Promise<TourRow> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await openApp(page, url, { language: 'en', jargon: 'en', dice3d: true, guidedDone: true, quality: 'medium', animationSpeed: speed, tipsSeen: ['guided', 'wild', 'calzo', 'obligar', 'palifico', 'blind', 'paso', 'picado', 'reprieve'] });
  await startFromSetup(page, { dice3d: true, seats: ['human', 'bot', 'bot', 'bot', 'bot', 'bot'] });
  let tour: { round: number; start: number; plannedMs: number; end?: number } | null = null;
  for (let i = 0; i < 3000 && !tour; i++) {
    if ((await page.locator('[data-dialog="reveal"]').count()) > 0) {
      // the first reveal of the page compiles the marks' shaders: measure the second one
      const round = Number(await page.locator('[data-testid="reveal"]').getAttribute('data-round').catch(() => NaN));
      const t = (await page
        .waitForFunction((r) => {
          const all = (globalThis as { __dudoRevealTours?: { round: number; end?: number }[] }).__dudoRevealTours ?? [];
          const i = all.findIndex((x) => x.round === r && x.end !== undefined);
          return i < 0 ? null : { ...all[i]!, index: i };
        }, round, { timeout: 30_000 })
        .then((h) => h.jsonValue())
        .catch(() => null)) as { round: number; start: number; plannedMs: number; end?: number; index: number } | null;
      if (t && t.index >= 1) tour = t;
      else await page.locator('[data-dialog="reveal"] button.primary').click().catch(() => undefined);
      continue;
    }
    if ((await page.locator('.shake-prompt button').count()) > 0) {
      await page.keyboard.down(' ');
      await page.waitForTimeout(200);
      await page.keyboard.up(' ');
      continue;
    }
    await playStep(page, 'dudo');
  }
  if (!tour) throw new Error('no reveal read on the 3D table');
  const during = await framesBetween(page, tour.start, tour.end!);
  const hands = (await page.evaluate('(window.__dudoScene && window.__dudoScene.seats.length) || 0')) as number;
  await page.close();
  return { speed, ...during, plannedMs: tour.plannedMs, playedMs: tour.end! - tour.start, hands };
}

interface HandOverRow {
  /** Per hand-over after the first: ms from the click that confirmed it to the 3D table drawn and shown, and from the felt back in the DOM. */
  fromClick: ReturnType<typeof stats>;
  fromFelt: ReturnType<typeof stats>;
}

/** Issue 27: the first frame after a couch hand-over (two people and a bot, 3D on, medium quality, 1280×800). */
async function measureHandOver(browser: Browser, url: string, count = 6): Promise<HandOverRow> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.addInitScript(`(() => {
    window.__handOvers = [];
    document.addEventListener('click', (e) => {
      if (e.target && e.target.closest && e.target.closest('[data-testid="handover"] button')) window.__handOvers.push({ click: e.timeStamp });
    }, true);
    new MutationObserver(() => {
      const t = window.__handOvers[window.__handOvers.length - 1];
      const slot = t && document.querySelector('main.table-screen:not(.handover-screen) .scene-slot');
      if (!slot) return;
      if (t.felt === undefined) t.felt = performance.now();
      const holder = slot.querySelector('.scene-holder');
      if (t.shown === undefined && holder && holder.style.visibility !== 'hidden' && holder.querySelector('canvas')) t.shown = performance.now();
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['style', 'class'] });
  })()`);
  await openApp(page, url, { language: 'en', jargon: 'en', dice3d: true, guidedDone: true, quality: 'medium', animationSpeed: 1, tipsSeen: ['guided', 'wild', 'calzo', 'obligar', 'palifico', 'blind', 'paso', 'picado', 'reprieve'] });
  await startFromSetup(page, { dice3d: true, seats: ['human', 'human', 'bot'] });
  let confirmed = 0;
  for (let i = 0; i < 4000 && confirmed < count + 1; i++) {
    if ((await page.locator('.shake-prompt button').count()) > 0) {
      await page.keyboard.down(' ');
      await page.waitForTimeout(200);
      await page.keyboard.up(' ');
      continue;
    }
    if ((await playStep(page, 'bid')) === 'handover') {
      confirmed++;
      await page.waitForFunction('(() => { const t = window.__handOvers.at(-1); return t && t.shown !== undefined; })()', undefined, { timeout: 10_000 }).catch(() => undefined);
    }
  }
  const traces = ((await page.evaluate('window.__handOvers')) as { click: number; felt?: number; shown?: number }[]).slice(1);
  await page.close();
  return {
    fromClick: stats(traces.map((t) => (t.shown ?? NaN) - t.click).filter(Number.isFinite)),
    fromFelt: stats(traces.map((t) => (t.shown ?? NaN) - (t.felt ?? NaN)).filter(Number.isFinite)),
  };
}

interface ShakeRow {
  fastThrows: boolean;
  /** Main-thread ms per 3D frame while the shake is held, the pointer dragging the cup. */
  work: ReturnType<typeof stats>;
  fps: number;
  /** Draw calls per 3D frame (the shadow pass's and the screen's). */
  drawCalls: ReturnType<typeof stats>;
  /** How long the shake was held (ms). */
  heldMs: number;
  /**
   * The main thread's CPU time over the hold (Chromium's ThreadTime) by the frames drawn: all its work, the
   * frames' and the rest (events, the worker's answers), but not the time it waited for a core on a busy machine.
   */
  threadCpuMsPerFrame: number;
}

/**
 * Issue 27 item 2: a held shake (a human and three bots, medium quality, 1280×800): the mouse pressed
 * on the shake button and dragged about for `holdMs` (or until 40 frames), then let go; the main-thread time per 3D frame
 * while it was held. With fast throws the cup shakes in place (no physics on the main thread).
 */
async function measureHeldShake(browser: Browser, url: string, fastThrows: boolean, holdMs = 4000): Promise<ShakeRow> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await openApp(page, url, { language: 'en', jargon: 'en', dice3d: true, guidedDone: true, quality: 'medium', animationSpeed: 1, fastThrows, tipsSeen: ['guided', 'wild', 'calzo', 'obligar', 'palifico', 'blind', 'paso', 'picado', 'reprieve'] });
  await startFromSetup(page, { dice3d: true, seats: ['human', 'bot', 'bot', 'bot'] });
  const shake = page.getByRole('button', { name: /Shake the cup/ });
  for (let i = 0; i < 600 && (await shake.count()) === 0; i++) await playStep(page, 'bid');
  await shake.waitFor({ timeout: 30_000 });
  // the first frames of the scene compile its shaders: start once it has drawn a while
  await page.waitForTimeout(1000);
  const box = (await shake.boundingBox())!;
  const x0 = box.x + box.width / 2;
  const y0 = box.y + box.height / 2;
  await page.mouse.move(x0, y0);
  // the page's main thread's CPU time (Chromium's ThreadTime): what it worked, whenever the machine let it run
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const threadSeconds = async (): Promise<number> => ((await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ThreadTime')?.value ?? NaN);
  await page.mouse.down();
  const t0 = (await page.evaluate('performance.now()')) as number;
  const cpu0 = await threadSeconds();
  // dragged about every 100 ms for `holdMs`, longer on a slow machine until 40 frames were drawn (at most 12 s: the prompt throws by itself after 15)
  const started = Date.now();
  const framesSince = async (): Promise<number> => ((await page.evaluate(`(window.__dudoFrames || []).filter(([t]) => t >= ${t0}).length`)) as number);
  for (let i = 0; Date.now() - started < 12_000 && (Date.now() - started < holdMs || (await framesSince()) < 40); i++) {
    await page.mouse.move(x0 + Math.sin(i / 3) * 140, y0 + Math.cos(i / 4) * 50);
    await page.waitForTimeout(100);
  }
  const cpu1 = await threadSeconds();
  const t1 = (await page.evaluate('performance.now()')) as number;
  await page.mouse.up();
  const during = await framesBetween(page, t0, t1);
  await page.close();
  return { fastThrows, ...during, heldMs: t1 - t0, threadCpuMsPerFrame: ((cpu1 - cpu0) * 1000) / during.work.n };
}

interface StillRow {
  quality: 'low' | 'medium';
  /** Animation frames (rAF) a second, each window of 5 s. */
  animationFps: number[];
  /** 3D frames drawn a second (window.__dudoFrames), each window of 5 s. */
  drawnFps: number[];
}

/** Issue 29: a still table (1280×800, a person's turn against two bots): what is drawn while nothing moves. */
async function measureStill(browser: Browser, url: string, quality: 'low' | 'medium', windows = 3): Promise<StillRow> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await openApp(page, url, { language: 'en', jargon: 'en', dice3d: true, guidedDone: true, quality, animationSpeed: 1, tipsSeen: ['guided', 'wild', 'calzo', 'obligar', 'palifico', 'blind', 'paso', 'picado', 'reprieve'] });
  await startFromSetup(page, { dice3d: true, seats: ['human', 'bot', 'bot'] });
  for (let i = 0; i < 600 && (await page.locator('button.bid-btn:not([disabled])').count()) === 0; i++) await playStep(page, 'bid');
  // the throw's dice come to rest and the camera settles
  await page.waitForTimeout(3000);
  const row: StillRow = { quality, animationFps: [], drawnFps: [] };
  for (let k = 0; k < windows; k++) {
    const raf = (await page.evaluate(
      'new Promise((res) => { let c = 0; const t0 = performance.now(); const f = () => { c++; if (performance.now() - t0 < 5000) requestAnimationFrame(f); else res(c / 5); }; requestAnimationFrame(f); })',
    )) as number;
    row.animationFps.push(raf);
    row.drawnFps.push(((await page.evaluate('(window.__dudoFrames || []).filter(([t]) => t >= performance.now() - 5000).length')) as number) / 5);
  }
  await page.close();
  return row;
}

/** The issue 27 rows of the table. */
function issue27Rows(tours: TourRow[], handOver: HandOverRow, f: (x: number) => string, shakes: ShakeRow[] = []): Record<string, Record<string, string>> {
  const rows: Record<string, Record<string, string>> = handOver.fromClick.n === 0 ? {} : {
    'first frame after a couch hand-over: click → table drawn and shown (ms)': { mean: f(handOver.fromClick.mean), p50: f(handOver.fromClick.p50), 'p95/max': `${f(handOver.fromClick.p95)} / ${f(handOver.fromClick.max)}`, target: '≤ 150' },
    'first frame after a couch hand-over: felt back → table drawn and shown (ms)': { mean: f(handOver.fromFelt.mean), p50: f(handOver.fromFelt.p50), 'p95/max': `${f(handOver.fromFelt.p95)} / ${f(handOver.fromFelt.max)}`, target: '—' },
  };
  for (const r of tours) {
    if (r.speed === 1) rows['main thread per 3D frame during the reveal choreography, medium quality (ms)'] = { mean: f(r.work.mean), p50: f(r.work.p50), 'p95/max': `${f(r.work.p95)} / ${f(r.work.max)}`, target: '≤ 4' };
    rows[`reveal choreography at animation speed ${r.speed}, ${r.hands} hands: planned / played (ms)`] = { mean: `${f(r.plannedMs)} / ${f(r.playedMs)}`, p50: '—', 'p95/max': '—', target: r.speed === 1 ? '≤ 6000' : '—' };
  }
  for (const r of shakes) {
    rows[`main thread per 3D frame during a held shake, ${r.fastThrows ? 'fast throws (shaken in place)' : 'cup dragged, dice in the physics'}, medium quality (ms)`] = { mean: f(r.work.mean), p50: f(r.work.p50), 'p95/max': `${f(r.work.p95)} / ${f(r.work.max)}`, target: r.fastThrows ? '—' : '≤ 4' };
    rows[`main thread's CPU time over the hold by the frames drawn, ${r.fastThrows ? 'fast throws' : 'cup dragged'} (ms)`] = { mean: f(r.threadCpuMsPerFrame), p50: '—', 'p95/max': '—', target: '—' };
  }
  return rows;
}

/** `--shake`: only the held-shake rows (issue 27 item 2). */
async function measureShakes(browser: Browser, url: string): Promise<ShakeRow[]> {
  return [await measureHeldShake(browser, url, false), await measureHeldShake(browser, url, true)];
}

/** `--issue27`: only the rows of issue 27 (hand-over first frame, the reveal read on the table). */
async function measureIssue27(browser: Browser, url: string): Promise<{ tours: TourRow[]; handOver: HandOverRow; shakes: ShakeRow[] }> {
  const shakes = await measureShakes(browser, url);
  const tours: TourRow[] = [];
  for (const speed of [1, 0.5, 2]) tours.push(await measureRevealTour(browser, url, speed));
  const handOver = await measureHandOver(browser, url);
  return { tours, handOver, shakes };
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
    if (process.argv.includes('--shake')) {
      const shakes = await measureShakes(browser, shell.url);
      if (json) return console.log(JSON.stringify({ shakes }, null, 2));
      console.table(issue27Rows([], { fromClick: stats([]), fromFelt: stats([]) }, (x) => (Number.isFinite(x) ? x.toFixed(1) : '—'), shakes));
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
      console.table(issue27Rows(r.tours, r.handOver, (x) => (Number.isFinite(x) ? x.toFixed(1) : '—'), r.shakes));
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
      targets: { firstFrameMs: 1000, mainThreadMsPerFrame: 4, startToShakeWarmMs: 2000, releaseToBiddingMs: 1000 },
    };
    if (json) {
      console.log(JSON.stringify(result, null, 2));
    } else {
      const f = (x: number): string => (Number.isFinite(x) ? x.toFixed(1) : '—');
      console.log(`UI benchmark — ${result.browser}`);
      if (trace) printTraces(rounds);
      console.table({
        'first frame after load (ms)': { mean: f(ff.mean), p50: f(ff.p50), 'p95/max': f(ff.max), target: '≤ 1000' },
        ...Object.fromEntries(
          Object.entries(throws).map(([q, r]) => [
            `main thread per 3D frame, ${r.dice} dice in motion, ${q} quality (ms)`,
            { mean: f(r.work.mean), p50: f(r.work.p50), 'p95/max': `${f(r.work.p95)} / ${f(r.work.max)}`, target: '≤ 4' },
          ]),
        ),
        'main thread per 3D frame while peeking, medium quality (ms)': { mean: f(peek.work.mean), p50: f(peek.work.p50), 'p95/max': `${f(peek.work.p95)} / ${f(peek.work.max)}`, target: '≤ 4' },
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
