// Issue 39.2 (PhoneSeats on its own) and issue 28 item 5: a phone seat whose phone joined and then
// went away is played by a bot after the phoneAwayBotSec setting, and is its person's again when
// the phone comes back; the listener closes after the match. Timers and the listener are injected.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, okResult, parseIntent, type PhonePairing, type Settings } from '../../common/contract/index';
import type { Seat } from '../../engine/index';
import { Clients } from '../../main/host/clients';
import { ownerRole, phoneSeats, PhoneSeats } from '../../main/host/phone-seats';
import type { PhonesPort } from '../../main/host/phones-port';
import { EMPTY_STATS } from '../../main/host/profile';
import { newSession, type Session } from '../../main/host/session';
import { SessionSlot } from '../../main/host/session-slot';
import { manualTimers } from './helpers';

/** A listener that only keeps who joined; `set` tells the host as the real one does when a phone comes or goes. */
function fakePort() {
  let pairing: PhonePairing | null = null;
  let changed: () => void = () => undefined;
  let stops = 0;
  const port: PhonesPort = {
    start: (seats, _binder, onChange) => {
      changed = onChange;
      pairing = { address: '127.0.0.1:1', addresses: ['127.0.0.1'], seats: seats.map((x) => ({ seat: x.seat, name: x.name, color: x.color, url: 'http://127.0.0.1:1/#k', joined: false })) };
      return Promise.resolve(okResult(pairing));
    },
    pairing: () => pairing,
    repair: () => okResult(pairing!),
    move: () => Promise.resolve(okResult(pairing!)),
    stop: () => {
      stops++;
      pairing = null;
      return Promise.resolve();
    },
  };
  const set = (seat: Seat, joined: boolean): void => {
    pairing = { ...pairing!, seats: pairing!.seats.map((x) => (x.seat === seat ? { ...x, joined } : x)) };
    changed();
  };
  return { port, set, stops: () => stops };
}

function phonesSession(): Session {
  const setup = parseIntent('game:new', {
    seats: [
      { name: 'Ana', kind: 'human', color: '#aa3322', phone: true },
      { name: 'Beto', kind: 'human', color: '#2233aa' },
      { name: 'Caro', kind: 'bot', level: 'medio', color: '#22aa33' },
    ],
    rules: 'chile',
    dice3d: false,
  });
  if (!setup.ok) throw new Error(setup.error.message);
  const s = newSession(setup.value as Parameters<typeof newSession>[0]);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

function phones(settings: Partial<Settings> = {}) {
  const timers = manualTimers();
  const listener = fakePort();
  const slot = new SessionSlot();
  const calls = { schedule: 0, cancelBotTurn: 0 };
  const seats = new PhoneSeats({
    port: listener.port,
    afterMatchMs: 60_000,
    slot,
    clients: new Clients(() => slot.current, () => undefined),
    timers,
    settings: () => ({ ...DEFAULT_SETTINGS, phoneAwayBotSec: 30, phoneAwayBotLevel: 'experto', ...settings }),
    stats: () => EMPTY_STATS,
    binder: { connect: () => ({ id: 0, handle: () => Promise.resolve(okResult(null)), disconnect: () => undefined }), assign: () => okResult({} as never) },
    cancelBotTurn: () => void calls.cancelBotTurn++,
    schedule: () => void calls.schedule++,
    info: () => ({}) as never,
    log: () => undefined,
  });
  return { timers, listener, slot, calls, seats };
}

async function started(settings: Partial<Settings> = {}) {
  const p = phones(settings);
  const s = phonesSession();
  p.slot.current = s;
  expect((await p.seats.start(s)).ok).toBe(true);
  return { ...p, s };
}

describe('PhoneSeats', () => {
  it('knows the phone seats and what the screen holds: the person seats not on a phone', () => {
    const s = phonesSession();
    expect(phoneSeats(s)).toEqual([0]);
    expect(ownerRole(s)).toEqual({ kind: 'shared', seats: [1] });
  });

  it('a phone that joined and went away: a bot of phoneAwayBotLevel plays its seat after phoneAwayBotSec, not before; the seat is the person’s again when it is given back', async () => {
    const { timers, listener, s, seats, calls } = await started();
    listener.set(0, true);
    listener.set(0, false);
    timers.advance(29_999);
    expect(s.standIns?.has(0) ?? false).toBe(false);
    timers.advance(1);
    expect(s.standIns?.get(0)).toBe('experto');
    expect(calls.schedule).toBeGreaterThan(0);
    // the phone comes back: the host gives it its seat (assign), and a bot thinking for it is cancelled
    listener.set(0, true);
    seats.setStandIn(s, 0, null);
    expect(s.standIns?.has(0)).toBe(false);
    expect(calls.cancelBotTurn).toBe(1);
  });

  it('a phone back within phoneAwayBotSec keeps its seat: its away timer is cancelled', async () => {
    const { timers, listener, s } = await started();
    listener.set(0, true);
    listener.set(0, false);
    timers.advance(10_000);
    listener.set(0, true);
    timers.advance(60_000);
    expect(s.standIns?.has(0) ?? false).toBe(false);
    expect(timers.pending).toBe(0);
  });

  it('no bot for a phone that never joined, nor with phoneAwayBotSec 0', async () => {
    const never = await started();
    never.listener.set(0, false);
    never.timers.advance(60_000);
    expect(never.s.standIns?.has(0) ?? false).toBe(false);
    const off = await started({ phoneAwayBotSec: 0 });
    off.listener.set(0, true);
    off.listener.set(0, false);
    off.timers.advance(3_600_000);
    expect(off.s.standIns?.has(0) ?? false).toBe(false);
  });

  it('a game resumed with a bot standing in: the seat is its person’s, and the saved bot (its level) comes back only if the phone is still away after the bound', async () => {
    const p = phones();
    const s = phonesSession();
    s.awayAtSave = new Map([[0, 'novato']]);
    p.slot.current = s;
    await p.seats.start(s);
    p.seats.resumed(s);
    p.timers.advance(30_000);
    expect(s.standIns?.get(0)).toBe('novato');
    expect(s.awayAtSave.size).toBe(0);
  });

  it('the match over: the listener closes phonesAfterMatchMs later, unless another game took the slot', async () => {
    const a = await started();
    a.seats.afterMatch(a.s);
    a.timers.advance(59_999);
    expect(a.listener.stops()).toBe(0);
    a.timers.advance(1);
    expect(a.listener.stops()).toBe(1);
    const b = await started();
    b.seats.afterMatch(b.s);
    b.slot.current = phonesSession();
    b.timers.advance(60_000);
    expect(b.listener.stops()).toBe(0);
  });
});
