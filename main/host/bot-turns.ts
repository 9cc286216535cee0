// A bot's turn: its view to the worker, a human-like think time, then its action through the
// action pipeline. One bot decision at a time; a session change cancels it.
import { randomInt } from 'node:crypto';
import { viewFor, type Action, type GameState, type Seat } from '../../engine/index';
import type { HostEvent, Result, Settings } from '../../common/contract/index';
import type { BotReason } from '../../engine/bots/index';
import type { BotDecider } from './bots';
import type { Session } from './session';

/** Think time per botSpeed setting, ms (a little jitter is added: human-like pacing). */
export const THINK_MS: Readonly<Record<Settings['botSpeed'], number>> = { slow: 2200, normal: 1200, fast: 500, instant: 0 };

/**
 * Think time of a setup choice (the direction after the start roll, R-DIR; the obligar choice,
 * R-OBLIGAR), ms: a quick pick, not a bid's deliberation, so the first shake prompt is not held
 * back by a bot weighing a choice a person makes in a glance (issue 12).
 */
export const SETUP_THINK_MS: Readonly<Record<Settings['botSpeed'], number>> = { slow: 550, normal: 300, fast: 125, instant: 0 };

/** What a bot thinks about: a setup choice (direction, obligar) or a bid / challenge. */
export type ThinkKind = 'setup' | 'bid';

/** The kind of decision the phase asks for. */
export function thinkKindOf(phase: GameState['phase']): ThinkKind {
  return phase === 'direction' || phase === 'obligar' ? 'setup' : 'bid';
}

/**
 * The base think time (ms, before jitter) of a decision: the botSpeed setting's, or, with a
 * botThinkMs override (tests, benches), the override for bids and its setup share for setup
 * choices (the same ratio as at normal speed).
 */
export function baseThinkMsFor(kind: ThinkKind, botSpeed: Settings['botSpeed'], override?: number): number {
  if (override !== undefined) return kind === 'bid' ? override : Math.round((override * SETUP_THINK_MS.normal) / THINK_MS.normal);
  return kind === 'bid' ? THINK_MS[botSpeed] : SETUP_THINK_MS[botSpeed];
}

/** What a bot's action carries into the pipeline: its seat and its reason (told after the round). */
export interface BotMove {
  readonly seat: Seat;
  readonly reason: string;
  readonly detail?: BotReason | undefined;
  /** "Learn to play": the move is the script's, not a bot's decision (no reason is told for it). */
  readonly scripted?: boolean;
}

export interface BotTurnsDeps {
  readonly runner: BotDecider;
  /** The base think time (ms) before jitter of a decision of this kind (baseThinkMsFor). */
  readonly baseThinkMs: (kind: ThinkKind) => number;
  /** The session epoch: a decision from an older epoch is dropped. */
  readonly epoch: () => number;
  readonly apply: (action: Action, bot: BotMove) => Promise<Result<number>>;
  readonly broadcast: (event: HostEvent) => void;
  readonly report: (message: string) => void;
  readonly log: (message: string) => void;
  /** Called when a decision ends (the host may now be settled). */
  readonly settled: () => void;
  /** Looks again at what the game waits for (a dropped or refused bot move: the seat to act is asked again). */
  readonly next: () => void;
}

export class BotTurns {
  /** The id of the bot decision in flight, or null. */
  private pending: number | null = null;
  private timer: NodeJS.Timeout | null = null;
  private requests = 0;
  /** The seat thinking and the action count its view was made at. */
  private basis: { readonly seat: Seat; readonly actionCount: number } | null = null;
  /** The session (match) whose bots the worker may hold models of, and the last game of it told over. */
  private followed: string | null = null;
  private toldOver: GameState | null = null;

  constructor(private readonly deps: BotTurnsDeps) {}

  /** A bot is thinking or about to act. */
  get busy(): boolean {
    return this.pending !== null || this.timer !== null;
  }

  private thinkMs(kind: ThinkKind): number {
    const base = this.deps.baseThinkMs(kind);
    if (base === 0) return 0;
    return Math.round(base * (0.7 + 0.6 * (randomInt(0, 1000) / 1000)));
  }

  /**
   * Asks the worker for the seat's action from its own view, then plays it after the think time.
   * With `heldUntil` (a throw still settling on screen) the bot weighs its choice meanwhile but is
   * told thinking and plays only once that resolves (bots do not speak before the throw settled).
   */
  start(s: Session, seat: Seat, heldUntil?: Promise<void>): void {
    const epoch = this.deps.epoch();
    const setup = s.seats[seat]!;
    const view = viewFor(s.state, seat);
    const basis = s.record.actions.length;
    const stale = (): boolean => s.record.actions.length !== basis;
    const started = Date.now();
    const think = this.thinkMs(thinkKindOf(s.state.phase));
    const token = ++this.requests;
    this.pending = token;
    this.basis = { seat, actionCount: basis };
    const tell = (): void => this.deps.broadcast({ type: 'bot-thinking', seat });
    if (!heldUntil) tell();
    const told = heldUntil?.then(() => {
      if (this.pending === token) tell();
    });
    this.follow(s.id);
    void Promise.all([
      this.deps.runner.decide({ seat, view, level: s.standIns?.get(seat) ?? setup.level ?? 'medio', personality: setup.personality ?? 'balanced', seed: randomInt(0, 2 ** 31), game: { id: s.id } }),
      told,
    ]).then(([decision]) => {
      if (this.pending !== token) return this.deps.settled();
      this.pending = null;
      if (epoch !== this.deps.epoch()) return this.deps.settled();
      // O-SALSA: someone raised out of turn while the bot thought; its view no longer holds.
      if (stale()) return this.askAgain(seat);
      const wait = Math.max(0, think - (Date.now() - started));
      this.timer = setTimeout(() => {
        this.timer = null;
        this.basis = null;
        if (epoch !== this.deps.epoch()) return this.deps.settled();
        if (stale()) return this.askAgain(seat);
        void this.deps.apply(decision.action, { seat, reason: decision.reason, detail: decision.detail }).then((r) => {
          if (!r.ok) {
            this.deps.log(`bot seat ${seat}: its action was refused (${r.error.message}); it is asked again`);
            this.deps.report(`A bot's action was refused: ${r.error.message}`);
            this.deps.next();
          }
          this.deps.settled();
        });
      }, wait);
    });
  }

  /**
   * The session played now (null: none): when it is another than before, the worker forgets the old match's models
   * (issue 41.3: a match's models live as long as the match; the next game of a match keeps its session id).
   */
  follow(id: string | null): void {
    if (this.followed !== null && this.followed !== id) this.deps.runner.notify({ notice: 'forget', game: { id: this.followed } });
    this.followed = id;
  }

  /** The game is over: each bot seat's last view (the final reveal) goes to the worker, once per game. */
  gameOver(s: Session): void {
    if (s.state.phase !== 'game-over' || this.toldOver === s.state) return;
    this.toldOver = s.state;
    this.follow(s.id);
    s.seats.forEach((x, seat) => {
      if (x.kind === 'bot' || s.standIns?.has(seat)) this.deps.runner.notify({ notice: 'game-over', game: { id: s.id }, seat, view: viewFor(s.state, seat) });
    });
  }

  /**
   * "Learn to play": the seat plays the script's move after the usual think time (held, like a
   * bot's, until the throw settled on screen). The engine checks it as any move.
   */
  startScripted(s: Session, seat: Seat, action: Action, heldUntil?: Promise<void>): void {
    const epoch = this.deps.epoch();
    const basis = s.record.actions.length;
    const token = ++this.requests;
    this.pending = token;
    this.basis = { seat, actionCount: basis };
    const think = this.thinkMs(thinkKindOf(s.state.phase));
    const tell = (): void => this.deps.broadcast({ type: 'bot-thinking', seat });
    void (heldUntil ?? Promise.resolve()).then(() => {
      if (this.pending !== token) return this.deps.settled();
      this.pending = null;
      if (epoch !== this.deps.epoch()) return this.deps.settled();
      tell();
      this.timer = setTimeout(() => {
        this.timer = null;
        this.basis = null;
        if (epoch !== this.deps.epoch() || s.record.actions.length !== basis) return this.deps.settled();
        void this.deps.apply(action, { seat, reason: 'tutorial', scripted: true }).then((r) => {
          if (!r.ok) {
            this.deps.report(`A scripted move was refused: ${r.error.message}`);
            this.deps.next();
          }
          this.deps.settled();
        });
      }, think);
    });
  }

  /**
   * The state changed under a bot waiting out its think time (a salsa raise): its move is dropped
   * at once, so that the seat to act now is asked with the fresh view. True when one was dropped.
   * (A decision still in the worker is dropped when it comes back.)
   */
  dropStale(s: Session): boolean {
    if (!this.timer || !this.basis || this.basis.actionCount === s.record.actions.length) return false;
    const seat = this.basis.seat;
    clearTimeout(this.timer);
    this.timer = null;
    this.basis = null;
    this.deps.log(`bot seat ${seat}: the game moved on while it thought (O-SALSA); its move is dropped`);
    return true;
  }

  /** The bot's decision was made on an older state: the seat to act now is asked with the fresh view. */
  private askAgain(seat: Seat): void {
    this.basis = null;
    this.deps.log(`bot seat ${seat}: the game moved on while it thought (O-SALSA); asked again with the fresh view`);
    this.deps.next();
    this.deps.settled();
  }

  /** Drops the decision in flight and its timer (the session changed). */
  clear(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pending = null;
    this.basis = null;
    this.deps.runner.cancel();
  }
}
