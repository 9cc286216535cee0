// The table store's shape (renderer/src/state/game.ts composes it from the slices in this folder).
import type { PlayerChange, Resolution, Seat, SeatAction, SeatView } from '../../../../engine/index';
import type { BotReason } from '../../../../engine/bots/index';
import type { AppInfo, BotActionReason, DiceCupRequest, GameNewPayload, HostError, LessonId, PhonePairing, RecordSummary, Reply, SavePause, SessionInfo, Settings } from '../../../../common/contract/index';
import type { DudoClient } from '../../client/index';

export type Screen = 'menu' | 'setup' | 'table' | 'replay' | 'history' | 'online';

export interface BotNote {
  readonly seat: Seat;
  readonly round: number;
  readonly action: SeatAction;
  /** The bots module's structured reason (its kind, the probability it weighed, its code and parameters); null for the host's safe move. */
  readonly detail: BotReason | null;
}

export interface DiceRequest {
  readonly roundId: string;
  readonly purpose: 'start' | 'round';
  readonly cups: readonly DiceCupRequest[];
  readonly fallenDieLost: boolean;
  /** When the host would roll with its CSPRNG counted from receipt (performance.now() time); where a 3D table watches, its deadlineMs runs from dice:ready instead. */
  readonly deadline: number;
  readonly deadlineMs: number;
}

export interface GameStore {
  client: DudoClient | null;
  connected: boolean;
  info: AppInfo | null;
  hostSettings: Settings | null;
  screen: Screen;
  session: SessionInfo | null;
  view: SeatView | null;
  /** The seat the host shows (its views are this seat's). */
  shownSeat: Seat | null;
  /** Couch play: the hand-over screen is up for this seat. */
  handOverTo: Seat | null;
  thinking: Seat | null;
  /** A bot acted and the view showing its action has not come yet (its face keeps thinking until its claim shows). */
  botActed: Seat | null;
  botNotes: BotNote[];
  /** Resolutions not yet dismissed by the player (the reveal). */
  reveals: Resolution[];
  /** O-FALLEN: dice that left the table at this round's roll. */
  fallen: readonly PlayerChange[];
  /** Every resolution of the current game (end-of-game stats). */
  resolutions: Resolution[];
  diceRequest: DiceRequest | null;
  /** R-START: the high roll's faces (public), per seat; null before one. */
  startFaces: readonly (number | null)[] | null;
  /** Phones mode (issue 28 item 3), on the shared screen: the last phone's cup held or let go (`shake` event); a release throws the round's dice. */
  phoneShake: { readonly roundId: string; readonly seat: Seat; readonly held: boolean } | null;
  /** Where the last dice came from (the host says: physics or its CSPRNG). */
  diceSource: 'physics' | 'csprng' | null;
  error: HostError | null;
  /** The game is paused because the host could not save it (save-pause); null when not. */
  savePause: SavePause | null;
  busy: boolean;
  settingsOpen: boolean;
  /** A record the host already loaded for replay (Electron's File menu). */
  replayLoaded: RecordSummary | null;
  /** Electron's Help › Learn to play asked for the tutorial: the menu starts it once it can. */
  learnRequested: boolean;
  /** An action was sent and its view has not come back yet (no double moves). */
  acting: boolean;
  /** Actions applied in the game record so far (from the host's views). */
  actionCount: number;
  /** Phones mode (issue 28), on the shared screen: the phone seats' links and who has joined; null otherwise. */
  phones: PhonePairing | null;

  connect(client?: DudoClient): Promise<void>;
  go(screen: Screen): void;
  newGame(setup: GameNewPayload): Promise<boolean>;
  /** "Learn to play" (tutorial:start): the scripted game with the coach; the menu stops offering it first. */
  startTutorial(name: string, dice3d: boolean, lesson?: LessonId): Promise<boolean>;
  act(action: SeatAction): Promise<boolean>;
  confirmHandOver(): Promise<void>;
  /** Continue (Enter, or the auto-continue countdown): the reveal closes and the host may start the next round (round:continue). */
  dismissReveal(): void;
  /** The highest round whose reveal was dismissed here (rounds start again at each game). */
  dismissedRound: number;
  /** Tells the host whether this client shows the table now (client:table): reveals wait for its Continue. */
  watchTable(watching: boolean, dice3d: boolean): Promise<void>;
  nextGame(): Promise<void>;
  resume(): Promise<void>;
  abandon(): Promise<void>;
  /** Leaves a finished game's table for another screen. */
  leave(screen: Screen): void;
  /** How the thrown dice settled (each die's up-axis in its body frame): the host reads the labels. */
  sendDice(roundId: string, cups: { seat: Seat; axes: number[]; fallen?: number }[]): Promise<boolean>;
  /** The scene can throw the dice of `roundId` now (dice:ready): the host's deadline starts. */
  diceReady(roundId: string): void;
  /** The throw of `roundId` has settled on this screen (dice:settled): bots may speak. */
  diceSettled(roundId: string): void;
  /** On a phone: its cup held (`held`) or let go for the throw of `roundId` (dice:shake); true when the host took it. */
  shakeCup(roundId: string, held: boolean): Promise<boolean>;
  /** Asks the host for its settings (again, after a failure); true when they came. */
  loadHostSettings(): Promise<boolean>;
  /** Writes a settings patch through to the host; true when the host saved it (else its error shows). */
  patchHostSettings(patch: Partial<Settings>): Promise<boolean>;
  exportRecord(): Promise<Reply<'record:export'> | null>;
  clearError(): void;
  /** Asks the host to try the paused game's save again now (storage:retry). */
  retrySave(): Promise<void>;
  openSettings(open: boolean): void;
  /** Phones mode, the shared screen: asks the host for the phones' links (phones:pairing). */
  loadPhones(): Promise<void>;
  /** Phones mode, the shared screen: a new link for `seat` (the old one revoked). */
  repairPhone(seat: Seat): Promise<void>;
  /** Phones mode, the shared screen: a bot plays `seat` while its phone is away (null: give it back). */
  standIn(seat: Seat, level: string | null): Promise<void>;
  /** Phones mode, the shared screen: the phones' listener moves to another of this machine's addresses. */
  movePhones(address: string): Promise<void>;
}

/** A slice of the store: its part of the state and actions, with the whole store to read and write. */
export type StoreSet = (partial: Partial<GameStore>) => void;
export type StoreGet = () => GameStore;

/** A bot's reason, as the UI shows it. */
export function noteOf(round: number, r: BotActionReason): BotNote {
  return { seat: r.seat, round, action: r.action, detail: r.detail ?? null };
}

/** The seat whose decision the game waits for (direction, obligar or a turn), if any. */
export function actorOf(view: SeatView | null): Seat | null {
  if (!view) return null;
  return view.phase === 'direction' || view.phase === 'obligar' || view.phase === 'bidding' ? view.toAct : null;
}
