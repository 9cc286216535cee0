// End-to-end (issue 26 item 6): a reload in the middle of a round (after its throw, one bid made), 3D
// dice on. The reloaded page never saw that round's throw, yet at its reveal the 3D table lifts the
// cups over every hand's dice with the engine's faces, and the reveal offers the bots' "why?".
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumMissing } from './harness';
import { useShellAndBrowser } from './setup';
import { consoleProblems, startFromSetup, tableState } from './helpers';
import { ROUNDS_VIEWPORT, actAtTable } from './rounds-play';
import { liftedReveal, open3d, type SceneHook } from './scene3d';

const missing = chromiumMissing();
if (missing) console.warn(`[e2e] skipped: ${missing}`);
const SHOTS = process.env['DUDO_SHOTS'] ?? '/tmp';

/** The cups are lifted over every hand the host revealed, each showing the engine's faces in hand order. */
function expectEveryHandShown(scene: SceneHook | null, hands: readonly (readonly number[])[]): void {
  expect(scene).not.toBeNull();
  const handSeats = hands.flatMap((h, seat) => (h.length > 0 ? [seat] : []));
  expect([...scene!.seats].sort()).toEqual(handSeats);
  scene!.seats.forEach((seat, cup) => expect(scene!.faces[cup]).toEqual(hands[seat]));
}

const WHY = '[data-dialog="reveal"] [data-testid="bot-reasons"]';

/** After the reload: the scene shows every hand, the reveal offers the bots' why?, and the page logged no problem. */
async function expectRevealShownWithWhy(page: Page, scene: SceneHook | null, hands: readonly (readonly number[])[]): Promise<void> {
  expectEveryHandShown(scene, hands);
  await page.locator(WHY).waitFor({ timeout: 3000 }).catch(() => undefined);
  expect(await page.locator(WHY).count()).toBe(1);
  expect(consoleProblems(page)).toEqual([]);
}

describe.skipIf(missing !== null)('a reload mid-round with 3D dice (e2e, issue 26 item 6)', () => {
  const env = useShellAndBrowser();

  it('after a reload mid-round the round\'s 3D reveal lifts the cups over every hand\'s dice (the engine\'s faces) and offers the bots\' why?', async () => {
    const page = await env.browser.newPage({ viewport: ROUNDS_VIEWPORT });
    try {
      await open3d(page, env.shell.url);
      await startFromSetup(page, { dice3d: true, seats: ['human', 'bot', 'bot'] });
      const host = env.shell.host;
      // to the human's first bid of a round (its throw is on the table), then one bid
      let state = await tableState(page);
      for (let i = 0; i < 3000 && state !== 'can-bid' && state !== 'can-dudo'; i++) {
        await actAtTable(page, state);
        state = await tableState(page);
      }
      expect(['can-bid', 'can-dudo']).toContain(state);
      const round = host.currentState!.round;
      const before = await page.locator('main.table-screen').getAttribute('data-actions');
      // Enter as a person presses it: once the turn's focus is on the bid button (it comes a render after the button
      // is enabled; an Enter pressed before lands on whatever button had the focus, as in any page)
      await page.waitForFunction(() => document.activeElement?.classList.contains('bid-btn') === true, undefined, { timeout: 10_000, polling: 50 });
      await page.keyboard.press('Enter');
      await page.waitForFunction((b) => document.querySelector('main.table-screen')?.getAttribute('data-actions') !== b, before, { timeout: 10_000, polling: 100 });
      await page.reload();
      await page.locator('.menu').waitFor();
      await page.locator('.menu button.return-to-game').click();
      await page.locator('main.table-screen').waitFor();
      // play on (bids and dudos) to that round's reveal
      for (let i = 0; i < 3000; i++) {
        state = await tableState(page);
        if (state.startsWith('reveal:') || state === 'end') break;
        await actAtTable(page, state);
      }
      expect(state).toBe(`reveal:${round}`);
      const scene = await liftedReveal(page, round, 8000);
      await page.waitForTimeout(1000);
      await page.screenshot({ path: `${SHOTS}/e2e-3d-reload-reveal.png` });
      const resolution = host.currentState!.lastResolution!;
      expect(resolution.round).toBe(round);
      // the bots acted in that round (the one after the human's bid did): the reveal offers their why?
      await expectRevealShownWithWhy(page, scene, resolution.hands);
    } finally {
      await page.close();
    }
  }, 300_000);

  it('after a reload at a reveal (the bots\' reasons already told) the reveal shown again lifts the cups over every hand and still offers the why?', async () => {
    const page = await env.browser.newPage({ viewport: ROUNDS_VIEWPORT });
    try {
      await open3d(page, env.shell.url);
      await startFromSetup(page, { dice3d: true, seats: ['human', 'bot', 'bot'] });
      // to a reveal that offers the bots' why? (a bot moved in its round)
      let round = -1;
      for (let i = 0; i < 3000 && round < 0; i++) {
        const state = await tableState(page);
        if (state === 'end') throw new Error('the game ended');
        if (!state.startsWith('reveal:')) {
          await actAtTable(page, state);
          continue;
        }
        await page.locator(WHY).waitFor({ timeout: 2000 }).catch(() => undefined);
        if ((await page.locator(WHY).count()) > 0) round = Number(state.slice(7));
        else await page.locator('[data-dialog="reveal"] button.primary').click({ timeout: 3000 }).catch(() => undefined);
      }
      expect(round).toBeGreaterThan(0);
      await page.reload();
      await page.locator('.menu').waitFor();
      await page.locator('.menu button.return-to-game').click();
      await page.locator(`[data-testid="reveal"][data-round="${round}"]`).waitFor({ timeout: 20_000 });
      await expectRevealShownWithWhy(page, await liftedReveal(page, round, 8000), env.shell.host.currentState!.lastResolution!.hands);
    } finally {
      await page.close();
    }
  }, 300_000);
});
