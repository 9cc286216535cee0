// The "Learn to play" e2e files' shared play (issue 26.2): a page at its first start, the coach's steps waited for,
// and the whole lesson by keyboard (offered, left by Escape, replayed, completed). tutorial.e2e.test.ts (3D off) and
// tutorial3d.e2e.test.ts (3D on) run apart, so two workers run them side by side.
//
// The steps the bots play through (`watch`) stay on screen for their reading time, 3 s and more (renderer/src/tutorial
// /pace.ts, timed in test/renderer/tutorial-pace.test.ts): some 35 s a lesson. A page with 3D off runs on Playwright's
// clock, moved past each such step; a page with 3D on keeps the wall clock (the fake requestAnimationFrame outran
// SwiftShader's frames there: page.screenshot of the 3D table timed out at 30 s).
import { mkdirSync } from 'node:fs';
import { afterEach, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { PACE } from '../../renderer/src/tutorial/pace';
import { useShellAndBrowser, type ShellAndBrowsers } from './setup';
import { QUICK_ANIMATIONS, consoleProblems, expectInView, openApp } from './helpers';

export const SHOTS = `${process.env['DUDO_SHOTS'] ?? '/tmp'}/tutorial`;
mkdirSync(SHOTS, { recursive: true });

export type Lang = 'es' | 'fr' | 'en';

/** The pages on Playwright's clock (3D off): the test moves it past the steps the bots play through. */
const clocked = new WeakSet<Page>();

/** A describe block's shell and Chromium, and `newPage` for its tests: their pages are closed after each test. */
export function useTutorialPages(): { env: ShellAndBrowsers; newPage: (size: { width: number; height: number }, language: Lang, dice3d: boolean, hasTouch?: boolean) => Promise<Page> } {
  const env = useShellAndBrowser({ botThinkMs: 20 });
  const pages: Page[] = [];
  afterEach(async () => {
    for (const p of pages.splice(0)) if (!p.isClosed()) await p.close();
  });
  const newPage = async (size: { width: number; height: number }, language: Lang, dice3d: boolean, hasTouch = false): Promise<Page> => {
    const page = await newTutorialPage(env, size, language, dice3d, hasTouch);
    pages.push(page);
    return page;
  };
  return { env, newPage };
}

/**
 * The host, shared by a file's tests, made ready for the next: the menu's offer of the tutorial made or not yet (a first
 * start), and a game left by a test that failed half-way dropped (its page is closed: this client takes its table).
 */
export async function resetHost(env: ShellAndBrowsers, tutorialOffered: boolean): Promise<void> {
  const host = env.shell.host.connect(() => undefined);
  await host.handle('settings:set', { patch: { tutorialOffered } });
  if (env.shell.host.currentState) {
    await host.handle('game:resume', {});
    await host.handle('game:abandon', {});
  }
  host.disconnect();
}

/** A page at a first start (the menu's offer not made yet), in `language`, 3D dice on or off. */
async function newTutorialPage(env: ShellAndBrowsers, size: { width: number; height: number }, language: Lang, dice3d: boolean, hasTouch: boolean): Promise<Page> {
  await resetHost(env, false);
  const page = await env.browserFor(dice3d).newPage({ viewport: size, hasTouch });
  if (!dice3d) {
    await page.clock.install();
    clocked.add(page);
  }
  const jargon = language === 'es' ? 'es-CL' : language;
  await openApp(page, env.shell.url, { language, jargon, dice3d, quality: 'low', ...(dice3d ? { animationSpeed: QUICK_ANIMATIONS } : {}), guidedDone: false, tipsSeen: [] });
  return page;
}

/**
 * Waits for the coach's step; with 3D dice a cup to shake is shaken by Space (hold, release). On a clocked page, a
 * step the bots play through (`watch`) met on the way has its reading time skipped: the clock is moved past it, once.
 */
export async function step(page: Page, id: string): Promise<void> {
  const target = page.locator(`.coach[data-step="${id}"]`);
  const watching = page.locator('.coach[data-wait="watch"]');
  const end = Date.now() + 60_000;
  let skipped: string | null = null;
  while ((await target.count()) === 0) {
    if (Date.now() > end) {
      await page.screenshot({ path: `${SHOTS}/stuck-before-${id}.png` });
      throw new Error(`the coach never reached step ${id}`);
    }
    if (clocked.has(page) && (await watching.count()) > 0) {
      const held = await watching.first().getAttribute('data-step', { timeout: 1000 }).catch(() => null);
      if (held !== null && held !== skipped) {
        await page.clock.fastForward(PACE.maxMs);
        skipped = held;
      }
    }
    if ((await page.locator('.shake-prompt').count()) > 0) {
      await page.keyboard.down(' ');
      await page.waitForTimeout(250);
      await page.keyboard.up(' ');
    }
    await page.waitForTimeout(100);
  }
}

/** Continue (Enter) until the reveal is gone: with 3D dice the first Enter skips the reveal's tour (issue 27). */
async function continueReveal(page: Page, id: string): Promise<void> {
  for (let i = 0; i < 5 && (await page.locator(`.coach[data-step="${id}"]`).count()) > 0; i++) {
    await page.keyboard.press('Enter');
    await page.waitForTimeout(300);
  }
}

/**
 * The table's header on one line (it wrapped at 1024×640 in the special round: six badges, and
 * "Leave the tutorial" broke in two): its badges and buttons span no more height than the tallest
 * of them, each button one line high.
 */
export async function expectHeaderOneLine(page: Page): Promise<void> {
  const r = await page.evaluate(() => {
    const items = [...document.querySelectorAll('.table-header .badges > li, .table-header .header-buttons button')].map((e) => e.getBoundingClientRect());
    const lineOf = (e: Element): number => parseFloat(getComputedStyle(e).lineHeight) || parseFloat(getComputedStyle(e).fontSize) * 1.5;
    const buttons = [...document.querySelectorAll('.table-header .header-buttons button')].map((b) => ({ text: b.textContent, lines: (b as HTMLElement).clientHeight / lineOf(b) }));
    return { items: items.length, spread: Math.max(...items.map((b) => b.bottom)) - Math.min(...items.map((b) => b.top)), tallest: Math.max(...items.map((b) => b.height)), buttons };
  });
  expect(r.items).toBeGreaterThan(3);
  expect(r.spread, 'the header on two rows').toBeLessThanOrEqual(r.tallest + 1);
  for (const b of r.buttons) expect(b.lines, `"${b.text}" on more than one line`).toBeLessThan(2);
}

const actions = async (page: Page): Promise<string | null> => page.locator('main.table-screen').getAttribute('data-actions');
const focused = async (page: Page): Promise<string> => page.evaluate(() => document.activeElement?.className ?? '');

/** Plays the whole lesson by keyboard from the table's first step to the menu. */
async function playLesson(env: ShellAndBrowsers, page: Page, lang: Lang, shot: string | null, dice3d: boolean): Promise<void> {
  await step(page, 'dice');
  await expectInView(page, page.locator('.coach').first(), '.coach');
  await expectInView(page, page.locator('.tutorial-leave').first(), '.tutorial-leave');
  if (dice3d) await page.screenshot({ path: `${SHOTS}/tutorial-${lang}-dice-3d.png` });
  if (dice3d) {
    // R-DICE: the peek, by key
    await page.locator('.peek').waitFor();
    await page.keyboard.press('v');
    await expect.poll(() => page.locator('.peek').getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('v');
  }
  expect(await focused(page)).toContain('coach-next');
  await page.keyboard.press('Enter');

  // R-BID, R-WILD: the opening. A wrong move first (the least bid, by Enter on the bid button): explained, not sent
  await step(page, 'firstBid');
  await expect.poll(() => focused(page)).toContain('bid-btn');
  const before = await actions(page);
  await page.keyboard.press('Enter');
  await page.locator('.coach-wrong').waitFor();
  expect(await actions(page)).toBe(before);
  for (const sel of ['.coach', '.bid-btn', '.call-dudo', '.call-calzo', '.tutorial-leave']) await expectInView(page, page.locator(sel).first(), sel);
  if (shot === 'wrong') await page.screenshot({ path: `${SHOTS}/tutorial-${lang}-wrong.png` });
  await page.keyboard.press('3');
  for (let i = 0; i < 6; i++) await page.keyboard.press('-');
  await page.keyboard.press('+');
  await page.keyboard.press('Enter');

  // R-RAISE: three threes (the least count after two sixes is three)
  await step(page, 'raise');
  await expect.poll(() => focused(page)).toContain('bid-btn');
  await page.keyboard.press('3');
  for (let i = 0; i < 6; i++) await page.keyboard.press('-');
  await page.keyboard.press('Enter');

  // R-DUDO: four threes doubted
  await step(page, 'dudo');
  await expectInView(page, page.locator('.call-dudo.coach-target').first(), '.call-dudo.coach-target');
  if (shot === 'dudo') await page.screenshot({ path: `${SHOTS}/tutorial-${lang}-dudo.png` });
  await page.keyboard.press('d');

  // the reveal: three threes with the ace (R-WILD), Beto loses a die
  await step(page, 'reveal1');
  await expectInView(page, page.locator('.reveal-continue').first(), '.reveal-continue');
  if (shot === 'reveal') await page.screenshot({ path: `${SHOTS}/tutorial-${lang}-reveal.png` });
  await continueReveal(page, 'reveal1');

  // R-OBLIGAR, R-NOWILD: Beto's open obligar; you see the others' dice, not yours
  await step(page, 'special');
  expect(await page.locator('[data-testid="own-dice"] .die').count()).toBe(0);
  // the round with the most badges (obligar open, nothing wild, the face fixed): the header keeps one line
  await expectHeaderOneLine(page);
  expect(await focused(page)).toContain('coach-next');
  if (shot === 'special') await page.screenshot({ path: `${SHOTS}/tutorial-${lang}-special.png` });
  await page.keyboard.press('Enter');

  // R-CALZO: a wrong call first (dudo), explained; then calzo
  await step(page, 'calzo');
  await expect.poll(() => page.locator('.call-calzo').isDisabled()).toBe(false);
  await page.keyboard.press('d');
  await page.locator('.coach-wrong').waitFor();
  for (const sel of ['.coach', '.coach-wrong', '.call-calzo', '.tutorial-leave']) await expectInView(page, page.locator(sel).first(), sel);
  if (shot === 'dudo') await page.screenshot({ path: `${SHOTS}/tutorial-${lang}-calzo-wrong.png` });
  await page.keyboard.press('c');

  // R-RESERVE: the won die kept in reserve, said beside the hand (issue 42 item 3: it was an empty blue square)
  await step(page, 'reveal2');
  expect((await page.locator('.reveal .gained').getAttribute('title'))?.length).toBeGreaterThan(20);
  expect((await page.locator('.reveal .gained-label').textContent())?.trim()).not.toBe('');
  await continueReveal(page, 'reveal2');
  await step(page, 'done');
  // the lesson ends in the reveal, before the next round's cups are shaken (issue 42 item 3)
  expect(await page.locator('[data-dialog="reveal"] .coach[data-step="done"]').count()).toBe(1);
  expect(await page.locator('.shake-prompt').count()).toBe(0);
  await expectInView(page, page.locator('.coach-menu').first(), '.coach-menu');
  await expect.poll(() => focused(page)).toContain('coach-menu');
  const state = env.shell.host.currentState!;
  expect(state.players[0]).toMatchObject({ dice: 2, reserve: 1 });
  expect(state.players[2]).toMatchObject({ dice: 1, obligarUsed: true });
  await page.keyboard.press('Enter');
  await page.locator('.menu').waitFor();
}

/** The lesson by keyboard on a page at its first start: offered, left by Escape, replayed from the menu, completed. */
export async function keyboardLesson(env: ShellAndBrowsers, page: Page, lang: Lang, shot: string | null, dice3d: boolean): Promise<void> {
  // the first start offers it (tutorialOffered false); the main actions stay in view
  await page.locator('.tutorial-offer').waitFor();
  await expectInView(page, page.locator('.offer-learn').first(), '.offer-learn');
  await expectInView(page, page.locator('.menu button.primary').first(), '.menu button.primary');
  await expectInView(page, page.locator('.menu-learn').first(), '.menu-learn');
  if (lang === 'es') await page.screenshot({ path: `${SHOTS}/tutorial-${lang}-menu.png` });
  // by keyboard: from New game (focused) back to the offer's Learn to play
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  expect(await focused(page)).toContain('offer-learn');
  await page.keyboard.press('Enter');
  await page.locator('main.table-screen').waitFor();
  // leaving at any time: Escape, back to the menu, which no longer offers it first but keeps it
  await step(page, 'dice');
  await page.keyboard.press('Escape');
  await page.locator('.menu').waitFor();
  expect(await page.locator('.tutorial-offer').count()).toBe(0);
  expect(env.shell.host.currentState).toBeNull();
  // replayed from the menu, from its first step
  await page.locator('.menu-learn').focus();
  await page.keyboard.press('Enter');
  await playLesson(env, page, lang, shot, dice3d);
  expect(await page.locator('.menu-learn').count()).toBe(1);
  expect(consoleProblems(page)).toEqual([]);
  await page.close();
}
