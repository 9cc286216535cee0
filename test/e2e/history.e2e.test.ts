// End-to-end (issue 26.4): finished solo games appear in the History with their players, bot levels
// and winner, newest first; the person's statistics count them; "watch again" opens each in the replay viewer at
// its last step, its winner named; screenshots in Spanish and French at 1024×640 and 1920×1080, main actions in view.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumMissing } from './harness';
import { useShellAndBrowser } from './setup';
import { consoleProblems, expectInView, openApp, playToEnd, startFromSetup } from './helpers';

const missing = chromiumMissing();
if (missing) console.warn(`[e2e] skipped: ${missing}`);
const SHOTS = process.env['DUDO_SHOTS'] ?? '/tmp';
const TIPS = ['guided', 'wild', 'calzo', 'obligar', 'palifico', 'blind', 'paso', 'picado', 'reprieve'];

describe.skipIf(missing !== null)('history in Chromium (e2e)', () => {
  const env = useShellAndBrowser();

  async function newPage(language: 'es' | 'fr', jargon: string): Promise<Page> {
    const page = await env.browser2d.newPage({ viewport: { width: 1024, height: 640 } });
    page.on('dialog', (d) => void d.accept());
    page.on('pageerror', (e) => console.warn(`[page error] ${e.message}`));
    await openApp(page, env.shell.url, { language, jargon, dice3d: false, guidedDone: true, tipsSeen: TIPS });
    return page;
  }

  it('a finished solo game is listed in the History (players, levels, winner), counted in the person’s statistics, and watched again in the replay', async () => {
    const page = await newPage('es', 'es-CL');
    // the History before any game: says so, and Back is in view
    await page.getByRole('button', { name: 'Historial y estadísticas' }).click();
    await page.locator('[data-testid="history-screen"]').waitFor();
    await page.locator('.history-games', { hasText: 'Aún no hay partidas terminadas' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/e2e-history-empty-es-1024.png` });
    await page.getByRole('button', { name: 'Volver' }).click();

    await startFromSetup(page, { dice3d: false, dicePerPlayer: 2 });
    await playToEnd([page], 'dudo');
    await page.locator('[data-testid="end-screen"]').waitFor();
    const winner = ((await page.locator('[data-dialog="end"] h2').first().textContent()) ?? '').trim();
    await page.getByRole('button', { name: 'Menú principal' }).click();
    await page.locator('.menu').waitFor();
    await page.getByRole('button', { name: 'Historial y estadísticas' }).click();
    await page.locator('[data-testid="history-screen"]').waitFor();

    const game = page.locator('[data-history-game]');
    await game.first().waitFor();
    expect(await game.count()).toBe(1);
    const line = (await game.first().textContent()) ?? '';
    expect(line).toMatch(/Dudo chileno/);
    expect(line).toMatch(/rondas?/);
    // the default setup: Ana (a person) against three bots of level Intermedio
    for (const name of ['Ana', 'Beto', 'Caro', 'Diego']) expect(line).toContain(name);
    expect(await game.first().locator('.hg-players small.hg-level').count()).toBe(3);
    expect(await game.first().locator('.hg-players small.hg-person').count()).toBe(1);
    expect(await game.first().locator('.hg-players li.winner').count()).toBe(1);
    const winnerName = ((await game.first().locator('.hg-players li.winner').textContent()) ?? '').replace('★', '').split('·')[0]!.trim();
    expect(winner).toContain(winnerName);
    // Ana's statistics: one game; the bots are not people
    const rows = page.locator('.history-stats tbody tr');
    expect(await rows.count()).toBe(1);
    await expect(rows.first().locator('th').textContent()).resolves.toContain('Ana');
    await expect(rows.first().locator('td').first().textContent()).resolves.toBe('1');

    // a second game: the setup offers Ana's profile; then the person is renamed "Beto", like the bot
    // of seat 2: a new person, never merged with the bot
    await page.getByRole('button', { name: 'Volver' }).click();
    await page.locator('.menu button.primary').click();
    await page.locator('.setup').waitFor();
    const picker = page.locator('[data-seat-row="0"] .profile-picker');
    await picker.waitFor();
    await picker.selectOption({ label: 'Perfil: Ana' });
    await expect(page.locator('[data-seat-row="0"] input').inputValue()).resolves.toBe('Ana');
    await page.screenshot({ path: `${SHOTS}/e2e-history-setup-profile-es-1024.png` });
    await page.locator('[data-seat-row="0"] input').fill('Beto');
    await expect(picker.inputValue()).resolves.toBe('');
    await page.locator('.options legend button').click();
    await page.locator('#opt-dicePerPlayer').selectOption('2');
    await page.locator('.match input[type="checkbox"]').uncheck();
    await page.locator('.setup button[type="submit"]').click();
    await page.locator('main.table-screen').waitFor();
    await playToEnd([page], 'dudo');
    await page.locator('[data-testid="end-screen"]').waitFor();
    await page.getByRole('button', { name: 'Menú principal' }).click();
    await page.getByRole('button', { name: 'Historial y estadísticas' }).click();
    await page.locator('[data-history-game]').nth(1).waitFor();
    expect(await page.locator('[data-history-game]').count()).toBe(2);
    // newest first: the game of the person Beto against the bot Beto
    await expect(page.locator('[data-history-game]').first().locator('.hg-players li').first().textContent()).resolves.toMatch(/^(★ )?Beto · Persona$/);
    const people = page.locator('.history-stats tbody tr');
    expect(await people.count()).toBe(2);
    for (const name of ['Ana', 'Beto']) {
      await expect(page.locator(`.history-stats tbody tr[data-profile="${name}"] td`).first().textContent()).resolves.toBe('1');
    }
    // one person's results per rule set and against each bot level
    await page.locator('.history-games-head select').selectOption({ label: 'Ana' });
    await page.locator('[data-testid="history-breakdown"]').waitFor();
    await expect(page.locator('[data-testid="history-breakdown"]').textContent()).resolves.toMatch(/Dudo chileno.*de 1.*Medio.*de 1/);
    expect(await page.locator('[data-history-game]').count()).toBe(1);

    await expectInView(page, page.getByRole('button', { name: 'Volver' }));
    await expectInView(page, page.getByRole('button', { name: 'Ver de nuevo' }).first());
    await page.screenshot({ path: `${SHOTS}/e2e-history-es-1024.png` });
    await page.setViewportSize({ width: 1920, height: 1080 });
    await expectInView(page, page.getByRole('button', { name: 'Ver de nuevo' }).first());
    await page.screenshot({ path: `${SHOTS}/e2e-history-es-1920.png` });
    expect(consoleProblems(page)).toEqual([]);
    await page.close();

    // a third game, in French; then the same History in French: three games, newest first, and "watch again"
    // opens each of them in the replay (no file needed) at its last step, its winner named
    const fr = await newPage('fr', 'fr');
    await startFromSetup(fr, { dice3d: false, dicePerPlayer: 2 });
    await playToEnd([fr], 'dudo');
    await fr.locator('[data-testid="end-screen"]').waitFor();
    await fr.getByRole('button', { name: 'Menu principal' }).click();
    await fr.locator('.menu').waitFor();
    await fr.getByRole('button', { name: 'Historique et statistiques' }).click();
    await fr.locator('[data-history-game]').first().waitFor();
    await expect(fr.locator('.history-games h2').textContent()).resolves.toMatch(/3 parties/);
    const dates = await fr.locator('[data-history-game] time').evaluateAll((ts) => ts.map((t) => t.getAttribute('datetime') ?? ''));
    expect(dates.length === 0 || dates.every((d, i) => i === 0 || dates[i - 1]! >= d)).toBe(true);
    for (let g = 0; g < 3; g++) {
      await fr.getByRole('button', { name: 'Revoir' }).nth(g).click();
      await fr.locator('.replay-view').waitFor();
      await fr.waitForFunction(() => /Étape (\d+) sur \1$/.test(document.querySelector('.replay-view output')?.textContent ?? ''), undefined, { timeout: 10_000 });
      await expect(fr.locator('[data-testid="replay-winner"]').textContent()).resolves.toMatch(/gagne la partie$/);
      // issue 42.8: the replay's Back returns to the History it was opened from
      await fr.locator('.replay-screen .header-buttons button').click();
      await fr.locator('[data-testid="history-screen"]').waitFor();
      await fr.locator('[data-history-game]').nth(2).waitFor();
    }
    await expectInView(fr, fr.getByRole('button', { name: 'Revoir' }).first());
    await fr.screenshot({ path: `${SHOTS}/e2e-history-fr-1024.png` });
    await fr.setViewportSize({ width: 1920, height: 1080 });
    await fr.screenshot({ path: `${SHOTS}/e2e-history-fr-1920.png` });
    // a damaged record on disk: "watch again" says it is unreadable, marks the game, deletes nothing
    const older = (await fr.locator('[data-history-game]').nth(2).getAttribute('data-history-game'))!;
    const file = join(env.shell.userDataDir, 'games', `${older}.json`);
    writeFileSync(file, '{"format":"dudo-record/1","rules":"nope"}');
    await fr.getByRole('button', { name: 'Revoir' }).nth(2).click();
    await fr.locator('.history-problem', { hasText: 'illisible' }).waitFor();
    await fr.locator('[data-history-game]').nth(2).locator('.hg-broken').waitFor();
    expect(await fr.getByRole('button', { name: 'Revoir' }).nth(2).isDisabled()).toBe(true);
    expect(existsSync(file)).toBe(true);
    await fr.screenshot({ path: `${SHOTS}/e2e-history-broken-fr-1920.png` });
    await fr.getByRole('button', { name: 'Revoir' }).first().click();
    await fr.locator('.replay-view').waitFor();
    // a game from the History opens at its end (its last step: the winner)
    await fr.waitForFunction(() => /Étape (\d+) sur \1$/.test(document.querySelector('.replay-view output')?.textContent ?? ''), undefined, { timeout: 10_000 });
    await fr.screenshot({ path: `${SHOTS}/e2e-history-replay-fr-1920.png` });
    expect(consoleProblems(fr)).toEqual([]);
    await fr.close();
  }, 400_000);
});
