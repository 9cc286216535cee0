// The dice the engine waits for: a dice-request to the renderer with a deadline, its answer checked,
// or the CSPRNG when 3D dice are off, no client is connected or no valid answer came in time.
import type { ChanceAction, GameState } from '../../engine/index';
import type { HostEvent, ParsedPayload } from '../contract/index';
import type { ClientState } from './clients';
import { checkDiceResult, cryptoRoll, type DiceRequest } from './dice';

interface PendingDice {
  readonly request: DiceRequest;
  readonly timer: NodeJS.Timeout;
}

export interface DiceFlowDeps {
  /** How long the renderer has to answer a dice-request (ms). */
  readonly deadlineMs: number;
  /** Applies the roll (the action pipeline); `source` says where the faces came from. */
  readonly roll: (action: ChanceAction, request: DiceRequest, source: 'physics' | 'csprng') => void;
  readonly broadcast: (event: HostEvent) => void;
  readonly sendTo: (client: ClientState, event: HostEvent) => void;
  readonly log: (message: string) => void;
  /** Called when the deadline's roll is done (the host may now be settled). */
  readonly settled: () => void;
}

export class DiceFlow {
  private pending: PendingDice | null = null;

  constructor(private readonly deps: DiceFlowDeps) {}

  get isPending(): boolean {
    return this.pending !== null;
  }

  /** Asks the renderer for the dice (or rolls them at once when it cannot throw them). */
  start(state: () => GameState, request: DiceRequest, throwIn3d: boolean): void {
    if (!throwIn3d) {
      this.deps.roll(cryptoRoll(state(), request), request, 'csprng');
      return;
    }
    const deadlineMs = this.deps.deadlineMs;
    const timer = setTimeout(() => {
      if (this.pending?.request !== request) return;
      this.pending = null;
      this.deps.log(`dice ${request.roundId}: no valid answer within ${deadlineMs} ms; rolling with the CSPRNG`);
      this.deps.roll(cryptoRoll(state(), request), request, 'csprng');
      this.deps.settled();
    }, deadlineMs);
    this.pending = { request, timer };
    this.deps.broadcast({ type: 'dice-request', ...request, deadlineMs });
  }

  /** A client reconnecting while dice are awaited is asked again. */
  resend(client: ClientState): void {
    const p = this.pending;
    if (p) this.deps.sendTo(client, { type: 'dice-request', ...p.request, deadlineMs: this.deps.deadlineMs });
  }

  /** Checks a dice:result against the request: the chance action, or why it is refused (the request stays). */
  accept(state: GameState, payload: ParsedPayload<'dice:result'>): { ok: true; action: ChanceAction; request: DiceRequest } | { ok: false; message: string } {
    const p = this.pending;
    if (!p) return { ok: false, message: 'No dice are being thrown now.' };
    const checked = checkDiceResult(state, p.request, payload);
    if (!checked.ok) return checked;
    clearTimeout(p.timer);
    this.pending = null;
    return { ok: true, action: checked.action, request: p.request };
  }

  clear(): void {
    if (this.pending) clearTimeout(this.pending.timer);
    this.pending = null;
  }
}
