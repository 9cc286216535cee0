// Issue 40: the game review in the engine (engine/review): decisions from a record with the view each
// was chosen from, values from that view only, classes, accuracy, moments, and the errors of a bad record.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { exportRecord, type Face, type GameRecord } from '../../engine/index';
import { accuracyOf, classify, CLASS_THRESHOLDS, decisionScore, ReviewJob, reviewRecord, REVIEW_VERSION, type GameReview, type ReviewedDecision } from '../../engine/review/index';
import { blufferWinsRecord, calzoAndMatoRecord } from './stats-games';
import { botGameRecord, shuffleOthersDice } from './review-games';

function reviewed(doc: unknown): GameReview {
  const r = reviewRecord(doc);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.review;
}

const withoutHindsight = (d: ReviewedDecision): Omit<ReviewedDecision, 'actual'> => {
  const { actual: _actual, ...rest } = d;
  return rest;
};

describe('engine/review (issue 40)', () => {
  const game = botGameRecord({ rules: 'chile', levels: ['novato', 'medio', 'experto', 'maestro'], seed: 5 });
  const review = reviewed(game);

  it('lists every seat action of the record as a decision, in order, with its step and kind', () => {
    const seatActions = game.actions.map((a, i) => ({ a, i })).filter(({ a }) => a.type !== 'roll' && a.type !== 'startRoll');
    expect(review.decisions.map((d) => d.step)).toEqual(seatActions.map((x) => x.i));
    expect(review.decisions.map((d) => d.kind)).toEqual(seatActions.map((x) => x.a.type));
    expect(review.version).toBe(REVIEW_VERSION);
    expect(review.actionCount).toBe(game.actions.length);
    expect(review.accuracy).toHaveLength(4);
  });

  it('values are chances with their interval; the cost is the gap to the best choice and sets the class', () => {
    for (const d of review.decisions.filter((x) => x.weighed)) {
      expect(d.value.low).toBeLessThanOrEqual(d.value.loss);
      expect(d.value.high).toBeGreaterThanOrEqual(d.value.loss);
      expect(d.value.loss).toBeGreaterThanOrEqual(0);
      expect(d.value.loss).toBeLessThanOrEqual(1);
      expect(d.best[0]!.value.loss).toBeLessThanOrEqual(d.value.loss);
      expect(d.cost).toBeCloseTo(d.value.loss - d.best[0]!.value.loss, 12);
      expect(d.class).toBe(classify(d.cost));
      expect(d.valueKind).toBe('estimated');
    }
  });

  it('uses only the decider\'s view: shuffling the other seats\' hidden dice changes nothing but what was under the cups', () => {
    for (const seat of [0, 3]) {
      const other = reviewed(shuffleOthersDice(game, seat, 17 + seat));
      const mine = (r: GameReview): ReviewedDecision[] => r.decisions.filter((d) => d.seat === seat);
      expect(mine(other).map(withoutHindsight)).toEqual(mine(review).map(withoutHindsight));
      // the hindsight line did change somewhere (else the test proves nothing)
      expect(mine(other).map((d) => d.actual)).not.toEqual(mine(review).map((d) => d.actual));
    }
  });

  it('a dudo of a bid the decider could count as true is a mistake or a blunder, with its chance', () => {
    // seat 0 holds three 4s and two aces (wild): 3×4 is true in its own cup (R-WILD)
    const record: GameRecord = {
      format: 'dudo-record/1',
      rules: 'chile',
      players: [{ name: 'Ana' }, { name: 'Bot', bot: 'maestro' }],
      start: { seat: 1, direction: 'clockwise' },
      actions: [
        { type: 'roll', dice: [[4, 4, 4, 1, 1], [2, 3, 5, 6, 6]] },
        { type: 'bid', seat: 1, count: 3, face: 4 },
        { type: 'dudo', seat: 0 },
      ],
    };
    const d = reviewed(record).decisions.find((x) => x.kind === 'dudo')!;
    expect(d.chances!.true).toBe(1);
    expect(d.value.loss).toBe(1);
    expect(['mistake', 'blunder']).toContain(d.class);
    expect(d.knew.dice).toEqual([4, 4, 4, 1, 1]);
    expect(d.knew.seen[1]).toBeNull();
  });

  it('reviews a record written before this issue (a scripted game), every value estimated', () => {
    for (const r of [blufferWinsRecord(), calzoAndMatoRecord()]) {
      const rev = reviewed(JSON.parse(exportRecord(r)));
      expect(rev.decisions.length).toBeGreaterThan(0);
      expect(rev.decisions.every((d) => d.valueKind === 'estimated')).toBe(true);
      expect(rev.winner).not.toBeNull();
    }
  });

  it('a corrupt record is a typed BAD_RECORD error naming its field; a refused action is ACTION_REFUSED', () => {
    const bad = reviewRecord({ ...game, players: [] });
    expect(bad).toMatchObject({ ok: false, error: { code: 'BAD_RECORD', field: 'players' } });
    expect(reviewRecord('not a record')).toMatchObject({ ok: false, error: { code: 'BAD_RECORD' } });
    const refused = reviewRecord({ ...game, actions: [...game.actions.slice(0, 3), { type: 'dudo', seat: 9 }] });
    expect(refused).toMatchObject({ ok: false, error: { code: 'ACTION_REFUSED', field: 'actions[3]' } });
  });

  it('a review in steps equals the review at once, and reports its progress', () => {
    const job = ReviewJob.start(game);
    if (!(job instanceof ReviewJob)) throw new Error(job.message);
    const seen: number[] = [];
    while (job.step(7)) seen.push(job.done);
    expect(seen.every((n, i) => i === 0 || n > seen[i - 1]!)).toBe(true);
    expect(job.done).toBe(job.total);
    expect(job.result()).toEqual(review);
  });

  it('the moments: the three costliest decisions, costliest first; the turning round is a loser\'s costliest', () => {
    const costs = review.moments.costliest.map((m) => m.cost);
    expect(costs).toEqual([...costs].sort((a, b) => b - a));
    const top = Math.max(...review.decisions.map((d) => d.cost));
    expect(costs[0]).toBe(top);
    const turn = review.moments.turningRound!;
    expect(turn.seat).not.toBe(review.winner);
    expect(game.actions[turn.step]!.type).toBe('roll');
  });

  it('classes follow the documented thresholds', () => {
    expect(classify(0)).toBe('best');
    for (const t of CLASS_THRESHOLDS) {
      expect(classify(t.upTo)).toBe(t.class);
      expect(classify(t.upTo + 1e-6)).not.toBe(t.class);
    }
    expect(classify(0.9)).toBe('blunder');
  });

  it('accuracy is 0..100, 100 for best moves only, and never rises when a cost rises (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 30 }), fc.nat(), fc.double({ min: 0, max: 1, noNaN: true }), (costs, at, more) => {
        const mk = (cost: number, i: number): ReviewedDecision => ({ ...review.decisions.find((d) => d.weighed && !d.forced)!, index: i, cost });
        const a = accuracyOf(costs.map(mk)).accuracy!;
        const bumped = costs.map((c, i) => (i === at % costs.length ? Math.min(1, c + more) : c));
        const b = accuracyOf(bumped.map(mk)).accuracy!;
        expect(a).toBeGreaterThanOrEqual(0);
        expect(a).toBeLessThanOrEqual(100);
        expect(b).toBeLessThanOrEqual(a + 1e-9);
      }),
      { numRuns: 200, seed: 40 },
    );
    expect(decisionScore(0)).toBe(100);
  });

  it('hidden dice counts (O-HIDDEN) review, with no unseen count claimed', () => {
    const rec = botGameRecord({ rules: { preset: 'chile', options: { hiddenDiceCounts: true } }, levels: ['medio', 'medio', 'medio'], seed: 3 });
    const rev = reviewed(rec);
    const inRound = rev.decisions.filter((d) => d.kind === 'bid');
    expect(inRound.length).toBeGreaterThan(0);
    expect(inRound.every((d) => d.knew.unseen === null && d.knew.diceInPlay === null)).toBe(true);
  });

  it('faces in knowledge are the decider\'s own dice (type check)', () => {
    const d = review.decisions.find((x) => x.kind === 'bid')!;
    expect(d.knew.dice!.every((f: Face) => f >= 1 && f <= 6)).toBe(true);
  });
});

describe('hinted decisions in the statistics (issue 40 item 5)', () => {
  it('addStats sums the hints a seat asked for, and leaves them out where there are none', async () => {
    const { addStats, NO_STATS } = await import('../../engine/index');
    expect(addStats({ ...NO_STATS, hints: 2 }, { ...NO_STATS, hints: 3 }).hints).toBe(5);
    expect(addStats({ ...NO_STATS, hints: 2 }, NO_STATS).hints).toBe(2);
    expect('hints' in addStats(NO_STATS, NO_STATS)).toBe(false);
  });
});
