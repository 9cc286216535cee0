// End-to-end: the short lessons (issue 42 item 4). The aces lesson (R-ACE-2, R-ACE-4: half plus one
// to aces) is reached from the menu and played by keyboard to its last step; a rule section's link
// starts its lesson. Nothing of a lesson is kept (no autosave), like the guided game.
import { existsSync, mkdirSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumMissing } from './harness';
import { useShellAndBrowser } from './setup';
import { consoleProblems, expectInView, openApp } from './helpers';
import { resetHost } from './tutorial-play';

const missing = chromiumMissing();
const SHOTS = `${process.env['DUDO_SHOTS'] ?? '/tmp'}/lessons`;

describe.skipIf(missing !== null)('short lessons (e2e, issue 42 item 4)', () => {
  const env = useShellAndBrowser({ botThinkMs: 20 });
  mkdirSync(SHOTS, { recursive: true });
  const pages: Page[] = [];
  afterEach(async () => {
    for (const p of pages.splice(0)) if (!p.isClosed()) await p.close();
  });

  async function newPage(): Promise<Page> {
    await resetHost(env, true);
    const page = await env.browserFor(false).newPage({ viewport: { width: 1280, height: 800 } });
    await openApp(page, env.shell.url, { language: 'en', jargon: 'en', dice3d: false, quality: 'low', guidedDone: true, tipsSeen: [] });
    return page;
  }

  async function step(page: Page, id: string): Promise<void> {
    try {
      await page.locator(`.coach[data-step="${id}"]`).waitFor({ timeout: 30_000 });
    } catch (e) {
      await page.screenshot({ path: `${SHOTS}/stuck-before-${id}.png` });
      throw e;
    }
  }

  const focused = async (page: Page): Promise<string> => page.evaluate(() => document.activeElement?.className ?? '');

  it('en 1280×800: the aces lesson, from the menu by keyboard to its last step', async () => {
    const page = await newPage();
    pages.push(page);
    await page.locator('.menu-lessons').focus();
    await page.keyboard.press('Enter');
    // the list opens on its first lesson, the aces switch
    await expect.poll(() => focused(page)).toContain('lesson-aces');
    await page.keyboard.press('Enter');
    await step(page, 'dice');
    expect(await page.locator('.coach .coach-head small').textContent()).toBe('Step 2 of 9');
    await expect.poll(() => focused(page)).toContain('coach-next');
    await page.keyboard.press('Enter');

    // three fives: the face first (its least count), then the count up to three
    await step(page, 'open');
    await expect.poll(() => focused(page)).toContain('bid-btn');
    await page.keyboard.press('5');
    for (let i = 0; i < 6; i++) await page.keyboard.press('-');
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    await page.keyboard.press('Enter');

    // R-ACE-2: after five fives, aces at half plus one
    await step(page, 'toAces');
    await expect.poll(() => focused(page)).toContain('coach-next');
    await page.screenshot({ path: `${SHOTS}/lessons-en-toAces.png` });
    await page.keyboard.press('Enter');
    await step(page, 'bidAces');
    await expect.poll(() => focused(page)).toContain('bid-btn');
    // a wrong switch first (four aces): explained, not sent
    const before = await page.locator('main.table-screen').getAttribute('data-actions');
    await page.keyboard.press('1');
    await page.keyboard.press('+');
    await page.keyboard.press('Enter');
    await page.locator('.coach-wrong').waitFor();
    expect(await page.locator('main.table-screen').getAttribute('data-actions')).toBe(before);
    // back down to the least count on aces: three (half of five, plus one)
    for (let i = 0; i < 6; i++) await page.keyboard.press('-');
    await page.keyboard.press('Enter');

    // R-ACE-4: Ana back to seven fives, Beto doubts; the reveal, read, then the end
    await step(page, 'reveal');
    await expect.poll(() => focused(page)).toContain('coach-next');
    await page.screenshot({ path: `${SHOTS}/lessons-en-reveal.png` });
    await page.keyboard.press('Enter');
    await step(page, 'done');
    await expectInView(page, page.locator('.coach-menu').first(), '.coach-menu');
    const record = env.shell.host.currentRecord!;
    expect(record.actions).toContainEqual({ type: 'bid', seat: 0, count: 3, face: 1 });
    expect(record.actions).toContainEqual({ type: 'bid', seat: 1, count: 7, face: 5 });
    expect(env.shell.host.currentState?.players[1]).toMatchObject({ dice: 2 });
    await expect.poll(() => focused(page)).toContain('coach-menu');
    await page.keyboard.press('Enter');
    await page.locator('.menu').waitFor();
    expect(existsSync(`${env.shell.userDataDir}/autosave.json`)).toBe(false);
    expect(consoleProblems(page)).toEqual([]);
  }, 180_000);

  it('the rules link a rule to its lesson: Obligar, then a closed obligar starts', async () => {
    const page = await newPage();
    pages.push(page);
    await page.locator('.menu-rules').click();
    const link = page.locator('.lesson-link[data-lesson="obligarClosed"]');
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await step(page, 'dice');
    expect(await page.locator('.coach .coach-do').textContent()).toContain('a two and a four');
    expect(env.shell.host.currentRecord?.rules).toMatchObject({ preset: 'chile', options: { dicePerPlayer: 2 } });
  }, 120_000);
});
