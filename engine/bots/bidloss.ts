// Experto's risk of a bid heads-up and at a table: in its sampled worlds, the next player doubts a bid it
// believes less than even; a doubted false bid loses, an accepted one keeps the round going.
import { mayLook, type Bid, type SeatView } from '../index';
import { binomialPmf, faceChance } from './odds';
import { nextSeat, type TableRead } from './table';
import type { Worlds } from './worlds';

/**
 * The risk of a bid in the worlds: the next player doubts it when, from what they see, it is true
 * with p < ½; a doubted false bid loses; an accepted bid keeps the round going.
 */
export function worldBidLoss(view: SeatView, t: TableRead, worlds: Worlds): (b: Bid) => number {
  const r = nextSeat(view, t.seat);
  const rDice = t.diceOf[r] ?? 0;
  const visible = t.diceOf.map((_, o) => mayLook(t.round.kind, t.round.specialSeat, r, o, rDice));
  const unseenByR = t.diceOf.reduce((acc, d, o) => acc + (visible[o] ? 0 : d), 0);
  const n = t.active.length;
  const contTrue = n === 2 ? 0.5 : 1 / n;
  const contFalse = contTrue * 0.7;
  const tails = new Map<number, Float64Array>();
  const tailFor = (p: number): Float64Array => {
    let tail = tails.get(p);
    if (!tail) {
      const pmf = binomialPmf(unseenByR, p);
      tail = new Float64Array(unseenByR + 2);
      for (let k = unseenByR; k >= 0; k--) tail[k] = tail[k + 1]! + pmf[k]!;
      tails.set(p, tail);
    }
    return tail;
  };
  const seenByR = new Int16Array(worlds.n * 7);
  for (let w = 0; w < worlds.n; w++) {
    const hands = worlds.hands[w]!;
    for (let o = 0; o < hands.length; o++) {
      if (!visible[o]) continue;
      for (const d of hands[o]!) {
        for (let f = 1; f <= 6; f++) {
          if (d === f || (t.wildFace !== null && t.wildFace !== f && d === t.wildFace)) seenByR[w * 7 + f] += 1;
        }
      }
    }
  }
  return (b) => {
    const tail = tailFor(faceChance(b.face, t.wildFace));
    let loss = 0;
    for (let w = 0; w < worlds.n; w++) {
      const need = b.count - seenByR[w * 7 + b.face]!;
      const belief = need <= 0 ? 1 : need > unseenByR ? 0 : tail[need]!;
      const isTrue = worlds.totals[w * 7 + b.face]! >= b.count;
      if (belief < 0.5) loss += isTrue ? 0 : 1;
      else loss += isTrue ? contTrue : contFalse;
    }
    return loss / worlds.n;
  };
}
