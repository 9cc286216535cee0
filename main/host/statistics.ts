// A person's figures rebuilt from the kept records of their games (stats:profile, issue 26.4): the
// same figures as addGameToStats keeps in stats.json (both from the engine's gameStats, issue 39.4),
// and their dudos and calzos by the size of the challenged bid, which only the records tell. Pure:
// the records come through `read`.
import { addStats, gameStats, replay, type GameEvent, type GameRecord, type PlayerStats, type Resolution } from '../../engine/index';
import { BID_SIZE_BUCKETS, type BidSizeAccuracy, type BidSizeBucket, type HistoryEntry, type ProfileRecords } from '../../common/contract/index';
import { ZERO } from './profile';

/** A kept game replayed: what the figures need. */
export interface ReplayedGame {
  readonly events: readonly GameEvent[];
  /** Every seat's figures (gameStats). */
  readonly stats: readonly PlayerStats[];
  readonly winner: number;
  readonly rounds: number;
}

/** Replays a record to its end; null when it does not replay to a finished game. */
export function replayedGame(record: GameRecord): ReplayedGame | null {
  const game = gameStats(record);
  if (!game.ok) return null;
  return { events: replay(record).events, stats: game.stats, winner: game.winner, rounds: game.rounds };
}

/**
 * The bucket of a challenged claim: a bid's count over the dice in play (every hand revealed at the
 * challenge): ≤ 1/4, ≤ 1/3, ≤ 1/2, more; a paso or a picado has no count.
 */
export function bidSizeBucket(r: Resolution): BidSizeBucket {
  if (r.claim.kind !== 'bid') return 'paso';
  const dice = r.hands.reduce((n, h) => n + h.length, 0);
  const count = r.claim.bid.count;
  // compared in whole numbers: count/dice ≤ 1/k  ⇔  k·count ≤ dice
  if (4 * count <= dice) return 'quarter';
  if (3 * count <= dice) return 'third';
  if (2 * count <= dice) return 'half';
  return 'more';
}

/** The seat a profile played in a kept game (an old entry without profile ids: by the person's name, as the History lists it), or -1. */
export function seatOfProfile(entry: HistoryEntry, profile: { readonly id: string; readonly name: string }): number {
  return entry.players.findIndex((p) => p.kind === 'human' && (p.profileId !== undefined ? p.profileId === profile.id : p.name === profile.name));
}

/**
 * A profile's figures from the records of its games in the history (`read` gives a game's record
 * replayed, null when it has none or it is unreadable: counted as missing).
 */
export function profileRecords(profile: { readonly id: string; readonly name: string }, games: readonly HistoryEntry[], read: (entry: HistoryEntry) => ReplayedGame | null): ProfileRecords {
  const profileId = profile.id;
  let figures: PlayerStats = ZERO;
  const buckets = new Map<BidSizeBucket, { dudos: number; dudosRight: number; calzos: number; calzosRight: number }>(
    BID_SIZE_BUCKETS.map((b) => [b, { dudos: 0, dudosRight: 0, calzos: 0, calzosRight: 0 }]),
  );
  let recordsRead = 0;
  let recordsMissing = 0;
  for (const entry of games) {
    const seat = seatOfProfile(entry, profile);
    if (seat < 0) continue;
    const game = entry.hasRecord === true ? read(entry) : null;
    if (!game) {
      recordsMissing += 1;
      continue;
    }
    recordsRead += 1;
    figures = addStats(figures, game.stats[seat] ?? ZERO);
    for (const e of game.events) {
      if (e.type !== 'resolution' || e.resolution.caller !== seat) continue;
      const r = e.resolution;
      if (r.kind !== 'dudo' && r.kind !== 'calzo') continue;
      const b = buckets.get(bidSizeBucket(r))!;
      const right = r.kind === 'dudo' ? !r.claimHeld : r.claimHeld; // R-DUDO, R-CALZO
      if (r.kind === 'dudo') {
        b.dudos += 1;
        if (right) b.dudosRight += 1;
      } else {
        b.calzos += 1;
        if (right) b.calzosRight += 1;
      }
    }
  }
  const byBidSize: BidSizeAccuracy[] = BID_SIZE_BUCKETS.map((bucket) => ({ bucket, ...buckets.get(bucket)! }));
  return { profileId, figures, byBidSize, recordsRead, recordsMissing };
}
