// Issue 38 item 3: at an online table the server rolls (its CSPRNG) and this client only animates the
// result: it throws every cup in play in its own physics and draws each die with the relabelling that
// puts the view's label on its settled axis (docs/dice.md, "Fairness by construction"). Which labels
// the scene may use, and which cups it throws, are decided here; nothing is sent to the server.
import type { SeatView } from '../../../engine/index';
import type { DieKind } from '../../physics/index';

/** One cup to throw: a seat in play and its dice count as the view tells it. */
export interface ServedCup {
  readonly seat: number;
  readonly dice: number;
  readonly kind: DieKind;
}

/**
 * The cups of the view's round: every seat still in play with dice. O-HIDDEN: a cup whose count this
 * view was not told is not thrown here (as DiceRoller does for the host's requests).
 */
export function servedCups(view: SeatView): ServedCup[] {
  return view.players.flatMap((p, seat) => (p.out || p.dice === null || p.dice <= 0 ? [] : [{ seat, dice: p.dice, kind: 'standard' as const }]));
}

/** The round whose served roll this view asks to be animated: a round being bid; null: none now. */
export function servedRoundOf(view: SeatView | null): number | null {
  return view !== null && view.phase === 'bidding' ? view.round : null;
}

/** What the scene's labels are chosen from (Scene3D). */
export interface SceneLabels {
  /** The round the recorded throw is for (-1: the high roll for the start). */
  readonly throwRound: number;
  /** The cups lift: the reveal of the throw's round is up. */
  readonly lift: boolean;
  /** The reveal's hands (every seat's), when one is up. */
  readonly revealHands: readonly (readonly number[] | null)[] | null;
  /** The start roll's faces per seat. */
  readonly startFaces: readonly (number | null)[] | null;
  readonly view: SeatView | null;
}

/**
 * The labels the scene may draw on a seat's dice: every hand at the reveal of the throw's round; else
 * only what the view of that same round shows (own cup, an open obligar: R-DICE, R-OBLIGAR); the high
 * roll's at the start. null: the dice stay unlabelled under a closed cup.
 */
export function sceneHandOf(s: SceneLabels): (seat: number) => readonly number[] | null {
  return (seat) => {
    if (s.lift && s.revealHands) return s.revealHands[seat] ?? null;
    if (s.throwRound === -1) return s.startFaces?.[seat] != null ? [s.startFaces[seat]!] : null;
    return s.view && s.view.round === s.throwRound ? (s.view.hands[seat] ?? null) : null;
  };
}
