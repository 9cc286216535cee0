// End-to-end accessibility checks (issue 42 item 10): axe-core (WCAG 2.0/2.1 A and AA, WCAG 2.2 AA) on the Rules screen
// in es, fr and en (its contents links were 16 px high: target-size) and on a phone's page in a phones game (its face
// buttons held unnamed SVG images: svg-img-alt).
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';
import { chromiumMissing } from './harness';
import { useShellAndBrowser } from './setup';
import { openApp } from './helpers';

const missing = chromiumMissing();
if (missing) console.warn(`[e2e] skipped: ${missing}`);
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const TIPS = ['guided', 'wild', 'calzo', 'obligar', 'palifico', 'blind', 'paso', 'picado', 'reprieve'];

/** axe-core's violations on the page (or inside `within`), by the WCAG tags above. */
async function axeViolations(page: Page, within?: string): Promise<Result[]> {
  await page.addScriptTag({ path: AXE });
  const results = await page.evaluate(
    async ({ tags, within }) => {
      const axe = (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResults> } }).axe;
      return axe.run(within ? { include: [within] } : document, { runOnly: { type: 'tag', values: tags } });
    },
    { tags: TAGS, within },
  );
  return results.violations;
}

/** A violation as a line a failing test prints: its rule, and where. */
function said(v: readonly Result[]): string {
  return v.map((r) => `${r.id} (${r.nodes.length}): ${r.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`).join('\n');
}

describe.skipIf(missing !== null)('axe-core, WCAG 2.2 AA (e2e, issue 42 item 10)', () => {
  const env = useShellAndBrowser({ botThinkMs: 20, phones: { address: '127.0.0.1', log: () => undefined } });

  it('the Rules screen in es, fr and en: no violation inside the dialog (its contents links 24 px high: target-size)', async () => {
    for (const language of ['es', 'fr', 'en'] as const) {
      // bypassCSP: the app's CSP (script-src 'self') would refuse the injected axe-core script
      const page = await env.browser2d.newPage({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
      await openApp(page, env.shell.url, { language, jargon: language === 'es' ? 'es-CL' : language, dice3d: false, guidedDone: true, tipsSeen: TIPS });
      await page.locator('.menu-rules').click();
      const rules = page.locator('[data-dialog="rules"]');
      await rules.waitFor();
      const heights = await rules.locator('.rules-toc a').evaluateAll((as) => as.map((a) => a.getBoundingClientRect().height));
      expect(heights.length).toBeGreaterThan(5);
      for (const h of heights) expect(h, `${language}: a contents link is ${h} px high`).toBeGreaterThanOrEqual(24);
      const violations = await axeViolations(page, '[data-dialog="rules"]');
      expect(violations, `${language}:\n${said(violations)}`).toEqual([]);
      await page.close();
    }
  });

  it("a phone's page: its face buttons are named and their dice images hidden (svg-img-alt), no violation at all", async () => {
    const screen = await env.browser2d.newPage({ viewport: { width: 1280, height: 800 } });
    await openApp(screen, env.shell.url, { language: 'en', jargon: 'en', dice3d: false, guidedDone: true, tipsSeen: TIPS });
    await screen.locator('.menu button.primary').click();
    await screen.locator('.setup').waitFor();
    while ((await screen.locator('.seat-row').count()) > 2) await screen.locator('.seat-row button').last().click();
    await screen.locator('[data-seat-row="0"] select').first().selectOption('human');
    await screen.locator('[data-seat-row="1"] select').first().selectOption('bot');
    await screen.locator('.match input[type="checkbox"]').setChecked(false);
    await screen.locator('input[name="phones"]').check();
    await screen.locator('.setup button[type="submit"]').click();
    await screen.locator('[data-testid="phones-panel"] .phone-link a').first().waitFor();
    const link = await screen.locator('[data-testid="phones-panel"] .phone-link a').first().evaluate((a) => (a as HTMLAnchorElement).href);
    const ctx = await env.browser2d.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-US', bypassCSP: true });
    const phone = await ctx.newPage();
    await phone.goto(link);
    await phone.locator('main.phone-screen').waitFor();
    const faces = phone.locator('.face-btn');
    // the bidding panel shows once the round is bid (the phone chooses the direction where its seat starts: O-DIR)
    const deadline = Date.now() + 30_000;
    while ((await faces.count()) === 0) {
      if (Date.now() > deadline) throw new Error(`no bidding panel on the phone: ${await phone.locator('main.phone-screen').innerText()}`);
      const direction = phone.locator('[data-dialog="direction"] button').first();
      if (await direction.count()) await direction.tap({ timeout: 2000 }).catch(() => undefined);
      else await phone.waitForTimeout(50);
    }
    expect(await faces.count()).toBe(6);
    // each face button is named in the person's words; the die drawn inside it is hidden, not an image without a name
    for (const name of await faces.evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-label') ?? ''))) expect(name.length).toBeGreaterThan(1);
    expect(await phone.locator('.face-btn svg[role="img"]').count()).toBe(0);
    // none at all (svg-img-alt named 6 face dice before; nothing else was found)
    const violations = await axeViolations(phone);
    expect(violations, said(violations)).toEqual([]);
    await ctx.close();
    await screen.close();
  });
});
