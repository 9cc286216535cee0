// Matches (R-DEAL-END): a series of games with scores, chips and pot (O-ANTE) and the
// first-out-last-game starter (O-START).
import { createGame, type GameSetup } from './game';
import type { GameState } from './state';
import type { Seat } from './types';
import { resolveRules, type RulesSpec } from './variants';

export interface MatchSettings {
  /** Chips each player brings to the table (O-ANTE). */
  readonly startingChips: number;
}

export const DEFAULT_MATCH_SETTINGS: MatchSettings = { startingChips: 100 };

export interface MatchGameResult {
  readonly winner: Seat;
  /** Seats in the order they went out. */
  readonly eliminated: readonly Seat[];
  readonly pot: number;
}

export interface MatchState {
  readonly rules: RulesSpec;
  readonly playerCount: number;
  readonly settings: MatchSettings;
  /** Games won per seat. */
  readonly scores: readonly number[];
  readonly chips: readonly number[];
  /** Chips in the pot of the game being played. */
  readonly pot: number;
  readonly games: readonly MatchGameResult[];
  readonly inGame: boolean;
}

export function createMatch(rules: RulesSpec, playerCount: number, settings: MatchSettings = DEFAULT_MATCH_SETTINGS): MatchState {
  resolveRules(rules);
  return {
    rules,
    playerCount,
    settings,
    scores: new Array<number>(playerCount).fill(0),
    chips: new Array<number>(playerCount).fill(settings.startingChips),
    pot: 0,
    games: [],
    inGame: false,
  };
}

/** O-START: who starts the next game: the first player out of the last game, or null for the high roll. */
export function nextGameStarter(match: MatchState): Seat | null {
  const options = resolveRules(match.rules);
  const last = match.games.at(-1);
  if (options.firstStarter !== 'first-out-last-game' || !last) return null;
  return last.eliminated[0] ?? null;
}

/** Starts the next game: every player pays the ante into the pot (what they have, at most). */
export function startMatchGame(match: MatchState): { match: MatchState; game: GameState; setup: GameSetup } {
  if (match.inGame) throw new Error('A game of this match is already being played.');
  const ante = resolveRules(match.rules).ante;
  const paid = match.chips.map((c) => Math.min(c, ante));
  const chips = match.chips.map((c, s) => c - paid[s]!);
  const pot = match.pot + paid.reduce((a, b) => a + b, 0);
  const starter = nextGameStarter(match);
  const setup: GameSetup = { rules: match.rules, players: match.playerCount, ...(starter !== null ? { start: { seat: starter } } : {}) };
  return { match: { ...match, chips, pot, inGame: true }, game: createGame(setup), setup };
}

/** Ends the game being played: the winner scores and takes the pot. */
export function finishMatchGame(match: MatchState, final: GameState): MatchState {
  if (!match.inGame) throw new Error('No game of this match is being played.');
  if (final.phase !== 'game-over' || final.winner === null) throw new Error('The game is not over.');
  const w = final.winner;
  return {
    ...match,
    scores: match.scores.map((s, seat) => (seat === w ? s + 1 : s)),
    chips: match.chips.map((c, seat) => (seat === w ? c + match.pot : c)),
    pot: 0,
    games: [...match.games, { winner: w, eliminated: final.eliminated, pot: match.pot }],
    inGame: false,
  };
}
