// The answer network (issue 14): a small trained model of how an Experto-like opponent answers a bid heads-up
// (dudo, calzo or a raise), used by Maestro's look-ahead (headsup.ts) in place of replaying Experto's rule with
// its own sampled worlds for every modelled answer. Nine features of the answerer's view (most of them Experto's
// own estimates, computed from one shared sample of the bidder's likely hands), one hidden layer of eight tanh
// units, three outputs (softmax over the legal answers): 107 weights, trained by `npm run train`
// (main/cli/train.ts) on Experto's actual answers. The raise, when it raises, is Experto's best raise by its
// bid risk in the same sample. Pure: zod only; the weights come as JSON (generated/answer-net.ts).
import { z } from 'zod';
import type { Bid, BidAction, Face, Rng, Seat, SeatView } from '../index';
import { binomialPmf, countsFor, faceChance, shiftedBinomial, tailOf } from './odds';
import { gainValue } from './policy';
import { bidStrength, convertedFaceOf } from './strength';
import { seenCount, type TableRead } from './table';
import { inferredHands } from './worlds';
import { ANSWER_NET_JSON } from './generated/answer-net';

export const ANSWER_INPUTS = 9;
export const ANSWER_HIDDEN = 8;
/** The outputs, in order. */
export const ANSWER_KINDS = ['dudo', 'calzo', 'raise'] as const;
export type AnswerKind = (typeof ANSWER_KINDS)[number];

/** What each input is (the asset carries these names, and a model with other inputs is refused). */
export const ANSWER_FEATURE_NAMES = [
  'dudoLoss', // Experto's chance the standing bid is true (R-DUDO: the doubter loses then)
  'calzoLoss', // Experto's loss by calzo (R-CALZO), 1 where calzo is not legal
  'raiseLoss', // Experto's bid risk of its best raise, 1 where there is none
  'oddsTrue', // plain binomial odds that the standing bid is true
  'countShare', // the bid's count over the dice in play
  'ownShare', // the answerer's dice matching the bid (wilds included) over its dice
  'plainFace', // 1 where the bid's face has no wild helping it (aces, or no wilds)
  'diceShare', // the answerer's dice over the dice in play
  'roundPosition', // bids made this round, over 10 (at most 1)
] as const;

export interface AnswerNet {
  readonly version: 1;
  readonly features: readonly string[];
  readonly hidden: number;
  /** hidden × inputs, row by row. */
  readonly w1: readonly number[];
  readonly b1: readonly number[];
  /** 3 × hidden, row by row. */
  readonly w2: readonly number[];
  readonly b2: readonly number[];
  /** How it was trained (seed, positions, epochs, held-out accuracy): for the record. */
  readonly training?: Readonly<Record<string, number | string>>;
}

const finite = z.number().finite();
const answerNetSchema = z
  .object({
    version: z.literal(1),
    features: z.array(z.string()).length(ANSWER_INPUTS),
    hidden: z.number().int().min(1).max(64),
    w1: z.array(finite),
    b1: z.array(finite),
    w2: z.array(finite),
    b2: z.array(finite).length(ANSWER_KINDS.length),
    training: z.record(z.string(), z.union([z.number(), z.string()])).optional(),
  })
  .refine((n) => n.features.every((f, i) => f === ANSWER_FEATURE_NAMES[i]), { message: 'the inputs are not the features this engine computes' })
  .refine((n) => n.w1.length === n.hidden * ANSWER_INPUTS && n.b1.length === n.hidden && n.w2.length === ANSWER_KINDS.length * n.hidden, { message: 'weight arrays do not match the layer sizes' });

export interface AnswerNetError {
  readonly code: 'BAD_MODEL';
  readonly message: string;
}
export type AnswerNetResult = { readonly ok: true; readonly value: AnswerNet } | { readonly ok: false; readonly error: AnswerNetError };

/** A model from outside (a JSON text or a parsed object), checked: a bad one gets BAD_MODEL, never a throw. */
export function parseAnswerNet(x: unknown): AnswerNetResult {
  let data = x;
  if (typeof x === 'string') {
    try {
      data = JSON.parse(x);
    } catch (e) {
      return { ok: false, error: { code: 'BAD_MODEL', message: `not JSON: ${e instanceof Error ? e.message : String(e)}` } };
    }
  }
  const r = answerNetSchema.safeParse(data);
  if (!r.success) return { ok: false, error: { code: 'BAD_MODEL', message: r.error.issues.map((i) => `${i.path.join('.') || '(model)'}: ${i.message}`).join('; ') } };
  return { ok: true, value: r.data as AnswerNet };
}

let shipped: AnswerNet | null = null;
/** The shipped model (assets/model/answer-net.json through generated/answer-net.ts), parsed on first use. */
export function defaultAnswerNet(): AnswerNet {
  if (!shipped) {
    const r = parseAnswerNet(ANSWER_NET_JSON);
    if (!r.ok) throw new Error(`the shipped answer network is bad: ${r.error.message}`);
    shipped = r.value;
  }
  return shipped;
}

/** The network's probabilities of dudo, calzo and a raise; answers not legal here (mask false) get 0. */
export function answerProbabilities(net: AnswerNet, x: ArrayLike<number>, legal: readonly [boolean, boolean, boolean]): [number, number, number] {
  const h = net.hidden;
  const hid = new Float64Array(h);
  for (let j = 0; j < h; j++) {
    let s = net.b1[j]!;
    for (let i = 0; i < ANSWER_INPUTS; i++) s += net.w1[j * ANSWER_INPUTS + i]! * x[i]!;
    hid[j] = Math.tanh(s);
  }
  const logits = [0, 0, 0];
  let max = -Infinity;
  for (let k = 0; k < 3; k++) {
    let s = net.b2[k]!;
    for (let j = 0; j < h; j++) s += net.w2[k * h + j]! * hid[j]!;
    logits[k] = s;
    if (legal[k] && s > max) max = s;
  }
  const e = logits.map((s, k) => (legal[k] ? Math.exp(s - max) : 0));
  const total = e[0]! + e[1]! + e[2]!;
  if (total === 0) return [0, 0, 0];
  return [e[0]! / total, e[1]! / total, e[2]! / total];
}

/** The bidder's count of each face as the answerer infers it from the bidder's bids this round (Experto's inference). */
export interface BidderBelief {
  /** dist[face][k]: the chance the bidder's hidden dice hold k dice counting for `face` (R-WILD). */
  readonly dist: readonly Float64Array[];
}

/**
 * One shared sample of the bidder's hidden hand, drawn as Experto draws it (worlds.ts inferredHands): it depends on
 * the public bids only, not on the answerer's own dice, so one sample serves every deal of the answerer's hand.
 */
export function bidderBelief(t: TableRead, bidder: Seat, samples: number, rng: Rng): BidderBelief {
  const dice = t.unseenOf[bidder] ?? 0;
  const hands = dice > 0 ? inferredHands(t, bidder, dice, samples, rng) : [[]];
  const dist = [0, 1, 2, 3, 4, 5, 6].map(() => new Float64Array(dice + 1));
  for (const h of hands) {
    for (let f = 1; f <= 6; f++) {
      let k = 0;
      for (const d of h) if (countsFor(d, f as Face, t.wildFace)) k++;
      dist[f]![k]! += 1 / hands.length;
    }
  }
  return { dist };
}

/** R-WILD: the answerer's own dice counting for each face (index 1..6). */
function ownCounts(t: TableRead): Int32Array {
  const owned = new Int32Array(7);
  for (let f = 1; f <= 6; f++) owned[f] = seenCount(t, f as Face);
  return owned;
}

/** Experto's chance (in the belief) that bid `b` is true, the answerer holding `own` dice for its face (R-DUDO). */
function beliefTrue(belief: BidderBelief, own: number, b: Bid): number {
  const d = belief.dist[b.face]!;
  let p = 0;
  for (let k = Math.max(0, b.count - own); k < d.length; k++) p += d[k]!;
  return p;
}

/** Experto's chance (in the belief) that bid `b` is exact (R-CALZO). */
function beliefExact(belief: BidderBelief, own: number, b: Bid): number {
  const k = b.count - own;
  const d = belief.dist[b.face]!;
  return k >= 0 && k < d.length ? d[k]! : 0;
}

/** P(Bin(n, p) ≥ k) for k = 0..n+1. */
function tailArray(n: number, p: number): Float64Array {
  const pmf = binomialPmf(n, p);
  const tail = new Float64Array(n + 2);
  for (let k = n; k >= 0; k--) tail[k] = tail[k + 1]! + pmf[k]!;
  return tail;
}

/**
 * Experto's best bid by its bid risk (bidloss.ts: the bidder, next to answer heads-up, doubts a bid it believes less
 * than even, from its own dice and binomial odds over the answerer's; a doubted false bid loses, an accepted one goes
 * on) in the shared belief of the other hand; ties go to the weaker bid.
 */
export function expertoBestBid(view: SeatView, t: TableRead, belief: BidderBelief): { raise: BidAction | null; raiseLoss: number } {
  const owned = ownCounts(t);
  const myDice = t.diceOf[t.seat] ?? 0;
  const tailPlain = tailArray(myDice, 1 / 6);
  const tailWild = t.wildFace === null ? tailPlain : tailArray(myDice, 2 / 6);
  const converted = convertedFaceOf(view.options, t.wildFace);
  let raise: BidAction | null = null;
  let raiseLoss = Infinity;
  let raiseStrength = Infinity;
  for (const a of view.legal) {
    if (a.type !== 'bid') continue;
    const face = a.face as Face;
    const d = belief.dist[face]!;
    const tail = faceChance(face, t.wildFace) > 0.2 ? tailWild : tailPlain;
    const mine = owned[face]!;
    let loss = 0;
    for (let m = 0; m < d.length; m++) {
      const q = d[m]!;
      if (q === 0) continue;
      const need = a.count - m;
      const doubted = (need <= 0 ? 1 : need > myDice ? 0 : tail[need]!) < 0.5;
      const isTrue = m + mine >= a.count;
      loss += q * (doubted ? (isTrue ? 0 : 1) : isTrue ? 0.5 : 0.35);
    }
    if (loss > raiseLoss + 1e-9) continue;
    const s = bidStrength({ count: a.count, face }, converted);
    if (loss < raiseLoss - 1e-9 || s < raiseStrength) {
      raise = a;
      raiseLoss = loss;
      raiseStrength = s;
    }
  }
  return { raise, raiseLoss };
}

/** The network's inputs for the answerer's view, Experto's own answer by its rule (`rule`) and its best raise. */
export interface AnswerSituation {
  readonly x: Float64Array;
  readonly legal: readonly [boolean, boolean, boolean];
  /** Experto's best raise by its bid risk in the shared sample (ties to the weaker bid). */
  readonly raise: BidAction | null;
  /** The least loss of the three by Experto's rule without a network (its pickLeast), for comparison. */
  readonly rule: AnswerKind;
}

/**
 * The answerer's situation facing the standing bid, heads-up in a normal round (headsUpSearchApplies): Experto's
 * losses for dudo, calzo and its best raise (bidloss.ts: the bidder, next to answer, doubts a raise it believes
 * less than even) from the shared belief of the bidder's hand, plus plain facts of the position.
 */
export function answerSituation(view: SeatView, t: TableRead, belief: BidderBelief): AnswerSituation | null {
  const standing = t.standing?.bid;
  if (!standing || !t.myHand) return null;
  const { raise, raiseLoss } = expertoBestBid(view, t, belief);
  const owned = ownCounts(t);
  const myDice = t.diceOf[t.seat] ?? 0;
  const dudoLegal = view.legal.some((a) => a.type === 'dudo');
  const calzoLegal = view.legal.some((a) => a.type === 'calzo');
  const dudoLoss = beliefTrue(belief, owned[standing.face]!, standing);
  const pE = beliefExact(belief, owned[standing.face]!, standing);
  const calzoLoss = calzoLegal ? 1 - pE - gainValue(view) * pE : 1;
  const odds = tailOf(shiftedBinomial(owned[standing.face]!, t.unseenTotal, faceChance(standing.face, t.wildFace)), standing.count);
  const total = Math.max(1, t.totalDice);
  const bidsMade = t.round.claims.filter((c) => c.kind === 'bid').length;
  const x = Float64Array.from([
    dudoLoss,
    calzoLoss,
    raise ? raiseLoss : 1,
    odds,
    standing.count / total,
    myDice > 0 ? owned[standing.face]! / myDice : 0,
    faceChance(standing.face, t.wildFace) < 0.2 ? 1 : 0,
    myDice / total,
    Math.min(bidsMade, 10) / 10,
  ]);
  const legal = [dudoLegal, calzoLegal, raise !== null] as const;
  // Experto's pickLeast over the three (dudo first, then calzo, then the raise on ties)
  let rule: AnswerKind = 'raise';
  let best = raise ? raiseLoss : Infinity;
  if (calzoLegal && calzoLoss <= best + 1e-9) {
    rule = 'calzo';
    best = calzoLoss;
  }
  if (dudoLegal && dudoLoss <= best + 1e-9) rule = 'dudo';
  return { x, legal, raise, rule };
}
