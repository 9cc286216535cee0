// The dice channels (issue 12; docs/host.md, "Dice"): a table's throw of the cups (dice:result),
// its 3D table ready to throw (dice:ready) and the throw settled on screen (dice:settled, which
// ends the bots' throw hold), and a phone shaking its own cup (dice:shake, issue 28 item 3).
import { errResult, okResult, type ParsedPayload, type Reply, type Result } from '../../common/contract/index';
import type { ClientState, Clients } from './clients';
import type { DiceFlow } from './dice-flow';
import { notYours, type HandlersOf } from './handlers';
import type { ActionPipeline } from './pipeline';
import { isHumanSeat } from './session';
import type { SessionSlot } from './session-slot';
import type { ThrowHold } from './throw-hold';

export interface DiceChannelsDeps {
  readonly slot: SessionSlot;
  readonly clients: Clients;
  readonly dice: DiceFlow;
  readonly pipeline: ActionPipeline;
  readonly throwHold: ThrowHold;
  /** A roll thrown for a 3D table was applied: bots wait until a table reports it settled on screen. */
  readonly holdBotsForThrow: (roundId: string) => void;
  readonly schedule: () => void;
}

export type DiceChannels = 'dice:result' | 'dice:ready' | 'dice:settled' | 'dice:shake';

export class DiceThrows {
  constructor(private readonly deps: DiceChannelsDeps) {}

  readonly handlers: HandlersOf<DiceChannels> = {
    'dice:result': (client, p) => this.result(client, p),
    'dice:ready': (client, p) => {
      if (!this.deps.clients.holdsTable(client)) return notYours('throw the dice: this screen does not hold the table');
      const s = this.deps.slot.current;
      if (s) this.deps.dice.ready(() => s.state, p.roundId);
      return okResult(null);
    },
    'dice:settled': (client, p) => {
      if (!this.deps.clients.holdsTable(client)) return notYours('throw the dice: this screen does not hold the table');
      this.deps.throwHold.release(p.roundId);
      return okResult(null);
    },
    'dice:shake': (client, p) => {
      // issue 28 item 3: a phone shakes its own cup; the table's 3D throw waits for it (docs/host.md, "Phones")
      const s = this.deps.slot.current;
      if (!s) return errResult('NO_GAME', 'No game is being played.');
      const request = this.deps.dice.pendingRequest;
      if (!request || request.purpose !== 'round' || request.roundId !== p.roundId) return errResult('BAD_DICE', 'No throw of these dice is awaited.');
      const seat = request.cups.map((c) => c.seat).find((x) => isHumanSeat(s, x) && this.deps.clients.holdsSeat(client, x));
      if (seat === undefined) return notYours('shake a cup: this screen holds no person seat in this throw');
      this.deps.clients.sendToTables({ type: 'shake', roundId: p.roundId, seat, held: p.held });
      return okResult(null);
    },
  };

  private async result(client: ClientState, payload: ParsedPayload<'dice:result'>): Promise<Result<Reply<'dice:result'>>> {
    const { slot, clients, dice, pipeline, throwHold } = this.deps;
    const s = slot.current;
    if (!s) return errResult('BAD_DICE', 'No dice are being thrown now.');
    // the dice are thrown on the table's screen (every cup: the host's secret relabelling makes the
    // reported axes choose no face); a client without the table only its own seats' cups
    if (!clients.holdsTable(client)) {
      if (clients.heldSeats(client).length === 0) return notYours('throw the dice: this screen holds no seat and not the table');
      const other = payload.cups.find((cup) => !clients.holdsSeat(client, cup.seat));
      if (other) return notYours(`throw seat ${other.seat}'s cup: this screen does not hold it`);
    }
    const accepted = dice.accept(s.state, payload);
    if (!accepted.ok) return errResult('BAD_DICE', accepted.message);
    if ('late' in accepted) return okResult({ actionIndex: accepted.actionIndex });
    // The renderer threw axes, not faces (issue 12): the labels are told, and answered, once saved.
    const rolled = (): void => clients.broadcast({ type: 'dice-rolled', roundId: accepted.request.roundId, source: 'physics' });
    const applied = pipeline.apply(accepted.action, undefined, { afterTold: rolled });
    this.deps.holdBotsForThrow(accepted.request.roundId);
    const r = await applied;
    if (!r.ok && r.error.code === 'STORAGE') return r;
    if (!r.ok) {
      throwHold.clear();
      this.deps.schedule(); // a new dice-request follows
      return errResult('BAD_DICE', r.error.message, r.error.ruleCode ? { ruleCode: r.error.ruleCode } : {});
    }
    return okResult({ actionIndex: r.value });
  }
}
