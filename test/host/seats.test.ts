// Seats bound to clients (issue 28 item 1, issue 30 item 5; docs/host.md, "Seats bound to
// clients"): the host knows which seats each client holds. A client acts for, is shown, throws
// the cup of, continues or abandons only what it holds (NOT_YOUR_SEAT otherwise), and starts on
// the public view, always: a new, reloaded or resumed client is sent no hand before it asks.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { legalActions, viewFor, type GameState, type Seat, type SeatAction } from '../../engine/index';
import type { ClientRole, GameNewPayload, HostEvent, Result } from '../../common/contract/index';
import { AUTOSAVE_FILE } from '../../main/host/index';
import { hostInTempDir, makeHost, recorder, tempDir, TWO_HUMANS, useCleanups } from './helpers';

const cleanups = useCleanups();
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

const isHand = (v: unknown): v is number[] => Array.isArray(v) && v.length > 0 && v.every((x) => Number.isInteger(x) && x >= 1 && x <= 6);

/**
 * The owners of the hands a message carries (any key, any depth, outside a resolution, which the
 * rules reveal to all) that `allowed` refuses: the leaks, as paths.
 */
function leaks(value: unknown, players: number, allowed: (owner: Seat) => boolean, path = ''): string[] {
  if (value === null || typeof value !== 'object') return [];
  if (/resolution/i.test(path.split('.').at(-1) ?? '')) return [];
  if (Array.isArray(value)) {
    if (value.length === players && value.some((x) => Array.isArray(x)) && value.every((x) => x === null || isHand(x))) {
      return value.flatMap((h, owner) => (h !== null && !allowed(owner) ? [`${path}[${owner}]`] : []));
    }
    return value.flatMap((x, i) => leaks(x, players, allowed, `${path}[${i}]`));
  }
  if ((value as { type?: unknown }).type === 'resolution') return [];
  return Object.entries(value).flatMap(([k, v]) => leaks(v, players, allowed, path ? `${path}.${k}` : k));
}

/** A hand the rules show to a client holding `held` (its own seats', or another's where a view holds it: R-OBLIGAR open). */
function mayHold(state: GameState, held: readonly Seat[], owner: Seat): boolean {
  if (held.includes(owner)) return true;
  return [null, ...held].some((s) => viewFor(state, s).hands[owner] != null);
}

const THREE: GameNewPayload = {
  seats: [
    { name: 'Ana', kind: 'human', color: '#aa3322' },
    { name: 'Beto', kind: 'human', color: '#2233aa' },
    { name: 'Caro', kind: 'bot', level: 'novato', color: '#22aa33' },
  ],
  rules: 'chile',
  dice3d: true,
};

/** The kinds of client of each mode (hot-seat today; the phones mode's roles as the host assigns them). */
type Mode = 'hot-seat' | 'phones' | 'mixed';
const ROLES: Record<Mode, readonly ClientRole[]> = {
  // the screen that started the game, a second client with the token, a client that joins later
  'hot-seat': [{ kind: 'screen' }, { kind: 'watcher' }, { kind: 'watcher' }],
  // the shared screen (no seat), a phone per person, a watcher
  phones: [{ kind: 'shared', seats: [] }, { kind: 'phone', seat: 0 }, { kind: 'phone', seat: 1 }, { kind: 'watcher' }],
  // the screen keeps seat 0, a phone holds seat 1, a watcher
  mixed: [{ kind: 'screen' }, { kind: 'phone', seat: 1 }, { kind: 'watcher' }],
};

/** The model's answer: the person seats a role holds (independent of the host's own code). */
function heldBy(roles: readonly ClientRole[], i: number): Seat[] {
  const role = roles[i]!;
  if (role.kind === 'phone') return [role.seat];
  if (role.kind === 'shared') return [...role.seats];
  if (role.kind === 'watcher') return [];
  const phones = roles.flatMap((r) => (r.kind === 'phone' ? [r.seat] : []));
  return [0, 1].filter((s) => !phones.includes(s));
}
const holdsTable = (role: ClientRole): boolean => role.kind === 'screen' || role.kind === 'shared';

const requestArb = fc.record({
  client: fc.nat(3),
  kind: fc.constantFrom('act', 'act', 'act', 'show', 'dice', 'continue', 'next', 'abandon', 'new'),
  seat: fc.nat(2),
  pick: fc.nat(20),
  showPublic: fc.boolean(),
});
type Request = typeof requestArb extends fc.Arbitrary<infer T> ? T : never;

async function playRandom(mode: Mode, requests: readonly Request[]): Promise<{ refusedRight: number; accepted: number }> {
  const { host } = hostInTempDir(cleanups, { botThinkMs: 0, diceTimeoutMs: 20 });
  // the model of what each client holds (a new game makes its starter the screen and every other client a watcher; an abandon, all watchers)
  let roles: readonly ClientRole[] = ROLES[mode];
  const sent: { client: number; role: ClientRole; held: Seat[]; json: string; state: GameState | null }[] = [];
  const last: { request: Extract<HostEvent, { type: 'dice-request' }> | null } = { request: null };
  const clients = ROLES[mode].map((_, i) =>
    host.connect((event) => {
      // the bytes the WebSocket would carry
      sent.push({ client: i, role: roles[i]!, held: heldBy(roles, i), json: JSON.stringify(event), state: host.currentState });
      if (event.type === 'dice-request') last.request = event;
    }),
  );
  const started = await clients[0]!.handle('game:new', THREE);
  expect(started.ok).toBe(true);
  for (let i = 0; i < roles.length; i++) if (roles[i]!.kind !== 'watcher' && roles[i]!.kind !== 'screen') expect(host.assign(clients[i]!.id, roles[i]!).ok).toBe(true);
  let refusedRight = 0;
  let accepted = 0;
  let abandoned = false;
  for (const r of requests) {
    await host.whenSettled();
    const i = r.client % roles.length;
    const client = clients[i]!;
    const held = heldBy(roles, i);
    const table = holdsTable(roles[i]!);
    const state = host.currentState;
    const before = host.currentRecord?.actions.length ?? 0;
    let res: Result<unknown>;
    let allowed: boolean;
    switch (r.kind) {
      case 'act': {
        // a legal action of a random person seat, or of the seat to act
        const seat = r.pick % 2 === 0 && state?.toAct != null && state.toAct < 2 ? state.toAct : r.seat % 2;
        const legal = state ? legalActions(state, seat) : [];
        const action: SeatAction = legal[r.pick % Math.max(1, legal.length)] ?? { type: 'dudo', seat };
        res = await client.handle('game:act', { action });
        allowed = held.includes(seat);
        // refused: no action of that seat came in (only bots and dice move the game meanwhile)
        if (!res.ok || !allowed) expect((host.currentRecord?.actions ?? []).slice(before).filter((a) => 'seat' in a && a.seat === seat)).toEqual([]);
        break;
      }
      case 'show': {
        const seat = r.showPublic ? null : r.seat;
        res = await client.handle('game:show', { seat });
        allowed = seat === null || held.includes(seat);
        break;
      }
      case 'dice': {
        const req = last.request;
        if (!req) continue;
        const cups = req.cups.filter((c, k) => c.dice !== null && (r.pick + k) % 3 !== 0).map((c) => ({ seat: c.seat, axes: Array.from({ length: c.dice! }, () => r.pick % 6) }));
        res = await client.handle('dice:result', { roundId: req.roundId, cups });
        allowed = table || (held.length > 0 && cups.every((c) => held.includes(c.seat)));
        break;
      }
      case 'continue':
        res = await client.handle('round:continue', { round: Math.max(1, state?.round ?? 1) });
        allowed = table || held.length > 0;
        break;
      case 'next':
        res = await client.handle('game:next', {});
        allowed = table;
        break;
      case 'abandon':
        res = await client.handle('game:abandon', {});
        allowed = table || abandoned;
        break;
      case 'new':
        res = await client.handle('game:new', THREE);
        // only the table replaces the game being played (a watcher starts one once none is)
        allowed = table || abandoned;
        break;
      default:
        continue;
    }
    if (res.ok) {
      accepted++;
      expect(allowed, `${mode}: client ${i} (${JSON.stringify(roles[i])}) ${r.kind} ${JSON.stringify(r)} was accepted`).toBe(true);
      if (r.kind === 'abandon') {
        abandoned = true;
        roles = roles.map(() => ({ kind: 'watcher' }));
      }
      if (r.kind === 'new') {
        abandoned = false;
        roles = roles.map((_, j) => (j === i ? { kind: 'screen' } : { kind: 'watcher' }));
      }
    } else if (!allowed) {
      if (res.error.code === 'NOT_YOUR_SEAT') refusedRight++;
      else expect(['NO_GAME', 'MATCH_STATE', 'BAD_DICE', 'NOTHING_TO_RESUME']).toContain(res.error.code);
    }
  }
  // the bytes: no frame to a client holds a hand it may not see
  for (const { client, role, held, json, state } of sent) {
    if (!state) continue;
    const found = leaks(JSON.parse(json) as unknown, state.playerCount, (owner) => mayHold(state, held, owner));
    expect(found, `${mode}: client ${client} (${JSON.stringify(role)}) was sent ${json.slice(0, 200)}`).toEqual([]);
  }
  await host.close();
  return { refusedRight, accepted };
}

describe('seats bound to clients: a property over random requests from every kind of client', () => {
  it('the leak finder finds a hand of a seat not held (the check can fail)', () => {
    const frame = JSON.parse(JSON.stringify({ type: 'view', view: { hands: [[1, 2, 3, 4, 5], null, null] } })) as unknown;
    expect(leaks(frame, 3, (owner) => owner === 1)).toEqual(['view.hands[0]']);
    expect(leaks(frame, 3, (owner) => owner === 0)).toEqual([]);
    expect(leaks({ type: 'resolution', hands: [[1], [2], [3]] }, 3, () => false)).toEqual([]);
  });

  for (const mode of ['hot-seat', 'phones', 'mixed'] as const) {
    it(`${mode}: no client acts for, is shown, throws, continues or abandons what it does not hold (NOT_YOUR_SEAT), and no frame it is sent holds a hand of a seat it does not hold`, async () => {
      let refused = 0;
      let accepted = 0;
      await fc.assert(
        fc.asyncProperty(fc.array(requestArb, { minLength: 30, maxLength: 80 }), async (requests) => {
          const r = await playRandom(mode, requests);
          refused += r.refusedRight;
          accepted += r.accepted;
        }),
        { numRuns: Number(process.env.SEATS_RUNS ?? 6), endOnFailure: true },
      );
      // the property saw both sides: requests accepted from holders and refused from the others
      expect(refused).toBeGreaterThan(10);
      expect(accepted).toBeGreaterThan(10);
    }, 120_000);
  }
});

describe('a second client, a reload, a restart (the measurements of issue 28)', () => {
  it('a second client with the token may not act for, be shown, continue, abandon or replace a game another screen holds', async () => {
    const { host, dir } = hostInTempDir(cleanups);
    const screen = recorder(host);
    const other = recorder(host);
    await screen.client.handle('client:table', { watching: true, dice3d: false });
    expect(await screen.client.handle('game:new', TWO_HUMANS)).toMatchObject({ ok: true, value: { role: { kind: 'screen' }, heldSeats: [0, 1], shownSeat: null } });
    await host.whenSettled();
    await host.flush();
    const toAct = host.currentState!.toAct ?? 0;
    const played = host.currentRecord!.actions.length;
    const legal = legalActions(host.currentState!, toAct);
    const notYours = { ok: false, error: { code: 'NOT_YOUR_SEAT' } };
    for (const seat of [0, 1]) {
      expect(await other.client.handle('game:act', { action: legalActions(host.currentState!, seat)[0] ?? { type: 'dudo', seat } })).toMatchObject(notYours);
      expect(await other.client.handle('game:show', { seat })).toMatchObject(notYours);
    }
    expect(await other.client.handle('round:continue', { round: 1 })).toMatchObject(notYours);
    expect(await other.client.handle('game:abandon', {})).toMatchObject(notYours);
    expect(await other.client.handle('game:new', TWO_HUMANS)).toMatchObject(notYours);
    expect(await other.client.handle('game:next', {})).toMatchObject({ ok: false });
    // it may watch: the public view, without claiming the game
    expect(await other.client.handle('game:resume', {})).toMatchObject({ ok: true, value: { role: { kind: 'watcher' }, heldSeats: [], shownSeat: null } });
    expect(existsSync(join(dir, AUTOSAVE_FILE))).toBe(true);
    expect(host.currentRecord!.actions.length).toBe(played);
    // the screen still plays
    expect(await screen.client.handle('game:act', { action: legal[0]! })).toMatchObject({ ok: true });
    expect(await screen.client.handle('game:abandon', {})).toEqual({ ok: true, value: null });
    expect(existsSync(join(dir, AUTOSAVE_FILE))).toBe(false);
  });

  it('a client starts on the public view: a new client, and a reload that takes the table back once the old page is gone, are sent no hand before they ask', async () => {
    const { host } = hostInTempDir(cleanups);
    const first = recorder(host);
    await first.client.handle('game:new', { ...TWO_HUMANS, rules: 'chile' });
    await host.whenSettled();
    const joined = recorder(host);
    first.client.disconnect(); // the page reloads
    const again = recorder(host);
    await again.client.handle('client:table', { watching: true, dice3d: false });
    expect(await again.client.handle('game:resume', {})).toMatchObject({ ok: true, value: { role: { kind: 'screen' }, shownSeat: null, heldSeats: [0, 1] } });
    await host.whenSettled();
    for (const e of [...joined.events, ...again.events]) {
      expect(leaks(e, 2, () => false), JSON.stringify(e).slice(0, 200)).toEqual([]);
    }
    // the joined client is a watcher: the reloaded page holds the game now
    expect(await joined.client.handle('game:show', { seat: 0 })).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_SEAT' } });
    expect(await again.client.handle('game:show', { seat: 1 })).toMatchObject({ ok: true, value: { shownSeat: 1 } });
  });

  it('after a restart the shared screen is sent no hand until it asks (seat 0 was shown by default before)', async () => {
    const t = tempDir();
    cleanups.push(t.cleanup);
    const a = makeHost(t.dir);
    const c = recorder(a.host);
    await c.client.handle('game:new', { ...TWO_HUMANS, dice3d: false });
    await a.host.whenSettled();
    // play until a bidding round is dealt (the hands exist)
    for (let i = 0; i < 20 && a.host.currentState!.phase !== 'bidding'; i++) {
      const s = a.host.currentState!;
      if (s.toAct !== null) await c.client.handle('game:act', { action: legalActions(s, s.toAct)[0]! });
      await a.host.whenSettled();
    }
    expect(a.host.currentState!.phase).toBe('bidding');
    await a.host.close();
    const b = makeHost(t.dir);
    cleanups.push(() => b.host.close());
    const screen = recorder(b.host);
    await screen.client.handle('client:table', { watching: true, dice3d: false });
    const resumed = await screen.client.handle('game:resume', {});
    expect(resumed).toMatchObject({ ok: true, value: { shownSeat: null, role: { kind: 'screen' } } });
    await b.host.whenSettled();
    await sleep(20);
    const views = screen.events.filter((e): e is Extract<HostEvent, { type: 'view' }> => e.type === 'view');
    expect(views.length).toBeGreaterThan(0);
    for (const e of screen.events) expect(leaks(e, 2, () => false), JSON.stringify(e).slice(0, 200)).toEqual([]);
    // it asks for the seat to act (after the hand-over): now, and only now, that hand
    const toAct = b.host.currentState!.toAct!;
    expect(await screen.client.handle('game:show', { seat: toAct })).toMatchObject({ ok: true, value: { shownSeat: toAct } });
    const last = screen.events.filter((e): e is Extract<HostEvent, { type: 'view' }> => e.type === 'view').at(-1)!;
    expect(last.view.hands[toAct]).toHaveLength(5);
    expect(last.view.hands[1 - toAct]).toBeNull();
  });
});
