// The Colyseus room of one online table (issue 38): create and join by code (+ the link's
// secret), the lobby, and the game as the host's channel wire, one person one seat. It faces the
// internet: every message is parsed with the room protocol's schemas (common/online), a client
// acts only for its seat (its host client's role), per-client rate and size caps, per-address caps
// (static onAuth), hello and idle timeouts, and a dropped person's seat waits 5 minutes.
import { CloseCode, Room, ServerError, type AuthContext, type Client } from '@colyseus/core';
import { errResult, type HostEvent, type Result } from '../common/contract/index';
import {
  createOptionsSchema,
  joinOptionsSchema,
  lobbyActionSchema,
  MSG_ERROR,
  MSG_LOBBY,
  MSG_LOBBY_ACT,
  MSG_REACT,
  MSG_REQ,
  MSG_WELCOME,
  MSG_WIRE,
  ONLINE_CHANNELS,
  ONLINE_CLOSE,
  ONLINE_LIMITS,
  reactionSchema,
  REACTION_LIMIT,
  REACTION_WINDOW_MS,
  wsRequestSchema,
  type OnlineErrorCode,
  type Welcome,
  type WsMessage,
} from '../common/online/room-protocol';
import type { HostClient } from '../main/host/index';
import { newCode, newSecret, newSeatToken, sameSecret, tokenHash } from './codes';
import type { ServerContext } from './context';
import { EventFrames } from './event-frames';
import { Bucket } from './limits';
import { socketBatch, socketOf } from './socket-batch';
import { applyLobbyAction, leaveSeat, lobbyState, newTable, seatFor, takeSeat, type TableMeta } from './table';
import { TableGame } from './table-game';

/** What static onAuth learnt of a connection (client.auth). */
interface ConnAuth {
  readonly ip: string;
}

/** One person's connection in the room. */
interface Seated {
  readonly seat: number;
  readonly ip: string;
  host: HostClient | null;
  readonly bucket: Bucket;
  lastHeard: number;
  dropped: boolean;
  /** The server closes this connection (replaced, handed to a bot, idle): no reconnection is waited for. */
  closing: boolean;
  readonly reactions: number[];
}

/** A refusal of a join or create: the sdk rejects with this text (an HTTP status where matchmaking answers it: 429 for RATE). */
function refuse(code: string, message: string): never {
  throw new ServerError(code === 'RATE' ? 429 : 403, `${code}: ${message}`);
}

export type TableRoomClass = typeof Room<{ client: Client }> & { new (): TableRoom };

/** The room class of one server (its context in a closure: Colyseus makes the rooms itself). */
export function tableRoomClass(ctx: ServerContext): TableRoomClass {
  return class extends TableRoom {
    protected override readonly ctx = ctx;

    /** Before any room is created or found (issue 38): caps per address. */
    static override async onAuth(_token: string, options: unknown, context: AuthContext): Promise<ConnAuth> {
      const ip = context.ip ?? 'unknown';
      const now = ctx.now();
      if (ctx.open.count(ip) >= ctx.limits.connectionsPerAddress) refuse('RATE', 'Too many connections from this address.');
      const isCreate = typeof options === 'object' && options !== null && 'rules' in options;
      if (!isCreate && !ctx.failedJoins.allows(ip, now)) refuse('RATE', 'Too many failed joins from this address: wait a few minutes.');
      if (isCreate && !ctx.tablesCreated.hit(ip, now)) refuse('RATE', 'Too many tables created from this address: wait an hour.');
      return Promise.resolve({ ip });
    }
  } as unknown as TableRoomClass;
}

export abstract class TableRoom extends Room<{ client: Client }> {
  protected abstract readonly ctx: ServerContext;
  meta!: TableMeta;
  game!: TableGame;
  private readonly seated = new Map<string, Seated>();
  /** The creator's seat token, told once in their WELCOME. */
  private creatorToken: string | null = null;
  /** Lobby actions and joins run one at a time (a start is asynchronous). */
  private queue: Promise<unknown> = Promise.resolve();
  private emptySince: number | null = null;
  private shuttingDown = false;
  private sweep: NodeJS.Timeout | null = null;
  /** The last host event encoded (frozen), and its frame (sendEvent). */
  private readonly frames = new EventFrames();

  override async onCreate(options: unknown): Promise<void> {
    const ctx = this.ctx;
    const restoreKey = typeof options === 'object' && options !== null && 'restoreKey' in options ? (options as { restoreKey: unknown }).restoreKey : undefined;
    const restored = typeof restoreKey === 'string' ? ctx.restores.get(restoreKey) : undefined;
    if (restored && typeof restoreKey === 'string') ctx.restores.delete(restoreKey);
    if (!restored && ctx.tables.size >= ctx.limits.maxTables) refuse('TOO_MANY_TABLES', 'This server holds all the tables it can.');
    let meta: TableMeta;
    if (restored) meta = restored;
    else {
      const parsed = createOptionsSchema.safeParse(options);
      if (!parsed.success) refuse('BAD_OPTIONS', parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
      this.creatorToken = newSeatToken();
      const token = tokenHash(this.creatorToken);
      // acknowledged means durable: the table is kept (and held by this process) before its creator is told its code
      do {
        meta = newTable(newCode(), newSecret(), parsed.data.person, token, parsed.data, ctx.now());
      } while (ctx.tables.has(meta.code) || !(await ctx.store.create(meta)));
    }
    this.roomId = meta.code;
    this.meta = meta;
    this.autoDispose = false;
    this.maxClients = 12;
    this.maxMessagesPerSecond = ctx.limits.hardMessagesPerSecond;
    this.seatReservationTimeout = Math.ceil(ctx.limits.helloMs / 1000);
    this.game = new TableGame({ code: meta.code, ctx, connected: (seat) => this.connected(seat), changed: () => this.tellLobby(), matchOver: () => void this.enqueue(() => this.matchOver()).catch((e: unknown) => ctx.log(`table ${meta.code}: the match's end not saved: ${String(e)}`)), sessionBegan: () => this.seatEveryone() });
    ctx.tables.set(meta.code, this);
    await this.game.prepare();
    if (restored && meta.phase === 'playing') {
      const r = await this.game.resume(meta);
      // killed between the table's start and the game's first save: the game starts again (nothing was told)
      if (!r.ok && r.error.code === 'NOTHING_TO_RESUME') await this.game.start(meta);
      ctx.log(`table ${meta.code}: restored (${r.ok ? 'game resumed' : r.error.code})`);
    }
    this.registerMessages();
    this.sweep = setInterval(() => this.sweepIdle(), 5000);
    this.sweep.unref();
    this.emptySince = ctx.now();
  }

  private registerMessages(): void {
    this.onMessage(MSG_REQ, (client, raw: unknown) => void this.onRequest(client, raw));
    this.onMessage(MSG_LOBBY_ACT, (client, raw: unknown) => void this.onLobbyAction(client, raw));
    this.onMessage(MSG_REACT, (client, raw: unknown) => this.onReact(client, raw));
    this.onMessage('*', (client, type: string | number) => {
      if (this.admit(client, null)) this.fail(client, 'BAD_MESSAGE', `Unknown message type ${JSON.stringify(String(type).slice(0, 32))}.`, String(type).slice(0, 32));
    });
  }

  // ---- joining -------------------------------------------------------------------------------

  override onJoin(client: Client, options: unknown, auth?: ConnAuth): Promise<void> {
    return this.enqueue(() => this.join(client, options, auth?.ip ?? 'unknown'));
  }

  private async join(client: Client, options: unknown, ip: string): Promise<void> {
    if (!this.ctx.open.tryOpen(ip)) refuse('RATE', 'Too many connections from this address.');
    try {
      await this.seatPerson(client, options, ip);
    } catch (e) {
      this.ctx.open.close(ip);
      throw e;
    }
  }

  private async seatPerson(client: Client, options: unknown, ip: string): Promise<void> {
    const ctx = this.ctx;
    const now = ctx.now();
    let seat: number;
    let token: string;
    let creator = false;
    if (this.creatorToken !== null && [...this.seated.values()].length === 0 && createOptionsSchema.safeParse(options).success) {
      // the creator's own join, right after onCreate
      seat = 0;
      token = this.creatorToken;
      this.creatorToken = null;
      creator = true;
    } else {
      const parsed = joinOptionsSchema.safeParse(options);
      if (!parsed.success) refuse('BAD_OPTIONS', parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
      if (!sameSecret(parsed.data.secret, this.meta.secret)) {
        ctx.failedJoins.hit(ip, now);
        refuse('BAD_SECRET', "This link's secret does not open this table.");
      }
      const given = parsed.data.seatToken ?? null;
      const place = seatFor(this.meta, given !== null ? tokenHash(given) : null);
      if (!place) refuse('TABLE_FULL', this.meta.phase === 'lobby' ? 'Every seat of this table is taken.' : 'The game has started: only its people may come back.');
      seat = place.seat;
      const s = this.meta.seats[seat]!;
      creator = s.kind === 'person' && s.creator;
      if (place.back) {
        token = given!;
        // the same person from another connection: the old one is closed
        for (const [id, other] of this.seated) if (other.seat === seat) this.dropSeated(id, ONLINE_CLOSE.replaced);
      } else {
        token = newSeatToken();
        const meta = takeSeat(this.meta, seat, parsed.data.person, tokenHash(token));
        await ctx.store.save(meta); // durable before the person is told their seat
        this.meta = meta;
      }
    }
    const entry: Seated = { seat, ip, host: null, bucket: new Bucket(ctx.limits.messagesPerSecond, ctx.limits.burst, now), lastHeard: now, dropped: false, closing: false, reactions: [] };
    this.seated.set(client.sessionId, entry);
    const welcome: Welcome = { code: this.meta.code, secret: this.meta.secret, seat, seatToken: token, creator };
    this.hold(client);
    client.send(MSG_WELCOME, welcome);
    this.bindHost(client, entry);
    this.emptySince = null;
    this.tellLobby();
  }

  /** A host client for a person's connection (its own seat's view and actions only). */
  private bindHost(client: Client, entry: Seated): void {
    entry.host = this.game.bind(entry.seat, (event: HostEvent) => this.sendEvent(client, event));
  }

  override onDrop(client: Client): void {
    const entry = this.seated.get(client.sessionId);
    if (!entry || entry.closing || this.shuttingDown) return;
    entry.dropped = true;
    if (entry.host) this.game.unbind(entry.host, entry.seat);
    entry.host = null;
    this.tellLobby();
    // issue 38: a dropped person may come back within 5 minutes (the sdk reconnects by itself)
    this.allowReconnection(client, Math.ceil(this.ctx.reconnectMs / 1000)).catch(() => undefined);
  }

  override onReconnect(client: Client): void {
    const entry = this.seated.get(client.sessionId);
    if (!entry) return;
    entry.dropped = false;
    entry.lastHeard = this.ctx.now();
    this.bindHost(client, entry);
    this.tellLobby();
  }

  override onLeave(client: Client): Promise<void> {
    return this.enqueue(async () => {
      const entry = this.seated.get(client.sessionId);
      if (!entry) return;
      this.seated.delete(client.sessionId);
      this.ctx.open.close(entry.ip);
      if (entry.host) this.game.unbind(entry.host, entry.seat);
      if (this.meta.phase === 'lobby' && !this.connected(entry.seat)) {
        const meta = leaveSeat(this.meta, entry.seat);
        if (meta !== this.meta) {
          await this.ctx.store.save(meta);
          this.meta = meta;
        }
      }
      if (this.seated.size === 0) this.emptySince = this.ctx.now();
      this.tellLobby();
    });
  }

  /** The process stops: nobody is waited for (the table is kept; a restart or another process brings it back, and the clients look for it: 4001). */
  override onBeforeShutdown(): void {
    this.shuttingDown = true;
    void this.disconnect(CloseCode.SERVER_SHUTDOWN);
  }

  override async onDispose(): Promise<void> {
    if (this.sweep) clearInterval(this.sweep);
    for (const e of this.seated.values()) this.ctx.open.close(e.ip);
    this.seated.clear();
    this.ctx.tables.delete(this.meta?.code);
    await this.game?.close();
    // not removed (the process stops, or another holds it now): kept for a restart or another process
    if (this.meta) await this.ctx.store.release(this.meta.code);
  }

  override onUncaughtException(error: Error, method: string): void {
    this.ctx.log(`table ${this.meta?.code}: ${method} failed: ${error.stack ?? error.message}`);
  }

  // ---- messages ------------------------------------------------------------------------------

  /** Rate and liveness checks of every message: false when it is dropped. */
  private admit(client: Client, raw: unknown): Seated | null {
    const entry = this.seated.get(client.sessionId);
    if (!entry || entry.dropped) return null;
    const now = this.ctx.now();
    if (!entry.bucket.take(now)) {
      this.fail(client, 'RATE', 'Too many messages: slow down.', 'rate');
      return null;
    }
    if (raw !== null && JSON.stringify(raw ?? null).length > ONLINE_LIMITS.maxMessageBytes) {
      this.fail(client, 'TOO_BIG', 'The message is too big.', 'size');
      return null;
    }
    entry.lastHeard = now;
    return entry;
  }

  private async onRequest(client: Client, raw: unknown): Promise<void> {
    const entry = this.admit(client, raw);
    if (!entry) return;
    const req = wsRequestSchema.safeParse(raw);
    if (!req.success) return this.fail(client, 'BAD_MESSAGE', 'A request is {id, channel, payload}.', MSG_REQ);
    const { id, channel, payload } = req.data;
    let result: Result<unknown>;
    if (!(ONLINE_CHANNELS as readonly string[]).includes(channel)) result = errResult('FORBIDDEN', `An online table does not take ${channel.slice(0, 64)}.`);
    else if (!entry.host) result = errResult('NO_GAME', 'No game is being played at this table yet.');
    else result = await entry.host.handle(channel, payload);
    this.sendWire(client, { kind: 'reply', id, result });
  }

  private onLobbyAction(client: Client, raw: unknown): Promise<void> | void {
    const entry = this.admit(client, raw);
    if (!entry) return;
    const parsed = lobbyActionSchema.safeParse(raw);
    if (!parsed.success) return this.fail(client, 'BAD_MESSAGE', parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '), MSG_LOBBY_ACT);
    const action = parsed.data;
    return this.enqueue(async () => {
      const r = applyLobbyAction(this.meta, entry.seat, action);
      if (!r.ok) return this.fail(client, r.code, r.message, action.type);
      const before = this.meta;
      await this.ctx.store.save(r.meta);
      this.meta = r.meta;
      if (action.type === 'start' || action.type === 'rematch') {
        const started = await this.game.start(r.meta);
        if (!started.ok) {
          await this.ctx.store.save(before);
          this.meta = before;
          this.fail(client, 'INTERNAL', `The game did not start: ${started.error.message}`, action.type);
        } else {
          this.meta = { ...this.meta, games: this.meta.games + 1 };
          await this.ctx.store.save(this.meta);
          this.seatEveryone();
        }
      }
      if (action.type === 'hand-to-bot') {
        await this.game.handToBot(action.seat, action.level ?? 'medio');
        // its person's connection is closed (ONLINE_CLOSE.ended): their token no longer takes the seat
        for (const [id, e] of this.seated) if (e.seat === action.seat) this.dropSeated(id, ONLINE_CLOSE.ended);
      }
      this.tellLobby();
    }).catch((e: unknown) => this.fail(client, 'INTERNAL', `Not saved, so not done: ${e instanceof Error ? e.message : String(e)}`, action.type));
  }

  private onReact(client: Client, raw: unknown): void {
    const entry = this.admit(client, raw);
    if (!entry) return;
    const parsed = reactionSchema.safeParse(raw);
    if (!parsed.success) return this.fail(client, 'BAD_MESSAGE', 'A reaction is {id} of REACTION_IDS.', MSG_REACT);
    const now = this.ctx.now();
    const recent = entry.reactions.filter((t) => now - t < REACTION_WINDOW_MS);
    if (recent.length >= REACTION_LIMIT) return this.fail(client, 'RATE', 'Too many reactions: wait a few seconds.', MSG_REACT);
    recent.push(now);
    entry.reactions.splice(0, entry.reactions.length, ...recent);
    this.holdAll();
    this.broadcast(MSG_REACT, { seat: entry.seat, id: parsed.data.id, at: now });
  }

  private async matchOver(): Promise<void> {
    if (this.meta.phase !== 'playing') return;
    this.meta = { ...this.meta, phase: 'over' };
    await this.ctx.store.save(this.meta);
    this.tellLobby();
  }

  // ---- helpers -------------------------------------------------------------------------------

  private enqueue<T>(job: () => Promise<T> | T): Promise<T> {
    const run = this.queue.then(job, job);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Every connected person holds their seat in the game being played. */
  private seatEveryone(): void {
    for (const e of this.seated.values()) if (e.host && !e.dropped) this.game.seatClient(e.host, e.seat);
  }

  /** Whether a person holds `seat` over a live connection now. */
  connected(seat: number): boolean {
    for (const e of this.seated.values()) if (e.seat === seat && !e.dropped) return true;
    return false;
  }

  /**
   * A host event to `client`. The host hands an event it sends to every client (saved, an action
   * told alike to all, a bot's action) as one object, one client after the other: its frame is
   * encoded once (msgpack) and the same bytes go to each (issue 38's bench); the event is frozen
   * there, so it cannot change under its frame (event-frames.ts).
   */
  private sendEvent(client: Client, event: HostEvent): void {
    const frame = this.frames.frameOf(event);
    this.hold(client);
    client.enqueueRaw(frame);
  }

  private sendWire(client: Client, m: WsMessage): void {
    this.hold(client);
    client.send(MSG_WIRE, m);
  }

  private fail(client: Client, code: OnlineErrorCode, message: string, about: string): void {
    this.hold(client);
    client.send(MSG_ERROR, { code, message, about });
  }

  /** The frames `client` is sent in this turn of the event loop leave in one socket write (socket-batch.ts). */
  private hold(client: Client): void {
    socketBatch.hold(socketOf(client));
  }

  private holdAll(): void {
    for (const c of this.clients) this.hold(c);
  }

  private dropSeated(sessionId: string, code: number): void {
    const c = this.clients.find((x) => x.sessionId === sessionId);
    const entry = this.seated.get(sessionId);
    if (entry?.host) this.game.unbind(entry.host, entry.seat);
    if (entry) {
      entry.host = null;
      entry.closing = true;
    }
    c?.leave(code);
  }

  /** The lobby state to every connection. */
  tellLobby(): void {
    if (!this.meta || !this.game) return;
    const standIns = this.game.standInSeats();
    this.holdAll();
    this.broadcast(MSG_LOBBY, lobbyState(this.meta, { connected: (s) => this.connected(s), standIn: (s) => standIns.has(s), turnDeadline: this.game.turnDeadline }));
  }

  /** Idle timeout (a seated connection silent too long is closed: its seat waits), and closing an empty table. */
  private sweepIdle(): void {
    const now = this.ctx.now();
    for (const [id, e] of this.seated) if (!e.dropped && !e.closing && now - e.lastHeard > this.ctx.limits.idleMs) this.dropSeated(id, ONLINE_CLOSE.idle);
    if (this.emptySince !== null && [...this.seated.values()].every((e) => e.dropped) && now - this.emptySince > this.ctx.emptyTableMs) {
      this.ctx.log(`table ${this.meta.code}: nobody for ${Math.round(this.ctx.emptyTableMs / 60_000)} min: closed`);
      void this.ctx.store.remove(this.meta.code).catch((e: unknown) => this.ctx.log(`table ${this.meta.code}: not removed: ${e instanceof Error ? e.message : String(e)}`));
      void this.disconnect();
    }
  }
}
