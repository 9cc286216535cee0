// Issue 42 item 9: phones after the end. After game:abandon, after the match's end and when the
// table starts another game, each paired phone is told its game ended (a sealed `ended` frame: why,
// the winner, the next game's link of its person) and closed with CLOSE.ended; it stops reconnecting
// and no "your turn" reaches it after. Real listener on 127.0.0.1, the renderer's phone client.
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { legalActions, type SeatAction } from '../../engine/index';
import { CLOSE } from '../../common/channel/index';
import type { GameNewPayload } from '../../common/contract/index';
import { PhonesListener } from '../../main/web/phones';
import { hostInTempDir } from './helpers';
import { PHONES_GAME, phonesKit, until, type Phone } from './phones-kit';

const { cleanups, shell, openPhone, startPhonesGame } = phonesKit();

/** Whether the phone's captured bytes hold the server's close frame with `code` (a close frame travels in clear). */
function closedWith(phone: Phone, code: number): boolean {
  const bytes = Buffer.concat(phone.capture.toPhone);
  for (let i = 0; i + 4 <= bytes.length; i++) if (bytes[i] === 0x88 && bytes[i + 1]! >= 2 && bytes.readUInt16BE(i + 2) === code) return true;
  return false;
}

/** After its end a phone stays ended: no reconnection (its retry is 50 ms here), no event. */
async function staysEnded(phone: Phone): Promise<void> {
  const events = phone.events.length;
  const statuses = phone.statuses.length;
  await new Promise((r) => setTimeout(r, 400));
  expect(phone.client.status).toBe('ended');
  expect(phone.statuses.slice(statuses)).toEqual([]);
  expect(phone.events.slice(events)).toEqual([]);
}

describe('phones after the end (issue 42 item 9)', () => {
  it('game:abandon: each phone is told the game was abandoned, closed with CLOSE.ended, and stops reconnecting', async () => {
    const s = await shell();
    const { screen, pairing } = await startPhonesGame(s);
    const phones = pairing.seats.map((p) => openPhone(p.url));
    await until(() => phones.every((p) => p.client.status === 'paired' && p.lastView() !== null));
    const r = await screen.invoke('game:abandon', {});
    expect(r.ok).toBe(true);
    for (const p of phones) {
      await until(() => p.client.status === 'ended');
      expect(p.client.ended).toEqual({ kind: 'ended', why: 'abandoned' });
      expect(closedWith(p, CLOSE.ended)).toBe(true);
    }
    await Promise.all(phones.map(staysEnded));
    expect(s.phones.listening).toBe(false);
  });

  it('a new game: its person gets the new link (same name), another phone only that there is a new code', async () => {
    const s = await shell();
    const { screen, pairing } = await startPhonesGame(s);
    const phones = pairing.seats.map((p) => openPhone(p.url));
    await until(() => phones.every((p) => p.client.status === 'paired'));
    // Ana plays on a phone again; Beto's seat is now Dora's
    const next: GameNewPayload = { ...PHONES_GAME, seats: [PHONES_GAME.seats[0]!, { name: 'Dora', kind: 'human', color: '#2233aa', phone: true }, PHONES_GAME.seats[2]!] };
    const started = await screen.invoke('game:new', next);
    expect(started.ok).toBe(true);
    const now = await screen.invoke('phones:pairing', {});
    if (!now.ok) throw new Error(now.error.message);
    for (const p of phones) await until(() => p.client.status === 'ended');
    expect(phones[0]!.client.ended).toEqual({ kind: 'ended', why: 'replaced', nextLink: now.value.seats[0]!.url });
    expect(phones[1]!.client.ended).toEqual({ kind: 'ended', why: 'replaced', nextGame: true });
    expect(JSON.stringify(phones[1]!.client.ended)).not.toContain(now.value.seats[1]!.url);
    await Promise.all(phones.map(staysEnded));
    // the new link pairs
    const again = openPhone(phones[0]!.client.ended!.nextLink!);
    await until(() => again.client.status === 'paired');
  });

  it("the match's end: after phonesAfterMatchMs each phone is told it is over and who won, then closed", async () => {
    const phonesPort = new PhonesListener({ address: '127.0.0.1', log: () => undefined });
    const { host } = hostInTempDir(cleanups, { phones: phonesPort, phonesAfterMatchMs: 100 });
    (globalThis as { WebSocket?: unknown }).WebSocket = WebSocket;
    cleanups.push(() => delete (globalThis as { WebSocket?: unknown }).WebSocket);
    const screen = host.connect(() => undefined);
    const started = await screen.handle('game:new', {
      seats: [PHONES_GAME.seats[0]!, PHONES_GAME.seats[1]!],
      rules: { preset: 'chile', options: { dicePerPlayer: 1 } },
      dice3d: false,
    } satisfies GameNewPayload);
    expect(started.ok).toBe(true);
    const pairing = phonesPort.pairing()!;
    const phones = pairing.seats.map((p) => openPhone(p.url));
    await until(() => phones.every((p) => p.client.status === 'paired'));
    for (let step = 0; step < 500 && host.currentState?.phase !== 'game-over'; step++) {
      await host.whenSettled();
      const state = host.currentState!;
      const seat = state.toAct;
      if (seat === null || state.phase === 'game-over') {
        await new Promise((r) => setTimeout(r, 5));
        continue;
      }
      const legal: SeatAction[] = legalActions(state, seat);
      const action = legal.find((a) => a.type === 'dudo') ?? legal[0]!;
      await phones[seat]!.client.invoke('game:act', { action });
    }
    expect(host.currentState?.phase).toBe('game-over');
    const winner = host.currentState!.winner;
    for (const p of phones) {
      await until(() => p.client.status === 'ended');
      expect(p.client.ended).toEqual({ kind: 'ended', why: 'over', winner: pairing.seats[winner ?? -1]!.name });
      expect(closedWith(p, CLOSE.ended)).toBe(true);
    }
    await Promise.all(phones.map(staysEnded));
  });
});
