// Issue 28 item 6 and issue 39 item 3 (docs/host.md, "Phones"): what a stranger on the network
// tries against the phones' listener: wrong keys, a replayed hello or frame (on its connection or
// on the next), another seat's action, other Hosts and Origins, floods.
import { describe, expect, it } from 'vitest';
import { parsePhoneFragment, phoneHello, sealFrame } from '../../common/contract/index';
import { CLOSE } from '../../common/channel/index';
import { stranger, until, wsUrlOf, phonesKit } from './phones-kit';

const { shell, openPhone, startPhonesGame } = phonesKit();

describe('phones: what a stranger on the network gets', () => {
  it('an altered key gets nothing but the challenge and a close; a recorded hello does not replay', async () => {
    const s = await shell();
    const { pairing } = await startPhonesGame(s);
    const link = parsePhoneFragment(new URL(pairing.seats[0]!.url).hash)!;
    const url = wsUrlOf(pairing.seats[0]!.url);
    for (const alter of ['pairing', 'cipher', 'seat'] as const) {
      const x = await stranger(url);
      expect(await x.opened).toBe(true);
      await until(() => x.messages.length > 0);
      const nonce = (JSON.parse(String(x.messages[0])) as { nonce: string }).nonce;
      const key = Uint8Array.from(link.cipherKey);
      if (alter === 'cipher') key[0]! ^= 1;
      const p = alter === 'pairing' ? `${link.pairingKey.slice(0, -1)}${link.pairingKey.endsWith('A') ? 'B' : 'A'}` : link.pairingKey;
      x.ws.send(phoneHello(alter === 'seat' ? 1 : 0, p, key, nonce));
      expect(await x.closed).toBe(CLOSE.refused);
      expect(x.messages).toHaveLength(1); // the challenge, nothing of the game
    }
    // a hello recorded on one connection, sent on another (another challenge): refused
    const first = await stranger(url);
    await until(() => first.messages.length > 0);
    const recorded = phoneHello(0, link.pairingKey, link.cipherKey, (JSON.parse(String(first.messages[0])) as { nonce: string }).nonce);
    first.ws.close();
    const second = await stranger(url);
    await until(() => second.messages.length > 0);
    second.ws.send(recorded);
    expect(await second.closed).toBe(CLOSE.refused);
    expect(second.messages).toHaveLength(1);
    expect(pairing.seats.every((x) => !x.joined)).toBe(true);
    expect(s.host.currentState?.phase).not.toBe('game-over');
  });

  it("a frame sealed with another seat's key, or a replayed frame, closes the connection; nothing is applied", async () => {
    const s = await shell();
    const { pairing } = await startPhonesGame(s);
    const [a, b] = pairing.seats.map((x) => parsePhoneFragment(new URL(x.url).hash)!);
    /** A phone written by hand: paired with seat 0's link, then `frames` sent as they are. */
    const handPhone = async (): Promise<{ x: Awaited<ReturnType<typeof stranger>>; nonce: string; send: (bytes: Uint8Array) => void }> => {
      const x = await stranger(wsUrlOf(pairing.seats[0]!.url));
      await until(() => x.messages.length > 0);
      const nonce = (JSON.parse(String(x.messages[0])) as { nonce: string }).nonce;
      x.ws.send(phoneHello(0, a!.pairingKey, a!.cipherKey, nonce));
      await until(() => x.messages.length > 1); // the sealed 'paired'
      return { x, nonce, send: (bytes) => x.ws.send(bytes) };
    };
    await s.host.whenSettled();
    const before = s.host.currentRecord!.actions.length;
    const bidOf = (seat: number): unknown => ({ id: 1, channel: 'game:act', payload: { action: { type: 'bid', seat, count: 1, face: 2 } } });
    // B's sealed request (seat 1's key) on A's connection
    const one = await handPhone();
    one.send(sealFrame(b!.cipherKey, 'to-host', 0, bidOf(1), one.nonce));
    expect(await one.x.closed).toBe(CLOSE.badFrame);
    // A's own frame written twice (a replay on the wire): the second is refused
    const two = await handPhone();
    const frame = sealFrame(a!.cipherKey, 'to-host', 0, { id: 1, channel: 'app:info', payload: {} }, two.nonce);
    two.send(frame);
    await until(() => two.x.messages.length > 2);
    two.send(frame);
    expect(await two.x.closed).toBe(CLOSE.badFrame);
    // a host frame reflected back (its direction is in the AAD): refused
    const three = await handPhone();
    three.send(three.x.messages[1] as Buffer);
    expect(await three.x.closed).toBe(CLOSE.badFrame);
    expect(s.host.currentRecord!.actions.length).toBe(before);
  });

  it('a frame recorded on one connection is refused on the next (issue 39 item 3: the frame is bound to its challenge); nothing is applied', async () => {
    const s = await shell();
    const { pairing } = await startPhonesGame(s);
    const link = parsePhoneFragment(new URL(pairing.seats[0]!.url).hash)!;
    const url = wsUrlOf(pairing.seats[0]!.url);
    /** A phone written by hand with seat 0's link: paired on a fresh connection (its own challenge). */
    const paired = async (): Promise<{ x: Awaited<ReturnType<typeof stranger>>; nonce: string }> => {
      const x = await stranger(url);
      await until(() => x.messages.length > 0);
      const nonce = (JSON.parse(String(x.messages[0])) as { nonce: string }).nonce;
      x.ws.send(phoneHello(0, link.pairingKey, link.cipherKey, nonce));
      await until(() => x.messages.length > 1); // the sealed 'paired'
      return { x, nonce };
    };
    await s.host.whenSettled();
    const before = s.host.currentRecord!.actions.length;
    // the first connection's frame 0, as the phone really sent it: answered there
    const first = await paired();
    const recorded = sealFrame(link.cipherKey, 'to-host', 0, { id: 1, channel: 'game:show', payload: { seat: 0 } }, first.nonce);
    first.x.ws.send(recorded);
    await until(() => first.x.messages.length > 2);
    first.x.ws.close();
    await first.x.closed;
    // the same bytes as frame 0 of the next connection (same link, a new challenge): refused, unanswered
    const second = await paired();
    const answered = second.x.messages.length;
    second.x.ws.send(recorded);
    const closedWith = await Promise.race([second.x.closed, new Promise((r) => setTimeout(() => r('still open: the replay was taken'), 3000))]);
    expect(closedWith).toBe(CLOSE.badFrame);
    expect(second.x.messages.length).toBe(answered);
    expect(s.host.currentRecord!.actions.length).toBe(before);
  });

  it('Host and Origin are checked (no DNS rebinding), only /phone upgrades, and the page needs the listener Host', async () => {
    const s = await shell();
    const { pairing } = await startPhonesGame(s);
    const url = wsUrlOf(pairing.seats[0]!.url);
    const port = s.phones.port!;
    expect((await (await stranger(url, { host: `evil.example:${port}` })).opened)).toBe(false);
    expect((await (await stranger(url, { origin: `http://evil.example:${port}` })).opened)).toBe(false);
    expect((await (await stranger(`ws://127.0.0.1:${port}/`)).opened)).toBe(false);
    expect((await (await stranger(url, { origin: `http://127.0.0.1:${port}` })).opened)).toBe(true);
    const res = await fetch(`http://127.0.0.1:${port}/`, { headers: { host: `rebound.example:${port}` } }).catch(() => null);
    // fetch may refuse to set Host; when it does, the request still carries 127.0.0.1 and gets a 404 (no renderer here)
    if (res) expect([403, 404]).toContain(res.status);
    // the shell's token-protected socket is not on the LAN listener
    expect((await (await stranger(`ws://127.0.0.1:${port}/?token=${s.token}`)).opened)).toBe(false);
  });

  it('connections and message rates are capped; an unpaired connection is closed after the hello timeout', async () => {
    const s = await shell({ maxConnections: 3, maxPerAddress: 3, helloTimeoutMs: 300, messagesPerSecond: 5, burst: 5 });
    const { pairing } = await startPhonesGame(s);
    const url = wsUrlOf(pairing.seats[0]!.url);
    const open = await Promise.all([0, 1, 2].map(() => stranger(url)));
    for (const o of open) expect(await o.opened).toBe(true);
    const fourth = await stranger(url);
    expect(await fourth.opened).toBe(false);
    // the hello timeout frees them
    for (const o of open) expect(await o.closed).toBe(CLOSE.helloTimeout);
    // a flood of junk: closed at the cap (the first junk message already refuses pairing: send binary that is not a hello)
    const flood = await stranger(url);
    expect(await flood.opened).toBe(true);
    const phone = openPhone(pairing.seats[1]!.url);
    await until(() => phone.client.status === 'paired');
    const replies = await Promise.all(Array.from({ length: 20 }, () => phone.client.invoke('app:info', {})));
    expect(replies.some((r) => !r.ok && r.error.code === 'DISCONNECTED')).toBe(true);
    flood.ws.close();
  });
});
