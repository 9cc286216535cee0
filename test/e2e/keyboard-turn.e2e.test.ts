// End-to-end, issue 42 item 7: the Enter hint tells the truth. Settings or the rules (opened from a
// header badge) closed on the person's turn give the focus to the bidding panel, not back to the
// button that opened them, so Enter ("Enter bid") bids instead of reopening Settings; a turn that
// starts while Settings is open finds the focus on the bid button when Settings closes.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumMissing } from './harness';
import { useShellAndBrowser } from './setup';
import { consoleProblems, openApp, startFromSetup, untilMyTurn } from './helpers';
import { TIPS } from './rounds-play';

const missing = chromiumMissing();

describe.skipIf(missing !== null)('the focus after a dialog on the person\'s turn (e2e, issue 42 item 7)', () => {
  const env = useShellAndBrowser({ botThinkMs: 300 });

  const focused = (page: Page): Promise<string> => page.evaluate(() => document.activeElement?.className ?? 'none');
  const actions = (page: Page): Promise<string | null> => page.locator('main.table-screen').getAttribute('data-actions');
  const settingsOpen = async (page: Page): Promise<boolean> => (await page.locator('[data-dialog="settings"]').count()) > 0;

  /** Enter on the person's turn: a bid is made (the game's action count moves) and Settings does not open. */
  async function enterBids(page: Page): Promise<void> {
    await expect.poll(() => focused(page), { timeout: 3000 }).toContain('bid-btn');
    const before = await actions(page);
    await page.keyboard.press('Enter');
    await page.waitForFunction((b) => document.querySelector('main.table-screen')?.getAttribute('data-actions') !== b, before, { timeout: 5000 });
    expect(await settingsOpen(page)).toBe(false);
    expect(await page.locator('[data-dialog="rules"]').count()).toBe(0);
  }

  it('Settings (by mouse, by keyboard) and the rules from a badge, closed on the turn: Enter bids; a turn that starts under Settings too', async () => {
    const page = await env.browserFor(false).newPage({ viewport: { width: 1280, height: 800 } });
    page.on('dialog', (d) => void d.accept());
    await openApp(page, env.shell.url, { language: 'en', jargon: 'en', dice3d: false, guidedDone: true, tipsSeen: TIPS });
    await startFromSetup(page, { dice3d: false, seats: ['human', 'bot', 'bot'] });

    // 1. Settings by mouse, closed by Escape, on the turn
    await untilMyTurn(page);
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.locator('[data-dialog="settings"]').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('[data-dialog="settings"]').waitFor({ state: 'detached' });
    await enterBids(page);

    // 2. Settings by keyboard (its button focused, Enter), closed by Escape: Enter bids, it does not reopen
    await untilMyTurn(page);
    await page.getByRole('button', { name: 'Settings' }).focus();
    await page.keyboard.press('Enter');
    await page.locator('[data-dialog="settings"]').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('[data-dialog="settings"]').waitFor({ state: 'detached' });
    await enterBids(page);

    // 3. the rules opened from a header badge, closed by Escape
    await untilMyTurn(page);
    await page.locator('.table-header .badge-rule').first().click();
    await page.locator('[data-dialog="rules"]').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('[data-dialog="rules"]').waitFor({ state: 'detached' });
    await enterBids(page);

    // 4. Settings opened just after the person's bid (off turn) and left open until the turn comes back;
    // it keeps the focus meanwhile, and closed, gives it to the bid button
    let done = false;
    for (let attempt = 0; attempt < 6 && !done; attempt++) {
      await untilMyTurn(page);
      await enterBids(page);
      await page.getByRole('button', { name: 'Settings' }).click();
      await page.locator('[data-dialog="settings"]').waitFor();
      for (let i = 0; i < 300; i++) {
        if ((await page.locator('button.bid-btn:not([disabled])').count()) > 0) {
          done = true;
          break;
        }
        if ((await page.locator('[data-dialog="reveal"], [data-dialog="direction"], [data-dialog="obligar"]').count()) > 0) break;
        await page.waitForTimeout(40);
      }
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-dialog="settings"]'))), 'Settings keeps the focus while open').toBe(true);
      await page.keyboard.press('Escape');
      await page.locator('[data-dialog="settings"]').waitFor({ state: 'detached' });
    }
    expect(done, 'a turn came while Settings was open').toBe(true);
    await enterBids(page);
    expect(consoleProblems(page)).toEqual([]);
    await page.close();
  }, 150_000);
});
