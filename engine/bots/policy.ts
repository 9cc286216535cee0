// The shared decision rule of Novato, Medio, Experto and Maestro: estimate, for every legal action,
// the chance of losing a die (or life) by it, and take the least. Levels differ in the count model
// (binomial or inferred worlds) and in how a bid's risk is judged.
import { pasoPattern, type Bid, type BidAction, type Face, type Rng, type SeatAction, type SeatView } from '../index';
import { pExact, pTrue, type CountModel } from './model';
import { bidStrength, convertedFaceOf } from './strength';
import { handFactsOf } from './handFacts';
import type { TableRead } from './table';
import type { BotDecision, BotReason, Personality } from './types';

export interface Judged {
  readonly action: SeatAction;
  /** Estimated chance of losing by this action (lower is better; gains count negative). */
  readonly loss: number;
  readonly reason: BotReason;
}

export interface PolicyInput {
  readonly view: SeatView;
  readonly table: TableRead;
  readonly model: CountModel;
  readonly personality: Personality;
  readonly rng: Rng;
  /** The risk of making bid `b` (default: a false bid is doubted 70 % of the time). */
  readonly bidLoss?: (b: Bid) => number;
  /** Prior that an unseen paso or picado is true. */
  readonly claimPrior?: number;
}

export const pct = (p: number): string => `${Math.round(p * 100)}%`;
export const fmt = (p: number): number => Math.round(p * 1000) / 1000;
export const bidText = (b: Bid): string => `${b.count}×${b.face}`;

export function bidsOf(legal: readonly SeatAction[]): BidAction[] {
  return legal.filter((a): a is BidAction => a.type === 'bid');
}

const asBid = (a: BidAction): Bid => ({ count: a.count, face: a.face as Face });

/** What a gained die is worth against a lost one (R-CALZO, R-RESERVE, R-LIVES). */
export function gainValue(view: SeatView): number {
  const me = view.players[view.seat!]!;
  if (me.lives !== null) return me.lives < 2 ? 0.7 : 0.1;
  if ((me.dice ?? 0) < view.options.dicePerPlayer) return 0.7;
  return (me.reserve ?? 0) > 0 ? 0.05 : 0.4;
}

/** Judges every legal action; the caller picks. */
export function judgeAll(input: PolicyInput): Judged[] {
  const { view, table, model, personality } = input;
  const last = table.round.claims.at(-1);
  const standing = table.standing?.bid ?? null;
  const out: Judged[] = [];
  const bidLoss = input.bidLoss ?? ((b: Bid) => (1 - pTrue(model, b)) * 0.7);
  for (const a of view.legal) {
    switch (a.type) {
      case 'bid': {
        const b = asBid(a);
        const p = pTrue(model, b);
        out.push({ action: a, loss: bidLoss(b), reason: { kind: 'probability', p: fmt(p), text: `bid ${bidText(b)}: true with p=${fmt(p)}`, say: { code: 'bid-true', bid: b, ...handFactsOf(table, b) } } });
        break;
      }
      case 'dudo': {
        if (last?.kind === 'bid' && standing) {
          const p = pTrue(model, standing);
          // R-DUDO: the challenger loses when the count reaches the bid.
          out.push({ action: a, loss: p - personality.doubtBias, reason: { kind: 'probability', p: fmt(p), text: `dudo: standing ${bidText(standing)} true with only p=${fmt(p)}`, say: { code: 'dudo-unlikely', bid: standing, ...handFactsOf(table, standing) } } });
        } else if (last) {
          const claim = last.kind === 'paso' ? 'paso' : 'picado';
          const p = claimTrue(view, table, claim, last.seat, input.claimPrior ?? 0.55);
          // R-PASO, R-PICADO: doubting a claim about a hand.
          out.push({ action: a, loss: p - personality.doubtBias, reason: { kind: 'probability', p: fmt(p), text: `dudo the ${last.kind}: it holds with p=${fmt(p)}`, say: { code: 'dudo-claim', claim } } });
        }
        break;
      }
      case 'calzo': {
        if (!standing) break;
        const p = pExact(model, standing);
        // R-CALZO: exact gains a die, otherwise the caller loses one.
        const loss = 1 - p - gainValue(view) * p - personality.exactBias;
        out.push({ action: a, loss, reason: { kind: 'probability', p: fmt(p), text: `calzo: exactly ${bidText(standing)} with p=${fmt(p)}`, say: { code: 'calzo-exact', bid: standing, ...handFactsOf(table, standing) } } });
        break;
      }
      case 'mato': {
        if (!standing) break;
        const p = pExact(model, standing);
        // R-MATO: exact makes the bidder lose, otherwise the player who said mato loses.
        out.push({ action: a, loss: 1 - p - personality.exactBias, reason: { kind: 'probability', p: fmt(p), text: `mato: exactly ${bidText(standing)} with p=${fmt(p)}`, say: { code: 'mato-exact', bid: standing, ...handFactsOf(table, standing) } } });
        break;
      }
      case 'paso': {
        // R-PASO: a true paso cannot be doubted with profit; a bluff is a risk.
        const pattern = table.myHand ? pasoPattern(table.myHand) : null;
        if (pattern !== null) {
          out.push({ action: a, loss: 0.02, reason: { kind: 'hand', text: `paso: my hand is ${pattern}`, say: { code: 'paso-hand', pattern } } });
        } else {
          out.push({ action: a, loss: 0.6 - personality.bluff, reason: { kind: 'bluff', p: 0, text: 'paso as a bluff', say: { code: 'paso-bluff' } } });
        }
        break;
      }
      case 'picado': {
        // R-PICADO: at least two aces as they lie.
        const hand = table.myHand;
        const aces = hand ? hand.filter((d) => d === 1).length : 0;
        if (hand && aces >= 2) out.push({ action: a, loss: 0.03, reason: { kind: 'hand', text: `picado: I hold ${aces} aces`, say: { code: 'picado-aces', aces } } });
        else out.push({ action: a, loss: 0.65 - personality.bluff, reason: { kind: 'bluff', p: 0, text: 'picado as a bluff', say: { code: 'picado-bluff' } } });
        break;
      }
      default:
        break;
    }
  }
  return out;
}

/** P(a paso or picado by `seat` holds): exact when its hand is seen (open obligar), else a prior. */
function claimTrue(view: SeatView, table: TableRead, kind: 'paso' | 'picado', seat: number, prior: number): number {
  const hand = table.seen[seat];
  if (hand && hand.length === (table.diceOf[seat] ?? -1)) {
    if (kind === 'paso') return pasoPattern(hand) !== null ? 1 : 0;
    return hand.filter((d) => d === 1).length >= 2 ? 1 : 0;
  }
  void view;
  return prior;
}

/** The least-loss action; ties go to the weaker bid (keeps room to raise). */
export function pickLeast(judged: readonly Judged[], converted: Face | null): Judged {
  let best = judged[0]!;
  for (const j of judged.slice(1)) {
    if (j.loss < best.loss - 1e-9) best = j;
    else if (Math.abs(j.loss - best.loss) <= 1e-9 && j.action.type === 'bid' && best.action.type === 'bid') {
      if (bidStrength(asBid(j.action), converted) < bidStrength(asBid(best.action), converted)) best = j;
    }
  }
  return best;
}

/** A bluff: a believable bid on a face the bot does not hold, chosen with the personality's rate. */
export function maybeBluff(input: PolicyInput, judged: readonly Judged[]): Judged | null {
  const { personality, rng, model } = input;
  if (personality.bluff <= 0 || rng() >= personality.bluff) return null;
  const options = judged.filter((j) => j.action.type === 'bid' && pTrue(model, asBid(j.action as BidAction)) >= 0.3);
  if (options.length === 0) return null;
  options.sort((x, y) => x.loss - y.loss);
  const j = options[Math.min(options.length - 1, Math.floor(rng() * Math.min(4, options.length)) + 1)]!;
  const b = asBid(j.action as BidAction);
  const p = pTrue(model, b);
  return { ...j, reason: { kind: 'bluff', p: fmt(p), text: `bluff ${bidText(b)} (true with p=${fmt(p)})`, say: { code: 'bluff', bid: b, ...handFactsOf(input.table, b) } } };
}

/** O-SALSA: raise out of turn only with a bid the bot is nearly sure of; else wait. */
export function salsaChoice(input: PolicyInput): BotDecision {
  const threshold = 0.9 - input.personality.bluff;
  let best: { a: BidAction; p: number } | null = null;
  for (const a of bidsOf(input.view.legal)) {
    const p = pTrue(input.model, asBid(a));
    if (p >= threshold && (!best || p > best.p)) best = { a, p };
  }
  if (!best) return { action: null, reason: { kind: 'wait', text: 'no out-of-turn raise I am sure of', say: { code: 'salsa-wait' } } };
  const b = asBid(best.a);
  return { action: best.a, reason: { kind: 'probability', p: fmt(best.p), text: `salsa ${bidText(b)}: true with p=${fmt(best.p)}`, say: { code: 'salsa', bid: b, ...handFactsOf(input.table, b) } } };
}

/** The standard decision of a level built on this policy. */
export function decideByPolicy(input: PolicyInput): BotDecision {
  const { view, table } = input;
  if (view.toAct !== view.seat) return salsaChoice(input);
  const judged = judgeAll(input);
  if (judged.length === 0) throw new Error('no legal action to judge');
  const converted = convertedFaceOf(view.options, table.wildFace);
  const best = pickLeast(judged, converted);
  const bluff = best.action.type === 'bid' || table.standing === null ? maybeBluff(input, judged) : null;
  const chosen = bluff ?? best;
  return { action: chosen.action, reason: chosen.reason };
}
