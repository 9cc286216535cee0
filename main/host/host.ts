// The game host: the coordinator of a session (session.ts), the action pipeline (pipeline.ts),
// dice (dice-flow.ts), bots (bot-turns.ts), what clients are sent (clients.ts) and what is kept
// on disk (persistence.ts). It routes intents and decides what comes next. Plain Node: never
// imports electron.
import { randomBytes } from 'node:crypto';
import { presetOf, type GameRecord, type GameState, type Seat, type SeatAction } from '../../engine/index';
import {
  CONTRACT_VERSION,
  errResult,
  okResult,
  parseIntent,
  type AppInfo,
  type Channel,
  type HostEvent,
  type ClientRole,
  type ParsedPayload,
  type Reply,
  type Result,
  type ResumeOffer,
  type SessionInfo,
  type Settings,
  type StorageProblem,
} from '../../common/contract/index';
import { baseThinkMsFor, BotTurns, thinkKindOf } from './bot-turns';
import { BotRunner } from './bots';
import { Clients, type ClientState } from './clients';
import { diceRequestFor, type DiceRequest } from './dice';
import { DiceFlow } from './dice-flow';
import { revealPending, Tables } from './tables';
import { ThrowHold } from './throw-hold';
import { DEFAULT_FAIRNESS, Fairness, type FairnessLimits } from './fairness';
import { Persistence } from './persistence';
import { ActionPipeline } from './pipeline';
import { saveFaultMessage, saveFaultOf, SavePauser } from './save-pause';
import { exportReply, importRecord, replayStep } from './records';
import { humanSeats, isHumanSeat, matchWinner, newSession, newTutorialSession, restoredSession, scriptedAction, sessionInfo, startNextGame, type Session } from './session';
import { profileLanguage } from './profile';
import type { PhonesPort } from './phones-port';
import type { WriteFault } from './storage';

export { SETUP_THINK_MS, THINK_MS } from './bot-turns';

export interface HostOptions {
  /** The user data folder (settings, stats, history, autosave). */
  readonly userDataDir: string;
  readonly transport: 'electron' | 'websocket';
  readonly appVersion?: string;
  readonly platform?: string;
  /** Bot think time in ms (overrides the botSpeed setting); 0 = act at once. */
  readonly botThinkMs?: number;
  /** The waits between tries of a failed autosave (default save-pause.ts SAVE_RETRY_DELAYS_MS). */
  readonly saveRetryDelaysMs?: readonly number[];
  /** A bot worker that does not answer within this time is replaced (default 10 s + think time). */
  readonly botTimeoutMs?: number;
  /** How long the renderer has to answer a dice-request before the CSPRNG rolls (default 8 s), from its dice:ready. */
  readonly diceTimeoutMs?: number;
  /** The hard bound on waiting for a 3D table's dice:ready before the CSPRNG rolls (default 30 s). */
  readonly diceReadyLimitMs?: number;
  /** The bound on bots waiting for a 3D table's dice:settled (default 12 s). */
  readonly throwSettleLimitMs?: number;
  /** The bot worker module (tests inject crashing or hanging workers). */
  readonly botWorkerUrl?: URL;
  /** Where the bot worker reads Maestro's endgame tables (default: assets/solver/ beside the code). */
  readonly endgameTablesDir?: string;
  readonly log?: (message: string) => void;
  /** The secret relabellings' randomness, 0..n-1 (default node:crypto; tests inject a fixed one to choose faces). */
  readonly random?: (n: number) => number;
  /** The clock and timers of the silent-table bound and the per-client work budget (default Date.now and the global timers; tests inject their own). */
  readonly timers?: HostTimers;
  /** Per-client caps (docs/host.md, "Fair to every client"; default DEFAULT_FAIRNESS). */
  readonly fairness?: Partial<FairnessLimits>;
  /** Told the settings once a settings:set is on disk (Electron rebuilds its menu in the chosen language). */
  readonly onSettings?: (settings: Settings) => void;
  /** The phones' listener (issue 28; main/web/phones.ts); without it a game with phone seats is refused (PHONES). */
  readonly phones?: PhonesPort;
  /** How long the phones' listener stays up after the match ended (the last reveal on the phones; default 60 s). */
  readonly phonesAfterMatchMs?: number;
  /** A write fault on every file the host writes (tests inject a full or failing disk; issue 39.6: never process-wide). */
  readonly writeFault?: WriteFault;
}

/** The channels a phone may use (the LAN listener refuses the others with FORBIDDEN): its seat's play and what its page reads. */
export const PHONE_CHANNELS: readonly Channel[] = ['game:act', 'game:show', 'game:resume', 'round:continue', 'dice:shake', 'app:info', 'settings:get'];

/** The person seats of a session played on phones (issue 28). */
export function phoneSeats(s: Session): Seat[] {
  return humanSeats(s).filter((seat) => s.seats[seat]?.phone === true);
}

/** What the screen that starts or resumes a game holds: hot-seat (the screen), or in phones mode the shared screen with the person seats played on it. */
function ownerRole(s: Session): ClientRole {
  const phones = phoneSeats(s);
  return phones.length === 0 ? { kind: 'screen' } : { kind: 'shared', seats: humanSeats(s).filter((x) => !phones.includes(x)) };
}

/** A clock and one-shot timers (injectable: tests drive them by hand). */
export interface HostTimers {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const SYSTEM_TIMERS: HostTimers = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as NodeJS.Timeout),
};

/** With the auto-continue setting on, a table silent this long past its countdown no longer holds the reveal (docs/host.md, "A silent table"). */
export const AUTO_CONTINUE_GRACE_MS = 5000;
/** With the auto-continue setting off, a table silent this long after another table continued no longer holds the reveal. */
export const SILENT_TABLE_MS = 60_000;

/** The handler of one channel: its parsed payload in, its reply out. */
type Handler<C extends Channel> = (client: ClientState, payload: ParsedPayload<C>) => Result<Reply<C>> | Promise<Result<Reply<C>>>;
/** Every channel's handler: a channel without one does not compile. */
type Handlers = { readonly [C in Channel]: Handler<C> };

/** One connected client (a window, or a WebSocket): it shows one seat at a time. */
export interface HostClient {
  readonly id: number;
  handle(channel: unknown, payload: unknown): Promise<Result<unknown>>;
  disconnect(): void;
}

export class GameHost {
  private session: Session | null = null;
  /** The last finished match's record, for record:export after the match ended. */
  private lastRecord: GameRecord | null = null;
  /** The imported record (record:replay). */
  private loaded: GameRecord | null = null;
  private readonly clients: Clients;
  private readonly persistence: Persistence;
  private readonly pipeline: ActionPipeline;
  /** The game pauses while its autosave fails (issue 30.1). */
  private readonly savePause: SavePauser;
  private readonly dice: DiceFlow;
  private readonly botTurns: BotTurns;
  private readonly bots: BotRunner;
  /** The clients showing the table to people: reveals wait for their Continue (issue 12). */
  private readonly tables = new Tables((id) => {
    const c = this.clients.get(id);
    return c !== undefined && this.clients.holdsAny(c);
  });
  /** Bots wait for the throw to settle on a 3D table. */
  private readonly throwHold: ThrowHold;
  /** Bumped whenever the session changes: callbacks of an older epoch do nothing. */
  private epoch = 0;
  private roundCounter = 0;
  /** Names this host's dice requests apart from another host's (a page that outlives a restarted host never mistakes one for a request it answered). */
  private readonly requestPrefix = randomBytes(3).toString('hex');
  /** The reveal on the tables' screens now (its round, when the host first saw it) and its silent-table bound's timer. */
  private reveal: { round: number; openedAt: number; deadline: number | null; timer: unknown } | null = null;
  private readonly timers: HostTimers;
  /** Per-client caps on requests in flight and work per second; expensive requests queued. */
  private readonly fairness: Fairness;
  private busy = false;
  private idleWaiters: (() => void)[] = [];
  private closed = false;
  private readonly log: (message: string) => void;

  constructor(private readonly options: HostOptions) {
    const log = options.log ?? ((m: string) => console.warn(`[dudo host] ${m}`));
    this.log = log;
    this.timers = options.timers ?? SYSTEM_TIMERS;
    this.fairness = new Fairness({ ...DEFAULT_FAIRNESS, ...options.fairness }, () => this.timers.now(), log);
    this.clients = new Clients(() => this.session, log);
    this.persistence = new Persistence(options.userDataDir, log, (m) => this.report('STORAGE', m), options.writeFault);
    this.pipeline = new ActionPipeline({
      session: () => this.session,
      persistence: this.persistence,
      clients: this.clients,
      epoch: () => this.epoch,
      matchEnded: (s) => {
        this.lastRecord = s.record;
        this.phonesAfterMatch(s);
      },
      next: () => this.schedule(),
      paused: () => this.savePause.current,
      saveFailed: () => this.savePause.failed(),
    });
    this.savePause = new SavePauser({
      saveAgain: () => (this.session ? this.save(this.session) : null),
      lastSaveOk: () => this.persistence.lastAutosaveOk,
      lastError: () => this.persistence.lastAutosaveError,
      savedActions: () => this.session?.told.actionCount ?? 0,
      tell: (pause) => {
        this.clients.broadcast({ type: 'save-pause', pause });
        if (!pause) this.schedule(); // saved again: the game goes on
      },
      log,
      ...(options.saveRetryDelaysMs ? { delaysMs: options.saveRetryDelaysMs } : {}),
    });
    this.dice = new DiceFlow({
      deadlineMs: options.diceTimeoutMs ?? 8000,
      readyLimitMs: options.diceReadyLimitMs ?? 30_000,
      roll: (action, request, source) => {
        // The roll is applied at once (its index is known now); it is told once saved.
        const r = this.pipeline.begin(action, undefined, { afterTold: () => this.clients.broadcast({ type: 'dice-rolled', roundId: request.roundId, source }) });
        if (r.ok) this.holdBotsForThrow(request.roundId);
        return r.ok ? r.value.index : null;
      },
      sendEach: (make) => this.clients.sendEach(make),
      ...(options.random ? { random: options.random } : {}),
      sendTo: (c, e) => this.clients.sendTo(c, e),
      visibleSeat: (c) => this.clients.visibleSeat(c),
      log,
      settled: () => this.notifyIfSettled(),
    });
    this.throwHold = new ThrowHold(options.throwSettleLimitMs ?? 12_000, () => this.schedule());
    const think = options.botThinkMs ?? 1200;
    this.bots = new BotRunner({
      timeoutMs: options.botTimeoutMs ?? 10_000 + think,
      log,
      ...(options.botWorkerUrl ? { workerUrl: options.botWorkerUrl } : {}),
      ...(options.endgameTablesDir ? { endgameTablesDir: options.endgameTablesDir } : {}),
    });
    this.botTurns = new BotTurns({
      runner: this.bots,
      baseThinkMs: (kind) => baseThinkMsFor(kind, this.persistence.settings.botSpeed, options.botThinkMs),
      epoch: () => this.epoch,
      apply: (action, bot) => this.pipeline.apply(action, bot),
      broadcast: (e) => this.clients.broadcast(e),
      report: (m) => this.report('INTERNAL', m),
      log,
      settled: () => this.notifyIfSettled(),
      next: () => this.schedule(),
    });
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
        const s = this.session;
        this.tables.drop(client.id, s ? revealPending(s.state) : null, held);
        // a phone gone gives its seat back to the screen (hot-seat): it is told what it holds now
        if (s && held && !this.closed) this.clients.broadcastSession();
        this.tablesChanged();
      },
    };
  }

  /** Stops timers and the bot worker and finishes pending writes. The autosave stays (the game can be resumed). */
  async close(): Promise<void> {
    this.closed = true;
    await this.stopPhones();
    this.fairness.close();
    this.epoch++;
    this.clearTimers();
    this.savePause.cancel();
    this.bots.close();
    this.clients.clear();
    for (const w of this.idleWaiters.splice(0)) w();
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
    const s = this.session;
    if (!s) return errResult('NO_GAME', 'No game is being played.');
    const c = this.clients.get(clientId);
    if (!c) return errResult('DISCONNECTED', `Client ${clientId} is not connected.`);
    const seats = role.kind === 'phone' ? [role.seat] : role.kind === 'shared' ? role.seats : [];
    const bad = seats.find((x) => !isHumanSeat(s, x));
    if (bad !== undefined) return errResult('NOT_YOUR_SEAT', `Seat ${bad} is not a human player's seat.`);
    this.clients.assign(c, role);
    // a phone coming back takes its seat back from the bot that played it meanwhile
    if (role.kind === 'phone' && s.standIns?.has(role.seat)) this.setStandIn(s, role.seat, null);
    this.clients.broadcastSession();
    this.clients.broadcastViews();
    this.tablesChanged();
    return okResult(this.info(c));
  }

  // ---- read-only accessors (tests, the Electron menu) ------------------------------------

  /** The settings as saved (settings.json). */
  get settings(): Settings {
    return this.persistence.settings;
  }

  get currentState(): GameState | null {
    return this.session?.state ?? null;
  }

  get currentRecord(): GameRecord | null {
    return this.session?.record ?? this.lastRecord;
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
    if (this.isSettled()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private isSettled(): boolean {
    return this.closed || (!this.busy && !this.pipeline.busy && !this.botTurns.busy && !this.dice.isPending);
  }

  private notifyIfSettled(): void {
    if (this.isSettled()) for (const w of this.idleWaiters.splice(0)) w();
  }

  // ---- intents ---------------------------------------------------------------------------

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

  /**
   * One handler per channel (docs/host.md, "The contract"): `satisfies Handlers` makes the
   * compiler refuse a channel without a handler, and each handler gets its channel's parsed payload
   * type and must answer its channel's reply type.
   */
  private readonly handlers: Handlers = {
    'game:new': (client, p) => this.newGame(client, p),
    'tutorial:start': (client, p) => this.startTutorial(client, p.name, p.dice3d),
    'game:act': (client, p) => this.act(client, p.action as SeatAction),
    'game:show': (client, p) => this.show(client, p.seat),
    'game:resume': (client) => this.resume(client),
    'game:abandon': (client) => this.abandon(client),
    'game:next': (client) => this.nextGame(client),
    'dice:result': (client, p) => this.diceResult(client, p),
    'record:export': () => exportReply(this.currentRecord, this.session !== null && this.session.state.phase !== 'game-over'),
    'record:import': (_client, p) => {
      const r = importRecord(p.text);
      if (r.record) this.loaded = r.record;
      return r.reply;
    },
    'record:replay': (_client, p) => replayStep(this.loaded, p.step, p.seat),
    'settings:get': () => okResult(this.persistence.settings),
    'settings:set': (_client, p) => {
      const saved = this.persistence.setSettings(p.patch);
      if (saved.ok) this.options.onSettings?.(saved.value);
      return saved;
    },
    'stats:get': () => okResult(this.persistence.stats),
    'profile:save': (_client, p) => this.persistence.saveProfile(p),
    'stats:profile': (_client, p) => this.persistence.profileRecords(p.id),
    'history:get': () => okResult(this.persistence.history),
    'history:record': (_client, p) => this.persistence.gameRecord(p.id),
    'history:delete': (_client, p) => this.persistence.deleteGame(p.id),
    'app:info': () => okResult(this.appInfo()),
    'client:table': (client, p) => {
      this.tables.set(client.id, p.watching, p.dice3d);
      this.tablesChanged();
      return okResult(null);
    },
    'round:continue': (client, p) => {
      if (!this.clients.holdsAny(client)) return notYours('continue the reveal: this screen holds no seat and not the table');
      this.tables.continue(client.id, p.round, this.timers.now());
      this.schedule();
      return okResult(null);
    },
    'dice:ready': (client, p) => {
      if (!this.clients.holdsTable(client)) return notYours('throw the dice: this screen does not hold the table');
      const s = this.session;
      if (s) this.dice.ready(() => s.state, p.roundId);
      return okResult(null);
    },
    'dice:settled': (client, p) => {
      if (!this.clients.holdsTable(client)) return notYours('throw the dice: this screen does not hold the table');
      this.throwHold.release(p.roundId);
      return okResult(null);
    },
    'dice:shake': (client, p) => {
      // issue 28 item 3: a phone shakes its own cup; the table's 3D throw waits for it (docs/host.md, "Phones")
      const s = this.session;
      if (!s) return errResult('NO_GAME', 'No game is being played.');
      const request = this.dice.pendingRequest;
      if (!request || request.purpose !== 'round' || request.roundId !== p.roundId) return errResult('BAD_DICE', 'No throw of these dice is awaited.');
      const seat = request.cups.map((c) => c.seat).find((x) => isHumanSeat(s, x) && this.clients.holdsSeat(client, x));
      if (seat === undefined) return notYours('shake a cup: this screen holds no person seat in this throw');
      this.clients.sendToTables({ type: 'shake', roundId: p.roundId, seat, held: p.held });
      return okResult(null);
    },
    'storage:retry': () => this.retrySave(),
    'phones:pairing': (client) => {
      const denied = this.phonesDenied(client);
      if (denied) return denied;
      const p = this.options.phones?.pairing() ?? null;
      return p ? okResult(p) : errResult('PHONES', "The phones' listener is not running.");
    },
    'phones:address': async (client, p) => {
      const denied = this.phonesDenied(client);
      if (denied) return denied;
      const r = await this.options.phones!.move(p.address);
      if (r.ok) this.log(`phones: listening on ${r.value.address} now`);
      return r;
    },
    'phones:standin': (client, p) => {
      const denied = this.phonesDenied(client);
      if (denied) return denied;
      const s = this.session!;
      if (!phoneSeats(s).includes(p.seat)) return errResult('PHONES', `Seat ${p.seat} is not played on a phone.`);
      s.awayAtSave?.delete(p.seat); // the table decided for the seat: no saved bot waits for it
      this.setStandIn(s, p.seat, p.level);
      return okResult(this.info(client));
    },
    'phones:repair': (client, p) => {
      const denied = this.phonesDenied(client);
      if (denied) return denied;
      if (!phoneSeats(this.session!).includes(p.seat)) return errResult('PHONES', `Seat ${p.seat} is not played on a phone.`);
      const r = this.options.phones!.repair(p.seat);
      if (r.ok) this.log(`phones: seat ${p.seat} re-paired (its old link revoked)`);
      return r;
    },
  } satisfies Handlers;

  /**
   * A bot plays `seat` for its away phone (level), or the seat is the person's again (null). A bot
   * thinking for it when it is taken back is cancelled (its move never lands); everyone is told.
   */
  private setStandIn(s: Session, seat: Seat, level: string | null): void {
    const had = s.standIns?.get(seat) ?? null;
    if (had === level) return;
    s.standIns ??= new Map();
    if (level === null) s.standIns.delete(seat);
    else s.standIns.set(seat, level);
    this.log(level === null ? `phones: seat ${seat} is the person's again` : `phones: a bot (${level}) plays seat ${seat} while its phone is away`);
    if (level === null && this.botTurns.busy) {
      this.botTurns.clear();
      this.notifyIfSettled();
    }
    this.clients.broadcastSession();
    this.schedule();
  }

  /** Why `client` may not read or change the phones' pairing (its links are secrets: only the game's table), or null. */
  private phonesDenied(client: ClientState): Result<never> | null {
    const s = this.session;
    if (!s) return errResult('NO_GAME', 'No game is being played.');
    if (!this.clients.holdsTable(client)) return notYours("read the phones' links: this screen does not hold the table");
    if (phoneSeats(s).length === 0 || !this.options.phones) return errResult('PHONES', 'This game has no phone seats.');
    return null;
  }

  /** A phones game starts (new, or resumed from disk): fresh keys, the listener up; phones are told the pairing as it changes. */
  private async startPhones(s: Session): Promise<Result<unknown>> {
    const seats = phoneSeats(s);
    if (seats.length === 0) {
      await this.stopPhones();
      return okResult(null);
    }
    const port = this.options.phones;
    if (!port) return errResult('PHONES', 'This host cannot play with phones (no phones listener).');
    this.clearPhonesTimer();
    const binder = { connect: (send: (e: HostEvent) => void) => this.connect(send), assign: (id: number, role: ClientRole) => this.assign(id, role) };
    this.clearAwayTimers();
    this.everJoined.clear();
    const changed = (): void => {
      const pairing = port.pairing();
      if (!pairing) return;
      this.clients.sendToTables({ type: 'phones', pairing });
      for (const p of pairing.seats) this.phoneAway(s, p.seat, !p.joined);
    };
    return port.start(
      seats.map((seat) => {
        // issue 28 item 3: the phone speaks its person's profile language where the profile names one
        const language = profileLanguage(this.persistence.stats, s.seats[seat]!);
        return { seat, name: s.seats[seat]!.name, color: s.seats[seat]!.color, ...(language ? { language } : {}) };
      }),
      binder,
      changed,
    );
  }

  private phonesTimer: unknown = null;
  /** Phones mode: the phone seats whose phone joined once this game (only those are given a bot when away), and their away timers. */
  private readonly everJoined = new Set<Seat>();
  private readonly awayTimers = new Map<Seat, unknown>();

  /**
   * A phone seat's phone left (away) or is back: after the `phoneAwayBotSec` setting (0: never by
   * itself), a bot of `phoneAwayBotLevel` plays the seat until the phone comes back (item 5).
   */
  private phoneAway(s: Session, seat: Seat, away: boolean): void {
    const timer = this.awayTimers.get(seat);
    if (!away) {
      this.everJoined.add(seat);
      s.awayAtSave?.delete(seat); // its phone came back after a resume: no saved bot waits for it any more
      if (timer !== undefined) this.timers.clearTimeout(timer);
      this.awayTimers.delete(seat);
      return;
    }
    const after = this.persistence.settings.phoneAwayBotSec;
    if (timer !== undefined || after <= 0 || !this.everJoined.has(seat) || s.standIns?.has(seat)) return;
    this.awayTimers.set(
      seat,
      this.timers.setTimeout(() => {
        this.awayTimers.delete(seat);
        const still = this.options.phones?.pairing()?.seats.find((x) => x.seat === seat);
        // a bot the table called in meanwhile keeps its level
        if (this.session !== s || !still || still.joined || s.state.phase === 'game-over' || s.standIns?.has(seat)) return;
        // after a resume, the bot that stood in when the game was saved (its level); else the setting's
        const level = s.awayAtSave?.get(seat) ?? this.persistence.settings.phoneAwayBotLevel;
        s.awayAtSave?.delete(seat);
        this.setStandIn(s, seat, level);
      }, after * 1000),
    );
  }

  private clearAwayTimers(): void {
    for (const t of this.awayTimers.values()) this.timers.clearTimeout(t);
    this.awayTimers.clear();
  }

  private clearPhonesTimer(): void {
    if (this.phonesTimer !== null) this.timers.clearTimeout(this.phonesTimer);
    this.phonesTimer = null;
  }

  /** The game ended or the app quits: the phones' listener closes and its keys die. */
  private async stopPhones(): Promise<void> {
    this.clearPhonesTimer();
    this.clearAwayTimers();
    await this.options.phones?.stop();
  }

  /** The match ended: the phones show the last reveal, then the listener closes (phonesAfterMatchMs). */
  private phonesAfterMatch(s: Session): void {
    if (phoneSeats(s).length === 0 || !this.options.phones) return;
    this.clearPhonesTimer();
    this.phonesTimer = this.timers.setTimeout(() => {
      this.phonesTimer = null;
      if (this.session === s) void this.stopPhones();
    }, this.options.phonesAfterMatchMs ?? 60_000);
  }

  private dispatch<C extends Channel>(client: ClientState, channel: C, p: ParsedPayload<C>): Result<Reply<C>> | Promise<Result<Reply<C>>> {
    const handler: Handler<C> = this.handlers[channel];
    return handler(client, p);
  }

  private appInfo(): AppInfo {
    return {
      name: 'Dudo',
      version: this.options.appVersion ?? '0.0.0',
      contractVersion: CONTRACT_VERSION,
      transport: this.options.transport,
      platform: this.options.platform ?? process.platform,
      resume: this.session ? null : this.resumeOffer(),
      storageProblems: this.persistence.storageProblems,
      inGame: this.session !== null,
      savePause: this.savePause.current,
    };
  }

  private resumeOffer(): ResumeOffer | null {
    const r = this.persistence.resumable;
    if (!r) return null;
    return {
      savedAt: r.savedAt,
      players: r.seats.map((s) => s.name),
      preset: presetOf(r.record.rules),
      actionCount: r.record.actions.length,
      gameNumber: r.matchState.games.length + (r.matchState.inGame ? 1 : 0),
    };
  }

  private info(client: ClientState): SessionInfo {
    return sessionInfo(this.session!, this.clients.standing(client));
  }

  /**
   * game:new: answered once the new game's autosave is durable (no dice are rolled yet: nothing to
   * hide). A game that cannot be saved is not started: a STORAGE error says why, and the game
   * played before (if any) goes on as it was.
   */
  private async newGame(client: ClientState, setup: ParsedPayload<'game:new'>): Promise<Result<SessionInfo>> {
    // a game being played is replaced only by the screen that holds its table (or when none does)
    if (this.session && !this.clients.holdsTable(client) && this.clients.otherTable(client)) {
      return notYours('start a new game over the one being played: another screen holds its table');
    }
    const created = newSession(setup);
    if (!created.ok) return created;
    // a phones game needs its listener up before it starts (its links are what the screen shows first)
    const phones = await this.startPhones(created.value);
    if (!phones.ok) return phones;
    const before = { session: this.session, resumable: this.persistence.resumable };
    this.stopSession();
    const s = created.value;
    this.session = s;
    this.persistence.resumable = null;
    const durable = await this.save(s);
    if (!durable) {
      if (this.session === s) {
        this.session = before.session;
        this.persistence.resumable = before.resumable;
        if (before.session) this.startSession(client);
      }
      const save = saveFaultOf(this.persistence.lastAutosaveError, 'autosave');
      return errResult('STORAGE', `The new game cannot be saved, so it does not start: ${saveFaultMessage(save)}`, { save });
    }
    this.persistence.rememberSetup(setup);
    if (this.session !== s) return okResult(sessionInfo(s, this.clients.standing(client)));
    this.startSession(client, false);
    // What the game waits for (a dice-request, a bot) comes after this answer, as the client expects.
    this.schedule();
    return okResult(this.info(client));
  }

  /**
   * tutorial:start (issue 26.2): a scripted game that nothing keeps: no autosave (a saved game
   * stays offered for resume), no history, no statistics, no remembered setup. Refused while a
   * game is being played (it would be lost without a save).
   */
  private startTutorial(client: ClientState, name: string, dice3d: boolean): Result<SessionInfo> {
    if (this.session && !this.session.tutorial && this.session.state.phase !== 'game-over') {
      return errResult('GAME_IN_PROGRESS', 'A game is being played: return to it or abandon it before the tutorial.');
    }
    if (this.session && !this.clients.holdsTable(client) && this.clients.otherTable(client)) {
      return notYours('start the tutorial: another screen holds the table');
    }
    const created = newTutorialSession(name, dice3d);
    if (!created.ok) return created;
    this.stopSession();
    this.session = created.value;
    this.startSession(client, false);
    this.schedule();
    return okResult(this.info(client));
  }

  /** storage:retry: the paused game's save is tried now. */
  private async retrySave(): Promise<Result<null>> {
    if (await this.savePause.retryNow()) return okResult(null);
    const pause = this.savePause.current;
    if (!pause) return errResult('NO_GAME', 'No game is waiting for its save.');
    return errResult('STORAGE', `The game is still paused: ${saveFaultMessage(pause)}`, { save: pause });
  }

  private save(s: Session): Promise<boolean> {
    return this.persistence.autosave(s, () => this.clients.broadcast({ type: 'saved', actionCount: s.record.actions.length }));
  }

  /**
   * A session was created or resumed by `owner`: it holds the table and every person seat
   * (hot-seat), every other client is a watcher, everyone shows the public view (the renderer
   * asks for the seat it may show); told to every client, and played on (now, or by the caller).
   */
  private startSession(owner: ClientState, playOn = true): void {
    this.clients.newSession(owner);
    if (this.session && phoneSeats(this.session).length > 0) this.clients.assign(owner, ownerRole(this.session));
    this.clients.broadcastSession();
    this.clients.broadcastViews();
    if (playOn) this.schedule();
  }

  /** game:act: answered once the action is durable and told (docs/host.md, durability). */
  private async act(client: ClientState, action: SeatAction): Promise<Result<Reply<'game:act'>>> {
    const s = this.session;
    if (!s) return errResult('NO_GAME', 'No game is being played.');
    if (!isHumanSeat(s, action.seat)) return errResult('NOT_YOUR_SEAT', `Seat ${action.seat} is not a human player's seat.`);
    if (!this.clients.holdsSeat(client, action.seat)) return notYours(`act for seat ${action.seat}: this screen does not hold it`);
    const r = await this.pipeline.apply(action);
    if (!r.ok) return r;
    return okResult({ actionIndex: r.value });
  }

  private show(client: ClientState, seat: Seat | null): Result<SessionInfo> {
    const s = this.session;
    if (!s) return errResult('NO_GAME', 'No game is being played.');
    if (seat !== null && !isHumanSeat(s, seat)) {
      return errResult('NOT_YOUR_SEAT', `Seat ${seat} is not a human player's seat: its dice stay hidden.`);
    }
    if (seat !== null && !this.clients.holdsSeat(client, seat)) return notYours(`be shown seat ${seat}: this screen does not hold it`);
    client.shownSeat = seat;
    this.clients.sendView(client);
    this.clients.sendSession(client);
    return okResult(this.info(client));
  }

  private async resume(client: ClientState): Promise<Result<SessionInfo>> {
    if (this.session) {
      // A client reconnecting (a reload): it gets the session as it is, from the public view (its
      // page asks for the seat it may show). A screen whose table is held by no connected client
      // (the old page's connection closed) takes the table and the person seats (hot-seat).
      if (!this.clients.holdsAny(client) && !this.clients.otherTable(client)) {
        this.clients.assign(client, ownerRole(this.session));
        this.clients.broadcastSession();
        this.tablesChanged();
      }
      client.shownSeat = null;
      this.clients.sendView(client);
      this.clients.sendSession(client);
      this.dice.resend(client);
      this.resendReasons(client);
      return okResult(this.info(client));
    }
    const r = this.persistence.resumable;
    if (!r) return errResult('NOTHING_TO_RESUME', 'There is no saved game to resume.');
    const restored = restoredSession(r);
    // a phones game resumed after a restart: new keys (the old links died with the old process)
    const phones = await this.startPhones(restored);
    if (!phones.ok) return phones;
    if (this.session) return this.resume(client); // another client resumed it meanwhile
    this.stopSession();
    this.session = restored;
    this.persistence.resumable = null;
    this.startSession(client);
    // issue 28 item 5: a seat a bot played when the game was saved is its person's again; the bot
    // comes back only if the phone is still away after phoneAwayBotSec (its phone counts as one that had joined)
    for (const seat of restored.awayAtSave?.keys() ?? []) {
      this.everJoined.add(seat);
      this.phoneAway(restored, seat, true);
    }
    this.resendReasons(client);
    return okResult(this.info(client));
  }

  /**
   * Issue 26 item 6: a client coming back to the game (a reload, a resume from the autosave) is told
   * the bots' reasons of the last resolved round again, so its reveal still offers the "why?". Only a
   * resolved round's: the reasons of the round being played stay held until it is resolved.
   */
  private resendReasons(client: ClientState): void {
    const told = this.session?.toldReasons;
    if (told) this.clients.sendTo(client, { type: 'bot-reasons', round: told.round, reasons: [...told.reasons] });
  }

  /**
   * game:abandon (removes the autosave): only the screen holding the game's table; with no game in
   * memory any client may drop the saved one (any client could resume it and so hold it).
   */
  private abandon(client: ClientState): Result<null> {
    if (this.session && !this.clients.holdsTable(client)) return notYours('abandon the game: this screen does not hold its table');
    const tutorial = this.session?.tutorial === true;
    this.stopSession();
    this.session = null;
    void this.stopPhones();
    if (tutorial) {
      // the tutorial left: a saved game on disk stays offered for resume
      this.clients.endSession();
      this.clients.broadcast({ type: 'session', session: null });
      this.notifyIfSettled();
      return okResult(null);
    }
    this.persistence.resumable = null;
    this.persistence.removeAutosave();
    this.clients.endSession();
    this.clients.broadcast({ type: 'session', session: null });
    this.notifyIfSettled();
    return okResult(null);
  }

  private async nextGame(client: ClientState): Promise<Result<SessionInfo>> {
    const s = this.session;
    if (!s) return errResult('NO_GAME', 'No game is being played.');
    if (s.state.phase !== 'game-over') return errResult('MATCH_STATE', 'The game is still being played.');
    if (matchWinner(s) !== null) return errResult('MATCH_STATE', 'The match is over: start a new game.');
    if (!this.clients.holdsTable(client)) return notYours('start the next game: this screen does not hold the table');
    this.stopSession();
    startNextGame(s);
    const durable = this.save(s);
    this.clients.broadcastSession();
    this.clients.broadcastViews();
    // the next game's start is not answered before it is on disk: a failed save pauses the game
    if (!(await durable) && !(await this.savePause.failed())) return errResult('STORAGE', 'The next game was not saved: the game was left while it waited for its save.');
    if (this.session === s) this.schedule();
    return okResult(this.info(client));
  }

  private async diceResult(client: ClientState, payload: ParsedPayload<'dice:result'>): Promise<Result<Reply<'dice:result'>>> {
    const s = this.session;
    if (!s) return errResult('BAD_DICE', 'No dice are being thrown now.');
    // the dice are thrown on the table's screen (every cup: the host's secret relabelling makes the
    // reported axes choose no face); a client without the table only its own seats' cups
    if (!this.clients.holdsTable(client)) {
      if (this.clients.heldSeats(client).length === 0) return notYours('throw the dice: this screen holds no seat and not the table');
      const other = payload.cups.find((cup) => !this.clients.holdsSeat(client, cup.seat));
      if (other) return notYours(`throw seat ${other.seat}'s cup: this screen does not hold it`);
    }
    const accepted = this.dice.accept(s.state, payload);
    if (!accepted.ok) return errResult('BAD_DICE', accepted.message);
    if ('late' in accepted) return okResult({ actionIndex: accepted.actionIndex });
    // The renderer threw axes, not faces (issue 12): the labels are told, and answered, once saved.
    const rolled = (): void => this.clients.broadcast({ type: 'dice-rolled', roundId: accepted.request.roundId, source: 'physics' });
    const applied = this.pipeline.apply(accepted.action, undefined, { afterTold: rolled });
    this.holdBotsForThrow(accepted.request.roundId);
    const r = await applied;
    if (!r.ok && r.error.code === 'STORAGE') return r;
    if (!r.ok) {
      this.throwHold.clear();
      this.schedule(); // a new dice-request follows
      return errResult('BAD_DICE', r.error.message, r.error.ruleCode ? { ruleCode: r.error.ruleCode } : {});
    }
    return okResult({ actionIndex: r.value });
  }

  // ---- what comes next: dice, bots, or a human ------------------------------------------

  /** Looks at the state after a change and starts what it waits for, on a later tick. */
  private schedule(): void {
    if (this.busy || this.closed) return;
    this.busy = true;
    const epoch = this.epoch;
    setImmediate(() => {
      this.busy = false;
      if (epoch === this.epoch) this.advance();
      this.notifyIfSettled();
    });
  }

  private advance(): void {
    const s = this.session;
    // Nothing new starts while an applied action is not yet saved and told (its publication schedules again).
    if (!s || s.state.phase === 'game-over' || this.dice.isPending || this.pipeline.busy || this.savePause.current) return;
    this.botTurns.dropStale(s);
    if (this.botTurns.busy) return;
    // rounds wait for people: the reveal stays until every table watching it continued (issue 12)
    const revealed = revealPending(s.state);
    if (revealed !== null && s.seats.some((x) => x.kind === 'human') && this.tables.waitingFor(revealed)) return this.boundReveal(revealed);
    this.clearRevealBound();
    const request: DiceRequest | null = diceRequestFor(s.state, `${this.requestPrefix}-r${++this.roundCounter}-${s.record.actions.length}`);
    const scripted = scriptedAction(s);
    if (request) {
      const chance = scripted && (scripted.type === 'roll' || scripted.type === 'startRoll') ? scripted : null;
      return this.dice.start(() => s.state, request, s.dice3d && this.clients.size > 0, this.tables.throws3d, chance);
    }
    const toAct = s.state.toAct;
    // bots speak once the throw has settled on screen (or its bound passed); a setup choice (the
    // direction after the start roll) is weighed while the throw plays, and told after it settled
    if (toAct === null || (s.seats[toAct]?.kind !== 'bot' && !s.standIns?.has(toAct))) return;
    if (scripted && 'seat' in scripted && scripted.seat === toAct) {
      // "Learn to play": the bot's move is the script's
      if (!this.throwHold.active) this.botTurns.startScripted(s, toAct, scripted);
      else this.botTurns.startScripted(s, toAct, scripted, this.throwHold.ended);
      return;
    }
    if (!this.throwHold.active) this.botTurns.start(s, toAct);
    else if (thinkKindOf(s.state.phase) === 'setup') this.botTurns.start(s, toAct, this.throwHold.ended);
  }

  /**
   * A reveal waits for its tables: a table silent past the bound no longer holds it (docs/host.md,
   * "A silent table"). The bound: the auto-continue delay and a grace from when the reveal opened;
   * with auto-continue off, SILENT_TABLE_MS after another table continued; none while no table
   * continued (people read a reveal as long as they like).
   */
  private boundReveal(round: number): void {
    const now = this.timers.now();
    if (this.reveal?.round !== round) {
      this.clearRevealBound();
      this.reveal = { round, openedAt: now, deadline: null, timer: null };
    }
    const r = this.reveal!;
    const autoSec = this.persistence.settings.autoContinueSec;
    const first = this.tables.firstContinueAt(round);
    const deadline = autoSec > 0 ? r.openedAt + autoSec * 1000 + AUTO_CONTINUE_GRACE_MS : first !== null ? first + SILENT_TABLE_MS : null;
    if (deadline === r.deadline) return;
    if (r.timer !== null) this.timers.clearTimeout(r.timer);
    r.deadline = deadline;
    r.timer =
      deadline === null
        ? null
        : this.timers.setTimeout(() => {
            if (this.reveal !== r) return;
            r.timer = null;
            const silenced = this.tables.silence(round);
            if (silenced.length > 0) this.log(`round ${round}: no Continue from table(s) ${silenced.join(', ')} within the bound; the reveal no longer waits for them`);
            this.schedule();
          }, Math.max(0, deadline - now));
  }

  private clearRevealBound(): void {
    if (this.reveal?.timer != null) this.timers.clearTimeout(this.reveal.timer);
    this.reveal = null;
  }

  /** A roll thrown for a 3D table was applied: bots wait until a table reports it settled on screen. */
  private holdBotsForThrow(roundId: string): void {
    const s = this.session;
    if (s?.dice3d && this.tables.throws3d) this.throwHold.hold(roundId);
  }

  /** A table came, went or changed: what waited for it may go on. */
  private tablesChanged(): void {
    const s = this.session;
    if (s && !this.tables.throws3d) {
      this.dice.noTableWaits(() => s.state);
      this.throwHold.clear();
    }
    this.schedule();
  }

  private report(code: 'STORAGE' | 'INTERNAL', message: string): void {
    this.log(message);
    this.clients.broadcast({ type: 'error', error: { code, message } });
  }

  private clearTimers(): void {
    this.clearRevealBound();
    this.dice.clear();
    this.throwHold.clear();
    this.botTurns.clear();
  }

  /** Ends whatever the current session was waiting for (timers, bot decisions). */
  private stopSession(): void {
    this.epoch++;
    this.savePause.cancel();
    this.tables.resetRounds();
    this.clearTimers();
    this.busy = false;
  }
}

/** The typed refusal of a request for a seat (or the table) the client does not hold. */
function notYours<T = never>(what: string): Result<T> {
  return errResult('NOT_YOUR_SEAT', `This screen may not ${what}.`);
}
