// Online server tests' helpers (issue 38): a server started in-process on 127.0.0.1 with a free
// port and a temp data folder, @colyseus/sdk clients, every raw frame a client receives recorded
// and decoded on its own (msgpack after the Colyseus header), and a simple player that acts for
// its seat from the views it is sent.
import { Client as SdkClient, Room as SdkRoom } from '@colyseus/sdk';
import { decode } from '@colyseus/schema';
import { unpack } from 'msgpackr';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SeatAction, SeatView } from '../../engine/index';
import type { HostEvent, Result } from '../../common/contract/index';
import { MSG_ERROR, MSG_LOBBY, MSG_REQ, MSG_WELCOME, MSG_WIRE, ONLINE_PROTOCOL_VERSION, ROOM_NAME, type CreateOptions, type JoinOptions, type LobbyState, type OnlineError, type Welcome, type WsMessage } from '../../common/online/room-protocol';
import { startServer, type OnlineServer, type OnlineServerOptions } from '../../server/server';

export function tempDir(prefix = 'dudo-server-'): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export async function testServer(extra: Partial<OnlineServerOptions> = {}, dataDir?: string): Promise<{ server: OnlineServer; dir: string; logs: string[]; stop: () => Promise<void> }> {
  const t = dataDir ? { dir: dataDir, cleanup: () => undefined } : tempDir();
  const logs: string[] = [];
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir: t.dir, botThinkMs: 0, nextGameMs: 50, log: (m) => logs.push(m), ...extra });
  return {
    server,
    dir: t.dir,
    logs,
    stop: async () => {
      await server.stop();
      t.cleanup();
    },
  };
}

// ---- raw frames -------------------------------------------------------------------------------

const PROTOCOL = { JOIN_ROOM: 10, ERROR: 11, LEAVE_ROOM: 12, ROOM_DATA: 13 } as const;

/** A frame a client received, decoded from its bytes (not by the sdk). */
export interface Frame {
  readonly code: number;
  readonly type?: string | number;
  readonly message?: unknown;
  readonly bytes: number;
}

const frames = new WeakMap<object, Frame[]>();
let patched = false;
let recording = true;

/** Whether frames are recorded and decoded (the bench turns it off: it costs the clients' CPU). */
export function recordFrames(on: boolean): void {
  recording = on;
}

/** Records every frame every sdk room receives (before the sdk reads it). */
function patchFrames(): void {
  if (patched) return;
  patched = true;
  const proto = SdkRoom.prototype as unknown as { onMessageCallback(this: object, e: MessageEvent): void };
  const original = proto.onMessageCallback;
  proto.onMessageCallback = function (this: object, e: MessageEvent) {
    if (!recording) return original.call(this, e);
    const list = frames.get(this) ?? [];
    frames.set(this, list);
    list.push(decodeFrame(new Uint8Array(e.data as ArrayBuffer)));
    return original.call(this, e);
  };
}

export function decodeFrame(buf: Uint8Array): Frame {
  const code = buf[0]! & 0x3f;
  if (code !== PROTOCOL.ROOM_DATA) return { code, bytes: buf.byteLength };
  const it = { offset: 1 };
  const b = Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength);
  const type = decode.stringCheck(b, it) ? decode.string(b, it) : decode.number(b, it);
  const message = b.byteLength > it.offset ? (unpack(b.subarray(it.offset)) as unknown) : undefined;
  return { code, type, message, bytes: buf.byteLength };
}

export function framesOf(room: object): Frame[] {
  return frames.get(room) ?? [];
}

// ---- a person at a table ------------------------------------------------------------------------

export const PERSON = (name: string, color = '#a0522d'): { name: string; color: string; face: string } => ({ name, color, face: 'face-1' });

export function createOptions(extra: Partial<CreateOptions> = {}): CreateOptions {
  return { v: ONLINE_PROTOCOL_VERSION, person: PERSON('Ana'), rules: 'chile', seats: [{ kind: 'friend' }, { kind: 'bot', level: 'novato' }], turnTimerSec: 0, ...extra };
}

/** One sdk connection to a table, with what it has been told. */
export class Person {
  welcome: Welcome | null = null;
  lobby: LobbyState | null = null;
  view: SeatView | null = null;
  actionCount = -1;
  readonly events: HostEvent[] = [];
  readonly errors: OnlineError[] = [];
  private nextId = 1;
  private readonly pending = new Map<number, (r: Result<unknown>) => void>();
  /** Play for the seat automatically (first legal action; dudo at times). */
  autoplay = false;
  private acted = -1;
  left: number | null = null;
  /** Told every host event as it arrives (the bench times them). */
  listener: ((e: HostEvent) => void) | null = null;

  constructor(readonly room: SdkRoom) {
    room.onMessage(MSG_WELCOME, (w: Welcome) => (this.welcome = w));
    room.onMessage(MSG_LOBBY, (l: LobbyState) => (this.lobby = l));
    room.onMessage(MSG_ERROR, (e: OnlineError) => this.errors.push(e));
    room.onMessage(MSG_WIRE, (m: WsMessage) => this.onWire(m));
    room.onMessage('react', () => undefined);
    room.onLeave((code: number) => (this.left = code));
  }

  get frames(): Frame[] {
    return framesOf(this.room);
  }

  private onWire(m: WsMessage): void {
    if (m.kind === 'reply') {
      this.pending.get(m.id)?.(m.result);
      this.pending.delete(m.id);
      return;
    }
    this.events.push(m.event);
    this.listener?.(m.event);
    if (m.event.type === 'view') {
      this.view = m.event.view;
      this.actionCount = m.event.actionCount;
      if (this.autoplay) this.play();
    }
  }

  request(channel: string, payload: unknown, timeoutMs = 10_000): Promise<Result<unknown>> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const t = setTimeout(() => reject(new Error(`no reply to ${channel} within ${timeoutMs} ms`)), timeoutMs);
      this.pending.set(id, (r) => {
        clearTimeout(t);
        resolve(r);
      });
      this.room.send(MSG_REQ, { id, channel, payload });
    });
  }

  /** Acts once per view where this seat has something legal to do. */
  play(): void {
    const v = this.view;
    if (!v || v.legal.length === 0 || this.acted === this.actionCount || v.seat === null) return;
    this.acted = this.actionCount;
    const action = choose(v.legal, this.actionCount);
    // a connection that died (a killed server) never answers: nothing waits for it
    this.request('game:act', { action }).catch(() => undefined);
  }

  /** Leaves the table (consented); bounded: a connection the server closed already answers nothing. */
  async leave(): Promise<void> {
    if (this.left !== null) return;
    await Promise.race([this.room.leave(true), new Promise((r) => setTimeout(r, 2000))]);
  }
}

/** Each person plays their seat from now on (every flag set first, then each acts on the view it holds). */
export function autoplay(...people: readonly Person[]): void {
  for (const p of people) p.autoplay = true;
  for (const p of people) p.play();
}

/** A playable choice: a challenge now and then, else the lowest legal raise (a game ends in a few dozen rounds). */
export function choose(legal: readonly SeatAction[], salt: number): SeatAction {
  const dudo = legal.find((a) => a.type === 'dudo');
  if (dudo && salt % 3 !== 0) return dudo;
  return legal.find((a) => a.type === 'bid') ?? legal[0]!;
}

export async function createTable(url: string, extra: Partial<CreateOptions> = {}): Promise<Person> {
  patchFrames();
  const room = await new SdkClient(url).create(ROOM_NAME, createOptions(extra));
  const p = new Person(room);
  await until(() => p.welcome !== null && p.lobby !== null, 'the welcome');
  return p;
}

export async function joinTable(url: string, code: string, options: Omit<JoinOptions, 'v'>): Promise<Person> {
  patchFrames();
  const room = await new SdkClient(url).joinById(code, { v: ONLINE_PROTOCOL_VERSION, ...options });
  const p = new Person(room);
  await until(() => p.welcome !== null, 'the welcome');
  return p;
}

export async function until(cond: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!cond()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * The privacy check on one client's decoded frames (issue 38: no hidden die in any byte to another
 * client): every view's hands hold only what `seat` may see (engine mayLook, via the view's own
 * round), and every roll told holds no other seat's dice that the next view does not show.
 */
export function leakedHands(list: readonly Frame[], seat: number): string[] {
  const leaks: string[] = [];
  const wire = list.filter((f) => f.type === MSG_WIRE).map((f) => f.message as WsMessage);
  for (let i = 0; i < wire.length; i++) {
    const m = wire[i]!;
    if (m.kind !== 'event') continue;
    const e = m.event;
    if (e.type === 'view') {
      const v = e.view;
      const kind = v.current?.kind ?? 'normal';
      v.hands.forEach((h, s) => {
        if (s === seat || h === null) return;
        const open = kind === 'obligar-open';
        if (!open) leaks.push(`frame ${i}: view shows seat ${s}'s hand ${JSON.stringify(h)} to seat ${seat} (round kind ${kind})`);
      });
    }
    if (e.type === 'events' && e.action.type === 'roll') {
      const dice = e.action.dice;
      const next = wire.slice(i + 1).find((x) => x.kind === 'event' && x.event.type === 'view');
      const nextView = next?.kind === 'event' && next.event.type === 'view' ? next.event.view : null;
      dice.forEach((d, s) => {
        if (s === seat || d === null) return;
        if (!nextView || nextView.hands[s] === null) leaks.push(`frame ${i}: a roll tells seat ${s}'s dice to seat ${seat}`);
      });
    }
  }
  return leaks;
}

/** A count of the event loop's turns (one setImmediate after another) until stopped: the turn an acknowledgement came in. */
export function turnClock(): { readonly now: () => number; readonly stop: () => void } {
  let turn = 0;
  let ticking = true;
  const tick = (): void => {
    turn++;
    if (ticking) setImmediate(tick);
  };
  setImmediate(tick);
  return { now: () => turn, stop: () => void (ticking = false) };
}

/** How many of `turns` fell in each turn (the group commit acknowledges at most ACK_SLICE a turn). */
export function countPerTurn(turns: readonly number[]): Map<number, number> {
  const perTurn = new Map<number, number>();
  for (const t of turns) perTurn.set(t, (perTurn.get(t) ?? 0) + 1);
  return perTurn;
}
