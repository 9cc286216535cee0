import { chromium } from 'playwright-core';
import { buildRenderer, startShell, CHROMIUM, CHROMIUM_ARGS } from './harness';
import { openApp, startFromSetup, tableState, consoleProblems } from './helpers';
import { actAtTable, TIPS } from './rounds-play';
const lang = process.argv[2] as 'es' | 'fr';
const [w, h] = lang === 'es' ? [1024, 640] : [1920, 1080];
const dir = `/tmp/shots/play-${lang}`;
await buildRenderer();
const shell = await startShell({ botThinkMs: 300 });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: w, height: h } });
await openApp(page, shell.url, { language: lang, jargon: lang === 'es' ? 'es-CL' : 'fr', dice3d: true, quality: 'low', guidedDone: true, tipsSeen: TIPS });
await startFromSetup(page, { dice3d: true, seats: ['human', 'bot', 'bot'], dicePerPlayer: 3 });
let reveals = 0, turns = 0, shots = 0;
for (let i = 0; i < 3000; i++) {
  const s = await tableState(page);
  if (s === 'end') break;
  if (s.startsWith('reveal:')) {
    reveals++;
    if (reveals <= 2) { await page.waitForTimeout(2500); await page.screenshot({ path: `${dir}-reveal${reveals}-tour.png` }); await page.keyboard.press('Enter'); await page.waitForTimeout(800); await page.screenshot({ path: `${dir}-reveal${reveals}-still.png` }); }
    await page.locator('[data-dialog="reveal"] button.primary').click({ timeout: 3000 }).catch(() => undefined);
    continue;
  }
  if ((s === 'can-bid' || s === 'can-dudo') && turns++ < 2) { await page.waitForTimeout(500); await page.screenshot({ path: `${dir}-turn${turns}.png` }); shots++; }
  if (s === 'shake' && shots < 3) { await page.screenshot({ path: `${dir}-shake.png` }); shots = 3; }
  await actAtTable(page, turns % 3 === 0 && s === 'can-dudo' ? 'can-bid' : s);
}
await page.locator('[data-testid="end-screen"]').waitFor({ timeout: 60_000 });
await page.waitForTimeout(1000);
await page.screenshot({ path: `${dir}-end.png` });
await page.locator('[data-dialog="end"] button').filter({ hasText: lang === 'es' ? 'Menú principal' : 'Menu principal' }).click();
await page.locator('.menu').waitFor();
await page.locator('.menu-buttons button').filter({ hasText: lang === 'es' ? 'Historial' : 'Historique' }).click();
await page.locator('[data-history-game]').first().waitFor();
await page.screenshot({ path: `${dir}-history.png` });
await page.locator('[data-history-game] button').filter({ hasText: lang === 'es' ? 'Ver de nuevo' : 'Revoir' }).first().click();
await page.locator('.replay-view').waitFor();
await page.waitForTimeout(2500);
await page.screenshot({ path: `${dir}-replay-end.png` });
await page.keyboard.press('Home');
await page.waitForTimeout(500);
await page.locator('.replay-play').click();
await page.waitForTimeout(6000);
await page.screenshot({ path: `${dir}-replay-playing.png` });
console.log(lang, 'reveals', reveals, 'console', JSON.stringify(consoleProblems(page)));
await browser.close();
await shell.close();
