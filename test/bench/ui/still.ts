// bench:ui, issue 29 (`--still`: only those): a still table at a person's turn, the frames drawn a second against the
// animation frames a second (scene/RenderWhenChanged.tsx draws only what changed), at low and medium quality.
import type { Browser } from 'playwright-core';
import { playStep } from '../../e2e/helpers';
import { openTable } from './page';

export interface StillRow {
  quality: 'low' | 'medium';
  /** Animation frames (rAF) a second, each window of 5 s. */
  animationFps: number[];
  /** 3D frames drawn a second (window.__dudoFrames), each window of 5 s. */
  drawnFps: number[];
}

/** Issue 29: a still table (1280×800, a person's turn against two bots): what is drawn while nothing moves. */
export async function measureStill(browser: Browser, url: string, quality: 'low' | 'medium', windows = 3): Promise<StillRow> {
  const page = await openTable(browser, url, ['human', 'bot', 'bot'], { quality });
  for (let i = 0; i < 600 && (await page.locator('button.bid-btn:not([disabled])').count()) === 0; i++) await playStep(page, 'bid');
  // the throw's dice come to rest and the camera settles
  await page.waitForTimeout(3000);
  const row: StillRow = { quality, animationFps: [], drawnFps: [] };
  for (let k = 0; k < windows; k++) {
    const raf = (await page.evaluate(
      'new Promise((res) => { let c = 0; const t0 = performance.now(); const f = () => { c++; if (performance.now() - t0 < 5000) requestAnimationFrame(f); else res(c / 5); }; requestAnimationFrame(f); })',
    )) as number;
    row.animationFps.push(raf);
    row.drawnFps.push(((await page.evaluate('(window.__dudoFrames || []).filter(([t]) => t >= performance.now() - 5000).length')) as number) / 5);
  }
  await page.close();
  return row;
}
