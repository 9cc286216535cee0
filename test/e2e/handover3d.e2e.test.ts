// End-to-end (issue 27, item 4, "No black felt"): after a couch hand-over the 3D table is drawn at
// once. The page's one WebGL canvas is moved back onto the felt and stays hidden until it has drawn
// the next person's table (couch privacy: its last picture is never shown). The times are logged; the
// 150 ms goal from the confirmation is the benchmark's (`npm run bench:ui -- --issue27`).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumMissing } from './harness';
import { useShellAndBrowser } from './setup';
import { consoleProblems, openApp, playStep, startFromSetup } from './helpers';

const missing = chromiumMissing();
if (missing) console.warn(`[e2e] skipped: ${missing}`);
const SHOTS = process.env['DUDO_SHOTS'] ?? '/tmp';

/** The hand-overs' timeline, taken in the page (performance.now() ms). */
interface HandOverTrace {
  /** The click that confirmed the hand-over (its event time). */
  click: number;
  /** The felt (the scene's slot) in the DOM again. */
  felt?: number;
  /** The scene's holder shown on the felt (it was hidden until a frame of this table was drawn). */
  shown?: number;
}

/** Records, for every hand-over confirmed by a click, when the felt came back and when the 3D table was shown on it. */
async function installHandOverTrace(page: Page): Promise<void> {
  // a string, not a function: the page sees exactly this code
  await page.addInitScript(`(() => {
    window.__handOvers = [];
    document.addEventListener('click', (e) => {
      if (e.target && e.target.closest && e.target.closest('[data-testid="handover"] button')) window.__handOvers.push({ click: e.timeStamp });
    }, true);
    const check = () => {
      const t = window.__handOvers[window.__handOvers.length - 1];
      if (!t) return;
      const slot = document.querySelector('main.table-screen:not(.handover-screen) .scene-slot');
      if (!slot) return;
      if (t.felt === undefined) t.felt = performance.now();
      const holder = slot.querySelector('.scene-holder');
      if (t.shown === undefined && holder && holder.style.visibility !== 'hidden' && holder.querySelector('canvas')) t.shown = performance.now();
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['style', 'class'] });
  })()`);
}

describe.skipIf(missing !== null)('no black felt after a couch hand-over (e2e, issue 27)', () => {
  const env = useShellAndBrowser();

  it('a couch hand-over with 3D dice: the felt is shown only once it has drawn the next person\'s table (times logged)', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.on('dialog', (d) => void d.accept());
    await installHandOverTrace(page);
    await openApp(page, env.shell.url, { language: 'en', jargon: 'en', dice3d: true, guidedDone: true, quality: 'medium', animationSpeed: 1, tipsSeen: ['guided', 'wild', 'calzo', 'obligar', 'palifico', 'blind', 'paso', 'picado', 'reprieve'] });
    await startFromSetup(page, { dice3d: true, seats: ['human', 'human', 'bot'] });
    const shake = page.getByRole('button', { name: 'Shake the cup (hold)' });
    // play until four hand-overs were confirmed on a table that had drawn before (the first one warms the canvas)
    let confirmed = 0;
    for (let i = 0; i < 2000 && confirmed < 4; i++) {
      if ((await shake.count()) > 0) {
        await page.keyboard.down(' ');
        await page.waitForTimeout(200);
        await page.keyboard.up(' ');
        continue;
      }
      const step = await playStep(page, 'bid');
      if (step === 'handover') {
        confirmed++;
        // playStep's click may not have landed: Playwright clicks a button once two frames show it still, and on a loaded
        // machine the page's first hand-over came while the table's shaders compiled (no frame for over 3 s); confirmed
        // again until the table is back (the trace counts only the clicks that landed)
        const table = page.locator('main.table-screen:not(.handover-screen) [data-testid="scene3d"]');
        for (let k = 0; k < 3 && (await table.count()) === 0 && (await page.locator('[data-testid="handover"]').count()) > 0; k++) {
          await page.locator('[data-testid="handover"] button').click({ timeout: 10_000 }).catch(() => undefined);
          await table.waitFor({ state: 'attached', timeout: 5_000 }).catch(() => undefined);
        }
        await table.waitFor({ state: 'attached', timeout: 10_000 });
        await page.waitForFunction('(() => { const t = window.__handOvers.at(-1); return t && t.shown !== undefined; })()', undefined, { timeout: 10_000 }).catch(() => undefined);
        if (confirmed === 2) await page.screenshot({ path: `${SHOTS}/e2e-3d-handover-drawn.png` });
      }
    }
    expect(confirmed).toBe(4);
    const traces = (await page.evaluate('window.__handOvers')) as HandOverTrace[];
    const frames = (await page.evaluate('window.__dudoFrames || []')) as [number, number][];
    const rows = traces.map((t) => ({
      feltMs: (t.felt ?? NaN) - t.click,
      shownMs: (t.shown ?? NaN) - t.click,
      /** a frame of the 3D table drawn between the click and the holder shown */
      drawn: frames.some(([at]) => at >= t.click && at <= (t.shown ?? -Infinity)),
    }));
    console.log(`[e2e] hand-overs, ms from the confirmation: ${rows.map((r) => `felt ${r.feltMs.toFixed(0)} · table drawn and shown ${r.shownMs.toFixed(0)}`).join('; ')}`);
    // the later hand-overs (the first one may still compile the page's shaders on a cold canvas): each shown only
    // after a frame of the next person's table was drawn (no black felt, no last picture). How soon is timed by
    // `npm run bench:ui -- --issue27` (first frame after a hand-over), not here: a wall-clock bound in a test failed
    // on a loaded machine (a median of 238 ms at load 7 against the 150 ms goal) while the page did nothing wrong
    for (const r of rows.slice(1)) expect(r.drawn).toBe(true);
    expect(consoleProblems(page)).toEqual([]);
    await page.close();
  }, 240_000);
});
