// Issue 28 items 2 and 6 (docs/host.md, "Phones"): the phones' listener. A whole game of two
// phones and a bot through the real listener and the renderer's phone client, every byte of each
// phone's TCP connection captured: no hand of its seat (nor its keys) crosses the network in clear,
// while the decrypted stream does carry them (the check can fail). Then what a stranger on the
// network tries: wrong keys, a replayed frame, another seat's action, other Hosts and Origins, floods.
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { legalActions, viewFor, type GameState, type SeatAction, type SeatView } from '../../engine/index';
import { parsePhoneFragment, phoneHello, sealFrame, type GameNewPayload, type HostEvent, type PhonePairing, type SessionInfo } from '../../common/contract/index';
import { lanAddresses, PHONE_CLOSE } from '../../main/web/phones';
import { startWebShell, type WebShell } from '../../main/web/shell';
import { createClient, type DudoClient } from '../../renderer/src/client/index';
import { createPhoneClient, type PhoneClient, type PhoneStatus } from '../../renderer/src/client/phone';
import { tempDir, useCleanups } from './helpers';

const cleanups = useCleanups();

const PHONES_GAME: GameNewPayload = {
  seats: [
    { name: 'Ana', kind: 'human', color: '#aa3322', phone: true },
    { name: 'Beto', kind: 'human', color: '#2233aa', phone: true },
    { name: 'Caro', kind: 'bot', level: 'medio', color: '#22aa33' },
  ],
  rules: 'chile',
  dice3d: false,
};

async function shell(limits: Record<string, number> = {}): Promise<WebShell> {
  const t = tempDir();
  cleanups.push(t.cleanup);
  const s = await startWebShell({ userDataDir: t.dir, botThinkMs: 0, serveRenderer: 'none', log: () => undefined, phones: { address: '127.0.0.1', log: () => undefined, limits } });
  cleanups.push(() => s.close());
  (globalThis as { WebSocket?: unknown }).WebSocket = WebSocket;
  cleanups.push(() => delete (globalThis as { WebSocket?: unknown }).WebSocket);
  return s;
}

interface Capture {
  readonly toPhone: Buffer[];
  readonly fromPhone: Buffer[];
  all(): Buffer;
}

/** A WebSocket class (the browser API, from ws) whose TCP bytes, both ways, are recorded as a passive listener would see them. */
function capturingWebSocket(capture: Capture): typeof WebSocket {
  return class extends WebSocket {
    constructor(url: string) {
      super(url, {
        createConnection: (o: { host?: string; port?: number | string }) => {
          const s: Socket = connect(Number(o.port), String(o.host));
          s.on('data', (b: Buffer) => capture.toPhone.push(Buffer.from(b)));
          const write = s.write.bind(s) as (chunk: unknown, ...rest: unknown[]) => boolean;
          s.write = ((chunk: unknown, ...rest: unknown[]) => {
            capture.fromPhone.push(Buffer.from(chunk as Uint8Array));
            return write(chunk, ...rest);
          }) as typeof s.write;
          return s;
        },
      } as WebSocket.ClientOptions);
    }
  } as typeof WebSocket;
}

function newCapture(): Capture {
  const c: Capture = { toPhone: [], fromPhone: [], all: () => Buffer.concat([...c.toPhone, ...c.fromPhone]) };
  return c;
}

interface Phone {
  readonly client: PhoneClient;
  readonly events: HostEvent[];
  readonly capture: Capture;
  readonly statuses: PhoneStatus[];
  lastView(): SeatView | null;
  lastSession(): SessionInfo | null;
}

function wsUrlOf(link: string): string {
  return `ws://${new URL(link).host}/phone`;
}

/** A phone opening `link` (the renderer's phone client), its connection captured. */
function openPhone(link: string): Phone {
  const capture = newCapture();
  const parsed = parsePhoneFragment(new URL(link).hash);
  if (!parsed) throw new Error(`not a phone link: ${link}`);
  const prev = (globalThis as { WebSocket?: unknown }).WebSocket;
  (globalThis as { WebSocket?: unknown }).WebSocket = capturingWebSocket(capture);
  const events: HostEvent[] = [];
  const statuses: PhoneStatus[] = [];
  const client = createPhoneClient(parsed, { wsUrl: wsUrlOf(link), onStatus: (s) => statuses.push(s), retryMs: 50 });
  (globalThis as { WebSocket?: unknown }).WebSocket = prev;
  client.onEvent((e) => events.push(e));
  cleanups.push(() => client.close());
  return {
    client,
    events,
    capture,
    statuses,
    lastView: () => [...events].reverse().find((e): e is Extract<HostEvent, { type: 'view' }> => e.type === 'view')?.view ?? null,
    lastSession: () => [...events].reverse().find((e): e is Extract<HostEvent, { type: 'session' }> => e.type === 'session')?.session ?? null,
  };
}

async function until(what: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!what()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function startPhonesGame(s: WebShell): Promise<{ screen: DudoClient; pairing: PhonePairing; info: SessionInfo }> {
  const screen = createClient({ wsUrl: s.wsUrl });
  cleanups.push(() => screen.close());
  const started = await screen.invoke('game:new', PHONES_GAME);
  if (!started.ok) throw new Error(started.error.message);
  const pairing = await screen.invoke('phones:pairing', {});
  if (!pairing.ok) throw new Error(pairing.error.message);
  return { screen, pairing: pairing.value, info: started.value };
}

/** Plays each phone's first legal action until a phone's person is to bid in a round; that seat (null if none came). */
async function toAPhonesBid(s: WebShell, phones: readonly Phone[]): Promise<number | null> {
  for (let i = 0; i < 200; i++) {
    await s.host.whenSettled();
    const state = s.host.currentState!;
    const t = state.toAct;
    if (t !== null && t <= 1 && state.phase === 'bidding') return t;
    if (t !== null && t <= 1) await phones[t]!.client.invoke('game:act', { action: legalActions(state, t)[0]! });
    else await new Promise((r) => setTimeout(r, 5));
  }
  return null;
}

/** Opens a raw WebSocket to the listener (a stranger's tool): what it receives, how it was closed. */
async function stranger(url: string, headers: Record<string, string> = {}): Promise<{ ws: WebSocket; messages: (string | Buffer)[]; closed: Promise<number>; opened: Promise<boolean> }> {
  const ws = new WebSocket(url, { headers });
  const messages: (string | Buffer)[] = [];
  ws.on('message', (d, bin) => messages.push(bin ? Buffer.from(d as Buffer) : String(d)));
  const closed = new Promise<number>((r) => ws.once('close', (code) => r(code)));
  const opened = new Promise<boolean>((r) => {
    ws.once('open', () => r(true));
    ws.once('error', () => r(false));
  });
  ws.on('error', () => undefined);
  return { ws, messages, closed, opened };
}

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
      expect(await x.closed).toBe(PHONE_CLOSE.refused);
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
    expect(await second.closed).toBe(PHONE_CLOSE.refused);
    expect(second.messages).toHaveLength(1);
    expect(pairing.seats.every((x) => !x.joined)).toBe(true);
    expect(s.host.currentState?.phase).not.toBe('game-over');
  });

  it("a frame sealed with another seat's key, or a replayed frame, closes the connection; nothing is applied", async () => {
    const s = await shell();
    const { pairing } = await startPhonesGame(s);
    const [a, b] = pairing.seats.map((x) => parsePhoneFragment(new URL(x.url).hash)!);
    /** A phone written by hand: paired with seat 0's link, then `frames` sent as they are. */
    const handPhone = async (): Promise<{ x: Awaited<ReturnType<typeof stranger>>; send: (bytes: Uint8Array) => void }> => {
      const x = await stranger(wsUrlOf(pairing.seats[0]!.url));
      await until(() => x.messages.length > 0);
      x.ws.send(phoneHello(0, a!.pairingKey, a!.cipherKey, (JSON.parse(String(x.messages[0])) as { nonce: string }).nonce));
      await until(() => x.messages.length > 1); // the sealed 'paired'
      return { x, send: (bytes) => x.ws.send(bytes) };
    };
    await s.host.whenSettled();
    const before = s.host.currentRecord!.actions.length;
    const bidOf = (seat: number): unknown => ({ id: 1, channel: 'game:act', payload: { action: { type: 'bid', seat, count: 1, face: 2 } } });
    // B's sealed request (seat 1's key) on A's connection
    const one = await handPhone();
    one.send(sealFrame(b!.cipherKey, 'to-host', 0, bidOf(1)));
    expect(await one.x.closed).toBe(PHONE_CLOSE.badFrame);
    // A's own frame written twice (a replay on the wire): the second is refused
    const two = await handPhone();
    const frame = sealFrame(a!.cipherKey, 'to-host', 0, { id: 1, channel: 'app:info', payload: {} });
    two.send(frame);
    await until(() => two.x.messages.length > 2);
    two.send(frame);
    expect(await two.x.closed).toBe(PHONE_CLOSE.badFrame);
    // a host frame reflected back (its direction is in the AAD): refused
    const three = await handPhone();
    three.send(three.x.messages[1] as Buffer);
    expect(await three.x.closed).toBe(PHONE_CLOSE.badFrame);
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
    for (const o of open) expect(await o.closed).toBe(PHONE_CLOSE.helloTimeout);
    // a flood of junk: closed at the cap (the first junk message already refuses pairing: send binary that is not a hello)
    const flood = await stranger(url);
    expect(await flood.opened).toBe(true);
    const phone = openPhone(pairing.seats[1]!.url);
    await until(() => phone.client.status === 'paired');
    const replies = await Promise.all(Array.from({ length: 20 }, () => phone.client.invoke('app:info', {})));
    expect(replies.some((r) => !r.ok && r.error.code === 'DISCONNECTED')).toBe(true);
    flood.ws.close();
  });

  it('a phone that reloads finds its seat; re-pairing revokes the old link; the keys die with the game', async () => {
    const s = await shell();
    const { screen, pairing } = await startPhonesGame(s);
    const first = openPhone(pairing.seats[0]!.url);
    await until(() => first.client.status === 'paired');
    first.client.close();
    await until(() => s.phones.pairing()!.seats[0]!.joined === false);
    // the same link again (a reload): the seat as it was
    const again = openPhone(pairing.seats[0]!.url);
    await until(() => again.lastSession()?.heldSeats[0] === 0);
    expect((await again.client.invoke('game:show', { seat: 0 })).ok).toBe(true);
    await until(() => again.lastView()?.seat === 0);
    expect(again.lastView()!.hands.slice(1).every((h) => h === null)).toBe(true);
    // re-pair from the shared screen: the phone is closed (revoked), the old link refused, the new one works
    const watcher = createClient({ wsUrl: s.wsUrl });
    cleanups.push(() => watcher.close());
    expect(await watcher.invoke('phones:repair', { seat: 0 })).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_SEAT' } });
    expect(await watcher.invoke('phones:pairing', {})).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_SEAT' } });
    expect(await screen.invoke('phones:repair', { seat: 2 })).toMatchObject({ ok: false, error: { code: 'PHONES' } });
    expect(await screen.invoke('phones:repair', { seat: 9 } as never)).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD' } });
    const repaired = await screen.invoke('phones:repair', { seat: 0 });
    expect(repaired.ok).toBe(true);
    await until(() => again.statuses.includes('revoked'));
    const old = openPhone(pairing.seats[0]!.url);
    await until(() => old.statuses.includes('refused'));
    const fresh = openPhone(repaired.ok ? repaired.value.seats[0]!.url : '');
    await until(() => fresh.client.status === 'paired');
    // the game ends (abandoned): the listener closes and its links die
    const port = s.phones.port!;
    expect((await screen.invoke('game:abandon', {})).ok).toBe(true);
    await until(() => !s.phones.listening);
    expect((await (await stranger(`ws://127.0.0.1:${port}/phone`)).opened)).toBe(false);
    // a hot-seat game does not start the listener
    await screen.invoke('game:new', { ...PHONES_GAME, seats: PHONES_GAME.seats.map((x) => ({ ...x, phone: false })) });
    expect(s.phones.listening).toBe(false);
    expect(await screen.invoke('phones:pairing', {})).toMatchObject({ ok: false, error: { code: 'PHONES' } });
  });

  it('a phone away: the game waits at its turn; a bot stands in from the shared screen; the phone coming back takes its seat back', async () => {
    const s = await shell();
    const { screen, pairing } = await startPhonesGame(s);
    const phones = pairing.seats.map((p) => openPhone(p.url));
    await until(() => phones.every((p) => p.client.status === 'paired'));
    // play until it is a phone's turn in a round being bid
    const seat = await toAPhonesBid(s, phones);
    expect(seat).not.toBeNull();
    const away = seat!;
    phones[away]!.client.close();
    await until(() => s.phones.pairing()!.seats[away]!.joined === false);
    // the game waits for the person
    const before = s.host.currentRecord!.actions.length;
    await new Promise((r) => setTimeout(r, 300));
    await s.host.whenSettled();
    expect(s.host.currentState!.toAct).toBe(away);
    expect(s.host.currentRecord!.actions.length).toBe(before);
    // only the table may call a bot in; a bot seat or a bad level is refused, nothing changes
    const watcher = createClient({ wsUrl: s.wsUrl });
    cleanups.push(() => watcher.close());
    expect(await watcher.invoke('phones:standin', { seat: away, level: 'novato' })).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_SEAT' } });
    expect(await screen.invoke('phones:standin', { seat: 2, level: 'novato' })).toMatchObject({ ok: false, error: { code: 'PHONES' } });
    expect(await screen.invoke('phones:standin', { seat: away, level: '' } as never)).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD' } });
    expect(s.host.currentRecord!.actions.length).toBe(before);
    const r = await screen.invoke('phones:standin', { seat: away, level: 'novato' });
    expect(r.ok && r.value.seats[away]!.standIn).toBe('novato');
    await until(() => s.host.currentRecord!.actions.slice(before).some((a) => 'seat' in a && a.seat === away));
    // the phone comes back: its seat is the person's again
    const back = openPhone(pairing.seats[away]!.url);
    await until(() => back.lastSession()?.heldSeats[0] === away);
    await until(() => back.lastSession()?.seats[away]?.standIn === undefined);
    expect(phones[1 - away]!.client.status).toBe('paired');
  });

  it('after the phoneAwayBotSec setting, a bot of phoneAwayBotLevel plays an away phone\'s seat by itself (only a phone that had joined)', async () => {
    const s = await shell();
    const { screen, pairing } = await startPhonesGame(s);
    expect((await screen.invoke('settings:set', { patch: { phoneAwayBotSec: 1, phoneAwayBotLevel: 'novato' } })).ok).toBe(true);
    expect(await screen.invoke('settings:set', { patch: { phoneAwayBotSec: -1 } })).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD' } });
    const phones = pairing.seats.map((p) => openPhone(p.url));
    await until(() => phones.every((p) => p.client.status === 'paired'));
    const seat = await toAPhonesBid(s, phones);
    const away = seat!;
    const before = s.host.currentRecord!.actions.length;
    phones[away]!.client.close();
    await new Promise((r) => setTimeout(r, 500));
    expect(s.host.currentRecord!.actions.length).toBe(before); // still waiting
    await until(() => s.host.currentRecord!.actions.slice(before).some((a) => 'seat' in a && a.seat === away), 5000);
    const info = await screen.invoke('game:show', { seat: null });
    expect(info.ok && info.value.seats[away]!.standIn).toBe('novato');
  });

  it('the listener moves to another of the machine\'s addresses on the table\'s request: same keys, new links; others refused', async () => {
    const s = await shell();
    const { screen, pairing } = await startPhonesGame(s);
    expect(pairing.addresses[0]).toBe('127.0.0.1');
    const oldPort = s.phones.port;
    const watcher = createClient({ wsUrl: s.wsUrl });
    cleanups.push(() => watcher.close());
    expect(await watcher.invoke('phones:address', { address: '127.0.0.1' })).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_SEAT' } });
    expect(await screen.invoke('phones:address', { address: '203.0.113.77' })).toMatchObject({ ok: false, error: { code: 'PHONES' } });
    expect(await screen.invoke('phones:address', { address: '' })).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD' } });
    expect(s.phones.port).toBe(oldPort);
    const moved = await screen.invoke('phones:address', { address: '127.0.0.1' });
    if (!moved.ok) throw new Error(moved.error.message);
    expect(s.phones.port).not.toBe(oldPort);
    // the keys stay, the origin is new
    expect(new URL(moved.value.seats[0]!.url).hash).toBe(new URL(pairing.seats[0]!.url).hash);
    const phone = openPhone(moved.value.seats[0]!.url);
    await until(() => phone.client.status === 'paired');
  });

  it('lanAddresses puts private IPv4 addresses first and skips internal and IPv6 ones', () => {
    const fake = {
      lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true }],
      eth0: [{ address: '203.0.113.5', family: 'IPv4', internal: false }, { address: 'fe80::1', family: 'IPv6', internal: false }],
      wlan0: [{ address: '192.168.1.20', family: 'IPv4', internal: false }],
    } as unknown as Parameters<typeof lanAddresses>[0];
    expect(lanAddresses(fake)).toEqual(['192.168.1.20', '203.0.113.5']);
  });
});

describe('phones: shaking the cup on the phone (issue 28 item 3)', () => {
  it("a phone's dice:shake for its round's throw is told to the table only; another round, a watcher, a throw done are refused", async () => {
    const s = await shell();
    const screen = createClient({ wsUrl: s.wsUrl });
    cleanups.push(() => screen.close());
    const events: HostEvent[] = [];
    screen.onEvent((e) => events.push(e));
    // the shared screen throws 3D dice: the host waits for its throw (and so for the people's shake)
    await screen.invoke('client:table', { watching: true, dice3d: true });
    const started = await screen.invoke('game:new', { ...PHONES_GAME, dice3d: true });
    expect(started.ok).toBe(true);
    const pairing = await screen.invoke('phones:pairing', {});
    if (!pairing.ok) throw new Error(pairing.error.message);
    const phones = pairing.value.seats.map((p) => openPhone(p.url));
    await until(() => phones.every((p) => p.client.status === 'paired'));
    // the table throws the start roll (and its re-rolls), a phone that won it chooses the direction, until a round's dice are asked
    type Request = Extract<HostEvent, { type: 'dice-request' }>;
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
    expect((await screen.invoke('dice:result', { roundId, cups: round!.cups.map((c) => ({ seat: c.seat, axes: Array.from({ length: c.dice ?? 0 }, () => 2) })) })).ok).toBe(true);
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

describe('phones: a stand-in and a restart (issue 28 item 5)', () => {
  /** A web shell on `dir` (the same user data folder across restarts). */
  async function shellOn(dir: string): Promise<WebShell> {
    const s = await startWebShell({ userDataDir: dir, botThinkMs: 0, serveRenderer: 'none', log: () => undefined, phones: { address: '127.0.0.1', log: () => undefined } });
    (globalThis as { WebSocket?: unknown }).WebSocket = WebSocket;
    cleanups.push(() => delete (globalThis as { WebSocket?: unknown }).WebSocket);
    return s;
  }

  async function resumeOn(dir: string): Promise<{ s: WebShell; screen: DudoClient; info: SessionInfo; events: HostEvent[] }> {
    const s = await shellOn(dir);
    cleanups.push(() => s.close());
    const screen = createClient({ wsUrl: s.wsUrl });
    cleanups.push(() => screen.close());
    const events: HostEvent[] = [];
    screen.onEvent((e) => events.push(e));
    const r = await screen.invoke('game:resume', {});
    if (!r.ok) throw new Error(r.error.message);
    return { s, screen, info: r.value, events };
  }

  const standInOf = async (screen: DudoClient, seat: number): Promise<string | undefined> => {
    const r = await screen.invoke('game:show', { seat: null });
    return r.ok ? r.value.seats[seat]!.standIn : 'error';
  };

  it("a game saved with a bot standing in resumes with the seat its person's; the bot comes back only if the phone is still away after phoneAwayBotSec", async () => {
    const t = tempDir();
    cleanups.push(t.cleanup);
    // before the restart: Ana's or Beto's phone goes away at its turn and an expert bot plays for it
    const first = await shellOn(t.dir);
    const { screen, pairing } = await startPhonesGame(first);
    const screenEvents: HostEvent[] = [];
    screen.onEvent((e) => screenEvents.push(e));
    expect((await screen.invoke('settings:set', { patch: { phoneAwayBotSec: 1, phoneAwayBotLevel: 'novato' } })).ok).toBe(true);
    const phones = pairing.seats.map((p) => openPhone(p.url));
    await until(() => phones.every((p) => p.client.status === 'paired'));
    const seat = await toAPhonesBid(first, phones);
    const away = seat!;
    const other = 1 - away;
    phones[away]!.client.close();
    await until(() => first.phones.pairing()!.seats[away]!.joined === false);
    const before = first.host.currentRecord!.actions.length;
    expect((await screen.invoke('phones:standin', { seat: away, level: 'experto' })).ok).toBe(true);
    await until(() => first.host.currentRecord!.actions.slice(before).some((a) => 'seat' in a && a.seat === away));
    // past phoneAwayBotSec: the away timer does not replace the bot the table chose
    await new Promise((r) => setTimeout(r, 1300));
    expect(await standInOf(screen, away)).toBe('experto');
    await first.host.whenSettled();
    const saved = first.host.currentRecord!.actions.length;
    await until(() => screenEvents.some((e) => e.type === 'saved' && e.actionCount >= saved));
    for (const p of phones) p.client.close();
    screen.close();
    await first.close();

    // restart 1: nobody's phone comes back. The seat is the person's at once (no bot), then after 1 s the expert again
    const one = await resumeOn(t.dir);
    expect(one.info.seats[away]!.standIn).toBeUndefined();
    expect(one.info.seats[away]!.kind).toBe('human');
    expect(await standInOf(one.screen, away)).toBeUndefined();
    await until(() => one.events.some((e) => e.type === 'session' && e.session?.seats[away]!.standIn === 'experto'), 5000);
    // the other phone (it was not away when saved) is waited for: its people are scanning the new codes
    expect(await standInOf(one.screen, other)).toBeUndefined();
    // the bot plays the seat and the game is saved with it
    await until(() => one.s.host.currentRecord!.actions.length > saved || one.s.host.currentState!.toAct !== away, 5000);
    await one.s.host.whenSettled();
    const again = one.s.host.currentRecord!.actions.length;
    await until(() => one.events.some((e) => e.type === 'saved' && e.actionCount >= again) || again === saved);
    one.screen.close();
    await one.s.close();

    // restart 2: the away phone scans its new code in time: its seat stays the person's after the timeout
    const two = await resumeOn(t.dir);
    expect(two.info.seats[away]!.standIn).toBeUndefined();
    const links = await two.screen.invoke('phones:pairing', {});
    if (!links.ok) throw new Error(links.error.message);
    const back = openPhone(links.value.seats[away]!.url);
    await until(() => back.lastSession()?.heldSeats[0] === away);
    await new Promise((r) => setTimeout(r, 1600));
    expect(await standInOf(two.screen, away)).toBeUndefined();
    expect(two.events.some((e) => e.type === 'session' && e.session?.seats[away]!.standIn !== undefined)).toBe(false);
    back.client.close();
  });
});
