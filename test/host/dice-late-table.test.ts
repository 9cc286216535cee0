// feel2 item 1: at a game's start the table screen reports itself (client:table, 3D dice) only after
// game:new, so the start roll's request was sent while no 3D table was known and got the short
// deadline: the host rolled the start roll itself before the table (waiting for its pairing panel)
// threw it. A 3D table that reports itself while such a request is pending makes it wait for that
// table's dice:ready again, bounded by the ready limit from when the request was sent.
import { describe, expect, it } from 'vitest';
import type { HostEvent } from '../../common/contract/index';
import type { GameHost } from '../../main/host/index';
import { hostInTempDir, ONE_HUMAN, recorder, useCleanups } from './helpers';

const cleanups = useCleanups();
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
type DiceRequestEvent = Extract<HostEvent, { type: 'dice-request' }>;

/** A game started before its table screen reported itself: the first dice request, sent with no 3D table known. */
async function startedBeforeTable(host: GameHost): Promise<{ client: ReturnType<GameHost['connect']>; request: DiceRequestEvent }> {
  const { client, events } = recorder(host);
  expect((await client.handle('game:new', { ...ONE_HUMAN, dice3d: true })).ok).toBe(true);
  for (let i = 0; i < 100 && !events.some((e) => e.type === 'dice-request'); i++) await sleep(5);
  const request = events.find((e): e is DiceRequestEvent => e.type === 'dice-request')!;
  expect(request).toBeDefined();
  return { client, request };
}

describe('a 3D table that reports itself after the dice request was sent', () => {
  it('the start roll waits for its dice:ready (no CSPRNG roll after the short deadline); the deadline then runs from dice:ready', async () => {
    const { host, logs } = hostInTempDir(cleanups, { diceTimeoutMs: 100, diceReadyLimitMs: 60_000 });
    const { client, request } = await startedBeforeTable(host);
    expect(await client.handle('client:table', { watching: true, dice3d: true })).toEqual({ ok: true, value: null });
    await sleep(400); // four short deadlines: the table's pairing panel is still open, nothing rolled
    expect(host.diceFallbacks).toBe(0);
    expect(host.currentState!.phase).toBe('start-roll');
    expect(logs.some((l) => l.includes('no valid answer'))).toBe(false);
    expect(await client.handle('dice:ready', { roundId: request.roundId })).toEqual({ ok: true, value: null });
    for (let i = 0; i < 200 && host.diceFallbacks === 0; i++) await sleep(10);
    expect(host.diceFallbacks).toBe(1); // the short deadline ran from dice:ready
  });

  it('the table answers the start roll after waiting longer than the short deadline: its throw is taken', async () => {
    const { host } = hostInTempDir(cleanups, { diceTimeoutMs: 100, diceReadyLimitMs: 60_000 });
    const { client, request } = await startedBeforeTable(host);
    await client.handle('client:table', { watching: true, dice3d: true });
    await sleep(300);
    await client.handle('dice:ready', { roundId: request.roundId });
    const cups = request.cups.map((c) => ({ seat: c.seat, axes: Array.from({ length: c.dice ?? 0 }, () => 2) }));
    expect((await client.handle('dice:result', { roundId: request.roundId, cups })).ok).toBe(true);
    expect(host.diceFallbacks).toBe(0);
  });

  it('a table that then stays silent cannot hang the game: the ready limit, counted from the request, still rolls', async () => {
    const { host, logs } = hostInTempDir(cleanups, { diceTimeoutMs: 60_000, diceReadyLimitMs: 200 });
    const { client } = await startedBeforeTable(host);
    await client.handle('client:table', { watching: true, dice3d: true });
    for (let i = 0; i < 500 && host.diceFallbacks === 0; i++) await sleep(10);
    expect(host.diceFallbacks).toBeGreaterThanOrEqual(1);
    expect(logs.some((l) => l.includes('no valid answer within 200 ms'))).toBe(true);
  });

  it('a table that leaves again: the short deadline runs once more', async () => {
    const { host } = hostInTempDir(cleanups, { diceTimeoutMs: 100, diceReadyLimitMs: 60_000 });
    const { client } = await startedBeforeTable(host);
    await client.handle('client:table', { watching: true, dice3d: true });
    await sleep(250);
    expect(host.diceFallbacks).toBe(0);
    await client.handle('client:table', { watching: false, dice3d: false });
    for (let i = 0; i < 200 && host.diceFallbacks === 0; i++) await sleep(10);
    expect(host.diceFallbacks).toBe(1);
  });

  it('a table without 3D dice changes nothing: the short deadline rolls', async () => {
    const { host } = hostInTempDir(cleanups, { diceTimeoutMs: 100, diceReadyLimitMs: 60_000 });
    const { client } = await startedBeforeTable(host);
    await client.handle('client:table', { watching: true, dice3d: false });
    for (let i = 0; i < 200 && host.diceFallbacks === 0; i++) await sleep(10);
    expect(host.diceFallbacks).toBeGreaterThanOrEqual(1);
  });
});
