// A bot's turn: its view to the worker, a human-like think time, then its action through the
// action pipeline. One bot decision at a time; a session change cancels it.
import { randomInt } from 'node:crypto';
import { viewFor, type Action, type Seat } from '../../engine/index';
import type { HostEvent, Result, Settings } from '../contract/index';
import type { BotReason } from '../../engine/bots/index';
import type { BotRunner } from './bots';
import type { Session } from './session';

/** Think time per botSpeed setting, ms (a little jitter is added: human-like pacing). */
export const THINK_MS: Readonly<Record<Settings['botSpeed'], number>> = { slow: 2200, normal: 1200, fast: 500, instant: 0 };

/** What a bot's action carries into the pipeline: its seat and its reason (told after the round). */
export interface BotMove {
  readonly seat: Seat;
  readonly reason: string;
  readonly detail?: BotReason | undefined;
}

export interface BotTurnsDeps {
  readonly runner: BotRunner;
  /** The base think time (ms) before jitter: the botThinkMs option, else the botSpeed setting's. */
  readonly baseThinkMs: () => number;
  /** The session epoch: a decision from an older epoch is dropped. */
  readonly epoch: () => number;
  readonly apply: (action: Action, bot: BotMove) => Result<number>;
  readonly broadcast: (event: HostEvent) => void;
  readonly report: (message: string) => void;
  readonly log: (message: string) => void;
  /** Called when a decision ends (the host may now be settled). */
  readonly settled: () => void;
}

export class BotTurns {
  /** The id of the bot decision in flight, or null. */
  private pending: number | null = null;
  private timer: NodeJS.Timeout | null = null;
  private requests = 0;

  constructor(private readonly deps: BotTurnsDeps) {}

  /** A bot is thinking or about to act. */
  get busy(): boolean {
    return this.pending !== null || this.timer !== null;
  }

  private thinkMs(): number {
    const base = this.deps.baseThinkMs();
    if (base === 0) return 0;
    return Math.round(base * (0.7 + 0.6 * (randomInt(0, 1000) / 1000)));
  }

  /** Asks the worker for the seat's action from its own view, then plays it after the think time. */
  start(s: Session, seat: Seat): void {
    const epoch = this.deps.epoch();
    const setup = s.seats[seat]!;
    const view = viewFor(s.state, seat);
    const started = Date.now();
    const think = this.thinkMs();
    const token = ++this.requests;
    this.pending = token;
    this.deps.broadcast({ type: 'bot-thinking', seat });
    void this.deps.runner
      .decide({ seat, view, level: setup.level ?? 'medio', personality: setup.personality ?? 'balanced', seed: randomInt(0, 2 ** 31) })
      .then((decision) => {
        if (this.pending === token) this.pending = null;
        if (epoch !== this.deps.epoch()) return this.deps.settled();
        const wait = Math.max(0, think - (Date.now() - started));
        this.timer = setTimeout(() => {
          this.timer = null;
          if (epoch !== this.deps.epoch()) return this.deps.settled();
          const r = this.deps.apply(decision.action, { seat, reason: decision.reason, detail: decision.detail });
          if (!r.ok) {
            this.deps.log(`bot seat ${seat}: its action was refused (${r.error.message}); the host plays again`);
            this.deps.report(`A bot's action was refused: ${r.error.message}`);
          }
          this.deps.settled();
        }, wait);
      });
  }

  /** Drops the decision in flight and its timer (the session changed). */
  clear(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pending = null;
    this.deps.runner.cancel();
  }
}
