// The phones' listener (issue 28 items 2 and 6; docs/host.md, "Phones"): while a phones game runs,
// the host also listens on the machine's local-network address, serves the built renderer to the
// phones and pairs each phone with its seat. Plain Node (http + ws): the web shell and Electron's
// main process both use it (`phonesListener()` as `HostOptions.phones`).
//
// What protects a hand on a shared network:
// - each phone seat has a pairing key (192 bits) and an encryption key (256 bits) from the OS
//   CSPRNG, minted when the game starts, forgotten when it ends; both travel only in the link's
//   fragment (the QR code), never in a request line;
// - a connection is paired by a hello sealed with the seat's key over a fresh challenge (the
//   pairing key never crosses the network readable, a recorded hello does not replay); a wrong key
//   gets nothing but a close;
// - everything after is sealed both ways (XChaCha20-Poly1305, numbered frames): the hand a phone
//   is sent is never on the wire in clear;
// - Host and Origin are checked (no DNS rebinding), connections (in all and per address), message
//   rates and sizes are capped, an unpaired connection is closed after a few seconds, and a phone
//   may use only its play's channels (PHONE_CHANNELS).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { networkInterfaces } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { CLOSE, sealedProtocol, serveChannel, type MalformedFrame, type Protocol, type WireFrame } from '../../common/channel/index';
import {
  errResult,
  okResult,
  openHello,
  phoneHelloSchema,
  phoneLinkUrl,
  PHONE_CHALLENGE_BYTES,
  PHONE_CIPHER_KEY_BYTES,
  PHONE_PAIRING_KEY_BYTES,
  PHONE_WS_PATH,
  sameBytes,
  toBase64Url,
  type PhoneEnded,
  type PhoneEnding,
  type PhonePaired,
  type PhonePairing,
  type Result,
} from '../../common/contract/index';
import { PHONE_CHANNELS, type PhoneBinder, type PhoneSeatSpec, type PhonesPort } from '../host/index';
import { PACKAGED_CSP, phoneHtml, phonePolicy } from './csp';
import { baseHeaders, createStaticSite, guard, type StaticSite } from './static-server';
import { pageOf, type PhonePage } from './phone-page';
import { admitConnection, countAddress, DEFAULT_TCP_LIMITS, gateConnections, type TcpLimits } from './tcp-gate';
import { DEFAULT_SEND_LIMIT_BYTES, DEFAULT_SLOW_CLIENT_GRACE_MS } from './ws-send';
import { wsFrames } from './ws-protocol';

export interface PhoneLimits extends TcpLimits {
  /** WebSockets open at once, paired or not. */
  readonly maxConnections: number;
  /** WebSockets open at once from one remote address. */
  readonly maxPerAddress: number;
  /** The last places of `maxConnections` kept for addresses that hold no WebSocket yet (issue 42 item 12). */
  readonly wsReserve: number;
  /** An unpaired connection is closed after this long. */
  readonly helloTimeoutMs: number;
  /** Messages a connection may send per second on average, and in one burst; past it the connection is closed (CLOSE.tooFast). */
  readonly messagesPerSecond: number;
  readonly burst: number;
  /** The largest frame accepted. */
  readonly maxPayloadBytes: number;
  readonly sendLimitBytes: number;
  readonly slowClientGraceMs: number;
}

export const DEFAULT_PHONE_LIMITS: PhoneLimits = {
  ...DEFAULT_TCP_LIMITS,
  maxConnections: 24,
  maxPerAddress: 6,
  wsReserve: 8,
  helloTimeoutMs: 5000,
  messagesPerSecond: 20,
  burst: 60,
  maxPayloadBytes: 64 * 1024,
  sendLimitBytes: DEFAULT_SEND_LIMIT_BYTES,
  slowClientGraceMs: DEFAULT_SLOW_CLIENT_GRACE_MS,
};

export interface PhonesOptions {
  /** The address to listen on; default: the machine's first private IPv4 address (`lanAddresses()`). Tests use 127.0.0.1. */
  readonly address?: string | (() => string | null);
  /** The port (default 0: a free one). */
  readonly port?: number;
  /**
   * The built renderer served to the phones: a folder; a promise of one (`npm run dev:web` builds the
   * phone page when it starts: pairing says `page: 'building'` until it settles); null, or a promise
   * that fails: only the WebSocket, the pages answer 404 (503 while building) and pairing says `page: 'unavailable'` (issue 42 item 1).
   */
  readonly rendererDir?: string | null | Promise<string | null>;
  readonly log?: (message: string) => void;
  readonly limits?: Partial<PhoneLimits>;
}

/** Every address of this computer's interfaces (loopback included): where the listener may be put (issue 42 item 11). */
export function machineAddresses(interfaces: ReturnType<typeof networkInterfaces> = networkInterfaces()): string[] {
  return Object.values(interfaces).flatMap((list) => (list ?? []).map((a) => a.address));
}

/** The machine's non-internal IPv4 addresses, private ranges (192.168/16, 10/8, 172.16/12) first. */
export function lanAddresses(interfaces: ReturnType<typeof networkInterfaces> = networkInterfaces()): string[] {
  const all: string[] = [];
  for (const list of Object.values(interfaces)) for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) all.push(a.address);
  const isPrivate = (ip: string): boolean => /^(192\.168\.|10\.|172\.(1[6-9]|2\d|3[01])\.)/.test(ip);
  return [...all.filter(isPrivate), ...all.filter((ip) => !isPrivate(ip))];
}

interface SeatKeys {
  readonly spec: PhoneSeatSpec;
  pairingKey: string;
  cipherKey: Uint8Array;
  /** The paired connection holding the seat now. */
  connection: Protocol<WireFrame> | null;
}

interface Running {
  readonly server: Server;
  readonly wss: WebSocketServer;
  readonly hostPort: string;
  readonly seats: Map<number, SeatKeys>;
  readonly binder: PhoneBinder;
  readonly changed: () => void;
  readonly perAddress: Map<string, number>;
}

function mintKeys(): { pairingKey: string; cipherKey: Uint8Array } {
  return { pairingKey: randomBytes(PHONE_PAIRING_KEY_BYTES).toString('base64url'), cipherKey: new Uint8Array(randomBytes(PHONE_CIPHER_KEY_BYTES)) };
}

function forget(k: SeatKeys): void {
  k.cipherKey.fill(0);
  k.pairingKey = '';
}

/** A token bucket: `take()` is false once a connection sent more than its rate allows. */
function rateLimiter(perSecond: number, burst: number, now: () => number = Date.now): { take(): boolean } {
  let tokens = burst;
  let at = now();
  return {
    take() {
      const t = now();
      tokens = Math.min(burst, tokens + ((t - at) / 1000) * perSecond);
      at = t;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}

export class PhonesListener implements PhonesPort {
  private running: Running | null = null;
  /** Each paired connection's sealed layer: the end of the game is told through it (issue 42 item 9). */
  private readonly sealedOf = new WeakMap<Protocol<WireFrame>, Protocol<unknown>>();
  private readonly limits: PhoneLimits;
  private readonly log: (message: string) => void;
  private page: PhonePage;

  constructor(private readonly options: PhonesOptions = {}) {
    this.limits = { ...DEFAULT_PHONE_LIMITS, ...options.limits };
    this.log = options.log ?? ((m) => console.warn(`[dudo phones] ${m}`));
    this.page = pageOf(options.rendererDir ?? null, (settled) => {
      this.page = settled;
      // the shared screen learns that the page is served now, or that it cannot be
      this.running?.changed();
    }, this.log);
  }

  /** Whether the phone page is served: 'ready', 'building' or 'unavailable' (issue 42 item 1). */
  get pageState(): PhonePage['kind'] {
    return this.page.kind;
  }

  /** Whether the listener is up (a phones game runs). */
  get listening(): boolean {
    return this.running !== null;
  }

  /** The port listened on, or null. */
  get port(): number | null {
    const a = this.running?.server.address();
    return a && typeof a === 'object' ? a.port : null;
  }

  /** Open WebSockets (paired or not). */
  connections(): number {
    return this.running?.wss.clients.size ?? 0;
  }

  /** The configured address (DUDO_PHONES_ADDRESS, the phonesAddress setting) when it is this computer's, then the machine's LAN addresses: what the listener may listen on. */
  addresses(): string[] {
    const wanted = this.options.address;
    const configured = typeof wanted === 'function' ? wanted() : (wanted ?? null);
    const usable = configured !== null && this.checkAddress(configured).ok;
    if (configured !== null && !usable) this.log(`the phones' address ${configured} is not an address of this computer: the local network's is used`);
    return [...new Set([...(usable ? [configured] : []), ...lanAddresses()])];
  }

  /** `address` is one of this computer's (issue 42 item 11), else PHONES. */
  checkAddress(address: string): Result<null> {
    const mine = machineAddresses();
    return mine.includes(address) ? okResult(null) : errResult('PHONES', `${address} is not an address of this computer (${mine.join(', ') || 'none found'}).`);
  }

  async start(seats: readonly PhoneSeatSpec[], binder: PhoneBinder, changed: () => void): Promise<Result<PhonePairing>> {
    // issue 42 item 9: the game before's phones stay connected until the new links exist (they are told theirs)
    const before = this.retiring();
    const address = this.addresses()[0] ?? null;
    if (!address) {
      await this.retire(before, { why: 'replaced' }, null);
      return errResult('PHONES', 'No local network address was found: connect this computer to the network the phones use (Wi-Fi or Ethernet).');
    }
    const keys = new Map<number, SeatKeys>();
    for (const spec of seats) keys.set(spec.seat, { spec, ...mintKeys(), connection: null });
    const r = await this.listen(address, keys, binder, changed);
    if (!r.ok) for (const k of keys.values()) forget(k);
    await this.retire(before, { why: 'replaced' }, r.ok ? r.value : null);
    return r;
  }

  /**
   * Listens on another of the machine's addresses (the people's phones are on another network than
   * the one chosen): the same keys, new links (their origin changes); phones paired on the old address
   * are closed and must scan again. An address that is not one of `addresses()`: PHONES, nothing changes.
   */
  async move(address: string): Promise<Result<PhonePairing>> {
    const run = this.running;
    if (!run) return errResult('PHONES', "The phones' listener is not running.");
    if (!this.addresses().includes(address)) return errResult('PHONES', `${address} is not an address of this computer (${this.addresses().join(', ') || 'none found'}).`);
    await this.close(run);
    for (const k of run.seats.values()) k.connection = null;
    const r = await this.listen(address, run.seats, run.binder, run.changed);
    if (!r.ok) {
      for (const k of run.seats.values()) forget(k);
      return r;
    }
    run.changed();
    return r;
  }

  private async listen(address: string, keys: Map<number, SeatKeys>, binder: PhoneBinder, changed: () => void): Promise<Result<PhonePairing>> {
    const server = createServer();
    // every TCP connection counts (page loads too), by address, beyond the WebSocket caps below (issue 42 item 12)
    server.maxConnections = this.limits.maxTcp * 2; // a backstop: the gate below refuses first
    server.requestTimeout = 10_000;
    server.headersTimeout = Math.min(server.headersTimeout, this.limits.firstBytesMs);
    gateConnections(server, this.limits, this.log);
    const wss = new WebSocketServer({ noServer: true, maxPayload: this.limits.maxPayloadBytes });
    try {
      await new Promise<void>((ok, fail) => {
        server.once('error', fail);
        server.listen(this.options.port ?? 0, address, () => ok());
      });
    } catch (e) {
      return errResult('PHONES', `The phones' listener cannot listen on ${address}: ${e instanceof Error ? e.message : String(e)}.`);
    }
    const port = (server.address() as { port: number }).port;
    const hostPort = `${address.includes(':') ? `[${address}]` : address}:${port}`;
    const run: Running = { server, wss, hostPort, seats: keys, binder, changed, perAddress: new Map() };
    this.running = run;
    const csp = phonePolicy(PACKAGED_CSP, hostPort);
    const hosts = new Set([hostPort.toLowerCase()]);
    // the site of the page as it is when asked: a page still being built is served once it is
    let site: { readonly dir: string; readonly serve: StaticSite['serve'] } | null = null;
    server.on('request', (req, res) => {
      const d = guard(req, res, hosts, csp);
      if (d.kind === 'refuse') return;
      const page = this.page;
      if (page.kind !== 'ready') {
        const building = page.kind === 'building';
        res.writeHead(building ? 503 : 404, { ...baseHeaders(csp), 'content-type': 'text/plain; charset=utf-8' });
        res.end(building ? 'The phone page is being built: try again in a moment.\n' : 'This listener cannot serve the phone page.\n');
        return;
      }
      void (async () => {
        if (site?.dir !== page.dir) site = { dir: page.dir, ...(await createStaticSite({ dir: page.dir, csp: () => csp, html: (text) => phoneHtml(text, hostPort) })) };
        await site.serve(d.path, d.head, res);
      })();
    });
    server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => this.upgrade(run, req, socket, head));
    server.on('clientError', (_e, socket) => socket.destroy());
    this.log(`listening for phones on ${hostPort}`);
    return okResult(this.pairingOf(run));
  }

  pairing(): PhonePairing | null {
    return this.running ? this.pairingOf(this.running) : null;
  }

  repair(seat: number): Result<PhonePairing> {
    const run = this.running;
    const k = run?.seats.get(seat);
    if (!run || !k) return errResult('PHONES', `Seat ${seat} is not played on a phone.`);
    forget(k);
    Object.assign(k, mintKeys());
    const old = k.connection;
    k.connection = null;
    old?.close(CLOSE.revoked, 'this link was replaced');
    run.changed();
    return okResult(this.pairingOf(run));
  }

  async stop(ending: PhoneEnding = { why: 'closed' }): Promise<void> {
    await this.retire(this.running, ending, null);
  }

  /** The running listener stops listening (its port is free for the next) while its phones stay connected, to be told how it ended. */
  private retiring(): Running | null {
    const run = this.running;
    if (!run) return null;
    this.running = null;
    void closeServer(run.server);
    return run;
  }

  /**
   * Issue 42 item 9: a listener's game ended: each paired phone is told why, with its person's link
   * in `next` (a phone seat of the same name) or that a new code waits to be scanned, then closed
   * with CLOSE.ended (it stops reconnecting); the keys are forgotten and the listener closed.
   */
  private async retire(run: Running | null, ending: PhoneEnding, next: PhonePairing | null): Promise<void> {
    if (!run) return;
    for (const k of run.seats.values()) {
      const sealed = k.connection ? this.sealedOf.get(k.connection) : undefined;
      k.connection = null;
      if (!sealed) continue;
      const link = next?.seats.find((x) => x.name === k.spec.name)?.url;
      const ended: PhoneEnded = { kind: 'ended', ...ending, ...(link ? { nextLink: link } : next ? { nextGame: true } : {}) };
      sealed.send(ended);
      sealed.close(CLOSE.ended, `the game ended (${ending.why})`);
    }
    for (const k of run.seats.values()) forget(k);
    await this.close(run);
  }

  /** Closes a listener's sockets and server (its keys are the caller's to forget or keep). */
  private async close(run: Running): Promise<void> {
    if (this.running === run) this.running = null;
    const serverClosed = closeServer(run.server); // no new connection from now on
    // a phone being told the end (closing) has a moment to read it (issue 42 item 9); the others are cut now
    const closing = [...run.wss.clients].filter((c) => c.readyState === c.CLOSING);
    for (const c of run.wss.clients) if (c.readyState !== c.CLOSING) c.terminate();
    await Promise.all(
      closing.map(
        (c) =>
          new Promise<void>((r) => {
            c.once('close', () => r());
            setTimeout(() => (c.terminate(), r()), CLOSING_GRACE_MS).unref();
          }),
      ),
    );
    run.wss.close();
    run.server.closeAllConnections();
    await serverClosed;
    this.log(`phones' listener on ${run.hostPort} closed`);
  }

  private pairingOf(run: Running): PhonePairing {
    return {
      address: run.hostPort,
      addresses: this.addresses(),
      ...(this.page.kind === 'ready' ? {} : { page: this.page.kind }),
      seats: [...run.seats.values()].map((k) => ({
        seat: k.spec.seat,
        name: k.spec.name,
        color: k.spec.color,
        url: phoneLinkUrl(`http://${run.hostPort}`, k.spec.seat, k.pairingKey, k.cipherKey),
        joined: k.connection !== null,
      })),
    };
  }

  /** An upgrade: our path, our Host, our Origin (or none: a non-browser client), under the caps; else refused before any client exists. */
  private upgrade(run: Running, req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const refuse = (status: string): void => {
      socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`);
    };
    const path = (req.url ?? '').split('?', 1)[0];
    if (path !== PHONE_WS_PATH) return refuse('404 Not Found');
    if ((req.headers.host ?? '').toLowerCase() !== run.hostPort.toLowerCase()) return refuse('403 Forbidden');
    const origin = req.headers.origin;
    if (origin !== undefined && origin.toLowerCase() !== `http://${run.hostPort}`.toLowerCase()) return refuse('403 Forbidden');
    const remote = req.socket.remoteAddress ?? '?';
    // issue 42 item 12: per address, and the last places kept for addresses holding none
    const l = this.limits;
    if (!admitConnection(run.wss.clients.size, run.perAddress.get(remote) ?? 0, l.maxConnections, l.maxPerAddress, l.wsReserve)) return refuse('503 Service Unavailable');
    run.wss.handleUpgrade(req, socket, head, (ws) => {
      if (this.running !== run) return ws.terminate();
      countAddress(run.perAddress, remote, 1);
      ws.once('close', () => countAddress(run.perAddress, remote, -1));
      this.connection(run, ws);
    });
  }

  /** One phone's connection: challenge, hello, then the channel server over the sealed layer (issue 39 item 3). */
  private connection(run: Running, ws: WebSocket): void {
    const limits = this.limits;
    const challenge = toBase64Url(new Uint8Array(randomBytes(PHONE_CHALLENGE_BYTES)));
    const rate = rateLimiter(limits.messagesPerSecond, limits.burst);
    const frames = wsFrames(ws, {
      limitBytes: limits.sendLimitBytes,
      graceMs: limits.slowClientGraceMs,
      admit: () => rate.take(),
      onDrop: (unsent) => this.log(`phone: dropped, ${unsent} bytes unsent (it stopped reading)`),
    });
    ws.on('error', (e) => this.log(`phone websocket: ${e.message}`));
    const helloTimer = setTimeout(() => frames.close(CLOSE.helloTimeout, 'no hello'), limits.helloTimeoutMs);
    helloTimer.unref();
    frames.onClose(() => clearTimeout(helloTimer));
    frames.send(JSON.stringify({ kind: 'challenge', nonce: challenge }));
    const offHello = frames.onMessage((frame) => {
      offHello();
      const seatKeys = helloSeat(run, frame, challenge);
      if (!seatKeys) return frames.close(CLOSE.refused, 'refused');
      clearTimeout(helloTimer);
      this.pair(run, frames, seatKeys, challenge);
    });
  }

  /** A phone whose hello held: it takes its seat (the newest connection holds it), sealed both ways, its play's channels only. */
  private pair(run: Running, frames: Protocol<WireFrame>, seatKeys: SeatKeys, challenge: string): void {
    const seat = seatKeys.spec.seat;
    // issue 42 item 9: a hello that lands while its game is being replaced or ended pairs nothing
    if (this.running !== run) return frames.close(CLOSE.ended, 'the game ended');
    // a reloaded phone comes back on a new connection: the newest holds the seat
    const before = seatKeys.connection;
    seatKeys.connection = frames;
    if (before && before !== frames) before.close(CLOSE.revoked, 'this seat was taken by a newer connection');
    const sealed = sealedProtocol(frames, { key: seatKeys.cipherKey, challenge, side: 'host' });
    this.sealedOf.set(frames, sealed);
    // frame 0: the seat, and its person's profile language where there is one (issue 28 item 3)
    const paired: PhonePaired = { kind: 'paired', seat, ...(seatKeys.spec.language ? { language: seatKeys.spec.language } : {}) };
    sealed.send(paired);
    const server = serveChannel(sealed, (push) => run.binder.connect(push), {
      allowed: PHONE_CHANNELS,
      forbidden: (channel) => `A phone may not use ${JSON.stringify(channel)}: only its seat's play (${PHONE_CHANNELS.join(', ')}).`,
    });
    // after the server's own close listener: the host client is disconnected first, then the seat is free
    sealed.onClose(() => {
      if (seatKeys.connection !== frames) return;
      seatKeys.connection = null;
      if (this.running === run) run.changed();
    });
    const assigned = run.binder.assign(server.client.id, { kind: 'phone', seat });
    if (!assigned.ok) {
      this.log(`phone for seat ${seat}: not assigned (${assigned.error.message})`);
      return server.close(CLOSE.refused, 'refused');
    }
    this.log(`phone paired with seat ${seat}`);
    run.changed();
  }
}

/** The seat a hello pairs (a text frame, sealed with the seat's key over this connection's challenge, holding its pairing key), or null. */
function helloSeat(run: Running, frame: WireFrame | MalformedFrame, challenge: string): SeatKeys | null {
  if (typeof frame !== 'string') return null;
  try {
    const h = phoneHelloSchema.safeParse(JSON.parse(frame));
    const seatKeys = h.success ? run.seats.get(h.data.seat) : undefined;
    if (!h.success || !seatKeys || seatKeys.pairingKey === '') return null;
    const body = openHello(seatKeys.cipherKey, h.data.box);
    return body !== null && body.nonce === challenge && sameBytes(Buffer.from(body.p), Buffer.from(seatKeys.pairingKey)) ? seatKeys : null;
  } catch {
    return null;
  }
}

/** How long a phone told the end of its game has to finish the close before it is cut (issue 42 item 9). */
const CLOSING_GRACE_MS = 1000;
const closingServers = new WeakMap<Server, Promise<void>>();

/** Closes a server once (it stops listening now; resolved when its connections are gone), however often asked. */
function closeServer(server: Server): Promise<void> {
  let closed = closingServers.get(server);
  if (!closed) {
    closed = new Promise<void>((r) => server.close(() => r()));
    closingServers.set(server, closed);
  }
  return closed;
}

/** The listener a host uses for phones games (Electron's main process, the web shell). */
export function phonesListener(options: PhonesOptions = {}): PhonesListener {
  return new PhonesListener(options);
}
