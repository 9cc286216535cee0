// Bots off the main thread: legal decisions from the worker; a crashing or hanging worker is replaced
// and the seat plays the safe legal action (dudo when allowed, else the lowest bid), logged.
import { describe, expect, it } from 'vitest';
import { createGame, applyOrThrow, viewFor } from '../../engine/index';
import { BOT_REASON_MAX, BotRunner, safeAction } from '../../main/host/index';
import { ALL_BOTS, makeHost, recorder, tempDir, useCleanups } from './helpers';

const cleanups = useCleanups();

const fixture = (name: string): URL => new URL(`./fixtures/${name}`, import.meta.url);

/** A game of two bots whose decisions come from the worker fixture `worker`; host and recorder closed after the test. */
async function twoBotGame(worker: string, botTimeoutMs?: number) {
  const t = tempDir();
  const h = makeHost(t.dir, { botWorkerUrl: fixture(worker), ...(botTimeoutMs !== undefined ? { botTimeoutMs } : {}) });
  cleanups.push(() => h.host.close().then(t.cleanup));
  const r = recorder(h.host);
  await r.client.handle('game:new', { ...ALL_BOTS, seats: ALL_BOTS.seats.slice(0, 2) });
  return { ...h, ...r };
}

/** Waits (polling every 20 ms) until `done` holds or `ms` have passed. */
async function until(done: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!done() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
}

function biddingView() {
  let s = createGame({ rules: 'chile', players: 3, start: { seat: 0, direction: 'clockwise' } });
  s = applyOrThrow(s, { type: 'roll', dice: [[1, 2, 3, 4, 5], [2, 2, 3, 3, 6], [6, 6, 6, 1, 2]] });
  return { state: s, view: viewFor(s, 0) };
}

describe('safe legal action (R-DUDO, R-RAISE)', () => {
  it('opens with the lowest legal bid, and calls dudo once a bid stands', () => {
    const { state, view } = biddingView();
    const open = safeAction(view);
    expect(open?.type).toBe('bid');
    expect(view.legal).toContainEqual(open);
    const after = applyOrThrow(state, open!);
    const next = safeAction(viewFor(after, after.toAct!));
    expect(next).toEqual({ type: 'dudo', seat: after.toAct });
  });
});

describe('the bot worker', () => {
  it('answers a legal action from the view', async () => {
    const logs: string[] = [];
    const runner = new BotRunner({ timeoutMs: 20_000, log: (m) => logs.push(m) });
    cleanups.push(() => runner.close());
    const { view } = biddingView();
    const d = await runner.decide({ seat: 0, view, level: 'medio', personality: 'balanced', seed: 1 });
    expect(d.fallback).toBe(false);
    expect(view.legal).toContainEqual(d.action);
    expect(logs).toEqual([]);
  });

  it('a crashing worker is replaced and the host plays the safe legal action for it, logged; the game still ends', async () => {
    const { host, logs, events } = await twoBotGame('crash-worker.ts');
    await until(() => host.currentState!.phase === 'game-over', 60_000);
    expect(host.currentState!.phase).toBe('game-over');
    expect(host.botWorkersReplaced).toBeGreaterThan(0);
    expect(logs.some((l) => l.includes('crashed') && l.includes('safe legal action'))).toBe(true);
    const botActions = events.filter((e) => e.type === 'bot-action');
    expect(botActions.length).toBeGreaterThan(0);
    const reasons = events.flatMap((e) => (e.type === 'bot-reasons' ? e.reasons : []));
    expect(reasons).toHaveLength(botActions.length);
    expect(reasons.every((r) => r.reason.startsWith('safe move') && r.detail === undefined)).toBe(true);
  });

  it('a hanging worker is terminated after its timeout and replaced; the seat still acts', async () => {
    const { host, logs, events } = await twoBotGame('hang-worker.ts', 150);
    await until(() => events.filter((e) => e.type === 'bot-action').length >= 3, 30_000);
    expect(events.filter((e) => e.type === 'bot-action').length).toBeGreaterThanOrEqual(3);
    expect(host.botWorkersReplaced).toBeGreaterThanOrEqual(3);
    expect(logs.some((l) => l.includes('hung'))).toBe(true);
  });

  it('bot worker messages are validated (zod): non-object messages are ignored, never crash the host; reasons and details are capped', async () => {
    const { host, logs, events } = await twoBotGame('junk-worker.ts', 20_000);
    await until(() => host.currentState!.phase === 'game-over', 60_000);
    expect(host.currentState!.phase).toBe('game-over');
    const reasons = events.flatMap((e) => (e.type === 'bot-reasons' ? e.reasons : []));
    expect(reasons.length).toBeGreaterThan(3);
    // Every move was the worker's own (no safe-move fallback), its reason cut to the cap.
    expect(reasons.every((r) => !r.reason.startsWith('safe move'))).toBe(true);
    expect(Math.max(...reasons.map((r) => r.reason.length))).toBeLessThanOrEqual(BOT_REASON_MAX);
    expect(Math.max(...reasons.map((r) => r.detail?.text.length ?? 0))).toBeLessThanOrEqual(BOT_REASON_MAX);
    expect(reasons.some((r) => r.reason.length === BOT_REASON_MAX)).toBe(true);
    expect(reasons.every((r) => r.detail?.say === undefined || r.detail.say.code !== ('bogus' as string))).toBe(true);
    expect(reasons.every((r) => !('junk' in r.action))).toBe(true);
    // What the clients were sent over the whole game stays small (the 20 MB strings were never broadcast).
    expect(JSON.stringify(events).length).toBeLessThan(1_000_000);
    expect(logs.some((l) => l.includes('not a bot message'))).toBe(true);
    expect(host.botWorkersReplaced).toBe(0);
  }, 90_000);

  it('an answer with the right id that is not a bot reply is refused at once: the seat plays the safe move', async () => {
    const { logs, events } = await twoBotGame('malformed-worker.ts', 60_000);
    await until(() => events.filter((e) => e.type === 'bot-action').length >= 3, 20_000);
    expect(events.filter((e) => e.type === 'bot-action').length).toBeGreaterThanOrEqual(3);
    expect(logs.some((l) => l.includes('malformed') && l.includes('safe legal action'))).toBe(true);
  }, 30_000);
});
