// The events, main -> renderer, on one channel: views, game events, dice requests, bot reasons, errors.
import type { Action, Face, GameEvent, Seat, SeatAction, SeatView } from '../../engine/index';
import type { BotReason } from '../../engine/bots/index';
import type { HostError, SavePause } from './errors';
import type { PhonePairing, SessionInfo, RecordSummary } from './replies';
import type { OnlineLobby, OnlineReaction } from './online';


export type DieKind = 'standard' | 'blank';

export interface DiceCupRequest {
  readonly seat: Seat;
  /** The dice in the cup; null where O-HIDDEN hides this seat's count from the client (it does not throw that cup). */
  readonly dice: number | null;
  /** `blank` = the French die with a blank face for 6 (O-WILD blank). */
  readonly kind: DieKind;
}

/** Why a bot took an action, told after its round (the UI's "why?"). */
export interface BotActionReason {
  readonly seat: Seat;
  readonly action: SeatAction;
  /** A sentence in English. */
  readonly reason: string;
  /** The bots module's structured reason (engine/bots BotReason); absent when the host played the safe move for a failed bot. */
  readonly detail?: BotReason;
}

/**
 * An applied action as a client showing one seat is told it: a roll carries only the hands that
 * seat may see (null for the others, ARCHITECTURE.md "Information hiding"); every other action as it is.
 */
export type ShownAction =
  | Exclude<Action, { readonly type: 'roll' }>
  | { readonly type: 'roll'; readonly dice: readonly (readonly Face[] | null)[]; readonly fallen?: readonly number[] };

/**
 * What the host sends a client. An event is never changed once handed to a client's `send` (the
 * same object may go to several clients, and a transport may encode it once for all of them: the
 * online server's rooms deep-freeze it where they first encode it, server/event-frames.ts).
 */
export type HostEvent =
  /** The view of the seat this client shows, after every applied action. */
  | { readonly type: 'view'; readonly view: SeatView; readonly shownSeat: Seat | null; readonly actionCount: number }
  /** What the last action caused (start decided, fallen dice, resolutions, game over), for animation. */
  | { readonly type: 'events'; readonly events: readonly GameEvent[]; readonly action: ShownAction; readonly actionIndex: number }
  /**
   * The engine needs dice: throw them and answer with dice:result before `deadlineMs` (ms from now);
   * after it the host rolls with a CSPRNG. `purpose: 'start'` is the high roll (R-START, one die per seat).
   */
  | {
      readonly type: 'dice-request';
      readonly roundId: string;
      readonly purpose: 'start' | 'round';
      readonly cups: readonly DiceCupRequest[];
      readonly fallenDieLost: boolean;
      readonly deadlineMs: number;
    }
  /** The dice were rolled (by the renderer's physics or by the host's CSPRNG). */
  | { readonly type: 'dice-rolled'; readonly roundId: string; readonly source: 'physics' | 'csprng' }
  | { readonly type: 'bot-thinking'; readonly seat: Seat }
  /** A bot acted. Its reason is held until the round ends: it may tell what the bot's hidden dice are. */
  | { readonly type: 'bot-action'; readonly seat: Seat; readonly action: SeatAction }
  /** The round `round` was resolved (every hand revealed): the reasons of the bots' actions in it, in order. */
  | { readonly type: 'bot-reasons'; readonly round: number; readonly reasons: readonly BotActionReason[] }
  /** Seats, names, colours, match scores: sent on new game, resume, show, game end. */
  | { readonly type: 'session'; readonly session: SessionInfo | null }
  /** The autosave was written after action `actionCount`. */
  | { readonly type: 'saved'; readonly actionCount: number }
  /** The game paused because its autosave failed (retried on a timer and on storage:retry); null: saved again, it goes on. */
  | { readonly type: 'save-pause'; readonly pause: SavePause | null }
  | { readonly type: 'error'; readonly error: HostError }
  /** Phones mode: a phone holds its cup for the throw of `roundId` (`held`) or let it go (the table throws); sent only to the game's table. */
  | { readonly type: 'shake'; readonly roundId: string; readonly seat: Seat; readonly held: boolean }
  /** Phones mode: the pairing changed (a phone joined or left, a seat re-paired); sent only to the game's table (it holds links). */
  | { readonly type: 'phones'; readonly pairing: PhonePairing }
  /** Issue 38: the online table changed (seats, presence, phase, connection); null: this app left it. */
  | { readonly type: 'online-lobby'; readonly lobby: OnlineLobby | null }
  /** Issue 38 item 3: a quick reaction from a seat, shown on its card. */
  | { readonly type: 'online-reaction'; readonly reaction: OnlineReaction }
  /**
   * Electron's application menu asks the renderer to show something: the setup screen, the
   * settings, the rules (Help), or the replay of a record just opened (already loaded: step it with record:replay).
   */
  /** Issue 40: a review's progress, to the client that asked for it: `done` decisions weighed of `total` (source: reviewSourceKey). */
  | { readonly type: 'review-progress'; readonly source: string; readonly done: number; readonly total: number }
  | { readonly type: 'menu'; readonly command: 'new-game' | 'settings' | 'open-replay' | 'rules' | 'learn'; readonly summary?: RecordSummary };

export type HostEventType = HostEvent['type'];
export type EventListener = (event: HostEvent) => void;
