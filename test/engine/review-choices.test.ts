// Issue 40 item 2: the choices made before the roll are valued like the others: the direction (O-DIR, R-START)
// and obligar open / closed / decline (R-OBLIGAR), by the chance the chooser loses the round, estimated with an
// interval from the chooser's view only, classified and counted in the accuracy (engine/review/choices.ts).
// Before this, both were left unweighed with cost 0 and class best: every test below fails on that code.
import { describe, expect, it } from 'vitest';
import { accuracyGroup, classify, decisionSeed, estimateRoundChoices, recordDecisions, sameAction, weighDecision, type DecisionPoint, type ReviewedDecision } from '../../engine/review/index';
import { botGameRecord, shuffleOthersDice } from './review-games';

const game = botGameRecord({ rules: 'chile', levels: ['novato', 'medio', 'experto', 'maestro'], seed: 5 });

function pointsOf(record: typeof game): readonly DecisionPoint[] {
  const r = recordDecisions(record);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.points;
}

const points = pointsOf(game);
const chosenBefore = points.filter((p) => p.kind === 'obligar' || p.kind === 'direction');
const weighed = new Map(chosenBefore.map((p) => [p.step, weighDecision(p, 0)]));

const withoutHindsight = (d: ReviewedDecision): Omit<ReviewedDecision, 'actual'> => {
  const { actual: _actual, ...rest } = d;
  return rest;
};

describe('choices before the roll (issue 40 item 2: O-DIR, R-OBLIGAR)', () => {
  it('the game holds a direction choice and obligar choices (else the tests below prove nothing)', () => {
    expect(chosenBefore.filter((p) => p.kind === 'direction')).toHaveLength(1);
    expect(chosenBefore.filter((p) => p.kind === 'obligar').length).toBeGreaterThanOrEqual(2);
  });

  it('R-OBLIGAR: open, closed and decline are each valued as a chance of losing the round with its 95 % interval; the cost sets the class', () => {
    for (const p of chosenBefore.filter((x) => x.kind === 'obligar')) {
      const d = weighed.get(p.step)!;
      expect(d.weighed).toBe(true);
      expect(d.valueKind).toBe('estimated');
      expect(d.measure).toBe('round-loss');
      expect(d.best.map((c) => (c.action.type === 'obligar' ? c.action.mode : '')).sort()).toEqual(['closed', 'decline', 'open']);
      for (const c of d.best) {
        expect(c.value.low).toBeLessThanOrEqual(c.value.loss);
        expect(c.value.high).toBeGreaterThan(c.value.low);
      }
      expect(d.cost).toBeCloseTo(d.value.loss - d.best[0]!.value.loss, 12);
      expect(d.class).toBe(classify(d.cost));
      // declining gives up the obligating player's edge: it loses the round more often than the best mode
      const decline = d.best.find((c) => c.action.type === 'obligar' && c.action.mode === 'decline')!;
      expect(decline.value.loss).toBeGreaterThan(d.best[0]!.value.loss);
    }
  });

  it('R-OBLIGAR: declining where obligar keeps the round is a costly choice, not "best" at cost 0', () => {
    const p = chosenBefore.find((x) => x.kind === 'obligar' && x.view.players.filter((q) => !q.out).length >= 3)!;
    const declined = weighDecision({ ...p, action: { type: 'obligar', seat: p.seat, mode: 'decline' } }, 0);
    expect(declined.cost).toBeGreaterThan(0.1);
    expect(['mistake', 'blunder']).toContain(declined.class);
  });

  it('O-DIR, R-START: both directions are valued; at the game start they are mirror images, so neither costs anything', () => {
    const d = weighed.get(chosenBefore.find((x) => x.kind === 'direction')!.step)!;
    expect(d.weighed).toBe(true);
    expect(d.best).toHaveLength(2);
    expect(d.value.loss).toBeGreaterThan(0);
    expect(d.value.loss).toBeLessThan(1);
    expect(d.value.high).toBeGreaterThan(d.value.low);
    expect(d.best[0]!.value.loss).toBe(d.best[1]!.value.loss);
    expect(d.cost).toBe(0);
    expect(d.class).toBe('best');
  });

  it('each belongs to the round it shapes: the direction to round 1, an obligar to the round thrown after it', () => {
    const r = recordDecisions(game);
    if (!r.ok) throw new Error(r.error.message);
    for (const p of chosenBefore) expect(game.actions[r.value.rollSteps.get(p.round)!]!.type).toBe('roll');
    for (const p of chosenBefore) expect(r.value.rollSteps.get(p.round)!).toBeGreaterThan(p.step);
    expect(chosenBefore.find((p) => p.kind === 'direction')!.round).toBe(1);
  });

  it('counted in the accuracy, in the group "other" (Statistics shows bidding, dudo and calzo apart)', () => {
    for (const d of weighed.values()) expect(accuracyGroup(d.kind)).toBe('other');
    expect([...weighed.values()].filter((d) => !d.forced).every((d) => d.weighed)).toBe(true);
  });

  it('reproducible: the same decision seed gives the same values; they follow the seed, not the hidden dice', () => {
    const p = chosenBefore.find((x) => x.kind === 'obligar')!;
    const a = estimateRoundChoices(p.view, decisionSeed(p.step));
    expect(estimateRoundChoices(p.view, decisionSeed(p.step))).toEqual(a);
    expect(a!.some((c) => sameAction(c.action, p.action))).toBe(true);
  });

  it('uses only the chooser\'s view: shuffling the other seats\' hidden dice changes nothing but what was under the cups', () => {
    for (const p of chosenBefore) {
      const shuffled = shuffleOthersDice(game, p.seat, 40 + p.step);
      expect(shuffled.actions).not.toEqual(game.actions);
      const q = pointsOf(shuffled).find((x) => x.step === p.step)!;
      expect(withoutHindsight(weighDecision(q, 0))).toEqual(withoutHindsight(weighed.get(p.step)!));
    }
  });
});
