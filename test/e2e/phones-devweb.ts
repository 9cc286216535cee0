// Helpers of `npm run play:phones` (test/e2e/playthrough-phones.ts, issue 42 "Done when"): the real `npm run dev:web`
// as a child process (its own process group, stopped as a whole), a free loopback port, what each page said that it
// should not have, and one phone's step of play (a reveal read, a shake, a choice, a bid or a call).
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { join, resolve } from 'node:path';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';

const ROOT = resolve(import.meta.dirname, '../..');

// a free TCP port on 127.0.0.1 (dev-web.ts refuses DUDO_PORT=0: it is given a number)
export { freePort } from '../server/child';

export interface DevWeb {
  /** The shared screen's URL as dev:web printed it (with its token). */
  readonly url: string;
  /** Lines dev:web wrote on stderr (warnings of the shell, the phone page's build). */
  readonly stderr: string[];
  /** Stops the whole process group (npm, tsx, node): SIGTERM, then SIGKILL after 10 s; its exit code or signal. */
  stop(): Promise<string>;
}

/** The environment of dev:web: a fresh data folder, the phones' listener on loopback, quick bots. */
export function devWebEnv(port: number, userData: string, botThinkMs: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DUDO_PORT: String(port), DUDO_USER_DATA: userData, DUDO_PHONES_ADDRESS: '127.0.0.1', DUDO_BOT_THINK_MS: String(botThinkMs) };
  delete env['DUDO_SHOTS'];
  return env;
}

/** Starts `npm run dev:web` (its output also in `logFile`) and waits for the URL it prints. */
export async function startDevWeb(env: NodeJS.ProcessEnv, logFile: string, timeoutMs = 180_000): Promise<DevWeb> {
  const log = createWriteStream(logFile);
  const child: ChildProcess = spawn('npm', ['run', 'dev:web'], { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const stderr: string[] = [];
  const exited = new Promise<string>((done) => child.once('exit', (code, signal) => done(signal ?? `exit ${code}`)));
  child.stderr!.on('data', (b: Buffer) => {
    log.write(b);
    stderr.push(...b.toString().split('\n').filter((l) => l.trim() !== ''));
  });
  let out = '';
  const url = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`dev:web printed no URL in ${timeoutMs / 1000} s:\n${out}\n${stderr.join('\n')}`)), timeoutMs);
    child.stdout!.on('data', (b: Buffer) => {
      log.write(b);
      out += b.toString();
      const m = /open (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        done(m[1]!);
      }
    });
    void exited.then((how) => {
      clearTimeout(timer);
      fail(new Error(`dev:web ended (${how}) before printing its URL:\n${out}\n${stderr.join('\n')}`));
    });
  });
  const stop = async (): Promise<string> => {
    const group = -child.pid!;
    try {
      process.kill(group, 'SIGTERM');
    } catch {
      return exited; // already gone
    }
    const killed = setTimeout(() => {
      try {
        process.kill(group, 'SIGKILL');
      } catch {
        // gone between the two
      }
    }, 10_000);
    const how = await exited;
    clearTimeout(killed);
    log.end();
    return how;
  };
  return { url, stderr, stop };
}

/** Records what a page said that it should not have: uncaught errors (`errors`), console errors and warnings, failed requests (`notes`). */
export function watchPage(page: Page, name: string, errors: string[], notes: string[]): void {
  page.on('pageerror', (e) => errors.push(`${name}: page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') notes.push(`${name}: console ${m.type()}: ${m.text().slice(0, 300)}`);
  });
  page.on('requestfailed', (r) => notes.push(`${name}: request failed: ${r.url().slice(0, 120)} (${r.failure()?.errorText ?? '?'})`));
  page.on('response', (r) => {
    if (r.status() >= 400) notes.push(`${name}: HTTP ${r.status()}: ${r.url().slice(0, 120)}`);
  });
}

/** Settings of a newcomer who speaks `language`, already past the guided game and the first tips (so no tip stands over the table). */
export function newcomerSettings(language: 'es' | 'fr'): Record<string, unknown> {
  return {
    language,
    jargon: language === 'es' ? 'es-CL' : 'fr',
    dice3d: true,
    guidedDone: true,
    tipsSeen: ['guided', 'wild', 'calzo', 'obligar', 'palifico', 'blind', 'paso', 'picado', 'reprieve'],
  };
}

/** Opens the app with these settings under the renderer's old localStorage key, carried over into the host's settings once connected. */
export async function openShared(page: Page, url: string, settings: Record<string, unknown>): Promise<void> {
  await page.addInitScript((s) => {
    localStorage.setItem('dudo.ui-settings', JSON.stringify(s));
  }, settings);
  await page.goto(url);
  await page.locator('.menu').waitFor({ timeout: 120_000 });
  await page.waitForFunction(() => localStorage.getItem('dudo.ui-settings') === null, undefined, { timeout: 30_000 });
}

/** One phone in the game: its page, a touch channel for the held shake, its seat. */
export interface Phone {
  readonly page: Page;
  readonly touch: CDPSession;
  readonly seat: number;
  readonly name: string;
  /** Since when a reveal has been up on this phone with none on the shared screen (ms), or null. */
  revealSince: number | null;
}

/** How long a reveal stays on a phone once the shared screen has none before its OK is tapped (a phone may get it before the 3D table shows it). */
const REVEAL_READ_MS = 4000;

export async function openPhone(context: BrowserContext, link: string, seat: number, name: string): Promise<Phone> {
  const page = await context.newPage();
  await page.goto(link);
  const touch = await context.newCDPSession(page);
  return { page, touch, seat, name, revealSince: null };
}

export type PhoneStep = 'reveal-ok' | 'shake' | 'direction' | 'obligar' | 'bid' | 'dudo' | null;

/** What happens around a phone's step: `during(kind)` while a shake is held or before a bid or call is tapped; `after(kind)` once the host took it. */
export interface StepHooks {
  during(kind: 'shake' | 'turn', phone: Phone): Promise<void>;
  after(kind: 'bid' | 'dudo', phone: Phone): Promise<void>;
  /** Whether a call is made when one may be (else the panel's bid). */
  callNow(): boolean;
}

/** Holds the phone's cup with a finger (a real touch) `ms`, then lets go: the table throws. */
async function holdShake(phone: Phone, ms: number, hooks: StepHooks): Promise<void> {
  const button = phone.page.locator('[data-testid="phone-shake"][data-shake="waiting"] button');
  // the table may have thrown the cup by itself meanwhile (its auto-throw; a loaded machine's harness is slow): nothing to hold then
  const box = await button.boundingBox({ timeout: 2000 }).catch(() => null);
  if (!box) return;
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await phone.touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await phone.page.locator('[data-testid="phone-shake"][data-shake="held"]').waitFor({ timeout: 3000 }).catch(() => undefined);
  const held = Date.now();
  await hooks.during('shake', phone);
  await phone.page.waitForTimeout(Math.max(0, ms - (Date.now() - held)));
  await phone.touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await phone.page.locator('[data-testid="phone-shake"][data-shake="held"]').waitFor({ state: 'detached', timeout: 2000 }).catch(() => undefined);
}

/** Holds a finger on the phone's cup (its dice shown while held) and runs `whileHeld`, then lets go; false when no hand is there to look at. */
export async function peek(phone: Phone, whileHeld: () => Promise<void>): Promise<boolean> {
  const box = await phone.page.locator('[data-testid="phone-cup"][data-hand="shown"]').boundingBox().catch(() => null);
  if (!box) return false;
  await phone.touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: box.x + box.width / 2, y: box.y + box.height / 2 }] });
  const shown = await phone.page.locator('[data-testid="phone-hand"]').waitFor({ timeout: 3000 }).then(() => true, () => false);
  await whileHeld();
  await phone.touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  return shown;
}

/**
 * One thing this phone's person would do now, if anything: OK a reveal still up here REVEAL_READ_MS after the shared screen went on,
 * shake a cup the table waits for, choose a direction or an obligar, or on their turn call dudo (when `callNow`) or bid
 * the panel's least raise.
 */
export async function phoneStep(phone: Phone, screenRevealUp: boolean, hooks: StepHooks): Promise<PhoneStep> {
  const p = phone.page;
  const ok = p.locator('[data-testid="phone-reveal"] button');
  if ((await ok.count()) && !screenRevealUp) {
    phone.revealSince ??= Date.now();
    if (Date.now() - phone.revealSince >= REVEAL_READ_MS) {
      phone.revealSince = null;
      await ok.first().tap({ timeout: 2000 }).catch(() => undefined);
      return 'reveal-ok';
    }
  } else phone.revealSince = null;
  if (await p.locator('[data-testid="phone-shake"][data-shake="waiting"] button').count()) {
    await holdShake(phone, 700, hooks);
    return 'shake';
  }
  const direction = p.locator('[data-dialog="direction"] button').first();
  if (await direction.count()) {
    await direction.tap({ timeout: 2000 }).catch(() => undefined);
    return 'direction';
  }
  const obligar = p.locator('[data-dialog="obligar"] button').last();
  if (await obligar.count()) {
    await obligar.tap({ timeout: 2000 }).catch(() => undefined);
    return 'obligar';
  }
  const main = p.locator('main.phone-screen');
  if ((await main.getAttribute('data-my-turn').catch(() => null)) !== 'true') return null;
  const dudo = p.locator('.call-dudo:not([disabled])');
  const bid = p.locator('.bid-btn:not([disabled])');
  const kind = (await dudo.count()) && hooks.callNow() ? 'dudo' : 'bid';
  if (kind === 'bid' && !(await bid.count())) return null;
  await hooks.during('turn', phone);
  const before = await main.getAttribute('data-actions');
  await (kind === 'dudo' ? dudo : bid).first().tap({ timeout: 2000 }).catch(() => undefined);
  const taken = await p
    .waitForFunction((b) => document.querySelector('main.phone-screen')?.getAttribute('data-actions') !== b, before, { timeout: 5000 })
    .then(() => true)
    .catch(() => false);
  if (taken) await hooks.after(kind, phone);
  return kind;
}

/** Where the shots go: `OUT/<name>.png`. */
export function shotPath(out: string, name: string): string {
  return join(out, `${name}.png`);
}
