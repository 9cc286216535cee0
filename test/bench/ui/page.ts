// bench:ui's shared pieces: the command line's output flags, the statistics of a set of times, the 3D frames the page
// recorded (renderer/src/scene/frameProbe.ts), and a table opened on a fresh page.
import type { Browser, Page } from 'playwright-core';
import { openApp, startFromSetup } from '../../e2e/helpers';

export const json = process.argv.includes('--json');
export const trace = process.argv.includes('--trace');

export type Stats = { n: number; mean: number; p50: number; p95: number; max: number };

export function stats(xs: number[]): Stats {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number): number => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
  return { n: s.length, mean: s.reduce((a, b) => a + b, 0) / (s.length || 1), p50: at(0.5), p95: at(0.95), max: s.at(-1) ?? NaN };
}

/** A figure for the table: one decimal, or '—' where there is none. */
export const fixed = (x: number): string => (Number.isFinite(x) ? x.toFixed(1) : '—');

/** A row of the table for main-thread ms per 3D frame (or any time with a p95): mean, p50, p95 / max and the target. */
export function workRow(s: Stats, f: (x: number) => string, target: string): Record<string, string> {
  return { mean: f(s.mean), p50: f(s.p50), 'p95/max': `${f(s.p95)} / ${f(s.max)}`, target };
}

/** Main-thread ms per 3D frame over a stretch of play, and frames a second. */
export interface FrameWork {
  work: Stats;
  fps: number;
}

/**
 * The 3D frames drawn between t0 and t1: main-thread ms each, frames a second, draw calls each (the shadow pass's and
 * the screen's), and the share of them that drew the shadow map (issue 42 item 15).
 */
export async function framesBetween(page: Page, t0: number, t1: number): Promise<FrameWork & { drawCalls: Stats; shadowMapShare: number }> {
  const frames = ((await page.evaluate(`window.__dudoFrames || []`)) as [number, number, number, number?][]).filter(([t]) => t >= t0 && t <= t1);
  const intervals = frames.slice(1).map(([t], i) => t - frames[i]![0]);
  return {
    work: stats(frames.map(([, ms]) => ms)),
    fps: intervals.length ? 1000 / stats(intervals).mean : NaN,
    drawCalls: stats(frames.map(([, , calls]) => calls)),
    // (NaN from a build before issue 42 item 15, whose frames do not say)
    shadowMapShare: frames.length && frames.every((f) => f[3] !== undefined) ? frames.filter((f) => f[3] === 1).length / frames.length : NaN,
  };
}

/** Every tip seen: none comes up over the table while it is measured. */
export const ALL_TIPS_SEEN = ['guided', 'wild', 'calzo', 'obligar', 'palifico', 'blind', 'paso', 'picado', 'reprieve'];

/**
 * A fresh 1280×800 page at the table of these seats, 3D on, in English, the guided game and every tip seen; medium
 * quality at speed 1 unless `settings` say otherwise.
 */
export async function openTable(browser: Browser, url: string, seats: ('human' | 'bot')[], settings: Record<string, unknown> = {}, before?: (page: Page) => Promise<unknown>): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await before?.(page);
  await openApp(page, url, { language: 'en', jargon: 'en', dice3d: true, guidedDone: true, quality: 'medium', animationSpeed: 1, tipsSeen: ALL_TIPS_SEEN, ...settings });
  await startFromSetup(page, { dice3d: true, seats });
  return page;
}
