// Between two rounds (a round judged, the next one's dice not thrown yet) the view still holds the
// judged round: its number, its wild face, its bids. The header describes the round coming, and the
// bids read as the last round's, so a newcomer does not take them for the round they are about to throw.
import { wildFaceFor, type Face, type RoundKind, type SeatView } from '../../../engine/index';

/** The round about to be thrown, as the header shows it. */
export interface ComingRound {
  /** The judged round whose bids the view still holds. */
  readonly ended: number;
  /** The next round's number. */
  readonly number: number;
  /** Its kind (R-PALIFICO, R-OBLIGAR, R-BLIND, R-LIVES); null while an obligar is still to be chosen. */
  readonly kind: RoundKind | null;
  /** Its wild face (R-WILD, R-NOWILD); undefined while its kind is not known. */
  readonly wildFace: Face | null | undefined;
  /** The dice its players hold (R-BID); null where a count is hidden (O-HIDDEN). */
  readonly diceInPlay: number | null;
}

/** The round coming after a judged one, or null while a round is bid (or before the first, or at the game's end). */
export function comingRound(view: Pick<SeatView, 'phase' | 'round' | 'current' | 'lastResolution' | 'upcoming' | 'options' | 'players'>): ComingRound | null {
  if (view.phase !== 'roll' && view.phase !== 'obligar') return null;
  // the view still holds the round the last verdict judged
  if (!view.current || view.lastResolution?.round !== view.current.number) return null;
  const kind = view.upcoming.kind === 'obligar-choice' ? null : view.upcoming.kind;
  return { ended: view.current.number, number: view.current.number + 1, kind, wildFace: kind === null ? undefined : wildFaceFor(view.options, kind), diceInPlay: diceHeld(view.players) };
}

/** The dice the seats in play hold (R-BID); null where a count is hidden (O-HIDDEN). */
function diceHeld(players: SeatView['players']): number | null {
  let dice: number | null = 0;
  for (const p of players) {
    if (p.out) continue;
    dice = p.dice === null || dice === null ? null : dice + p.dice;
  }
  return dice;
}

/** What the header's badges describe: a round's number, and the round (null before the first). */
export interface BadgeRound {
  readonly number: number;
  readonly round: {
    readonly kind: RoundKind;
    /** undefined: not known yet (an obligar still to be chosen). */
    readonly wildFace: Face | null | undefined;
    readonly lockedFace: Face | null;
    readonly diceInPlay: number | null;
  } | null;
}

/** The round the header shows: the one being bid, or between two rounds the one coming. */
export function badgeRound(view: Parameters<typeof comingRound>[0]): BadgeRound {
  const coming = comingRound(view);
  // the game over (its last reveal closed): the dice on the table are those the seats still hold, not the last
  // round's before its loss (issue 42, the last phones game, item d: one source for the figure)
  if (!coming && view.phase === 'game-over' && view.current) return { number: view.round, round: { ...view.current, diceInPlay: diceHeld(view.players) } };
  if (!coming) return { number: view.round, round: view.current };
  return { number: coming.number, round: { kind: coming.kind ?? 'normal', wildFace: coming.wildFace, lockedFace: null, diceInPlay: coming.diceInPlay } };
}
