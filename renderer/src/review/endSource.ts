// Which kept game the end screen's game is (issue 40 items 1 and 4): its review is then kept beside its record
// and counted in the Statistics' accuracy. The newest History entry with the record's players and number of
// actions; null (review the `current` game, kept nowhere) when none matches. Pure.
import type { HistoryEntry, RecordSummary } from '../../../common/contract/index';
import type { GameReviewModel } from './model';

export function historyIdOfGame(games: readonly HistoryEntry[], players: readonly string[], actionCount: number): string | null {
  const same = games.filter((g) => g.actionCount === actionCount && g.players.length === players.length && g.players.every((p, i) => p.name === players[i]));
  if (same.length === 0) return null;
  return [...same].sort((a, b) => b.endedAt.localeCompare(a.endedAt))[0]!.id;
}

/** Whether a review is of the record the Replay shows: the same players and number of steps. */
export function reviewFits(review: Pick<GameReviewModel, 'players' | 'totalSteps'>, summary: Pick<RecordSummary, 'players' | 'actionCount'>): boolean {
  return review.totalSteps === summary.actionCount && review.players.length === summary.players.length && review.players.every((p, i) => p === summary.players[i]);
}
