// The game host: sessions from a setup, human intents through the engine, bots in a worker,
// dice from the renderer or a CSPRNG, per-seat views pushed to each client, autosave after
// every action, settings / stats / history. Plain Node: never imports electron.
import { randomInt, randomUUID } from 'node:crypto';
import {
  appendAction,
  applyAction,
  createMatch,
  exportRecord,
  finishMatchGame,
  newRecord,
  parseRecordText,
  presetOf,
  replay,
  startMatchGame,
  viewFor,
  type Action,
  type GameEvent,
  type GameRecord,
  type GameState,
  type MatchState,
  type Seat,
  type SeatAction,
} from '../../engine/index';
import {
  CONTRACT_VERSION,
  errResult,
  okResult,
  parseIntent,
  settingsSchema,
  type AppInfo,
  type BotActionReason,
  type Channel,
  type HostEvent,
  type MatchSetup,
  type ParsedPayload,
  type Reply,
  type Result,
  type ResumeOffer,
  type SeatSetup,
  type SessionInfo,
  type Settings,
  type Stats,
  type History,
  type StorageProblem,
} from '../contract/index';
import type { BotReason } from '../../engine/bots/index';
import { loadAutosave, removeAutosave, writeAutosave, type RestoredSession } from './autosave';
import { BotRunner } from './bots';
import { checkDiceResult, cryptoRoll, diceRequestFor, type DiceRequest } from './dice';
import { addGameToHistory, addGameToStats, historyEntryOf, HISTORY_FILE, SETTINGS_FILE, STATS_FILE } from './profile';
import { loadVersioned, saveVersioned, saveVersionedAsync, SerialWriter } from './storage';

export interface HostOptions {
  /** The user data folder (settings, stats, history, autosave). */
  readonly userDataDir: string;
  readonly transport: 'electron' | 'websocket';
  readonly appVersion?: string;
  readonly platform?: string;
  /** Bot think time in ms (overrides the botSpeed setting); 0 = act at once. */
  readonly botThinkMs?: number;
  /** A bot worker that does not answer within this time is replaced (default 10 s + think time). */
  readonly botTimeoutMs?: number;
  /** How long the renderer has to answer a dice-request before the CSPRNG rolls (default 8 s). */
  readonly diceTimeoutMs?: number;
  /** The bot worker module (tests inject crashing or hanging workers). */
  readonly botWorkerUrl?: URL;
  readonly log?: (message: string) => void;
}

/** Think time per botSpeed setting, ms (a little jitter is added: human-like pacing). */
export const THINK_MS: Readonly<Record<Settings['botSpeed'], number>> = { slow: 2200, normal: 1200, fast: 500, instant: 0 };

/** One connected client (a window, or a WebSocket): it shows one seat at a time. */
export interface HostClient {
  readonly id: number;
  handle(channel: unknown, payload: unknown): Promise<Result<unknown>>;
  disconnect(): void;
}

interface ClientState {
  readonly id: number;
  readonly send: (event: HostEvent) => void;
  shownSeat: Seat | null;
}

interface Session {
  readonly id: string;
  readonly seats: readonly SeatSetup[];
  readonly match: MatchSetup;
  readonly dice3d: boolean;
  matchState: MatchState;
  record: GameRecord;
  state: GameState;
  /** Every event of the current game (for stats). */
  events: GameEvent[];
  /** The bots' reasons in the round being played, told once it is resolved (they may tell hidden dice). */
  heldReasons: BotActionReason[];
}

interface PendingDice {
  readonly request: DiceRequest;
  readonly timer: NodeJS.Timeout;
}

export class GameHost {
  private readonly clients = new Map<number, ClientState>();
  private nextClientId = 1;
  private session: Session | null = null;
  /** The last finished session's record, for record:export after the match ended. */
  private lastRecord: GameRecord | null = null;
  private loaded: GameRecord | null = null;
  private resumable: RestoredSession | null;
  private settings: Settings;
  private stats: Stats;
  private history: History;
  readonly storageProblems: StorageProblem[] = [];
  private readonly bots: BotRunner;
  private readonly writer: SerialWriter;
  private readonly profileWriter: SerialWriter;
  private pendingDice: PendingDice | null = null;
  private botTimer: NodeJS.Timeout | null = null;
  /** Bumped whenever the session changes: callbacks of an older epoch do nothing. */
  private epoch = 0;
  private roundCounter = 0;
  private busy = false;
  private idleWaiters: (() => void)[] = [];
  private closed = false;
  private readonly log: (message: string) => void;

  constructor(private readonly options: HostOptions) {
    this.log = options.log ?? ((m) => console.warn(`[dudo host] ${m}`));
    const dir = options.userDataDir;
    const settings = loadVersioned(dir, SETTINGS_FILE);
    const stats = loadVersioned(dir, STATS_FILE);
    const history = loadVersioned(dir, HISTORY_FILE);
    const saved = loadAutosave(dir);
    this.settings = settings.value;
    this.stats = stats.value;
    this.history = history.value;
    this.resumable = saved.session;
    for (const p of [settings.problem, stats.problem, history.problem, ...saved.problems]) {
      if (p) {
        this.storageProblems.push(p);
        this.log(`storage: ${p.message} Kept as ${p.keptAs ?? '(could not move it)'}.`);
      }
    }
    this.writer = new SerialWriter((e) => this.report('STORAGE', `The game could not be saved: ${e instanceof Error ? e.message : String(e)}`));
    this.profileWriter = new SerialWriter((e) => this.report('STORAGE', `Stats could not be saved: ${e instanceof Error ? e.message : String(e)}`));
    const think = options.botThinkMs ?? 1200;
    this.bots = new BotRunner({
      timeoutMs: options.botTimeoutMs ?? 10_000 + think,
      log: (m) => this.log(m),
      ...(options.botWorkerUrl ? { workerUrl: options.botWorkerUrl } : {}),
    });
  }

  /** Connects a client; `send` receives its events. */
  connect(send: (event: HostEvent) => void): HostClient {
    const client: ClientState = { id: this.nextClientId++, send, shownSeat: this.defaultShownSeat() };
    this.clients.set(client.id, client);
    return {
      id: client.id,
      handle: (channel, payload) => this.handle(client, channel, payload),
      disconnect: () => {
        this.clients.delete(client.id);
      },
    };
  }

  /** Stops timers and the bot worker and finishes pending writes. The autosave stays (the game can be resumed). */
  async close(): Promise<void> {
    this.closed = true;
    this.epoch++;
    this.clearTimers();
    this.bots.close();
    this.clients.clear();
    for (const w of this.idleWaiters.splice(0)) w();
    await this.flush();
  }

  /** Resolves when every autosave, stats and history write queued so far is on disk. */
  async flush(): Promise<void> {
    await this.writer.flush();
    await this.profileWriter.flush();
  }

  /** Starts the bot worker ahead of the first bot turn. */
  warmUp(): Promise<void> {
    return this.bots.warm();
  }

  // ---- read-only accessors (tests, the Electron menu) ------------------------------------

  get currentState(): GameState | null {
    return this.session?.state ?? null;
  }

  get currentRecord(): GameRecord | null {
    return this.session?.record ?? this.lastRecord;
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
    return this.closed || (!this.busy && this.botTimer === null && this.pendingDice === null && this.botPending === null);
  }

  /** The id of the bot decision in flight, or null. */
  private botPending: number | null = null;
  private botRequests = 0;

  private notifyIfSettled(): void {
    if (this.isSettled()) for (const w of this.idleWaiters.splice(0)) w();
  }

  // ---- intents ---------------------------------------------------------------------------

  /** Validates and handles one intent. Never throws; a bad payload changes nothing. */
  async handle(client: ClientState, channel: unknown, payload: unknown): Promise<Result<unknown>> {
    const parsed = parseIntent(channel, payload);
    if (!parsed.ok) return parsed;
    try {
      return await this.dispatch(client, channel as Channel, parsed.value);
    } catch (e) {
      this.log(`internal error on ${String(channel)}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
      return errResult('INTERNAL', 'Something went wrong in the host; the game is unchanged.');
    }
  }

  private async dispatch(client: ClientState, channel: Channel, p: unknown): Promise<Result<unknown>> {
    switch (channel) {
      case 'game:new':
        return this.newGame(client, p as ParsedPayload<'game:new'>);
      case 'game:act':
        return this.act((p as ParsedPayload<'game:act'>).action as SeatAction);
      case 'game:show':
        return this.show(client, (p as ParsedPayload<'game:show'>).seat);
      case 'game:resume':
        return this.resume(client);
      case 'game:abandon':
        return this.abandon();
      case 'game:next':
        return this.nextGame(client);
      case 'dice:result':
        return this.diceResult(p as ParsedPayload<'dice:result'>);
      case 'record:export':
        return this.exportCurrent();
      case 'record:import':
        return this.importRecord((p as ParsedPayload<'record:import'>).text);
      case 'record:replay': {
        const r = p as ParsedPayload<'record:replay'>;
        return this.replayStep(r.step, r.seat);
      }
      case 'settings:get':
        return okResult<Reply<'settings:get'>>(this.settings);
      case 'settings:set':
        return this.setSettings((p as ParsedPayload<'settings:set'>).patch);
      case 'stats:get':
        return okResult<Reply<'stats:get'>>(this.stats);
      case 'history:get':
        return okResult<Reply<'history:get'>>(this.history);
      case 'app:info':
        return okResult<Reply<'app:info'>>(this.appInfo());
    }
  }

  private appInfo(): AppInfo {
    return {
      name: 'Dudo',
      version: this.options.appVersion ?? '0.0.0',
      contractVersion: CONTRACT_VERSION,
      transport: this.options.transport,
      platform: this.options.platform ?? process.platform,
      resume: this.session ? null : this.resumeOffer(),
      storageProblems: this.storageProblems,
      inGame: this.session !== null,
    };
  }

  private resumeOffer(): ResumeOffer | null {
    const r = this.resumable;
    if (!r) return null;
    return {
      savedAt: r.savedAt,
      players: r.seats.map((s) => s.name),
      preset: presetOf(r.record.rules),
      actionCount: r.record.actions.length,
      gameNumber: r.matchState.games.length + (r.matchState.inGame ? 1 : 0),
    };
  }

  private newGame(client: ClientState, setup: ParsedPayload<'game:new'>): Result<SessionInfo> {
    let matchState: MatchState;
    let game: GameState;
    let start: GameRecord['start'];
    try {
      const m = startMatchGame(createMatch(setup.rules, setup.seats.length, { startingChips: setup.match.startingChips }));
      matchState = m.match;
      game = m.game;
      start = m.setup.start;
    } catch (e) {
      return errResult('BAD_PAYLOAD', `These rules cannot start a game: ${e instanceof Error ? e.message : String(e)}`, { field: 'rules' });
    }
    this.stopSession();
    const seats = setup.seats;
    this.session = {
      id: randomUUID(),
      seats,
      match: setup.match,
      dice3d: setup.dice3d,
      matchState,
      record: newRecord(setup.rules, recordPlayers(seats), start),
      state: game,
      events: [],
      heldReasons: [],
    };
    this.resumable = null;
    this.settings = { ...this.settings, lastSetup: setup };
    this.saveSettingsQuietly();
    for (const c of this.clients.values()) c.shownSeat = this.defaultShownSeat();
    this.autosave();
    this.broadcastSession();
    this.broadcastViews();
    this.schedule();
    return okResult(this.sessionInfo(client));
  }

  private act(action: SeatAction): Result<Reply<'game:act'>> {
    const s = this.session;
    if (!s) return errResult('NO_GAME', 'No game is being played.');
    const seat = action.seat;
    if (seat >= s.seats.length || s.seats[seat]!.kind !== 'human') {
      return errResult('NOT_YOUR_SEAT', `Seat ${seat} is not a human player's seat.`);
    }
    const r = this.apply(action);
    if (!r.ok) return r;
    return okResult({ actionIndex: r.value });
  }

  private show(client: ClientState, seat: Seat | null): Result<SessionInfo> {
    const s = this.session;
    if (!s) return errResult('NO_GAME', 'No game is being played.');
    if (seat !== null && (seat >= s.seats.length || s.seats[seat]!.kind !== 'human')) {
      return errResult('NOT_YOUR_SEAT', `Seat ${seat} is not a human player's seat: its dice stay hidden.`);
    }
    client.shownSeat = seat;
    this.sendView(client);
    const info = this.sessionInfo(client);
    client.send({ type: 'session', session: info });
    return okResult(info);
  }

  private resume(client: ClientState): Result<SessionInfo> {
    if (this.session) {
      // A client reconnecting (a reload): it gets the session as it is.
      this.sendView(client);
      client.send({ type: 'session', session: this.sessionInfo(client) });
      this.resendDiceRequest(client);
      return okResult(this.sessionInfo(client));
    }
    const r = this.resumable;
    if (!r) return errResult('NOTHING_TO_RESUME', 'There is no saved game to resume.');
    this.stopSession();
    const events = replay(r.record).events;
    this.session = {
      id: r.sessionId,
      seats: r.seats,
      match: r.match,
      dice3d: r.dice3d,
      matchState: r.matchState,
      record: r.record,
      state: r.state,
      events: [...events],
      heldReasons: [],
    };
    this.resumable = null;
    for (const c of this.clients.values()) c.shownSeat = this.defaultShownSeat();
    this.broadcastSession();
    this.broadcastViews();
    this.schedule();
    return okResult(this.sessionInfo(client));
  }

  private abandon(): Result<null> {
    this.stopSession();
    this.session = null;
    this.resumable = null;
    const dir = this.options.userDataDir;
    this.writer.enqueue(async () => removeAutosave(dir));
    this.broadcast({ type: 'session', session: null });
    this.notifyIfSettled();
    return okResult(null);
  }

  private nextGame(client: ClientState): Result<SessionInfo> {
    const s = this.session;
    if (!s) return errResult('NO_GAME', 'No game is being played.');
    if (s.state.phase !== 'game-over') return errResult('MATCH_STATE', 'The game is still being played.');
    if (this.matchWinner(s) !== null) return errResult('MATCH_STATE', 'The match is over: start a new game.');
    const m = startMatchGame(s.matchState);
    this.stopSession();
    s.matchState = m.match;
    s.state = m.game;
    s.record = newRecord(s.record.rules, s.record.players, m.setup.start);
    s.events = [];
    s.heldReasons = [];
    this.autosave();
    this.broadcastSession();
    this.broadcastViews();
    this.schedule();
    return okResult(this.sessionInfo(client));
  }

  private diceResult(payload: ParsedPayload<'dice:result'>): Result<Reply<'dice:result'>> {
    const s = this.session;
    const pending = this.pendingDice;
    if (!s || !pending) return errResult('BAD_DICE', 'No dice are being thrown now.');
    const checked = checkDiceResult(s.state, pending.request, payload);
    if (!checked.ok) return errResult('BAD_DICE', checked.message);
    clearTimeout(pending.timer);
    this.pendingDice = null;
    const r = this.apply(checked.action);
    if (!r.ok) {
      this.schedule(); // a new dice-request follows
      return errResult('BAD_DICE', r.error.message, r.error.ruleCode ? { ruleCode: r.error.ruleCode } : {});
    }
    this.broadcast({ type: 'dice-rolled', roundId: pending.request.roundId, source: 'physics' });
    return okResult({ actionIndex: r.value });
  }

  private exportCurrent(): Result<Reply<'record:export'>> {
    const record = this.currentRecord;
    if (!record) return errResult('NO_GAME', 'There is no game to export.');
    const stamp = new Date().toISOString().slice(0, 16).replace(/[T:]/g, '-');
    return okResult({ text: exportRecord(record), suggestedName: `dudo-${stamp}.json` });
  }

  private importRecord(text: string): Result<Reply<'record:import'>> {
    const parsed = parseRecordText(text);
    if (!parsed.ok) return errResult('BAD_RECORD', parsed.error.message, { field: parsed.error.field });
    const r = replay(parsed.record);
    if (!r.ok) {
      return errResult('BAD_RECORD', `Action ${r.error?.index} is refused: ${r.error?.message}`, { field: `actions[${r.error?.index}]`, ruleCode: r.error?.code ?? '' });
    }
    this.loaded = parsed.record;
    return okResult({
      players: parsed.record.players.map((p) => p.name),
      rules: parsed.record.rules,
      actionCount: parsed.record.actions.length,
      finished: r.state.phase === 'game-over',
      winner: r.state.winner,
    });
  }

  private replayStep(step: number, seat: Seat | null): Result<Reply<'record:replay'>> {
    const record = this.loaded;
    if (!record) return errResult('NO_RECORD', 'No record is loaded: import one first.');
    if (step > record.actions.length) return errResult('BAD_PAYLOAD', `The record has ${record.actions.length} actions.`, { field: 'step' });
    if (seat !== null && seat >= record.players.length) return errResult('BAD_PAYLOAD', `The record has ${record.players.length} seats.`, { field: 'seat' });
    const r = replay({ ...record, actions: record.actions.slice(0, step) });
    const last = step > 0 ? replay({ ...record, actions: record.actions.slice(0, step - 1) }).events.length : 0;
    return okResult({ step, total: record.actions.length, action: step > 0 ? record.actions[step - 1]! : null, view: viewFor(r.state, seat), events: r.events.slice(last) });
  }

  private setSettings(patch: Partial<Settings>): Result<Settings> {
    const next = settingsSchema.safeParse({ ...this.settings, ...patch });
    if (!next.success) return errResult('BAD_PAYLOAD', next.error.issues[0]?.message ?? 'invalid settings', { field: 'patch' });
    try {
      saveVersioned(this.options.userDataDir, SETTINGS_FILE, next.data);
    } catch (e) {
      return errResult('STORAGE', `The settings could not be saved: ${e instanceof Error ? e.message : String(e)}`);
    }
    this.settings = next.data;
    return okResult(this.settings);
  }

  // ---- applying actions ------------------------------------------------------------------

  /** Applies an action to the session: record, autosave, events and views. Returns the action's index. */
  private apply(action: Action, bot?: { seat: Seat; reason: string; detail?: BotReason | undefined }): Result<number> {
    const s = this.session;
    if (!s) return errResult('NO_GAME', 'No game is being played.');
    const r = applyAction(s.state, action);
    if (!r.ok) return errResult('RULE', r.error.message, { ruleCode: r.error.code });
    s.state = r.state;
    s.record = appendAction(s.record, action);
    s.events.push(...r.events);
    const index = s.record.actions.length - 1;
    if (r.state.phase === 'game-over') this.finishGame(s);
    this.autosave();
    if (bot && action.type !== 'startRoll' && action.type !== 'roll') {
      this.broadcast({ type: 'bot-action', seat: bot.seat, action });
      s.heldReasons.push({ seat: bot.seat, action, reason: bot.reason, ...(bot.detail ? { detail: bot.detail } : {}) });
    }
    this.releaseReasons(s, r.events);
    this.broadcast({ type: 'events', events: r.events, action, actionIndex: index });
    this.broadcastViews();
    if (r.state.phase === 'game-over') this.broadcastSession();
    this.schedule();
    return okResult(index);
  }

  /** The round was resolved (its hands are revealed): the bots' reasons held during it are told now. */
  private releaseReasons(s: Session, events: readonly GameEvent[]): void {
    const ended = events.find((e) => e.type === 'resolution' || e.type === 'game-over');
    if (!ended || s.heldReasons.length === 0) return;
    const round = ended.type === 'resolution' ? ended.resolution.round : s.state.round;
    this.broadcast({ type: 'bot-reasons', round, reasons: s.heldReasons });
    s.heldReasons = [];
  }

  private finishGame(s: Session): void {
    const final = s.state;
    s.matchState = finishMatchGame(s.matchState, final);
    const winner = final.winner!;
    const names = s.seats.map((x) => x.name);
    this.stats = addGameToStats(this.stats, names, s.events, winner, final.round);
    this.history = addGameToHistory(this.history, historyEntryOf(`${s.id}-${s.matchState.games.length}`, s.record, s.seats, winner, final.round, new Date()));
    const dir = this.options.userDataDir;
    const stats = this.stats;
    const history = this.history;
    // Off the event loop, one writer per file (a writer keeps only the latest queued state).
    this.profileWriter.enqueue(async () => {
      await saveVersionedAsync(dir, STATS_FILE, stats);
      await saveVersionedAsync(dir, HISTORY_FILE, history);
    });
  }

  private matchWinner(s: Session): Seat | null {
    const w = s.matchState.scores.findIndex((score) => score >= s.match.targetWins);
    return w >= 0 ? w : null;
  }

  private autosave(): void {
    const s = this.session;
    if (!s) return;
    const dir = this.options.userDataDir;
    const actionCount = s.record.actions.length;
    const done = (): void => this.broadcast({ type: 'saved', actionCount });
    if (s.state.phase === 'game-over' && this.matchWinner(s) !== null) {
      // The match is over: nothing to resume.
      this.lastRecord = s.record;
      this.writer.enqueue(async () => {
        removeAutosave(dir);
        done();
      });
      return;
    }
    const saved = { sessionId: s.id, savedAt: new Date().toISOString(), seats: s.seats, match: s.match, dice3d: s.dice3d, matchState: s.matchState, record: s.record };
    this.writer.enqueue(async () => {
      await writeAutosave(dir, saved);
      done();
    });
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
    if (!s || s.state.phase === 'game-over' || this.pendingDice || this.botTimer || this.botPending) return;
    const request = diceRequestFor(s.state, `r${++this.roundCounter}-${s.record.actions.length}`);
    if (request) return this.startDice(s, request);
    const toAct = s.state.toAct;
    if (toAct !== null && s.seats[toAct]?.kind === 'bot') this.startBot(s, toAct);
  }

  private startDice(s: Session, request: DiceRequest): void {
    if (!s.dice3d || this.clients.size === 0) {
      this.apply(cryptoRoll(s.state, request));
      this.broadcast({ type: 'dice-rolled', roundId: request.roundId, source: 'csprng' });
      return;
    }
    const deadlineMs = this.options.diceTimeoutMs ?? 8000;
    const epoch = this.epoch;
    const timer = setTimeout(() => {
      if (epoch !== this.epoch || this.pendingDice?.request !== request) return;
      this.pendingDice = null;
      this.log(`dice ${request.roundId}: no valid answer within ${deadlineMs} ms; rolling with the CSPRNG`);
      this.apply(cryptoRoll(s.state, request));
      this.broadcast({ type: 'dice-rolled', roundId: request.roundId, source: 'csprng' });
      this.notifyIfSettled();
    }, deadlineMs);
    this.pendingDice = { request, timer };
    this.broadcast({ type: 'dice-request', ...request, deadlineMs });
  }

  private resendDiceRequest(client: ClientState): void {
    const p = this.pendingDice;
    if (p) client.send({ type: 'dice-request', ...p.request, deadlineMs: this.options.diceTimeoutMs ?? 8000 });
  }

  private thinkMs(): number {
    const base = this.options.botThinkMs ?? THINK_MS[this.settings.botSpeed];
    if (base === 0) return 0;
    return Math.round(base * (0.7 + 0.6 * (randomInt(0, 1000) / 1000)));
  }

  private startBot(s: Session, seat: Seat): void {
    const epoch = this.epoch;
    const setup = s.seats[seat]!;
    const view = viewFor(s.state, seat);
    const started = Date.now();
    const think = this.thinkMs();
    const token = ++this.botRequests;
    this.botPending = token;
    this.broadcast({ type: 'bot-thinking', seat });
    void this.bots
      .decide({ seat, view, level: setup.level ?? 'medio', personality: setup.personality ?? 'balanced', seed: randomInt(0, 2 ** 31) })
      .then((decision) => {
        if (this.botPending === token) this.botPending = null;
        if (epoch !== this.epoch) return this.notifyIfSettled();
        const wait = Math.max(0, think - (Date.now() - started));
        this.botTimer = setTimeout(() => {
          this.botTimer = null;
          if (epoch !== this.epoch) return this.notifyIfSettled();
          const r = this.apply(decision.action, { seat, reason: decision.reason, detail: decision.detail });
          if (!r.ok) {
            this.log(`bot seat ${seat}: its action was refused (${r.error.message}); the host plays again`);
            this.report('INTERNAL', `A bot's action was refused: ${r.error.message}`);
          }
          this.notifyIfSettled();
        }, wait);
      });
  }

  // ---- clients ---------------------------------------------------------------------------

  private defaultShownSeat(): Seat | null {
    const s = this.session;
    if (!s) return null;
    const humans = s.seats.flatMap((x, i) => (x.kind === 'human' ? [i] : []));
    return humans.length === 1 ? humans[0]! : (humans[0] ?? null);
  }

  private sessionInfo(client: ClientState): SessionInfo {
    const s = this.session!;
    const winner = this.matchWinner(s);
    return {
      id: s.id,
      seats: s.seats.map((x, seat) => ({ ...x, seat })),
      rules: s.record.rules,
      preset: presetOf(s.record.rules),
      match: {
        targetWins: s.match.targetWins,
        gameNumber: s.matchState.games.length + (s.matchState.inGame ? 1 : 0),
        scores: s.matchState.scores,
        chips: s.matchState.chips,
        pot: s.matchState.pot,
        winner,
      },
      dice3d: s.dice3d,
      shownSeat: client.shownSeat,
      humanSeats: s.seats.flatMap((x, i) => (x.kind === 'human' ? [i] : [])),
      status: s.state.phase !== 'game-over' ? 'playing' : winner !== null ? 'match-over' : 'game-over',
      actionCount: s.record.actions.length,
    };
  }

  private sendView(client: ClientState): void {
    const s = this.session;
    if (!s) return;
    client.send({ type: 'view', view: viewFor(s.state, client.shownSeat), shownSeat: client.shownSeat, actionCount: s.record.actions.length });
  }

  private broadcastViews(): void {
    for (const c of this.clients.values()) this.sendView(c);
  }

  private broadcastSession(): void {
    for (const c of this.clients.values()) c.send({ type: 'session', session: this.session ? this.sessionInfo(c) : null });
  }

  private broadcast(event: HostEvent): void {
    for (const c of this.clients.values()) {
      try {
        c.send(event);
      } catch (e) {
        this.log(`client ${c.id}: send failed (${e instanceof Error ? e.message : String(e)})`);
      }
    }
  }

  private report(code: 'STORAGE' | 'INTERNAL', message: string): void {
    this.log(message);
    this.broadcast({ type: 'error', error: { code, message } });
  }

  private clearTimers(): void {
    if (this.pendingDice) clearTimeout(this.pendingDice.timer);
    this.pendingDice = null;
    if (this.botTimer) clearTimeout(this.botTimer);
    this.botTimer = null;
    this.botPending = null;
    this.bots.cancel();
  }

  /** Ends whatever the current session was waiting for (timers, bot decisions). */
  private stopSession(): void {
    this.epoch++;
    this.clearTimers();
    this.busy = false;
  }

  private saveSettingsQuietly(): void {
    try {
      saveVersioned(this.options.userDataDir, SETTINGS_FILE, this.settings);
    } catch (e) {
      this.log(`settings not saved: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
}

function recordPlayers(seats: readonly SeatSetup[]): { name: string; bot?: string }[] {
  return seats.map((s) => (s.kind === 'bot' ? { name: s.name, bot: `${s.level ?? 'medio'}/${s.personality ?? 'balanced'}` } : { name: s.name }));
}
