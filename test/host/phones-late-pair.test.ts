// Issue 42 (the last phones game, item a): a phone that pairs while the table's 3D throw of a round
// already waits for the people's shake (a phone page slow to load on a loaded machine, or reloaded
// under the shake prompt) is asked for its cup too: the pending dice-request is told to it when it
// takes its seat, as to a screen that resumes. Without it the phone never shows its cup, the table
// throws by itself after its wait, and the person never shook.
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../engine/index';
import { phonesKit, until, type DiceRequest } from './phones-kit';

const { shell, openPhone, toRoundThrow } = phonesKit();

describe('phones: a phone that pairs while a round waits for its shake', () => {
  it("is told the round's dice-request (its cup shows) and its dice:shake reaches the table", async () => {
    const s = await shell();
    const { events, pairing, phones, round } = await toRoundThrow(s);
    const roundId = round.roundId;
    expect(s.host.currentState!.phase).toBe('roll');
    // Beto's page is loaded again (or opened late): a new connection with the same link takes the seat
    const beto: Seat = 1;
    phones[beto]!.client.close();
    const again = openPhone(pairing.seats[beto]!.url);
    await until(() => again.client.status === 'paired');
    await until(() => again.lastSession()?.heldSeats.includes(beto) === true);
    // it is asked for its cup: the round's request, with its own cup in it
    await until(() => again.events.some((e) => e.type === 'dice-request'), 3000).catch(() => undefined);
    const told = again.events.find((e): e is DiceRequest => e.type === 'dice-request');
    expect(told?.roundId).toBe(roundId);
    expect(told?.cups.some((c) => c.seat === beto)).toBe(true);
    // and its shake is the table's to hear
    expect(await again.client.invoke('dice:shake', { roundId, held: true })).toEqual({ ok: true, value: null });
    await until(() => events.some((e) => e.type === 'shake' && e.roundId === roundId && e.seat === beto));
  });
});
