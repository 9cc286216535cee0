// One source for every statistic (issue 39 item 4): the figures of each seat in one game, computed
// from its record (dudo-record/1) by replaying it. The end screen shows one game's figures, the
// Statistics and History screens a person's sums of them (the host adds them per game). Pure.
import { applyAction, type GameEvent, type Resolution } from './game';
import { gameFromRecord, type GameRecord } from './record';
import type { GameState } from './state';
import type { Action, Seat } from './types';

/** A seat's figures: one game's, or the sum over a person's games. */
export interface PlayerStats {
  /** Games played to the end. */
  readonly games: number;
  readonly wins: number;
  /** Rounds the seat held dice: it was still in the game when the round's dice were thrown. */
  readonly rounds: number;
  /** R-DUDO: dudos called (on a bid, a paso or a picado). */
  readonly dudos: number;
  /** Dudos called that were right (the claim was false). */
  readonly dudosRight: number;
  /** R-CALZO: calzos called. */
  readonly calzos: number;
  /** Calzos called that were exact. */
  readonly calzosRight: number;
  /** Every challenge the seat lost (a die or a life): as the caller, or as the one challenged. */
  readonly challengesLost: number;
  /** Dudos of this seat that caught another's false claim. */
  readonly bluffsCaught: number;
  /** This seat's claims that were doubted and found false. */
  readonly caughtBluffing: number;
  /** Issue 40 item 5: decisions the seat asked a hint for ("What would Maestro do?"); absent: none. */
  readonly hints?: number;
}

/** The figures, in the order the screens list them. */
export const PLAYER_STAT_KEYS = ['games', 'wins', 'rounds', 'dudos', 'dudosRight', 'calzos', 'calzosRight', 'challengesLost', 'bluffsCaught', 'caughtBluffing'] as const satisfies readonly (keyof PlayerStats)[];

export const NO_STATS: PlayerStats = { games: 0, wins: 0, rounds: 0, dudos: 0, dudosRight: 0, calzos: 0, calzosRight: 0, challengesLost: 0, bluffsCaught: 0, caughtBluffing: 0 };

/** The sum of two seats' figures (a person's totals are sums of their games'). */
export function addStats(a: PlayerStats, b: PlayerStats): PlayerStats {
  const sum: Record<(typeof PLAYER_STAT_KEYS)[number], number> = { ...NO_STATS };
  for (const k of PLAYER_STAT_KEYS) sum[k] = a[k] + b[k];
  const hints = (a.hints ?? 0) + (b.hints ?? 0);
  return hints > 0 ? { ...sum, hints } : sum;
}

/** Whether the caller of a challenge won it: a dudo on a false claim, a calzo or a mato on an exact count (R-DUDO, R-CALZO, R-MATO). */
export function callerWon(r: Resolution): boolean {
  return r.kind === 'dudo' ? !r.claimHeld : r.claimHeld;
}

type Tally = Record<(typeof PLAYER_STAT_KEYS)[number], number> & { hints?: number };

/** One challenge's part in the figures (R-DUDO, R-CALZO, R-MATO, R-PASO, R-PICADO). */
function countResolution(stats: Tally[], r: Resolution): void {
  const won = callerWon(r);
  const caller = stats[r.caller];
  if (caller && r.kind === 'dudo') {
    caller.dudos += 1;
    if (won) {
      caller.dudosRight += 1;
      caller.bluffsCaught += 1;
    }
  }
  if (caller && r.kind === 'calzo') {
    caller.calzos += 1;
    if (won) caller.calzosRight += 1;
  }
  if (r.kind === 'dudo' && won) {
    const bluffer = stats[r.claim.seat];
    if (bluffer) bluffer.caughtBluffing += 1;
  }
  const loser = r.loser === null ? undefined : stats[r.loser];
  if (loser) loser.challengesLost += 1;
}

/**
 * One action's part in the figures of a game in play: `before` is the state it was applied to,
 * `events` what it caused. A thrown round counts for every seat still in the game (issue 39.4).
 */
export function tallyAction(stats: readonly PlayerStats[], before: GameState, action: Action, events: readonly GameEvent[]): PlayerStats[] {
  const next: Tally[] = stats.map((s) => ({ ...s }));
  if (action.type === 'roll') {
    before.players.forEach((p, seat) => {
      const held = next[seat];
      if (held && !p.out) held.rounds += 1;
    });
  }
  for (const e of events) {
    if (e.type === 'resolution') countResolution(next, e.resolution);
    const winner = e.type === 'game-over' ? next[e.winner] : undefined;
    if (winner) winner.wins += 1;
  }
  return next;
}

/** The figures of a game before its first action: each seat in one game. */
export function startingStats(players: number): PlayerStats[] {
  return Array.from({ length: players }, () => ({ ...NO_STATS, games: 1 }));
}

/** Why a record has no figures: an action refused on replay, or a game not played to its end. */
export interface StatsError {
  readonly code: 'ACTION_REFUSED' | 'NOT_FINISHED';
  readonly message: string;
}

export type GameStatsResult = { readonly ok: true; readonly stats: readonly PlayerStats[]; readonly winner: Seat; readonly rounds: number } | { readonly ok: false; readonly error: StatsError };

/** Every seat's figures in a finished game, from its record replayed from the start (issue 39.4). */
export function gameStats(record: GameRecord): GameStatsResult {
  let state = gameFromRecord(record);
  let stats = startingStats(record.players.length);
  for (let i = 0; i < record.actions.length; i++) {
    const action = record.actions[i]!;
    const r = applyAction(state, action);
    if (!r.ok) return { ok: false, error: { code: 'ACTION_REFUSED', message: `action ${i} is refused: ${r.error.message}` } };
    stats = tallyAction(stats, state, action, r.events);
    state = r.state;
  }
  if (state.winner === null) return { ok: false, error: { code: 'NOT_FINISHED', message: 'the game in this record is not over' } };
  return { ok: true, stats, winner: state.winner, rounds: state.round };
}

/**
 * Issue 40 item 5: a game's figures with the decisions each seat asked a hint for (`hints[seat]`).
 * A record (dudo-record/1) carries no hints, so gameStats cannot recompute them: the host keeps the
 * tally of the game being played (its session) and adds it here. A seat with none is left as it was.
 */
export function withHints(figures: readonly PlayerStats[], hints: readonly number[]): PlayerStats[] {
  return figures.map((s, seat) => {
    const n = hints[seat] ?? 0;
    return n > 0 ? { ...s, hints: (s.hints ?? 0) + n } : s;
  });
}
