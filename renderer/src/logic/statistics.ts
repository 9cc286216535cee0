// A person's Statistics view (issue 26.4): their win rate over time from the kept games, their
// dudo and calzo accuracy by the size of the challenged bid (the host counts it from the records:
// stats:profile), and the checks of a new name before it is sent. Pure: tested without a DOM.
import type { BidSizeAccuracy, BidSizeBucket, HistoryEntry, Profile } from '../../../common/contract/index';
import { gamePlayers, gamesOf, percent } from './history';

/** The longest name a profile takes (the host's profileSaveSchema). */
export const NAME_MAX = 64;

export interface TimelinePoint {
  readonly id: string;
  readonly endedAt: string;
  readonly won: boolean;
  /** Games and wins up to and including this one. */
  readonly games: number;
  readonly wins: number;
  /** Wins per game so far, percent. */
  readonly rate: number;
}

/** A person's kept games oldest first, each with the running win rate (cumulative). */
export function winTimeline(games: readonly HistoryEntry[], profile: Profile): TimelinePoint[] {
  const mine = gamesOf(games, profile)
    .map((g) => {
      const seat = g.players.findIndex((p) => p.kind === 'human' && (p.profileId !== undefined ? p.profileId === profile.id : p.name === profile.name));
      return { g, won: gamePlayers(g)[seat]?.winner ?? false };
    })
    .sort((a, b) => a.g.endedAt.localeCompare(b.g.endedAt));
  let wins = 0;
  return mine.map(({ g, won }, i) => {
    if (won) wins += 1;
    return { id: g.id, endedAt: g.endedAt, won, games: i + 1, wins, rate: percent(wins, i + 1) ?? 0 };
  });
}

export interface BidSizeRow extends BidSizeAccuracy {
  /** Dudos right, percent of dudos called on such bids (null: none called). */
  readonly dudoRate: number | null;
  readonly calzoRate: number | null;
}

/** The buckets with their right-rates; the paso bucket only when it was challenged. */
export function bidSizeRows(rows: readonly BidSizeAccuracy[]): BidSizeRow[] {
  return rows
    .filter((r) => r.bucket !== 'paso' || r.dudos + r.calzos > 0)
    .map((r) => ({ ...r, dudoRate: percent(r.dudosRight, r.dudos), calzoRate: percent(r.calzosRight, r.calzos) }));
}

export type NameProblem = 'empty' | 'long' | 'taken';

/** Why a new name for `profile` would be refused (as the host refuses it), or null. */
export function nameProblem(name: string, profile: Profile, profiles: readonly Profile[]): NameProblem | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'empty';
  if (trimmed.length > NAME_MAX) return 'long';
  const same = (a: string): boolean => a.trim().toLocaleLowerCase() === trimmed.toLocaleLowerCase();
  return profiles.some((p) => p.id !== profile.id && same(p.name)) ? 'taken' : null;
}

/** The buckets' words' keys, in the order of the chart. */
export const BUCKET_KEYS: Readonly<Record<BidSizeBucket, `stats.bucket.${BidSizeBucket}`>> = {
  quarter: 'stats.bucket.quarter',
  third: 'stats.bucket.third',
  half: 'stats.bucket.half',
  more: 'stats.bucket.more',
  paso: 'stats.bucket.paso',
};
