// WebSocket backpressure (issue 15, point 4): each client's unsent bytes are bounded. A client that
// stops reading is dropped once its queue passes the bound, told why (close code and reason) if it
// reads again, and its socket is destroyed after a short grace: the host's memory is freed.
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CLOSE } from '../../common/channel/protocol';
import { startWebShell } from '../../main/web/shell';
import { rawWs } from './raw-ws';
import { tempDir, useCleanups } from './helpers';

const cleanups = useCleanups();

const until = async (what: () => boolean, ms: number): Promise<boolean> => {
  const end = Date.now() + ms;
  while (!what() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  return what();
};

/** Many requests written at once, none of the replies read. */
function flood(ws: Awaited<ReturnType<typeof rawWs>>, n: number): void {
  for (let i = 0; i < n; i++) ws.text(JSON.stringify({ id: i, channel: 'settings:get', payload: {} }));
}

describe('WebSocket backpressure (bounded per-client send queue)', () => {
  it('a stalled reader is dropped past the bound and told why; a stalled reader that never reads again is destroyed; others play on', async () => {
    const t = tempDir();
    cleanups.push(t.cleanup);
    const logs: string[] = [];
    const s = await startWebShell({ userDataDir: t.dir, botThinkMs: 0, serveRenderer: 'none', log: (m) => logs.push(m), sendLimitBytes: 256 * 1024, slowClientGraceMs: 1500 });
    cleanups.push(() => s.close());

    // A well-behaved client, connected throughout.
    const good = new WebSocket(s.wsUrl);
    cleanups.push(() => good.terminate());
    await new Promise((r) => good.once('open', r));

    // 1. A tab that stops reading, then reads again: it finds the close frame saying why.
    const stalled = await rawWs(s.port, `/?token=${s.token}`);
    stalled.socket.pause();
    flood(stalled, 40_000);
    expect(await until(() => logs.some((l) => l.includes('dropped')), 20_000)).toBe(true);
    stalled.socket.resume();
    await Promise.race([stalled.closed, new Promise((r) => setTimeout(r, 10_000))]);
    expect(stalled.closeFrame()).toEqual({ code: CLOSE.slowReader, reason: expect.stringContaining('stopped reading') as unknown as string });

    // 2. A tab that never reads again: its socket is destroyed after the grace, nothing kept for it.
    const gone = await rawWs(s.port, `/?token=${s.token}`);
    gone.socket.pause();
    flood(gone, 40_000);
    expect(await until(() => logs.filter((l) => l.includes('dropped')).length >= 2, 20_000)).toBe(true);
    expect(await until(() => s.connections() === 1, 5_000)).toBe(true);

    // The good client still gets its replies.
    const reply = new Promise<string>((r) => good.once('message', (d) => r(String(d))));
    good.send(JSON.stringify({ id: 7, channel: 'app:info', payload: {} }));
    expect(JSON.parse(await reply)).toMatchObject({ kind: 'reply', id: 7, result: { ok: true } });
    gone.socket.destroy();
  }, 60_000);
});
