// End-to-end: the real renderer against the real host in Debian's Chromium (issue 6).
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumMissing } from './harness';
import { useShellAndBrowser } from './setup';
import { QUICK_ANIMATIONS, consoleProblems, installPrivacyWatch, openApp, playStep, startFromSetup } from './helpers';

const missing = chromiumMissing();
if (missing) console.warn(`[e2e] skipped: ${missing}`);
const SHOTS = process.env['DUDO_SHOTS'] ?? '/tmp';

describe.skipIf(missing !== null)('game table in Chromium (e2e)', () => {
  const env = useShellAndBrowser();

  async function newPage(settings: Record<string, unknown>): Promise<Page> {
    const page = await env.browserFor(settings['dice3d'] === true).newPage({ viewport: { width: 1280, height: 800 } });
    page.on('dialog', (d) => void d.accept());
    page.on('pageerror', (e) => console.warn(`[page error] ${e.message}`));
    await openApp(page, env.shell.url, { language: 'en', jargon: 'en', dice3d: false, guidedDone: true, tipsSeen: ['guided', 'wild', 'calzo', 'obligar', 'palifico', 'blind', 'paso', 'picado', 'reprieve'], ...settings });
    return page;
  }

  it('a solo game against three bots is played to the end by keyboard, 3D dice off (R-DUDO, R-OUT, R-DEAL-END)', async () => {
    const page = await newPage({});
    await startFromSetup(page, { dice3d: false, dicePerPlayer: 2 });
    await page.screenshot({ path: `${SHOTS}/e2e-solo-start.png` });
    let moves = 0;
    let shot = false;
    for (let i = 0; i < 4000; i++) {
      const r = await playStep(page, 'dudo');
      if (r === 'end') break;
      if (r === 'dudo' || r === 'bid') moves++;
      if (!shot && r === 'dudo') {
        await page.locator('[data-dialog="reveal"]').waitFor({ timeout: 10_000 });
        // the bots' "why?" of the round comes with its reveal (never during the round): open it
        await page.locator('[data-testid="bot-reasons"] summary').click();
        expect(await page.locator('[data-testid="bot-reasons"] li').count()).toBeGreaterThan(0);
        // each line: the bot's action, then its reason
        const first = page.locator('[data-testid="bot-reasons"] li').first();
        const action = (await first.locator('.reason-action').textContent()) ?? '';
        expect(action.length).toBeGreaterThan(0);
        expect(((await first.textContent()) ?? '').slice(action.length).trim().length).toBeGreaterThan(10);
        await page.screenshot({ path: `${SHOTS}/e2e-solo-reveal.png` });
        shot = true;
      }
    }
    await page.locator('[data-testid="end-screen"]').waitFor();
    await page.screenshot({ path: `${SHOTS}/e2e-solo-end.png` });
    expect(moves).toBeGreaterThan(0);
    expect(shot).toBe(true);
    await expect(page.locator('[data-dialog="end"] h2').first().textContent()).resolves.toMatch(/wins!/);
    expect(await page.locator('.stats tbody tr').count()).toBe(4);
    // the record of the finished game replays in the viewer
    await page.getByRole('button', { name: 'Replay this game' }).click();
    await page.locator('.replay-view').waitFor();
    await page.getByRole('button', { name: /Last/ }).click();
    await page.waitForFunction(() => /Step (\d+) of \1$/.test(document.querySelector('.replay-view output')?.textContent ?? ''), undefined, { timeout: 10_000 });
    await page.screenshot({ path: `${SHOTS}/e2e-replay.png` });
    // ←/→ work wherever the focus is, and fast presses add up (none dropped while the host answers)
    await page.keyboard.press('Home');
    await page.waitForFunction(() => /Step 0 of/.test(document.querySelector('.replay-view output')?.textContent ?? ''), undefined, { timeout: 10_000 });
    await page.evaluate('document.activeElement && document.activeElement.blur()');
    for (let i = 0; i < 11; i++) await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => /Step 11 of/.test(document.querySelector('.replay-view output')?.textContent ?? ''), undefined, { timeout: 10_000 });
    await page.keyboard.press('End');
    await page.waitForFunction(() => /Step (\d+) of \1$/.test(document.querySelector('.replay-view output')?.textContent ?? ''), undefined, { timeout: 10_000 });
    // a damaged record is refused with a readable error and the replay on screen stays as it was
    const before = await page.locator('.replay-view output').textContent();
    await page.locator('#replay-text').fill('{"format":"dudo-record/1","rules":"nope"}');
    await page.getByRole('button', { name: 'Load the pasted record' }).click();
    await expect(page.getByRole('alert').first().textContent()).resolves.toMatch(/rules/);
    await expect(page.locator('.replay-view output').textContent()).resolves.toBe(before);
    expect(consoleProblems(page)).toEqual([]);
    await page.close();
  }, 150_000);

  it('a couch game of two humans and a bot never shows one human’s dice during the other’s turn', async () => {
    const page = await env.browser2d.newPage({ viewport: { width: 1280, height: 800 } });
    page.on('dialog', (d) => void d.accept());
    await installPrivacyWatch(page);
    await openApp(page, env.shell.url, { language: 'es', jargon: 'es-CL', dice3d: false, guidedDone: true, tipsSeen: ['guided', 'wild', 'calzo', 'obligar'] });
    await startFromSetup(page, { dice3d: false, seats: ['human', 'human', 'bot'] });
    let handovers = 0;
    let humanMoves = 0;
    for (let i = 0; i < 1500 && humanMoves < 14; i++) {
      const r = await playStep(page, i % 3 === 0 ? 'dudo' : 'bid');
      if (r === 'end') break;
      if (r === 'handover') {
        handovers++;
        if (handovers === 1) await page.screenshot({ path: `${SHOTS}/e2e-couch-handover.png` });
      }
      if (r === 'dudo' || r === 'bid') {
        humanMoves++;
        if (humanMoves === 2) await page.screenshot({ path: `${SHOTS}/e2e-couch-turn.png` });
      }
    }
    const watch = await page.evaluate(() => {
      const w = window as unknown as { __privacy: string[]; __privacyChecks: number };
      return { __privacy: w.__privacy, __privacyChecks: w.__privacyChecks };
    });
    expect(handovers).toBeGreaterThan(1);
    expect(humanMoves).toBeGreaterThan(4);
    expect(watch.__privacyChecks).toBeGreaterThan(50);
    expect(watch.__privacy).toEqual([]);
    expect(consoleProblems(page)).toEqual([]);
    await page.close();
  }, 150_000);

  it('every preset is startable from the setup screen (RULES.md §5)', async () => {
    const page = await newPage({});
    const presets = [/Dudo chileno/, /Dudo con variantes/, /Cacho colombiano/, /Dudo ! \(blank die\)/, /Classic Dudo/, /^Perudo/, /Liar's Dice/];
    for (const preset of presets) {
      const classic = preset.source.startsWith('Classic');
      // O-ANTE: what the pot badge reads whenever chips are in the air (recorded in the page, at each DOM change)
      if (classic) {
        await page.evaluate(() => {
          const w = window as unknown as { __potInFlight: string[] };
          w.__potInFlight = [];
          new MutationObserver(() => {
            if (document.querySelector('.chip-layer')) w.__potInFlight.push(document.querySelector('.badge-pot')?.textContent ?? '');
          }).observe(document.body, { childList: true, subtree: true, characterData: true });
        });
      }
      await startFromSetup(page, { preset, dice3d: false, seats: ['human', 'bot'] });
      // answer the starter's direction or an obligar dialog until the first bid can be made
      for (let i = 0; i < 400 && (await page.locator('main.table-screen[data-phase="bidding"]').count()) === 0; i++) await playStep(page, 'bid');
      await page.locator('.badges').waitFor();
      await expect(page.locator('.badge').first().textContent()).resolves.toMatch(/Round/);
      // O-ANTE: the classic preset's antes slide into the pot and are announced in words
      if (classic) {
        await page.locator('[data-testid="chip-news"]', { hasText: 'Antes: 20 chips into the pot' }).waitFor({ timeout: 10_000 });
        // the pot's number changes when the antes land, not when the host's snapshot comes
        await page.locator('.chip-layer').waitFor({ state: 'detached', timeout: 10_000 });
        await expect(page.locator('.badge-pot').textContent()).resolves.toBe('Pot: 20');
        const inFlight = await page.evaluate(() => (window as unknown as { __potInFlight: string[] }).__potInFlight);
        expect(inFlight.length).toBeGreaterThan(0);
        expect(new Set(inFlight)).toEqual(new Set(['Pot: 0']));
      }
      while ((await page.locator('[role="dialog"]').count()) > 0) await playStep(page, 'bid');
      await page.getByRole('button', { name: 'Abandon this game' }).click();
      await page.locator('[data-dialog="abandon"] button.primary').click();
      await page.locator('.menu').waitFor();
    }
    expect(consoleProblems(page)).toEqual([]);
    await page.close();
  }, 120_000);

  it('switches the language: Spanish, French, English, and bids read in the jargon', async () => {
    const page = await newPage({ language: 'en', jargon: 'en' });
    await expect(page.locator('.menu button.primary').textContent()).resolves.toBe('New game');
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.locator('#set-language').selectOption('fr');
    await expect(page.locator('.menu button.primary').textContent()).resolves.toBe('Nouvelle partie');
    await page.locator('#set-language').selectOption('es');
    await expect(page.locator('.menu button.primary').textContent()).resolves.toBe('Nuevo juego');
    await expect(page.locator('#set-jargon').inputValue()).resolves.toBe('es-CL');
    await page.screenshot({ path: `${SHOTS}/e2e-settings-es.png` });
    await page.getByRole('button', { name: 'Listo' }).click();
    await startFromSetup(page, { dice3d: false, seats: ['human', 'bot'] });
    const bid = page.getByRole('button', { name: /^Apostar (un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez) (tonto|tren|cuadra|quina|sexto|as)e?s?$/ });
    await bid.waitFor({ timeout: 20_000 });
    await page.screenshot({ path: `${SHOTS}/e2e-table-es.png` });
    await page.getByRole('button', { name: 'Abandonar el juego' }).click();
    await page.locator('[data-dialog="abandon"] button.primary').click();
    await page.locator('.menu').waitFor();
    expect(consoleProblems(page)).toEqual([]);
    await page.close();
  }, 90_000);

  it('plays one round with 3D dice on: the human shakes, the physics worker throws, faces go to the host', async () => {
    const page = await newPage({ dice3d: true, animationSpeed: QUICK_ANIMATIONS });
    // five dice each, whatever the setup remembers from an earlier test (the solo game plays two)
    await startFromSetup(page, { dice3d: true, seats: ['human', 'bot', 'bot'], dicePerPlayer: 5 });
    const shake = page.getByRole('button', { name: 'Shake the cup (hold)' });
    // the starter may first choose the direction (O-DIR)
    for (let i = 0; i < 600 && (await shake.count()) === 0; i++) await playStep(page, 'bid');
    await shake.waitFor({ timeout: 30_000 });
    await page.screenshot({ path: `${SHOTS}/e2e-3d-shake.png` });
    // hold Space to shake, release to slam
    await page.keyboard.down(' ');
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SHOTS}/e2e-3d-shaking.png` });
    await page.keyboard.up(' ');
    await page.locator('main.table-screen[data-phase="bidding"]').waitFor({ timeout: 60_000 });
    await expect(page.locator('main.table-screen').getAttribute('data-dice-source')).resolves.toBe('physics');
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/e2e-3d-round.png` });
    expect(await page.locator('[data-testid="own-dice"] .die').count()).toBe(5);
    // issue 12: the scene shows the host's labels on the physics' axes: its own cup's top faces are
    // the engine's hand; the bots' dice carry no label in this client (it was not told them)
    const own = (await page.locator('[data-testid="own-dice"] .die').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-face'))))).sort();
    const scene = await page.evaluate(() => (globalThis as { __dudoScene?: { seats: number[]; faces: (number | null)[][] } }).__dudoScene ?? null);
    expect(scene).not.toBeNull();
    const mine = scene!.seats.indexOf(0);
    expect([...scene!.faces[mine]!].sort()).toEqual(own);
    scene!.faces.forEach((f, cup) => {
      if (cup !== mine) expect(f.every((x) => x === null)).toBe(true);
    });
    // issue 12: the next game is drawn on the same WebGL canvas (its shaders compiled once), not a new one
    await page.locator('[data-testid="scene3d"] canvas').evaluate((c) => ((c as unknown as { kept: boolean }).kept = true));
    await page.getByRole('button', { name: 'Abandon this game' }).click();
    await page.locator('[data-dialog="abandon"] button.primary').click();
    await page.locator('.menu').waitFor();
    // issue 27: off the table the canvas waits parked, hidden, at its size (so that the next table draws at once)
    expect(await page.locator('[data-testid="scene3d"]:not(.scene-parking *)').count()).toBe(0);
    expect(await page.locator('.scene-parking [data-testid="scene3d"]').isVisible()).toBe(false);
    await startFromSetup(page, { dice3d: true, seats: ['human', 'bot', 'bot'] });
    for (let i = 0; i < 600 && (await shake.count()) === 0; i++) await playStep(page, 'bid');
    await shake.waitFor({ timeout: 30_000 });
    await page.locator('[data-testid="scene3d"] canvas').waitFor();
    expect(await page.locator('[data-testid="scene3d"] canvas').evaluate((c) => (c as unknown as { kept?: boolean }).kept === true)).toBe(true);
    expect(consoleProblems(page)).toEqual([]);
    await page.close();
  }, 120_000);

  it('couch play with 3D dice: after the hand-over the last throw lies settled, it is not thrown again', async () => {
    // slow playback: the throw is still playing when the first person bids and hands over
    const page = await newPage({ dice3d: true, quality: 'low', animationSpeed: 0.25 });
    await startFromSetup(page, { dice3d: true, seats: ['human', 'human'] });
    const shake = page.getByRole('button', { name: 'Shake the cup (hold)' });
    for (let i = 0; i < 600 && (await shake.count()) === 0; i++) await playStep(page, 'bid');
    // the scene without the seat cards: they are placed beside their cups twice a second and may settle by a pixel,
    // and they mount afresh with the table after a hand-over: hidden through the CSSOM (the page's CSP refuses an
    // injected style sheet) by an observer that hides every card layer as it mounts (a loaded run had found the cards
    // of a later mount visible)
    const scene = page.locator('[data-testid="scene3d"]');
    await page.evaluate(() => {
      const hide = (): void => document.querySelectorAll<HTMLElement>('.felt .seats').forEach((e) => (e.style.visibility = 'hidden'));
      hide();
      new MutationObserver(hide).observe(document.body, { childList: true, subtree: true });
    });
    const cardsShown = (): Promise<number> =>
      page.evaluate(() => [...document.querySelectorAll<HTMLElement>('.felt .seats')].filter((e) => e.style.visibility !== 'hidden').length);
    const still = async (ms: number): Promise<boolean> => {
      expect(await cardsShown()).toBe(0);
      const a = await scene.screenshot();
      await page.waitForTimeout(ms);
      const b = await scene.screenshot();
      if (a.equals(b)) return true;
      // kept for the reader of a failed run: the two pictures that differ
      writeFileSync(`${SHOTS}/e2e-3d-moving-${ms}-a.png`, a);
      writeFileSync(`${SHOTS}/e2e-3d-moving-${ms}-b.png`, b);
      return false;
    };
    await page.keyboard.down(' ');
    await page.waitForTimeout(300);
    await page.keyboard.up(' ');
    // the other person may open the round (the start roll decides): then their hand-over comes first
    const bidding = page.locator('main.table-screen[data-phase="bidding"]');
    const handover = page.locator('[data-testid="handover"]');
    await bidding.or(handover).first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(300);
    const openedByOther = await handover.isVisible();
    if (openedByOther) await handover.getByRole('button').click();
    await bidding.waitFor({ timeout: 60_000 });
    await scene.locator('canvas').evaluate((c) => ((c as unknown as { kept: boolean }).kept = true));
    type Playback = { startedAt: number; start: string };
    const playbacks = (): Promise<Playback[]> => page.evaluate(() => (globalThis as { __dudoPlaybacks?: Playback[] }).__dudoPlaybacks ?? []);
    const before = (await playbacks()).length;
    let handedOver = false;
    for (let i = 0; i < 200 && !handedOver; i++) handedOver = (await playStep(page, 'bid')) === 'handover';
    expect(handedOver).toBe(true);
    await page.locator('main.table-screen:not(.handover-screen) [data-testid="scene3d"]').waitFor({ timeout: 10_000 });
    // issue 12: the same canvas, moved back onto the felt (its last picture is never shown: it stays hidden until it drew the next person's table)
    expect(await scene.locator('canvas').evaluate((c) => (c as unknown as { kept?: boolean }).kept === true)).toBe(true);
    // the throw this table mounts with is the one shown before the hand-over, and it lies settled (read from the scene's
    // own decision, not from pixels alone: a loaded machine's frames came too slowly for a picture of motion)
    await page.waitForFunction((n) => ((globalThis as { __dudoPlaybacks?: unknown[] }).__dudoPlaybacks ?? []).length > n, before, { timeout: 10_000 });
    const shown = await playbacks();
    const last = shown[shown.length - 1]!;
    expect(shown.slice(0, -1).some((p) => p.startedAt === last.startedAt)).toBe(true);
    expect(last.start).toBe('settled');
    // ...and no motion on screen once the table mounts again
    await page.waitForTimeout(300);
    expect(await still(600)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/e2e-3d-after-handover.png` });
    expect(consoleProblems(page)).toEqual([]);
    await page.close();
  }, 120_000);
});
