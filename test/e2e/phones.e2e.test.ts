// Issue 28 end to end: a shared screen and two phones (390x844, touch) play a whole game of two
// persons and a bot in Chromium, through the real host's LAN listener (on 127.0.0.1 here). Each phone
// shows only its own dice and plays its turns; the shared screen never gets a person's hand outside
// a reveal (checked on the frames it receives); no phone frame holds its hand in clear (checked on
// bytes); a phone reloaded mid-round finds its seat; a link with an altered key gets nothing.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { chromiumMissing } from './harness';
import { useShellAndBrowser } from './setup';
import { openApp } from './helpers';

const missing = chromiumMissing();
if (missing) console.warn(`[e2e] skipped: ${missing}`);
// the screenshots (docs/ui.md's come from here, made smaller with pngquant)
const SHOTS = process.env['DUDO_SHOTS'] ?? '/tmp';

interface Frames {
  readonly text: string[];
  readonly binary: Buffer[];
}

function recordFrames(page: Page): Frames {
  const frames: Frames = { text: [], binary: [] };
  page.on('websocket', (ws) => {
    ws.on('framereceived', (f) => (typeof f.payload === 'string' ? frames.text.push(f.payload) : frames.binary.push(Buffer.from(f.payload))));
    ws.on('framesent', (f) => (typeof f.payload === 'string' ? frames.text.push(f.payload) : frames.binary.push(Buffer.from(f.payload))));
  });
  return frames;
}

describe.skipIf(missing !== null)('phones as private cups (e2e, issue 28)', () => {
  const env = useShellAndBrowser({ botThinkMs: 20, phones: { address: '127.0.0.1', log: () => undefined } });

  it('a shared screen and two phones play a whole game; hands stay on their phones', async () => {
    const screen = await env.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const screenFrames = recordFrames(screen);
    await openApp(screen, env.shell.url, { language: 'en', jargon: 'en', dice3d: false, guidedDone: true, tipsSeen: ['guided', 'wild', 'calzo', 'obligar', 'palifico', 'blind', 'paso', 'picado', 'reprieve'] });
    await screen.locator('.menu button.primary').click();
    await screen.locator('.setup').waitFor();
    while ((await screen.locator('.seat-row').count()) > 3) await screen.locator('.seat-row button').last().click();
    await screen.locator('[data-seat-row="0"] select').first().selectOption('human');
    await screen.locator('[data-seat-row="1"] select').first().selectOption('human');
    await screen.locator('[data-seat-row="2"] select').first().selectOption('bot');
    await screen.locator('.options legend button').click();
    await screen.locator('#opt-dicePerPlayer').selectOption('2');
    await screen.locator('.match input[type="checkbox"]').uncheck();
    await screen.locator('input[name="phones"]').check();
    // each person seat may still choose this screen: both stay on phones here
    expect(await screen.locator('[data-seat-row="0"] select[aria-label^="Where"]').inputValue()).toBe('phone');
    await screen.locator('.setup button[type="submit"]').click();
    await screen.locator('main.table-screen').waitFor();
    await screen.locator('[data-testid="phones-panel"] .phone-seat svg.qr').nth(1).waitFor();
    const links = await screen.locator('[data-testid="phones-panel"] .phone-link a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    expect(links).toHaveLength(2);
    for (const l of links) expect(new URL(l).hash).toMatch(/^#\/phone\?seat=\d&p=[\w-]{32}&e=[\w-]{43}$/);
    expect(await screen.locator('.phone-waiting').count()).toBe(2);
    await screen.screenshot({ path: join(SHOTS, 'ui-phones-shared.png') });

    // a link with an altered key gets nothing
    const strangerCtx = await env.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const stranger = await strangerCtx.newPage();
    const altered = links[0]!.replace(/&e=(.)/, (_m, c: string) => `&e=${c === 'A' ? 'B' : 'A'}`);
    await stranger.goto(altered);
    await stranger.locator('[data-phone-status="refused"]').waitFor();
    await strangerCtx.close();

    const contexts: BrowserContext[] = [];
    const phones: Page[] = [];
    const phoneFrames: Frames[] = [];
    for (const link of links) {
      const ctx = await env.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-US' });
      contexts.push(ctx);
      const page = await ctx.newPage();
      page.on('pageerror', (e) => console.warn(`[phone page error] ${e.message}`));
      phoneFrames.push(recordFrames(page));
      await page.goto(link);
      phones.push(page);
    }
    for (const [i, p] of phones.entries()) await p.locator(`main.phone-screen[data-seat="${i}"]`).waitFor();
    await screen.locator('.phone-waiting').first().waitFor({ state: 'detached' });

    let turnShot = false;
    let revealShot = false;
    let reloaded = false;
    let moves = 0;
    let peeks = 0;
    const deadline = Date.now() + 150_000;
    while (Date.now() < deadline) {
      if (await screen.locator('[data-testid="end-screen"]').count()) break;
      // the shared screen's Continue after each reveal (the round waits for the table)
      const reveal = screen.locator('[data-dialog="reveal"] button.primary');
      if (await reveal.count()) {
        // every phone shows the reveal summary too
        if (!revealShot) {
          await phones[0]!.locator('[data-testid="phone-reveal"]').waitFor({ timeout: 5000 });
          await phones[0]!.screenshot({ path: join(SHOTS, 'ui-phones-reveal.png') });
          revealShot = true;
        }
        for (const p of phones) await p.locator('[data-testid="phone-reveal"] button').click({ timeout: 2000 }).catch(() => undefined);
        await reveal.click({ timeout: 3000 }).catch(() => undefined);
        continue;
      }
      let acted = false;
      for (const [i, p] of phones.entries()) {
        const main = p.locator('main.phone-screen');
        const direction = p.locator('[data-dialog="direction"] button').first();
        if (await direction.count()) {
          await direction.tap({ timeout: 2000 }).catch(() => undefined);
          acted = true;
          continue;
        }
        const obligar = p.locator('[data-dialog="obligar"] button').last();
        if (await obligar.count()) {
          await obligar.tap({ timeout: 2000 }).catch(() => undefined);
          acted = true;
          continue;
        }
        if ((await main.getAttribute('data-my-turn')) !== 'true') continue;
        // hold to look at the dice (hidden again on release)
        // (a blind round, R-BLIND, shows no hand even to its owner: nothing to hold then)
        const cup = p.locator('[data-testid="phone-cup"][data-hand="shown"]');
        const box = (await cup.count()) ? await cup.boundingBox() : null;
        if (box) {
          peeks++;
          await p.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
          await p.mouse.down();
          await p.locator('[data-testid="phone-hand"]').waitFor({ timeout: 2000 }).catch(async () => {
            // pressed while the view changed under the finger: press again
            await p.mouse.up();
            await p.mouse.down();
            await p.locator('[data-testid="phone-hand"]').waitFor({ timeout: 3000 });
          });
          if (!turnShot) {
            await p.screenshot({ path: join(SHOTS, 'ui-phones-turn.png') });
            // every touch target of the phone's panel is 44 px or more
            const small = await p.locator('main.phone-screen button').evaluateAll((bs) =>
              bs.map((b) => b.getBoundingClientRect()).filter((r) => r.width > 0 && (r.width < 44 || r.height < 44)).length,
            );
            expect(small).toBe(0);
            // a phone has no keyboard: no "Keys: ..." line on its turn
            expect(await main.innerText()).not.toContain('Keys:');
            turnShot = true;
          }
          await p.mouse.up();
          await p.locator('[data-testid="phone-hand"]').waitFor({ state: 'detached', timeout: 2000 });
        }
        // a phone reloaded mid-round finds its seat as it was
        if (!reloaded && moves >= 2) {
          await p.reload();
          await p.locator(`main.phone-screen[data-seat="${i}"][data-my-turn="true"]`).waitFor({ timeout: 10_000 });
          reloaded = true;
        }
        const before = await main.getAttribute('data-actions');
        const dudo = p.locator('.call-dudo:not([disabled])');
        if (await dudo.count()) await dudo.tap({ timeout: 2000 }).catch(() => undefined);
        else await p.locator('.bid-btn:not([disabled])').tap({ timeout: 2000 }).catch(() => undefined);
        await p.waitForFunction((b) => document.querySelector('main.phone-screen')?.getAttribute('data-actions') !== b, before, { timeout: 5000 }).catch(() => undefined);
        moves++;
        acted = true;
      }
      if (!acted) await screen.waitForTimeout(50);
    }
    await screen.locator('[data-testid="end-screen"]').waitFor({ timeout: 10_000 });
    expect(moves).toBeGreaterThan(2);
    expect(peeks).toBeGreaterThan(0);
    expect(turnShot && revealShot && reloaded).toBe(true);

    // bytes: the shared screen's frames carry no hand while a round is bid (the public view)
    for (const t of screenFrames.text) {
      const msg = JSON.parse(t) as { kind?: string; event?: { type: string; view?: { phase: string; hands: unknown[] } } };
      if (msg.event?.type === 'view' && msg.event.view?.phase === 'bidding') expect(msg.event.view.hands.every((h) => h === null)).toBe(true);
    }
    // each phone's frames: no hand of its seat in clear, no view, no keys
    const record = env.shell.host.currentRecord!;
    for (const [seat, frames] of phoneFrames.entries()) {
      const clear = Buffer.concat([...frames.binary, ...frames.text.map((t) => Buffer.from(t))]).toString('latin1');
      expect(frames.binary.length).toBeGreaterThan(10);
      expect(clear).not.toContain('"hands"');
      const hands = record.actions.flatMap((a) => (a.type === 'roll' && (a.dice[seat]?.length ?? 0) >= 2 ? [JSON.stringify(a.dice[seat])] : []));
      for (const h of hands) expect(clear.includes(h)).toBe(false);
      const hash = new URL(links[seat]!).hash;
      expect(clear).not.toContain(/p=([\w-]+)/.exec(hash)![1]);
    }
    for (const c of contexts) await c.close();
    await screen.close();
  }, 240_000);
});
