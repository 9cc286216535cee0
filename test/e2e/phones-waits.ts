// The phones e2e's waits (issue 42, the last phones game, item a): each reads what the phones show
// (the page's state) instead of tapping in a loop on a fixed sleep, and a failure says what they showed.
import type { Locator, Page } from 'playwright-core';

/** What each phone shows now (for a failure's message). */
export async function phonesNow(phones: readonly Page[]): Promise<string> {
  const shown = await Promise.all(phones.map((p) => p.locator('main.phone-screen, [data-phone-status]').first().evaluate((e) => e.outerHTML.slice(0, 300)).catch((e: unknown) => String(e))));
  return shown.join('\n');
}

/**
 * Waits until `target` shows on its phone, making each direction choice a phone is shown meanwhile
 * (the start roll's winner). Reads what the phones show, never a tap loop on a fixed sleep; fails with
 * what each phone showed.
 */
export async function untilShown(phones: readonly Page[], target: Locator, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while ((await target.count()) === 0) {
    const left = end - Date.now();
    if (left <= 0) throw new Error(`not shown within ${ms} ms: ${String(target)}\n${await phonesNow(phones)}`);
    const choice = await Promise.any([
      target.waitFor({ timeout: left }).then(() => null),
      ...phones.map((p) => p.locator('[data-dialog="direction"] button').first().waitFor({ timeout: left }).then(() => p)),
    ]).catch(() => null);
    if (choice) {
      await choice.locator('[data-dialog="direction"] button').first().tap({ timeout: 10_000 });
      await choice.locator('[data-dialog="direction"]').waitFor({ state: 'detached', timeout: 10_000 });
    }
  }
}

