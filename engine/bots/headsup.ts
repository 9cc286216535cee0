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
import { applyAction } from '../game';
import { createRng, type Rng } from '../random';
import type { GameState } from '../state';
import type { Bid, Face, SeatAction } from '../types';
import { viewFor, type SeatView } from '../views';
import { worldBidLoss } from './bidloss';
import { pExact, pTrue } from './model';
import { bidText, bidsOf, fmt, gainValue, judgeAll, pct, type Judged } from './policy';
import { bidStrength, convertedFaceOf } from './strength';
import { hypothesis } from './rollout';
import { readTable, type TableRead } from './table';
import type { BotConfig, BotDecision } from './types';
import { claimLikelihood, sampleWorlds, worldModel, type Worlds } from './worlds';

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
}

export const HEADS_UP_SEARCH: HeadsUpSearchConfig = { worlds: 40, modelSamples: 64, candidates: 6, floor: 0.15, shrink: 4, gain: 0.7 };

type Decide = (view: SeatView, rng: Rng, config: BotConfig) => BotDecision;

/**
 * Experto's move without its words and without its rare bluff (policy.ts judgeAll and pickLeast on the
 * same worlds, bid risk and calzo gain): the opponent model, called hundreds of times per decision.
 */
export function expertoAnswer(view: SeatView, rng: Rng, config: BotConfig): BotDecision {
  const t = readTable(view);
  const worlds = sampleWorlds(t, config.samples, rng);
  const model = worldModel(worlds, t.totalDice);
  const bidLoss = worldBidLoss(view, t, worlds);
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
    } else if (a.type === 'dudo' && standing) loss = pTrue(model, standing) - config.personality.doubtBias;
    else if (a.type === 'calzo' && standing) {
      const p = pExact(model, standing);
      loss = 1 - p - gainValue(view) * p - config.personality.exactBias;
    } else continue;
    // pickLeast: the least loss; ties go to the weaker bid
    if (!best || loss < best.loss - 1e-9 || (Math.abs(loss - best.loss) <= 1e-9 && s < best.s)) best = { a, loss, s };
  }
  return { action: best?.a ?? null, reason: { kind: 'choice', text: 'model' } };
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
  readonly answers: { dudo: number; calzo: number; raise: number };
}

/**
 * The look-ahead's decision, or null where it does not apply. `decideModel` is the opponent model (Experto's
 * decision), `modelConfig` its config.
 */
export function decideHeadsUpSearch(view: SeatView, rng: Rng, decideModel: Decide, modelConfig: BotConfig, cfg: HeadsUpSearchConfig = HEADS_UP_SEARCH): BotDecision | null {
  const t = readTable(view);
  if (!headsUpSearchApplies(view, t)) return null;
  const me = t.seat;
  const opp = t.active.find((s) => s !== me)!;
  const model = { ...modelConfig, samples: cfg.modelSamples };
  const modelRng = createRng(Math.floor(rng() * 2 ** 31));
  const memo = new Map<string, SeatAction | null>();
  /** The modelled opponent's move in a state, memoised by its hand and the bids (the same view decides alike). */
  const answer = (state: GameState): SeatAction | null => {
    const round = state.current!;
    const key = `${[...round.hands[opp]!].sort().join('')}|${round.claims.map((c) => (c.kind === 'bid' ? `${c.bid.count}x${c.bid.face}` : c.kind)).join(',')}`;
    if (memo.has(key)) return memo.get(key)!;
    const d = decideModel(viewFor(state, opp), modelRng, model);
    memo.set(key, d.action);
    return d.action;
  };

  // Belief: worlds from Experto's inference, reweighted by the model's likelihood of the opponent's bids.
  const prior = sampleWorlds(t, Math.round(cfg.worlds * 1.5), rng);
  const claims = t.round.claims;
  const oppBids = claims.flatMap((c, i) => (c.seat === opp && c.kind === 'bid' ? [i] : []));
  const weights = new Float64Array(prior.n).fill(1);
  if (oppBids.length > 0) {
    for (let w = 0; w < prior.n; w++) {
      const hands = prior.hands[w]!;
      let like = 1 / claimLikelihood(t, opp, hands[opp]!.slice((t.seen[opp] ?? []).length));
      for (const i of oppBids) {
        const before = claims.slice(0, i);
        const lastBid = [...before].reverse().find((c) => c.kind === 'bid');
        const round = { ...view.current!, claims: before, standing: lastBid && lastBid.kind === 'bid' ? { seat: lastBid.seat, bid: lastBid.bid } : null };
        const state = { ...hypothesis({ ...view, current: round }, hands), toAct: opp };
        const c = claims[i]!;
        const made: SeatAction = c.kind === 'bid' ? { type: 'bid', seat: opp, count: c.bid.count, face: c.bid.face } : { type: 'dudo', seat: opp };
        like *= cfg.floor + (1 - cfg.floor) * (sameAction(answer(state), made) ? 1 : 0);
      }
      weights[w] = like;
    }
  }
  const worlds = resample(prior, weights, cfg.worlds, rng);
  const belief = worldModel(worlds, t.totalDice);
  const input = { view, table: t, model: belief, personality: modelConfig.personality, rng, bidLoss: worldBidLoss(view, t, worlds) };
  const judged = judgeAll(input);
  const bids = judged.filter((j) => j.action.type === 'bid').sort((a, b) => a.loss - b.loss);
  const candidates: Judged[] = [...judged.filter((j) => j.action.type !== 'bid'), ...bids.slice(0, cfg.candidates)];

  const starts = worlds.hands.map((h) => hypothesis(view, h));
  const isTrue = (w: number, b: Bid): boolean => worlds.totals[w * 7 + b.face]! >= b.count;
  const isExact = (w: number, b: Bid): boolean => worlds.totals[w * 7 + b.face]! === b.count;

  const outcome = (j: Judged): Outcome => {
    const a = j.action;
    const answers = { dudo: 0, calzo: 0, raise: 0 };
    if (a.type === 'dudo') return { loss: pTrue(belief, t.standing!.bid), answers };
    if (a.type === 'calzo') {
      const p = pExact(belief, t.standing!.bid);
      return { loss: 1 - p - cfg.gain * p, answers };
    }
    if (a.type !== 'bid') return { loss: j.loss, answers };
    const b: Bid = { count: a.count, face: a.face as Face };
    let loss = 0;
    const groups = new Map<string, { bid: Bid; worlds: number[]; state: GameState }>();
    for (let w = 0; w < worlds.n; w++) {
      const r = applyAction(starts[w]!, a);
      if (!r.ok) return { loss: j.loss, answers };
      const reply = answer(r.state);
      if (!reply || reply.type === 'dudo') {
        answers.dudo++;
        loss += isTrue(w, b) ? 0 : 1; // R-DUDO
      } else if (reply.type === 'calzo') {
        answers.calzo++;
        loss += isExact(w, b) ? cfg.gain : 0; // R-CALZO: the caller gains a die or loses one
      } else if (reply.type === 'bid') {
        answers.raise++;
        const key = `${reply.count}x${reply.face}`;
        let g = groups.get(key);
        if (!g) {
          const r2 = applyAction(r.state, reply);
          if (!r2.ok) {
            loss += 0.5;
            continue;
          }
          groups.set(key, (g = { bid: { count: reply.count, face: reply.face as Face }, worlds: [], state: r2.state }));
        }
        g.worlds.push(w);
      } else loss += 0.5;
    }
    for (const g of groups.values()) loss += g.worlds.length * afterRaise(g.bid, g.worlds, g.state);
    return { loss: loss / worlds.n, answers };
  };

  /** This seat's loss after the opponent's raise `b2`: its best answer judged in the worlds where the model raised so. */
  const afterRaise = (b2: Bid, ws: readonly number[], state: GameState): number => {
    const n = ws.length;
    const k = cfg.shrink;
    const pAll = pTrue(belief, b2);
    let trueIn = 0;
    let exactIn = 0;
    for (const w of ws) {
      if (isTrue(w, b2)) trueIn++;
      if (isExact(w, b2)) exactIn++;
    }
    const pT = (trueIn + k * pAll) / (n + k);
    const pE = (exactIn + k * pExact(belief, b2)) / (n + k);
    const v2 = viewFor(state, me);
    let best = pT; // dudo: lost when the raise is true
    if (v2.legal.some((x) => x.type === 'calzo')) best = Math.min(best, 1 - pE - cfg.gain * pE);
    const t2 = readTable(v2);
    const sub: Worlds = { n, hands: ws.map((w) => worlds.hands[w]!), totals: Int16Array.from(ws.flatMap((w) => Array.from(worlds.totals.subarray(w * 7, w * 7 + 7)))) };
    const raiseLoss = worldBidLoss(v2, t2, sub);
    let minRaise = Infinity;
    for (const x of bidsOf(v2.legal)) minRaise = Math.min(minRaise, raiseLoss({ count: x.count, face: x.face as Face }));
    if (minRaise < Infinity) best = Math.min(best, (n * minRaise + k * 0.5) / (n + k));
    return best;
  };

  let chosen: { j: Judged; o: Outcome } | null = null;
  for (const j of candidates) {
    const o = outcome(j);
    if (!chosen || o.loss < chosen.o.loss - 1e-9) chosen = { j, o };
  }
  const { j, o } = chosen!;
  const loss = Math.min(1, Math.max(0, o.loss));
  const a = j.action;
  const what = a.type === 'bid' ? `bid ${bidText({ count: a.count, face: a.face as Face })}` : a.type;
  const answered = a.type === 'bid' ? `; in ${worlds.n} likely deals the opponent would doubt ${o.answers.dudo}, raise ${o.answers.raise}` : '';
  const text = `${what}: loses the round in about ${pct(loss)} by a look-ahead against Experto-like answers${answered}`;
  return { action: a, reason: { ...j.reason, text: `${j.reason.text}; ${text}`, notes: { ...j.reason.notes, rollouts: { loss: fmt(loss), n: worlds.n } } } };
}
