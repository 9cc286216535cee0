// Issue 12, "rounds wait for people": after a challenge the next round starts only when every
// table watching the game has dismissed the reveal (round:continue); the dice deadline starts at
// the table's dice:ready (never while its scene loads), with a hard bound; bots speak only once the
// throw settled on a 3D table (dice:settled), with a bound. Clients that are no table (tools,
// tests) and bots-only games are not waited for.
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../engine/index';
import type { HostEvent } from '../../common/contract/index';
import type { GameHost } from '../../main/host/index';
import { ALL_BOTS, hostInTempDir, ONE_HUMAN, recorder, TWO_HUMANS, useCleanups } from './helpers';

const cleanups = useCleanups();
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
type Client = ReturnType<GameHost['connect']>;

/** Plays bids then a dudo (both seats are people) until the first challenge is resolved; its round. */
async function playToReveal(host: GameHost, client: Client, seat1: Client = client): Promise<number> {
  for (let i = 0; i < 200; i++) {
    await host.whenSettled();
    const s = host.currentState!;
    if (s.lastResolution) return s.lastResolution.round;
    const seat = s.toAct;
    if (seat === null) {
      await sleep(5);
      continue;
    }
    const legal = legalActions(s, seat);
    const action = legal.find((a) => a.type === 'dudo') ?? legal[0]!;
    const r = await (seat === 1 ? seat1 : client).handle('game:act', { action });
    if (!r.ok) throw new Error(`refused: ${r.error.code}`);
  }
  throw new Error('no challenge');
}

/** The next round was rolled (or the game is over). */
function movedOn(host: GameHost, round: number): boolean {
  const s = host.currentState!;
  return s.phase === 'game-over' || s.round > round;
}

describe('rounds wait for people (round:continue)', () => {
  it('a watching table: the next round is not rolled until it continues; then it is', async () => {
    const { host } = hostInTempDir(cleanups);
    const { client } = recorder(host);
    expect(await client.handle('client:table', { watching: true, dice3d: false })).toEqual({ ok: true, value: null });
    await client.handle('game:new', TWO_HUMANS);
    const round = await playToReveal(host, client);
    await sleep(100);
    await host.whenSettled();
    expect(host.currentState!.round).toBe(round); // still the revealed round: nothing rolled behind the reveal
    expect(host.currentState!.phase).toBe('roll');
    expect(await client.handle('round:continue', { round })).toEqual({ ok: true, value: null });
    await sleep(50);
    await host.whenSettled();
    expect(movedOn(host, round)).toBe(true);
  });

  it('every watching table that holds the game must continue; one that leaves or stops watching is no longer waited for; a tool or a watcher is never waited for', async () => {
    const { host } = hostInTempDir(cleanups);
    const a = recorder(host).client;
    const b = recorder(host).client;
    const c = recorder(host).client;
    recorder(host); // a tool, not a table
    const watcher = recorder(host).client; // says it shows the table but holds nothing of the game
    await a.handle('client:table', { watching: true, dice3d: false });
    await b.handle('client:table', { watching: true, dice3d: false });
    await c.handle('client:table', { watching: true, dice3d: false });
    await watcher.handle('client:table', { watching: true, dice3d: false });
    await a.handle('game:new', TWO_HUMANS);
    // a holds the table and seat 0, b a phone's seat 1, c a second shared screen (docs/host.md, "Seats bound to clients")
    expect(host.assign(b.id, { kind: 'phone', seat: 1 }).ok).toBe(true);
    expect(host.assign(c.id, { kind: 'shared', seats: [] }).ok).toBe(true);
    const round = await playToReveal(host, a, b);
    expect(await watcher.handle('round:continue', { round })).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_SEAT' } });
    await a.handle('round:continue', { round });
    await sleep(50);
    expect(host.currentState!.round).toBe(round);
    b.disconnect(); // a table that leaves is no longer waited for
    await sleep(50);
    expect(host.currentState!.round).toBe(round); // c still watches
    await c.handle('client:table', { watching: false, dice3d: false }); // c went back to the menu
    await sleep(50);
    await host.whenSettled();
    expect(movedOn(host, round)).toBe(true);
  });

  it('a bots-only game is not held by a watching table (no person to wait for)', async () => {
    const { host } = hostInTempDir(cleanups);
    const { client } = recorder(host);
    await client.handle('client:table', { watching: true, dice3d: false });
    await client.handle('game:new', ALL_BOTS);
    // two challenges resolved: the game went on past a reveal nobody dismissed
    for (let i = 0; i < 3000 && (host.currentState!.lastResolution?.round ?? 0) < 2 && host.currentState!.phase !== 'game-over'; i++) await sleep(10);
    expect(host.currentState!.phase === 'game-over' || (host.currentState!.lastResolution?.round ?? 0) >= 2).toBe(true);
  });

  it('a table that connects while a reveal is pending gets it in its view (lastResolution) and must continue too: no deadlock after a reload', async () => {
    const { host } = hostInTempDir(cleanups);
    const first = recorder(host);
    await first.client.handle('client:table', { watching: true, dice3d: false });
    await first.client.handle('game:new', TWO_HUMANS);
    const round = await playToReveal(host, first.client);
    first.client.disconnect(); // the page reloads
    const again = recorder(host);
    await again.client.handle('client:table', { watching: true, dice3d: false });
    await again.client.handle('game:resume', {});
    await sleep(50);
    const view = again.events.filter((e): e is Extract<HostEvent, { type: 'view' }> => e.type === 'view').at(-1)!.view;
    expect(view.lastResolution?.round).toBe(round);
    expect(view.round).toBe(round);
    expect(host.currentState!.round).toBe(round);
    await again.client.handle('round:continue', { round });
    await sleep(50);
    await host.whenSettled();
    expect(movedOn(host, round)).toBe(true);
  });

  it('bad payloads get BAD_PAYLOAD and change nothing', async () => {
    const { host } = hostInTempDir(cleanups);
    const { client } = recorder(host);
    await client.handle('client:table', { watching: true, dice3d: false });
    await client.handle('game:new', TWO_HUMANS);
    const round = await playToReveal(host, client);
    const bad: [string, unknown][] = [
      ['round:continue', { round: 0 }],
      ['round:continue', { round: 'x' }],
      ['round:continue', { round: 1, extra: true }],
      ['client:table', { watching: 'yes', dice3d: false }],
      ['client:table', {}],
      ['dice:ready', { roundId: '' }],
      ['dice:settled', { roundId: 7 }],
    ];
    for (const [channel, payload] of bad) expect(await client.handle(channel, payload)).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD' } });
    await sleep(50);
    expect(host.currentState!.round).toBe(round); // still waiting for this table's Continue
  });
});

describe('the dice deadline starts when the table is ready to throw (dice:ready)', () => {
  it('no fallback while the scene loads; the deadline runs from dice:ready', async () => {
    const { host } = hostInTempDir(cleanups, { diceTimeoutMs: 100, diceReadyLimitMs: 60_000 });
    const { client, events } = recorder(host);
    await client.handle('client:table', { watching: true, dice3d: true });
    await client.handle('game:new', { ...ONE_HUMAN, dice3d: true });
    await sleep(400); // four deadlines: the scene is still loading, nothing rolled
    const request = events.find((e): e is Extract<HostEvent, { type: 'dice-request' }> => e.type === 'dice-request')!;
    expect(request).toBeDefined();
    expect(host.diceFallbacks).toBe(0);
    expect(host.currentState!.phase).toBe('start-roll');
    expect(await client.handle('dice:ready', { roundId: request.roundId })).toEqual({ ok: true, value: null });
    await sleep(400);
    expect(host.diceFallbacks).toBe(1); // the deadline ran from dice:ready
  });

  it('a dead table cannot hang the game: after the hard bound the CSPRNG rolls', async () => {
    const { host } = hostInTempDir(cleanups, { diceTimeoutMs: 60_000, diceReadyLimitMs: 150 });
    const { client } = recorder(host);
    await client.handle('client:table', { watching: true, dice3d: true });
    await client.handle('game:new', { ...ONE_HUMAN, dice3d: true });
    // each start roll comes after the 150 ms bound, and a tie rolls again (R-START): wait for the last, up to 10 s
    // (a fixed 500 ms wait failed on a loaded machine with the fallback made and the start roll tied)
    for (const end = Date.now() + 10_000; host.currentState!.phase === 'start-roll' && Date.now() < end; ) await sleep(50);
    expect(host.diceFallbacks).toBeGreaterThanOrEqual(1);
    expect(host.currentState!.phase).not.toBe('start-roll');
  });

  it('without a 3D table the deadline runs at once, as before', async () => {
    const { host } = hostInTempDir(cleanups, { diceTimeoutMs: 100, diceReadyLimitMs: 60_000 });
    const { client } = recorder(host);
    await client.handle('game:new', { ...ONE_HUMAN, dice3d: true });
    await sleep(400);
    expect(host.diceFallbacks).toBeGreaterThanOrEqual(1);
  });
});

describe('bots speak only once the throw has settled on screen (dice:settled)', () => {
  async function rolledFor3dTable(limit: number): Promise<{ host: GameHost; events: HostEvent[]; client: Client; roundId: string }> {
    const { host } = hostInTempDir(cleanups, { throwSettleLimitMs: limit, diceTimeoutMs: 60_000 });
    const { client, events } = recorder(host);
    await client.handle('client:table', { watching: true, dice3d: true });
    await client.handle('game:new', { ...ALL_BOTS, dice3d: true });
    await sleep(30);
    const req = events.find((e): e is Extract<HostEvent, { type: 'dice-request' }> => e.type === 'dice-request')!;
    await client.handle('dice:ready', { roundId: req.roundId });
    const r = await client.handle('dice:result', { roundId: req.roundId, cups: req.cups.map((c) => ({ seat: c.seat, axes: Array.from({ length: c.dice ?? 0 }, () => 2) })) });
    expect(r.ok).toBe(true);
    return { host, events, client, roundId: req.roundId };
  }

  /**
   * A tie for the high roll is rolled again among the tied (engine/game.ts): that new dice request
   * is thrown and settled here too, so a tie does not leave the bots waiting on an unanswered roll.
   */
  async function throwRerolls(client: Client, events: HostEvent[], first: string, settle: boolean): Promise<void> {
    const done = new Set([first]);
    for (let i = 0; i < 1500 && !events.some((e) => e.type === 'bot-thinking'); i++) {
      const req = events.find((e): e is Extract<HostEvent, { type: 'dice-request' }> => e.type === 'dice-request' && !done.has(e.roundId));
      if (req) {
        done.add(req.roundId);
        await client.handle('dice:ready', { roundId: req.roundId });
        await client.handle('dice:result', { roundId: req.roundId, cups: req.cups.map((c) => ({ seat: c.seat, axes: Array.from({ length: c.dice ?? 0 }, () => 2) })) });
        if (settle) await client.handle('dice:settled', { roundId: req.roundId });
      }
      await sleep(10);
    }
  }

  it('no bot thinks before dice:settled; then one does', async () => {
    const { events, client, roundId } = await rolledFor3dTable(60_000);
    await sleep(300);
    expect(events.some((e) => e.type === 'bot-thinking' || e.type === 'bot-action')).toBe(false);
    await client.handle('dice:settled', { roundId });
    await throwRerolls(client, events, roundId, true);
    expect(events.some((e) => e.type === 'bot-thinking')).toBe(true);
  }, 30_000);

  it("a bot's direction choice (R-DIR) is weighed while the start roll plays, told and played only after dice:settled", async () => {
    // setup think time is a quarter of botThinkMs: 3 s (2.1 to 3.9 s with jitter), longer than the window below
    const { host } = hostInTempDir(cleanups, { throwSettleLimitMs: 60_000, diceTimeoutMs: 60_000, botThinkMs: 12_000 });
    const { client, events } = recorder(host);
    await client.handle('client:table', { watching: true, dice3d: true });
    await client.handle('game:new', { ...ALL_BOTS, dice3d: true });
    const answered = new Set<string>();
    // the start roll, and its re-rolls among the tied (each settled once the next request shows it was a tie)
    for (let i = 0; i < 20; i++) {
      await sleep(30);
      const req = events.find((e): e is Extract<HostEvent, { type: 'dice-request' }> => e.type === 'dice-request' && !answered.has(e.roundId));
      if (!req) break;
      answered.add(req.roundId);
      await client.handle('dice:ready', { roundId: req.roundId });
      await client.handle('dice:result', { roundId: req.roundId, cups: req.cups.map((c) => ({ seat: c.seat, axes: Array.from({ length: c.dice ?? 0 }, () => 2) })) });
      await sleep(300);
      if (events.some((e) => e.type === 'dice-request' && !answered.has(e.roundId))) await client.handle('dice:settled', { roundId: req.roundId });
      else {
        // the direction is the bots' to choose: they weigh it while the throw plays (3.5 s here) ...
        await sleep(3_200);
        expect(events.some((e) => e.type === 'bot-thinking' || e.type === 'bot-action')).toBe(false);
        const settledAt = Date.now();
        await client.handle('dice:settled', { roundId: req.roundId });
        // ... so once it settled the choice comes without a second think time (at least 2.1 s)
        for (let j = 0; j < 200 && !events.some((e) => e.type === 'bot-action'); j++) await sleep(10);
        expect(events.some((e) => e.type === 'bot-thinking')).toBe(true);
        expect(events.some((e) => e.type === 'bot-action')).toBe(true);
        expect(Date.now() - settledAt).toBeLessThan(1_900);
        return;
      }
    }
    throw new Error('the start roll never left its re-rolls');
  }, 30_000);

  it('a table that never reports the throw settled holds the bots only for the bound', async () => {
    const { events, client, roundId } = await rolledFor3dTable(150);
    // generous: under a loaded full run the bot worker itself may take seconds to answer; a hold
    // without its bound never ends, so it still fails here (no dice:settled is ever sent)
    await throwRerolls(client, events, roundId, false);
    expect(events.some((e) => e.type === 'bot-thinking')).toBe(true);
  }, 30_000);
});

describe('the last table gone while a reveal is open (orphaned reveal)', () => {
  it('its connection closes: the reveal stays pending (no next round with nobody watching) until a table comes back and continues', async () => {
    const { host } = hostInTempDir(cleanups);
    const first = recorder(host);
    await first.client.handle('client:table', { watching: true, dice3d: false });
    await first.client.handle('game:new', TWO_HUMANS);
    const round = await playToReveal(host, first.client);
    first.client.disconnect(); // the window crashed or the socket dropped: no table watches now
    await sleep(300);
    await host.whenSettled();
    expect(host.currentState!.round).toBe(round); // not auto-continued
    expect(host.currentState!.phase).toBe('roll');
    const back = recorder(host);
    await back.client.handle('client:table', { watching: true, dice3d: false });
    await back.client.handle('game:resume', {});
    await sleep(100);
    expect(host.currentState!.round).toBe(round); // the table that came back must continue
    await back.client.handle('round:continue', { round });
    await sleep(50);
    await host.whenSettled();
    expect(movedOn(host, round)).toBe(true);
  });
});
