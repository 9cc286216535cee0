// Issue 40 item 3: the review values a bid by playing the round out in the decision's worlds (as Experto's and
// Maestro's rollouts judge bids), not by the world model's one-step bid risk: the bid played gets exactly its
// playout value, the other bids valued are the world model's shortlist, and the reference's move is a best one.
import { describe, expect, it } from 'vitest';
import { createRng } from '../../engine/index';
import { readTable } from '../../engine/bots/table';
import { sampleWorlds } from '../../engine/bots/worlds';
import { decisionSeed, estimateChoices, referenceHint, playoutBidLosses, PLAYOUT_SHORTLIST, PLAYOUT_WORLDS, recordDecisions, REVIEW_WORLDS, sameAction } from '../../engine/review/index';
import { botGameRecord } from './review-games';

describe('engine/review: bids valued by playouts (issue 40 item 3)', () => {
  const game = botGameRecord({ rules: 'chile', levels: ['novato', 'medio', 'maestro', 'experto'], seed: 11 });
  const decided = recordDecisions(game);
  if (!decided.ok) throw new Error(decided.error.message);
  const bids = decided.value.points.filter((p) => p.action.type === 'bid' && p.view.toAct === p.seat).slice(0, 12);

  it('values the bid played by its playout loss over the decision’s worlds, and at most the shortlist and that bid', () => {
    expect(bids.length).toBeGreaterThan(5);
    for (const p of bids) {
      const seed = decisionSeed(p.step);
      const choices = estimateChoices(p.view, seed, REVIEW_WORLDS, p.action)!;
      const chosen = choices.find((c) => sameAction(c.action, p.action));
      expect(chosen, `step ${p.step}`).toBeDefined();
      const table = readTable(p.view);
      const worlds = sampleWorlds(table, REVIEW_WORLDS, createRng(seed));
      const direct = playoutBidLosses(p.view, table, worlds, [p.action], seed);
      expect(direct.n).toBe(PLAYOUT_WORLDS);
      expect(chosen!.value.loss).toBeCloseTo(Math.min(1, Math.max(0, direct.losses[0]!)), 12);
      expect(choices.filter((c) => c.action.type === 'bid').length).toBeLessThanOrEqual(PLAYOUT_SHORTLIST + 1);
    }
  });

  it('lists its choices best first, and its best choice costs nothing when played', () => {
    for (const p of bids) {
      const choices = estimateChoices(p.view, decisionSeed(p.step), REVIEW_WORLDS, p.action)!;
      for (let i = 1; i < choices.length; i++) expect(choices[i]!.value.loss).toBeGreaterThanOrEqual(choices[i - 1]!.value.loss);
      const again = estimateChoices(p.view, decisionSeed(p.step), REVIEW_WORLDS, choices[0]!.action)!;
      expect(again.find((c) => sameAction(c.action, choices[0]!.action))!.value.loss).toBe(again[0]!.value.loss);
    }
  });

  it('the hint lists the move it suggests with its value, among at most three', () => {
    // turns 10 to 24 of this game: by its three best values alone, three of them did not list Maestro's move
    const turns = decided.value.points.filter((p) => p.view.toAct === p.seat && p.view.phase === 'bidding').slice(10, 25);
    for (const p of turns) {
      const hint = referenceHint(p.view, null, decisionSeed(p.step))!;
      expect(hint.best.length).toBeLessThanOrEqual(3);
      expect(hint.best.some((c) => sameAction(c.action, hint.action)), `step ${p.step}`).toBe(true);
    }
  });
});
