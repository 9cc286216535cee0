// Issue 42 item 13 (docs/host.md, "Phones"): a new game refused because its save failed leaves the
// phones game being played untouched: its listener keeps its two paired phones connected, their
// links keep working, the pairing is still the running game's, and that game plays on.
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { legalActions } from '../../engine/index';
import { errResult, okResult, type PhonePairing, type Result } from '../../common/contract/index';
import { loadAutosave } from '../../main/host/autosave';
import type { PhoneSeatSpec, PhonesPort } from '../../main/host/phones-port';
import { errnoError } from '../../main/host/storage';
import { PhonesListener } from '../../main/web/phones';
import { hostInTempDir, recorder } from './helpers';
import { PHONES_GAME, phonesGameOf, phonesKit, until } from './phones-kit';

const { cleanups, openPhone } = phonesKit();

/** The game whose save fails: other people, on phones too (its pairing must never be shown). */
const REFUSED_GAME = phonesGameOf(['Dora', 'Eli', 'Fede']);

describe('phones: a new game refused for a failed save (issue 42 item 13)', () => {
  it('keeps the running phones game, its listener, its paired phones and its links; the refusal is STORAGE and the old game plays on', async () => {
    (globalThis as { WebSocket?: unknown }).WebSocket = WebSocket;
    cleanups.push(() => delete (globalThis as { WebSocket?: unknown }).WebSocket);
    let diskFull = false;
    const phones = new PhonesListener({ address: '127.0.0.1', rendererDir: null, log: () => undefined });
    // the autosave fails (a full disk) only while diskFull: the refused game's save
    const writeFault = (file: string): Error | null => (diskFull && file.includes('autosave') ? errnoError('ENOSPC', 'no space left on device') : null);
    const { host } = hostInTempDir(cleanups, { phones, writeFault });
    const { client: screen } = recorder(host);

    expect((await screen.handle('game:new', PHONES_GAME)).ok).toBe(true);
    const before = (await screen.handle('phones:pairing', {})) as { ok: true; value: PhonePairing };
    expect(before.ok).toBe(true);
    const port = phones.port;
    const paired = before.value.seats.map((p) => openPhone(p.url));
    await until(() => paired.every((p) => p.client.status === 'paired'));
    const recordBefore = host.currentRecord!;

    diskFull = true;
    const refused = await screen.handle('game:new', REFUSED_GAME);
    diskFull = false;
    expect(refused).toMatchObject({ ok: false, error: { code: 'STORAGE' } });

    // the running game is still the one played, and its listener was never touched
    expect(host.currentRecord).toBe(recordBefore);
    expect(phones.listening).toBe(true);
    expect(phones.port).toBe(port);
    // a moment for a cut-off phone to notice (its socket's close comes on a later turn)
    await new Promise((r) => setTimeout(r, 200));
    for (const p of paired) {
      expect(p.client.status).toBe('paired');
      expect(p.statuses.filter((s) => s !== 'paired' && s !== 'connecting')).toEqual([]);
    }
    // pairing: the running game's seats and links, both phones still joined
    const after = (await screen.handle('phones:pairing', {})) as { ok: true; value: PhonePairing };
    expect(after.ok).toBe(true);
    expect(after.value.seats.map((x) => [x.seat, x.name, x.joined, x.url])).toEqual(before.value.seats.map((x) => [x.seat, x.name, true, x.url]));

    // each phone still holds its seat, and the game plays on from its phones
    for (const [i, p] of paired.entries()) expect((await p.client.invoke('game:show', { seat: i })).ok).toBe(true);
    let acted = 0;
    for (let step = 0; step < 200 && acted < 2; step++) {
      await host.whenSettled();
      const state = host.currentState!;
      const seat = state.toAct;
      if (seat !== null && seat <= 1) {
        const count = host.currentRecord!.actions.length;
        const r = await paired[seat]!.client.invoke('game:act', { action: legalActions(state, seat)[0]! });
        expect(r.ok).toBe(true);
        expect(host.currentRecord!.actions.length).toBeGreaterThan(count);
        acted++;
      } else await new Promise((r) => setTimeout(r, 5));
    }
    expect(acted).toBe(2);
    expect(host.currentRecord!.players.map((p) => p.name)).toEqual(['Ana', 'Beto', 'Caro']);
  });

  it("a new game saved but whose phones' listener cannot start: refused (PHONES), the game before is played, saved and given a listener again", async () => {
    const starts: string[][] = [];
    let failNext = false;
    let pairing: PhonePairing | null = null;
    // a stand-in listener: its second start fails, as one with no address to listen on would
    const port: PhonesPort = {
      start: (seats: readonly PhoneSeatSpec[]): Promise<Result<PhonePairing>> => {
        starts.push(seats.map((x) => x.name));
        pairing = null;
        if (failNext) {
          failNext = false;
          return Promise.resolve(errResult('PHONES', 'No local network address was found.'));
        }
        pairing = { address: '127.0.0.1:1', addresses: ['127.0.0.1'], seats: seats.map((x) => ({ seat: x.seat, name: x.name, color: x.color, url: `http://127.0.0.1:1/#${x.seat}`, joined: false })) };
        return Promise.resolve(okResult(pairing));
      },
      pairing: () => pairing,
      repair: () => errResult('PHONES', 'not in this test'),
      move: () => Promise.resolve(errResult('PHONES', 'not in this test')),
      stop: () => {
        pairing = null;
        return Promise.resolve();
      },
    };
    const { host, dir } = hostInTempDir(cleanups, { phones: port });
    const { client: screen } = recorder(host);
    expect((await screen.handle('game:new', PHONES_GAME)).ok).toBe(true);
    const played = host.currentRecord!;

    failNext = true;
    expect(await screen.handle('game:new', REFUSED_GAME)).toMatchObject({ ok: false, error: { code: 'PHONES' } });
    // the game before, played on (its record grown from the one it had)
    expect(host.currentRecord!.players).toEqual(played.players);
    expect(host.currentRecord!.actions.slice(0, played.actions.length)).toEqual(played.actions);
    expect(starts).toEqual([
      ['Ana', 'Beto'],
      ['Dora', 'Eli'],
      ['Ana', 'Beto'],
    ]);
    const now = (await screen.handle('phones:pairing', {})) as { ok: true; value: PhonePairing };
    expect(now.value.seats.map((x) => x.name)).toEqual(['Ana', 'Beto']);
    // the autosave holds the game played again, not the refused one
    await host.flush();
    expect(loadAutosave(dir).session?.seats.map((x) => x.name)).toEqual(['Ana', 'Beto', 'Caro']);
  });
});
