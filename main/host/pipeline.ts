// Applying an action to the session: engine → record → autosave → what the clients are sent,
// then the host looks at what comes next. Every action (human, bot, dice) goes through here.
// Durability (docs/host.md): the action is applied to the session at once (the next intent is
// checked against it), but it is told to the clients (events, views) and acknowledged (the promise
// resolves) only once its autosave is durable, in the order the actions were applied. A failed
// autosave pauses the game (save-pause.ts): the action waits, untold, until a save succeeds;
// no action is applied while paused.
import type { Action, GameEvent, Seat } from '../../engine/index';
import { errResult, okResult, type BotActionReason, type HostEvent, type Result, type SavePause } from '../../common/contract/index';
import type { BotMove } from './bot-turns';
import type { Clients } from './clients';
import type { Persistence } from './persistence';
import { saveFaultMessage } from './save-pause';
import { hidesDice, shownAction } from './shown';
import { matchOver, stepSession, type Session } from './session';

export interface PipelineDeps {
  readonly session: () => Session | null;
  readonly persistence: Persistence;
  readonly clients: Clients;
  /** The session epoch: an action of an older session is saved and acknowledged but told to nobody. */
  readonly epoch: () => number;
  /** The match ended with this session: its record stays exportable after it. */
  readonly matchEnded: (s: Session) => void;
  /** Looks at what the new state waits for (dice, a bot, a human). */
  readonly next: () => void;
  /** The game is paused on a failed save: no action is applied. */
  readonly paused: () => SavePause | null;
  /** An autosave failed: resolves true once a later save holds the action, false when the game was left unsaved. */
  readonly saveFailed: () => Promise<boolean>;
}

export interface ApplyOptions {
  /** Called once the action is told to the clients. */
  readonly afterTold?: () => void;
}

export class ActionPipeline {
  /** Actions applied whose publication (after their save) has not happened yet. */
  private unpublished = 0;
  private tail: Promise<void> = Promise.resolve();

  constructor(private readonly deps: PipelineDeps) {}

  /** Some applied action is not yet saved and told. */
  get busy(): boolean {
    return this.unpublished > 0;
  }

  /**
   * Applies an action: record and autosave now; events and views once the save is durable.
   * Resolves with the action's index when it is durable and told (a refusal resolves at once).
   */
  apply(action: Action, bot?: BotMove, opts: ApplyOptions = {}): Promise<Result<number>> {
    const r = this.begin(action, bot, opts);
    return r.ok ? r.value.told : Promise.resolve(r);
  }

  /**
   * The same, for a caller that needs the action's index at once (a roll a late renderer answer
   * refers to): `index` now, `told` when it is durable and told.
   */
  begin(action: Action, bot?: BotMove, opts: ApplyOptions = {}): Result<{ readonly index: number; readonly told: Promise<Result<number>> }> {
    const { clients, persistence } = this.deps;
    const s = this.deps.session();
    if (!s) return errResult('NO_GAME', 'No game is being played.');
    const pause = this.deps.paused();
    if (pause) return errResult('STORAGE', `The game is paused until it can be saved: ${saveFaultMessage(pause)}`, { save: pause });
    const r = stepSession(s, action);
    if (!r.ok) return r;
    const { index, events, gameOver } = r.value;
    // "Learn to play" is never kept: no history, statistics or autosave
    if (gameOver && !s.tutorial) persistence.recordFinishedGame(s);
    if (matchOver(s)) this.deps.matchEnded(s);
    const state = s.state;
    const actionCount = s.record.actions.length;
    const epoch = this.deps.epoch();
    const seatAction = action.type !== 'startRoll' && action.type !== 'roll' ? action : null;
    const botAction = bot && seatAction ? { ...bot, action: seatAction } : null;
    if (botAction && !bot?.scripted) s.heldReasons.push({ seat: botAction.seat, action: botAction.action, reason: botAction.reason, ...(botAction.detail ? { detail: botAction.detail } : {}) });
    const reasons = this.releasedReasons(s, events);
    // saved with the reasons held and told (issue 26 item 6): a resumed game still tells them
    const durable = s.tutorial ? Promise.resolve(true) : persistence.autosave(s, () => clients.broadcast({ type: 'saved', actionCount }));
    this.unpublished++;
    const told = this.tail
      .then(() => durable)
      .then((saved) => saved || this.deps.saveFailed())
      .then((saved) => {
        // never saved (the game was left while paused): nothing of it is told or acknowledged
        if (!saved) return false;
        if (epoch !== this.deps.epoch() || this.deps.session() !== s) return true;
        if (botAction) clients.broadcast({ type: 'bot-action', seat: botAction.seat, action: botAction.action });
        if (reasons) clients.broadcast({ type: 'bot-reasons', ...reasons });
        // a roll is told per seat: each client only the hands the seat it shows may see; any other action is one event for all
        const told = (seat: Seat | null): HostEvent => ({ type: 'events', events: [...events], action: shownAction(action, state, seat), actionIndex: index });
        const same = hidesDice(action) ? null : told(null);
        clients.sendEach((c) => same ?? told(clients.visibleSeat(c)));
        s.told = { state, actionCount };
        clients.broadcastViews();
        if (gameOver) clients.broadcastSession();
        opts.afterTold?.();
        return true;
      })
      .finally(() => {
        this.unpublished--;
        this.deps.next();
      });
    this.tail = told.then(
      () => undefined,
      () => undefined,
    );
    const notSaved = errResult<number>('STORAGE', 'The action was not saved: the game was left while it waited for its save.');
    return okResult({ index, told: told.then((saved) => (saved ? okResult(index) : notSaved)) });
  }

  /** The round was resolved (its hands are revealed): the bots' reasons held during it are told with it. */
  private releasedReasons(s: Session, events: readonly GameEvent[]): { round: number; reasons: BotActionReason[] } | null {
    const ended = events.find((e) => e.type === 'resolution' || e.type === 'game-over');
    if (!ended) return null;
    const round = ended.type === 'resolution' ? ended.resolution.round : s.state.round;
    const reasons = s.heldReasons;
    s.heldReasons = [];
    // kept (and saved) for the round's reveal, told again to a client that comes back to it
    s.toldReasons = reasons.length > 0 ? { round, reasons } : null;
    return s.toldReasons ? { round, reasons } : null;
  }
}
