// The liar's-dice games behind the published equilibrium values (issue 4): two players roll
// privately, the first must bid, bids are ranked by id (count−1)·F + (face−1), each turn is a higher
// bid or a call (only after a bid), the call is won by the bidder when the bid is true, payoff ±1.
import type { RoundGameSpec, SolverBid } from './game';

export interface PublishedGameParams {
  readonly name: string;
  readonly faces: number;
  readonly dice: readonly [number, number];
  /** The wild face (counts for every other face; for itself it counts once), or null. */
  readonly wild: number | null;
}

/** Bids of F faces and n dice in id order: id = (count−1)·F + (face−1). */
export function rankedBids(faces: number, totalDice: number): SolverBid[] {
  const bids: SolverBid[] = [];
  for (let count = 1; count <= totalDice; count++) for (let face = 1; face <= faces; face++) bids.push({ count, face });
  return bids;
}

export function publishedGame(p: PublishedGameParams): RoundGameSpec {
  const bids = rankedBids(p.faces, p.dice[0] + p.dice[1]);
  const all = bids.map((_, id) => id);
  return {
    name: p.name,
    faces: p.faces,
    dice: p.dice,
    bids,
    raises: (standing) => all.filter((id) => id > (standing ?? -1)),
    mayCalzo: () => false,
    countIn: (hand, face) => hand.filter((d) => d === face || (p.wild !== null && d === p.wild)).length,
    payoffs: { loss: [-1, 1], gain: [1, -1] },
  };
}

/** The published values (player 0 = the first bidder) that the solver reproduces. */
export const PUBLISHED_GAMES: readonly { readonly params: PublishedGameParams; readonly value: number; readonly label: string }[] = [
  { params: { name: '1v1-d6-high-wild', faces: 6, dice: [1, 1], wild: 6 }, value: -7 / 258, label: '−7/258' },
  { params: { name: '1v1-d6-aces-wild', faces: 6, dice: [1, 1], wild: 1 }, value: -7 / 327, label: '−7/327' },
  { params: { name: '1v1-d6-no-wild', faces: 6, dice: [1, 1], wild: null }, value: -1 / 9, label: '−1/9' },
  { params: { name: '2v1-d5-aces-wild', faces: 5, dice: [2, 1], wild: 1 }, value: 34 / 125, label: '34/125' },
  { params: { name: '1v2-d5-aces-wild', faces: 5, dice: [1, 2], wild: 1 }, value: -3 / 125, label: '−3/125' },
];

/** The uniform-random policy's NashConv in the first game. */
export const UNIFORM_NASHCONV_HIGH_WILD = 1.5615;
