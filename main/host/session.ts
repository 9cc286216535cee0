// The session record and its match bookkeeping: seats, match state, the game being played and its
// record. Plain data and pure-ish steps on it; sending, saving and scheduling live elsewhere.
import { randomUUID } from 'node:crypto';
import {
  appendAction,
  applyAction,
  createMatch,
  finishMatchGame,
  newRecord,
  presetOf,
  replay,
  startMatchGame,
  type Action,
  type GameEvent,
  type GameRecord,
  type GameState,
  type MatchState,
  type Seat,
} from '../../engine/index';
import { errResult, lessonOf, okResult, TUTORIAL_BOTS, TUTORIAL_COLOURS, type BotActionReason, type LessonId, type MatchSetup, type ParsedPayload, type Result, type SeatSetup, type SessionInfo } from '../../common/contract/index';
import type { RestoredSession, SavedSession } from './autosave';

/** The bots' reasons of a resolved round, as the clients are told them (event bot-reasons). */
export interface ToldReasons {
  readonly round: number;
  readonly reasons: readonly BotActionReason[];
}

/**
 * The session being played. Its id, dice3d and tutorial ("Learn to play", contract/tutorial.ts: never autosaved, never
 * in the history or the statistics) are told to the clients as they are, so they are SessionInfo's (issue 39's last
 * duplicates: one type); its seats and match are the setup, told with the match's state.
 */
export interface Session extends Pick<SessionInfo, 'id' | 'dice3d' | 'tutorial'> {
  readonly seats: readonly SeatSetup[];
  readonly match: MatchSetup;
  matchState: MatchState;
  record: GameRecord;
  state: GameState;
  /** Every event of the current game (for stats). */
  events: GameEvent[];
  /** The bots' reasons in the round being played, told once it is resolved (they may tell hidden dice). */
  heldReasons: BotActionReason[];
  /**
   * The reasons told with the last resolved round (issue 26 item 6): told again to a client that
   * comes back (a reload) and after a resume, so the reveal it shows still offers the bots' "why?".
   */
  toldReasons: ToldReasons | null;
  /**
   * The state the clients were last told (views are made from it, never from `state`): an action
   * is told only once its autosave is durable, so a client never sees a roll that is not saved.
   */
  told: { readonly state: GameState; readonly actionCount: number };
  /** The tutorial's game has followed its script so far (its dice and bots' moves come from it). */
  onScript: boolean;
  /** The tutorial's lesson (issue 42 item 4, contract/lessons.ts): whose script it follows. */
  lesson?: LessonId;
  /** Phones mode (issue 28 item 5): person seats a bot plays while their phone is away, with its level. Saved, but a resumed game gives every seat back (`awayAtSave`). */
  standIns?: Map<Seat, string>;
  /**
   * A game resumed from disk: the seats a bot played when it was saved, with its level. Each is its
   * person's again; the bot comes back if the phone is still away after `phoneAwayBotSec` (phone-seats.ts).
   * Saved again with the stand-ins until then (a second restart keeps them).
   */
  awayAtSave?: Map<Seat, string>;
  /** Issue 40 item 5: the table allows hints in this couch game (game:new `hints`); kept through a resume (autosave). */
  hints?: boolean;
  /**
   * Issue 40 item 5: the decisions of the game being played a hint was asked for, as `seat:step` (step: the
   * record's action count when asked), each counted once in its seat's statistics at the game's end
   * (a record carries no hints). Kept through a resume (autosave).
   */
  hinted?: Set<string>;
}

/** A new match from a setup (its first game started), or the engine's refusal of the rules. */
export function newSession(setup: ParsedPayload<'game:new'>, tutorial = false): Result<Session> {
  try {
    const m = startMatchGame(createMatch(setup.rules, setup.seats.length, { startingChips: setup.match.startingChips }));
    return okResult({
      id: randomUUID(),
      seats: setup.seats,
      match: setup.match,
      dice3d: setup.dice3d,
      matchState: m.match,
      record: newRecord(setup.rules, recordPlayers(setup.seats), m.setup.start),
      state: m.game,
      events: [],
      heldReasons: [],
      toldReasons: null,
      told: { state: m.game, actionCount: 0 },
      tutorial,
      onScript: tutorial,
      ...(setup.hints ? { hints: true } : {}),
    });
  } catch (e) {
    return errResult('BAD_PAYLOAD', `These rules cannot start a game: ${e instanceof Error ? e.message : String(e)}`, { field: 'rules' });
  }
}

/** The session of an autosave, its events replayed (for stats at the end of the game). */
export function restoredSession(r: RestoredSession): Session {
  return {
    id: r.sessionId,
    seats: r.seats,
    match: r.match,
    dice3d: r.dice3d,
    matchState: r.matchState,
    record: r.record,
    state: r.state,
    events: [...replay(r.record).events],
    // kept in the autosave: a game resumed mid-round still tells its bots' reasons at the reveal
    heldReasons: [...r.heldReasons],
    toldReasons: r.toldReasons,
    told: { state: r.state, actionCount: r.record.actions.length },
    tutorial: false,
    onScript: false,
    // every seat is its person's again; the bots that stood in wait for the phone away timeout
    awayAtSave: new Map(r.standIns.map((x) => [x.seat, x.level])),
    // issue 40 item 5: the table's hints and the hinted decisions come back with the game
    ...(r.hints === true ? { hints: true } : {}),
    ...(r.hinted && r.hinted.length > 0 ? { hinted: new Set(r.hinted.map((h) => hintKey(h.seat, h.step))) } : {}),
  };
}

/** "Learn to play": the person named `name` against Ana and Beto, under the lesson's rules (the guided game by default). */
export function newTutorialSession(name: string, dice3d: boolean, lesson: LessonId = 'guided'): Result<Session> {
  const seats: SeatSetup[] = [name, ...TUTORIAL_BOTS].map((n, i) =>
    i === 0 ? { name: n, kind: 'human', color: TUTORIAL_COLOURS[i]! } : { name: n, kind: 'bot', level: 'novato', personality: 'balanced', color: TUTORIAL_COLOURS[i]! },
  );
  const created = newSession({ seats, rules: lessonOf(lesson).rules, match: { targetWins: 1, startingChips: 100 }, dice3d }, true);
  if (created.ok) created.value.lesson = lesson;
  return created;
}

/** The script the tutorial's session follows (its lesson's). */
function scriptOf(s: Session): readonly Action[] {
  return lessonOf(s.lesson).actions;
}

/** Two actions alike, whatever the order of their fields. */
export function sameAction(a: Action | undefined, b: Action): boolean {
  const text = (x: Action): string => JSON.stringify(x, Object.keys(x).sort());
  return a !== undefined && text(a) === text(b);
}

/** The tutorial's next scripted action (dice or a bot's move), or null (past the script, off it, or no tutorial). */
export function scriptedAction(s: Session): Action | null {
  return s.tutorial && s.onScript ? (scriptOf(s)[s.record.actions.length] ?? null) : null;
}

/** Starts the match's next game in the session (after a game ended and the match goes on). */
export function startNextGame(s: Session): void {
  const m = startMatchGame(s.matchState);
  s.matchState = m.match;
  s.state = m.game;
  s.record = newRecord(s.record.rules, s.record.players, m.setup.start);
  s.events = [];
  s.heldReasons = [];
  s.toldReasons = null;
  s.told = { state: m.game, actionCount: 0 };
  s.hinted = new Set();
}

export type Stepped = { readonly index: number; readonly events: readonly GameEvent[]; readonly gameOver: boolean };

/** One action through the engine, appended to the record; a finished game is scored in the match. */
export function stepSession(s: Session, action: Action): Result<Stepped> {
  const r = applyAction(s.state, action);
  if (!r.ok) return errResult('RULE', r.error.message, { ruleCode: r.error.code });
  // a tutorial that leaves its script (a move the coach did not ask for) goes on as a plain game
  if (s.onScript && !sameAction(scriptOf(s)[s.record.actions.length], action)) s.onScript = false;
  s.state = r.state;
  s.record = appendAction(s.record, action);
  s.events.push(...r.events);
  const gameOver = r.state.phase === 'game-over';
  if (gameOver) s.matchState = finishMatchGame(s.matchState, r.state);
  return okResult({ index: s.record.actions.length - 1, events: r.events, gameOver });
}

/** The seat that won the match, or null while it goes on. */
export function matchWinner(s: Session): Seat | null {
  const w = s.matchState.scores.findIndex((score) => score >= s.match.targetWins);
  return w >= 0 ? w : null;
}

/** The game is over and so is the match: nothing is left to resume. */
export function matchOver(s: Session): boolean {
  return s.state.phase === 'game-over' && matchWinner(s) !== null;
}

export function humanSeats(s: Session): Seat[] {
  return s.seats.flatMap((x, i) => (x.kind === 'human' ? [i] : []));
}

export function isHumanSeat(s: Session, seat: Seat): boolean {
  return seat < s.seats.length && s.seats[seat]!.kind === 'human';
}

/** What the autosave holds of the session. */
export function savedSessionOf(s: Session, savedAt: Date = new Date()): SavedSession {
  return {
    sessionId: s.id,
    savedAt: savedAt.toISOString(),
    seats: s.seats,
    match: s.match,
    dice3d: s.dice3d,
    matchState: s.matchState,
    record: s.record,
    heldReasons: [...s.heldReasons],
    toldReasons: s.toldReasons,
    standIns: [...new Map([...(s.awayAtSave ?? []), ...(s.standIns ?? [])])].map(([seat, level]) => ({ seat, level })),
    ...(s.hints === true ? { hints: true } : {}),
    ...(s.hinted && s.hinted.size > 0 ? { hinted: [...s.hinted].map(parseHintKey) } : {}),
  };
}

/** What a client is of the session: the seat it shows, its role and the seats it holds (clients.ts), told as they are. */
export type ClientStanding = Pick<SessionInfo, 'shownSeat' | 'role' | 'heldSeats'>;

/** The session as a client is told it (the seat it shows, what it holds). */
export function sessionInfo(s: Session, c: ClientStanding): SessionInfo {
  const winner = matchWinner(s);
  return {
    id: s.id,
    seats: s.seats.map((x, seat) => ({ ...x, seat, ...(s.standIns?.has(seat) ? { standIn: s.standIns.get(seat)! } : {}) })),
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
    shownSeat: c.shownSeat,
    humanSeats: humanSeats(s),
    role: c.role,
    heldSeats: c.heldSeats,
    status: s.told.state.phase !== 'game-over' ? 'playing' : winner !== null ? 'match-over' : 'game-over',
    actionCount: s.told.actionCount,
    tutorial: s.tutorial,
    hints: hintsAllowed(s),
    ...(s.tutorial && s.lesson && s.lesson !== 'guided' ? { lesson: s.lesson } : {}),
  };
}

/**
 * Issue 40 item 5: game:hint answers in a solo game against bots (one person, on this screen), or where the
 * table allows hints; never in "Learn to play" (the coach guides).
 */
export function hintsAllowed(s: Session): boolean {
  if (s.tutorial) return false;
  const solo = humanSeats(s).length === 1 && !s.seats.some((x) => x.kind === 'human' && x.phone === true);
  return solo || s.hints === true;
}

function hintKey(seat: Seat, step: number): string {
  return `${seat}:${step}`;
}

function parseHintKey(key: string): { seat: Seat; step: number } {
  const [seat, step] = key.split(':').map(Number);
  return { seat: seat ?? 0, step: step ?? 0 };
}

/** Issue 40 item 5: a hint was answered for `seat`'s decision at record step `step`: counted once, however often it is asked. */
export function noteHint(s: Session, seat: Seat, step: number): void {
  (s.hinted ??= new Set()).add(hintKey(seat, step));
}

/** Issue 40 item 5: the hinted decisions of each seat in the game being played (for its statistics). */
export function hintCounts(s: Session): number[] {
  const counts = s.seats.map(() => 0);
  for (const key of s.hinted ?? []) {
    const { seat } = parseHintKey(key);
    if (seat < counts.length) counts[seat]! += 1;
  }
  return counts;
}

function recordPlayers(seats: readonly SeatSetup[]): { name: string; bot?: string }[] {
  return seats.map((s) => (s.kind === 'bot' ? { name: s.name, bot: `${s.level ?? 'medio'}/${s.personality ?? 'balanced'}` } : { name: s.name }));
}
