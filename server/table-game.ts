// One online table's game (issue 38): the SAME GameHost as the desktop, with its own data folder
// (DATA_DIR/tables/<code>/: autosave and records, written before anything is told), the shared bot
// pool, and the table's people as the host's "phone" seats. The table's controller is a host
// client held by the server: it starts, resumes and continues games, calls stand-in bots
// (phones:standin) for an away person or a turn past the timer, and never reaches a person.
import type { Seat } from '../engine/index';
import { GameHost, type HostClient } from '../main/host/index';
import type { ClientRole, HostEvent, Result, SessionInfo } from '../common/contract/index';
import type { ServerContext } from './context';
import { OnlinePort } from './online-port';
import { gameSetup, type TableMeta } from './table';

/** The level of a stand-in bot (an away person, a turn past the timer). */
export const STAND_IN_LEVEL = 'medio';

export interface TableGameDeps {
  readonly code: string;
  readonly ctx: ServerContext;
  /** Whether a person holds `seat` over a live connection now. */
  readonly connected: (seat: Seat) => boolean;
  /** Something the lobby state shows changed (stand-ins, turn deadline, phase). */
  readonly changed: () => void;
  /** The match is over (every game of it played). */
  readonly matchOver: () => void;
  /** A new game's session began (game:new or a resume): its people are seated before its first roll is told. */
  readonly sessionBegan?: () => void;
}

interface Turn {
  readonly seat: Seat;
  readonly actionCount: number;
  readonly deadline: number;
  readonly timer: NodeJS.Timeout;
}

export class TableGame {
  readonly host: GameHost;
  readonly port: OnlinePort;
  private readonly controller: HostClient;
  private session: SessionInfo | null = null;
  private turn: Turn | null = null;
  /** Seats a stand-in plays for one turn only (the timer ran out while their person was there). */
  private readonly turnOnly = new Set<Seat>();
  /** Seats whose person has been away past the reconnection window: a stand-in plays until they come back. */
  private readonly awayTimers = new Map<Seat, NodeJS.Timeout>();
  private nextGameTimer: NodeJS.Timeout | null = null;
  private turnTimerSec = 0;
  /** Actions applied in the current game, as the controller's last view says. */
  private count = 0;
  private closed = false;

  constructor(private readonly deps: TableGameDeps) {
    const { ctx, code } = deps;
    const sink = ctx.store.sink(code);
    this.port = new OnlinePort((seat) => deps.connected(seat));
    this.host = new GameHost({
      userDataDir: ctx.store.dirOf(code),
      transport: 'websocket',
      bots: ctx.pool.forTable(),
      phones: this.port,
      phonesAfterMatchMs: 1000,
      // issue 38: the autosave goes to the durable store's group commit (acknowledged once its batch is durable)
      ...(sink ? { autosaveSink: sink } : {}),
      log: (m) => ctx.log(`table ${code}: ${m}`),
      ...(ctx.botThinkMs !== undefined ? { botThinkMs: ctx.botThinkMs } : {}),
    });
    this.controller = this.host.connect((e) => this.onControllerEvent(e));
  }

  /** The table's pacing settings (its own settings.json): reveals close by themselves; away bots are the room's to call. */
  async prepare(): Promise<Result<unknown>> {
    return this.controller.handle('settings:set', { patch: { autoContinueSec: 15, phoneAwayBotSec: 0 } });
  }

  /** A new game of the table's seats (start, rematch); answered once its autosave is durable. */
  async start(meta: TableMeta): Promise<Result<unknown>> {
    this.turnTimerSec = meta.turnTimerSec;
    this.turnOnly.clear();
    const r = await this.controller.handle('game:new', gameSetup(meta));
    if (r.ok) await this.afterStart(meta);
    return r;
  }

  /** After a restart: the game saved in the table's folder is played on from its last action. */
  async resume(meta: TableMeta): Promise<Result<unknown>> {
    this.turnTimerSec = meta.turnTimerSec;
    const r = await this.controller.handle('game:resume', {});
    if (r.ok) await this.afterStart(meta);
    return r;
  }

  private async afterStart(meta: TableMeta): Promise<void> {
    // seats handed to a bot for good keep their bot; people not here yet wait their window
    for (let seat = 0; seat < meta.seats.length; seat++) {
      const s = meta.seats[seat]!;
      if (s.kind !== 'person') continue;
      if (s.botForGood !== null) await this.standIn(seat, s.botForGood);
      else if (!this.deps.connected(seat)) this.away(seat, true);
    }
    this.review();
  }

  /** A person's connection: a host client holding exactly its seat (role phone: its own view and actions only). */
  bind(seat: Seat, send: (e: HostEvent) => void): HostClient {
    const client = this.host.connect(send);
    this.seatClient(client, seat);
    return client;
  }

  /** Gives `client` its seat in the game being played (after a start or a resume), and shows it its own hand. */
  seatClient(client: HostClient, seat: Seat): void {
    if (!this.host.currentState) return;
    this.away(seat, false);
    this.turnOnly.delete(seat);
    const role: ClientRole = { kind: 'phone', seat };
    if (this.host.assign(client.id, role).ok) void client.handle('game:show', { seat });
    this.port.notify();
  }

  /** A person's connection dropped or left: their seat waits (the reconnection window), the table is told. */
  unbind(client: HostClient, seat: Seat): void {
    client.disconnect();
    this.port.notify();
    if (this.host.currentState) this.away(seat, true);
    this.review();
  }

  /** The creator handed `seat` to a bot for good. */
  async handToBot(seat: Seat, level: string): Promise<void> {
    this.away(seat, false);
    this.turnOnly.delete(seat);
    await this.standIn(seat, level);
  }

  /** Seats a bot plays for their person now. */
  standInSeats(): Set<Seat> {
    return new Set((this.session?.seats ?? []).filter((s) => s.standIn !== undefined).map((s) => s.seat));
  }

  get turnDeadline(): number | null {
    return this.turn?.deadline ?? null;
  }

  get actionCount(): number {
    return this.count;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.clearTurn();
    for (const t of this.awayTimers.values()) clearTimeout(t);
    this.awayTimers.clear();
    if (this.nextGameTimer) clearTimeout(this.nextGameTimer);
    await this.host.close();
  }

  // ---- the controller ------------------------------------------------------------------------

  private onControllerEvent(e: HostEvent): void {
    if (this.closed) return;
    if (e.type === 'session') {
      const began = e.session !== null && e.session.id !== this.session?.id;
      this.session = e.session;
      // the group commit acknowledges the first roll within a sync: the people hold their seats before it is told
      if (began) this.deps.sessionBegan?.();
      if (e.session?.status === 'game-over') this.scheduleNextGame();
      if (e.session?.status === 'match-over') this.deps.matchOver();
      this.deps.changed();
    }
    if (e.type === 'view') this.count = e.actionCount;
    if (e.type === 'view' || e.type === 'session') this.review();
  }

  private scheduleNextGame(): void {
    if (this.nextGameTimer) return;
    this.nextGameTimer = setTimeout(() => {
      this.nextGameTimer = null;
      void this.controller.handle('game:next', {});
    }, this.deps.ctx.nextGameMs);
    this.nextGameTimer.unref();
  }

  private standIn(seat: Seat, level: string | null): Promise<Result<unknown>> {
    return this.controller.handle('phones:standin', { seat, level });
  }

  /**
   * A person away: after the reconnection window (issue 38: 5 minutes) a stand-in plays their seat
   * until they come back (the host gives the seat back when they are seated again). Back: the timer stops.
   */
  private away(seat: Seat, isAway: boolean): void {
    const t = this.awayTimers.get(seat);
    if (t) clearTimeout(t);
    this.awayTimers.delete(seat);
    if (!isAway) return;
    const timer = setTimeout(() => {
      this.awayTimers.delete(seat);
      if (!this.deps.connected(seat) && !this.closed) void this.standIn(seat, STAND_IN_LEVEL);
    }, this.deps.ctx.reconnectMs);
    timer.unref();
    this.awayTimers.set(seat, timer);
  }

  /**
   * The turn timer (issue 38 item 4): the person to act has turnTimerSec to act; past it a stand-in
   * plays that turn (and the seat is theirs again after it if they are connected; an away person's
   * stand-in stays until they come back).
   */
  private review(): void {
    const state = this.host.currentState;
    const standIns = this.standInSeats();
    // a turn-only stand-in that has played: the seat is its person's again
    for (const seat of [...this.turnOnly]) {
      if (state?.toAct !== seat && this.deps.connected(seat)) {
        this.turnOnly.delete(seat);
        if (standIns.has(seat)) void this.standIn(seat, null);
      }
    }
    if (this.turnTimerSec === 0 || !state || (state.phase !== 'bidding' && state.phase !== 'direction') || state.toAct === null) return this.clearTurn();
    const seat = state.toAct;
    const person = this.session?.humanSeats.includes(seat) === true;
    if (!person || standIns.has(seat)) return this.clearTurn();
    const count = this.actionCount;
    if (this.turn && this.turn.seat === seat && this.turn.actionCount === count) return;
    this.clearTurn();
    const ms = this.turnTimerSec * this.deps.ctx.turnUnitMs;
    const deadline = this.deps.ctx.now() + ms;
    const timer = setTimeout(() => {
      this.turn = null;
      if (this.closed || this.host.currentState?.toAct !== seat || this.actionCount !== count) return;
      this.turnOnly.add(seat);
      void this.standIn(seat, STAND_IN_LEVEL);
      this.deps.changed();
    }, ms);
    timer.unref();
    this.turn = { seat, actionCount: count, deadline, timer };
    this.deps.changed();
  }

  private clearTurn(): void {
    if (!this.turn) return;
    clearTimeout(this.turn.timer);
    this.turn = null;
    this.deps.changed();
  }
}
