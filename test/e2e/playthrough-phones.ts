// Issue 42 "Done when" (`npm run play:phones`; OUT=folder, default /tmp/playphones): a whole couch game with two phones
// played in the real `npm run dev:web`, as the README tells a newcomer: dev:web started as a child process (a fresh
// data folder, the phones' listener on 127.0.0.1, quick bots), the shared screen opened in Chromium at 1024×640 in
// Spanish (PLAY_LANGUAGE=fr for French) with 3D dice, a game of two phone seats and one bot set up on it, both phones
// (390×844, touch) paired from the links it shows, and the game played to its end from the phones: each cup shaken by a
// finger held on the phone's cup, each turn bid or called on its phone. Screenshots of the shared screen and both phones
// at the pairing, the first shake, the first bid, the reveals and the end. Prints a summary (rounds, reveals, who won,
// what went wrong) and exits 1 when the game did not end, a page threw, or the phones were not told the end.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, CHROMIUM_ARGS_2D } from './harness';
import { setUpPhonesGame } from './helpers';
import { devWebEnv, freePort, newcomerSettings, openPhone, openShared, peek, phoneStep, shotPath, startDevWeb, watchPage, type DevWeb, type Phone, type StepHooks } from './phones-devweb';

const OUT = process.env['OUT'] ?? '/tmp/playphones';
const LANGUAGE = process.env['PLAY_LANGUAGE'] === 'fr' ? 'fr' : 'es';
const DICE = Number(process.env['PLAY_DICE'] ?? 3);
const MINUTES = Number(process.env['PLAY_MINUTES'] ?? 15);
const SCREEN = { width: 1024, height: 640 };
const PHONE = { width: 390, height: 844 };

mkdirSync(OUT, { recursive: true });
const userData = mkdtempSync(join(tmpdir(), 'dudo-playphones-'));
const errors: string[] = [];
const notes: string[] = [];
const failures: string[] = [];
const reveals: string[] = [];
const counts = { shakes: 0, bids: 0, calls: 0, choices: 0 };
let rounds = 0;
let winner = '';
const phonesEnded: string[] = [];

const shot = async (page: Page, name: string): Promise<void> => {
  await page.screenshot({ path: shotPath(OUT, name) }).catch((e: unknown) => notes.push(`screenshot ${name}: ${String(e)}`));
};

/** Sets up the game on the shared screen: two people on phones, one bot, DICE dice each, 3D dice on. */
async function setUp(screen: Page): Promise<void> {
  await setUpPhonesGame(screen, true, DICE);
  await shot(screen, '00-setup-screen');
  await screen.locator('.setup button[type="submit"]').click();
  await screen.locator('main.table-screen').waitFor({ timeout: 60_000 });
}

/** The phones' links once the panel shows them (dev:web builds the phone page first: the panel says so meanwhile). */
async function pairingLinks(screen: Page): Promise<{ links: string[]; names: string[] }> {
  const notice = screen.locator('[data-testid="phones-page-notice"]');
  if (await notice.count()) {
    notes.push(`pairing: the shared screen said "${(await notice.innerText()).trim()}" while the phone page was built`);
    await shot(screen, '01-pairing-building-screen');
    await notice.waitFor({ state: 'detached', timeout: 240_000 });
  }
  await screen.locator('[data-testid="phones-panel"] .phone-seat svg.qr').nth(1).waitFor({ timeout: 60_000 });
  await shot(screen, '01-pairing-screen');
  const links = await screen.locator('[data-testid="phones-panel"] .phone-link a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
  const names = (await screen.locator('[data-testid="phones-panel"] .phone-seat h3').allInnerTexts()).map((n) => n.trim());
  return { links, names };
}

/** The shared screen's reveal: read once per round (screenshots after the tour's start), then every phone's OK and the screen's Continue. */
async function readReveal(screen: Page, phones: Phone[], seen: Set<number>): Promise<void> {
  const round = Number(await screen.locator('[data-testid="reveal"]').first().getAttribute('data-round').catch(() => '-1'));
  if (!seen.has(round)) {
    seen.add(round);
    rounds = Math.max(rounds, round);
    await screen.waitForTimeout(2500);
    await shot(screen, `04-reveal-r${round}-screen`);
    if (seen.size <= 2) {
      for (const ph of phones) {
        await ph.page.locator('[data-testid="phone-reveal"]').waitFor({ timeout: 5000 }).catch(() => notes.push(`round ${round}: no reveal on ${ph.name}'s phone`));
        await shot(ph.page, `04-reveal-r${round}-phone${ph.seat + 1}`);
      }
    }
    const title = await screen.locator('[data-dialog="reveal"] h2').first().innerText({ timeout: 1000 }).catch(() => '');
    const body = await screen.locator('[data-testid="reveal"]').first().innerText({ timeout: 1000 }).catch(() => '');
    reveals.push(`round ${round}: ${title.trim()} | ${body.replace(/\s+/g, ' ').trim().slice(0, 220)}`);
  }
  for (const ph of phones) await ph.page.locator('[data-testid="phone-reveal"] button').tap({ timeout: 1500 }).catch(() => undefined);
  await screen.locator('[data-dialog="reveal"] button.primary').click({ timeout: 3000 }).catch(() => undefined);
}

/** Plays from the phones until the shared screen shows the end (or the time is up). */
async function play(screen: Page, phones: Phone[]): Promise<void> {
  const shots = { shake: false, turn: false, bid: false };
  const all = async (name: string): Promise<void> => {
    await shot(screen, `${name}-screen`);
    for (const ph of phones) await shot(ph.page, `${name}-phone${ph.seat + 1}`);
  };
  const hooks: StepHooks = {
    async during(kind, phone) {
      if (kind === 'shake' && !shots.shake) {
        shots.shake = true;
        await screen.waitForTimeout(400);
        await all('02-shake');
      } else if (kind === 'turn' && !shots.turn) {
        shots.turn = true;
        await all('03-turn');
        const shown = await peek(phone, () => shot(phone.page, `03-peek-phone${phone.seat + 1}`));
        if (!shown) notes.push(`${phone.name}'s phone showed no dice while its cup was held`);
      }
    },
    async after(kind) {
      if (kind === 'bid' && !shots.bid) {
        shots.bid = true;
        await screen.waitForTimeout(600);
        await all('03-bid');
      }
    },
    // a call a little under half the times one may be made, else a bid: the game goes on past a few rounds
    callNow: () => Math.random() < 0.45,
  };
  const seen = new Set<number>();
  const deadline = Date.now() + MINUTES * 60_000;
  while (Date.now() < deadline) {
    if (await screen.locator('[data-testid="end-screen"]').count()) return;
    const screenReveal = (await screen.locator('[data-testid="reveal"]').count()) > 0;
    if (screenReveal) {
      await readReveal(screen, phones, seen);
      continue;
    }
    let acted = false;
    for (const ph of phones) {
      const step = await phoneStep(ph, screenReveal, hooks);
      if (step === 'shake') counts.shakes++;
      else if (step === 'bid') counts.bids++;
      else if (step === 'dudo') counts.calls++;
      else if (step === 'direction' || step === 'obligar') counts.choices++;
      acted ||= step !== null;
    }
    if (!acted) await screen.waitForTimeout(100);
  }
  failures.push(`no end of the game in ${MINUTES} minutes`);
  await all('99-timeout');
}

/**
 * The end: the shared screen's end screen and winner; each phone as it is at once (its last reveal, "game over") and
 * once the host told it the game ended (the listener closes phonesAfterMatchMs after the end: 60 s; waited 80 s).
 */
async function readEnd(screen: Page, phones: Phone[]): Promise<void> {
  const end = Date.now();
  await screen.waitForTimeout(1500);
  await shot(screen, '05-end-screen');
  for (const ph of phones) await shot(ph.page, `05-end-phone${ph.seat + 1}`);
  winner = (await screen.locator('[data-testid="end-screen"] tr.winner th').first().innerText({ timeout: 2000 }).catch(() => '?')).replace(/\s+/g, ' ').trim();
  for (const ph of phones) {
    const ended = ph.page.locator('main.phone-ended');
    const ok = await ended.waitFor({ timeout: Math.max(1000, 80_000 - (Date.now() - end)) }).then(() => true, () => false);
    await shot(ph.page, `06-ended-phone${ph.seat + 1}`);
    const text = (await ph.page.locator('main').first().innerText().catch(() => '')).replace(/\s+/g, ' ').trim();
    const why = ok ? await ended.getAttribute('data-ended') : null;
    phonesEnded.push(`${ph.name}: ${ok ? `told the end (${why}) ${((Date.now() - end) / 1000).toFixed(0)} s after it` : 'NOT told the end'}: "${text.slice(0, 160)}"`);
    if (!ok) failures.push(`${ph.name}'s phone was not told the game ended`);
  }
  await shot(screen, '06-ended-screen');
}

async function run(dev: DevWeb, browsers: Browser[]): Promise<void> {
  const [shared, phoneBrowser] = browsers as [Browser, Browser];
  const screen = await shared.newPage({ viewport: SCREEN, locale: LANGUAGE === 'es' ? 'es-CL' : 'fr-FR' });
  watchPage(screen, 'shared screen', errors, notes);
  screen.on('dialog', (d) => void d.accept());
  await openShared(screen, dev.url, newcomerSettings(LANGUAGE));
  await setUp(screen);
  const { links, names } = await pairingLinks(screen);
  if (links.length !== 2) throw new Error(`the shared screen shows ${links.length} phone links, not 2`);
  for (const l of links) if (new URL(l).hostname !== '127.0.0.1') throw new Error(`a phone link off loopback: ${l}`);
  const phones: Phone[] = [];
  for (const [seat, link] of links.entries()) {
    const context = await phoneBrowser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale: LANGUAGE === 'es' ? 'es-CL' : 'fr-FR' });
    const phone = await openPhone(context, link, seat, names[seat] ?? `phone ${seat + 1}`);
    watchPage(phone.page, `${phone.name}'s phone`, errors, notes);
    phones.push(phone);
  }
  for (const ph of phones) await ph.page.locator(`main.phone-screen[data-seat="${ph.seat}"]`).waitFor({ timeout: 30_000 });
  await screen.locator('.phone-waiting').first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => notes.push('the shared screen still waits for a phone after both joined'));
  await shot(screen, '01-paired-screen');
  for (const ph of phones) await shot(ph.page, `01-paired-phone${ph.seat + 1}`);
  await play(screen, phones);
  if (await screen.locator('[data-testid="end-screen"]').count()) await readEnd(screen, phones);
}

const started = Date.now();
const port = await freePort();
let dev: DevWeb | null = null;
const browsers: Browser[] = [];
let stopped = '';
const cleanUp = async (): Promise<void> => {
  for (const b of browsers) await b.close().catch(() => undefined);
  if (dev) stopped = await dev.stop();
  rmSync(userData, { recursive: true, force: true });
};
process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));
try {
  dev = await startDevWeb(devWebEnv(port, userData, 150), join(OUT, 'dev-web.log'));
  if (new URL(dev.url).hostname !== '127.0.0.1') throw new Error(`dev:web's URL is off loopback: ${dev.url}`);
  browsers.push(await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS }));
  browsers.push(await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS_2D }));
  await run(dev, browsers);
} catch (e) {
  failures.push(e instanceof Error ? (e.stack ?? e.message) : String(e));
} finally {
  await cleanUp();
}
if (errors.length) failures.push(`${errors.length} uncaught page errors`);
const stderr = dev?.stderr ?? [];
console.log(
  [
    `play:phones (${LANGUAGE}, ${DICE} dice, 3D, screen ${SCREEN.width}×${SCREEN.height}, phones ${PHONE.width}×${PHONE.height}) in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    `rounds ${rounds}, reveals ${reveals.length}, shakes ${counts.shakes}, bids ${counts.bids}, calls ${counts.calls}, choices ${counts.choices}`,
    `winner: ${winner || '(no end)'}`,
    ...reveals.map((r) => `  ${r}`),
    ...phonesEnded.map((p) => `  ${p}`),
    `page errors (${errors.length}):`,
    ...errors.map((e) => `  ${e}`),
    `notes (${notes.length}):`,
    ...[...new Set(notes)].slice(0, 40).map((n) => `  ${n}`),
    `dev:web stderr (${stderr.length} lines, all in ${join(OUT, 'dev-web.log')}):`,
    ...stderr.slice(0, 20).map((l) => `  ${l}`),
    `dev:web stopped: ${stopped || '(not started)'}`,
    failures.length ? `FAILED:\n  ${failures.join('\n  ')}` : 'OK',
    `screenshots in ${OUT}`,
  ].join('\n'),
);
process.exit(failures.length ? 1 : 0);
