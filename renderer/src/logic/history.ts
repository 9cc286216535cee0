// The History screen's figures: a person's statistics as rows (win rate, dudo and calzo accuracy),
// and a past game's line (players with bot levels, winner). Pure: tested without a DOM.
import type { HistoryEntry, PlayerStats, Profile, Stats } from '../../../main/contract/index';

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

const ZERO: PlayerStats = { games: 0, wins: 0, rounds: 0, dudos: 0, dudosRight: 0, calzos: 0, calzosRight: 0, challengesLost: 0, bluffsCaught: 0, caughtBluffing: 0 };

/** Every person's row, most games first (then by name); a profile without a game shows zeros. */
export function profileRows(stats: Stats): ProfileRow[] {
  return stats.profiles
    .map((profile) => {
      const s = stats.people[profile.id] ?? ZERO;
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
