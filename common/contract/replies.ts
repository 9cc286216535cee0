// What the intents answer: sessions, app info, records, replays, stats and history.
import type { Action, GameEvent, PlayerStats, PresetId, RulesSpec, Seat, SeatView } from '../../engine/index';
import type { SavePause } from './errors';
import type { SeatSetup } from './payloads';
import type { LessonId } from './lessons';

export interface SessionSeat extends SeatSetup {
  readonly seat: Seat;
  /** Phones mode (issue 28 item 5): a bot of this level plays this person's seat while the phone is away. */
  readonly standIn?: string;
}

export interface MatchInfo {
  readonly targetWins: number;
  /** 1 for the match's first game. */
  readonly gameNumber: number;
  /** Games won per seat. */
  readonly scores: readonly number[];
  readonly chips: readonly number[];
  readonly pot: number;
  /** The match winner, once someone reached targetWins. */
  readonly winner: Seat | null;
}

export type SessionStatus = 'playing' | 'game-over' | 'match-over';

/**
 * What a client holds of the game being played, assigned by the host (docs/host.md, "Seats bound
 * to clients"). Holding a seat: acting for it and being shown its hand. Holding the table: the
 * screen people watch (continue a reveal, throw the dice, next game, abandon, a new game over it).
 */
export type ClientRole =
  /** Hot-seat (today's only mode): the screen that started or resumed the game holds the table and every person seat not held by a phone. */
  | { readonly kind: 'screen' }
  /** Phones mode: the shared screen holds the table and the person seats played on it (none by default). */
  | { readonly kind: 'shared'; readonly seats: readonly Seat[] }
  /** Phones mode: a phone holds exactly its seat, never the table. */
  | { readonly kind: 'phone'; readonly seat: Seat }
  /** Any other client: the public view only. */
  | { readonly kind: 'watcher' };

/** One phone seat's pairing, as the shared screen shows it (issue 28 item 2). */
export interface PhoneSeatPairing {
  readonly seat: Seat;
  readonly name: string;
  readonly color: string;
  /** The link (the QR code's text): the listener's address, the keys in the fragment only. A secret: only the table is told it. */
  readonly url: string;
  /** A phone holds the seat now. */
  readonly joined: boolean;
}

/** The phones' listener of a phones game: where it listens and each phone seat's link. */
export interface PhonePairing {
  /** `address:port` of the LAN listener. */
  readonly address: string;
  /** The machine's addresses the listener may move to (`phones:address`). */
  readonly addresses: readonly string[];
  readonly seats: readonly PhoneSeatPairing[];
  /** Absent: the phone page is served. 'building': not yet (dev:web builds it); 'unavailable': this listener cannot serve it (issue 42 item 1). */
  readonly page?: 'building' | 'unavailable';
}

export interface SessionInfo {
  readonly id: string;
  readonly seats: readonly SessionSeat[];
  readonly rules: RulesSpec;
  readonly preset: PresetId;
  readonly match: MatchInfo;
  readonly dice3d: boolean;
  /** The seat this client shows (null = public view). */
  readonly shownSeat: Seat | null;
  readonly humanSeats: readonly Seat[];
  /** What this client holds (assigned by the host). */
  readonly role: ClientRole;
  /** The person seats this client holds: the only ones it may act for or be shown. */
  readonly heldSeats: readonly Seat[];
  readonly status: SessionStatus;
  /** Actions applied in the current game's record. */
  readonly actionCount: number;
  /** "Learn to play" (tutorial.ts): the coach guides the person; nothing of it is kept. */
  readonly tutorial: boolean;
  /** The lesson being played (issue 42 item 4, lessons.ts); absent: the guided game or no tutorial. */
  readonly lesson?: LessonId;
  /** Issue 40 item 5: whether game:hint answers in this game (a solo game against bots, or a table that allows hints); absent: no. */
  readonly hints?: boolean;
}

export interface ActReply {
  /** The index of the applied action in the game record. */
  readonly actionIndex: number;
}

export interface ResumeOffer {
  readonly savedAt: string;
  readonly players: readonly string[];
  readonly preset: PresetId;
  readonly actionCount: number;
  readonly gameNumber: number;
}

export interface StorageProblem {
  /** The file that was corrupt (settings.json, stats.json, history.json, autosave.json). */
  readonly file: string;
  /** Where the corrupt file was kept aside. */
  readonly keptAs: string | null;
  readonly message: string;
}

export interface AppInfo {
  readonly name: string;
  readonly version: string;
  readonly contractVersion: number;
  readonly transport: 'electron' | 'websocket';
  readonly platform: string;
  /** An unfinished autosaved game, offered to resume; null when none. */
  readonly resume: ResumeOffer | null;
  /** Corrupt files found at start (kept aside, replaced by defaults). */
  readonly storageProblems: readonly StorageProblem[];
  /** Whether a game is being played right now in this host. */
  readonly inGame: boolean;
  /** The game is paused because its autosave could not be written (issue 30.1); null or absent when not. */
  readonly savePause?: SavePause | null;
}

export interface RecordExport {
  readonly text: string;
  /** A file name to suggest in a save dialog, like `dudo-2026-11-22-1530.json`. */
  readonly suggestedName: string;
}

export interface RecordSummary {
  readonly players: readonly string[];
  /** Per seat, the record's bot (`level/personality`), null for a person (issue 42.8: the replay's seats show level and face). */
  readonly bots?: readonly (string | null)[];
  readonly rules: RulesSpec;
  readonly actionCount: number;
  readonly finished: boolean;
  readonly winner: Seat | null;
}

export interface ReplayStep {
  readonly step: number;
  readonly total: number;
  /** The action applied to reach this step (null at step 0). */
  readonly action: Action | null;
  readonly view: SeatView;
  /** What the action at this step caused (resolutions to animate). */
  readonly events: readonly GameEvent[];
}

/** A seat's figures (one game's, or a person's sums): the engine's, one source for every screen (issue 39.4). */
export type { PlayerStats } from '../../engine/index';

/** A person who plays: chosen or created at the setup; their statistics are kept under the id, never the name. */
export interface Profile {
  readonly id: string;
  readonly name: string;
  /** The cup colour, `#rrggbb`. */
  readonly color: string;
  readonly createdAt: string;
  /** The language this person's phone speaks in phones mode (issue 28 item 3); absent: the phone browser's. */
  readonly language?: 'es' | 'en' | 'fr';
}

/** A bot's statistics: bots are kept apart from people, per name and level. */
export interface BotStats {
  readonly name: string;
  readonly level: string;
  readonly stats: PlayerStats;
}

export interface Stats {
  readonly profiles: readonly Profile[];
  /** Per profile id. */
  readonly people: Readonly<Record<string, PlayerStats>>;
  /** Per bot key (`level/name`, botKey). */
  readonly bots: Readonly<Record<string, BotStats>>;
}

export interface HistoryPlayer {
  readonly name: string;
  readonly kind: 'human' | 'bot';
  readonly level?: string;
  /** A person's profile (absent in entries written before profiles). */
  readonly profileId?: string;
}

export interface HistoryEntry {
  readonly id: string;
  readonly endedAt: string;
  readonly players: readonly HistoryPlayer[];
  readonly preset: PresetId;
  readonly winner: string;
  /** The winner's seat (absent in entries written before profiles). */
  readonly winnerSeat?: number;
  readonly rounds: number;
  readonly actionCount: number;
  /** Whether the game's record is kept (watch again); absent in old entries: not kept. */
  readonly hasRecord?: boolean;
  /** Issue 38 item 6: a game played at an online table (its record fetched from the room when it ended); absent: a game of this computer. */
  readonly online?: true;
}

export interface History {
  readonly games: readonly HistoryEntry[];
}

/**
 * How big the challenged bid was: its count as a share of the dice in play at the challenge (every
 * cup, the caller's included): up to a quarter, up to a third, up to half, more than half. A dudo of
 * a paso or a picado has no count: `paso`. Wild faces are not weighed (a bid of aces is its count).
 */
export type BidSizeBucket = 'quarter' | 'third' | 'half' | 'more' | 'paso';
export const BID_SIZE_BUCKETS: readonly BidSizeBucket[] = ['quarter', 'third', 'half', 'more', 'paso'];

/** A person's dudos and calzos on bids of one size (BidSizeBucket). */
export interface BidSizeAccuracy {
  readonly bucket: BidSizeBucket;
  readonly dudos: number;
  readonly dudosRight: number;
  readonly calzos: number;
  readonly calzosRight: number;
}

/**
 * A person's figures rebuilt by the host from the kept records of their games (stats:profile): the
 * same counts as their statistics (stats:get) while every game they played is kept, and their
 * challenges by bid size, which only the records tell.
 */
export interface ProfileRecords {
  readonly profileId: string;
  /** Counted from the records of the games read. */
  readonly figures: PlayerStats;
  readonly byBidSize: readonly BidSizeAccuracy[];
  /** Their games in the history whose record was read, and those without a readable one (not counted). */
  readonly recordsRead: number;
  readonly recordsMissing: number;
}
