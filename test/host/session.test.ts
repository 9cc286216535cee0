// Sessions: couch play (each client shows one seat), O-FALLEN dice from the renderer, matches of several games.
import { describe, expect, it } from 'vitest';
import type { HostEvent, SessionInfo } from '../../common/contract/index';
import { ALL_BOTS, axesFor, hostInTempDir, IDENTITY_RELABELS, recorder, TWO_HUMANS, useCleanups } from './helpers';

const cleanups = useCleanups();

function setup(extra: Parameters<typeof hostInTempDir>[1] = {}) {
  return hostInTempDir(cleanups, extra);
}

const lastView = (events: HostEvent[]) => {
  const v = events.filter((e) => e.type === 'view').at(-1);
  if (!v || v.type !== 'view') throw new Error('no view');
  return v;
};

describe('each client sees only the seat it shows, among those it holds (R-DICE)', () => {
  it('two clients showing different human seats get different hands; the public view shows none', async () => {
    const { host } = setup();
    const a = recorder(host);
    const b = recorder(host);
    const spectator = recorder(host);
    await a.client.handle('game:new', TWO_HUMANS);
    // b is given seat 1 as a phone would be (docs/host.md, "Seats bound to clients"); a keeps seat 0
    expect(host.assign(b.client.id, { kind: 'phone', seat: 1 }).ok).toBe(true);
    expect((await a.client.handle('game:show', { seat: 1 }))).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_SEAT' } });
    expect((await a.client.handle('game:show', { seat: 0 })).ok).toBe(true);
    expect((await b.client.handle('game:show', { seat: 1 })).ok).toBe(true);
    expect((await spectator.client.handle('game:show', { seat: null })).ok).toBe(true);
    // Play the direction choice if the rules ask for it, until a normal bidding round starts.
    for (let i = 0; i < 10 && host.currentState!.phase !== 'bidding'; i++) {
      await host.whenSettled();
      const s = host.currentState!;
      if (s.phase === 'direction') await (s.toAct === 1 ? b : a).client.handle('game:act', { action: { type: 'direction', seat: s.toAct!, direction: 'clockwise' } });
    }
    await host.whenSettled();
    expect(host.currentState!.phase).toBe('bidding');
    const va = lastView(a.events);
    const vb = lastView(b.events);
    const vs = lastView(spectator.events);
    expect(va.shownSeat).toBe(0);
    expect(va.view.hands[0]).toHaveLength(5);
    expect(va.view.hands[1]).toBeNull();
    expect(vb.view.hands[0]).toBeNull();
    expect(vb.view.hands[1]).toHaveLength(5);
    expect(vs.view.hands).toEqual([null, null]);
    expect(vs.view.legal).toEqual([]);
  });
});

describe('O-FALLEN from the renderer', () => {
  it('colombia: a fallen die is accepted, recorded in the roll action, and lost', async () => {
    const { host } = setup({ diceTimeoutMs: 60_000, ...IDENTITY_RELABELS });
    const { events, client } = recorder(host);
    await client.handle('game:new', { ...TWO_HUMANS, rules: 'colombia', dice3d: true });
    const request = async (purpose: 'start' | 'round') => {
      for (let i = 0; i < 100; i++) {
        const r = events.filter((e) => e.type === 'dice-request').at(-1);
        if (r && r.type === 'dice-request' && r.purpose === purpose && !events.some((e) => e.type === 'dice-rolled' && e.roundId === r.roundId)) return r;
        const s = host.currentState!;
        if (s.phase === 'direction') await client.handle('game:act', { action: { type: 'direction', seat: s.toAct!, direction: 'clockwise' } });
        await new Promise((res) => setTimeout(res, 5));
      }
      throw new Error(`no ${purpose} dice-request`);
    };
    const start = await request('start');
    await client.handle('dice:result', { roundId: start.roundId, cups: start.cups.map((c) => ({ seat: c.seat, axes: axesFor([c.seat === 0 ? 6 : 1]) })) });
    const round = await request('round');
    expect(round.fallenDieLost).toBe(true);
    const r = await client.handle('dice:result', {
      roundId: round.roundId,
      cups: round.cups.map((c) => (c.seat === 0 ? { seat: 0, axes: axesFor([1, 2, 3, 4]), fallen: 1 } : { seat: c.seat, axes: axesFor([5, 5, 5, 5, 5]) })),
    });
    expect(r.ok).toBe(true);
    expect(host.currentRecord!.actions.at(-1)).toEqual({ type: 'roll', dice: [[1, 2, 3, 4], [5, 5, 5, 5, 5]], fallen: [1, 0] });
    expect(host.currentState!.players[0]!.dice).toBe(4);
    expect(events.some((e) => e.type === 'events' && e.events.some((x) => x.type === 'fallen'))).toBe(true);
  });
});

describe('matches (R-DEAL-END)', () => {
  it('first to two wins: game:next starts the next game, the match ends with a winner, history has every game', async () => {
    const { host } = setup();
    const { events, client } = recorder(host);
    await client.handle('game:new', { ...ALL_BOTS, seats: ALL_BOTS.seats.slice(0, 2), match: { targetWins: 2, startingChips: 50 } });
    const end = Date.now() + 60_000;
    let games = 0;
    let last: SessionInfo | null = null;
    while (Date.now() < end) {
      await new Promise((r) => setTimeout(r, 10));
      const s = events.filter((e) => e.type === 'session').at(-1);
      last = s && s.type === 'session' ? s.session : null;
      if (last?.status === 'match-over') break;
      if (last?.status === 'game-over' && host.currentState!.phase === 'game-over') {
        games++;
        expect(await client.handle('game:next', {})).toMatchObject({ ok: true, value: { status: 'playing', match: { gameNumber: games + 1 } } });
      }
    }
    expect(last?.status).toBe('match-over');
    expect(Math.max(...last!.match.scores)).toBe(2);
    expect(last!.match.winner).toBe(last!.match.scores.indexOf(2));
    expect(await client.handle('game:next', {})).toMatchObject({ ok: false, error: { code: 'MATCH_STATE' } });
    await host.flush();
    const history = await client.handle('history:get', {});
    const played = last!.match.scores.reduce((x, y) => x + y, 0);
    expect(history.ok && (history.value as { games: unknown[] }).games.length).toBe(played);
  });
});
