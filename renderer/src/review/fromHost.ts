// The host's review (engine/review/types.ts, through the contract) as the screens show it (./model.ts): forced
// and unweighed decisions left out (nothing to learn, no value), values as chances with their kind, the seat's own
// dice that count for the standing bid (R-WILD), the moments by their place in the list shown. Pure.
import type { Face, SeatAction } from '../../../engine/index';
import type { GameReview, ReviewedDecision as HostDecision, ChoiceValue as HostValue } from '../../../common/contract/index';
import type { Certainty, Choice, DecisionKind, GameReviewModel, ReviewedDecision, SeatAccuracy } from './model';

export function choiceOf(a: SeatAction): Choice {
  switch (a.type) {
    case 'bid':
      return { type: 'bid', count: a.count, face: a.face as Face };
    case 'obligar':
      return { type: 'obligar', mode: a.mode };
    case 'direction':
      return { type: 'direction', direction: a.direction };
    default:
      return { type: a.type };
  }
}

function kindOf(d: HostDecision): DecisionKind {
  if (d.kind === 'bid') return 'bidding';
  if (d.kind === 'dudo' || d.kind === 'calzo') return d.kind;
  return 'other';
}

/** An estimate's margin: the wider side of its 95 % interval. */
export function certaintyOf(kind: 'exact' | 'estimated', v: HostValue): Certainty {
  return kind === 'exact' ? { kind: 'exact' } : { kind: 'estimated', margin: Math.max(0, v.high - v.loss, v.loss - v.low) };
}

/** The seat's dice that count for `face`: that face, and the wild face unless the bid is on it (R-WILD). */
export function mineFor(dice: readonly Face[] | null, face: Face, wild: Face | null): number {
  if (!dice) return 0;
  return dice.filter((d) => d === face || (wild !== null && wild !== face && d === wild)).length;
}

function sameAction(a: SeatAction, b: SeatAction): boolean {
  return JSON.stringify(choiceOf(a)) === JSON.stringify(choiceOf(b));
}

export function decisionOf(d: HostDecision): ReviewedDecision {
  const best = d.best[0] ?? { action: d.action, value: d.value };
  const playedBest = sameAction(best.action, d.action);
  const second = playedBest ? d.best[1] : undefined;
  const standing = d.knew.standing?.bid ?? null;
  return {
    step: d.step,
    round: d.round,
    seat: d.seat,
    kind: kindOf(d),
    chosen: { choice: choiceOf(d.action), loss: d.value.loss },
    best: { choice: choiceOf(best.action), loss: best.value.loss },
    runnerUp: second ? { choice: choiceOf(second.action), loss: second.value.loss } : null,
    measure: d.measure === 'game-loss' ? 'game' : 'round',
    certainty: certaintyOf(d.valueKind, d.value),
    cost: d.cost,
    class: d.class,
    standing: standing ? { count: standing.count, face: standing.face } : null,
    mine: standing ? mineFor(d.knew.dice, standing.face, d.knew.wildFace) : 0,
    unseen: d.knew.unseen ?? 0,
    chanceTrue: d.chances?.true ?? null,
    chanceExact: d.chances?.exact ?? null,
    actual: standing ? d.actual.count : null,
  };
}

export function reviewModel(r: GameReview, names?: readonly string[]): GameReviewModel {
  // a forced choice teaches nothing; a choice the review does not value (weighed: false) has no numbers to show
  const kept = r.decisions.map((d, i) => ({ d, i })).filter((x) => !x.d.forced && x.d.weighed);
  const at = new Map(kept.map((x, n) => [x.i, n]));
  const players = Array.from({ length: r.players }, (_, seat) => names?.[seat] ?? r.accuracy.find((a) => a.seat === seat)?.name ?? `#${seat + 1}`);
  const accuracy: SeatAccuracy[] = players.map((_, seat) => {
    const a = r.accuracy.find((x) => x.seat === seat);
    return {
      overall: a?.overall.accuracy ?? null,
      byKind: { bidding: a?.byGroup.bidding.accuracy ?? null, dudo: a?.byGroup.dudo.accuracy ?? null, calzo: a?.byGroup.calzo.accuracy ?? null },
      decisions: a?.overall.decisions ?? 0,
    };
  });
  const turning = r.moments.turningRound;
  return {
    version: r.version,
    players,
    people: r.accuracy.filter((a) => a.bot === undefined).map((a) => a.seat).sort((a, b) => a - b),
    decisions: kept.map((x) => decisionOf(x.d)),
    costliest: r.moments.costliest.flatMap((m) => (at.has(m.decision) ? [at.get(m.decision)!] : [])).slice(0, 3),
    turningRound: turning ? { round: turning.round, step: turning.step, seat: turning.seat } : null,
    accuracy,
    totalSteps: r.actionCount,
  };
}
