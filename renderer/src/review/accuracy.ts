// A person's accuracy over their reviewed games (issue 40 item 4): one point per reviewed game, oldest first,
// with the game's accuracy overall and by kind of decision (bidding, dudo, calzo); games not reviewed are left
// out. Pure: the Statistics view draws it as a chart and as a table.
import type { GameReview, HistoryEntry, Profile } from '../../../common/contract/index';
import { gamesOf } from '../logic/history';

export interface AccuracyPoint {
  readonly id: string;
  readonly endedAt: string;
  /** Reviewed games up to and including this one. */
  readonly games: number;
  /** 0..100 (rounded), null where the game had no decision of that kind. */
  readonly overall: number | null;
  readonly bidding: number | null;
  readonly dudo: number | null;
  readonly calzo: number | null;
}

function seatOf(g: HistoryEntry, profile: Profile): number {
  return g.players.findIndex((p) => p.kind === 'human' && (p.profileId !== undefined ? p.profileId === profile.id : p.name === profile.name));
}

const whole = (v: number | null | undefined): number | null => (v === null || v === undefined || !Number.isFinite(v) ? null : Math.round(Math.min(100, Math.max(0, v))));

/** The person's reviewed games oldest first, from the History and the reviews kept (by History id). */
export function accuracySeries(games: readonly HistoryEntry[], reviews: ReadonlyMap<string, GameReview | null>, profile: Profile): AccuracyPoint[] {
  const points: AccuracyPoint[] = [];
  const mine = [...gamesOf(games, profile)].sort((a, b) => a.endedAt.localeCompare(b.endedAt));
  for (const g of mine) {
    const review = reviews.get(g.id);
    const seat = seatOf(g, profile);
    const a = review?.accuracy.find((x) => x.seat === seat);
    if (!a) continue;
    points.push({
      id: g.id,
      endedAt: g.endedAt,
      games: points.length + 1,
      overall: whole(a.overall.accuracy),
      bidding: whole(a.byGroup.bidding.accuracy),
      dudo: whole(a.byGroup.dudo.accuracy),
      calzo: whole(a.byGroup.calzo.accuracy),
    });
  }
  return points;
}

/** The mean of a kind over the points that have it (the chart's description), null when none has. */
export function meanOf(points: readonly AccuracyPoint[], kind: 'overall' | 'bidding' | 'dudo' | 'calzo'): number | null {
  const values = points.map((p) => p[kind]).filter((v): v is number => v !== null);
  return values.length === 0 ? null : Math.round(values.reduce((s, v) => s + v, 0) / values.length);
}
