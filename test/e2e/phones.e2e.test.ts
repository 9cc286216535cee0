// Issue 28 end to end: a shared screen and two phones (390x844, touch) play a whole game of two
// persons and a bot in Chromium, through the real host's LAN listener (on 127.0.0.1 here). Each phone
// shows only its own dice and plays its turns; the shared screen never gets a person's hand outside
// a reveal (checked on the frames it receives); no phone frame holds its hand in clear (checked on
// bytes); a phone reloaded mid-round finds its seat; a link with an altered key gets nothing; a
// phone replaying another phone's `game:act` gets NOT_YOUR_SEAT and its raw bytes get nothing.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page, WebSocketRoute } from 'playwright-core';
import WebSocket from 'ws';
import { legalActions, type GameState, type SeatAction } from '../../engine/index';
import { CLOSE } from '../../common/channel/protocol';
import { open, parsePhoneFragment, sealFrame, type Result, type Stats } from '../../common/contract/index';
import { chromiumMissing } from './harness';
import { useShellAndBrowser } from './setup';
import { QUICK_ANIMATIONS, openApp, setUpPhonesGame } from './helpers';
import { ROUNDS_VIEWPORT } from './rounds-play';
import { phonesNow, untilShown } from './phones-waits';

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

/** A phone's request as it travels sealed (common/phone-wire.ts): `{s, m}`, m = `{id, channel, payload}`. */
interface PhoneRequest {
  readonly id: number;
  readonly channel: string;
  readonly payload: { readonly action?: SeatAction };
}

/** One connection of a phone's page as its route sees it (every frame still crosses the real socket). */
interface PhoneConn {
  /** The page's sealed frames sent on so far (the next one is frame `sent + shift`). */
  sent: number;
  /** Frames this test wrote into the connection itself. */
  shift: number;
  /** What the host sent, opened with the seat's key. */
  readonly down: { readonly kind?: string; readonly id?: number; readonly result?: Result<unknown> }[];
  closedWith: number | null;
  readonly server: WebSocketRoute;
  /** The connection's challenge (its frames are sealed over it). */
  challenge: string;
}

/**
 * A phone page's socket to the listener, routed through the test (Playwright's routeWebSocket: the
 * page still opens the real socket, so its frames are recorded as before). It lets the test do what
 * a hostile phone could do with its own link: write a frame sealed with its own key into its own
 * authenticated connection (the page's later frames renumbered so the connection stays whole), or
 * raw bytes. `hold` is given the page's first `game:act` (its raw bytes and what it holds) before
 * the frame goes on.
 */
async function routePhone(page: Page, key: Uint8Array, hold?: (raw: Buffer, request: PhoneRequest) => Promise<void>): Promise<{ current: PhoneConn | null }> {
  const wire: { current: PhoneConn | null } = { current: null };
  let holder = hold;
  const decoder = new TextDecoder();
  await page.routeWebSocket(/\/phone$/, (ws) => {
    const server = ws.connectToServer();
    const conn: PhoneConn = { sent: 0, shift: 0, down: [], closedWith: null, server, challenge: '' };
    wire.current = conn;
    let chain = Promise.resolve();
    ws.onMessage((m) => {
      chain = chain.then(async () => {
        if (typeof m === 'string') return server.send(m); // the hello
        const plain = open(key, 'to-host', m, conn.challenge);
        const body = plain ? (JSON.parse(decoder.decode(plain)) as { s: number; m: PhoneRequest }) : null;
        if (body && holder && body.m.channel === 'game:act') {
          const h = holder;
          holder = undefined;
          await h(m, body.m);
        }
        server.send(body && conn.shift > 0 ? Buffer.from(sealFrame(key, 'to-host', body.s + conn.shift, body.m, conn.challenge)) : m);
        conn.sent++;
      });
    });
    server.onMessage((m) => {
      // the connection's challenge: every sealed frame of it is bound to it (issue 39 item 3)
      if (typeof m === 'string') conn.challenge = (JSON.parse(m) as { nonce?: string }).nonce ?? '';
      else {
        const plain = open(key, 'to-phone', m, conn.challenge);
        if (plain) conn.down.push((JSON.parse(decoder.decode(plain)) as { m: PhoneConn['down'][number] }).m);
      }
      ws.send(m);
    });
    server.onClose((code, reason) => {
      conn.closedWith = code ?? null;
      ws.close({ code, reason });
    });
    ws.onClose((code, reason) => server.close({ code, reason }));
  });
  return wire;
}

/** Writes `request` into `conn` sealed with `key` as its next frame (a hostile phone's own connection). */
function writeInto(conn: PhoneConn, key: Uint8Array, request: PhoneRequest): void {
  conn.server.send(Buffer.from(sealFrame(key, 'to-host', conn.sent + conn.shift, request, conn.challenge)));
  conn.shift++;
}

async function until(what: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!what()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** A device on the network with no link: opens the listener's socket, sends `bytes` after the challenge; what it got and how it was closed. */
async function rawStranger(url: string, bytes: Buffer): Promise<{ messages: number; closed: number }> {
  const ws = new WebSocket(url);
  let messages = 0;
  const closed = new Promise<number>((r) => ws.on('close', (code) => r(code)));
  ws.on('message', () => {
    messages++;
    if (messages === 1) ws.send(bytes);
  });
  ws.on('error', () => undefined);
  return { closed: await closed, messages };
}

describe.skipIf(missing !== null)('phones as private cups (e2e, issue 28)', () => {
  const env = useShellAndBrowser({ botThinkMs: 20, phones: { address: '127.0.0.1', log: () => undefined } });

  it('a shared screen and two phones play a whole game; hands stay on their phones', async () => {
    const screen = await env.browser2d.newPage({ viewport: { width: 1280, height: 800 } });
    const screenFrames = recordFrames(screen);
    await openApp(screen, env.shell.url, { language: 'en', jargon: 'en', dice3d: false, guidedDone: true, tipsSeen: ['guided', 'wild', 'calzo', 'obligar', 'palifico', 'blind', 'paso', 'picado', 'reprieve'] });
    await setUpPhonesGame(screen, false);
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
    const strangerCtx = await env.browser2d.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const stranger = await strangerCtx.newPage();
    const altered = links[0]!.replace(/&e=(.)/, (_m, c: string) => `&e=${c === 'A' ? 'B' : 'A'}`);
    await stranger.goto(altered);
    await stranger.locator('[data-phone-status="refused"]').waitFor();
    await strangerCtx.close();

    const contexts: BrowserContext[] = [];
    const phones: Page[] = [];
    const phoneFrames: Frames[] = [];
    // the first game:act a phone sends is held while the other phone replays it (issue 28's
    // Done-when: "a phone replaying another phone's game:act gets NOT_YOUR_SEAT")
    const keys = links.map((l) => parsePhoneFragment(new URL(l).hash)!.cipherKey);
    const wires: { current: PhoneConn | null }[] = [];
    const replay: {
      seat?: number;
      legal?: boolean;
      forged?: Result<unknown>;
      unchangedAfterForged?: boolean;
      rawClosed?: number | null;
      rawAnswers?: number;
      stranger?: { messages: number; closed: number };
      unchangedAfterRaw?: boolean;
      back?: boolean;
      error?: string;
    } = {};
    const vibrateWarnings: string[] = [];
    let replayTaken = false;
    const replayOnTheOther = (seat: number) => async (raw: Buffer, request: PhoneRequest): Promise<void> => {
      if (replayTaken) return;
      replayTaken = true;
      try {
        const host = env.shell.host;
        const other = 1 - seat;
        const conn = wires[other]!.current!;
        const snapshot = (): string => JSON.stringify([host.currentState, host.currentRecord!.actions.length]);
        const before = snapshot();
        replay.seat = seat;
        // the action is legal for its seat now: a refusal can only be about whose seat it is
        replay.legal = legalActions(host.currentState as GameState, seat).some((a) => JSON.stringify(a) === JSON.stringify(request.payload.action));
        // 1. the other phone, on its own paired connection and under its own key, sends this seat's action
        const FORGED = 1_000_000;
        writeInto(conn, keys[other]!, { id: FORGED, channel: 'game:act', payload: request.payload });
        await until(() => conn.down.some((d) => d.kind === 'reply' && d.id === FORGED));
        replay.forged = conn.down.find((d) => d.kind === 'reply' && d.id === FORGED)!.result;
        replay.unchangedAfterForged = snapshot() === before;
        // 2. the captured bytes themselves, re-sent on the other phone's connection: they do not open under its key
        const answered = conn.down.length;
        conn.server.send(raw);
        await until(() => conn.closedWith !== null);
        replay.rawClosed = conn.closedWith;
        replay.rawAnswers = conn.down.length - answered;
        // 3. and by a device with no link at all
        replay.stranger = await rawStranger(`ws://${new URL(links[0]!).host}/phone`, raw);
        replay.unchangedAfterRaw = snapshot() === before;
        // the other phone's page connects again by itself (its link is still good)
        await until(() => wires[other]!.current !== conn && wires[other]!.current!.down.some((d) => d.kind === 'paired'), 8000);
        replay.back = true;
      } catch (e) {
        replay.error = e instanceof Error ? e.stack : String(e);
      }
    };
    for (const [seat, link] of links.entries()) {
      const ctx = await env.browser2d.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-US' });
      contexts.push(ctx);
      const page = await ctx.newPage();
      page.on('pageerror', (e) => console.warn(`[phone page error] ${e.message}`));
      // item h (the last phones game): no buzz asked before a first touch (Chromium blocks it and warns)
      page.on('console', (m) => void (/vibrate/i.test(m.text()) && vibrateWarnings.push(m.text())));
      phoneFrames.push(recordFrames(page));
      wires.push(await routePhone(page, keys[seat]!, replayOnTheOther(seat)));
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
    // (alone about 20 s; a loaded CI machine once ran out of 150 s, so 190 s, and what stood in the way is told)
    const deadline = Date.now() + 190_000;
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
        // a reveal summary still up on this phone (its OK missed while the shared screen went on: a loaded
        // machine) keeps the next choice behind it, as it would for a person who has not read it yet
        const stillRevealed = p.locator('[data-testid="phone-reveal"] button');
        if ((await stillRevealed.count()) && !(await screen.locator('[data-dialog="reveal"]').count())) {
          await stillRevealed.first().tap({ timeout: 2000 }).catch(() => undefined);
          acted = true;
          continue;
        }
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
    if (!(await screen.locator('[data-testid="end-screen"]').count())) {
      const state = env.shell.host.currentState as (GameState & { turn?: unknown }) | null;
      const screenNow = await screen.locator('main.table-screen').evaluate((e) => (e as HTMLElement).innerText.slice(0, 600)).catch((e: unknown) => String(e));
      throw new Error(`no end of game after ${moves} moves: phase ${state?.phase}, replay ${JSON.stringify(replay)}\nphones: ${await phonesNow(phones)}\nscreen: ${screenNow}`);
    }
    expect(moves).toBeGreaterThan(2);
    // item c (the last phones game): the end screen offers no pairing for the finished game
    expect(await screen.locator('[data-testid="phones-panel"]').count()).toBe(0);
    expect(vibrateWarnings).toEqual([]);
    expect(peeks).toBeGreaterThan(0);
    expect(turnShot && revealShot && reloaded).toBe(true);
    // the replay: NOT_YOUR_SEAT for a legal action of the other seat, nothing applied; the raw
    // bytes close the other phone's connection (4400: they do not open) with no answer, and a
    // device with no link gets the challenge and a refusal (4401)
    expect(replay.error).toBeUndefined();
    expect(replay.seat).toBeDefined();
    expect(replay.legal).toBe(true);
    expect(replay.forged).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_SEAT' } });
    expect(replay.unchangedAfterForged).toBe(true);
    expect(replay.rawClosed).toBe(CLOSE.badFrame);
    expect(replay.rawAnswers).toBe(0);
    expect(replay.stranger).toEqual({ messages: 1, closed: CLOSE.refused });
    expect(replay.unchangedAfterRaw).toBe(true);
    expect(replay.back).toBe(true);

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

  it("a phone shakes its own cup (issue 28 item 3): held by touch it rattles (still under reduced motion) and the 3D table waits; let go, the table throws; a phone speaks its person's profile language", async () => {
    // Ana's profile says French (Statistics, "Language on a phone"); her phone's browser says English
    const tool = env.shell.host.connect(() => undefined);
    const stats = await tool.handle('stats:get', {});
    const had = (stats.ok ? (stats.value as Stats).profiles : []).find((p) => p.name === 'Ana');
    expect((await tool.handle('profile:save', { ...(had ? { id: had.id } : {}), name: 'Ana', color: had?.color ?? '#e69f00', language: 'fr' })).ok).toBe(true);
    tool.disconnect();
    const screen = await env.browser.newPage({ viewport: ROUNDS_VIEWPORT });
    // (a game the first test left unfinished is given up for this one)
    screen.on('dialog', (d) => void d.accept());
    await openApp(screen, env.shell.url, { language: 'en', jargon: 'en', dice3d: true, quality: 'low', animationSpeed: QUICK_ANIMATIONS, guidedDone: true, tipsSeen: ['guided', 'wild', 'calzo', 'obligar', 'palifico', 'blind', 'paso', 'picado', 'reprieve'] });
    await setUpPhonesGame(screen, true); // 3D dice: the table throws them
    await screen.locator('.setup button[type="submit"]').click();
    await screen.locator('main.table-screen').waitFor();
    await screen.locator('[data-testid="phones-panel"] .phone-seat svg.qr').nth(1).waitFor();
    const links = await screen.locator('[data-testid="phones-panel"] .phone-link a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    // item g (the last phones game): while the codes are shown (no phone joined) the start roll is not thrown behind them
    await screen.waitForTimeout(3000);
    expect(env.shell.host.currentState?.phase).toBe('start-roll');
    const contexts: BrowserContext[] = [];
    const phones: Page[] = [];
    for (const link of links) {
      const ctx = await env.browser2d.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-US' });
      contexts.push(ctx);
      const page = await ctx.newPage();
      page.on('pageerror', (e) => console.warn(`[phone page error] ${e.message}`));
      await page.goto(link);
      phones.push(page);
    }
    for (const [i, p] of phones.entries()) await p.locator(`main.phone-screen[data-seat="${i}"]`).waitFor();
    // Ana's phone speaks French (her profile), Beto's English (his phone's browser: he has no language in his profile)
    await phones[0]!.locator('html[lang="fr"]').waitFor({ timeout: 5000 });
    await expect(phones[0]!.locator('.phone-header h1').innerText()).resolves.toContain('Ana, ton gobelet');
    expect(await phones[1]!.evaluate(() => document.documentElement.lang)).toBe('en');
    await expect(phones[1]!.locator('.phone-header h1').innerText()).resolves.toContain('Beto, your cup');
    // the start roll needs nobody's shake; a phone that won it chooses the direction; then the round's dice wait for a shake
    const phone = phones[0]!;
    const shake = phone.locator('[data-testid="phone-shake"][data-shake="waiting"] button');
    // waited for by what the phones show (no tap loop): Ana's cup, or a phone's direction choice to make
    await untilShown(phones, shake, 90_000);
    await screen.locator('.shake-prompt').waitFor({ timeout: 30_000 });
    // the shared screen holds no cup: it asks the phones, with no shake button of its own
    await expect(screen.locator('[data-testid="shake-on-phones"]').innerText()).resolves.toMatch(/^Ana and Beto: shake your cups on your phones/);
    expect(await screen.locator('.shake-prompt button').count()).toBe(0);
    const box = (await shake.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    // a finger on the cup (a real touch), held
    const touch = await contexts[0]!.newCDPSession(phone);
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await phone.locator('[data-testid="phone-shake"][data-shake="held"] .phone-shake-cup.shaking').waitFor({ timeout: 3000 });
    const animation = (): Promise<string> => phone.locator('.phone-shake-svg').evaluate((e) => getComputedStyle(e).animationName);
    expect(await animation()).toBe('phone-rattle');
    // docs/ui.md: the phone's cup held, and the shared 3D table waiting for it
    await phone.screenshot({ path: join(SHOTS, 'ui-phones-shake.png') });
    await screen.screenshot({ path: join(SHOTS, 'ui-phones-shared-3d.png') });
    await phone.emulateMedia({ reducedMotion: 'reduce' });
    expect(await animation()).toBe('none');
    await phone.emulateMedia({ reducedMotion: 'no-preference' });
    // while the finger holds the cup, the table waits: nothing is thrown
    await phone.waitForTimeout(1500);
    expect(env.shell.host.currentState?.phase).toBe('roll');
    expect(await screen.locator('.shake-prompt').count()).toBe(1);
    // let go: the table throws now (not after its own wait of 15 s)
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    const released = Date.now();
    await phone.locator('[data-testid="phone-shake"][data-shake="thrown"]').waitFor({ timeout: 3000 }).catch(() => undefined);
    await screen.locator('main.table-screen[data-phase="bidding"]').waitFor({ timeout: 8000 });
    expect(Date.now() - released).toBeLessThan(8000);
    expect(await screen.locator('main.table-screen').getAttribute('data-dice-source')).toBe('physics');
    // the throw is done: the phone's cup is gone, its hand is the one held under the cup
    await phone.locator('[data-testid="phone-shake"]').waitFor({ state: 'detached', timeout: 5000 });
    await phone.locator('[data-testid="phone-cup"]').waitFor({ timeout: 5000 });

    // the next round, shaken by device motion on Beto's phone (where the browser gives it; nothing needs it):
    // round 1 is played out (a call when one may, else a bid; every reveal continued)
    const beto = phones[1]!;
    const betoShake = beto.locator('[data-testid="phone-shake"][data-shake="waiting"]');
    let scrollSigns: { scrollbar: boolean; fade: boolean } | undefined;
    const roundTwo = Date.now() + 90_000;
    while ((await betoShake.count()) === 0) {
      if (Date.now() > roundTwo) throw new Error(`no shake on Beto's phone for round 2: ${await phonesNow(phones)}`);
      // only what is shown is pressed (read first, never a tap that waits on nothing); then the next change is waited for
      const before = await Promise.all(phones.map((p) => p.locator('main.phone-screen').getAttribute('data-actions').catch(() => null)));
      const continueReveal = screen.locator('[data-dialog="reveal"] button.primary');
      if (await continueReveal.count()) {
        // item b (the last phones game): the docked reveal scrolls visibly (a drawn scrollbar, lines fading under its buttons)
        scrollSigns ??= await screen.locator('[data-dialog="reveal"]').evaluate((d) => {
          const modal = d.closest('.modal') ?? d;
          const fade = getComputedStyle(d.querySelector('.dialog-buttons')!, '::before').backgroundImage;
          return { scrollbar: getComputedStyle(modal).scrollbarColor !== 'auto', fade: fade.includes('gradient') };
        });
        await continueReveal.click({ timeout: 5000 }).catch(() => undefined);
      }
      for (const p of phones) {
        const ok = p.locator('[data-testid="phone-reveal"] button');
        if (await ok.count()) await ok.click({ timeout: 5000 }).catch(() => undefined);
        const choice = p.locator('[data-dialog="direction"] button, [data-dialog="obligar"] button').first();
        if (await choice.count()) await choice.tap({ timeout: 5000 }).catch(() => undefined);
        if ((await p.locator('main.phone-screen').getAttribute('data-my-turn')) !== 'true') continue;
        const dudo = p.locator('.call-dudo:not([disabled])');
        if (await dudo.count()) await dudo.tap({ timeout: 5000 }).catch(() => undefined);
        else await p.locator('.bid-btn:not([disabled])').tap({ timeout: 5000 }).catch(() => undefined);
      }
      await Promise.any([
        betoShake.waitFor({ timeout: 2000 }),
        continueReveal.waitFor({ timeout: 2000 }),
        ...phones.map((p, i) => p.waitForFunction((b) => document.querySelector('main.phone-screen')?.getAttribute('data-actions') !== b, before[i] ?? null, { timeout: 2000 })),
      ]).catch(() => undefined);
    }
    await screen.locator('.shake-prompt').waitFor({ timeout: 30_000 });
    const motion = (): Promise<void> =>
      beto.evaluate(() => {
        window.dispatchEvent(new DeviceMotionEvent('devicemotion', { acceleration: { x: 18, y: -6, z: 4 }, interval: 16 }));
      });
    // shaken: held (and the table waits while the shaking goes on)
    for (let i = 0; i < 4; i++) {
      await motion();
      await beto.waitForTimeout(100);
    }
    expect(await beto.locator('[data-testid="phone-shake"]').getAttribute('data-shake')).toBe('held');
    expect(env.shell.host.currentState?.phase).toBe('roll');
    // still for half a second: thrown (the table throws now, not after its own 15 s; Beto's cup goes)
    const still = Date.now();
    await screen.locator('main.table-screen[data-phase="bidding"]').waitFor({ timeout: 8000 });
    expect(Date.now() - still).toBeLessThan(8000);
    await beto.locator('[data-testid="phone-shake"]').waitFor({ state: 'detached', timeout: 5000 });
    expect(scrollSigns).toEqual({ scrollbar: true, fade: true });
    for (const c of contexts) await c.close();
    await screen.close();
  }, 240_000);
});
