// The figures every screen shows (issue 39.4): the end screen one game's, the History and the
// Statistics a person's sums; each under one name (the `figures.*` strings) from the engine's one
// PlayerStats. Pure: tested without a DOM.
import type { PlayerStats } from '../../../engine/index';

export type FigureId = 'games' | 'wins' | 'rounds' | 'dudos' | 'calzos' | 'bluffsCaught' | 'caughtBluffing' | 'challengesLost' | 'hints';

/** A figure's value: a count, or a count out of another (dudos right of dudos called). */
export interface FigureValue {
  readonly value: number;
  /** The whole the value is part of (a share shown with its percentage), absent for a plain count. */
  readonly of?: number;
}

/** Every figure, in the order the screens list them. */
export const FIGURE_IDS: readonly FigureId[] = ['games', 'wins', 'rounds', 'dudos', 'calzos', 'bluffsCaught', 'caughtBluffing', 'challengesLost'];

/** One game's figures (the end screen): a game and its winner are told otherwise there. */
export const GAME_FIGURE_IDS: readonly FigureId[] = FIGURE_IDS.filter((f) => f !== 'games' && f !== 'wins');

/** A person's figures in the History's table of people (the rounds are on their Statistics). */
export const PEOPLE_FIGURE_IDS: readonly FigureId[] = FIGURE_IDS.filter((f) => f !== 'rounds');

/**
 * A person's Statistics: every figure and the hinted decisions (issue 40 item 5). Only stats.json
 * keeps those (a record carries no hints), so one game's figures and the History's table leave them out.
 */
export const PROFILE_FIGURE_IDS: readonly FigureId[] = [...FIGURE_IDS, 'hints'];

/** The string key of a figure's name, the same on every screen. */
export function figureLabel(id: FigureId): `figures.${FigureId}` {
  return `figures.${id}`;
}

/** A figure of a seat's stats. */
export function figureValue(id: FigureId, s: PlayerStats): FigureValue {
  switch (id) {
    case 'wins':
      return { value: s.wins, of: s.games };
    case 'dudos':
      return { value: s.dudosRight, of: s.dudos };
    case 'calzos':
      return { value: s.calzosRight, of: s.calzos };
    case 'hints':
      return { value: s.hints ?? 0 };
    default:
      return { value: s[id] };
  }
}

/** A figure written short, as in a table cell: `3` or `3/5`. */
export function figureShort(v: FigureValue): string {
  return v.of === undefined ? String(v.value) : `${v.value}/${v.of}`;
}
