// End-to-end (issue 40, "Done when"): a solo game in which Ana calls dudo on a bid almost surely true from her
// view (85 % or more, counted here) is reviewed from the end screen; that decision is marked a mistake or a blunder
// with its chance; the timeline's mark leads to it; the Statistics show the game's accuracy. Then the same from
// the History, in French at 1024×640. Screenshots (DUDO_SHOTS, default /tmp): review-{es,fr}-{1024,1920}.png.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Face, GameState } from '../../engine/index';
import { chromiumMissing } from './harness';
import { useShellAndBrowser } from './setup';
import { expectInView, openApp, playStep, startFromSetup, tableState } from './helpers';

const missing = chromiumMissing();
if (missing) console.warn(`[e2e] skipped: ${missing}`);
const SHOTS = process.env['DUDO_SHOTS'] ?? '/tmp';
const TIPS = ['guided', 'wild', 'calzo', 'obligar', 'palifico', 'blind', 'paso', 'picado', 'reprieve'];

/**
 * The chance the standing bid is true from Ana's view (her dice that count for it, R-WILD, and each die she
 * cannot see counting with 1/6, or 1/3 with a wild face), counted here apart from the review.
 */
function chanceTrue(state: GameState | null): number {
  const round = state?.current;
  const standing = round?.standing;
  if (!round || !standing) return 0;
  const { count, face } = standing.bid;
  const wild = round.wildFace;
  const mine = (round.hands[0] ?? []).filter((d: Face) => d === face || (wild !== null && wild !== face && d === wild)).length;
  const unseen = round.diceInPlay - (round.hands[0]?.length ?? 0);
  const p = wild !== null && wild !== face ? 1 / 3 : 1 / 6;
  const need = count - mine;
  let below = 0;
  for (let k = 0; k < Math.min(need, unseen + 1); k++) below += binomial(unseen, k) * p ** k * (1 - p) ** (unseen - k);
  return need <= 0 ? 1 : 1 - below;
}

function binomial(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}

/** "Almost surely true": the bid Ana doubts. */
const ALMOST_SURE = 0.85;

async function shot(page: Page, name: string, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(SHOTS, name) });
}

/** The review panel's decision at a record step, and that it is a mistake or a blunder with its chance said. */
async function expectCostlyDudo(page: Page, step: number, percent: RegExp): Promise<string> {
  const item = page.locator(`[data-testid="review-panel"] li[data-step="${step}"]`).first();
  await item.waitFor();
  const cls = await item.getAttribute('data-class');
  expect(['mistake', 'blunder']).toContain(cls);
  // the chance the bid was true, from Ana's view, and the kind of the numbers
  await expect.poll(() => item.locator('.review-knew').textContent()).toMatch(percent);
  expect(await item.locator('.review-kind').textContent()).toBeTruthy();
  return (await item.getAttribute('data-decision'))!;
}

describe.skipIf(missing !== null)('the game review (e2e)', () => {
  const env = useShellAndBrowser();
  let sureStep = -1;

  it('reviews a solo game from the end screen: the sure-true dudo is a mistake or a blunder, the timeline leads to it, the Statistics show the accuracy', async () => {
    const page = await env.browser2d.newPage({ viewport: { width: 1920, height: 1080 } });
    page.on('pageerror', (e) => console.warn(`[page error] ${e.message}`));
    await openApp(page, env.shell.url, { language: 'es', jargon: 'es-CL', dice3d: false, guidedDone: true, tipsSeen: TIPS });
    // Ana (seat 0) against two bots, three dice each: she bids, except once, on a bid almost surely true from her view
    await startFromSetup(page, { dice3d: false, seats: ['human', 'bot', 'bot'], dicePerPlayer: 3 });
    for (let i = 0; i < 4000; i++) {
      const state = await tableState(page);
      if (state === 'end') break;
      if (state === 'can-dudo' && sureStep < 0 && chanceTrue(env.shell.host.currentState) >= ALMOST_SURE) {
        const step = env.shell.host.currentRecord!.actions.length;
        const before = await page.locator('main.table-screen').getAttribute('data-actions');
        await page.keyboard.press('d');
        await page.waitForFunction((b) => document.querySelector('main.table-screen')?.getAttribute('data-actions') !== b, before, { timeout: 5000 });
        sureStep = step;
        continue;
      }
      await playStep(page, 'bid');
    }
    expect(sureStep, "no bid was almost surely true on Ana's turn").toBeGreaterThanOrEqual(0);
    const end = page.locator('[data-testid="end-screen"]');
    await end.waitFor();

    // the review runs in the host's bot worker (a progress bar), then the Replay shows it
    await end.getByRole('button', { name: 'Revisar esta partida' }).click();
    await page.locator('[data-testid="review-panel"]').waitFor({ timeout: 60_000 });
    const index = await expectCostlyDudo(page, sureStep, /era cierto el \d+\s%/);

    // the timeline's mark of that decision leads to its step, and the panel shows it chosen
    await page.locator('[data-testid="review-timeline"] .review-mark').first().waitFor();
    const mark = page.locator(`[data-testid="review-timeline"] button[data-decision="${index}"]`);
    expect(await mark.getAttribute('aria-label')).toMatch(/Error/);
    await page.locator('main.replay-screen').getAttribute('data-step');
    await mark.click();
    await expect.poll(() => page.locator('main.replay-screen').getAttribute('data-step')).toBe(String(sureStep));
    await expect.poll(() => page.locator(`[data-testid="review-panel"] li[data-decision="${index}"]`).getAttribute('aria-current')).toBe('true');
    const accuracy = await page.locator('[data-testid="review-accuracy"] li[data-seat="0"]').getAttribute('data-accuracy');
    expect(Number(accuracy)).toBeGreaterThanOrEqual(0);
    expect(Number(accuracy)).toBeLessThan(100);
    await shot(page, 'review-es-1920.png', { width: 1920, height: 1080 });
    await shot(page, 'review-es-1024.png', { width: 1024, height: 640 });
    await expectInView(page, '[data-testid="review-timeline"]');

    // the Statistics: the game's accuracy, as a chart and as a table
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.locator('.replay-back').click();
    await page.getByRole('button', { name: 'Historial y estadísticas' }).click();
    await page.getByRole('button', { name: 'Estadísticas de Ana' }).click();
    const panel = page.locator('[data-testid="stats-accuracy"]');
    await panel.locator('[data-testid="chart-accuracy"]').waitFor();
    await panel.getByRole('button', { name: 'Tabla' }).click();
    const row = panel.locator('[data-testid="table-accuracy"] tbody tr');
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.locator('td[data-kind="overall"]').textContent()).toBe(String(Math.round(Number(accuracy))));
    await page.close();
  }, 300_000);

  it('opens the same review from the History in French at 1024×640, kept beside the record', async () => {
    expect(sureStep).toBeGreaterThanOrEqual(0);
    const page = await env.browser2d.newPage({ viewport: { width: 1024, height: 640 } });
    await openApp(page, env.shell.url, { language: 'fr', jargon: 'fr', dice3d: false, guidedDone: true, tipsSeen: TIPS });
    await page.getByRole('button', { name: /Historique/ }).click();
    const entry = page.locator('[data-history-game]').first();
    await entry.getByRole('button', { name: 'Analyser cette partie' }).click();
    await page.locator('[data-testid="review-panel"]').waitFor({ timeout: 30_000 });
    const index = await expectCostlyDudo(page, sureStep, /était vrai \d+\s%/);
    const mark = page.locator(`[data-testid="review-timeline"] button[data-decision="${index}"]`);
    expect(await mark.getAttribute('aria-label')).toMatch(/Erreur|Gaffe/);
    await mark.click();
    await expect.poll(() => page.locator('main.replay-screen').getAttribute('data-step')).toBe(String(sureStep));
    await expectInView(page, '[data-testid="review-timeline"]');
    await expectInView(page, page.locator('[data-testid="review-panel"] .review-head'), 'the review title');
    // the legend never rests half hidden under the title: scrolled 10 px into it, the body settles with it whole or gone
    const legend = (await page.evaluate(`(async () => {
      const body = document.querySelector('[data-testid="review-body"]');
      const help = body.querySelector('.review-help');
      body.scrollTop += help.getBoundingClientRect().top - body.getBoundingClientRect().top + 10;
      await new Promise((r) => setTimeout(r, 500));
      const h = help.getBoundingClientRect();
      return { top: h.top, bottom: h.bottom, bodyTop: body.getBoundingClientRect().top, headBottom: document.querySelector('[data-testid="review-panel"] .review-head').getBoundingClientRect().bottom };
    })()`)) as { top: number; bottom: number; bodyTop: number; headBottom: number };
    expect(legend.bodyTop).toBeGreaterThanOrEqual(legend.headBottom - 1);
    expect(legend.top >= legend.bodyTop - 1 || legend.bottom <= legend.bodyTop + 1, JSON.stringify(legend)).toBe(true);
    const accuracy = await page.locator('[data-testid="review-accuracy"] li[data-seat="0"]').getAttribute('data-accuracy');
    await shot(page, 'review-fr-1024.png', { width: 1024, height: 640 });
    await shot(page, 'review-fr-1920.png', { width: 1920, height: 1080 });
    // the Statistics' accuracy in French, shot for the docs
    await page.locator('.replay-back').click();
    await page.getByRole('button', { name: /Statistiques de Ana|Statistiques d’Ana/ }).click();
    await page.setViewportSize({ width: 1024, height: 640 });
    const panel = page.locator('[data-testid="stats-accuracy"]');
    await panel.locator('[data-testid="chart-accuracy"]').waitFor();
    await panel.scrollIntoViewIfNeeded();
    await expectInView(page, panel.locator('[data-testid="chart-accuracy"]'), 'the accuracy chart');
    await shot(page, 'review-stats-fr-1024.png', { width: 1024, height: 640 });
    // the game's accuracy in the table view, as the review gave it
    await panel.getByRole('button', { name: 'Tableau' }).click();
    const row = panel.locator('[data-testid="table-accuracy"] tbody tr');
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.locator('td[data-kind="overall"]').textContent()).toBe(String(Math.round(Number(accuracy))));
    await page.close();
  }, 120_000);
});
