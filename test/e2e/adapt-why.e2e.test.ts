// A person who bluffs against Maestro (issue 41 items 3 and 5): once reveals have shown the person bluffing more than a
// sound player, Maestro's "why?" in the reveal says so in the person's language, with the counts it saw (adapt.ts
// bluffRead, botWhy.notes.suspected), in the browser shell against the real host and its bot worker.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumMissing } from './harness';
import { useShellAndBrowser } from './setup';
import { consoleProblems, openApp, playStep, startFromSetup, tableState } from './helpers';

const missing = chromiumMissing();
if (missing) console.warn(`[e2e] skipped: ${missing}`);
const SHOTS = process.env['DUDO_SHOTS'] ?? '/tmp';

/** The note in each language, with its counts. */
const SUSPECTED: Record<'es' | 'fr', RegExp> = {
  es: /Has mentido en (\d+) de (\d+) apuestas que vi destapadas/,
  fr: /Tu as bluffé dans (\d+) de (\d+) enchères que j’ai vues révélées/,
};

describe.skipIf(missing !== null)('Maestro reads a bluffer (e2e)', () => {
  const env = useShellAndBrowser();

  /** On the person's turn: a bid of a face the person holds none of (nor aces), at its least count: a bluff; false where no face is free. */
  async function bluff(page: Page): Promise<boolean> {
    const own = await page.locator('[data-testid="own-dice"] .die').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-face'))));
    const faces = page.locator('.panel .faces .face-btn');
    for (const f of [6, 5, 4, 3, 2]) {
      if (own.includes(f)) continue;
      const button = faces.nth(f - 1);
      if (!(await button.isEnabled())) continue;
      await button.click();
      const before = await page.locator('main.table-screen').getAttribute('data-actions');
      await page.locator('.panel button.bid-btn').click();
      await page.waitForFunction((b) => document.querySelector('main.table-screen')?.getAttribute('data-actions') !== b, before, { timeout: 5000 }).catch(() => undefined);
      return true;
    }
    return false;
  }

  async function playBluffing(lang: 'es' | 'fr', viewport: { width: number; height: number }): Promise<{ bluffs: number; bids: number }> {
    const page = await env.browser2d.newPage({ viewport });
    page.on('dialog', (d) => void d.accept());
    await openApp(page, env.shell.url, { language: lang, jargon: lang === 'es' ? 'es-CL' : 'fr', dice3d: false, guidedDone: true, tipsSeen: ['guided', 'wild', 'calzo', 'obligar', 'palifico'] });
    await startFromSetup(page, { dice3d: false, seats: ['human', 'bot'], botLevel: 'maestro', targetWins: 5 });
    let found: { bluffs: number; bids: number } | null = null;
    let games = 0;
    for (let i = 0; i < 3000 && !found && games < 5; i++) {
      const state = await tableState(page);
      if (state === 'end') {
        // the match's next game: Maestro keeps what it read of the person
        games++;
        await page.locator('[data-testid="end-screen"] button.primary').click();
        await page.locator('main.table-screen').waitFor();
        continue;
      }
      if (process.env['E2E_DEBUG']) console.log(`game ${games} step ${i}: ${state}`);
      if (state.startsWith('reveal:')) {
        const reasons = page.locator('[data-dialog="reveal"] [data-testid="bot-reasons"]');
        if ((await reasons.count()) > 0) {
          await reasons.locator('summary').click();
          const text = (await reasons.textContent()) ?? '';
          if (process.env['E2E_DEBUG']) console.log(`why: ${text}`);
          const m = SUSPECTED[lang].exec(text);
          if (m) {
            found = { bluffs: Number(m[1]), bids: Number(m[2]) };
            await page.screenshot({ path: `${SHOTS}/adapt-why-${lang}-${viewport.width}x${viewport.height}.png` });
            break;
          }
        }
      }
      if ((state === 'can-bid' || state === 'can-dudo') && (await bluff(page))) continue;
      await playStep(page, 'bid');
    }
    expect(consoleProblems(page)).toEqual([]);
    await page.close();
    expect(found, `no "why?" read the person as a bluffer in ${games + 1} games`).not.toBeNull();
    return found!;
  }

  it('in Spanish at 1024×640: after reveals of the person bluffing, Maestro says it reads the bids as possible bluffs, with its counts', async () => {
    const r = await playBluffing('es', { width: 1024, height: 640 });
    expect(r.bids).toBeGreaterThan(0);
    expect(r.bluffs / r.bids).toBeGreaterThan(0.3);
  }, 240_000);

  it('in French at 1920×1080, the same note in French', async () => {
    const r = await playBluffing('fr', { width: 1920, height: 1080 });
    expect(r.bluffs).toBeGreaterThan(0);
  }, 240_000);
});
