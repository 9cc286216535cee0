// The illustrated examples of the Rules screen (issue 26 item 1): language-free data (dice, a bid,
// the bid that may follow it); each language gives the caption (rules/text.*.ts). The count of a
// reveal is never written here: the screen counts it with the engine's countFace (R-WILD).
import type { Face, RuleOptionName } from '../../../engine/index';

export interface RuleExample {
  /** Hands shown, one row a player (revealed cups; 0: a die under the cup, not seen); none for a bid-only example. */
  readonly hands?: readonly (readonly (Face | 0)[])[];
  /** Chips each player puts in the pot (O-ANTE), and how many players. */
  readonly chips?: { readonly each: number; readonly players: number };
  /** The bid the example is about. */
  readonly bid?: { readonly count: number; readonly face: Face };
  /** The bid that may follow it (a conversion, a raise). */
  readonly to?: { readonly count: number; readonly face: Face };
  /** The face that counts as wild in the example: 'game' takes the preset's wild face, null none. */
  readonly wild: 'game' | Face | null;
  /** Draw face 6 as the blank of the French die. */
  readonly blank?: boolean;
}

/** Hands with no ace and no six: their counts are the same whatever face is wild. */
const PLAIN: readonly (readonly Face[])[] = [
  [5, 5, 2],
  [3, 4],
  [5, 2, 4],
];

export const EXAMPLES = {
  round: { hands: [[3, 5, 1], [3, 3], [6, 3, 4]], bid: { count: 4, face: 3 }, wild: 'game' },
  'wild:aces': { hands: [[1, 4, 4], [2, 4, 6]], bid: { count: 4, face: 4 }, wild: 1 },
  'wild:blank': { hands: [[6, 4, 4], [2, 4, 5]], bid: { count: 4, face: 4 }, wild: 6, blank: true },
  'wild:none': { hands: [[1, 4, 4], [2, 4, 6]], bid: { count: 4, face: 4 }, wild: null },
  'acesTo:half-plus-one': { bid: { count: 7, face: 3 }, to: { count: 4, face: 1 }, wild: 1 },
  'acesTo:half-up': { bid: { count: 8, face: 3 }, to: { count: 4, face: 1 }, wild: 1 },
  'acesTo:ordered': { bid: { count: 3, face: 6 }, to: { count: 4, face: 1 }, wild: 1 },
  'calzo:true': { hands: PLAIN, bid: { count: 3, face: 5 }, wild: 'game' },
  'mato:true': { hands: PLAIN, bid: { count: 3, face: 5 }, wild: 'game' },
  'paso:true': { hands: [[2, 2, 2, 5, 5]], wild: null },
  'picado:true': { hands: [[1, 1, 4, 5, 3]], wild: null },
  'siciliana:true': { bid: { count: 2, face: 5 }, wild: 'game' },
  'oneDieRound:obligar': { hands: [[0], [4, 2], [3, 5]], bid: { count: 2, face: 4 }, to: { count: 3, face: 4 }, wild: null },
  'oneDieRound:palifico': { hands: [[4]], bid: { count: 2, face: 4 }, to: { count: 3, face: 4 }, wild: null },
  'oneDieRound:blind': { hands: [[3]], wild: null },
  'ante:10': { chips: { each: 10, players: 4 }, wild: null },
  'penalty:lives': { bid: { count: 2, face: 1 }, to: { count: 3, face: 1 }, wild: null },
  'salsa:true': { bid: { count: 3, face: 4 }, to: { count: 4, face: 4 }, wild: 'game' },
  'blankBids:true': { bid: { count: 5, face: 3 }, to: { count: 3, face: 6 }, wild: 6, blank: true },
} as const satisfies Record<string, RuleExample>;

export type ExampleKey = keyof typeof EXAMPLES;

/** The example of an option's value, if it has one ("calzo:true", "oneDieRound:obligar"). */
export function exampleKeyOf(name: RuleOptionName, value: unknown): ExampleKey | null {
  const key = `${name}:${String(value)}`;
  return key in EXAMPLES ? (key as ExampleKey) : null;
}
