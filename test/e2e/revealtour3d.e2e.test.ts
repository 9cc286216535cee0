// End-to-end (issue 27, item 1): the reveal is read on the 3D table. At 1280×800 every die of every
// shown hand is seen with its top face at least 32 px wide at some moment of the reveal: measured in
// the page with the scene's own camera (three's projection of each die's top face, every animation
// frame, inside the part of the canvas the docked summary leaves free). The tally on the table ends
// at the count the host's reveal gives; Enter skips the choreography to the still reveal at once and
// does not continue the game.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumMissing } from './harness';
import { useShellAndBrowser } from './setup';
import { consoleProblems, openApp, playStep, startFromSetup, throwIfPrompted } from './helpers';
import { TOP_FACE_JS } from './scene3d';

const missing = chromiumMissing();
if (missing) console.warn(`[e2e] skipped: ${missing}`);
const SHOTS = process.env['DUDO_SHOTS'] ?? '/tmp';
/** The window (1280×800; DUDO_REVEAL_VIEWPORT=1920x1080 for screenshots at another size). */
const [WIDTH, HEIGHT] = (process.env['DUDO_REVEAL_VIEWPORT'] ?? '1280x800').split('x').map(Number) as [number, number];

interface Reveal {
  round: number;
  hands: number[][];
  countFace: number | null;
  wildFace: number | null;
}

/**
 * Every animation frame while the cups are lifted: for each die of the scene (userData { cup, die }),
 * its top face (the die's face whose normal points most up) projected with the scene's camera, the
 * smaller side of its box on screen in CSS px, kept at its largest per round, cup and die when the
 * whole face lies in the free part of the canvas (window.__revealSeen).
 */
async function installDiceSampler(page: Page): Promise<void> {
  await page.addInitScript(`(() => {
    window.__revealSeen = {};
    ${TOP_FACE_JS}
    const frame = () => {
      requestAnimationFrame(frame);
      const s = window.__dudoScene;
      const three = window.__dudoThree;
      if (!s || !s.lifted || !s.reveal || !three) return;
      const cam = three.camera;
      const rect = three.canvas.getBoundingClientRect();
      if (rect.width <= 0) return;
      const dlg = document.querySelector('.modal-backdrop.docked .modal');
      const right = dlg ? Math.min(rect.right, dlg.getBoundingClientRect().left) : rect.right;
      const seen = (window.__revealSeen[s.reveal.round] ??= {});
      three.scene.traverse((o) => {
        const d = o.userData;
        if (!d || typeof d.die !== 'number' || d.die < 0 || !o.visible) return;
        const size = topFacePx(o, cam, rect, right);
        if (size === null) return;
        const key = d.cup + ':' + d.die;
        seen[key] = Math.max(seen[key] ?? 0, size);
      });
    };
    requestAnimationFrame(frame);
  })()`);
}

/**
 * Issue 27: every animation frame while a tour plays (its tally counting), the seat cards shown (not
 * faded out for a cup out of the picture, data-offscreen) must lie inside the canvas, clear of the
 * tally and of one another, at two frames running: during the close-ups the cards of the cups out of
 * view crowded the corner under the tally. Problems kept in window.__cardProblems (the first 20),
 * frames read in __cardFrames.
 */
async function installCardSampler(page: Page): Promise<void> {
  await page.addInitScript(`(() => {
    window.__cardProblems = [];
    window.__cardFrames = 0;
    const rect = (e) => { const b = e.getBoundingClientRect(); return { x: b.x, y: b.y, w: b.width, h: b.height }; };
    const over = (a, b) => Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > 0.5 && Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > 0.5;
    // a problem counts when it is still there at the next frame read: the tally appears a commit before the cards
    // step aside (the scene's next frame), and under SwiftShader one frame is a third of a second
    let last = new Set();
    let now = new Set();
    const note = (key, text) => {
      now.add(key);
      if (last.has(key) && window.__cardProblems.length < 20 && !window.__cardProblems.includes(text)) window.__cardProblems.push(text);
    };
    const frame = () => {
      requestAnimationFrame(frame);
      last = now;
      now = new Set();
      const tally = document.querySelector('.reveal-tally');
      const canvas = document.querySelector('[data-testid="scene3d"] canvas');
      if (!tally || tally.getAttribute('data-done') !== 'false' || !canvas) return;
      window.__cardFrames++;
      const t = rect(tally);
      const c = rect(canvas);
      const cards = [...document.querySelectorAll('.felt .seats li[data-seat]')].filter((e) => !e.hasAttribute('data-offscreen')).map((e) => ({ seat: e.getAttribute('data-seat'), ...rect(e) }));
      const round = (r) => [r.x, r.y, r.w, r.h].map((v) => Math.round(v)).join(',');
      cards.forEach((a, i) => {
        if (a.x < c.x - 0.5 || a.y < c.y - 0.5 || a.x + a.w > c.x + c.w + 0.5 || a.y + a.h > c.y + c.h + 0.5) note(a.seat + ' out', 'seat ' + a.seat + ' [' + round(a) + '] outside the canvas [' + round(c) + ']');
        if (over(a, t)) note(a.seat + ' tally', 'seat ' + a.seat + ' [' + round(a) + '] under the tally [' + round(t) + ']');
        cards.slice(i + 1).forEach((b) => { if (over(a, b)) note(a.seat + ' over ' + b.seat, 'seat ' + a.seat + ' [' + round(a) + '] over seat ' + b.seat + ' [' + round(b) + ']'); });
      });
    };
    requestAnimationFrame(frame);
  })()`);
}

describe.skipIf(missing !== null)('the reveal read on the 3D table (e2e, issue 27)', () => {
  const env = useShellAndBrowser();

  it('every die of every shown hand is seen with its top face ≥ 32 px at 1280×800, the tally ends at the host\'s count, Enter skips to the still reveal', async () => {
    const page = await env.browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
    await installDiceSampler(page);
    await installCardSampler(page);
    await openApp(page, env.shell.url, { language: 'en', jargon: 'en', dice3d: true, guidedDone: true, quality: 'low', animationSpeed: 1, tipsSeen: ['guided', 'wild', 'calzo', 'obligar', 'palifico', 'blind', 'paso', 'picado', 'reprieve'] });
    await startFromSetup(page, { dice3d: true, seats: ['human', 'bot', 'bot'] });
    const tally = page.locator('.reveal-tally');
    /** Plays until a reveal's tour is on the table (its tally shown, still counting); false when none came. */
    const toNextTour = async (): Promise<boolean> => {
      for (let i = 0; i < 3000; i++) {
        if ((await page.locator('[data-dialog="reveal"]').count()) > 0) {
          const playing = await page
            .waitForFunction(() => document.querySelector('.reveal-tally')?.getAttribute('data-done') === 'false', undefined, { timeout: 5000 })
            .then(() => true)
            .catch(() => false);
          if (playing) return true;
          await playStep(page, 'dudo');
          continue;
        }
        if (!(await throwIfPrompted(page))) await playStep(page, 'dudo');
      }
      return false;
    };

    // 1. a whole tour, watched
    expect(await toNextTour()).toBe(true);
    const t0 = Date.now();
    await page.waitForTimeout(1000);
    await page.screenshot({ path: `${SHOTS}/e2e-3d-reveal-tour-1-${WIDTH}.png` });
    await page.waitForTimeout(1000);
    await page.screenshot({ path: `${SHOTS}/e2e-3d-reveal-tour-2-${WIDTH}.png` });
    await page.waitForFunction(() => document.querySelector('.reveal-tally')?.getAttribute('data-done') === 'true', undefined, { timeout: 20_000 });
    const tourMs = Date.now() - t0;
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${SHOTS}/e2e-3d-reveal-tour-3-${WIDTH}.png` });
    const scene = (await page.evaluate('window.__dudoScene')) as { seats: number[]; reveal: Reveal; glows: (string | null)[][] };
    const reveal = scene.reveal;
    const seen = ((await page.evaluate('window.__revealSeen')) as Record<string, Record<string, number>>)[reveal.round] ?? {};
    const sizes: string[] = [];
    let dice = 0;
    scene.seats.forEach((seat, cup) => {
      reveal.hands[seat]!.forEach((_, k) => {
        dice++;
        const px = seen[`${cup}:${k}`] ?? 0;
        sizes.push(`${seat}.${k}: ${px.toFixed(0)}`);
      });
    });
    console.log(`[e2e] reveal of round ${reveal.round}: ${dice} dice, largest top face seen (px): ${sizes.join(', ')}; tour ${tourMs} ms (Node clock)`);
    expect(dice).toBeGreaterThan(0);
    scene.seats.forEach((seat, cup) => {
      reveal.hands[seat]!.forEach((_, k) => {
        expect(seen[`${cup}:${k}`] ?? 0, `seat ${seat} die ${k}`).toBeGreaterThanOrEqual(32);
      });
    });
    // the tally ends at the dice the scene marks (the host's count: reveal3d.e2e.test.ts checks the marks)
    const marked = scene.glows.flat().filter((g) => g !== null).length;
    expect(Number(await tally.getAttribute('data-counted'))).toBe(marked);
    expect(Number(await tally.getAttribute('data-wild'))).toBe(scene.glows.flat().filter((g) => g === 'wild').length);
    expect(await page.locator('.reveal-tally-verdict').count()).toBe(1);
    // the 2D summary stays docked
    expect(await page.locator('.modal-backdrop.docked [data-dialog="reveal"]').count()).toBe(1);
    // issue 27: no shown seat card in the tally's corner, over another or out of the canvas during the tour
    const cardFrames = (await page.evaluate('window.__cardFrames')) as number;
    const cardProblems = (await page.evaluate('window.__cardProblems')) as string[];
    console.log(`[e2e] seat cards read in ${cardFrames} frames of the tour: ${cardProblems.length} problems${cardProblems.map((p) => `\n  ${p}`).join('')}`);
    expect(cardFrames).toBeGreaterThan(0);
    expect(cardProblems).toEqual([]);
    const tours = (await page.evaluate('window.__dudoRevealTours')) as { round: number; plannedMs: number; skippedAt?: number }[];
    const tour = tours.find((x) => x.round === reveal.round)!;
    expect(tour.plannedMs).toBeLessThanOrEqual(6000);

    // 2. the next reveal: Enter skips to the still reveal at once, and the reveal stays up
    await page.locator('[data-dialog="reveal"] button.primary').click();
    expect(await toNextTour()).toBe(true);
    const round = Number(await page.locator('[data-testid="reveal"]').getAttribute('data-round'));
    // a real key press, the focus where the reveal left it (its Continue button: Enter would continue)
    const skip = (await page.evaluate('performance.now()')) as number;
    await page.keyboard.press('Enter');
    const doneAt = (await page.evaluate(`(async () => {
      for (let i = 0; i < 300; i++) {
        if (document.querySelector('.reveal-tally')?.getAttribute('data-done') === 'true') return performance.now();
        await new Promise((r) => setTimeout(r, 10));
      }
      return NaN;
    })()`)) as number;
    console.log(`[e2e] Enter → still reveal: ${(doneAt - skip).toFixed(0)} ms`);
    // at once: well inside the tour's 5 s (459 ms was seen under SwiftShader on a loaded machine; a tour not skipped takes seconds)
    expect(doneAt - skip).toBeLessThanOrEqual(1500);
    expect(Number(await page.locator('[data-testid="reveal"]').getAttribute('data-round'))).toBe(round);
    const skipped = ((await page.evaluate('window.__dudoRevealTours')) as { round: number; skippedAt?: number }[]).find((x) => x.round === round);
    expect(skipped?.skippedAt).toBeDefined();
    // the tally grew with its verdict: three frames on, no seat card is over it (they waited for their next
    // half-second measure, and Caro's card lay over the verdict)
    const overTally = (await page.evaluate(`(async () => {
      for (let i = 0; i < 3; i++) await new Promise((r) => requestAnimationFrame(r));
      const t = document.querySelector('.reveal-tally').getBoundingClientRect();
      return [...document.querySelectorAll('.felt .seats li[data-seat]:not([data-offscreen])')].filter((li) => {
        const c = li.getBoundingClientRect();
        return Math.min(c.right, t.right) - Math.max(c.left, t.left) > 0.5 && Math.min(c.bottom, t.bottom) - Math.max(c.top, t.top) > 0.5;
      }).map((li) => li.getAttribute('data-seat'));
    })()`)) as string[];
    await page.screenshot({ path: `${SHOTS}/e2e-3d-reveal-skipped-${WIDTH}.png` });
    expect(overTally, 'seat cards over the still reveal\'s tally').toEqual([]);
    // the tally grows (as when its verdict comes): the cards make room before that frame is painted (they used
    // to wait for their next half-second measure)
    const overGrown = (await page.evaluate(`(async () => {
      const t = document.querySelector('.reveal-tally');
      const grow = document.createElement('div');
      grow.style.height = '48px';
      t.appendChild(grow);
      // past the next frame's layout (the observer reports after it), at the frame after
      for (let i = 0; i < 2; i++) await new Promise((r) => requestAnimationFrame(r));
      const b = t.getBoundingClientRect();
      const over = [...document.querySelectorAll('.felt .seats li[data-seat]:not([data-offscreen])')].filter((li) => {
        const c = li.getBoundingClientRect();
        return Math.min(c.right, b.right) - Math.max(c.left, b.left) > 0.5 && Math.min(c.bottom, b.bottom) - Math.max(c.top, b.top) > 0.5;
      }).map((li) => li.getAttribute('data-seat'));
      grow.remove();
      return over;
    })()`)) as string[];
    expect(overGrown, 'seat cards over the tally a frame after it grew').toEqual([]);
    expect(consoleProblems(page)).toEqual([]);
    await page.close();
  }, 300_000);
});
