// The game host's composition root (issue 39.2): it makes the collaborators and routes each intent to the one
// answering its channel: session-lifecycle, phone-seats, dice-channels, table-watch, record-channels, app-channels,
// review-channels (issue 40), next-step, online (issue 38), each owning its state and handler part. Never imports electron.
import type { GameRecord, GameState } from '../../engine/index';
import { errResult, okResult, parseIntent, type Channel, type ClientRole, type HostEvent, type ParsedPayload, type Reply, type Result, type SessionInfo, type Settings, type StorageProblem } from '../../common/contract/index';
import { AppSettings } from './app-channels';
import { baseThinkMsFor, BotTurns } from './bot-turns';
import { BotRunner, type BotDecider } from './bots';
import { Clients, type ClientState } from './clients';
import { DiceThrows } from './dice-channels';
import { DiceFlow } from './dice-flow';
import { DEFAULT_FAIRNESS, Fairness } from './fairness';
import { mergeHandlers, SYSTEM_TIMERS, type Handler, type Handlers } from './handlers';
import type { HostOptions } from './host-options';
import { NextStep } from './next-step';
import { OnlineTables } from '../online/online-tables';
import { Persistence } from './persistence';
import { PhoneSeats } from './phone-seats';
import { ActionPipeline } from './pipeline';
import { Records } from './record-channels';
import { Reviews } from './review-channels';
import { SavePauser } from './save-pause';
import { SessionLifecycle } from './session-lifecycle';
import { isHumanSeat } from './session';
import { SessionSlot } from './session-slot';
import { TableWatch } from './table-watch';
import { revealPending, Tables } from './tables';
import { ThrowHold } from './throw-hold';

export { SETUP_THINK_MS, THINK_MS } from './bot-turns';
export { AUTO_CONTINUE_GRACE_MS, SILENT_TABLE_MS } from './table-watch';
export { PHONE_CHANNELS, phoneSeats } from './phone-seats';
export type { HostTimers } from './handlers';
export type { HostOptions } from './host-options';

/** One connected client (a window, or a WebSocket): it shows one seat at a time. */
export interface HostClient {
  readonly id: number;
  handle(channel: unknown, payload: unknown): Promise<Result<unknown>>;
  disconnect(): void;
}

export class GameHost {
  /** The session being played and its epoch, shared by the collaborators. */
  private readonly slot = new SessionSlot();
  private readonly clients: Clients;
  private readonly persistence: Persistence;
  private readonly pipeline: ActionPipeline;
  /** The game pauses while its autosave fails (issue 30.1). */
  private readonly savePause: SavePauser;
  private readonly dice: DiceFlow;
  private readonly botTurns: BotTurns;
  private readonly bots: BotDecider;
  /** The clients showing the table to people: reveals wait for their Continue (issue 12). */
  private readonly tables: Tables;
  /** Bots wait for the throw to settle on a 3D table. */
  private readonly throwHold: ThrowHold;
  /** Per-client caps on requests in flight and work per second; expensive requests queued. */
  private readonly fairness: Fairness;
  private readonly tableWatch: TableWatch;
  private readonly next: NextStep;
  private readonly phones: PhoneSeats;
  private readonly records: Records;
  private readonly reviews: Reviews;
  private readonly session: SessionLifecycle;
  private readonly online: OnlineTables; // issue 38: an online table's game channels are the room's
  /** One handler per channel, the collaborators' parts merged (`satisfies Handlers`: every channel answered, once). */
  private readonly handlers: Handlers;
  private readonly log: (message: string) => void;

  constructor(options: HostOptions) {
    const log = (this.log = options.log ?? ((m: string) => console.warn(`[dudo host] ${m}`)));
    const slot = this.slot;
    const timers = options.timers ?? SYSTEM_TIMERS;
    this.fairness = new Fairness({ ...DEFAULT_FAIRNESS, ...options.fairness }, () => timers.now(), log);
    const clients = (this.clients = new Clients(() => slot.current, log));
    this.tables = new Tables((id) => {
      const c = clients.get(id);
      return c !== undefined && clients.holdsAny(c);
    });
    const persistence = (this.persistence = new Persistence(options.userDataDir, log, (m) => this.report('STORAGE', m), options.writeFault, options.autosaveSink));
    const schedule = (): void => this.next.schedule();
    const settled = (): void => this.next.notifyIfSettled();
    this.records = new Records(slot, persistence);
    this.pipeline = new ActionPipeline({
      session: () => slot.current,
      persistence,
      clients,
      epoch: () => slot.epoch,
      matchEnded: (s) => {
        this.records.matchEnded(s);
        this.phones.afterMatch(s);
      },
      next: schedule,
      paused: () => this.savePause.current,
      saveFailed: () => this.savePause.failed(),
    });
    this.savePause = new SavePauser({
      saveAgain: () => (slot.current ? this.session.save(slot.current) : null),
      lastSaveOk: () => persistence.lastAutosaveOk,
      lastError: () => persistence.lastAutosaveError,
      savedActions: () => slot.current?.told.actionCount ?? 0,
      tell: (pause) => {
        clients.broadcast({ type: 'save-pause', pause });
        if (!pause) schedule(); // saved again: the game goes on
      },
      log,
      ...(options.saveRetryDelaysMs ? { delaysMs: options.saveRetryDelaysMs } : {}),
    });
    this.dice = new DiceFlow({
      deadlineMs: options.diceTimeoutMs ?? 8000,
      readyLimitMs: options.diceReadyLimitMs ?? 30_000,
      roll: (action, request, source) => {
        // The roll is applied at once (its index is known now); it is told once saved.
        const r = this.pipeline.begin(action, undefined, { afterTold: () => clients.broadcast({ type: 'dice-rolled', roundId: request.roundId, source }) });
        if (r.ok) this.next.holdBotsForThrow(request.roundId);
        return r.ok ? r.value.index : null;
      },
      sendEach: (make) => clients.sendEach(make),
      ...(options.random ? { random: options.random } : {}),
      sendTo: (c, e) => clients.sendTo(c, e),
      visibleSeat: (c) => clients.visibleSeat(c),
      log,
      settled,
    });
    this.throwHold = new ThrowHold(options.throwSettleLimitMs ?? 12_000, schedule);
    // the server's tables share one bot worker (options.bots, issue 38); else this host's own
    const own = { timeoutMs: options.botTimeoutMs ?? 10_000 + (options.botThinkMs ?? 1200), log, ...(options.botWorkerUrl ? { workerUrl: options.botWorkerUrl } : {}) };
    this.bots = options.bots ?? new BotRunner({ ...own, ...(options.endgameTablesDir ? { endgameTablesDir: options.endgameTablesDir } : {}) });
    this.botTurns = new BotTurns({
      runner: this.bots,
      baseThinkMs: (kind) => baseThinkMsFor(kind, persistence.settings.botSpeed, options.botThinkMs),
      epoch: () => slot.epoch,
      apply: (action, bot) => this.pipeline.apply(action, bot),
      broadcast: (e) => clients.broadcast(e),
      report: (m) => this.report('INTERNAL', m),
      log,
      settled,
      next: schedule,
    });
    const { tables, dice, pipeline, botTurns, savePause, throwHold } = this;
    this.tableWatch = new TableWatch({ tables, clients, timers, settings: () => persistence.settings, log, schedule, tablesChanged: () => this.next.tablesChanged() });
    this.next = new NextStep({ slot, clients, pipeline, dice, botTurns, savePause, tables, tableWatch: this.tableWatch, throwHold });
    this.phones = new PhoneSeats({
      port: options.phones,
      afterMatchMs: options.phonesAfterMatchMs ?? 60_000,
      slot,
      clients,
      timers,
      settings: () => persistence.settings,
      stats: () => persistence.stats,
      binder: { connect: (send) => this.connect(send), assign: (id, role) => this.assign(id, role) },
      cancelBotTurn: () => {
        if (!botTurns.busy) return;
        botTurns.clear();
        settled();
      },
      schedule,
      info: (client) => this.session.info(client),
      log,
    });
    this.session = new SessionLifecycle({ slot, clients, persistence, savePause, pipeline, dice, phones: this.phones, next: this.next });
    const app = new AppSettings({ slot, persistence, savePause, transport: options.transport, appVersion: options.appVersion, platform: options.platform, onSettings: options.onSettings, phones: options.phones });
    const diceThrows = new DiceThrows({ slot, clients, dice, pipeline, throwHold, holdBotsForThrow: (id) => this.next.holdBotsForThrow(id), schedule });
    this.online = new OnlineTables({ ...options.online, server: () => persistence.settings.serverAddress ?? options.online?.defaultServer ?? null, broadcast: (e) => clients.broadcast(e), localGameInPlay: () => (slot.current?.state.phase ?? 'game-over') !== 'game-over', keepGame: (code, text) => persistence.keepOnlineGame(code, text), log });
    this.reviews = new Reviews({ slot, clients, persistence, records: this.records, userDataDir: options.userDataDir, log, worker: { url: options.botWorkerUrl, endgameTablesDir: options.endgameTablesDir } });
    const parts = [this.session.handlers, this.phones.handlers, diceThrows.handlers, this.tableWatch.handlers, this.records.handlers, app.handlers, this.reviews.handlers, this.online.handlers] as const;
    this.handlers = mergeHandlers(parts, true) satisfies Handlers;
  }

  get storageProblems(): StorageProblem[] {
    return this.persistence.storageProblems;
  }

  /** Connects a client; `send` receives its events. */
  connect(send: (event: HostEvent) => void): HostClient {
    const client = this.clients.connect(send);
    return {
      id: client.id,
      handle: (channel, payload) => this.handle(client, channel, payload),
      disconnect: () => {
        this.fairness.drop(client.id);
        const held = this.clients.holdsAny(client);
        this.clients.disconnect(client.id);
        // the last table gone while a reveal is open: the reveal waits for a table to come back
        const s = this.slot.current;
        this.tables.drop(client.id, s ? revealPending(s.state) : null, held);
        // a phone gone gives its seat back to the screen (hot-seat): it is told what it holds now
        if (s && held && !this.next.isClosed) this.clients.broadcastSession();
        this.next.tablesChanged();
      },
    };
  }

  /** Stops timers and the bot worker and finishes pending writes. The autosave stays (the game can be resumed). */
  async close(): Promise<void> {
    this.next.markClosed();
    await Promise.all([this.phones.stop(), this.online.leave()]);
    this.fairness.close();
    this.next.stopAll();
    this.next.sessionChanged();
    this.savePause.cancel();
    this.bots.close();
    this.reviews.close();
    this.clients.clear();
    this.next.releaseWaiters();
    await this.flush();
  }

  /** Resolves when every autosave, stats and history write queued so far is on disk. */
  flush(): Promise<void> {
    return this.persistence.flush();
  }

  /** Starts the bot worker ahead of the first bot turn. */
  warmUp(): Promise<void> {
    return this.bots.warm();
  }

  /**
   * Gives a connected client a role in the game being played (docs/host.md, "Seats bound to
   * clients"): what a phones mode's pairing will call; tests use it for every kind of client. A
   * phone's seat must be a person seat; it is taken from whoever held it. Everyone is told.
   */
  assign(clientId: number, role: ClientRole): Result<SessionInfo> {
    const s = this.slot.current;
    if (!s) return errResult('NO_GAME', 'No game is being played.');
    const c = this.clients.get(clientId);
    if (!c) return errResult('DISCONNECTED', `Client ${clientId} is not connected.`);
    const seats = role.kind === 'phone' ? [role.seat] : role.kind === 'shared' ? role.seats : [];
    const bad = seats.find((x) => !isHumanSeat(s, x));
    if (bad !== undefined) return errResult('NOT_YOUR_SEAT', `Seat ${bad} is not a human player's seat.`);
    this.clients.assign(c, role);
    // a phone coming back takes its seat back from the bot that played it meanwhile
    if (role.kind === 'phone' && s.standIns?.has(role.seat)) this.phones.setStandIn(s, role.seat, null);
    this.clients.broadcastSession();
    this.clients.broadcastViews();
    // a phone pairing while a throw waits for its shake is asked too (issue 42, the last phones game: item a)
    if (role.kind === 'phone') this.dice.resend(c);
    this.next.tablesChanged();
    return okResult(this.session.info(c));
  }

  /** The settings as saved (settings.json). */
  get settings(): Settings {
    return this.persistence.settings;
  }

  get currentState(): GameState | null {
    return this.slot.current?.state ?? null;
  }

  get currentRecord(): GameRecord | null {
    return this.records.current;
  }

  /** Throws the host labelled itself because no dice:result came before the deadline. */
  get diceFallbacks(): number {
    return this.dice.fallbacks;
  }

  get botWorkersReplaced(): number {
    return this.bots.replaced;
  }

  /** Resolves when no bot, dice or action is in flight and the game waits for a human (or is over). */
  whenSettled(): Promise<void> {
    return this.next.whenSettled();
  }

  /** Validates and handles one intent. Never throws; a bad payload changes nothing. */
  async handle(client: ClientState, channel: unknown, payload: unknown): Promise<Result<unknown>> {
    const parsed = parseIntent(channel, payload);
    if (!parsed.ok) return parsed;
    this.tables.heard(client.id);
    // parseIntent checked the channel and parsed the payload with that channel's schema
    const name = channel as Channel;
    return this.fairness.run(client.id, name, () => this.safeDispatch(client, name, parsed.value as ParsedPayload<Channel>));
  }

  private async safeDispatch(client: ClientState, channel: Channel, payload: ParsedPayload<Channel>): Promise<Result<unknown>> {
    try {
      return await this.dispatch(client, channel, payload);
    } catch (e) {
      this.log(`internal error on ${channel}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
      return errResult('INTERNAL', 'Something went wrong in the host; the game is unchanged.');
    }
  }

  private async dispatch<C extends Channel>(client: ClientState, channel: C, p: ParsedPayload<C>): Promise<Result<Reply<C>>> {
    const relayed = await this.online.relay(channel, p); // issue 38: an online table's game is the room's
    if (relayed) return relayed as Result<Reply<C>>;
    const handler: Handler<C> = this.handlers[channel];
    return handler(client, p);
  }

  private report(code: 'STORAGE' | 'INTERNAL', message: string): void {
    this.log(message);
    this.clients.broadcast({ type: 'error', error: { code, message } });
  }
}
