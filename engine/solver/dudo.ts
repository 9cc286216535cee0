// Our Dudo rules (a preset's options) as a two-player single round for the solver: the engine's own
// bid legality (legalBids: R-RAISE, R-ACE-1..4) and dice counting (countFace: R-WILD), calzo by R-CALZO-WHEN.
import { legalBids, wildFaceFor, type BidContext } from '../bidding';
import type { RuleOptions } from '../options';
import { countFace } from '../resolution';
import type { Face } from '../types';
import type { Player, RoundGameSpec, RoundPayoffs, SolverBid } from './game';

/** The rules of a two-player endgame: a preset's options and the game's starting total of dice. */
export interface EndgameRules {
  readonly options: RuleOptions;
  /** Players × dicePerPlayer at the game's start (R-CALZO-WHEN compares the dice in play with half of it). */
  readonly startingTotal: number;
}

/** Bid ids of a Dudo round: id = (count−1)·6 + (face−1), count 1..maxCount. */
export function dudoBids(maxCount: number): SolverBid[] {
  const bids: SolverBid[] = [];
  for (let count = 1; count <= maxCount; count++) for (let face = 1; face <= 6; face++) bids.push({ count, face });
  return bids;
}

export function bidId(bid: SolverBid): number {
  return (bid.count - 1) * 6 + (bid.face - 1);
}

/** R-BID: the greatest count a bid may name (O-HIDDEN: the game's starting total). */
export function maxCountOf(rules: EndgameRules, dice: readonly [number, number]): number {
  return rules.options.hiddenDiceCounts ? rules.startingTotal : dice[0] + dice[1];
}

/** R-CALZO, R-CALZO-WHEN, O-CALZO5, O-CALZO2: may a player holding `myDice` call calzo in a two-player round? */
export function mayCalzoHeadsUp(rules: EndgameRules, myDice: number, diceInPlay: number): boolean {
  const o = rules.options;
  if (!o.calzo) return false;
  if (o.calzoWhen === 'half-dice-or-one-die' && diceInPlay < Math.ceil(rules.startingTotal / 2) && myDice !== 1) return false;
  if (o.noCalzoWithFullHand && myDice >= o.dicePerPlayer) return false;
  if (o.noCalzoHeadsUp) return false; // only two players remain
  return true;
}

/** A normal round (wilds as the options say) between the starter (player 0) and the responder. */
export function dudoRoundGame(rules: EndgameRules, dice: readonly [number, number], payoffs: RoundPayoffs, name: string): RoundGameSpec {
  const maxCount = maxCountOf(rules, dice);
  const bids = dudoBids(maxCount);
  const wildFace = wildFaceFor(rules.options, 'normal');
  const diceInPlay = dice[0] + dice[1];
  return {
    name,
    faces: 6,
    dice,
    bids,
    raises: (standing: number | null, mover: Player) => {
      const ctx: BidContext = {
        options: rules.options,
        wildFace,
        acesOnly: false,
        lockedFace: null,
        mayChangeLockedFace: false,
        maxCount,
        bidderHasOneDie: dice[mover] === 1, // R-ACE-1
        standing: standing === null ? null : (bids[standing]! as { count: number; face: Face }),
      };
      return legalBids(ctx).map(bidId);
    },
    mayCalzo: (mover: Player) => mayCalzoHeadsUp(rules, dice[mover], diceInPlay),
    countIn: (hand, face) => countFace([hand as Face[]], face as Face, wildFace).total, // R-WILD
    payoffs,
  };
}
