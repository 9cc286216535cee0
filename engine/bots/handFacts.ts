// What a bot's own hand says about a bid (issue 13: "I hold no fives and bid them anyway", "the 15
// dice I cannot see need four threes"): the dice it holds that count for the bid's face (R-WILD),
// how many of them are wild, the dice it cannot see and how many of those must count. A reason
// carrying these is told only once the round is resolved and every hand revealed (main/host
// pipeline: bot-reasons), like the odds the bot drew from the same hand.
import type { Bid } from '../index';
import { countsFor } from './odds';
import { seenCount, type TableRead } from './table';

export interface HandFacts {
  /** The bot's dice that count for the bid's face, wilds included (R-WILD). */
  readonly held: number;
  /** Of those, the wild ones (not of the bid's face). */
  readonly wild: number;
  /** The dice the bot cannot see. */
  readonly unseen: number;
  /** How many of the unseen dice must count for the bid to hold: the bid's count less every counting die the bot sees. */
  readonly need: number;
}

/**
 * The facts of bid `b` from the bot's hand, or nothing where the bot does not know them: its own
 * dice hidden from it (R-BLIND, a closed obligar) or the others' counts hidden (O-HIDDEN).
 */
export function handFactsOf(t: TableRead, b: Bid): { readonly hand?: HandFacts } {
  if (!t.myHand || t.estimated) return {};
  let held = 0;
  let wild = 0;
  for (const d of t.myHand) {
    if (!countsFor(d, b.face, t.wildFace)) continue;
    held++;
    if (d !== b.face) wild++;
  }
  return { hand: { held, wild, unseen: t.unseenTotal, need: Math.max(0, b.count - seenCount(t, b.face)) } };
}
