// The dice the engine waits for: a dice-request to the renderer with a deadline, its answer (the
// settled axes) read through the host's secret relabelling of each die, or the CSPRNG when 3D dice
// are off, no client is connected or no valid answer came in time. An answer that comes after the
// CSPRNG labelled the dice is still taken: the host relabels each die among the 4 rotations that
// put its label on the reported axis, so the scene and the engine agree on every path.
import type { ChanceAction, Face, GameState } from '../../engine/index';
import type { HostEvent, ParsedPayload } from '../../common/contract/index';
import type { RelabelIndex } from '../../common/dice-labels';
import type { ClientState } from './clients';
import { checkDiceResult, cryptoInt, cryptoRoll, facesOf, diceRequestShown, drawRelabels, relabelsForLabels, type DiceRequest, type RandomInt } from './dice';

interface PendingDice {
  readonly request: DiceRequest;
  /** The deadline once it runs; before that (waiting for dice:ready) the hard bound's timer. */
  timer: NodeJS.Timeout;
  /** The deadline runs (a table said it is ready to throw, or no table waits for that). */
  deadlineRunning: boolean;
  /** When the request was sent (ms, the host's clock): the hard bound runs from here. */
  readonly startedAt: number;
  /**
   * The deadline runs only because no table throwing 3D dice was known when the request was sent
   * (a game's start: the table screen reports itself after game:new), and no dice:ready came for it.
   */
  untilTable: boolean;
  /** The secret relabelling of each die, per cup in request order (never sent to a client). */
  readonly relabels: readonly (readonly RelabelIndex[])[];
  /** "Learn to play": the roll is the script's, whatever the dice show (the scene draws each die with the script's face). */
  readonly scripted: ChanceAction | null;
}

/** The last throw the host labelled itself (renderer late): a late answer still gets its relabellings. */
interface LabelledByHost {
  readonly request: DiceRequest;
  readonly faces: readonly (readonly Face[])[];
  readonly actionIndex: number;
  relabels: (RelabelIndex | null)[][] | null;
}

export interface DiceFlowDeps {
  /** How long the renderer has to answer a dice-request (ms), from its dice:ready. */
  readonly deadlineMs: number;
  /** The hard bound while no table said dice:ready (a dead or stuck client): then the CSPRNG (ms). */
  readonly readyLimitMs: number;
  /** Applies the roll (the action pipeline); `source` says where the faces came from. Returns the action's index. */
  readonly roll: (action: ChanceAction, request: DiceRequest, source: 'physics' | 'csprng') => number | null;
  /** Sends each client its own event (per seat). */
  readonly sendEach: (make: (client: ClientState) => HostEvent) => void;
  readonly sendTo: (client: ClientState, event: HostEvent) => void;
  /** The seat whose cup counts `client` may be told (clients.ts visibleSeat). */
  readonly visibleSeat: (client: ClientState) => number | null;
  readonly log: (message: string) => void;
  /** Called when the deadline's roll is done (the host may now be settled). */
  readonly settled: () => void;
  /** The host's randomness (node:crypto by default). */
  readonly random?: RandomInt;
  /** The host's clock (ms; Date.now by default). */
  readonly now?: () => number;
}

export type DiceAnswer =
  | { readonly ok: true; readonly action: ChanceAction; readonly request: DiceRequest }
  | { readonly ok: true; readonly late: true; readonly actionIndex: number }
  | { readonly ok: false; readonly message: string };

export class DiceFlow {
  private pending: PendingDice | null = null;
  private labelled: LabelledByHost | null = null;
  /** Throws the host labelled itself because no answer came in time (since the host started). */
  fallbacks = 0;

  constructor(private readonly deps: DiceFlowDeps) {}

  private get random(): RandomInt {
    return this.deps.random ?? cryptoInt;
  }

  get isPending(): boolean {
    return this.pending !== null;
  }

  /** The request whose dice are awaited now, if any. */
  get pendingRequest(): DiceRequest | null {
    return this.pending?.request ?? null;
  }

  /**
   * Asks the renderer for the dice (or rolls them at once when it cannot throw them). With
   * `waitReady` (a table throws 3D dice) the deadline starts only at its dice:ready, so that it
   * never runs while the scene loads or a dialog covers it; `readyLimitMs` bounds that wait.
   */
  start(state: () => GameState, request: DiceRequest, throwIn3d: boolean, waitReady = false, scripted: ChanceAction | null = null): void {
    this.labelled = null;
    if (!throwIn3d) {
      this.deps.roll(scripted ?? cryptoRoll(state(), request, this.random).action, request, 'csprng');
      return;
    }
    const timer = this.fallbackAfter(state, request, waitReady ? this.deps.readyLimitMs : this.deps.deadlineMs, scripted);
    const now = (this.deps.now ?? Date.now)();
    this.pending = { request, timer, deadlineRunning: !waitReady, startedAt: now, untilTable: !waitReady, relabels: drawRelabels(request, this.random), scripted };
    this.deps.sendEach((c) => this.requestEvent(request, c));
  }

  /** dice:ready for `roundId`: its deadline starts now (once). True when it started. */
  ready(state: () => GameState, roundId: string): boolean {
    const p = this.pending;
    if (!p || p.request.roundId !== roundId) return false;
    p.untilTable = false; // its table is ready: a deadline that runs never goes back to waiting
    if (p.deadlineRunning) return false;
    clearTimeout(p.timer);
    p.deadlineRunning = true;
    p.timer = this.fallbackAfter(state, p.request, this.deps.deadlineMs, p.scripted);
    return true;
  }

  /** No table will say dice:ready any more (it left): the deadline starts now. */
  noTableWaits(state: () => GameState): void {
    const p = this.pending;
    if (p && !p.deadlineRunning) this.ready(state, p.request.roundId);
  }

  /**
   * A table that throws 3D dice reported itself while the deadline ran only because no such table
   * was known (feel2 item 1: at a game's start the table screen reports itself after game:new, and
   * with phones it throws the start roll only once the pairing panel closed): the request waits
   * for that table's dice:ready again, bounded by readyLimitMs from when it was sent. True when it does.
   */
  tableCame(state: () => GameState): boolean {
    const p = this.pending;
    if (!p || !p.untilTable) return false;
    p.untilTable = false;
    clearTimeout(p.timer);
    p.deadlineRunning = false;
    const left = Math.max(0, this.deps.readyLimitMs - ((this.deps.now ?? Date.now)() - p.startedAt));
    p.timer = this.fallbackAfter(state, p.request, left, p.scripted, this.deps.readyLimitMs);
    return true;
  }

  /** The CSPRNG roll of `request` after `ms` (`bound` in the log) if no valid answer came by then. */
  private fallbackAfter(state: () => GameState, request: DiceRequest, ms: number, scripted: ChanceAction | null, bound = ms): NodeJS.Timeout {
    return setTimeout(() => {
      if (this.pending?.request !== request) return;
      this.pending = null;
      this.fallbacks++;
      this.deps.log(`dice ${request.roundId}: no valid answer within ${bound} ms; rolling with the CSPRNG`);
      const rolled = scripted ? { action: scripted, faces: facesOf(scripted) } : cryptoRoll(state(), request, this.random);
      const index = this.deps.roll(rolled.action, request, 'csprng');
      if (index !== null) this.labelled = { request, faces: rolled.faces, actionIndex: index, relabels: null };
      this.deps.settled();
    }, ms);
  }

  private requestEvent(request: DiceRequest, client: ClientState): HostEvent {
    const { hiddenCounts: _hidden, ...rest } = request;
    return { type: 'dice-request', ...rest, cups: diceRequestShown(request, this.deps.visibleSeat(client)), deadlineMs: this.deps.deadlineMs };
  }

  /** A client reconnecting while dice are awaited is asked again. */
  resend(client: ClientState): void {
    const p = this.pending;
    if (p) this.deps.sendTo(client, this.requestEvent(p.request, client));
  }

  /** Reads a dice:result: the chance action, a late answer taken for the scene, or why it is refused (the request stays). */
  accept(state: GameState, payload: ParsedPayload<'dice:result'>): DiceAnswer {
    const late = this.labelled;
    if (late && late.request.roundId === payload.roundId) {
      if (late.relabels) return { ok: false, message: 'These dice were already read.' };
      late.relabels = relabelsForLabels(late.faces, late.request, payload, this.random);
      return { ok: true, late: true, actionIndex: late.actionIndex };
    }
    const p = this.pending;
    if (!p) return { ok: false, message: 'No dice are being thrown now.' };
    const checked = checkDiceResult(state, p.request, payload, p.relabels, this.random);
    if (!checked.ok) return checked;
    clearTimeout(p.timer);
    this.pending = null;
    return { ok: true, action: p.scripted ?? checked.action, request: p.request };
  }

  clear(): void {
    if (this.pending) clearTimeout(this.pending.timer);
    this.pending = null;
    this.labelled = null;
  }
}
