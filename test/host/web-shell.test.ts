// The web shell: the host behind a WebSocket on 127.0.0.1, driven by the renderer's own client.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { HostEvent } from '../../common/contract/index';
import { startWebShell, type WebShell } from '../../main/web/shell';
import { createClient, wsUrlFromLocation } from '../../renderer/src/client/index';
import { ALL_BOTS, tempDir, useCleanups } from './helpers';

const cleanups = useCleanups();

async function shell(serveRenderer: 'dev' | 'none' = 'none'): Promise<WebShell> {
  const t = tempDir();
  cleanups.push(t.cleanup);
  const s = await startWebShell({ userDataDir: t.dir, botThinkMs: 0, serveRenderer, log: () => undefined });
  cleanups.push(() => s.close());
  return s;
}

describe('web shell', () => {
  it('the renderer client (WebSocket transport) plays a bot game to the end and hears every event', async () => {
    const s = await shell();
    (globalThis as { WebSocket?: unknown }).WebSocket = WebSocket;
    cleanups.push(() => delete (globalThis as { WebSocket?: unknown }).WebSocket);
    const client = createClient({ wsUrl: s.wsUrl });
    cleanups.push(() => client.close());
    expect(client.transport).toBe('websocket');
    const events: HostEvent[] = [];
    client.onEvent((e) => events.push(e));
    const info = await client.invoke('app:info', {});
    expect(info).toMatchObject({ ok: true, value: { transport: 'websocket', contractVersion: 1 } });
    const started = await client.invoke('game:new', ALL_BOTS);
    expect(started.ok).toBe(true);
    const end = Date.now() + 20_000;
    while (!events.some((e) => e.type === 'session' && e.session?.status === 'match-over') && Date.now() < end) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(events.some((e) => e.type === 'session' && e.session?.status === 'match-over')).toBe(true);
    const bad = await client.invoke('game:act', { action: { type: 'bid', seat: 0, count: 1, face: 9 } } as never);
    expect(bad.ok).toBe(false);
  });

  it('refuses junk frames with a typed error and pages of another origin', async () => {
    const s = await shell();
    const ws = new WebSocket(s.wsUrl);
    await new Promise((r) => ws.once('open', r));
    const reply = new Promise<string>((r) => ws.once('message', (d) => r(String(d))));
    ws.send('{not json');
    expect(JSON.parse(await reply)).toMatchObject({ kind: 'reply', id: -1, result: { ok: false, error: { code: 'BAD_PAYLOAD' } } });
    ws.close();
    // Even with the token, a page of another origin is refused.
    const foreign = new WebSocket(s.wsUrl, { headers: { origin: 'http://evil.example' } });
    const outcome = await new Promise<string>((r) => {
      foreign.once('open', () => r('open'));
      foreign.once('error', () => r('refused'));
    });
    expect(outcome).toBe('refused');
  });

  it('serves /dudo-config.json (the address, never the token); ?ws=PORT&token=... is read by the client', async () => {
    const s = await shell();
    const res = await fetch(`http://127.0.0.1:${s.port}/dudo-config.json`);
    expect(await res.json()).toEqual({ wsUrl: `ws://127.0.0.1:${s.port}` });
    expect(wsUrlFromLocation(new URL(s.url).search)).toBe(s.wsUrl);
    expect(wsUrlFromLocation(`?ws=${s.port}`)).toBe(`ws://127.0.0.1:${s.port}`);
    expect(wsUrlFromLocation('?ws=ws://evil.example:80')).toBeNull();
    expect(wsUrlFromLocation(`?ws=${s.port}&token=a%20b`)).toBe(`ws://127.0.0.1:${s.port}`);
  });

  it('issue 15.7: a WebSocket without this run’s token, or with a wrong one, is refused (401) before it can read or act', async () => {
    const s = await shell();
    expect(s.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(s.url).toContain(`token=${s.token}`);
    const bare = `ws://127.0.0.1:${s.port}`;
    const wrong = `${s.token.slice(0, -1)}${s.token.endsWith('A') ? 'B' : 'A'}`;
    for (const url of [bare, `${bare}/?token=`, `${bare}/?token=${wrong}`, `${bare}/?token=${s.token}x`, `${bare}/?ws=${s.port}`]) {
      const ws = new WebSocket(url);
      const outcome = await new Promise<string>((r) => {
        ws.once('open', () => r('open'));
        ws.once('message', () => r('message'));
        ws.once('unexpected-response', (_req, res) => r(`status ${res.statusCode}`));
        ws.once('error', (e) => r(`error ${e.message}`));
      });
      expect(outcome, url).toBe('status 401');
      ws.terminate();
    }
    // Nobody connected: no client was attached to the host, no game started.
    const ok = new WebSocket(s.wsUrl);
    await new Promise((r) => ok.once('open', r));
    const reply = new Promise<string>((r) => ok.on('message', (d) => { const m = JSON.parse(String(d)) as { kind: string }; if (m.kind === 'reply') r(String(d)); }));
    ok.send(JSON.stringify({ id: 1, channel: 'app:info', payload: {} }));
    expect(JSON.parse(await reply)).toMatchObject({ kind: 'reply', id: 1, result: { ok: true } });
    ok.close();
    // Two shells, two tokens.
    const other = await shell();
    expect(other.token).not.toBe(s.token);
  });

  it('issue 15.7: a built page keeps the packaged CSP but for this shell’s own WebSocket (no port wildcard, no unsafe-inline)', async () => {
    const t = tempDir();
    cleanups.push(t.cleanup);
    const csp = readFileSync(new URL('../../renderer/index.html', import.meta.url), 'utf8').match(/content="(default-src[^"]+)"/)?.[1] ?? '';
    writeFileSync(join(t.dir, 'index.html'), `<!doctype html><meta http-equiv="Content-Security-Policy" content="${csp}" /><div id="root"></div>`);
    const data = tempDir();
    cleanups.push(data.cleanup);
    const s = await startWebShell({ userDataDir: data.dir, botThinkMs: 0, serveRenderer: { dir: t.dir }, log: () => undefined });
    cleanups.push(() => s.close());
    const html = await (await fetch(s.url)).text();
    const served = /content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(served).toBe(csp.replace("connect-src 'self'", `connect-src 'self' ws://127.0.0.1:${s.port} ws://localhost:${s.port}`));
    expect(served).not.toContain('unsafe-inline');
    expect(served).not.toContain(':*');
  });

  it('dev mode serves the renderer page through Vite, with the CSP kept but for the inline dev preamble', async () => {
    const s = await shell('dev');
    const html = await (await fetch(s.url)).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain("script-src 'self' 'unsafe-inline'");
    expect(html).toContain(`connect-src 'self' ws://127.0.0.1:${s.port} ws://localhost:${s.port};`);
  });
});
