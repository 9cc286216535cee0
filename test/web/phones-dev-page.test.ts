// Issue 42 item 1: under `npm run dev:web` (the shell with Vite's dev server) the phones' listener
// serves the phone page too, once its build is done; until then, or when it cannot, the pairing says
// so and the shared screen shows it. Loopback only (the listener on 127.0.0.1).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createClient } from '../../renderer/src/client/index';
import { phonePageNotice } from '../../renderer/src/table/PhonesPanel';
import { startWebShell, type WebShell } from '../../main/web/shell';
import { tempDir, useCleanups } from '../host/helpers';
import { PHONES_GAME, until } from '../host/phones-kit';
import type { PhonePairing } from '../../common/contract/index';

const cleanups = useCleanups();
const PAGE = '<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="default-src \'self\'; connect-src \'self\'"></head><body>the phone page</body></html>';

/** A stand-in for the renderer's build: a folder with the page, handed over when `release` is called (or a failure). */
function deferredBuild(): { build: () => Promise<string | null>; release: (ok: boolean) => void } {
  const t = tempDir('dudo-phone-page-');
  cleanups.push(t.cleanup);
  let settle: (ok: boolean) => void = () => undefined;
  const done = new Promise<boolean>((r) => (settle = r));
  return {
    build: async () => {
      if (!(await done)) throw new Error('the build failed');
      mkdirSync(t.dir, { recursive: true });
      writeFileSync(join(t.dir, 'index.html'), PAGE);
      return t.dir;
    },
    release: (ok) => settle(ok),
  };
}

async function devShell(build: () => Promise<string | null>): Promise<WebShell> {
  const t = tempDir();
  cleanups.push(t.cleanup);
  const s = await startWebShell({ userDataDir: t.dir, botThinkMs: 0, serveRenderer: 'dev', buildPhonePage: build, log: () => undefined, phones: { address: '127.0.0.1', log: () => undefined } });
  cleanups.push(() => s.close());
  (globalThis as { WebSocket?: unknown }).WebSocket = WebSocket;
  cleanups.push(() => delete (globalThis as { WebSocket?: unknown }).WebSocket);
  return s;
}

/** A phones game on the shell; the pairing the shared screen is told, kept up to date. */
async function phonesGame(s: WebShell): Promise<{ latest: () => PhonePairing }> {
  const screen = createClient({ wsUrl: s.wsUrl });
  cleanups.push(() => screen.close());
  let latest: PhonePairing | null = null;
  screen.onEvent((e) => {
    if (e.type === 'phones') latest = e.pairing;
  });
  const started = await screen.invoke('game:new', PHONES_GAME);
  if (!started.ok) throw new Error(started.error.message);
  const first = await screen.invoke('phones:pairing', {});
  if (!first.ok) throw new Error(first.error.message);
  latest ??= first.value;
  return { latest: () => latest! };
}

describe('phones under npm run dev:web (issue 42 item 1)', () => {
  it('a phone link gets the phone page (200) once it is built; before, the pairing and the link say it is being built', async () => {
    const b = deferredBuild();
    const s = await devShell(b.build);
    const game = await phonesGame(s);
    const link = game.latest().seats[0]!.url;
    expect(game.latest().page).toBe('building');
    expect(phonePageNotice(game.latest())).toBe('phones.pageBuilding');
    expect((await fetch(link)).status).toBe(503);
    b.release(true);
    await until(() => game.latest().page === undefined);
    expect(phonePageNotice(game.latest())).toBeNull();
    const res = await fetch(link);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('the phone page');
    // served as the phones' page: its CSP lets it reach only this listener's WebSocket
    expect(html).toContain(`ws://${new URL(link).host}`);
  });

  it('a listener that cannot serve the page says so to the shared screen', async () => {
    const b = deferredBuild();
    const s = await devShell(b.build);
    const game = await phonesGame(s);
    b.release(false);
    await until(() => game.latest().page === 'unavailable');
    expect(phonePageNotice(game.latest())).toBe('phones.pageUnavailable');
    expect((await fetch(game.latest().seats[0]!.url)).status).toBe(404);
  });
});
