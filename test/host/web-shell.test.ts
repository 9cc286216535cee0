// The web shell: the host behind a WebSocket on 127.0.0.1, driven by the renderer's own client.
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { HostEvent } from '../../main/contract/index';
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
    const foreign = new WebSocket(s.wsUrl, { headers: { origin: 'http://evil.example' } });
    const outcome = await new Promise<string>((r) => {
      foreign.once('open', () => r('open'));
      foreign.once('error', () => r('refused'));
    });
    expect(outcome).toBe('refused');
  });

  it('serves /dudo-config.json; ?ws=PORT is read by the client', async () => {
    const s = await shell();
    const res = await fetch(`http://127.0.0.1:${s.port}/dudo-config.json`);
    expect(await res.json()).toEqual({ wsUrl: s.wsUrl });
    expect(wsUrlFromLocation(`?ws=${s.port}`)).toBe(s.wsUrl);
    expect(wsUrlFromLocation('?ws=ws://evil.example:80')).toBeNull();
  });

  it('dev mode serves the renderer page through Vite, with the CSP kept but for the inline dev preamble', async () => {
    const s = await shell('dev');
    const html = await (await fetch(s.url)).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain("script-src 'self' 'unsafe-inline'");
    expect(html).toContain("connect-src 'self' ws://127.0.0.1:*");
  });
});
