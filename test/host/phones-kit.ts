// The phones' suites' tools (issue 28; split by concern in issue 39 item 3): a web shell with the
// phones' listener on 127.0.0.1, phones opened with the renderer's phone client (their TCP bytes
// captured), and a stranger's raw WebSocket.
import { connect, type Socket } from 'node:net';
import WebSocket from 'ws';
import { legalActions, type SeatView } from '../../engine/index';
import { parsePhoneFragment, type GameNewPayload, type HostEvent, type PhonePairing, type SessionInfo } from '../../common/contract/index';
import { startWebShell, type WebShell } from '../../main/web/shell';
import { createClient, type DudoClient } from '../../renderer/src/client/index';
import { createPhoneClient, type PhoneClient, type PhoneStatus } from '../../renderer/src/client/phone';
import { tempDir, useCleanups } from './helpers';

/** A phones game of three seats named `names`: two people on phones, then a bot (medio), Chilean rules, flat dice. */
export function phonesGameOf(names: readonly [string, string, string]): GameNewPayload {
  return {
    seats: [
      { name: names[0], kind: 'human', color: '#aa3322', phone: true },
      { name: names[1], kind: 'human', color: '#2233aa', phone: true },
      { name: names[2], kind: 'bot', level: 'medio', color: '#22aa33' },
    ],
    rules: 'chile',
    dice3d: false,
  };
}

/** The phones suites' game: Ana and Beto on phones, Caro a bot. */
export const PHONES_GAME: GameNewPayload = phonesGameOf(['Ana', 'Beto', 'Caro']);

export interface Capture {
  readonly toPhone: Buffer[];
  readonly fromPhone: Buffer[];
  all(): Buffer;
}

/** A WebSocket class (the browser API, from ws) whose TCP bytes, both ways, are recorded as a passive listener would see them. */
export function capturingWebSocket(capture: Capture): typeof WebSocket {
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

export function newCapture(): Capture {
  const c: Capture = { toPhone: [], fromPhone: [], all: () => Buffer.concat([...c.toPhone, ...c.fromPhone]) };
  return c;
}

export interface Phone {
  readonly client: PhoneClient;
  readonly events: HostEvent[];
  readonly capture: Capture;
  readonly statuses: PhoneStatus[];
  lastView(): SeatView | null;
  lastSession(): SessionInfo | null;
}

export function wsUrlOf(link: string): string {
  return `ws://${new URL(link).host}/phone`;
}

export async function until(what: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!what()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Plays each phone's first legal action until a phone's person is to bid in a round; that seat (null if none came). */
export async function toAPhonesBid(s: WebShell, phones: readonly Phone[]): Promise<number | null> {
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
export async function stranger(url: string, headers: Record<string, string> = {}): Promise<{ ws: WebSocket; messages: (string | Buffer)[]; closed: Promise<number>; opened: Promise<boolean> }> {
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

export interface PhonesKit {
  /** Run after each test of the suite (newest first). */
  readonly cleanups: (() => unknown)[];
  shell(limits?: Record<string, number>): Promise<WebShell>;
  openPhone(link: string): Phone;
  startPhonesGame(s: WebShell): Promise<{ screen: DudoClient; pairing: PhonePairing; info: SessionInfo }>;
  toRoundThrow(s: WebShell): Promise<RoundThrow>;
}

export type DiceRequest = Extract<HostEvent, { type: 'dice-request' }>;

/** A phones game whose shared screen throws 3D dice, its phones paired, come to a round's throw that waits for the people's shake. */
export interface RoundThrow {
  readonly screen: DudoClient;
  /** Everything the screen was told, from before the game's start. */
  readonly events: HostEvent[];
  readonly pairing: PhonePairing;
  readonly phones: Phone[];
  /** The round's dice-request the host waits on. */
  readonly round: DiceRequest;
}

/** The tools bound to one suite's cleanups (call once at the top of a test file). */
export function phonesKit(): PhonesKit {
  const cleanups = useCleanups();
  async function shell(limits: Record<string, number> = {}): Promise<WebShell> {
    const t = tempDir();
    cleanups.push(t.cleanup);
    const s = await startWebShell({ userDataDir: t.dir, botThinkMs: 0, serveRenderer: 'none', log: () => undefined, phones: { address: '127.0.0.1', log: () => undefined, limits } });
    cleanups.push(() => s.close());
    (globalThis as { WebSocket?: unknown }).WebSocket = WebSocket;
    cleanups.push(() => delete (globalThis as { WebSocket?: unknown }).WebSocket);
    return s;
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

  async function startPhonesGame(s: WebShell): Promise<{ screen: DudoClient; pairing: PhonePairing; info: SessionInfo }> {
    const screen = createClient({ wsUrl: s.wsUrl });
    cleanups.push(() => screen.close());
    const started = await screen.invoke('game:new', PHONES_GAME);
    if (!started.ok) throw new Error(started.error.message);
    const pairing = await screen.invoke('phones:pairing', {});
    if (!pairing.ok) throw new Error(pairing.error.message);
    return { screen, pairing: pairing.value, info: started.value };
  }

  /**
   * Issue 28 item 3: the screen throws 3D dice (the host waits for its throw, and so for the people's shake); the table
   * throws the start roll (and its re-rolls), a phone that won it chooses the direction, until a round's dice are asked.
   */
  async function toRoundThrow(s: WebShell): Promise<RoundThrow> {
    const screen = createClient({ wsUrl: s.wsUrl });
    cleanups.push(() => screen.close());
    const events: HostEvent[] = [];
    screen.onEvent((e) => events.push(e));
    await screen.invoke('client:table', { watching: true, dice3d: true });
    const started = await screen.invoke('game:new', { ...PHONES_GAME, dice3d: true });
    if (!started.ok) throw new Error(started.error.message);
    const pairing = await screen.invoke('phones:pairing', {});
    if (!pairing.ok) throw new Error(pairing.error.message);
    const phones = pairing.value.seats.map((p) => openPhone(p.url));
    await until(() => phones.every((p) => p.client.status === 'paired'));
    const done = new Set<string>();
    for (let i = 0; i < 1000; i++) {
      const req = events.find((e): e is DiceRequest => e.type === 'dice-request' && !done.has(e.roundId));
      if (req?.purpose === 'round') return { screen, events, pairing: pairing.value, phones, round: req };
      if (req) {
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
    throw new Error("no round's dice-request came");
  }

  return { cleanups, shell, openPhone, startPhonesGame, toRoundThrow };
}
