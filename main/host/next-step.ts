// What comes next (docs/host.md): after every change the host looks at the state and starts what
// it waits for, on a later tick: a throw of the dice, a bot's turn, or nothing (a person acts, a
// reveal waits for its tables). It also knows when the host is settled (tests wait for that).
import { randomBytes } from 'node:crypto';
import { thinkKindOf, type BotTurns } from './bot-turns';
import type { Clients } from './clients';
import { diceRequestFor, type DiceRequest } from './dice';
import type { DiceFlow } from './dice-flow';
import type { ActionPipeline } from './pipeline';
import type { SavePauser } from './save-pause';
import { scriptedAction } from './session';
import type { SessionSlot } from './session-slot';
import type { TableWatch } from './table-watch';
import { revealPending, type Tables } from './tables';
import type { ThrowHold } from './throw-hold';

export interface NextStepDeps {
  readonly slot: SessionSlot;
  readonly clients: Clients;
  readonly pipeline: ActionPipeline;
  readonly dice: DiceFlow;
  readonly botTurns: BotTurns;
  readonly savePause: SavePauser;
  readonly tables: Tables;
  readonly tableWatch: TableWatch;
  readonly throwHold: ThrowHold;
}

export class NextStep {
  private busy = false;
  private closed = false;
  private idleWaiters: (() => void)[] = [];
  private roundCounter = 0;
  /** Names this host's dice requests apart from another host's (a page that outlives a restarted host never mistakes one for a request it answered). */
  private readonly requestPrefix = randomBytes(3).toString('hex');

  constructor(private readonly deps: NextStepDeps) {}

  /** The host closed: nothing more is scheduled, and whoever waits for it to settle is let go. */
  get isClosed(): boolean {
    return this.closed;
  }

  /** Looks at the state after a change and starts what it waits for, on a later tick. */
  schedule(): void {
    if (this.busy || this.closed) return;
    this.busy = true;
    const epoch = this.deps.slot.epoch;
    setImmediate(() => {
      this.busy = false;
      if (epoch === this.deps.slot.epoch) this.advance();
      this.notifyIfSettled();
    });
  }

  private advance(): void {
    const { slot, dice, pipeline, savePause, botTurns, tables, tableWatch, throwHold } = this.deps;
    const s = slot.current;
    // issue 41.3: a game over tells the bot worker its final reveal; another session, that the old match closed
    this.sessionChanged();
    if (s?.state.phase === 'game-over') botTurns.gameOver(s);
    // Nothing new starts while an applied action is not yet saved and told (its publication schedules again).
    if (!s || s.state.phase === 'game-over' || dice.isPending || pipeline.busy || savePause.current) return;
    botTurns.dropStale(s);
    if (botTurns.busy) return;
    // rounds wait for people: the reveal stays until every table watching it continued (issue 12)
    const revealed = revealPending(s.state);
    if (revealed !== null && s.seats.some((x) => x.kind === 'human') && tables.waitingFor(revealed)) return tableWatch.bound(revealed);
    tableWatch.clear();
    const request: DiceRequest | null = diceRequestFor(s.state, `${this.requestPrefix}-r${++this.roundCounter}-${s.record.actions.length}`);
    const scripted = scriptedAction(s);
    if (request) {
      const chance = scripted && (scripted.type === 'roll' || scripted.type === 'startRoll') ? scripted : null;
      return dice.start(() => s.state, request, s.dice3d && this.deps.clients.size > 0, tables.throws3d, chance);
    }
    const toAct = s.state.toAct;
    // bots speak once the throw has settled on screen (or its bound passed); a setup choice (the
    // direction after the start roll) is weighed while the throw plays, and told after it settled
    if (toAct === null || (s.seats[toAct]?.kind !== 'bot' && !s.standIns?.has(toAct))) return;
    if (scripted && 'seat' in scripted && scripted.seat === toAct) {
      // "Learn to play": the bot's move is the script's
      if (!throwHold.active) botTurns.startScripted(s, toAct, scripted);
      else botTurns.startScripted(s, toAct, scripted, throwHold.ended);
      return;
    }
    if (!throwHold.active) botTurns.start(s, toAct);
    else if (thinkKindOf(s.state.phase) === 'setup') botTurns.start(s, toAct, throwHold.ended);
  }

  /** The session played may have changed (a new game, abandoned, the host closing): the bots follow it. */
  sessionChanged(): void {
    this.deps.botTurns.follow(this.closed ? null : (this.deps.slot.current?.id ?? null));
  }

  /** Resolves when no bot, dice or action is in flight and the game waits for a human (or is over). */
  whenSettled(): Promise<void> {
    if (this.isSettled()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private isSettled(): boolean {
    const { pipeline, botTurns, dice } = this.deps;
    return this.closed || (!this.busy && !pipeline.busy && !botTurns.busy && !dice.isPending);
  }

  notifyIfSettled(): void {
    if (this.isSettled()) for (const w of this.idleWaiters.splice(0)) w();
  }

  /** A roll thrown for a 3D table was applied: bots wait until a table reports it settled on screen. */
  holdBotsForThrow(roundId: string): void {
    if (this.deps.slot.current?.dice3d && this.deps.tables.throws3d) this.deps.throwHold.hold(roundId);
  }

  /** A table came, went or changed: what waited for it may go on. */
  tablesChanged(): void {
    const s = this.deps.slot.current;
    if (s && this.deps.tables.throws3d) this.deps.dice.tableCame(() => s.state);
    else if (s) {
      this.deps.dice.noTableWaits(() => s.state);
      this.deps.throwHold.clear();
    }
    this.schedule();
  }

  private clearTimers(): void {
    this.deps.tableWatch.clear();
    this.deps.dice.clear();
    this.deps.throwHold.clear();
    this.deps.botTurns.clear();
  }

  /** Ends whatever the current session was waiting for (timers, bot decisions): the session changes. */
  endWaits(): void {
    this.deps.slot.epoch++;
    this.deps.savePause.cancel();
    this.deps.tables.resetRounds();
    this.clearTimers();
    this.busy = false;
  }

  /** The host is closing: nothing more is scheduled. */
  markClosed(): void {
    this.closed = true;
  }

  /** The host closes: what the session waited for stops (its callbacks do nothing). */
  stopAll(): void {
    this.deps.slot.epoch++;
    this.clearTimers();
  }

  /** After close: whoever waits for the host to settle is let go. */
  releaseWaiters(): void {
    for (const w of this.idleWaiters.splice(0)) w();
  }
}
