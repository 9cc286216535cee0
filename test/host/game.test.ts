// The host plays whole games: bots to the end, a human through intents, dice from the renderer or the CSPRNG.
import { describe, expect, it } from 'vitest';
import { replay, type SeatView } from '../../engine/index';
import type { HostEvent } from '../../common/contract/index';
import { ALL_BOTS, axesFor, hostInTempDir, IDENTITY_RELABELS, ONE_HUMAN, recorder, untilOver, useCleanups } from './helpers';

const cleanups = useCleanups();

function setup(extra: Parameters<typeof hostInTempDir>[1] = {}) {
  return hostInTempDir(cleanups, extra);
}

function lastView(events: HostEvent[]): SeatView {
  const v = events.filter((e) => e.type === 'view').at(-1);
  if (!v || v.type !== 'view') throw new Error('no view');
  return v.view;
}

describe('a whole game through the host', () => {
  it("ARCHITECTURE information hiding: a bot's reason is told only once its round is resolved, every one of them, in order", async () => {
    const { host } = setup();
    const { events, client } = recorder(host);
    expect((await client.handle('game:new', ALL_BOTS)).ok).toBe(true);
    await untilOver(host);
    let resolved = -1;
    let round = -1;
    /** Reasons told whose round's resolution has not been sent yet: the very next 'events' must hold it. */
    let awaiting: number | null = null;
    const acted: { seat: number; action: unknown; round: number }[] = [];
    const told: { seat: number; action: unknown; round: number }[] = [];
    for (const e of events) {
      if (e.type === 'view') round = e.view.round;
      if (e.type === 'bot-action') {
        expect(Object.keys(e).sort()).toEqual(['action', 'seat', 'type']);
        acted.push({ seat: e.seat, action: e.action, round });
      }
      if (e.type === 'bot-reasons') {
        // told after the bots acted in that round and before that round's resolution is sent
        expect(e.round).toBeGreaterThan(resolved);
        expect(awaiting).toBeNull();
        awaiting = e.round;
        for (const r of e.reasons) {
          expect(r.reason.length).toBeGreaterThan(0);
          told.push({ seat: r.seat, action: r.action, round: e.round });
        }
      }
      if (e.type === 'events') {
        for (const g of e.events) if (g.type === 'resolution') resolved = g.resolution.round;
        // never before the round is over: the events sent with the reasons resolve that round (or end the game)
        if (awaiting !== null) expect(resolved === awaiting || e.events.some((g) => g.type === 'game-over'), `reasons of round ${awaiting}`).toBe(true);
        awaiting = null;
      }
    }
    expect(acted.length).toBeGreaterThan(0);
    // (rounds not compared: a direction or obligar choice is made before its round's roll)
    expect(told.map(({ seat, action }) => ({ seat, action }))).toEqual(acted.map(({ seat, action }) => ({ seat, action })));
  });

  it('R-DEAL-END: three bots play to the end; the record replays to the same winner; stats and history are written', async () => {
    const { host } = setup();
    const { events, client } = recorder(host);
    const r = await client.handle('game:new', ALL_BOTS);
    expect(r.ok).toBe(true);
    await untilOver(host);
    const record = host.currentRecord!;
    const re = replay(record);
    expect(re.ok).toBe(true);
    expect(re.state.winner).toBe(host.currentState!.winner);
    expect(events.some((e) => e.type === 'bot-action')).toBe(true);
    await host.flush();
    expect(events.filter((e) => e.type === 'saved').at(-1)).toEqual({ type: 'saved', actionCount: record.actions.length });
    const stats = await client.handle('stats:get', {});
    expect(stats.ok && Object.keys((stats.value as { bots: object }).bots).sort()).toEqual(['medio/Ana', 'medio/Beto', 'medio/Caro']);
    const history = await client.handle('history:get', {});
    expect(history.ok && (history.value as { games: unknown[] }).games.length).toBe(1);
    const info = await client.handle('app:info', {});
    expect(info.ok && (info.value as { resume: unknown }).resume).toBeNull();
  });

  it('R-DICE: a human plays through game:act and sees only their own dice; a bot seat is refused', async () => {
    const { host } = setup();
    const { events, client } = recorder(host);
    await client.handle('game:new', ONE_HUMAN);
    // a client starts on the public view (docs/host.md, "Seats bound to clients"): the renderer asks for its seat
    expect(await client.handle('game:show', { seat: 0 })).toMatchObject({ ok: true, value: { shownSeat: 0, heldSeats: [0], role: { kind: 'screen' } } });
    for (let guard = 0; guard < 500 && host.currentState!.phase !== 'game-over'; guard++) {
      await host.whenSettled();
      const view = lastView(events);
      if (view.phase === 'bidding' && view.current?.kind === 'normal') {
        expect(view.hands[0]).not.toBeNull();
        expect(view.hands[1]).toBeNull(); // R-DICE: the bot's dice stay hidden
      }
      if (view.legal.length === 0) {
        await new Promise((r) => setTimeout(r, 2));
        continue;
      }
      const before = host.currentRecord!.actions.length;
      const action = view.legal.find((a) => a.type === 'dudo') ?? view.legal[0]!;
      const res = await client.handle('game:act', { action });
      expect(res.ok).toBe(true);
      expect(host.currentRecord!.actions.length).toBeGreaterThan(before);
    }
    expect(host.currentState!.phase).toBe('game-over');
    const bad = await client.handle('game:act', { action: { type: 'dudo', seat: 1 } });
    expect(bad).toMatchObject({ ok: false, error: { code: expect.stringMatching(/NOT_YOUR_SEAT|NO_GAME/) } });
  });

  it('NOT_YOUR_SEAT: acting or showing a bot seat is refused and changes nothing', async () => {
    const { host } = setup({ botThinkMs: 60_000 });
    const { client } = recorder(host);
    await client.handle('game:new', ONE_HUMAN);
    await new Promise((r) => setTimeout(r, 30));
    const n = host.currentRecord!.actions.length;
    expect(await client.handle('game:act', { action: { type: 'dudo', seat: 1 } })).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_SEAT' } });
    expect(await client.handle('game:show', { seat: 1 })).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_SEAT' } });
    expect(host.currentRecord!.actions.length).toBe(n);
  });
});

describe('dice from the renderer (R-DICE, O-FALLEN)', () => {
  it('asks for dice, refuses a mismatching answer, applies a matching one as the same roll action', async () => {
    const { host } = setup({ diceTimeoutMs: 60_000, ...IDENTITY_RELABELS });
    const { events, client } = recorder(host);
    await client.handle('game:new', { ...ONE_HUMAN, dice3d: true });
    await new Promise((r) => setTimeout(r, 20));
    const req = events.find((e) => e.type === 'dice-request');
    if (!req || req.type !== 'dice-request') throw new Error('no dice-request');
    expect(req.purpose).toBe('start');
    const before = host.currentRecord!.actions.length;
    const wrongRound = await client.handle('dice:result', { roundId: 'nope', cups: req.cups.map((c) => ({ seat: c.seat, axes: [0] })) });
    expect(wrongRound).toMatchObject({ ok: false, error: { code: 'BAD_DICE' } });
    const badFace = await client.handle('dice:result', { roundId: req.roundId, cups: req.cups.map((c) => ({ seat: c.seat, axes: [6] })) });
    expect(badFace).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD' } }); // axes are 0..5
    const fallen = await client.handle('dice:result', { roundId: req.roundId, cups: req.cups.map((c) => ({ seat: c.seat, axes: [], fallen: 1 })) });
    expect(fallen).toMatchObject({ ok: false, error: { code: 'BAD_DICE' } }); // O-FALLEN is off in chile
    expect(host.currentRecord!.actions.length).toBe(before);
    const good = await client.handle('dice:result', { roundId: req.roundId, cups: req.cups.map((c) => ({ seat: c.seat, axes: axesFor([c.seat === 0 ? 6 : 2]) })) });
    expect(good.ok).toBe(true);
    expect(host.currentRecord!.actions.at(-1)).toEqual({ type: 'startRoll', faces: [6, 2] });
    expect(events.some((e) => e.type === 'dice-rolled' && e.source === 'physics')).toBe(true);
  });

  it('rolls with the CSPRNG when no valid answer comes before the deadline', async () => {
    const { host, logs } = setup({ diceTimeoutMs: 30 });
    const { events, client } = recorder(host);
    await client.handle('game:new', { ...ONE_HUMAN, dice3d: true });
    await new Promise((r) => setTimeout(r, 150));
    expect(events.some((e) => e.type === 'dice-rolled' && e.source === 'csprng')).toBe(true);
    expect(host.currentRecord!.actions[0]!.type).toBe('startRoll');
    expect(logs.some((l) => l.includes('CSPRNG'))).toBe(true);
  });
});
