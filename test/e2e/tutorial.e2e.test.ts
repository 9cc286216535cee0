// End-to-end: "Learn to play" (issue 26.2), completed by keyboard in Spanish, French and English
// (3D dice on once: tutorial3d.e2e.test.ts). The menu offers it on the first start; the coach waits at each step for the
// lesson's move, explains a wrong one (nothing is sent), keeps its controls and the table's main
// actions in view, and can be left (Escape) and replayed from the menu. Rules taught: R-DICE, R-BID,
// R-WILD, R-ACE-1, R-RAISE, R-DUDO, R-OUT, R-NEXT, R-OBLIGAR, R-NOWILD, R-CALZO, R-RESERVE.
// The pages run on Playwright's clock, moved past the steps the bots play through (tutorial-play.ts).
import { describe, expect, it } from 'vitest';
import { chromiumMissing } from './harness';
import { consoleProblems } from './helpers';
import { expectHeaderOneLine, keyboardLesson, step, useTutorialPages } from './tutorial-play';

const missing = chromiumMissing();

describe.skipIf(missing !== null)('Learn to play (e2e, issue 26.2)', () => {
  const { env, newPage } = useTutorialPages();

  for (const [lang, size, shot] of [
    ['es', { width: 1024, height: 640 }, 'dudo'],
    ['fr', { width: 1920, height: 1080 }, 'reveal'],
    // French at the smallest size too: its header is the longest
    ['fr', { width: 1024, height: 640 }, null],
  ] as const) {
    it(`${lang} ${size.width}×${size.height}, 3D off: offered on the first start, completed by keyboard, left and replayed`, async () => {
      const page = await newPage(size, lang, false);
      await keyboardLesson(env, page, lang, shot, false);
    }, 240_000);
  }

  it('en 1024×640, 3D off, by touch: taps through the lesson, keeps playing without the coach, then leaves', async () => {
    const page = await newPage({ width: 1024, height: 640 }, 'en', false, true);
    await page.locator('.offer-learn').tap();
    await step(page, 'dice');
    await page.locator('.coach-next').tap();
    /** A bid by taps: the face, the count down to the least, then up. */
    const bid = async (face: number, ups: number): Promise<void> => {
      await page.locator('.faces button').nth(face - 1).tap();
      const fewer = page.locator('.stepper button').first();
      while (!(await fewer.isDisabled())) await fewer.tap();
      for (let i = 0; i < ups; i++) await page.locator('.stepper button').last().tap();
      await page.locator('.bid-btn').tap();
    };
    await step(page, 'firstBid');
    await expect.poll(() => page.locator('.bid-btn').isDisabled()).toBe(false);
    await bid(3, 1);
    await step(page, 'raise');
    await expect.poll(() => page.locator('.bid-btn').isDisabled()).toBe(false);
    // a wrong raise first (four threes): explained, not sent
    await bid(3, 1);
    await page.locator('.coach-wrong').waitFor();
    await bid(3, 0);
    await step(page, 'dudo');
    await page.locator('.call-dudo').tap();
    await step(page, 'reveal1');
    await page.locator('.reveal-continue').tap();
    await step(page, 'special');
    await expectHeaderOneLine(page);
    await page.locator('.coach-next').tap();
    await step(page, 'calzo');
    await expect.poll(() => page.locator('.call-calzo').isDisabled()).toBe(false);
    await page.locator('.call-calzo').tap();
    await step(page, 'reveal2');
    // the lesson's last steps are read in the reveal (issue 42 item 3): Next, then the end's choices
    expect(await page.locator('.reveal-continue').count()).toBe(0);
    await page.locator('.coach-next').tap();
    await step(page, 'done');
    // keep playing: the coach goes, the reveal's Continue comes back, the panel is the game's (round 3, the person opens)
    await page.locator('.coach-keep').tap();
    expect(await page.locator('.coach').count()).toBe(0);
    await page.locator('.reveal-continue').tap();
    await expect.poll(() => page.locator('.bid-btn').isDisabled()).toBe(false);
    await page.locator('.tutorial-leave').tap();
    await page.locator('.menu').waitFor();
    expect(env.shell.host.currentState).toBeNull();
    expect(consoleProblems(page)).toEqual([]);
  }, 240_000);
});
