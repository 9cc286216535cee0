// The History screen's figures: a person's statistics as rows (win rate, dudo and calzo accuracy),
// and a past game's line (players with bot levels, winner). Pure: tested without a DOM.
import { NO_STATS } from '../../../engine/index';
import type { HistoryEntry, PlayerStats, Profile, Stats } from '../../../common/contract/index';

/** A share as a whole percentage, or null when there is nothing to divide (never "NaN %"). */
export function percent(part: number, whole: number): number | null {
  if (!(whole > 0)) return null;
  return Math.round((100 * part) / whole);
}

export interface ProfileRow {
  readonly profile: Profile;
  readonly stats: PlayerStats;
  /** Wins per game, percent (null before the first game). */
  readonly winRate: number | null;
  /** Dudos that caught a false claim, percent of dudos called. */
  readonly dudoRate: number | null;
  /** Exact calzos, percent of calzos called. */
  readonly calzoRate: number | null;
}

/** Every person's row, most games first (then by name); a profile without a game shows zeros. */
export function profileRows(stats: Stats): ProfileRow[] {
  return stats.profiles
    .map((profile) => {
      const s = stats.people[profile.id] ?? NO_STATS;
      return { profile, stats: s, winRate: percent(s.wins, s.games), dudoRate: percent(s.dudosRight, s.dudos), calzoRate: percent(s.calzosRight, s.calzos) };
    })
    .sort((a, b) => b.stats.games - a.stats.games || a.profile.name.localeCompare(b.profile.name));
}

export interface GamePlayer {
  readonly name: string;
  /** A bot's level id (levels.*), null for a person. */
  readonly level: string | null;
  readonly winner: boolean;
}

/** A past game's players in seat order, the winner marked (by seat where the entry has it, else by name). */
export function gamePlayers(entry: HistoryEntry): GamePlayer[] {
  return entry.players.map((p, seat) => ({
    name: p.name,
    level: p.kind === 'bot' ? (p.level ?? '') : null,
    winner: entry.winnerSeat !== undefined ? entry.winnerSeat === seat : p.name === entry.winner,
  }));
}

/** The games a profile played (by its id; old entries without ids by the name of a person seat). */
export function gamesOf(games: readonly HistoryEntry[], profile: Profile): HistoryEntry[] {
  return games.filter((g) => g.players.some((p) => p.kind === 'human' && (p.profileId !== undefined ? p.profileId === profile.id : p.name === profile.name)));
}

export interface Tally {
  /** A preset id, or a bot level id. */
  readonly key: string;
  readonly games: number;
  readonly wins: number;
}

/**
 * A person's results from the kept games: per rule set, and against each bot level (a game with
 * bots of two levels counts for both). Most games first.
 */
export function resultsOf(games: readonly HistoryEntry[], profile: Profile): { byPreset: Tally[]; byLevel: Tally[] } {
  const presets = new Map<string, { games: number; wins: number }>();
  const levels = new Map<string, { games: number; wins: number }>();
  const add = (m: Map<string, { games: number; wins: number }>, key: string, won: boolean): void => {
    const t = m.get(key) ?? { games: 0, wins: 0 };
    m.set(key, { games: t.games + 1, wins: t.wins + (won ? 1 : 0) });
  };
  for (const g of gamesOf(games, profile)) {
    const seat = g.players.findIndex((p) => p.kind === 'human' && (p.profileId !== undefined ? p.profileId === profile.id : p.name === profile.name));
    const won = gamePlayers(g)[seat]?.winner ?? false;
    add(presets, g.preset, won);
    for (const level of new Set(g.players.filter((p) => p.kind === 'bot').map((p) => p.level ?? ''))) add(levels, level, won);
  }
  const list = (m: Map<string, { games: number; wins: number }>): Tally[] =>
    [...m].map(([key, t]) => ({ key, ...t })).sort((a, b) => b.games - a.games || a.key.localeCompare(b.key));
  return { byPreset: list(presets), byLevel: list(levels) };
}
