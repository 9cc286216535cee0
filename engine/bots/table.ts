// What a seat knows of the table, read from its view only: seen dice, unseen dice per seat
// (estimated under O-HIDDEN), the wild face, the standing bid and the seats still in.
import type { Bid, Face, RoundView, Seat, SeatView } from '../index';
import { countsFor } from './odds';

export interface TableRead {
  readonly seat: Seat;
  readonly round: RoundView;
  readonly wildFace: Face | null;
  readonly active: readonly Seat[];
  /** Dice this seat sees, per seat (null where it may not look). */
  readonly seen: readonly (readonly Face[] | null)[];
  /** Dice held by each seat (estimated where O-HIDDEN hides them). */
  readonly diceOf: readonly number[];
  /** Dice of each seat this seat cannot see. */
  readonly unseenOf: readonly number[];
  readonly unseenTotal: number;
  readonly totalDice: number;
  /** O-HIDDEN: the counts are an estimate. */
  readonly estimated: boolean;
  readonly myHand: readonly Face[] | null;
  readonly standing: { readonly seat: Seat; readonly bid: Bid } | null;
}

/**
 * O-HIDDEN: others' dice are unknown; keep it simple and assume the average. Each challenge so far
 * took about one die from the table (none with R-LIVES), spread evenly over the other seats.
 */
export function estimateDice(view: SeatView, active: readonly Seat[]): number[] {
  const o = view.options;
  const me = view.seat!;
  const mine = view.players[me]?.dice ?? o.dicePerPlayer;
  const others = active.filter((s) => s !== me);
  const totalEstimate =
    o.penalty === 'lives' ? active.length * o.dicePerPlayer : Math.max(active.length, view.startingTotal - Math.max(0, view.round - 1));
  const share = others.length === 0 ? 0 : (totalEstimate - mine) / others.length;
  const each = Math.min(o.dicePerPlayer, Math.max(1, Math.round(share)));
  return view.players.map((p, s) => (p.out ? 0 : s === me ? mine : (p.dice ?? each)));
}

export function readTable(view: SeatView): TableRead {
  if (view.seat === null || view.current === null) throw new Error('A bot reads the table of a seat in a round.');
  const seat = view.seat;
  const active = view.players.filter((p) => !p.out).map((p) => p.seat);
  const estimated = view.players.some((p) => !p.out && p.dice === null);
  const diceOf = estimated ? estimateDice(view, active) : view.players.map((p) => (p.out ? 0 : (p.dice ?? 0)));
  const seen = view.hands;
  const unseenOf = diceOf.map((d, s) => (seen[s] ? Math.max(0, d - seen[s].length) : d));
  const unseenTotal = unseenOf.reduce((a, b) => a + b, 0);
  const totalDice = diceOf.reduce((a, b) => a + b, 0);
  return {
    seat,
    round: view.current,
    wildFace: view.current.wildFace,
    active,
    seen,
    diceOf,
    unseenOf,
    unseenTotal,
    totalDice,
    estimated,
    myHand: seen[seat] ?? null,
    standing: view.current.standing,
  };
}

/** R-WILD: the seen dice that count for a bid on `face`. */
export function seenCount(t: TableRead, face: Face): number {
  let n = 0;
  for (const hand of t.seen) if (hand) for (const d of hand) if (countsFor(d, face, t.wildFace)) n++;
  return n;
}

/** The seats in play order after `seat` (R-TURN). */
export function nextSeat(view: SeatView, seat: Seat): Seat {
  const n = view.playerCount;
  const d = view.direction === 'counter-clockwise' ? -1 : 1;
  for (let i = 1; i <= n; i++) {
    const s = (((seat + d * i) % n) + n) % n;
    if (!view.players[s]!.out) return s;
  }
  return seat;
}
