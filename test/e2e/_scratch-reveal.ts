import { chromium } from 'playwright-core';
import { buildRenderer, startShell, CHROMIUM, CHROMIUM_ARGS } from './harness';
import { openApp, startFromSetup } from './helpers';
import { playToReveal, TIPS } from './rounds-play';
await buildRenderer();
const shell = await startShell({ botThinkMs: 20 });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
for (const [w, h] of [[1280, 800], [1024, 640]] as const) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  await openApp(page, shell.url, { language: 'es', jargon: 'es-CL', dice3d: true, quality: 'low', guidedDone: true, tipsSeen: TIPS });
  await startFromSetup(page, { dice3d: true, seats: ['human', 'bot', 'bot'], dicePerPlayer: 5 });
  await playToReveal(page);
  await page.waitForTimeout(600);
  await page.screenshot({ path: `/tmp/shots/reveal-tour-${w}.png` });
  await page.keyboard.press('Enter');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shots/reveal-docked-${w}.png` });
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shots/reveal-docked2-${w}.png` });
  await page.close();
}
await browser.close();
await shell.close();
