// The levels (issue 4): SimpleDudo, Novato, Medio, Experto, Maestro. Each is a pure function of
// the seat's view, a seeded Rng and its config.
import type { Bid, Face, ObligarMode, Rng, SeatAction, SeatView } from '../index';
import { binomialModel, pTrue, type CountModel } from './model';
import { bidsOf, bidText, decideByPolicy, fmt, judgeAll, maybeBluff, pct, pickLeast, type PolicyInput } from './policy';
import { rolloutScores } from './rollout';
import { bidStrength, convertedFaceOf } from './strength';
import { readTable, type TableRead } from './table';
import { worldBidLoss } from './bidloss';
import type { DecisionSource, EndgameMiss } from './reasons';
import { PERSONALITIES, type BotConfig, type BotDecision } from './types';
import { sampleWorlds, worldModel, type Worlds } from './worlds';
import { isSolvedRoundKind, mayBidBlind, seesOthersDice, type SolvedRoundKind } from '../solver/dudo';
import { endgameAction, endgameSituationFromView, type EndgameShelf } from '../solver/tables';
import { decideFullTable } from './fulltable';
import { decideHeadsUpSearch, HEADS_UP_SEARCH, leanAnswer, networkOpponent, type OpponentModel } from './headsup';
import { defaultAnswerNet } from './answerNet';

/** Experto's bid risk (moved to bidloss.ts), still exported here for its callers. */
export { worldBidLoss };

/** Phases before a round's bidding: the direction (O-DIR) and the obligar choice (R-OBLIGAR). */
export function decideSetup(view: SeatView, rng: Rng, config: BotConfig): BotDecision | null {
  const seat = view.seat!;
  if (view.phase === 'direction') {
    const direction = rng() < 0.5 ? 'clockwise' : 'counter-clockwise';
    return { action: { type: 'direction', seat, direction }, reason: { kind: 'choice', text: `direction ${direction}: either way is fair`, say: { code: 'direction', direction } } };
  }
  if (view.phase === 'obligar') {
    // R-OBLIGAR: closed lets only me see my die while the others bid blind; Novato picks at random.
    const mode: ObligarMode = config.level === 'novato' ? (['open', 'closed', 'decline'] as const)[Math.floor(rng() * 3)]! : 'closed';
    const text = mode === 'closed' ? 'obligar closed: only I see my die, the others bid blind' : `obligar ${mode} (a whim)`;
    return { action: { type: 'obligar', seat, mode }, reason: { kind: 'choice', text, say: { code: `obligar-${mode}` } } };
  }
  return null;
}

/** SimpleDudo, the published baseline: the strongest bid true with p ≥ ½, else dudo (binomial odds with wilds). */
export function decideSimple(view: SeatView): BotDecision {
  const t = readTable(view);
  const model = binomialModel(t);
  const converted = convertedFaceOf(view.options, t.wildFace);
  const bids = bidsOf(view.legal);
  let best: { a: SeatAction; b: Bid; p: number; s: number } | null = null;
  let likeliest: { a: SeatAction; p: number } | null = null;
  for (const a of bids) {
    const b: Bid = { count: a.count, face: a.face as Face };
    const p = pTrue(model, b);
    const s = bidStrength(b, converted);
    if (p >= 0.5 && (!best || s > best.s)) best = { a, b, p, s };
    if (!likeliest || p > likeliest.p) likeliest = { a, p };
  }
  if (view.toAct !== view.seat) return { action: null, reason: { kind: 'wait', text: 'SimpleDudo never raises out of turn', say: { code: 'simple-wait' } } };
  if (best) return { action: best.a, reason: { kind: 'probability', p: fmt(best.p), text: `strongest bid true with p≥½: p=${fmt(best.p)}`, say: { code: 'simple-strongest', bid: best.b } } };
  const dudo = view.legal.find((a) => a.type === 'dudo');
  if (dudo) {
    const sb = t.standing?.bid;
    const p = sb ? pTrue(model, sb) : 0;
    const say = sb ? ({ code: 'simple-dudo', bid: sb } as const) : ({ code: 'simple-dudo-claim' } as const);
    return { action: dudo, reason: { kind: 'probability', p: fmt(p), text: `no bid true with p≥½; dudo${sb ? ` on ${bidText(sb)} (p=${fmt(p)})` : ''}`, say } };
  }
  const a = likeliest?.a ?? view.legal[0]!;
  const reason = { kind: 'probability', p: fmt(likeliest?.p ?? 0), text: 'must bid: the likeliest bid' } as const;
  return { action: a, reason: a.type === 'bid' ? { ...reason, say: { code: 'simple-must-bid', bid: { count: a.count, face: a.face as Face } } } : reason };
}

/** Medio: exact binomial odds with wilds. */
export function decideMedio(view: SeatView, rng: Rng, config: BotConfig): BotDecision {
  const table = readTable(view);
  return decideByPolicy({ view, table, model: binomialModel(table), personality: config.personality, rng });
}

/**
 * Novato: Medio's idea with human mistakes: shaky odds, now and then forgets the wilds,
 * sometimes just raises by one.
 */
export function decideNovato(view: SeatView, rng: Rng, config: BotConfig): BotDecision {
  const table = readTable(view);
  const forgetsWilds = rng() < 0.25;
  const base = forgetsWilds ? binomialModel(table, () => 1 / 6) : binomialModel(table);
  const noise = (rng() - 0.5) * 0.3;
  const model: CountModel = base;
  const input = { view, table, model, personality: config.personality, rng, bidLoss: (b: Bid) => (1 - pTrue(model, b)) * 0.7 + noise * (rng() - 0.5) };
  if (view.toAct === view.seat && rng() < 0.15) {
    const bids = bidsOf(view.legal);
    const converted = convertedFaceOf(view.options, table.wildFace);
    const low = bids
      .map((a) => ({ a, s: bidStrength({ count: a.count, face: a.face as Face }, converted) }))
      .sort((x, y) => x.s - y.s)
      .slice(0, 4);
    if (low.length > 0) {
      const pick = low[Math.floor(rng() * low.length)]!.a;
      const say = { code: 'mistake-raise', bid: { count: pick.count, face: pick.face as Face } } as const;
      return { action: pick, reason: { kind: 'mistake', text: `raised ${pick.count}×${pick.face} without counting`, say } };
    }
  }
  const d = decideByPolicy(input);
  if (forgetsWilds && d.reason.kind === 'probability') {
    return { ...d, reason: { ...d.reason, text: `${d.reason.text} (forgot the wilds)`, notes: { ...d.reason.notes, forgotWilds: true } } };
  }
  return d;
}

/**
 * Experto: infers hands from the bids, Monte Carlo over hidden dice, and models the next player's
 * answer; at tables of three or more it plays the round out in the sampled worlds (rollout.ts).
 */
export function decideExperto(view: SeatView, rng: Rng, config: BotConfig): BotDecision {
  const table = readTable(view);
  const worlds = sampleWorlds(table, config.samples, rng);
  const model = worldModel(worlds, table.totalDice);
  const input = { view, table, model, personality: config.personality, rng, bidLoss: worldBidLoss(view, table, worlds) };
  // Heads-up the world model alone plays as well as rollouts (measured): rollouts where three or more are in.
  const useRollouts = config.rollouts > 0 && view.toAct === view.seat && table.active.length > 2;
  if (!useRollouts) return decideByPolicy(input);
  return decideByRollouts(input, worlds, config);
}

/** Experto at a table of three or more: the world model shortlists, rollouts of the round decide. */
function decideByRollouts(input: PolicyInput, worlds: Worlds, config: BotConfig): BotDecision {
  const { view, table, rng } = input;
  const judged = judgeAll(input);
  const bids = judged.filter((j) => j.action.type === 'bid').sort((a, b) => a.loss - b.loss);
  const shortlist = [...judged.filter((j) => j.action.type !== 'bid'), ...bids.slice(0, config.shortlist)];
  const scores = rolloutScores(view, table, worlds, shortlist.map((j) => j.action), config.rollouts, rng, 0.5);
  let best = 0;
  for (let i = 1; i < scores.length; i++) if (scores[i]!.loss < scores[best]!.loss - 1e-9) best = i;
  const j = shortlist[best]!;
  const s = scores[best]!;
  const bluff = j.action.type === 'bid' || table.standing === null ? maybeBluff(input, judged) : null;
  if (bluff) return { action: bluff.action, reason: bluff.reason };
  const loss = Math.min(1, Math.max(0, s.loss));
  const text = `${j.reason.text}; loses the round in ${pct(loss)} of ${s.rollouts} rollouts`;
  return { action: j.action, reason: { ...j.reason, text, notes: { ...j.reason.notes, rollouts: { loss: fmt(loss), n: s.rollouts } } } };
}

/**
 * Maestro: Experto with more worlds and rollouts, plus exact equilibrium play in two-player endgames
 * from the solver's tables (engine/solver/tables.ts) where they cover the situation; heads-up beyond them
 * a look-ahead against modelled answers (headsup.ts); at tables of three or more a look-ahead against the next
 * player's answer and playouts of the round (fulltable.ts), Experto's play where that does not apply. Its "why?"
 * says which.
 */
export function decideMaestro(view: SeatView, rng: Rng, config: BotConfig, models: readonly OpponentModel[] = OPPONENT_MODELS): BotDecision {
  const table = readTable(view);
  const endgame = table.active.length === 2 && view.toAct === view.seat;
  // Which source decides when the tables do not: rollouts where Experto uses them, else its estimate.
  const fallback = (): BotDecision => withSource(decideExperto(view, rng, config), config.rollouts > 0 && view.toAct === view.seat && table.active.length > 2 ? 'search' : 'estimate');
  if (endgame) {
    const eq = equilibriumMove(view, table, rng, config.endgame);
    if (eq.decision) return withSource(eq.decision, 'table');
    // Beyond the tables: a look-ahead against modelled answers in likely deals (headsup.ts).
    const searched = decideHeadsUpSearch(view, rng, models);
    const d = searched ? withSource(searched, searched.reason.notes?.source ?? 'search') : fallback();
    if (nearEndgame(table) && eq.miss) {
      const text = `${d.reason.text} (endgame tables: ${eq.why}; ${searched ? 'look-ahead search' : 'Experto play'})`;
      return { ...d, reason: { ...d.reason, text, notes: { ...d.reason.notes, endgame: eq.miss } } };
    }
    return d;
  }
  // Three or more players in: a look-ahead against the next player's answer, then the round played out (fulltable.ts).
  if (table.active.length > 2) {
    const full = decideFullTable(view, rng, config);
    if (full) return withSource(full, 'fulltable');
  }
  return fallback();
}

/**
 * Who Maestro's heads-up look-ahead thinks it may be playing: Experto (inference from the bids; its answers to a bid
 * predicted by the trained answer network, answerNet.ts), Medio (plain odds) or SimpleDudo (the strongest bid it
 * believes); the bids of the round weigh them (headsup.ts).
 */
const balanced = PERSONALITIES.balanced;
/** The chance a bluffer makes any one bid of the round, whatever its dice (headsup.ts blindBids). */
const BLUFFER_BIDS = 0.15;
const MEDIO_LIKE: OpponentModel = { id: 'Medio-like', prior: 0.25, answer: (v, r) => leanAnswer(v, r, balanced, 'binomial') };
const SIMPLE_LIKE: OpponentModel = { id: 'SimpleDudo-like', prior: 0.25, answer: (v) => decideSimple(v).action };
export const OPPONENT_MODELS: readonly OpponentModel[] = [networkOpponent('Experto-like', 0.5, defaultAnswerNet, HEADS_UP_SEARCH.modelSamples), MEDIO_LIKE, SIMPLE_LIKE];
/**
 * The models with a bluffer of prior share `prior` (the others share the rest): its bids say nothing of its dice (any
 * bid of the round made with chance BLUFFER_BIDS), it answers on plain odds. Adaptive Maestro's read of an opponent
 * shown to bluff more (adapt.ts bluffRead); Maestro itself reads bids as honest.
 */
export function modelsWithBluffer(prior: number): readonly OpponentModel[] {
  if (!(prior > 0 && prior < 1)) return OPPONENT_MODELS;
  const bluffer: OpponentModel = { id: 'bluffer', prior, blindBids: BLUFFER_BIDS, answer: (v, r) => leanAnswer(v, r, balanced, 'binomial') };
  return [...OPPONENT_MODELS.map((m) => ({ ...m, prior: m.prior * (1 - prior) })), bluffer];
}
/** The answer network's features without its weights: the Experto-like answer is the least of their three losses (for bench:bots). */
export const RULE_OPPONENT_MODELS: readonly OpponentModel[] = [networkOpponent('Experto-like', 0.5, 'rule', HEADS_UP_SEARCH.modelSamples), MEDIO_LIKE, SIMPLE_LIKE];
/** The models before the answer network: the Experto-like answers by Experto's rule with its own worlds (for bench:maestro and bench:bots). */
export const LEAN_OPPONENT_MODELS: readonly OpponentModel[] = [
  { id: 'Experto-like', prior: 0.5, answer: (v, r) => leanAnswer(v, r, balanced, HEADS_UP_SEARCH.modelSamples) },
  MEDIO_LIKE,
  SIMPLE_LIKE,
];

/** Maestro's "why?" says which source decided (reasons.ts DecisionSource). */
function withSource(d: BotDecision, source: DecisionSource): BotDecision {
  return { ...d, reason: { ...d.reason, notes: { ...d.reason.notes, source } } };
}

function sameAction(a: SeatAction, b: SeatAction): boolean {
  if (a.type !== b.type || a.seat !== b.seat) return false;
  return a.type !== 'bid' || (b.type === 'bid' && a.count === b.count && a.face === b.face);
}

/** Close enough to the solved endgames (1v1, 1v2, 2v1, 2v2) to say why the tables were not used. */
function nearEndgame(t: TableRead): boolean {
  return t.totalDice <= 4;
}

/** What the "why?" calls each solved round. */
const SOLVED_ROUND_WORDS: { readonly [K in SolvedRoundKind]: string } = {
  normal: 'endgame',
  palifico: 'palifico round',
  'obligar-open': 'open obligar round',
  'obligar-closed': 'closed obligar round',
  blind: 'blind round',
};

/** The solver's equilibrium move for a heads-up normal, palifico, obligar or blind round, or why the tables do not apply (`why` in English, `miss` without words). */
export function equilibriumMove(view: SeatView, t: TableRead, rng: Rng, endgame: EndgameShelf | null): { decision: BotDecision | null; why: string; miss: EndgameMiss | null } {
  const none = (why: string, miss: EndgameMiss): { decision: null; why: string; miss: EndgameMiss } => ({ decision: null, why, miss });
  const kind = t.round.kind;
  // R-PALIFICO, R-OBLIGAR (open, closed) and R-BLIND rounds have tables of their own; reprieve rounds are not solved
  if (!isSolvedRoundKind(kind)) return none(`a ${kind} round is not in them`, { code: 'round-kind', roundKind: kind });
  const opponent = t.active.find((s) => s !== t.seat)!;
  // the dice the tables read: one's own, or in an open obligar round the opponent's (R-OBLIGAR); a seat bidding blind
  // (R-OBLIGAR closed, R-BLIND) reads none, its dice counts are enough
  if (t.estimated || !(mayBidBlind(kind) || (seesOthersDice(kind) ? t.seen[opponent] : t.myHand))) return none('dice not known', { code: 'dice-unknown' });
  if (t.round.claims.some((c) => c.kind !== 'bid')) return none('paso or picado played', { code: 'claims-played' });
  const tables = endgame?.tablesFor(view.options, view.startingTotal, kind) ?? null;
  if (!tables) return none('no tables solved for these rules', { code: 'other-rules', preset: 'none' });
  const found = endgameSituationFromView(tables, view);
  if (!found.ok) return none(found.error.message, { code: 'not-covered' });
  const situation = found.value;
  const r = endgameAction(tables, situation, rng);
  if (!r.ok) return r.error.code === 'NOT_COVERED' ? none('situation not covered', { code: 'not-covered' }) : none(r.error.message, { code: 'table-error' });
  const m = r.value.move;
  const seat = t.seat;
  const action: SeatAction = m.type === 'bid' ? { type: 'bid', seat, count: m.count, face: m.face } : { type: m.type, seat };
  if (!view.legal.some((a) => sameAction(a, action))) return none('their move is not legal here', { code: 'illegal-move' });
  const what = m.type === 'bid' ? `bid ${m.count}×${m.face}` : m.type;
  const p = fmt(r.value.probability);
  const [mine, theirs] = [t.diceOf[seat]!, t.diceOf[opponent]!];
  const text = `${what}: equilibrium play of the ${mine}v${theirs} ${SOLVED_ROUND_WORDS[kind]} (probability ${p} in the mixed strategy)`;
  const say = {
    code: 'equilibrium',
    move: m.type,
    bid: m.type === 'bid' ? { count: m.count, face: m.face } : null,
    myDice: mine,
    theirDice: theirs,
    ...(kind === 'normal' ? {} : { round: kind }),
  } as const;
  return { decision: { action, reason: { kind: 'equilibrium', p, text, say } }, why: '', miss: null };
}

export { judgeAll, pickLeast };
