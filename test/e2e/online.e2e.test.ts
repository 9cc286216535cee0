// End-to-end (issue 38): two apps (two web shells, each its own data folder, one Chromium context each)
// and one online server, all on 127.0.0.1. The first creates a table from Menu › Play online (Spanish),
// the code it is shown is typed into the second's Join (French), both see the lobby, the creator starts,
// and both play on the usual table screens (3D dice in the first) with a bot; the second app's socket to the
// room dies mid-round (no close frame): its app is told reconnecting, the sdk takes the seat back, and the game
// is played to its end; then both apps' History hold it, marked online, and open its replay. Then the same with
// the second player in a plain browser page opened from the invite link, played to the end. Privacy in bytes, on
// both hops: every frame each page received (the app's page from its shell, the plain page from the server) is
// decoded and checked for another seat's hidden dice before its reveal (leakedHands, the server tests' check).
// DUDO_SHOTS/online-*.png: the lobbies, tables, ends and replays at 1024×640 and 1920×1080.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OnlineLobby } from '../../common/contract/index';
import { MSG_WIRE } from '../../common/online/room-protocol';
import { colyseusConnector } from '../../main/online/colyseus-link';
import { startWebShell, type WebShell } from '../../main/web/shell';
import { decodeFrame, leakedHands, testServer, type Frame } from '../server/helpers';
import { keptRooms } from '../online/online-kit';
import { buildRenderer, CHROMIUM, CHROMIUM_ARGS, CHROMIUM_ARGS_2D, chromiumMissing } from './harness';
import { consoleProblems, openApp, playStep, playToEnd } from './helpers';

const missing = chromiumMissing();

const SHOTS = process.env['DUDO_SHOTS'] ?? '/tmp';

/** Every frame a page received on its sockets: `app` (JSON text from its shell) or `server` (a room's binary frames). */
function recordFrames(page: Page): { app: Frame[]; server: Frame[] } {
  const got = { app: [] as Frame[], server: [] as Frame[] };
  page.on('websocket', (ws) =>
    ws.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string') got.app.push({ code: 13, type: MSG_WIRE, message: JSON.parse(payload) as unknown, bytes: payload.length });
      else got.server.push(decodeFrame(new Uint8Array(payload)));
    }),
  );
  return got;
}

/** The views among the frames (the check must have read some). */
const viewsIn = (frames: readonly Frame[]): number =>
  frames.filter((f) => f.type === MSG_WIRE && (f.message as { kind?: string; event?: { type?: string } }).event?.type === 'view').length;

/**
 * Truth on the 3D table: at a reveal the scene has drawn (cups lifted), the faces it shows per cup are the hands the
 * engine counts (window.__dudoScene, frameProbe.ts); null while no reveal is drawn. Per round: the cups that differ.
 */
async function sceneAtReveal(page: Page): Promise<{ round: number; differ: string[] } | null> {
  return page.evaluate(() => {
    type Scene = { round: number; seats: number[]; faces: (number | null)[][]; lifted: boolean; reveal?: { round: number; hands: number[][] } | null };
    const s = (globalThis as { __dudoScene?: Scene | null }).__dudoScene;
    if (!s || !s.lifted || !s.reveal || s.reveal.round !== s.round) return null;
    const differ = s.seats.flatMap((seat, i) => (JSON.stringify(s.faces[i]) === JSON.stringify(s.reveal!.hands[seat] ?? []) ? [] : [`seat ${seat}: drawn ${JSON.stringify(s.faces[i])}, counted ${JSON.stringify(s.reveal!.hands[seat])}`]));
    return { round: s.round, differ };
  });
}

/** From the end of the game to the app's History: the game is there, marked online, and its replay opens. */
async function historyReplays(page: Page, names: { menu: RegExp; history: RegExp; watch: RegExp }): Promise<void> {
  await page.locator('[data-testid="end-screen"]').waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: names.menu }).click();
  await page.locator('.menu').waitFor();
  await page.getByRole('button', { name: names.history }).first().click();
  await page.locator('[data-testid="history-screen"]').waitFor();
  const game = page.locator('[data-history-game]').first();
  await game.locator('[data-testid="history-online"]').waitFor({ timeout: 10_000 });
  await game.getByRole('button', { name: names.watch }).click();
  await page.locator('.replay-view').waitFor({ timeout: 20_000 });
}

describe.skipIf(missing !== null)('online: two apps at one table', () => {
  let srv: Awaited<ReturnType<typeof testServer>>;
  const shells: { shell: WebShell; dir: string }[] = [];
  let browser: Browser;
  /** WebGL on: the first app plays with 3D dice. */
  let browser3d: Browser;
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
    browser3d = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await browser3d?.close();
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

  it('create (es, 3D) → code → join (fr) → lobby with a bot → start; a socket dropped mid-round comes back; the whole game; no hidden die on either hop; both histories replay it', async () => {
    const ana = await (await browser3d.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const ben = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const anaFrames = recordFrames(ana);
    const benFrames = recordFrames(ben);
    await openApp(ana, shells[0]!.shell.url, { language: 'es', dice3d: true, quality: 'low' });
    await openApp(ben, shells[1]!.shell.url, { language: 'fr', dice3d: false });

    await ana.locator('.menu-online').click();
    await ana.locator('.online-create-open:not([disabled])').click();
    await ana.locator('.online-create .online-name').fill('Ana');
    // the plan offered: a friend's seat (Ben) and a bot's
    await expect(ana.locator('.online-plan li select').first().inputValue()).resolves.toBe('friend');
    await expect(ana.locator('.online-plan li').nth(1).locator('select').first().inputValue()).resolves.toBe('bot');
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
    // the reactions fold again once one is sent (left open they lay over the reveal's hands)
    await ana.locator('.online-table-bar details:not([open])').waitFor({ timeout: 5000 });
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
    // Ana's table is the 3D one (the client animates the server's roll); at each reveal it draws what the engine counts
    expect(await ana.locator('main.table-screen canvas').count()).toBe(1);
    const reveals = new Map<number, string[]>();
    await playToEnd([ana, ben], 'dudo', { minutes: 6, each: async (page) => {
      if (page !== ana) return;
      const seen = await sceneAtReveal(ana);
      if (!seen || reveals.has(seen.round)) return;
      reveals.set(seen.round, seen.differ);
      if (reveals.size === 1) await ana.screenshot({ path: join(SHOTS, 'online-reveal3d-es.png') });
    } });
    expect(reveals.size).toBeGreaterThan(0);
    expect([...reveals.values()].flat()).toEqual([]);
    await shot(ana, 'end-es');
    await shot(ben, 'end-fr');
    // privacy in bytes on the app's hop (shell → page): no view or roll shows another seat's hidden dice
    expect(viewsIn(anaFrames.app)).toBeGreaterThan(10);
    expect(viewsIn(benFrames.app)).toBeGreaterThan(10);
    expect(leakedHands(anaFrames.app, 0)).toEqual([]);
    expect(leakedHands(benFrames.app, 1)).toEqual([]);
    // (the check can fail: Ana's frames read as if they were Ben's show Ana's own hand)
    expect(leakedHands(anaFrames.app, 1).length).toBeGreaterThan(0);
    // item 6: each app's History holds the game, marked online, and opens its replay
    await historyReplays(ana, { menu: /^Menú principal$/, history: /^Historial y estadísticas$/, watch: /^Ver de nuevo$/ });
    await historyReplays(ben, { menu: /^Menu principal$/, history: /^Historique et statistiques$/, watch: /^Revoir$/ });
    await shot(ana, 'replay-es');
    await shot(ben, 'replay-fr');
    expect(consoleProblems(ana)).toEqual([]);
    expect(consoleProblems(ben)).toEqual([]);
  }, 600_000);

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
    // reduced motion: the page's own default then is the flat table (the 3D one is the first test's; this keeps the suite's time)
    const cy = await (await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' })).newPage();
    const cyFrames = recordFrames(cy);
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
    await playToEnd([ana, cy], 'dudo', { minutes: 6 });
    await shot(cy, 'link-end-en');
    // privacy in bytes on the server's hop (room → the plain page): every binary frame decoded, no hidden die of Ana's
    expect(viewsIn(cyFrames.server)).toBeGreaterThan(10);
    expect(leakedHands(cyFrames.server, 1)).toEqual([]);
    expect(leakedHands(cyFrames.server, 0).length).toBeGreaterThan(0);
    // the link page's end: no review, no local game, no menu (it has no host of its own); it leaves the table for Join
    const end = cy.locator('[data-testid="end-screen"]');
    await end.waitFor({ timeout: 30_000 });
    expect(await end.getByRole('button', { name: /^(New game|Main menu|Review this game)$/ }).count()).toBe(0);
    await end.getByRole('button', { name: 'Leave the table' }).click();
    await cy.locator('.online-join').waitFor({ timeout: 10_000 });
    expect(consoleProblems(cy)).toEqual([]);
  }, 600_000);
});
