// End-to-end (issue 42 item 8): what a person sees around a finished game at 1280×800: the menu offers no
// "Return to the game" once the game ended and has a Statistics entry of its own; the History's People table
// lies inside its panel; the replay's seats show each bot's level and face, and its Back returns to the
// History it was opened from. Screenshots go to DUDO_SHOTS (default /tmp).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumMissing } from './harness';
import { useShellAndBrowser } from './setup';
import { openApp, playToEnd, startFromSetup } from './helpers';

const missing = chromiumMissing();
if (missing) console.warn(`[e2e] skipped: ${missing}`);
const SHOTS = process.env['DUDO_SHOTS'] ?? '/tmp';
const TIPS = ['guided', 'wild', 'calzo', 'obligar', 'palifico', 'blind', 'paso', 'picado', 'reprieve'];

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How far `inner` runs past `outer` on each side (px, 0 where it does not). */
function overrun(inner: Box, outer: Box): number {
  return Math.max(0, outer.x - inner.x, outer.y - inner.y, inner.x + inner.width - (outer.x + outer.width), inner.y + inner.height - (outer.y + outer.height));
}

/** The People table's box, the box of its panel's scrolling frame, and whether that frame hides columns to the side. */
async function peopleTable(page: Page): Promise<{ table: Box; frame: Box; hidden: number }> {
  return (await page.evaluate(`(() => {
    const table = document.querySelector('.history-stats');
    const frame = table.closest('.history-scroll');
    const r = (e) => { const b = e.getBoundingClientRect(); return { x: b.x, y: b.y, width: b.width, height: b.height }; };
    return { table: r(table), frame: r(frame), hidden: frame.scrollWidth - frame.clientWidth };
  })()`)) as { table: Box; frame: Box; hidden: number };
}

describe.skipIf(missing !== null)('around a finished game at 1280×800 (e2e, issue 42.8)', () => {
  const env = useShellAndBrowser();

  it('after the end: no "Return to the game"; Statistics in the menu; the People table inside its panel; the replay shows levels and faces and goes Back to the History', async () => {
    const page = await env.browser2d.newPage({ viewport: { width: 1280, height: 800 } });
    page.on('pageerror', (e) => console.warn(`[page error] ${e.message}`));
    await openApp(page, env.shell.url, { language: 'en', dice3d: false, guidedDone: true, tipsSeen: TIPS });
    await startFromSetup(page, { dice3d: false, seats: ['human', 'bot', 'bot'], dicePerPlayer: 2 });
    await playToEnd([page], 'dudo');
    await page.locator('[data-testid="end-screen"]').waitFor();
    await page.getByRole('button', { name: 'Main menu' }).click();
    await page.locator('.menu').waitFor();
    // the host answers the menu's app:info after the leave: give it time to show a stale entry
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${SHOTS}/ui-fixes-menu-after-end.png` });
    expect(await page.locator('.menu .return-to-game').count(), 'the menu offers "Return to the game" to a finished game').toBe(0);

    // Statistics: an entry of its own, which opens the person's Statistics
    const statsEntry = page.locator('.menu-buttons').getByRole('button', { name: 'Statistics', exact: true });
    expect(await statsEntry.count(), 'a Statistics entry in the menu').toBe(1);
    await statsEntry.click();
    await page.locator('.stats-screen').waitFor();
    await page.locator('[data-testid="chart-size"][data-marks]').waitFor();
    await page.screenshot({ path: `${SHOTS}/ui-fixes-statistics.png` });
    // each bar says its rate, a size where nothing was called a dash: the words drawn match the Table's (0 % is not –)
    const marks = ((await page.locator('[data-testid="chart-size"]').getAttribute('data-marks')) ?? '').split(';').map((m) => /^(\d+):(\d+)=(.*)$/.exec(m)!);
    await page.locator('[data-testid="stats-size"]').getByRole('button', { name: 'Table' }).click();
    const cells = await page.locator('[data-testid="table-size"] tbody tr').evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent ?? '')));
    expect(marks.length, 'a mark for each bar').toBe(cells.length * 2);
    for (const [, bucket, dataset, text] of marks) {
      const cell = cells[Number(bucket)]![Number(dataset)]!;
      expect(cell.endsWith(`(${text!})`), `bar ${bucket}/${dataset} says "${text}", its table cell "${cell}"`).toBe(true);
      if (cell.startsWith('0 of 0')) expect(text, `bar ${bucket}/${dataset}: nothing called`).toBe('–');
      else expect(text, `bar ${bucket}/${dataset}: calls made`).not.toBe('–');
    }
    await page.getByRole('button', { name: 'Back to the history' }).click();

    // the History's People table: all its columns inside the panel, none hidden to the side
    await page.locator('[data-testid="history-screen"] .history-stats').waitFor();
    await page.screenshot({ path: `${SHOTS}/ui-fixes-history-1280.png` });
    const people = await peopleTable(page);
    expect(overrun(people.table, people.frame), `the People table ${JSON.stringify(people.table)} runs past its panel ${JSON.stringify(people.frame)}`).toBeLessThanOrEqual(0.5);
    expect(people.hidden, 'columns of the People table hidden to the side').toBeLessThanOrEqual(1);

    // the replay opened from the History: each bot's level and face beside its seat; Back to the History
    await page.locator('[data-history-game] .hg-actions button.primary').first().click();
    await page.locator('main.replay-screen.loaded').waitFor();
    await page.screenshot({ path: `${SHOTS}/ui-fixes-replay.png` });
    for (const seat of [1, 2]) {
      const card = page.locator(`.felt .seats li[data-seat="${seat}"]`);
      expect(await card.locator('.seat-level').count(), `seat ${seat}'s level in the replay`).toBe(1);
      expect(await card.locator('.bot-face').count(), `seat ${seat}'s face in the replay`).toBe(1);
    }
    expect(await page.locator('.felt .seats li[data-seat="0"] .seat-level').count(), 'a person has no level').toBe(0);
    await page.locator('.replay-screen .header-buttons').getByRole('button', { name: 'Back' }).click();
    await page.locator('[data-testid="history-screen"]').waitFor({ timeout: 5000 });
    await page.close();
  }, 240_000);
});
