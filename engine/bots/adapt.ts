// Safe adaptation (issue 41 item 3): an opponent model from what showdowns reveal, and Maestro's bounded move toward a
// best response to it. Pure but for the Rng a decision draws from.
//
// The model (per opponent): its bids seen at a reveal, as bluffs (true with p < ½ from its own hand) or not, by size
// (at or under the expected count of the face, or over it); its answers to bids of ours that its hand made likely
// (p ≥ ½): dudo or a raise; its answers to bids its hand made unlikely (a rare caller raises over them). Each rate is a Beta posterior around a prior of a sound player's rates, so a few
// observations move little. The move: where a rate is off the prior by `zFrom` standard deviations (more where a
// solved table plays), Maestro plays the exploiting move (judged by the chances belief.ts reads from its bids) with a probability ε that grows with the evidence and is
// capped (ADAPT.cap), its base move otherwise: a restricted-Nash-response style mix that keeps the worst case within
// ε of the base policy's. Against an opponent that bluffs less than a sound player, where a solved table plays, a whole
// round is played by Maestro's look-ahead instead (a best response to honest bidders) with probability up to
// ADAPT.honest.cap: the worst case then within that share of rounds of the look-ahead's (honestRead).
import type { Bid, BidAction, Claim, Face, Resolution, Rng, Seat, SeatAction, SeatView } from '../index';
import { believedModel } from './belief';
import { binomialModel, pExact, pTrue, type CountModel } from './model';
import { countsFor, faceChance, shiftedBinomial, tailOf } from './odds';
import { bidsOf, fmt } from './policy';
import { bidStrength, convertedFaceOf } from './strength';
import { readTable } from './table';
import type { ReasonSay } from './reasons';
import type { BotDecision } from './types';

/** k of n: bluffs of bids, or dudos of answers. */
export interface Tally {
  readonly k: number;
  readonly n: number;
}

export type BidSize = 'low' | 'high';

export interface OpponentProfile {
  /** Its bids seen at reveals, by size (`high`: over the expected count of the face); k: the bluffs. */
  readonly bluffs: { readonly [S in BidSize]: Tally };
  /** Its answers to bids of ours its own hand made likely (true with p ≥ ½); k: its dudos. */
  readonly calls: Tally;
  /** Its answers to bids of ours its own hand made unlikely (p < ½); k: its dudos (a rare caller raises over them). */
  readonly unlikelyCalls: Tally;
}

/** A Beta prior as a mean and a strength (pseudo-observations). */
export interface BetaPrior {
  readonly mean: number;
  readonly strength: number;
}

/**
 * The bounds of adaptation. Priors: a sound player's rates (Maestro's own as bench:pool --adapt measured them against
 * itself in chile: 7 % / 44 % bluffs under / over the expected count, 3 % dudos of likely bids, 71 % (34 of 48) of unlikely ones); cap: the most weight the exploiting move gets; zFrom: the evidence (standard deviations off the prior)
 * where adaptation starts, zTable where a solved table plays; zSpan: how much more evidence takes ε to its cap.
 */
export const ADAPT = {
  bluffPrior: { low: { mean: 0.08, strength: 10 }, high: { mean: 0.45, strength: 10 } } as { readonly [S in BidSize]: BetaPrior },
  callPrior: { mean: 0.04, strength: 10 } as BetaPrior,
  unlikelyCallPrior: { mean: 0.7, strength: 10 } as BetaPrior,
  cap: 0.3,
  zFrom: 2,
  zTable: 3,
  zSpan: 2,
  /** The chance of losing a round after a raise the opponent raises over (an even guess: no look-ahead here). */
  raisedOver: 0.5,
  /** How much likelier to win an adapted challenge's alternative must be. */
  margin: 0.02,
  /**
   * Against an opponent that bluffs less (honestRead), the look-ahead in place of a table for a whole round: from zFrom
   * sd, its weight up to cap (bench:pool --adapt: zFrom 3 and cap 0.3 gained at most +1.8 points; 2 and 0.5, +3 to +7
   * against Experto, Medio and never-bluffs, nothing lost against Maestro; 0.8 added about 2 more, at a worse worst case).
   */
  honest: { zFrom: 2, cap: 0.5 },
  /**
   * Against an opponent that bluffs more (bluffRead), where the look-ahead plays: the bluffer's prior share in its
   * opponent models (headsup.ts blindBids), from zFrom sd, growing to cap over zSpan more.
   */
  bluffer: { zFrom: 2, cap: 0.3 },
} as const;

const NONE: Tally = { k: 0, n: 0 };

export function emptyProfile(): OpponentProfile {
  return { bluffs: { low: NONE, high: NONE }, calls: NONE, unlikelyCalls: NONE };
}

/** The Beta posterior's mean and standard deviation. */
export function posterior(t: Tally, prior: BetaPrior): { readonly mean: number; readonly sd: number } {
  const a = prior.mean * prior.strength + t.k;
  const b = (1 - prior.mean) * prior.strength + (t.n - t.k);
  const mean = a / (a + b);
  return { mean, sd: Math.sqrt((mean * (1 - mean)) / (a + b + 1)) };
}

/** How far the posterior sits from the prior, in its standard deviations (positive: above). */
export function evidence(t: Tally, prior: BetaPrior): number {
  const p = posterior(t, prior);
  return p.sd > 0 ? (p.mean - prior.mean) / p.sd : 0;
}

/** The weight of the exploiting move: 0 below zFrom, growing to the cap over zSpan more. */
export function epsilonOf(z: number, zFrom: number): number {
  return ADAPT.cap * Math.min(1, Math.max(0, (Math.abs(z) - zFrom) / ADAPT.zSpan));
}

/** The weight ε each leak of a profile gives its exploiting move now (0 where it shows none): what "how far it adapts" means. */
export interface AdaptWeights {
  readonly doubt: number;
  readonly believe: number;
  readonly safeBid: number;
  readonly bluffMore: number;
}

/** How far its bluff rate at each bid size sits from a sound player's, in standard deviations (positive: it bluffs more). */
export function bluffEvidence(profile: OpponentProfile): { readonly [S in BidSize]: number } {
  return { low: evidence(profile.bluffs.low, ADAPT.bluffPrior.low), high: evidence(profile.bluffs.high, ADAPT.bluffPrior.high) };
}

/** ε per leak (adaptDecision's draws): more bluffs at either size: doubt; fewer: believe; more dudos of likely bids: bid safe; fewer of unlikely ones: bluff more. */
export function adaptWeights(profile: OpponentProfile, fromTable = false): AdaptWeights {
  const zFrom = fromTable ? ADAPT.zTable : ADAPT.zFrom;
  const { low, high } = bluffEvidence(profile);
  const z = [low, high];
  const over = Math.max(...z.map((x) => (x >= zFrom ? epsilonOf(x, zFrom) : 0)));
  const under = Math.max(...z.map((x) => (x <= -zFrom ? epsilonOf(x, zFrom) : 0)));
  const calls = evidence(profile.calls, ADAPT.callPrior);
  const unlikely = evidence(profile.unlikelyCalls, ADAPT.unlikelyCallPrior);
  return { doubt: over, believe: under, safeBid: calls >= zFrom ? epsilonOf(calls, zFrom) : 0, bluffMore: unlikely <= -zFrom ? epsilonOf(unlikely, zFrom) : 0 };
}

/** What `honestRead` found: the weight of the look-ahead's move, and the tally that shows it. */
export interface HonestRead {
  readonly weight: number;
  readonly bluffs: number;
  readonly bids: number;
}

/**
 * An opponent shown to bluff less than a sound player (a table's stronger evidence, ADAPT.zTable; no size where it
 * bluffs more): the weight of Maestro's look-ahead in place of a solved table's move. The look-ahead is a best
 * response to honest bidders (headsup.ts): at 1v3 and 3v1 it wins 73 % of rounds against Experto and 85 % against
 * Medio where the tables win 54 %, and 31 % against a player who always bluffs (docs/solver.md). Null: no such read.
 */
export function honestRead(profile: OpponentProfile): HonestRead | null {
  const { low, high } = bluffEvidence(profile);
  const { zFrom, cap } = ADAPT.honest;
  if (low >= zFrom || high >= zFrom) return null;
  const weight = cap * Math.min(1, Math.max(0, (-Math.min(low, high) - zFrom) / ADAPT.zSpan));
  if (weight === 0) return null;
  const t = profile.bluffs[low <= high ? 'low' : 'high'];
  return { weight, bluffs: t.k, bids: t.n };
}

/** What `bluffRead` found: the bluffer's prior share in the look-ahead's models, and the tally that shows it. */
export interface BluffRead {
  readonly prior: number;
  readonly bluffs: number;
  readonly bids: number;
}

/**
 * An opponent shown to bluff more than a sound player (at either size): the prior share of a bluffer, whose bids say
 * nothing of its dice, among the look-ahead's opponent models. Null: no such read.
 */
export function bluffRead(profile: OpponentProfile): BluffRead | null {
  const z = bluffEvidence(profile);
  const size = z.low >= z.high ? 'low' : 'high';
  const { zFrom, cap } = ADAPT.bluffer;
  const prior = cap * Math.min(1, Math.max(0, (z[size] - zFrom) / ADAPT.zSpan));
  if (prior === 0) return null;
  return { prior, bluffs: profile.bluffs[size].k, bids: profile.bluffs[size].n };
}

/** The chance a bid holds from one hand, the other dice unseen (R-WILD, R-DUDO). */
export function chanceFromHand(hand: readonly Face[], totalDice: number, bid: Bid, wildFace: Face | null): number {
  const held = hand.filter((d) => countsFor(d, bid.face, wildFace)).length;
  return tailOf(shiftedBinomial(held, Math.max(0, totalDice - hand.length), faceChance(bid.face, wildFace)), bid.count);
}

/** A bid's size: over the face's expected count among all the dice, or not. */
export function bidSize(bid: Bid, totalDice: number, wildFace: Face | null): BidSize {
  return bid.count > totalDice * faceChance(bid.face, wildFace) ? 'high' : 'low';
}

const add = (t: Tally, hit: boolean): Tally => ({ k: t.k + (hit ? 1 : 0), n: t.n + 1 });

function sameClaim(a: Claim, b: Claim): boolean {
  return a.kind === b.kind && a.seat === b.seat && (a.kind !== 'bid' || (b.kind === 'bid' && a.bid.count === b.bid.count && a.bid.face === b.bid.face));
}

/** The round's claims with the challenged one last (a claim made after this seat last looked is added). */
function claimsOf(seen: readonly Claim[], res: Resolution): Claim[] {
  const last = seen[seen.length - 1];
  return last && sameClaim(last, res.claim) ? [...seen] : [...seen, res.claim];
}

/** What a round's reveal says about `opp`: its bids against its hand, its answers to the other seats' bids. */
export function observeRound(profile: OpponentProfile, opp: Seat, seen: readonly Claim[], res: Resolution): OpponentProfile {
  const hand = res.hands[opp];
  if (!hand || hand.length === 0) return profile;
  const total = res.hands.reduce((a, h) => a + h.length, 0);
  const claims = claimsOf(seen, res);
  let { bluffs, calls, unlikelyCalls } = profile;
  claims.forEach((c, i) => {
    if (c.kind !== 'bid') return;
    const p = chanceFromHand(hand, total, c.bid, res.wildFace);
    if (c.seat === opp) {
      const size = bidSize(c.bid, total, res.wildFace);
      bluffs = size === 'high' ? { ...bluffs, high: add(bluffs.high, p < 0.5) } : { ...bluffs, low: add(bluffs.low, p < 0.5) };
      return;
    }
    const next = claims[i + 1];
    const called = !next && res.kind === 'dudo' && res.caller === opp;
    const raised = next?.kind === 'bid' && next.seat === opp;
    if (!called && !raised) return;
    // a dudo of a bid its hand made likely is a leak; a raise over one its hand made unlikely is the other
    if (p < 0.5) unlikelyCalls = add(unlikelyCalls, called);
    else calls = add(calls, called);
  });
  return { bluffs, calls, unlikelyCalls };
}

/** Why an adapted move was made, for the reason (reasons.ts adapt-*). */
export type AdaptSay = Extract<ReasonSay, { code: 'adapt-doubt' | 'adapt-raise' | 'adapt-safe-bid' | 'adapt-bluff' }>;

const bidOf = (a: BidAction): Bid => ({ count: a.count, face: a.face as Face });

/** The legal raise likeliest to hold by the plain odds, the weaker on a tie. */
function safestRaise(view: SeatView, model: CountModel, converted: Face | null): { a: BidAction; p: number } | null {
  let best: { a: BidAction; p: number; s: number } | null = null;
  for (const a of bidsOf(view.legal)) {
    const b = bidOf(a);
    const p = pTrue(model, b);
    const s = bidStrength(b, converted);
    if (!best || p > best.p + 1e-9 || (Math.abs(p - best.p) <= 1e-9 && s < best.s)) best = { a, p, s };
  }
  return best;
}

/**
 * The adapted decision: the base decision, or with probability ε the move exploiting a leak the profile shows.
 * `fromTable`: the base move is a solved table's (equilibrium): adapt only on stronger evidence (ADAPT.zTable).
 * Draws from rng only where a leak is shown, so against a sound opponent play is the base policy's, draw for draw.
 */
export function adaptDecision(view: SeatView, base: BotDecision, profile: OpponentProfile, rng: Rng, fromTable: boolean): BotDecision {
  const t = readTable(view);
  if (view.toAct !== view.seat || t.active.length !== 2 || !base.action || t.estimated) return base;
  const zFrom = fromTable ? ADAPT.zTable : ADAPT.zFrom;
  const model = binomialModel(t);
  const converted = convertedFaceOf(view.options, t.wildFace);
  const standing = t.standing;
  const opp = t.active.find((s) => s !== t.seat)!;
  const dudo = view.legal.find((a) => a.type === 'dudo');
  const decided = (action: SeatAction, p: number, say: AdaptSay, text: string): BotDecision => ({ action, reason: { kind: 'probability', p: fmt(p), text, say } });
  if (standing && standing.seat !== t.seat) {
    const size = bidSize(standing.bid, t.totalDice, t.wildFace);
    const tally = profile.bluffs[size];
    const prior = ADAPT.bluffPrior[size];
    const z = evidence(tally, prior);
    const rate = posterior(tally, prior).mean;
    const excess = rate - prior.mean;
    const p = pTrue(model, standing.bid);
    const counts = `${tally.k} of ${tally.n}`;
    // it bluffs more than a sound player: doubt sooner (R-DUDO)
    if (z >= zFrom && dudo && base.action.type !== 'dudo' && p < 0.5 + excess / 2 && rng() < epsilonOf(z, zFrom)) {
      return decided(dudo, p, { code: 'adapt-doubt', bid: standing.bid, bluffs: tally.k, bids: tally.n }, `dudo: you have bluffed in ${counts} bids like this one that I saw revealed, so I doubt more often (p=${fmt(p)})`);
    }
    // the chances its bid leaves, believing it bluffs at its rate for bids of that size (belief.ts)
    const believe = (): CountModel => believedModel(t, opp, standing.bid, rate);
    if (base.action.type !== 'dudo' && base.action.type !== 'calzo') return adaptBid(view, base, profile, zFrom, believe, converted, rng);
    // it bluffs less than a sound player (at this size, or over both sizes together): believe it
    const both = bluffEvidence(profile);
    const pooled = (both.low + both.high) / Math.SQRT2;
    const zLess = Math.min(z, pooled);
    const less = zLess <= -zFrom ? epsilonOf(zLess, zFrom) : 0;
    // it seldom doubts bids its hand makes unlikely: a raise is seldom doubted
    const unlikely = evidence(profile.unlikelyCalls, ADAPT.unlikelyCallPrior);
    const rare = unlikely <= -zFrom ? epsilonOf(unlikely, zFrom) : 0;
    if (less === 0 && rare === 0) return base;
    const believed = believe();
    const raise = safestRaise(view, believed, converted);
    if (!raise) return base;
    // R-DUDO, R-CALZO: the base challenge's chance of winning, against a raise's: held when doubted, else raised over
    const won = base.action.type === 'dudo' ? 1 - pTrue(believed, standing.bid) : pExact(believed, standing.bid);
    const doubted = rare > 0 ? posterior(raise.p >= 0.5 ? profile.calls : profile.unlikelyCalls, raise.p >= 0.5 ? ADAPT.callPrior : ADAPT.unlikelyCallPrior).mean : 1;
    const raiseWins = doubted * raise.p + (1 - doubted) * (1 - ADAPT.raisedOver);
    if (raiseWins <= won + ADAPT.margin || rng() >= Math.max(less, rare)) return base;
    if (rare > 0) {
      const u = profile.unlikelyCalls;
      const text = `bid ${raise.a.count}×${raise.a.face}: you doubted only ${u.k} of ${u.n} unlikely bids of mine, so I raise rather than challenge (p=${fmt(raise.p)})`;
      return decided(raise.a, raise.p, { code: 'adapt-bluff', bid: bidOf(raise.a), dudos: u.k, answers: u.n }, text);
    }
    const text = `bid ${raise.a.count}×${raise.a.face}: you have bluffed in only ${counts} bids like this one that I saw revealed, so I believe you`;
    return decided(raise.a, raise.p, { code: 'adapt-raise', bid: bidOf(raise.a), bluffs: tally.k, bids: tally.n }, text);
  }
  return adaptBid(view, base, profile, zFrom, () => model, converted, rng);
}

/** It doubts bids its hand makes likely: bid the safest raise (by `model`) instead of a riskier one. */
function adaptBid(view: SeatView, base: BotDecision, profile: OpponentProfile, zFrom: number, modelOf: () => CountModel, converted: Face | null, rng: Rng): BotDecision {
  if (base.action?.type !== 'bid') return base;
  const z = evidence(profile.calls, ADAPT.callPrior);
  if (z < zFrom) return base;
  const model = modelOf();
  const mine = pTrue(model, bidOf(base.action));
  const raise = safestRaise(view, model, converted);
  if (!raise || raise.p <= mine + 0.05 || rng() >= epsilonOf(z, zFrom)) return base;
  const c = profile.calls;
  const text = `bid ${raise.a.count}×${raise.a.face}: you doubted ${c.k} of ${c.n} likely bids of mine, so I bid a safe one (p=${fmt(raise.p)})`;
  return { action: raise.a, reason: { kind: 'probability', p: fmt(raise.p), text, say: { code: 'adapt-safe-bid', bid: bidOf(raise.a), dudos: c.k, answers: c.n } } };
}

/** A bot that adapts across a match: it keeps a profile per opponent and reads each reveal from its next view. */
export interface AdaptiveBot {
  decide(view: SeatView, rng: Rng): BotDecision;
  /** A round's reveal, where no later view will carry it (a bench that stops after the first round). */
  endRound(res: Resolution): void;
  /** A game's end, from the seat's last view: its final reveal is read; the profiles stay for the match's next game. */
  endGame(view: SeatView): void;
  /** The profile it holds of an opponent (by key), empty where none. */
  profile(key: string): OpponentProfile;
  /** Forget every opponent (a new match, or on request). */
  reset(): void;
}

export interface AdaptiveOptions {
  /** The opponent's key: its seat by default (a bench whose opponent changes seats names it). */
  readonly keyOf?: (opp: Seat) => string;
  /** Whether the base decision came from a solved table (adapted only on stronger evidence). */
  readonly fromTable?: (d: BotDecision) => boolean;
  /**
   * The exploiting policy against honest bidders (Maestro's look-ahead without tables): played in place of a table's
   * move with probability `honestRead`'s weight. Absent: the table's moves are adapted as any other (adaptDecision).
   */
  readonly lookahead?: (view: SeatView, rng: Rng) => BotDecision;
  /**
   * The base policy with a bluffer of prior share `bluffer` among the look-ahead's opponent models: played in place of
   * a decision that is not a table's against an opponent shown to bluff more (bluffRead). Absent: not done.
   */
  readonly bluffAware?: (view: SeatView, rng: Rng, bluffer: number) => BotDecision;
}

/** A decision played because of a read of the opponent's bluffs: its reason says why (`why`) and carries the counts in note `note`. */
function withRead(d: BotDecision, note: 'adapted' | 'suspected', r: { readonly bluffs: number; readonly bids: number }, why: string): BotDecision {
  return { ...d, reason: { ...d.reason, text: `${d.reason.text} (${why})`, notes: { ...d.reason.notes, [note]: { bluffs: r.bluffs, bids: r.bids } } } };
}

/** `base`: the policy adapted (Maestro's decide). Per opponent profile across a match; reset on request. */
export function createAdaptiveBot(base: (view: SeatView, rng: Rng) => BotDecision, o: AdaptiveOptions = {}): AdaptiveBot {
  const keyOf = o.keyOf ?? ((s: Seat) => String(s));
  const fromTable = o.fromTable ?? ((d: BotDecision) => d.reason.notes?.source === 'table' || d.reason.kind === 'equilibrium');
  let profiles = new Map<string, OpponentProfile>();
  /** The round being watched: its number, the claims seen, the other seats in it. */
  let watching: { round: number; claims: Claim[]; others: Seat[] } | null = null;
  let lastRead = -1;
  /** The round whose table moves the look-ahead plays, drawn once at its first table move (or not). */
  let honestRound: { round: number; on: boolean } | null = null;
  /** A table's move against an opponent read as honest: for a whole round, the look-ahead's, with probability honestRead's weight (draws only where it reads one). */
  const readHonest = (view: SeatView, d0: BotDecision, profile: OpponentProfile, rng: Rng): BotDecision | null => {
    if (!o.lookahead || !fromTable(d0) || view.toAct !== view.seat || !view.current) return null;
    const r = honestRead(profile);
    if (!r) return null;
    if (honestRound?.round !== view.current.number) honestRound = { round: view.current.number, on: rng() < r.weight };
    if (!honestRound.on) return null;
    const d = o.lookahead(view, rng);
    if (!d.action) return null;
    return withRead(d, 'adapted', r, `you have bluffed in only ${r.bluffs} of ${r.bids} bids like yours that I saw revealed, so I play my look-ahead, which reads bids as honest, rather than the solved table`);
  };
  /** Against an opponent shown to bluff more: the base policy reading its bids as possibly bluffs (bluffRead), where no table decides. */
  const readBluffer = (view: SeatView, profile: OpponentProfile | null, rng: Rng): BotDecision | null => {
    if (!o.bluffAware || !profile || view.phase !== 'bidding' || view.toAct !== view.seat) return null;
    const r = bluffRead(profile);
    if (!r) return null;
    const d = o.bluffAware(view, rng, r.prior);
    if (!d.action) return null;
    if (fromTable(d)) return d; // a solved table holds against bluffers too
    return withRead(d, 'suspected', r, `you have bluffed in ${r.bluffs} of ${r.bids} bids that I saw revealed, so my look-ahead reads your bids as possible bluffs`);
  };
  const read = (res: Resolution): void => {
    if (watching && watching.round === res.round) {
      for (const opp of watching.others) profiles.set(keyOf(opp), observeRound(profiles.get(keyOf(opp)) ?? emptyProfile(), opp, watching.claims, res));
    }
    lastRead = res.round;
    watching = null;
    honestRound = null;
  };
  return {
    decide(view, rng) {
      const res = view.lastResolution;
      if (res && res.round !== lastRead) read(res);
      const cur = view.current;
      const others = view.players.filter((p) => !p.out && p.seat !== view.seat).map((p) => p.seat);
      const opp = others.length === 1 ? others[0]! : null;
      const profile = opp !== null ? (profiles.get(keyOf(opp)) ?? emptyProfile()) : null;
      const d0 = readBluffer(view, profile, rng) ?? base(view, rng);
      if (view.seat === null || view.phase !== 'bidding' || !cur) return d0;
      const d = profile === null ? d0 : (readHonest(view, d0, profile, rng) ?? adaptDecision(view, d0, profile, rng, fromTable(d0)));
      const claims: Claim[] = [...cur.claims];
      if (d.action?.type === 'bid') claims.push({ kind: 'bid', seat: view.seat, bid: bidOf(d.action), salsa: false });
      watching = { round: cur.number, claims, others };
      return d;
    },
    endRound: read,
    endGame(view) {
      const res = view.lastResolution;
      if (res && res.round !== lastRead) read(res);
      // the next game counts its rounds from 1 again
      lastRead = -1;
      watching = null;
      honestRound = null;
    },
    profile: (key) => profiles.get(key) ?? emptyProfile(),
    reset() {
      profiles = new Map();
      watching = null;
      honestRound = null;
    },
  };
}
