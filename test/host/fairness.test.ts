// Fair to every client (issue 30 item 3; docs/host.md, "Fair to every client"): one client
// flooding the host with expensive requests (record replay steps) does not starve the others. A
// client has a cap on its requests in flight and a budget of work per second; expensive requests
// wait in a queue served a job per event-loop turn; a client over a cap is answered BUSY.
import { describe, expect, it } from 'vitest';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import WebSocket from 'ws';
import { legalActions } from '../../engine/index';
import type { Result } from '../../common/contract/index';
import { startWebShell } from '../../main/web/shell';
import { rawWs } from './raw-ws';
import { hostInTempDir, recorder, tempDir, TWO_HUMANS, useCleanups } from './helpers';
import type { GameHost } from '../../main/host/index';

const cleanups = useCleanups();
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** A whole game between two people (CSPRNG dice), as record text: what the flood replays. */
async function finishedRecord(): Promise<string> {
  const { host } = hostInTempDir(cleanups);
  const { client } = recorder(host);
  await client.handle('game:new', TWO_HUMANS);
  let k = 0;
  for (let i = 0; i < 2000 && host.currentState!.phase !== 'game-over'; i++) {
    await host.whenSettled();
    const s = host.currentState!;
    if (s.toAct === null) continue;
    const legal = legalActions(s, s.toAct);
    // mostly raises (long rounds), sometimes a challenge
    const challenge = legal.find((a) => a.type === 'dudo');
    const action = challenge && k++ % 25 === 24 ? challenge : (legal.find((a) => a.type === 'bid') ?? legal[0]!);
    await client.handle('game:act', { action });
  }
  const r = (await client.handle('record:export', {})) as Result<{ text: string }>;
  if (!r.ok) throw new Error(r.error.message);
  return r.value.text;
}

function percentile(xs: readonly number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
}

async function open(url: string): Promise<WebSocket> {
  const ws = new WebSocket(url);
  cleanups.push(() => ws.terminate());
  await new Promise((r, j) => {
    ws.once('open', r);
    ws.once('error', j);
  });
  return ws;
}

describe('fair to every client', () => {
  it("one client floods 1,000 pipelined record:replay requests: another client's app:info stays fast (target p99 ≤ 50 ms, asserted ≤ 200 ms); the flood is answered, BUSY past the caps", async () => {
    const text = await finishedRecord();
    const t = tempDir();
    cleanups.push(t.cleanup);
    const shell = await startWebShell({ userDataDir: t.dir, botThinkMs: 0, serveRenderer: 'none', log: () => undefined });
    cleanups.push(() => shell.close());
    const flooder = await open(shell.wsUrl);
    const other = await open(shell.wsUrl);

    // the flooder loads the record
    const imported = await new Promise<{ result: Result<{ actionCount: number }> }>((resolve) => {
      flooder.once('message', (d) => resolve(JSON.parse(String(d)) as { result: Result<{ actionCount: number }> }));
      flooder.send(JSON.stringify({ id: 0, channel: 'record:import', payload: { text } }));
    });
    expect(imported.result.ok).toBe(true);
    const total = imported.result.ok ? imported.result.value.actionCount : 0;
    expect(total).toBeGreaterThan(50);

    // the other client: app:info every 2 ms (open loop), each round trip timed
    const sentAt = new Map<number, number>();
    let rtts: number[] = [];
    other.on('message', (d) => {
      const m = JSON.parse(String(d)) as { kind: string; id: number };
      if (m.kind !== 'reply') return;
      const at = sentAt.get(m.id);
      if (at !== undefined) rtts.push(performance.now() - at);
    });
    let id = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        sentAt.set(++id, performance.now());
        other.send(JSON.stringify({ id, channel: 'app:info', payload: {} }));
        await sleep(2);
      }
    })();
    // the same without a flood first: what this machine's load alone costs
    await sleep(400);
    const quiet = rtts;
    rtts = [];

    // the flood: 1,000 replay steps written at once on a second connection of the flooder (a
    // bare socket: its framing and its replies cost this test process nothing while it measures)
    const raw = await rawWs(shell.port, `/?token=${shell.token}`);
    cleanups.push(() => raw.socket.destroy());
    const replies = (): { kind: string; result: Result<unknown> }[] => raw.texts().map((x) => JSON.parse(x) as { kind: string; result: Result<unknown> }).filter((m) => m.kind === 'reply');
    raw.text(JSON.stringify({ id: 0, channel: 'record:import', payload: { text } }));
    for (let i = 0; i < 500 && replies().length === 0; i++) await sleep(10);
    expect(replies()[0]?.result.ok).toBe(true);
    const lag = monitorEventLoopDelay({ resolution: 1 });
    lag.enable();
    const floodStart = performance.now();
    raw.socket.cork();
    for (let i = 0; i < 1000; i++) raw.text(JSON.stringify({ id: i + 1, channel: 'record:replay', payload: { step: total - (i % 10), seat: null } }));
    raw.socket.uncork();
    for (let i = 0; i < 3000 && raw.texts().length < 1001; i++) await sleep(10);
    const floodMs = performance.now() - floodStart;
    lag.disable();
    const answers = replies().slice(1).map((m) => m.result);
    await sleep(100);
    sampling = false;
    await sampler;
    await sleep(50);

    const p50 = percentile(rtts, 50);
    const p99 = percentile(rtts, 99);
    const busy = answers.filter((a) => !a.ok && a.error.code === 'BUSY').length;
    const ok = answers.filter((a) => a.ok).length;
    console.log(`fairness: other client's app:info without a flood over ${quiet.length} samples: p50 ${percentile(quiet, 50).toFixed(1)} ms, p99 ${percentile(quiet, 99).toFixed(1)} ms; during it over ${rtts.length} samples: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${Math.max(...rtts).toFixed(1)} ms; flood of 1,000 replays (${total} actions) answered in ${floodMs.toFixed(0)} ms: ${ok} ok, ${busy} BUSY; event-loop delay meanwhile p99 ${(lag.percentile(99) / 1e6).toFixed(1)} ms, max ${(lag.max / 1e6).toFixed(1)} ms`);
    expect(answers).toHaveLength(1000);
    expect(ok + busy).toBe(1000);
    expect(ok).toBeGreaterThan(0);
    expect(busy).toBeGreaterThan(0);
    expect(rtts.length).toBeGreaterThan(20);
    // the target is 50 ms (measured well under it on a quiet machine: docs/host.md); the bound
    // asserted leaves room for a loaded shared machine and still fails the host without the caps
    // (p99 470 ms on a quiet machine, 2.5 s at a load average of 11): 200 ms, or four times the p99
    // this machine's load alone gave just before the flood (another test's Chromium beside this one)
    const bound = Math.max(200, 4 * percentile(quiet, 99));
    expect(p99, `p99 ${p99.toFixed(1)} ms against ${bound.toFixed(0)} ms`).toBeLessThanOrEqual(bound);
  }, 120_000);

  it('expensive requests wait behind cheap ones: an app:info sent after queued replays is answered before them; past the caps BUSY, and nothing is lost for the others', async () => {
    const text = await finishedRecord();
    const { host } = hostInTempDir(cleanups, { fairness: { maxQueued: 4, maxInFlight: 8 } });
    const a = recorder(host).client;
    const b = recorder(host).client;
    expect((await a.handle('record:import', { text })).ok).toBe(true);
    const order: string[] = [];
    const replays = Array.from({ length: 10 }, (_, i) => a.handle('record:replay', { step: 10 + i, seat: null }).then((r) => (order.push(`replay ${i} ${r.ok ? 'ok' : r.error.code}`), r)));
    const info = b.handle('app:info', {}).then((r) => (order.push('app:info'), r));
    const results = await Promise.all([...replays, info]);
    // the app:info came first; four replays were queued and done, the rest answered BUSY at once
    expect(order.indexOf('app:info')).toBeLessThan(order.findIndex((o) => o.endsWith(' ok')));
    expect(results.slice(0, 4).every((r) => r.ok)).toBe(true);
    expect(results.slice(4, 10).map((r) => (r.ok ? 'ok' : r.error.code))).toEqual(Array(6).fill('BUSY'));
    // once answered, the client may ask again
    expect((await a.handle('record:replay', { step: 1, seat: null })).ok).toBe(true);
    // cheap requests are capped too: more than maxInFlight at once from one client
    const many = await Promise.all(Array.from({ length: 12 }, () => a.handle('game:act', { action: { type: 'dudo', seat: 0 } })));
    // eight are in flight until their answers (NO_GAME) come on the next microtask: four are BUSY
    expect(many.map((r) => (r.ok ? 'ok' : r.error.code))).toEqual([...Array(8).fill('NO_GAME'), ...Array(4).fill('BUSY')]);
    void (host satisfies GameHost);
  });

  it('a client past its work budget gets BUSY for expensive requests until the budget refills; cheap ones still go', async () => {
    let now = 0;
    const text = await finishedRecord();
    const { host } = hostInTempDir(cleanups, { fairness: { workMsPerSecond: 1 }, timers: { now: () => now, setTimeout: (f, ms) => setTimeout(f, ms), clearTimeout: (h) => clearTimeout(h as NodeJS.Timeout) } });
    const a = recorder(host).client;
    expect((await a.handle('record:import', { text })).ok).toBe(true);
    // the clock stands still: 1 ms of work, then BUSY
    let answered = 0;
    while (answered < 10_000 && (await a.handle('record:replay', { step: 10, seat: null })).ok) answered++;
    expect(answered).toBeLessThan(10_000);
    expect(await a.handle('record:replay', { step: 10, seat: null })).toMatchObject({ ok: false, error: { code: 'BUSY' } });
    expect((await a.handle('app:info', {})).ok).toBe(true);
    now += 1_000_000; // a long while later the bucket is full again
    expect((await a.handle('record:replay', { step: 10, seat: null })).ok).toBe(true);
  });
});
