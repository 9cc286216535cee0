// The session's lifecycle (docs/host.md, "Sessions"): a new game, the tutorial, a resume (a reload,
// or the autosave after a restart), the next game of a match, abandoning; and a person's play in
// it (game:act, game:show). Whoever starts or resumes a game holds its table (hot-seat).
import type { Seat, SeatAction } from '../../engine/index';
import { errResult, okResult, type LessonId, type ParsedPayload, type Reply, type Result, type SessionInfo } from '../../common/contract/index';
import type { ClientState, Clients } from './clients';
import type { DiceFlow } from './dice-flow';
import { notYours, type HandlersOf } from './handlers';
import type { NextStep } from './next-step';
import type { Persistence } from './persistence';
import { ownerRole, phoneSeats, type PhoneSeats } from './phone-seats';
import type { ActionPipeline } from './pipeline';
import { saveFaultMessage, saveFaultOf, type SavePauser } from './save-pause';
import { isHumanSeat, matchWinner, newSession, newTutorialSession, restoredSession, sessionInfo, startNextGame, type Session } from './session';
import type { SessionSlot } from './session-slot';

export interface SessionLifecycleDeps {
  readonly slot: SessionSlot;
  readonly clients: Clients;
  readonly persistence: Persistence;
  readonly savePause: SavePauser;
  readonly pipeline: ActionPipeline;
  readonly dice: DiceFlow;
  readonly phones: PhoneSeats;
  readonly next: NextStep;
}

/** The game played and the saved game offered before a game:new (put back when the new game is refused). */
interface Before {
  readonly session: Session | null;
  readonly resumable: Persistence['resumable'];
}

export type SessionChannels = 'game:new' | 'tutorial:start' | 'game:act' | 'game:show' | 'game:resume' | 'game:abandon' | 'game:next';

export class SessionLifecycle {
  constructor(private readonly deps: SessionLifecycleDeps) {}

  readonly handlers: HandlersOf<SessionChannels> = {
    'game:new': (client, p) => this.newGame(client, p),
    'tutorial:start': (client, p) => this.startTutorial(client, p.name, p.dice3d, p.lesson),
    'game:act': (client, p) => this.act(client, p.action as SeatAction),
    'game:show': (client, p) => this.show(client, p.seat),
    'game:resume': (client) => this.resume(client),
    'game:abandon': (client) => this.abandon(client),
    'game:next': (client) => this.nextGame(client),
  };

  /** What `client` is told of the session being played (there must be one). */
  info(client: ClientState): SessionInfo {
    return sessionInfo(this.deps.slot.current!, this.deps.clients.standing(client));
  }

  /** Queues the session's autosave; resolves true once it is durable (every client is told it is saved). */
  save(s: Session): Promise<boolean> {
    return this.deps.persistence.autosave(s, () => this.deps.clients.broadcast({ type: 'saved', actionCount: s.record.actions.length }));
  }

  /**
   * game:new: answered once the new game's autosave is durable (no dice are rolled yet: nothing to
   * hide). A game that cannot be saved is not started: a STORAGE error says why, and the game
   * played before (if any) goes on as it was, its phones' listener, links and paired phones untouched
   * (issue 42 item 13: the new game's listener starts only once its save is durable).
   */
  private async newGame(client: ClientState, setup: ParsedPayload<'game:new'>): Promise<Result<SessionInfo>> {
    const { slot, clients, persistence, next, phones } = this.deps;
    // a game being played is replaced only by the screen that holds its table (or when none does)
    if (slot.current && !clients.holdsTable(client) && clients.otherTable(client)) {
      return notYours('start a new game over the one being played: another screen holds its table');
    }
    const created = newSession(setup);
    if (!created.ok) return created;
    const s = created.value;
    const usable = phones.canStart(s);
    if (!usable.ok) return usable;
    const before: Before = { session: slot.current, resumable: persistence.resumable };
    next.endWaits();
    slot.current = s;
    persistence.resumable = null;
    if (!(await this.save(s))) {
      this.putBack(s, before);
      const save = saveFaultOf(persistence.lastAutosaveError, 'autosave');
      return errResult('STORAGE', `The new game cannot be saved, so it does not start: ${saveFaultMessage(save)}`, { save });
    }
    // a phones game needs its listener up before it starts (its links are what the screen shows first)
    if (slot.current === s) {
      const listening = await phones.start(s);
      if (!listening.ok) {
        await this.putBackAfterSave(s, before);
        return listening;
      }
    }
    await persistence.rememberSetup(setup);
    if (slot.current !== s) return okResult(sessionInfo(s, clients.standing(client)));
    this.startSession(client, false);
    // What the game waits for (a dice-request, a bot) comes after this answer, as the client expects.
    next.schedule();
    return okResult(this.info(client));
  }

  /**
   * A new game `s` refused before it started: the game played before is the one played again, as it
   * was (every client keeps its role, its phones keep their seats), and plays on; the saved game
   * found at start is offered again.
   */
  private putBack(s: Session, before: Before): void {
    const { slot, clients, persistence, next } = this.deps;
    if (slot.current !== s) return;
    slot.current = before.session;
    persistence.resumable = before.resumable;
    if (!before.session) return;
    clients.broadcastSession();
    clients.broadcastViews();
    next.schedule();
  }

  /**
   * The new game `s` was saved but its phones' listener could not start (the listener it replaced is
   * closed by then): the game before is put back, saved again over the refused one, and its phones
   * get a listener again (new links) when it had phone seats.
   */
  private async putBackAfterSave(s: Session, before: Before): Promise<void> {
    if (this.deps.slot.current !== s) return;
    this.putBack(s, before);
    const old = before.session ?? (before.resumable ? restoredSession(before.resumable) : null);
    if (!old) {
      this.deps.persistence.removeAutosave();
      return;
    }
    await this.save(old);
    if (before.session && this.deps.slot.current === before.session) await this.deps.phones.start(before.session);
  }

  /**
   * tutorial:start (issue 26.2): a scripted game that nothing keeps: no autosave (a saved game
   * stays offered for resume), no history, no statistics, no remembered setup. Refused while a
   * game is being played (it would be lost without a save). `lesson` (issue 42 item 4): which
   * scripted game, the guided one by default (contract/lessons.ts).
   */
  private startTutorial(client: ClientState, name: string, dice3d: boolean, lesson?: LessonId): Result<SessionInfo> {
    const { slot, clients, next } = this.deps;
    if (slot.current && !slot.current.tutorial && slot.current.state.phase !== 'game-over') {
      return errResult('GAME_IN_PROGRESS', 'A game is being played: return to it or abandon it before the tutorial.');
    }
    if (slot.current && !clients.holdsTable(client) && clients.otherTable(client)) {
      return notYours('start the tutorial: another screen holds the table');
    }
    const created = newTutorialSession(name, dice3d, lesson);
    if (!created.ok) return created;
    next.endWaits();
    slot.current = created.value;
    this.startSession(client, false);
    next.schedule();
    return okResult(this.info(client));
  }

  /**
   * A session was created or resumed by `owner`: it holds the table and every person seat
   * (hot-seat), every other client is a watcher, everyone shows the public view (the renderer
   * asks for the seat it may show); told to every client, and played on (now, or by the caller).
   */
  private startSession(owner: ClientState, playOn = true): void {
    const { slot, clients } = this.deps;
    clients.newSession(owner);
    if (slot.current && phoneSeats(slot.current).length > 0) clients.assign(owner, ownerRole(slot.current));
    clients.broadcastSession();
    clients.broadcastViews();
    if (playOn) this.deps.next.schedule();
  }

  /** game:act: answered once the action is durable and told (docs/host.md, durability). */
  private async act(client: ClientState, action: SeatAction): Promise<Result<Reply<'game:act'>>> {
    const s = this.deps.slot.current;
    if (!s) return errResult('NO_GAME', 'No game is being played.');
    if (!isHumanSeat(s, action.seat)) return errResult('NOT_YOUR_SEAT', `Seat ${action.seat} is not a human player's seat.`);
    if (!this.deps.clients.holdsSeat(client, action.seat)) return notYours(`act for seat ${action.seat}: this screen does not hold it`);
    const r = await this.deps.pipeline.apply(action);
    if (!r.ok) return r;
    return okResult({ actionIndex: r.value });
  }

  private show(client: ClientState, seat: Seat | null): Result<SessionInfo> {
    const s = this.deps.slot.current;
    if (!s) return errResult('NO_GAME', 'No game is being played.');
    if (seat !== null && !isHumanSeat(s, seat)) {
      return errResult('NOT_YOUR_SEAT', `Seat ${seat} is not a human player's seat: its dice stay hidden.`);
    }
    if (seat !== null && !this.deps.clients.holdsSeat(client, seat)) return notYours(`be shown seat ${seat}: this screen does not hold it`);
    client.shownSeat = seat;
    this.deps.clients.sendView(client);
    this.deps.clients.sendSession(client);
    return okResult(this.info(client));
  }

  private async resume(client: ClientState): Promise<Result<SessionInfo>> {
    const { slot, clients, persistence } = this.deps;
    if (slot.current) {
      // A client reconnecting (a reload): it gets the session as it is, from the public view (its
      // page asks for the seat it may show). A screen whose table is held by no connected client
      // (the old page's connection closed) takes the table and the person seats (hot-seat).
      if (!clients.holdsAny(client) && !clients.otherTable(client)) {
        clients.assign(client, ownerRole(slot.current));
        clients.broadcastSession();
        this.deps.next.tablesChanged();
      }
      client.shownSeat = null;
      clients.sendView(client);
      clients.sendSession(client);
      this.deps.dice.resend(client);
      this.resendReasons(client);
      return okResult(this.info(client));
    }
    const r = persistence.resumable;
    if (!r) return errResult('NOTHING_TO_RESUME', 'There is no saved game to resume.');
    const restored = restoredSession(r);
    // a phones game resumed after a restart: new keys (the old links died with the old process)
    const phones = await this.deps.phones.start(restored);
    if (!phones.ok) return phones;
    if (slot.current) return this.resume(client); // another client resumed it meanwhile
    this.deps.next.endWaits();
    slot.current = restored;
    persistence.resumable = null;
    this.startSession(client);
    this.deps.phones.resumed(restored);
    this.resendReasons(client);
    return okResult(this.info(client));
  }

  /**
   * Issue 26 item 6: a client coming back to the game (a reload, a resume from the autosave) is told
   * the bots' reasons of the last resolved round again, so its reveal still offers the "why?". Only a
   * resolved round's: the reasons of the round being played stay held until it is resolved.
   */
  private resendReasons(client: ClientState): void {
    const told = this.deps.slot.current?.toldReasons;
    if (told) this.deps.clients.sendTo(client, { type: 'bot-reasons', round: told.round, reasons: [...told.reasons] });
  }

  /**
   * game:abandon (removes the autosave): only the screen holding the game's table; with no game in
   * memory any client may drop the saved one (any client could resume it and so hold it).
   */
  private abandon(client: ClientState): Result<null> {
    const { slot, clients, persistence, next } = this.deps;
    if (slot.current && !clients.holdsTable(client)) return notYours('abandon the game: this screen does not hold its table');
    const tutorial = slot.current?.tutorial === true;
    next.endWaits();
    slot.current = null;
    // issue 42 item 9: the phones are told the game was abandoned (they stop waiting for it)
    void this.deps.phones.stop({ why: 'abandoned' });
    // the tutorial left: a saved game on disk stays offered for resume
    if (!tutorial) {
      persistence.resumable = null;
      persistence.removeAutosave();
    }
    clients.endSession();
    clients.broadcast({ type: 'session', session: null });
    next.sessionChanged();
    next.notifyIfSettled();
    return okResult(null);
  }

  private async nextGame(client: ClientState): Promise<Result<SessionInfo>> {
    const { slot, clients, next } = this.deps;
    const s = slot.current;
    if (!s) return errResult('NO_GAME', 'No game is being played.');
    if (s.state.phase !== 'game-over') return errResult('MATCH_STATE', 'The game is still being played.');
    if (matchWinner(s) !== null) return errResult('MATCH_STATE', 'The match is over: start a new game.');
    if (!clients.holdsTable(client)) return notYours('start the next game: this screen does not hold the table');
    next.endWaits();
    startNextGame(s);
    const durable = this.save(s);
    clients.broadcastSession();
    clients.broadcastViews();
    // the next game's start is not answered before it is on disk: a failed save pauses the game
    if (!(await durable) && !(await this.deps.savePause.failed())) return errResult('STORAGE', 'The next game was not saved: the game was left while it waited for its save.');
    if (slot.current === s) next.schedule();
    return okResult(this.info(client));
  }
}
