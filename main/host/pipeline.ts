// Applying an action to the session: engine → record → autosave → what the clients are sent,
// then the host looks at what comes next. Every action (human, bot, dice) goes through here.
import type { Action, GameEvent } from '../../engine/index';
import { errResult, okResult, type Result } from '../contract/index';
import type { BotMove } from './bot-turns';
import type { Clients } from './clients';
import type { Persistence } from './persistence';
import { shownAction } from './shown';
import { matchOver, stepSession, type Session } from './session';

export interface PipelineDeps {
  readonly session: () => Session | null;
  readonly persistence: Persistence;
  readonly clients: Clients;
  /** The match ended with this session: its record stays exportable after it. */
  readonly matchEnded: (s: Session) => void;
  /** Looks at what the new state waits for (dice, a bot, a human). */
  readonly next: () => void;
}

export class ActionPipeline {
  constructor(private readonly deps: PipelineDeps) {}

  /** Applies an action: record, autosave, events and views. Returns the action's index. */
  apply(action: Action, bot?: BotMove): Result<number> {
    const { clients, persistence } = this.deps;
    const s = this.deps.session();
    if (!s) return errResult('NO_GAME', 'No game is being played.');
    const r = stepSession(s, action);
    if (!r.ok) return r;
    const { index, events, gameOver } = r.value;
    if (gameOver) persistence.recordFinishedGame(s);
    if (matchOver(s)) this.deps.matchEnded(s);
    const actionCount = s.record.actions.length;
    persistence.autosave(s, () => clients.broadcast({ type: 'saved', actionCount }));
    if (bot && action.type !== 'startRoll' && action.type !== 'roll') {
      clients.broadcast({ type: 'bot-action', seat: bot.seat, action });
      s.heldReasons.push({ seat: bot.seat, action, reason: bot.reason, ...(bot.detail ? { detail: bot.detail } : {}) });
    }
    this.releaseReasons(s, events);
    // a roll is told per seat: each client only the hands the seat it shows may see
    clients.sendEach((c) => ({ type: 'events', events: [...events], action: shownAction(action, s.state, c.shownSeat), actionIndex: index }));
    clients.broadcastViews();
    if (gameOver) clients.broadcastSession();
    this.deps.next();
    return okResult(index);
  }

  /** The round was resolved (its hands are revealed): the bots' reasons held during it are told now. */
  private releaseReasons(s: Session, events: readonly GameEvent[]): void {
    const ended = events.find((e) => e.type === 'resolution' || e.type === 'game-over');
    if (!ended || s.heldReasons.length === 0) return;
    const round = ended.type === 'resolution' ? ended.resolution.round : s.state.round;
    this.deps.clients.broadcast({ type: 'bot-reasons', round, reasons: s.heldReasons });
    s.heldReasons = [];
  }
}
