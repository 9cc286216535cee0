// End-to-end: a recorded game plays back on the same table as a live game (issue 13): seats around
// the felt, badges, the standing bid in the middle, every hand beside its seat at a challenge with
// the counted dice lit, the round's bids beside the table; 2D, and the 3D table when 3D dice are on.
// Screenshots in Spanish at 1280×800 go to DUDO_SHOTS (default /tmp).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createRng, exportRecord, newRecord } from '../../engine/index';
import { playRandomGame } from '../engine/random-play';
import { chromiumMissing } from './harness';
import { useShellAndBrowser } from './setup';
import { consoleProblems, openApp } from './helpers';
import { TOP_FACE_JS } from './scene3d';

const missing = chromiumMissing();
const SHOTS = process.env['DUDO_SHOTS'] ?? '/tmp';
const PLAYERS = ['Ana', 'Beto', 'Caro', 'Diego'];

/** A finished four-player game of Dudo chileno, played by random legal moves, as a record file. */
function recordText(seed: number): string {
  const game = playRandomGame('chile', PLAYERS.length, createRng(seed), false);
  return exportRecord({ ...newRecord('chile', PLAYERS.map((name) => ({ name }))), actions: game.actions });
}

const stepOf = async (page: Page): Promise<number> => Number(/\d+/.exec((await page.locator('.replay-view output').textContent()) ?? '')?.[0] ?? -1);

/** Presses → until `done` holds (each press waits for its step to be shown). */
async function stepUntil(page: Page, done: string, max = 200): Promise<number> {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate(done)) return stepOf(page);
    const before = await stepOf(page);
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction((b) => Number(/\d+/.exec(document.querySelector('.replay-view output')?.textContent ?? '')?.[0] ?? -1) > b, before, { timeout: 10_000 });
  }
  throw new Error(`never reached: ${done}`);
}

/**
 * Whether every seat card lies wholly inside the felt: inside its visible frame with 3D (the canvas
 * clips at the frame), inside its wooden rim with 2D (the cards of the oval may overlap the rim, as at a live table).
 */
const cardsInsideFelt = (inner: boolean): string => `(() => {
  const felt = document.querySelector('.replay-view .felt');
  const f = felt.getBoundingClientRect();
  const inner = ${inner};
  const x0 = inner ? f.x + felt.clientLeft : f.x, y0 = inner ? f.y + felt.clientTop : f.y;
  const w = inner ? felt.clientWidth : f.width, h = inner ? felt.clientHeight : f.height;
  return [...felt.querySelectorAll('.seats li')].every((li) => {
    const c = li.getBoundingClientRect();
    return c.x >= x0 - 0.5 && c.y >= y0 - 0.5 && c.x + c.width <= x0 + w + 0.5 && c.y + c.height <= y0 + h + 0.5;
  });
})()`;

/**
 * Issue 27: every animation frame while the replay's camera tours a challenge's hands (window.__dudoReplayTour),
 * each die's top face measured with three's projection (TOP_FACE_JS), kept at its largest per tour, seat and die
 * (window.__replaySeen[key]['seat:die'], CSS px).
 */
async function installReplaySampler(page: Page): Promise<void> {
  await page.addInitScript(`(() => {
    window.__replaySeen = {};
    ${TOP_FACE_JS}
    const frame = () => {
      requestAnimationFrame(frame);
      const tour = window.__dudoReplayTour;
      const three = window.__dudoThree;
      if (!tour || !three) return;
      const rect = three.canvas.getBoundingClientRect();
      if (rect.width <= 0) return;
      const seen = (window.__replaySeen[tour.key] ??= {});
      three.scene.traverse((o) => {
        const d = o.userData;
        if (!d || typeof d.die !== 'number' || d.die < 0 || !o.visible) return;
        const size = topFacePx(o, three.camera, rect, rect.right);
        if (size === null) return;
        seen[d.cup + ':' + d.die] = Math.max(seen[d.cup + ':' + d.die] ?? 0, size);
      });
    };
    requestAnimationFrame(frame);
  })()`);
}

describe.skipIf(missing !== null)('the replay on the table (e2e)', () => {
  const env = useShellAndBrowser();

  for (const dice3d of [false, true]) {
    it(`a recorded game plays back on the table in Spanish, 3D ${dice3d ? 'on' : 'off'}: seats, standing bid, the reveal at a challenge`, async () => {
      const page = await env.browserFor(dice3d).newPage({ viewport: { width: 1280, height: 800 } });
      if (dice3d) await installReplaySampler(page);
      await openApp(page, env.shell.url, { language: 'es', jargon: 'es-CL', dice3d, guidedDone: true, quality: 'low', animationSpeed: 1 });
      if (dice3d) {
        // the live table's canvas, made ahead and parked while the menu is idle, is not on screen: it publishes no probe
        // (it once took the probe from the replay's table opened before it was made, and the check below read an empty scene)
        await page.locator('.scene-parking canvas').waitFor({ state: 'attached', timeout: 30_000 });
        expect(await page.evaluate('window.__dudoThree === undefined'), 'a probe published by the parked canvas').toBe(true);
      }
      await page.getByRole('button', { name: 'Ver una partida grabada' }).click();
      await page.locator('#replay-text').fill(recordText(7));
      await page.getByRole('button', { name: 'Cargar la partida pegada' }).click();
      await page.locator('.replay-view').waitFor();
      // the table: a card per seat around the felt, the badges in the header
      await expect(page.locator('.replay-view .felt .seats li').count()).resolves.toBe(PLAYERS.length);
      await expect(page.locator('.replay-view .felt .seats li').first().textContent()).resolves.toContain('Ana');
      if (dice3d) {
        await page.locator('[data-testid="replay-scene3d"] canvas').waitFor();
        await page.waitForFunction(() => (globalThis as { __dudoThree?: { canvas: HTMLCanvasElement } }).__dudoThree?.canvas.closest('[data-testid="replay-scene3d"]') != null, undefined, { timeout: 10_000 });
      }
      // → steps from the moment the screen opens: to the first bid, standing in the middle, and in the round's list
      await stepUntil(page, `!!document.querySelector('.replay-view [data-testid="standing"]')`);
      await expect(page.locator('.replay-view [data-testid="standing"]').textContent()).resolves.toMatch(/^\p{L}+ \p{L}+/u);
      await expect(page.locator('.replay-view .history li').count()).resolves.toBeGreaterThan(0);
      expect(await page.locator('.replay-view .seat-hand').count()).toBe(0);
      // the first challenge: every hand beside its seat, the counted dice lit, the challenged bid and the count in the middle
      await stepUntil(page, `document.querySelector('.replay-view .felt')?.dataset.revealed === 'yes'`);
      await expect(page.locator('.replay-view .felt .seat-hand').count()).resolves.toBe(PLAYERS.length);
      await expect(page.locator('.replay-view .felt .seat-hand .die').count()).resolves.toBe(PLAYERS.length * 5);
      await expect(page.locator('.replay-view [data-testid="standing"]').count()).resolves.toBe(1);
      await expect(page.locator('.replay-view [data-testid="replay-count"]').count()).resolves.toBe(1);
      await expect(page.locator('.replay-view [data-testid="reveal"]').count()).resolves.toBe(1);
      const counted = await page.locator('.replay-view .felt .seat-hand .die-counted, .replay-view .felt .seat-hand .die-wild').count();
      await expect(page.locator('[data-testid="replay-count"]').textContent()).resolves.toBe(String(counted));
      if (dice3d) {
        // issue 27: the camera visits each hand, close enough to read every die (top face ≥ 24 px), then comes back
        const tourOf = (): Promise<{ key: string; visit: number | null; seat: number | null; done: boolean } | null> => page.evaluate('window.__dudoReplayTour ?? null');
        await page.waitForFunction(() => (globalThis as { __dudoReplayTour?: { visit: number | null } }).__dudoReplayTour?.visit === 1, undefined, { timeout: 30_000 });
        // the step's text in the felt's middle steps aside while the camera is over a hand (it lay over the dice): seen
        // while the tour is still over a hand (read once after a fixed wait and a screenshot, a loaded CI run read it
        // after the tour had come back)
        await page.waitForFunction(
          () => {
            const tour = (globalThis as { __dudoReplayTour?: { visit: number | null; done: boolean } }).__dudoReplayTour;
            const info = document.querySelector('.replay-view .center-info');
            return tour !== undefined && tour.visit !== null && !tour.done && info !== null && getComputedStyle(info).visibility === 'hidden';
          },
          undefined,
          { timeout: 10_000 },
        );
        // on the second hand, once the camera has come down to it
        await page.screenshot({ path: `${SHOTS}/e2e-replay-table-es-3d-hand.png` });
        await page.waitForFunction(() => (globalThis as { __dudoReplayTour?: { done: boolean } }).__dudoReplayTour?.done === true, undefined, { timeout: 60_000 });
        const key = (await tourOf())!.key;
        const seen = ((await page.evaluate('window.__replaySeen')) as Record<string, Record<string, number>>)[key] ?? {};
        const sizes = PLAYERS.flatMap((_, seat) => [0, 1, 2, 3, 4].map((k) => [`${seat}:${k}`, seen[`${seat}:${k}`] ?? 0] as const));
        console.log(`[e2e] replay challenge ${key}: largest top face seen (px): ${sizes.map(([k, px]) => `${k} ${px.toFixed(0)}`).join(', ')}`);
        // every die below 24 px named at once, with the tour's frames (a failure showed only the first die)
        expect(sizes.filter(([, px]) => px < 24).map(([k]) => k), `dice read below 24 px; tour ${JSON.stringify(await tourOf())}`).toEqual([]);
        await page.waitForTimeout(1000);
      }
      await page.screenshot({ path: `${SHOTS}/e2e-replay-table-es${dice3d ? '-3d' : ''}.png` });
      expect(await page.evaluate(cardsInsideFelt(dice3d))).toBe(true);
      // seen by one seat: that seat's own hand shows beside it during the round, no other
      await page.locator('.replay-controls select.replay-seat').selectOption('1');
      await page.keyboard.press('Home');
      await page.waitForFunction(() => /^Paso 0 de/.test(document.querySelector('.replay-view output')?.textContent ?? ''), undefined, { timeout: 10_000 });
      await stepUntil(page, `!!document.querySelector('.replay-view [data-testid="standing"]')`);
      await expect(page.locator('.replay-view .felt .seat-hand').count()).resolves.toBe(1);
      await expect(page.locator('.replay-view .felt li[data-seat="1"] .seat-hand').count()).resolves.toBe(1);
      expect(consoleProblems(page)).toEqual([]);
      await page.close();
    }, 150_000);
  }

  it('autoplay (issue 26 item 5) in French at 4×: it plays to the last step and stops there, the winner named; at each challenge the seats show the dice held when the cups came up', async () => {
    const page = await env.browser2d.newPage({ viewport: { width: 1280, height: 800 } });
    try {
      await openApp(page, env.shell.url, { language: 'fr', jargon: 'fr', dice3d: false, guidedDone: true });
      await page.getByRole('button', { name: 'Revoir une partie enregistrée' }).click();
      // a short game: two players, so autoplay reaches the end within the test
      const game = playRandomGame('chile', 2, createRng(11), false);
      await page.locator('#replay-text').fill(exportRecord({ ...newRecord('chile', [{ name: 'Ana' }, { name: 'Beto' }]), actions: game.actions }));
      await page.getByRole('button', { name: 'Charger la partie collée' }).click();
      await page.locator('.replay-view').waitFor();
      await page.locator('.replay-speed').selectOption('4');
      await page.locator('.replay-play').click();
      await expect(page.locator('.replay-play').getAttribute('aria-pressed')).resolves.toBe('true');
      // while it plays: at every challenge shown, each seat's count is the dice its hand shows
      const mismatches: string[] = [];
      for (let i = 0; i < 2000; i++) {
        const state = await page.evaluate(() => {
          const felt = document.querySelector('.replay-view .felt') as HTMLElement | null;
          const out = document.querySelector('.replay-view output')?.textContent ?? '';
          const seats = [...document.querySelectorAll('.replay-view .felt .seats li')].map((li) => ({
            dice: Number(/\d+/.exec(li.querySelector('.seat-dice')?.textContent ?? '')?.[0] ?? -1),
            shown: li.querySelectorAll('.seat-hand .die').length,
          }));
          return { revealed: felt?.dataset['revealed'] === 'yes', out, seats, playing: document.querySelector('.replay-play')?.getAttribute('aria-pressed') === 'true' };
        });
        if (state.revealed) for (const [s, x] of state.seats.entries()) if (x.shown > 0 && x.dice !== x.shown) mismatches.push(`${state.out}: seat ${s} shows ${x.dice} dice and holds ${x.shown}`);
        if (!state.playing) break;
        await page.waitForTimeout(100);
      }
      expect(mismatches).toEqual([]);
      // no step the host could not show (a BUSY on a loaded machine is asked again, not left to stall autoplay)
      await expect(page.locator('.replay-load .error').allTextContents()).resolves.toEqual([]);
      const [at, total] = ((await page.locator('.replay-view output').textContent()) ?? '').match(/\d+/g)!.map(Number);
      expect(at).toBe(total);
      await expect(page.locator('[data-testid="replay-winner"]').textContent()).resolves.toMatch(/^★ (Ana|Beto) gagne la partie$/);
      expect(consoleProblems(page)).toEqual([]);
    } finally {
      await page.close();
    }
  }, 240_000);
});
