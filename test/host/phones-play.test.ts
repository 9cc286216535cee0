// Issue 28 items 2 and 3 (docs/host.md, "Phones"): the phones' listener in play. A whole game of two
// phones and a bot through the real listener and the renderer's phone client, every byte of each
// phone's TCP connection captured: no hand of its seat (nor its keys) crosses the network in clear,
// while the decrypted stream does carry them (the check can fail). Then a phone shaking its cup, and
// the language a phone is told.
import { describe, expect, it } from 'vitest';
import { legalActions, viewFor, type GameState, type SeatAction } from '../../engine/index';
import { parsePhoneFragment, type HostEvent } from '../../common/contract/index';
import { createClient } from '../../renderer/src/client/index';
import { PHONES_GAME, until, phonesKit } from './phones-kit';

const { cleanups, shell, openPhone, startPhonesGame, toRoundThrow } = phonesKit();

describe('phones: a whole game over the LAN listener (2 phones + 1 bot)', () => {
  it('each phone plays its seat, sees only its hand, and no hand or key crosses the network in clear', async () => {
    const s = await shell();
    expect(s.phones.listening).toBe(false);
    const { screen, pairing, info } = await startPhonesGame(s);
    expect(s.phones.listening).toBe(true);
    expect(info.role).toEqual({ kind: 'shared', seats: [] });
    expect(info.heldSeats).toEqual([]);
    expect(pairing.seats.map((x) => [x.seat, x.name, x.joined])).toEqual([
      [0, 'Ana', false],
      [1, 'Beto', false],
    ]);
    for (const p of pairing.seats) {
      // the keys are in the fragment only
      expect(new URL(p.url).pathname + new URL(p.url).search).toBe('/');
      expect(parsePhoneFragment(new URL(p.url).hash)?.seat).toBe(p.seat);
    }
    const screenEvents: HostEvent[] = [];
    screen.onEvent((e) => screenEvents.push(e));

    const phones = pairing.seats.map((p) => openPhone(p.url));
    await until(() => phones.every((p) => p.client.status === 'paired'));
    await until(() => screenEvents.some((e) => e.type === 'phones' && e.pairing.seats.every((x) => x.joined)));
    // each phone holds its seat and is shown it
    for (const [i, p] of phones.entries()) {
      await until(() => p.lastSession()?.heldSeats.length === 1);
      expect(p.lastSession()?.role).toEqual({ kind: 'phone', seat: i });
      const shown = await p.client.invoke('game:show', { seat: i });
      expect(shown.ok).toBe(true);
      // another seat: refused
      const other = await p.client.invoke('game:show', { seat: 1 - i });
      expect(other).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_SEAT' } });
      // a phone may not use the screen's channels
      const forbidden = await p.client.invoke('settings:set', { patch: { botSpeed: 'fast' } });
      expect(forbidden).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    }

    let replayed = false;
    for (let step = 0; step < 2000; step++) {
      await s.host.whenSettled();
      const state = s.host.currentState as GameState;
      if (state.phase === 'game-over') break;
      const seat = state.toAct;
      if (seat === null || seat > 1) {
        await new Promise((r) => setTimeout(r, 5));
        continue;
      }
      const phone = phones[seat]!;
      // the phone's own view holds its hand, once told
      const count = s.host.currentRecord!.actions.length;
      await until(() => {
        const v = [...phone.events].reverse().find((e) => e.type === 'view');
        return v?.type === 'view' && v.actionCount === count;
      });
      const view = phone.lastView()!;
      expect(view.seat).toBe(seat);
      // exactly what the rules let its seat see (its own hand; others only at a reveal)
      expect(view.hands).toEqual(viewFor(state, seat).hands);
      const legal: SeatAction[] = legalActions(state, seat);
      const action = legal.find((a) => a.type === 'dudo') ?? legal.find((a) => a.type === 'bid') ?? legal[0]!;
      if (!replayed) {
        // the other phone replaying this seat's action: not its seat
        const r = await phones[1 - seat]!.client.invoke('game:act', { action });
        expect(r, JSON.stringify([action, r])).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_SEAT' } });
        replayed = true;
      }
      const r = await phone.client.invoke('game:act', { action });
      expect(r.ok, JSON.stringify(r)).toBe(true);
    }
    expect(s.host.currentState?.phase).toBe('game-over');
    expect(replayed).toBe(true);

    const record = s.host.currentRecord!;
    const hands = (seat: number): string[] =>
      record.actions.flatMap((a) => (a.type === 'roll' && (a.dice[seat]?.length ?? 0) >= 2 ? [JSON.stringify(a.dice[seat])] : []));
    for (const [seat, phone] of phones.entries()) {
      const own = hands(seat);
      expect(own.length).toBeGreaterThan(1);
      const clear = phone.capture.all().toString('latin1');
      const decrypted = JSON.stringify(phone.events);
      // the control: decrypted, the phone was told its hands (so the check below can fail) ...
      expect(own.filter((h) => decrypted.includes(h)).length).toBeGreaterThan(0);
      // ... on the wire none of them, no "hands" field, no die face of a view, nor its keys
      for (const h of own) expect(clear.includes(h), `hand ${h} in clear`).toBe(false);
      expect(clear).not.toContain('"hands"');
      expect(clear).not.toContain('"view"');
      const link = parsePhoneFragment(new URL(pairing.seats[seat]!.url).hash)!;
      expect(clear).not.toContain(link.pairingKey);
      expect(clear).not.toContain(new URL(pairing.seats[seat]!.url).hash.split('&e=')[1]);
      // the request line is `GET /phone`: the fragment never travels
      const requestLine = Buffer.concat(phone.capture.fromPhone).toString('latin1').split('\r\n', 1)[0];
      expect(requestLine).toBe('GET /phone HTTP/1.1');
    }
    // the shared screen never held a hand outside a reveal (its views are the public view)
    for (const e of screenEvents) if (e.type === 'view') expect(e.view.seat).toBeNull();
  }, 60_000);
});

describe('phones: shaking the cup on the phone (issue 28 item 3)', () => {
  it("a phone's dice:shake for its round's throw is told to the table only; another round, a watcher, a throw done are refused", async () => {
    const s = await shell();
    const { screen, events, phones, round } = await toRoundThrow(s);
    const roundId = round.roundId;
    const shakes = (): Extract<HostEvent, { type: 'shake' }>[] => events.filter((e): e is Extract<HostEvent, { type: 'shake' }> => e.type === 'shake');
    // Beto's phone holds its cup, then lets it go: the table is told each, with Beto's seat
    expect(await phones[1]!.client.invoke('dice:shake', { roundId, held: true })).toEqual({ ok: true, value: null });
    await until(() => shakes().length === 1);
    expect(await phones[1]!.client.invoke('dice:shake', { roundId, held: false })).toEqual({ ok: true, value: null });
    await until(() => shakes().length === 2);
    expect(shakes()).toEqual([
      { type: 'shake', roundId, seat: 1, held: true },
      { type: 'shake', roundId, seat: 1, held: false },
    ]);
    // the other phone is not told (only the table throws); a stale round, a watcher and a bad payload are refused
    expect(phones[0]!.events.some((e) => e.type === 'shake')).toBe(false);
    expect(await phones[0]!.client.invoke('dice:shake', { roundId: 'another-round', held: true })).toMatchObject({ ok: false, error: { code: 'BAD_DICE' } });
    const watcher = createClient({ wsUrl: s.wsUrl });
    cleanups.push(() => watcher.close());
    expect(await watcher.invoke('dice:shake', { roundId, held: true })).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_SEAT' } });
    expect(await phones[0]!.client.invoke('dice:shake', { roundId, held: 'yes' } as never)).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD' } });
    expect(shakes()).toHaveLength(2);
    // the dice are the table's to throw: the shake applied nothing by itself
    expect(s.host.currentState!.phase).toBe('roll');
    await screen.invoke('dice:ready', { roundId });
    expect((await screen.invoke('dice:result', { roundId, cups: round.cups.map((c) => ({ seat: c.seat, axes: Array.from({ length: c.dice ?? 0 }, () => 2) })) })).ok).toBe(true);
    // once thrown, that round's shake is refused
    expect(await phones[1]!.client.invoke('dice:shake', { roundId, held: true })).toMatchObject({ ok: false, error: { code: 'BAD_DICE' } });
  });
});

describe("phones: the person's profile language (issue 28 item 3)", () => {
  it("a phone is told its person's profile language when it pairs (by the setup's profile or by name); a profile with none tells nothing", async () => {
    const s = await shell();
    const tool = createClient({ wsUrl: s.wsUrl });
    cleanups.push(() => tool.close());
    const ana = await tool.invoke('profile:save', { name: 'ana', color: '#aa3322', language: 'fr' });
    expect(ana.ok && ana.value.language).toBe('fr');
    // Beto's profile had a language and forgot it (null): the phone browser's then
    const beto = await tool.invoke('profile:save', { name: 'Beto', color: '#2233aa', language: 'en' });
    if (!beto.ok) throw new Error(beto.error.message);
    const forgot = await tool.invoke('profile:save', { id: beto.value.id, name: 'Beto', color: '#2233aa', language: null });
    expect(forgot.ok && forgot.value.language).toBeUndefined();
    // absent: the language stays as it was
    const renamed = await tool.invoke('profile:save', { id: ana.ok ? ana.value.id : '', name: 'Ana', color: '#aa3322' });
    expect(renamed.ok && renamed.value.language).toBe('fr');
    expect(await tool.invoke('profile:save', { name: 'Caro', color: '#22aa33', language: 'de' } as never)).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD' } });
    const { pairing } = await startPhonesGame(s);
    const phones = pairing.seats.map((p) => openPhone(p.url));
    await until(() => phones.every((p) => p.client.status === 'paired'));
    expect(phones.map((p) => p.client.language)).toEqual(['fr', null]);
    // the language travels sealed, in the pairing's frame 0
    expect(phones[0]!.capture.all().toString('latin1')).not.toContain('"language"');
    await tool.invoke('game:abandon', {});
  });

  it("the setup's profile id wins over the seat's name", async () => {
    const s = await shell();
    const tool = createClient({ wsUrl: s.wsUrl });
    cleanups.push(() => tool.close());
    const es = await tool.invoke('profile:save', { name: 'Abuela', color: '#aa3322', language: 'es' });
    if (!es.ok) throw new Error(es.error.message);
    await tool.invoke('profile:save', { name: 'Ana', color: '#aa3322', language: 'fr' });
    const started = await tool.invoke('game:new', { ...PHONES_GAME, seats: PHONES_GAME.seats.map((x, i) => (i === 0 ? { ...x, profileId: es.value.id } : x)) });
    expect(started.ok).toBe(true);
    const pairing = await tool.invoke('phones:pairing', {});
    if (!pairing.ok) throw new Error(pairing.error.message);
    const phone = openPhone(pairing.value.seats[0]!.url);
    await until(() => phone.client.status === 'paired');
    expect(phone.client.language).toBe('es');
  });
});
