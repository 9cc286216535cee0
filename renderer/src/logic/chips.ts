// O-ANTE: which chips moved between two snapshots of the match the host sent, for the table to
// show them moving: each player's ante into the pot at a game's start, the pot to the winner at
// its end. Pure; the numbers on screen are the host's once the chips shown moving have landed.
import type { MatchInfo, SessionInfo } from '../../../common/contract/index';

export type ChipMove =
  /** A player's ante, from their seat into the pot. */
  | { readonly kind: 'ante'; readonly seat: number; readonly amount: number }
  /** The pot, to the game's winner. */
  | { readonly kind: 'pot'; readonly seat: number; readonly amount: number };

/** What of a session the chip moves are read from. */
export type ChipSnapshot = Pick<SessionInfo, 'id' | 'actionCount'> & { readonly match: Pick<MatchInfo, 'gameNumber' | 'chips' | 'pot'> };

/**
 * The antes when the chips before the game are not known (the first snapshot of a session):
 * a player with chips left paid the whole ante; what the pot holds beyond that was paid by the
 * players left with none, at most an ante each.
 */
export function inferAntes(chipsAfter: readonly number[], pot: number, ante: number): number[] {
  const paid = chipsAfter.map((c) => (c > 0 ? ante : 0));
  let rest = pot - paid.reduce((a, b) => a + b, 0);
  return paid.map((p, s) => {
    if ((chipsAfter[s] ?? 0) > 0 || rest <= 0) return p;
    const q = Math.min(ante, rest);
    rest -= q;
    return q;
  });
}

/** The chips that moved from `before` (null: none seen yet) to `after`, with an ante of `ante` (O-ANTE). */
export function chipMoves(before: ChipSnapshot | null, after: ChipSnapshot, ante: number): ChipMove[] {
  if (ante <= 0) return [];
  const same = before !== null && before.id === after.id;
  if (same && before.match.gameNumber === after.match.gameNumber) {
    // O-ANTE: the winner takes the pot at the game's end
    const pot = before.match.pot;
    if (pot <= 0 || after.match.pot !== 0) return [];
    const winners = after.match.chips.flatMap((c, s) => (c - (before.match.chips[s] ?? c) === pot ? [s] : []));
    return winners.length === 1 ? [{ kind: 'pot', seat: winners[0]!, amount: pot }] : [];
  }
  // a new game: every player pays the ante into the pot (none to show when resumed mid-game)
  if (after.actionCount > 0 || after.match.pot <= 0) return [];
  const paid =
    same && before.match.pot === 0
      ? after.match.chips.map((c, s) => Math.max(0, (before.match.chips[s] ?? c) - c))
      : inferAntes(after.match.chips, after.match.pot, ante);
  return paid.flatMap((amount, seat) => (amount > 0 ? [{ kind: 'ante' as const, seat, amount }] : []));
}

/** The chips a batch of moves puts in motion (the announcement's number). */
export function chipsMoved(moves: readonly ChipMove[]): number {
  return moves.reduce((a, m) => a + m.amount, 0);
}

/** The chips and pot as the host holds them. */
export interface ChipCounts {
  readonly chips: readonly number[];
  readonly pot: number;
}

/** O-ANTE: the numbers to show while `moves` are still waiting or in the air: the host's, with those moves not yet made. Pure. */
export function chipsBeforeMoves(counts: ChipCounts, moves: readonly ChipMove[]): ChipCounts {
  const chips = [...counts.chips];
  let pot = counts.pot;
  for (const m of moves) {
    // an ante is still at its seat; a pot not yet taken is still in the middle
    const toSeat = m.kind === 'ante' ? m.amount : -m.amount;
    chips[m.seat] = (chips[m.seat] ?? 0) + toSeat;
    pot -= toSeat;
  }
  return { chips, pot };
}
