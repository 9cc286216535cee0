// Maestro heads-up beyond the solved tables (issue 14): a one-answer look-ahead against a model of the
// opponent. In sampled worlds of the opponent's hidden dice, the opponent is modelled as Experto deciding
// from its own view of that world (a cheaper Experto: fewer worlds). The model does two things:
// - belief: the worlds are reweighted by how likely the modelled opponent was to make the bids it made
//   (Bayes, with a floor so that an opponent unlike the model still leaves every hand possible);
// - look-ahead: each candidate bid is played in every world, the modelled opponent answers (dudo, calzo or
//   a raise), and after a raise this seat's best answer is judged in the worlds where the opponent raised so
//   (its posterior after seeing that raise), shrunk toward the odds over all worlds so a few worlds do not
//   pass for knowledge.
// It reads only the seat's view; the worlds are its own guesses. Pure but for the Rng.
import { applyAction, createRng, viewFor, type Bid, type Face, type GameState, type Rng, type SeatAction, type SeatView } from '../index';
import { worldBidLoss } from './bidloss';
import { binomialModel, pExact, pTrue, type CountModel } from './model';
import { bidsOf, fmt, gainValue, judgeAll, pct, type Judged } from './policy';
import { bidStrength, convertedFaceOf } from './strength';
import { hypothesis } from './rollout';
import { readTable, type TableRead } from './table';
import { PERSONALITIES, type BotDecision, type Personality } from './types';
import { claimLean, sampleWorlds, worldModel, type Worlds } from './worlds';
import { answerProbabilities, answerSituation, bidderBelief, expertoBestBid, type AnswerNet, type BidderBelief } from './answerNet';

/** The opponent model's settings and the search's size. */
export interface HeadsUpSearchConfig {
  /** Worlds of the opponent's hand searched. */
  readonly worlds: number;
  /** Worlds the modelled opponent samples per decision (Experto samples 400). */
  readonly modelSamples: number;
  /** Bids searched besides dudo and calzo, the best by Experto's estimate. */
  readonly candidates: number;
  /** Likelihood floor of a bid the model would not make (an opponent unlike the model). */
  readonly floor: number;
  /** Pseudo-worlds of the prior a group of worlds after a raise is shrunk toward. */
  readonly shrink: number;
  /** What a die gained by calzo is worth against one lost. */
  readonly gain: number;
  /** Opponent models whose posterior share falls below this are left out of the look-ahead. */
  readonly minShare: number;
}

export const HEADS_UP_SEARCH: HeadsUpSearchConfig = { worlds: 32, modelSamples: 64, candidates: 6, floor: 0.02, shrink: 4, gain: 0.7, minShare: 0.03 };

/** Samples of the bidder's hand the answer network's features are computed from (answerNet.ts bidderBelief). */
export const ANSWER_BELIEF_SAMPLES = 96;

/** A modelled answer to a bid as chances (the answer network's): dudo, calzo, or a raise (and which one). */
export interface AnswerForecast {
  readonly dudo: number;
  readonly calzo: number;
  readonly raise: number;
  readonly raiseAction: SeatAction | null;
}

/** A model of how the opponent plays: its move from its own view (no words needed), and its prior weight. */
export interface OpponentModel {
  readonly id: string;
  readonly prior: number;
  /**
   * Optional: a bluffer, whose bids say nothing of its dice: each bid of the round is made with this chance whatever
   * its hand, so its worlds are the dice's prior and only its answers (`answer`) are modelled.
   */
  readonly blindBids?: number;
  answer(view: SeatView, rng: Rng): SeatAction | null;
  /**
   * Optional: its answer to a standing bid as chances, from a trained network (answerNet.ts); `belief` gives the
   * shared sample of the bidder's hand for this round's bids (one per history, shared by every deal). Null where
   * it does not apply (then `answer` decides).
   */
  forecast?(view: SeatView, t: TableRead, belief: (bidder: number) => BidderBelief): AnswerForecast | null;
}

/**
 * The Experto-like model by the answer network: the chances of dudo, calzo and a raise (softmax over the legal
 * ones) from the answerer's situation, and Experto's best raise by its bid risk; an opening is Experto's best bid
 * by the same risk (leanAnswer's rule, from the shared sample); `answer` (where no forecast applies) is Experto's rule
 * with `samples` worlds of its own (leanAnswer). `net` 'rule': the least of the features' three losses
 * instead of the network (what the features alone say, untrained).
 */
export function networkOpponent(id: string, prior: number, net: (() => AnswerNet) | 'rule', samples: number): OpponentModel {
  const balanced = PERSONALITIES.balanced;
  return {
    id,
    prior,
    answer: (v, r) => leanAnswer(v, r, balanced, samples),
    forecast(view, t, belief) {
      const other = t.active.find((s) => s !== t.seat);
      if (other === undefined || !t.myHand) return null;
      if (!t.standing) {
        // an opening: Experto's best bid by its bid risk in the shared belief (no answer to predict)
        const { raise } = expertoBestBid(view, t, belief(other));
        return raise ? { dudo: 0, calzo: 0, raise: 1, raiseAction: raise } : null;
      }
      const s = answerSituation(view, t, belief(other));
      if (!s) return null;
      // 'rule': Experto's least loss from the same features, without the trained weights (for comparison)
      const [dudo, calzo, raise] = net === 'rule' ? ([+(s.rule === 'dudo'), +(s.rule === 'calzo'), +(s.rule === 'raise')] as const) : answerProbabilities(net(), s.x, s.legal);
      return { dudo, calzo, raise, raiseAction: s.raise };
    },
  };
}

/**
 * Experto's move (worlds: its inference from the bids) or Medio's (binomial odds), without their words and
 * without their rare bluff: policy.ts judgeAll and pickLeast with the same risks, called hundreds of times per
 * decision as an opponent model.
 */
export function leanAnswer(view: SeatView, rng: Rng, personality: Personality, samples: number | 'binomial'): SeatAction | null {
  const t = readTable(view);
  let model: CountModel;
  let bidLoss: (b: Bid) => number;
  if (samples === 'binomial') {
    model = binomialModel(t);
    bidLoss = (b) => (1 - pTrue(model, b)) * 0.7;
  } else {
    const worlds = sampleWorlds(t, samples, rng);
    model = worldModel(worlds, t.totalDice);
    bidLoss = worldBidLoss(view, t, worlds);
  }
  const converted = convertedFaceOf(view.options, t.wildFace);
  const standing = t.standing?.bid ?? null;
  let best: { a: SeatAction; loss: number; s: number } | null = null;
  for (const a of view.legal) {
    let loss: number;
    let s = Infinity;
    if (a.type === 'bid') {
      const b: Bid = { count: a.count, face: a.face as Face };
      loss = bidLoss(b);
      s = bidStrength(b, converted);
    } else if (a.type === 'dudo' && standing) loss = pTrue(model, standing) - personality.doubtBias;
    else if (a.type === 'calzo' && standing) {
      const p = pExact(model, standing);
      loss = 1 - p - gainValue(view) * p - personality.exactBias;
    } else continue;
    // pickLeast: the least loss; ties go to the weaker bid
    if (!best || loss < best.loss - 1e-9 || (Math.abs(loss - best.loss) <= 1e-9 && s < best.s)) best = { a, loss, s };
  }
  return best?.a ?? null;
}

function sameAction(a: SeatAction | null, b: SeatAction): boolean {
  if (!a || a.type !== b.type || a.seat !== b.seat) return false;
  return a.type !== 'bid' || (b.type === 'bid' && a.count === b.count && a.face === b.face);
}

function resample(worlds: Worlds, weights: Float64Array, n: number, rng: Rng): Worlds {
  let total = 0;
  for (const w of weights) total += w;
  const hands: Face[][][] = [];
  const totals = new Int16Array(n * 7);
  const step = total / n;
  let u = rng() * step;
  let j = 0;
  let cum = weights[0]!;
  for (let i = 0; i < n; i++, u += step) {
    while (j < worlds.n - 1 && cum < u) cum += weights[++j]!;
    hands.push(worlds.hands[j] as Face[][]);
    for (let f = 1; f <= 6; f++) totals[i * 7 + f] = worlds.totals[j * 7 + f]!;
  }
  return { n, hands, totals };
}

function mergeWorlds(parts: readonly { hands: readonly (readonly Face[])[][]; totals: ArrayLike<number> }[]): Worlds {
  const hands = parts.flatMap((p) => p.hands);
  const totals = new Int16Array(hands.length * 7);
  let at = 0;
  for (const p of parts) {
    totals.set(Array.from(p.totals), at);
    at += p.totals.length;
  }
  return { n: hands.length, hands, totals };
}

/** Whether the look-ahead applies: a heads-up normal round of bids, this seat to act, its dice known. */
export function headsUpSearchApplies(view: SeatView, t: TableRead): boolean {
  return (
    t.active.length === 2 &&
    view.toAct === view.seat &&
    t.round.kind === 'normal' &&
    !t.estimated &&
    t.myHand !== null &&
    t.round.claims.every((c) => c.kind === 'bid') &&
    view.legal.every((a) => a.type === 'bid' || a.type === 'dudo' || a.type === 'calzo')
  );
}

interface Outcome {
  readonly loss: number;
  /** Share of the modelled answers: dudo, calzo, a raise. */
  readonly answers: { dudo: number; calzo: number; raise: number };
}

/** A world of one model's posterior, with its weight (the model's posterior share over its worlds). */
interface Member {
  readonly m: number;
  readonly w: number;
  readonly weight: number;
}

/** The look-ahead's decision, or null where it does not apply. */
export function decideHeadsUpSearch(view: SeatView, rng: Rng, models: readonly OpponentModel[], cfg: HeadsUpSearchConfig = HEADS_UP_SEARCH): BotDecision | null {
  const t = readTable(view);
  if (!headsUpSearchApplies(view, t)) return null;
  const me = t.seat;
  const opp = t.active.find((s) => s !== me)!;
  const modelRng = createRng(Math.floor(rng() * 2 ** 31));
  const memo = new Map<string, AnswerForecast>();
  const beliefs = new Map<string, BidderBelief>();
  let forecasted = false;
  /**
   * Model m's answer in a state as chances (a model's move is one of them for sure; a network gives them all),
   * memoised by the opponent's hand and the bids (the same view decides alike).
   */
  const answer = (m: number, state: GameState): AnswerForecast => {
    const round = state.current!;
    const history = round.claims.map((c) => (c.kind === 'bid' ? `${c.bid.count}x${c.bid.face}` : c.kind)).join(',');
    const key = `${m}|${[...round.hands[opp]!].sort().join('')}|${history}`;
    const known = memo.get(key);
    if (known) return known;
    const v = viewFor(state, opp);
    const model = models[m]!;
    let f: AnswerForecast | null = null;
    if (model.forecast) {
      const vt = readTable(v);
      f = model.forecast(v, vt, (bidder) => {
        let b = beliefs.get(history);
        if (!b) beliefs.set(history, (b = bidderBelief(vt, bidder, ANSWER_BELIEF_SAMPLES, modelRng)));
        return b;
      });
      if (f) forecasted = true;
    }
    if (!f) {
      const a = model.answer(v, modelRng);
      f = { dudo: !a || a.type === 'dudo' ? 1 : 0, calzo: a?.type === 'calzo' ? 1 : 0, raise: a?.type === 'bid' ? 1 : 0, raiseAction: a?.type === 'bid' ? a : null };
    }
    memo.set(key, f);
    return f;
  };
  /** The chance model m makes move `made` in a state. */
  const chanceOf = (m: number, state: GameState, made: SeatAction): number => {
    const f = answer(m, state);
    if (made.type === 'dudo') return f.dudo;
    if (made.type === 'calzo') return f.calzo;
    return f.raiseAction && sameAction(f.raiseAction, made) ? f.raise : 0;
  };

  // Belief: worlds from Experto's inference (the proposal), reweighted by each model's likelihood of the
  // opponent's bids this round; the models' posterior shares come from the same likelihoods (Bayes).
  const prior = sampleWorlds(t, Math.round(cfg.worlds * 1.5), rng);
  const claims = t.round.claims;
  const oppBids = claims.flatMap((c, i) => (c.seat === opp && c.kind === 'bid' ? [i] : []));
  const like = models.map(() => new Float64Array(prior.n).fill(1));
  const informed = models.flatMap((md, m) => (md.blindBids === undefined ? [m] : []));
  /** The opponent's dice this seat does not see, in a world. */
  const oppUnseen = (hands: readonly (readonly Face[])[]): readonly Face[] => hands[opp]!.slice((t.seen[opp] ?? []).length);
  /** A bluffer's worlds where the opponent has bid: the prior's, and the proposal's normaliser its mass is divided by. */
  let blindWorlds: { worlds: Worlds; z: number } | null = null;
  if (oppBids.length > 0) {
    const oppLikelihood = claimLean(t, opp);
    if (informed.length < models.length) {
      const worlds = sampleWorlds({ ...t, round: { ...t.round, claims: claims.filter((c) => c.seat !== opp) } }, cfg.worlds, rng);
      // the proposal's normaliser E[lean] over the prior, so a bluffer's mass compares with the informed models' (Σ L/lean)
      let z = 0;
      for (const hands of worlds.hands) z += oppLikelihood(oppUnseen(hands));
      blindWorlds = { worlds, z: z / worlds.n };
    }
    for (let w = 0; w < prior.n; w++) {
      const hands = prior.hands[w]!;
      const proposal = 1 / oppLikelihood(oppUnseen(hands));
      for (const m of informed) like[m]![w] = proposal;
      for (const i of oppBids) {
        const before = claims.slice(0, i);
        const lastBid = [...before].reverse().find((c) => c.kind === 'bid');
        const round = { ...view.current!, claims: before, standing: lastBid && lastBid.kind === 'bid' ? { seat: lastBid.seat, bid: lastBid.bid } : null };
        const state = { ...hypothesis({ ...view, current: round }, hands), toAct: opp };
        const c = claims[i]!;
        const made: SeatAction = c.kind === 'bid' ? { type: 'bid', seat: opp, count: c.bid.count, face: c.bid.face } : { type: 'dudo', seat: opp };
        for (const m of informed) like[m]![w] *= cfg.floor + (1 - cfg.floor) * chanceOf(m, state, made);
      }
    }
  }
  /** Model m's worlds and its bids' chance summed over them: a bluffer's (blindBids) the prior's, the others' the proposal's reweighted. */
  const blindOf = (m: number): number | undefined => (blindWorlds ? models[m]!.blindBids : undefined);
  const mass = models.map((md, m) => {
    const b = blindOf(m);
    return md.prior * (b !== undefined ? (prior.n * (cfg.floor + (1 - cfg.floor) * b) ** oppBids.length) / blindWorlds!.z : like[m]!.reduce((a, x) => a + x, 0));
  });
  const massTotal = mass.reduce((a, x) => a + x, 0);
  const kept = models.flatMap((_, m) => (mass[m]! / massTotal >= cfg.minShare ? [m] : []));
  const keptMass = kept.reduce((a, m) => a + mass[m]!, 0);
  const share = new Map(kept.map((m) => [m, mass[m]! / keptMass]));
  const worldsOf = new Map(kept.map((m) => [m, blindOf(m) !== undefined ? blindWorlds!.worlds : resample(prior, like[m]!, cfg.worlds, rng)]));
  const beliefOf = new Map(kept.map((m) => [m, worldModel(worldsOf.get(m)!, t.totalDice)]));
  const mix = (f: (model: CountModel) => number): number => kept.reduce((a, m) => a + share.get(m)! * f(beliefOf.get(m)!), 0);
  const merged = mergeWorlds(kept.map((m) => worldsOf.get(m)!));
  const input = { view, table: t, model: worldModel(merged, t.totalDice), personality: PERSONALITIES.balanced, rng, bidLoss: worldBidLoss(view, t, merged) };
  const judged = judgeAll(input);
  const bids = judged.filter((j) => j.action.type === 'bid').sort((a, b) => a.loss - b.loss);
  const candidates: Judged[] = [...judged.filter((j) => j.action.type !== 'bid'), ...bids.slice(0, cfg.candidates)];

  const starts = new Map(kept.map((m) => [m, worldsOf.get(m)!.hands.map((h) => hypothesis(view, h))]));
  const totalOf = (x: Member, face: Face): number => worldsOf.get(x.m)!.totals[x.w * 7 + face]!;
  const n = cfg.worlds;

  /** This seat's loss after the opponent's raise `b2`: its best answer judged in the worlds where the models raised so. */
  const afterRaise = (b2: Bid, members: readonly Member[], state: GameState): number => {
    const k = cfg.shrink;
    let size = 0;
    let trueIn = 0;
    let exactIn = 0;
    for (const x of members) {
      size += x.weight * n;
      const c = totalOf(x, b2.face);
      if (c >= b2.count) trueIn += x.weight * n;
      if (c === b2.count) exactIn += x.weight * n;
    }
    // shrunk toward the odds before the raise, so a few worlds do not pass for knowledge
    const pT = (trueIn + k * mix((b) => pTrue(b, b2))) / (size + k);
    const pE = (exactIn + k * mix((b) => pExact(b, b2))) / (size + k);
    const v2 = viewFor(state, me);
    let best = pT; // dudo: lost when the raise is true (R-DUDO)
    if (v2.legal.some((x) => x.type === 'calzo')) best = Math.min(best, 1 - pE - cfg.gain * pE);
    const sub = mergeWorlds(members.map((x) => ({ hands: [worldsOf.get(x.m)!.hands[x.w]!], totals: worldsOf.get(x.m)!.totals.subarray(x.w * 7, x.w * 7 + 7) })));
    const raiseLoss = worldBidLoss(v2, readTable(v2), sub);
    let minRaise = Infinity;
    for (const x of bidsOf(v2.legal)) minRaise = Math.min(minRaise, raiseLoss({ count: x.count, face: x.face as Face }));
    if (minRaise < Infinity) best = Math.min(best, (size * minRaise + k * 0.5) / (size + k));
    return best;
  };

  const outcome = (j: Judged): Outcome => {
    const a = j.action;
    const answers = { dudo: 0, calzo: 0, raise: 0 };
    if (a.type === 'dudo') return { loss: mix((b) => pTrue(b, t.standing!.bid)), answers };
    if (a.type === 'calzo') {
      const p = mix((b) => pExact(b, t.standing!.bid));
      return { loss: 1 - p - cfg.gain * p, answers };
    }
    if (a.type !== 'bid') return { loss: j.loss, answers };
    const b: Bid = { count: a.count, face: a.face as Face };
    let loss = 0;
    const groups = new Map<string, { bid: Bid; members: Member[]; state: GameState }>();
    for (const m of kept) {
      const weight = share.get(m)! / n;
      const ss = starts.get(m)!;
      for (let w = 0; w < n; w++) {
        const r = applyAction(ss[w]!, a);
        if (!r.ok) return { loss: j.loss, answers };
        const f = answer(m, r.state);
        const count = totalOf({ m, w, weight }, b.face);
        answers.dudo += weight * f.dudo;
        loss += count >= b.count ? 0 : weight * f.dudo; // R-DUDO
        answers.calzo += weight * f.calzo;
        loss += count === b.count ? weight * f.calzo * cfg.gain : 0; // R-CALZO: the caller gains a die or loses one
        if (f.raise <= 0) continue;
        answers.raise += weight * f.raise;
        const reply = f.raiseAction;
        if (reply?.type !== 'bid') {
          loss += weight * f.raise * 0.5;
          continue;
        }
        const key = `${reply.count}x${reply.face}`;
        let g = groups.get(key);
        if (!g) {
          const r2 = applyAction(r.state, reply);
          if (!r2.ok) {
            loss += weight * f.raise * 0.5;
            continue;
          }
          groups.set(key, (g = { bid: { count: reply.count, face: reply.face as Face }, members: [], state: r2.state }));
        }
        g.members.push({ m, w, weight: weight * f.raise });
      }
    }
    for (const g of groups.values()) loss += g.members.reduce((acc, x) => acc + x.weight, 0) * afterRaise(g.bid, g.members, g.state);
    return { loss, answers };
  };

  let chosen: { j: Judged; o: Outcome } | null = null;
  for (const j of candidates) {
    const o = outcome(j);
    if (!chosen || o.loss < chosen.o.loss - 1e-9) chosen = { j, o };
  }
  const { j, o } = chosen!;
  const loss = Math.min(1, Math.max(0, o.loss));
  const a = j.action;
  const read = kept.map((m) => `${models[m]!.id} ${pct(share.get(m)!)}`).join(', ');
  const answered = a.type === 'bid' ? `; the opponent would doubt it in ${pct(o.answers.dudo)} of likely deals, raise in ${pct(o.answers.raise)}` : '';
  const byNetwork = forecasted && kept.some((m) => models[m]!.forecast !== undefined);
  const network = byNetwork ? '; its answers predicted by a trained network' : '';
  const text = `loses the round in about ${pct(loss)} by a look-ahead over the opponent's likely answers (read as ${read})${answered}${network}`;
  const source = byNetwork ? ('network' as const) : ('search' as const);
  return { action: a, reason: { ...j.reason, text: `${j.reason.text}; ${text}`, notes: { ...j.reason.notes, rollouts: { loss: fmt(loss), n: n * kept.length }, source } } };
}
