// Issue 27 "played whole" (`npm run play:whole`, OUT=folder, default /tmp/playthrough): a whole solo game in Spanish at
// 1280×800 and a whole couch game in French at 1920×1080, 3D on at medium quality and normal speed, each reveal watched on
// the table (screenshots mid-tour and after it) and the faces the scene shows compared with the engine's hands.
import { chromium, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { CHROMIUM, CHROMIUM_ARGS, startShell } from './harness';
import { openApp, startFromSetup, tableState } from './helpers';
import { actAtTable, compareScene, readRevealAndContinue, TIPS } from './rounds-play';

const OUT = process.env.OUT ?? '/tmp/playthrough';
mkdirSync(OUT, { recursive: true });
const shell = await startShell({ botThinkMs: 400 });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });

let mismatches = 0;

async function play(name: string, page: Page, language: string): Promise<void> {
  let lastReveal = -1;
  let step = 0;
  const seen: string[] = [];
  for (let i = 0; i < 6000; i++) {
    const state = await tableState(page);
    if (state === 'end') break;
    if (state.startsWith('reveal:')) {
      lastReveal = await readRevealAndContinue(page, state, lastReveal, async (round) => {
        await page.waitForTimeout(1800);
        await page.screenshot({ path: `${OUT}/${name}-r${round}-a-tour.png` });
        await page.waitForTimeout(5200);
        await page.screenshot({ path: `${OUT}/${name}-r${round}-b-after.png` });
        const mism = await compareScene(page, shell.host, round);
        mismatches += mism.length;
        for (const m of mism) console.error(m);
        const tally = await page.locator('[data-testid="reveal-tally"], .reveal-tally').first().textContent({ timeout: 500 }).catch(() => '');
        const verdict = await page.locator('[data-dialog="reveal"] h2, [data-dialog="reveal"] .verdict').first().textContent({ timeout: 500 }).catch(() => '');
        seen.push(`round ${round}: tally "${(tally ?? '').trim()}" verdict "${(verdict ?? '').trim().slice(0, 90)}" mismatches ${mism.length}`);
      });
      continue;
    }
    if (state === 'shake') {
      // a longer hold than the tests' (the cup carried and heard), a screenshot of every third prompt
      if (step++ % 3 === 0) await page.screenshot({ path: `${OUT}/${name}-shake-${step}.png` });
      await page.keyboard.down(' ');
      await page.waitForTimeout(700);
      await page.keyboard.up(' ');
      await page.locator('.shake-prompt').waitFor({ state: 'detached', timeout: 8000 }).catch(() => undefined);
      continue;
    }
    // dudo a little under half the times it may be called, else bid: the game goes on past a few rounds
    await actAtTable(page, state === 'can-dudo' && Math.random() >= 0.45 ? 'can-bid' : state);
  }
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${OUT}/${name}-end.png` });
  console.log(`${name} (${language}): ${seen.length} reveals\n  ${seen.join('\n  ')}`);
}

const solo = await browser.newPage({ viewport: { width: 1280, height: 800 } });
solo.on('dialog', (d) => void d.accept());
await openApp(solo, shell.url, { language: 'es', jargon: 'es-CL', dice3d: true, quality: 'medium', animationSpeed: 1, guidedDone: true, tipsSeen: TIPS });
await startFromSetup(solo, { dice3d: true, seats: ['human', 'bot', 'bot', 'bot'], dicePerPlayer: 3 });
await play('solo-es-1280', solo, 'es');
await solo.close();

const couch = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
couch.on('dialog', (d) => void d.accept());
await openApp(couch, shell.url, { language: 'fr', jargon: 'fr', dice3d: true, quality: 'medium', animationSpeed: 1, guidedDone: true, tipsSeen: TIPS });
await startFromSetup(couch, { dice3d: true, seats: ['human', 'human', 'bot'], dicePerPlayer: 3 });
await play('couch-fr-1920', couch, 'fr');
await couch.close();
await browser.close();
await shell.close();
console.log(`scene/engine mismatches: ${mismatches}; screenshots in ${OUT}`);
if (mismatches > 0) process.exit(1);
