// bench:ui: the main-thread time per 3D frame while a six-cup throw of 30 dice plays back (the physics runs in its Web
// Worker), and while the player peeks at their dice; the throws' playback time.
import type { Browser } from 'playwright-core';
import { framesBetween, openTable, stats, type FrameWork, type Stats } from './page';

export interface ThrowRow extends FrameWork {
  dice: number;
  playbackMs: number;
  drawCalls: Stats;
}

export async function measureThrow(browser: Browser, url: string, quality: 'low' | 'medium'): Promise<ThrowRow> {
  // a slow playback (0.25×) keeps the 30 dice in motion for more frames on a software-WebGL machine; the tips as a fresh profile has them
  const page = await openTable(browser, url, ['bot', 'bot', 'bot', 'bot', 'bot', 'bot'], { quality, animationSpeed: 0.25, tipsSeen: undefined });
  // wait for a 30-dice throw (six cups of five) to be played back, then read its frames
  const throwInfo = (await page.evaluate(`(async () => {
    for (let i = 0; i < 1500; i++) {
      const t = (window.__dudoThrows || []).find((x) => x.dice === 30);
      if (t && performance.now() > t.end + 200) return t;
      await new Promise((r) => setTimeout(r, 50));
    }
    return null;
  })()`)) as { dice: number; start: number; end: number } | null;
  if (!throwInfo) throw new Error('no 30-dice throw was played back');
  const during = await framesBetween(page, throwInfo.start, throwInfo.end);
  await page.screenshot({ path: `/tmp/bench-ui-30dice-${quality}.png` });
  await page.close();
  return { dice: throwInfo.dice, playbackMs: throwInfo.end - throwInfo.start, ...during };
}

export interface PeekRow extends FrameWork {
  /** Playback time of the throws seen (speed 1): from the cup's turn to the dice at rest. */
  throwMs: Stats;
}

/** Main-thread time per 3D frame while the player peeks (V: the cup lifts, the camera comes down). */
export async function measurePeek(browser: Browser, url: string): Promise<PeekRow> {
  const page = await openTable(browser, url, ['human', 'bot', 'bot', 'bot', 'bot', 'bot']);
  const shake = page.getByRole('button', { name: /Shake the cup/ });
  for (let i = 0; i < 1200; i++) {
    if ((await page.locator('button.peek').count()) > 0 && (await page.locator('button.bid-btn:not([disabled])').count()) > 0) break;
    if ((await shake.count()) > 0) {
      await page.keyboard.down(' ');
      await page.waitForTimeout(200);
      await page.keyboard.up(' ');
    } else if ((await page.locator('[data-dialog="direction"] button').count()) > 0) await page.locator('[data-dialog="direction"] button').first().click();
    await page.waitForTimeout(50);
  }
  await page.waitForTimeout(3000);
  const t0 = (await page.evaluate('performance.now()')) as number;
  await page.keyboard.press('v');
  await page.waitForTimeout(4000);
  const t1 = (await page.evaluate('performance.now()')) as number;
  const during = await framesBetween(page, t0, t1);
  const throwsSeen = (await page.evaluate(`window.__dudoThrows || []`)) as { start: number; end: number }[];
  await page.screenshot({ path: '/tmp/bench-ui-peek.png' });
  await page.close();
  return { ...during, throwMs: stats(throwsSeen.map((x) => x.end - x.start)) };
}
