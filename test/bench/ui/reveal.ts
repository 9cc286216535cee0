// bench:ui: the reveal on the 3D table (issue 13: main-thread time per frame, the throws' settle after the slam) and the
// reveal read on the table (issue 27: its choreography's frames and length at animation speeds 1, 0.5 and 2).
import type { Browser } from 'playwright-core';
import { playStep, throwIfPrompted } from '../../e2e/helpers';
import { framesBetween, openTable, stats, workRow, type FrameWork, type Stats } from './page';

export interface Reveal3dRow extends FrameWork {
  /** Seconds from the slam to every die at rest, per throw seen (speed 1; issue 13: ≤ 2 s). */
  settleS: Stats;
}

/**
 * Issue 13: main-thread time per 3D frame during the reveal on the 3D table (a human and five bots,
 * medium quality, speed 1, eight seconds of frames from the moment the cups are lifted), and the
 * settle time after the slam of the throws played meanwhile.
 */
export async function measureReveal3d(browser: Browser, url: string): Promise<Reveal3dRow> {
  const page = await openTable(browser, url, ['human', 'bot', 'bot', 'bot', 'bot', 'bot']);
  let t0 = NaN;
  for (let i = 0; i < 3000 && Number.isNaN(t0); i++) {
    if ((await page.locator('[data-dialog="reveal"]').count()) > 0) {
      const lifted = await page.waitForFunction('window.__dudoScene && window.__dudoScene.lifted', undefined, { timeout: 4000 }).then(() => true).catch(() => false);
      if (lifted) t0 = (await page.evaluate('performance.now()')) as number;
      else await page.locator('[data-dialog="reveal"] button.primary').click().catch(() => undefined);
      continue;
    }
    if (!(await throwIfPrompted(page))) await playStep(page, 'dudo');
  }
  if (Number.isNaN(t0)) throw new Error('no reveal on the 3D table');
  // the frames while the cups are up (until the reveal ends or eight seconds pass: software WebGL
  // draws one or two frames a second on a shared machine)
  const t1 = (await page.evaluate(`(async () => {
    const t0 = performance.now();
    while (performance.now() - t0 < 8000 && window.__dudoScene && window.__dudoScene.lifted) await new Promise((r) => setTimeout(r, 50));
    return performance.now();
  })()`)) as number;
  const during = await framesBetween(page, t0, t1);
  const throwsSeen = (await page.evaluate(`window.__dudoThrows || []`)) as { settleMs?: number }[];
  await page.screenshot({ path: '/tmp/bench-ui-reveal3d.png' });
  await page.close();
  return {
    ...during,
    settleS: stats(throwsSeen.flatMap((x) => (typeof x.settleMs === 'number' && Number.isFinite(x.settleMs) ? [x.settleMs / 1000] : []))),
  };
}

/** The reveal3d rows of the table (issue 13). */
export function reveal3dRows(r: Reveal3dRow, f: (x: number) => string): Record<string, Record<string, string>> {
  return {
    'main thread per 3D frame during the 3D reveal, medium quality (ms)': workRow(r.work, f, '≤ 4'),
    'throw settle after the slam, speed 1 (s)': workRow(r.settleS, f, '≤ 2'),
  };
}

export interface TourRow extends FrameWork {
  speed: number;
  /** The choreography's length in the page (ms, from the cups coming up to the verdict), planned and played. */
  plannedMs: number;
  playedMs: number;
  hands: number;
}

/**
 * Issue 27: the reveal read on the table at one animation speed (a human and five bots, medium
 * quality, 1280×800): the main-thread time per 3D frame while it plays, and how long it takes.
 */
export async function measureRevealTour(browser: Browser, url: string, speed: number): Promise<TourRow> {
  const page = await openTable(browser, url, ['human', 'bot', 'bot', 'bot', 'bot', 'bot'], { animationSpeed: speed });
  let tour: { round: number; start: number; plannedMs: number; end?: number } | null = null;
  for (let i = 0; i < 3000 && !tour; i++) {
    if ((await page.locator('[data-dialog="reveal"]').count()) > 0) {
      // the first reveal of the page compiles the marks' shaders: measure the second one
      const round = Number(await page.locator('[data-testid="reveal"]').getAttribute('data-round').catch(() => NaN));
      const t = (await page
        .waitForFunction((r) => {
          const all = (globalThis as { __dudoRevealTours?: { round: number; end?: number }[] }).__dudoRevealTours ?? [];
          const i = all.findIndex((x) => x.round === r && x.end !== undefined);
          return i < 0 ? null : { ...all[i]!, index: i };
        }, round, { timeout: 30_000 })
        .then((h) => h.jsonValue())
        .catch(() => null)) as { round: number; start: number; plannedMs: number; end?: number; index: number } | null;
      if (t && t.index >= 1) tour = t;
      else await page.locator('[data-dialog="reveal"] button.primary').click().catch(() => undefined);
      continue;
    }
    if (!(await throwIfPrompted(page))) await playStep(page, 'dudo');
  }
  if (!tour) throw new Error('no reveal read on the 3D table');
  const during = await framesBetween(page, tour.start, tour.end!);
  const hands = (await page.evaluate('(window.__dudoScene && window.__dudoScene.seats.length) || 0')) as number;
  await page.close();
  return { speed, ...during, plannedMs: tour.plannedMs, playedMs: tour.end! - tour.start, hands };
}
