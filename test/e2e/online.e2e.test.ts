// End-to-end (issue 38): two apps (two web shells, each its own data folder, one Chromium context each)
// and one online server, all on 127.0.0.1. The first creates a table from Menu › Play online (Spanish),
// the code it is shown is typed into the second's Join (French), both see the lobby, the creator starts,
// and both play a few turns on the usual table screens; then the second app's socket to the room dies
// mid-round (no close frame): its app is told reconnecting, the sdk takes the seat back, and both play on.
// DUDO_SHOTS/online-*.png: the lobbies and tables at 1024×640 and 1920×1080.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OnlineLobby } from '../../common/contract/index';
import { colyseusConnector } from '../../main/online/colyseus-link';
import { startWebShell, type WebShell } from '../../main/web/shell';
import { testServer } from '../server/helpers';
import { keptRooms } from '../online/online-kit';
import { buildRenderer, CHROMIUM, CHROMIUM_ARGS_2D, chromiumMissing } from './harness';
import { consoleProblems, openApp, playStep } from './helpers';

const missing = chromiumMissing();

const SHOTS = process.env['DUDO_SHOTS'] ?? '/tmp';

describe.skipIf(missing !== null)('online: two apps at one table', () => {
  let srv: Awaited<ReturnType<typeof testServer>>;
  const shells: { shell: WebShell; dir: string }[] = [];
  let browser: Browser;
  // the second app's rooms (its socket is killed mid-round)
  const benRooms = keptRooms();
  beforeAll(async () => {
    const rendererDir = await buildRenderer();
    // item 5: the server serves the same renderer for invite links
    srv = await testServer({ botThinkMs: 200, rendererDir });
    for (let i = 0; i < 2; i++) {
      const dir = mkdtempSync(join(tmpdir(), 'dudo-e2e-online-'));
      const shell = await startWebShell({ userDataDir: dir, serveRenderer: { dir: rendererDir }, botThinkMs: 20, log: () => undefined, online: { connector: i === 1 ? benRooms.connector : colyseusConnector(), defaultServer: srv.server.url } });
      shells.push({ shell, dir });
    }
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS_2D });
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    for (const { shell, dir } of shells) {
      await shell.close();
      rmSync(dir, { recursive: true, force: true });
    }
    await srv?.stop();
  });

  async function shot(page: Page, name: string): Promise<void> {
    for (const [w, h] of [[1024, 640], [1920, 1080]] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.screenshot({ path: join(SHOTS, `online-${name}-${w}x${h}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  it('create (es) → code → join (fr) → lobby → start → a few turns; a socket dropped mid-round comes back and the game goes on', async () => {
    const ana = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const ben = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await openApp(ana, shells[0]!.shell.url, { language: 'es', dice3d: false });
    await openApp(ben, shells[1]!.shell.url, { language: 'fr', dice3d: false });

    await ana.locator('.menu-online').click();
    await ana.locator('.online-create-open:not([disabled])').click();
    await ana.locator('.online-create .online-name').fill('Ana');
    await shot(ana, 'create-es');
    await ana.locator('.online-create-go').click();
    await ana.locator('.online-lobby').waitFor();
    const code = (await ana.locator('.online-code code').textContent())!;
    expect(code).toMatch(/^[A-Z2-9]{6}-[A-Z2-9]{8}$/);
    expect(await ana.locator('.online-link code').textContent()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/join\/[A-Z2-9]{6}#[A-Z2-9]{8}$/);

    await ben.locator('.menu-online').click();
    await ben.locator('.online-join-open:not([disabled])').click();
    await ben.locator('.online-join .online-invite').fill(code);
    await ben.locator('.online-join .online-name').fill('Ben');
    await ben.locator('.online-join-go').click();
    await ben.locator('.online-lobby').waitFor();
    // Ana's lobby shows Ben at seat 1, connected; Ben has no Start button (only the creator starts)
    await ana.locator('.online-seat[data-seat="1"]', { hasText: 'Ben' }).waitFor();
    expect(await ben.locator('.online-start').count()).toBe(0);
    // a quick reaction from Ben shows beside his seat in Ana's lobby (item 3)
    await ben.locator('.online-reactions button').first().click();
    await ana.locator('.online-seat[data-seat="1"] .seat-reaction').waitFor();
    await shot(ana, 'lobby-es');
    await shot(ben, 'lobby-fr');

    await ana.locator('.online-start').click();
    await Promise.all([ana.locator('main.table-screen').waitFor({ timeout: 20_000 }), ben.locator('main.table-screen').waitFor({ timeout: 20_000 })]);
    const acted: string[] = [];
    for (let i = 0; i < 400 && acted.filter((s) => s === 'bid' || s === 'dudo').length < 6; i++) {
      for (const page of [ana, ben]) {
        const r = await playStep(page, 'bid');
        if (r !== 'wait') acted.push(r);
      }
    }
    expect(acted.filter((s) => s === 'bid' || s === 'dudo').length).toBeGreaterThanOrEqual(6);
    // at the table: Ana reacts from the bar beside it; Ben's table shows it on her seat card
    await ana.locator('.online-table-bar summary').click();
    await ana.locator('.online-table-bar .online-reactions button', { hasText: 'Buen juego' }).click();
    await ben.locator('.seat[data-seat="0"] .seat-reaction').waitFor();
    await shot(ana, 'table-es');
    await shot(ben, 'table-fr');

    // item 4: Ben's socket to the room dies mid-round (no close frame): his app is told reconnecting,
    // the sdk takes his seat back, and both tables play on
    const told: OnlineLobby['connection'][] = [];
    const watch = shells[1]!.shell.host.connect((e) => {
      if (e.type === 'online-lobby' && e.lobby) told.push(e.lobby.connection);
    });
    const room = benRooms.rooms.at(-1)!;
    (room.connection as unknown as { transport: { ws: { _socket: { destroy(): void } } } }).transport.ws._socket.destroy();
    await expect.poll(() => told.includes('reconnecting'), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => told.at(-1), { timeout: 30_000 }).toBe('open');
    watch.disconnect();
    expect(told).not.toContain('lost');
    await ben.locator('.online-connection').waitFor({ state: 'detached', timeout: 10_000 });
    const after: string[] = [];
    for (let i = 0; i < 400 && after.filter((s) => s === 'bid' || s === 'dudo').length < 4; i++) {
      for (const page of [ana, ben]) {
        const r = await playStep(page, 'bid');
        if (r !== 'wait') after.push(r);
        if (r === 'end') break;
      }
      if (after.includes('end')) break;
    }
    expect(after.filter((s) => s === 'bid' || s === 'dudo' || s === 'end').length).toBeGreaterThanOrEqual(1);
    expect(consoleProblems(ana)).toEqual([]);
    expect(consoleProblems(ben)).toEqual([]);
  }, 240_000);

  it('a friend without the app: the invite link opens the table in a plain browser page served by the server (item 5)', async () => {
    // Ana's app leaves the table of the test before
    const leaving = shells[0]!.shell.host.connect(() => undefined);
    expect((await leaving.handle('online:leave', {})).ok).toBe(true);
    leaving.disconnect();
    const ana = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await openApp(ana, shells[0]!.shell.url, { language: 'en', dice3d: false });
    await ana.locator('.menu-online').click();
    await ana.locator('.online-create-open:not([disabled])').click();
    await ana.locator('.online-create .online-name').fill('Ana');
    await ana.locator('.online-create-go').click();
    await ana.locator('.online-lobby').waitFor();
    const link = (await ana.locator('.online-link code').textContent())!;
    expect(link.startsWith(`http://127.0.0.1:${srv.server.port}/join/`)).toBe(true);

    // a browser with no app: the link's page comes from the server, opens on Join with the link filled in
    const cy = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const sockets: string[] = [];
    cy.on('websocket', (ws) => sockets.push(ws.url()));
    const answer = await cy.goto(link);
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()['content-security-policy']).toContain(`ws://127.0.0.1:${srv.server.port}`);
    await cy.locator('.online-join').waitFor({ timeout: 20_000 });
    expect(await cy.locator('.online-join .online-invite').inputValue()).toBe(link);
    await cy.locator('.online-join .online-name').fill('Cy');
    await cy.locator('.online-join-go').click();
    await cy.locator('.online-lobby').waitFor({ timeout: 20_000 });
    // the page is a client of the room itself (its socket goes to the server, not to a shell)
    expect(sockets.some((u) => u.startsWith(`ws://127.0.0.1:${srv.server.port}/`))).toBe(true);
    await ana.locator('.online-seat[data-seat="1"]', { hasText: 'Cy' }).waitFor();
    expect(consoleProblems(ana)).toEqual([]);
    await ana.locator('.online-start').click();
    await Promise.all([ana.locator('main.table-screen').waitFor({ timeout: 20_000 }), cy.locator('main.table-screen').waitFor({ timeout: 20_000 })]);
    await shot(cy, 'link-table-en');
  }, 240_000);
});
