// End-to-end: the keyboard at the table (issue 13): focus on the bid button when the turn starts,
// focus back to what opened a dialog when it closes off turn, to the bid button on the turn (issue 42 item 7), the table's
// dialogs never block Settings or Abandon, and peek and orbit by key with 3D dice.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumMissing } from './harness';
import { useShellAndBrowser } from './setup';
import { QUICK_ANIMATIONS, consoleProblems, openApp, playStep, startFromSetup, untilMyTurn } from './helpers';
import { ROUNDS_VIEWPORT, TIPS } from './rounds-play';

const missing = chromiumMissing();
const SHOTS = process.env['DUDO_SHOTS'] ?? '/tmp';

describe.skipIf(missing !== null)('keyboard and focus at the table (e2e)', () => {
  const env = useShellAndBrowser();

  async function newPage(settings: Record<string, unknown>): Promise<Page> {
    const page = await env.browserFor(settings['dice3d'] === true).newPage({ viewport: settings['dice3d'] === true ? ROUNDS_VIEWPORT : { width: 1280, height: 800 } });
    page.on('dialog', (d) => void d.accept());
    await openApp(page, env.shell.url, { language: 'en', jargon: 'en', dice3d: false, guidedDone: true, tipsSeen: TIPS, ...settings });
    return page;
  }

  /** Waits (up to 2 s: the focus comes back a tick after the dialog left) for the focus to match. */
  async function focusedMatches(page: Page, re: RegExp): Promise<string> {
    for (let i = 0; i < 40; i++) {
      const f = await focused(page);
      if (re.test(f)) return f;
      await page.waitForTimeout(50);
    }
    return focused(page);
  }

  const focused = (page: Page): Promise<string> =>
    page.evaluate('(() => { const a = document.activeElement; return a ? a.tagName + "." + a.className + "|" + (a.textContent || "") : "none"; })()') as Promise<string>;

  it('focus is on the bid button at each turn, stays there when Settings closes on the turn, and a reveal leaves Settings and Abandon usable', async () => {
    const page = await newPage({});
    await startFromSetup(page, { dice3d: false, seats: ['human', 'bot', 'bot'] });
    for (let turn = 0; turn < 3; turn++) {
      await untilMyTurn(page);
      await page.waitForFunction(() => document.activeElement?.classList.contains('bid-btn') === true, undefined, { timeout: 3000 }).catch(() => undefined);
      expect(await focused(page)).toMatch(/^BUTTON\.primary bid-btn/);
      if (turn === 0) {
        // Settings by mouse, closed by Escape on the person's turn: focus on the bid button, not back on
        // Settings (issue 42 item 7: Enter, "Enter bid", reopened Settings); off turn it goes back (below, Abandon)
        await page.getByRole('button', { name: 'Settings' }).click();
        await page.locator('[data-dialog="settings"]').waitFor();
        await page.keyboard.press('Escape');
        await page.locator('[data-dialog="settings"]').waitFor({ state: 'detached' });
        expect(await focusedMatches(page, /^BUTTON\.primary bid-btn/)).toMatch(/^BUTTON\.primary bid-btn/);
      }
      const before = await page.locator('main.table-screen').getAttribute('data-actions');
      await page.keyboard.press('Enter');
      await page.waitForFunction((b) => document.querySelector('main.table-screen')?.getAttribute('data-actions') !== b, before, { timeout: 5000 });
    }
    // a reveal is up (or comes): the header's Settings and Abandon are above it and work
    // a reveal is up (or comes: dudo at my turns until one does)
    const reveal = page.locator('[data-dialog="reveal"]');
    for (let i = 0; i < 400 && (await reveal.count()) === 0; i++) {
      if ((await page.locator('button.call-dudo:not([disabled])').count()) > 0) await page.keyboard.press('d');
      else if ((await page.locator('button.bid-btn:not([disabled])').count()) > 0) await page.keyboard.press('Enter');
      else if ((await page.locator('[data-dialog="direction"], [data-dialog="obligar"]').count()) > 0) await playStep(page, 'bid');
      await page.waitForTimeout(50);
    }
    await reveal.waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Settings' }).click({ timeout: 10_000 });
    await page.locator('[data-dialog="settings"]').waitFor();
    await page.screenshot({ path: `${SHOTS}/e2e-keyboard-settings-over-reveal.png` });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Abandon this game' }).click({ timeout: 10_000 });
    await page.locator('[data-dialog="abandon"]').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('[data-dialog="abandon"]').waitFor({ state: 'detached' });
    expect(await focusedMatches(page, /^BUTTON\.\|Abandon this game$/)).toMatch(/^BUTTON\.\|Abandon this game$/);
    expect(consoleProblems(page)).toEqual([]);
    await page.close();
  }, 120_000);

  it('with 3D dice: V peeks under your cup (the camera frames your dice), Q turns the table, R resets it', async () => {
    const page = await newPage({ dice3d: true, animationSpeed: QUICK_ANIMATIONS });
    await startFromSetup(page, { dice3d: true, seats: ['human', 'bot'] });
    const shake = page.getByRole('button', { name: /Shake the cup/ });
    for (let i = 0; i < 600 && (await shake.count()) === 0; i++) await playStep(page, 'bid');
    await page.keyboard.down(' ');
    await page.waitForTimeout(200);
    await page.keyboard.up(' ');
    await untilMyTurn(page);
    await page.waitForTimeout(2500);
    const scene = page.locator('[data-testid="scene3d"]');
    const a = await scene.screenshot();
    await page.keyboard.press('v');
    await expect(page.locator('button.peek').getAttribute('aria-pressed')).resolves.toBe('true');
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${SHOTS}/e2e-3d-peek.png` });
    expect((await scene.screenshot()).equals(a)).toBe(false);
    await page.keyboard.press('v');
    await expect(page.locator('button.peek').getAttribute('aria-pressed')).resolves.toBe('false');
    await page.keyboard.press('q');
    await page.keyboard.press('q');
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${SHOTS}/e2e-3d-orbit.png` });
    const turned = await scene.screenshot();
    expect(turned.equals(a)).toBe(false);
    await page.keyboard.press('r');
    expect(consoleProblems(page)).toEqual([]);
    await page.close();
  }, 150_000);
});
