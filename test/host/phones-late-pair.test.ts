// Issue 42 (the last phones game, item a): a phone that pairs while the table's 3D throw of a round
// already waits for the people's shake (a phone page slow to load on a loaded machine, or reloaded
// under the shake prompt) is asked for its cup too: the pending dice-request is told to it when it
// takes its seat, as to a screen that resumes. Without it the phone never shows its cup, the table
// throws by itself after its wait, and the person never shook.
import { describe, expect, it } from 'vitest';
import { legalActions, type Seat } from '../../engine/index';
import type { HostEvent } from '../../common/contract/index';
import { createClient } from '../../renderer/src/client/index';
import { PHONES_GAME, phonesKit, until } from './phones-kit';

const { cleanups, shell, openPhone } = phonesKit();

type Request = Extract<HostEvent, { type: 'dice-request' }>;

describe('phones: a phone that pairs while a round waits for its shake', () => {
  it("is told the round's dice-request (its cup shows) and its dice:shake reaches the table", async () => {
    const s = await shell();
    const screen = createClient({ wsUrl: s.wsUrl });
    cleanups.push(() => screen.close());
    const events: HostEvent[] = [];
    screen.onEvent((e) => events.push(e));
    // the shared screen throws 3D dice: the host waits for its throw (and so for the people's shake)
    await screen.invoke('client:table', { watching: true, dice3d: true });
    expect((await screen.invoke('game:new', { ...PHONES_GAME, dice3d: true })).ok).toBe(true);
    const pairing = await screen.invoke('phones:pairing', {});
    if (!pairing.ok) throw new Error(pairing.error.message);
    const phones = pairing.value.seats.map((p) => openPhone(p.url));
    await until(() => phones.every((p) => p.client.status === 'paired'));
    // the start roll thrown by the table, a phone that won it chooses the direction, until a round's dice are asked
    const done = new Set<string>();
    let round: Request | undefined;
    for (let i = 0; i < 1000 && !round; i++) {
      const req = events.find((e): e is Request => e.type === 'dice-request' && !done.has(e.roundId));
      if (req?.purpose === 'round') round = req;
      else if (req) {
        done.add(req.roundId);
        await screen.invoke('dice:ready', { roundId: req.roundId });
        await screen.invoke('dice:result', { roundId: req.roundId, cups: req.cups.map((c) => ({ seat: c.seat, axes: Array.from({ length: c.dice ?? 0 }, () => 2) })) });
        await screen.invoke('dice:settled', { roundId: req.roundId });
      } else {
        const state = s.host.currentState!;
        if (state.toAct !== null && state.toAct <= 1) {
          const legal = legalActions(state, state.toAct);
          if (legal.length) await phones[state.toAct]!.client.invoke('game:act', { action: legal[0]! });
        }
        await new Promise((r) => setTimeout(r, 10));
      }
    }
    expect(round).toBeDefined();
    const roundId = round!.roundId;
    expect(s.host.currentState!.phase).toBe('roll');
    // Beto's page is loaded again (or opened late): a new connection with the same link takes the seat
    const beto: Seat = 1;
    phones[beto]!.client.close();
    const again = openPhone(pairing.value.seats[beto]!.url);
    await until(() => again.client.status === 'paired');
    await until(() => again.lastSession()?.heldSeats.includes(beto) === true);
    // it is asked for its cup: the round's request, with its own cup in it
    await until(() => again.events.some((e) => e.type === 'dice-request'), 3000).catch(() => undefined);
    const told = again.events.find((e): e is Request => e.type === 'dice-request');
    expect(told?.roundId).toBe(roundId);
    expect(told?.cups.some((c) => c.seat === beto)).toBe(true);
    // and its shake is the table's to hear
    expect(await again.client.invoke('dice:shake', { roundId, held: true })).toEqual({ ok: true, value: null });
    await until(() => events.some((e) => e.type === 'shake' && e.roundId === roundId && e.seat === beto));
  });
});
