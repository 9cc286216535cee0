// Our Dudo rules (a preset's options) as a two-player single round for the solver: the engine's own
// bid legality (legalBids: R-RAISE, R-ACE-1..4) and dice counting (countFace: R-WILD), calzo by R-CALZO-WHEN.
import { countFace, legalBids, locksFaceAtOpening, wildFaceFor, type BidContext, type Face, type RuleOptions } from '../index';
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

/**
 * The two-player rounds the solver models: a normal round, a palifico round (R-PALIFICO), an open or closed
 * obligar round (R-OBLIGAR) and a blind round (R-BLIND). In the last two a player may bid without seeing their
 * own dice: those dice are nobody's information (RoundGameSpec.hidden). Reprieve rounds (R-LIVES) are not modelled.
 */
export type SolvedRoundKind = 'normal' | 'palifico' | 'obligar-open' | 'obligar-closed' | 'blind';

export const SOLVED_ROUND_KINDS: readonly SolvedRoundKind[] = ['normal', 'palifico', 'obligar-open', 'obligar-closed', 'blind'];

/** O-ONEDIE: the one-die round option under which a special round kind is played. */
export const ONE_DIE_ROUND_OF: { readonly [K in Exclude<SolvedRoundKind, 'normal'>]: RuleOptions['oneDieRound'] } = {
  palifico: 'palifico',
  'obligar-open': 'obligar',
  'obligar-closed': 'obligar',
  blind: 'blind',
};

export function isSolvedRoundKind(kind: string): kind is SolvedRoundKind {
  return (SOLVED_ROUND_KINDS as readonly string[]).includes(kind);
}

/**
 * R-OBLIGAR open: each player sees the other's dice and not their own. A count depends only on all the dice,
 * so the round is the game where each player "holds" the dice it sees: the sizes of those hands are the
 * other player's dice. The open obligar tables are kept by these sizes (what a player sees), like any table;
 * every other kind by the dice each player holds.
 */
export function seesOthersDice(kind: SolvedRoundKind): boolean {
  return kind === 'obligar-open';
}

/** R-OBLIGAR closed, R-BLIND: a player of a round of `kind` may bid without seeing their own dice. */
export function mayBidBlind(kind: SolvedRoundKind): boolean {
  return kind === 'obligar-closed' || kind === 'blind';
}

/** R-OBLIGAR: an obligar round, open or closed (one player obligating, the face locked but for them). */
export function isObligarRound(kind: SolvedRoundKind): boolean {
  return kind === 'obligar-open' || kind === 'obligar-closed';
}

/** The dice each player holds, from a table's state (the hands each sees in an open obligar round, else the dice held). */
export function heldDice(state: readonly [number, number], kind: SolvedRoundKind): readonly [number, number] {
  return seesOthersDice(kind) ? [state[1], state[0]] : state;
}

/**
 * How many dice each player sees in a round of `kind`, from the dice each holds (views.ts mayLook): the other's
 * (R-OBLIGAR open); only the obligating player their own die (R-OBLIGAR closed); own dice only when holding one
 * (R-BLIND); else their own (R-DICE).
 */
export function seenDice(held: readonly [number, number], kind: SolvedRoundKind): readonly [number, number] {
  switch (kind) {
    case 'obligar-open':
      return [held[1], held[0]];
    case 'obligar-closed': {
      const obligating = obligarPlayer(held);
      return [obligating === 0 ? held[0] : 0, obligating === 1 ? held[1] : 0];
    }
    case 'blind':
      return [held[0] === 1 ? 1 : 0, held[1] === 1 ? 1 : 0];
    default:
      return held;
  }
}

/** R-OBLIGAR: the obligating player, from the dice each player holds: the one holding one die, the starter when both do. */
export function obligarPlayer(held: readonly [number, number]): Player {
  return held[0] === 1 ? 0 : 1;
}

/**
 * A round of `kind` between the starter (player 0) and the responder, in the table state `state` (the hands each
 * player sees in an open obligar round, else the dice each holds: heldDice). Normal and blind (R-BLIND): wilds as
 * the options say. Palifico (R-PALIFICO, R-NOWILD) and obligar (R-OBLIGAR): no wild face, every face may open,
 * the opening face is fixed and only the count rises; in obligar the other player, when they too hold one die,
 * may change the face with a greater count. Calzo as in any round (R-CALZO-WHEN). Dice a player holds but does
 * not see (closed obligar, blind) are nobody's information: the spec's `hidden` dice.
 */
export function dudoRoundGame(rules: EndgameRules, state: readonly [number, number], payoffs: RoundPayoffs, name: string, kind: SolvedRoundKind = 'normal'): RoundGameSpec {
  const held = heldDice(state, kind);
  const seen = seenDice(held, kind);
  const maxCount = maxCountOf(rules, held);
  const bids = dudoBids(maxCount);
  const wildFace = wildFaceFor(rules.options, kind);
  const locks = locksFaceAtOpening(kind);
  const obligating = isObligarRound(kind) ? obligarPlayer(held) : null;
  const diceInPlay = held[0] + held[1];
  return {
    name,
    faces: 6,
    dice: seen,
    hidden: diceInPlay - seen[0] - seen[1],
    bids,
    raises: (standing: number | null, mover: Player) => {
      const ctx: BidContext = {
        options: rules.options,
        wildFace,
        acesOnly: false,
        lockedFace: locks && standing !== null ? (bids[standing]!.face as Face) : null, // R-PALIFICO, R-OBLIGAR
        mayChangeLockedFace: obligating !== null && mover !== obligating && held[mover] === 1, // R-OBLIGAR
        maxCount,
        bidderHasOneDie: held[mover] === 1, // R-ACE-1
        standing: standing === null ? null : (bids[standing]! as { count: number; face: Face }),
      };
      return legalBids(ctx).map(bidId);
    },
    mayCalzo: (mover: Player) => mayCalzoHeadsUp(rules, held[mover], diceInPlay),
    countIn: (hand, face) => countFace([hand as Face[]], face as Face, wildFace).total, // R-WILD
    payoffs,
  };
}
