// The look-ahead reading a bluffer's bids as possible bluffs (issue 41.3, engine/bots/adapt.ts bluffRead, headsup.ts
// blindBids, levels.ts modelsWithBluffer): no read without evidence or against a bidder that bluffs less; a bluffer's
// prior share within ADAPT.bluffer.cap growing with the evidence; in the look-ahead a bluffer's bids leave the worlds
// at the dice's prior, so an implausible bid raises its share; against a player who always bluffs the adaptive
// Maestro's look-ahead moves say so and their counts in a note that parses; none against Maestro itself.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAdaptiveMaestro, createBot, parseReasonNotes, type BotDecision } from '../../engine/bots/index';
import { ADAPT, bluffRead, emptyProfile } from '../../engine/bots/adapt';
import { decideHeadsUpSearch } from '../../engine/bots/headsup';
import { modelsWithBluffer, OPPONENT_MODELS } from '../../engine/bots/levels';
import { decideStyle } from '../../engine/bots/styles';
import { applyOrThrow, createRng, viewFor, type Face, type GameState, type SeatView } from '../../engine/index';
import { repoEndgame } from '../setup/endgame-tables';
import { endgameState } from '../solver/helpers';
import { playGame, type Player } from './play';
import { bluffProfileArb, shareOf } from './reads';

describe("a bluffer's bids read as possible bluffs (bluffRead, issue 41.3)", () => {
  it('no read for an empty profile or where it bluffs no more at either size; otherwise a prior share within ADAPT.bluffer.cap', () => {
    expect(bluffRead(emptyProfile())).toBeNull();
    fc.assert(
      fc.property(bluffProfileArb, ({ profile, zLow, zHigh }) => {
        const r = bluffRead(profile);
        if (Math.max(zLow, zHigh) <= ADAPT.bluffer.zFrom) expect(r).toBeNull();
        if (r) {
          expect(r.prior).toBeGreaterThan(0);
          expect(r.prior).toBeLessThanOrEqual(ADAPT.bluffer.cap);
          expect(r.bluffs / r.bids).toBeGreaterThan(zLow >= zHigh ? ADAPT.bluffPrior.low.mean : ADAPT.bluffPrior.high.mean);
        }
      }),
    );
  });

  it('the share grows with the evidence: more bluffs seen, a larger share, up to the cap', () => {
    const shares = [4, 8, 16, 32, 64].map((n) => bluffRead({ ...emptyProfile(), bluffs: { low: { k: n, n }, high: { k: 0, n: 0 } } })?.prior ?? 0);
    for (let i = 1; i < shares.length; i++) expect(shares[i]).toBeGreaterThanOrEqual(shares[i - 1]!);
    expect(shares[0]).toBeLessThan(ADAPT.bluffer.cap);
    expect(shares[shares.length - 1]).toBe(ADAPT.bluffer.cap);
  });

  it('modelsWithBluffer: no bluffer at share 0; else its share, the honest models sharing the rest as before', () => {
    expect(modelsWithBluffer(0)).toBe(OPPONENT_MODELS);
    const ms = modelsWithBluffer(0.3);
    expect(ms.map((m) => m.id)).toEqual([...OPPONENT_MODELS.map((m) => m.id), 'bluffer']);
    expect(ms.reduce((a, m) => a + m.prior, 0)).toBeCloseTo(1, 9);
    expect(ms.at(-1)!.blindBids).toBeGreaterThan(0);
    ms.slice(0, -1).forEach((m, i) => expect(m.prior).toBeCloseTo(OPPONENT_MODELS[i]!.prior * 0.7, 9));
  });

  it('in the look-ahead an implausible bid reads as a bluffer, a plausible one as an honest bidder (R-DUDO, 3v3)', () => {
    // seat 0 (2 2 5) opens; Maestro holds 3 4 6 with no fives or twos: five fives of six dice is a bluff an honest model seldom makes
    const s0 = endgameState([2, 2, 5], [3, 4, 6]);
    const open = (count: number, face: Face): GameState => applyOrThrow(s0, { type: 'bid', seat: 0, count, face });
    const models = modelsWithBluffer(0.3);
    const wild = decideHeadsUpSearch(viewFor(open(5, 5), 1), createRng(3), models)!;
    const modest = decideHeadsUpSearch(viewFor(open(1, 2), 1), createRng(3), models)!;
    expect(shareOf(wild.reason.text, 'bluffer'), wild.reason.text).toBeGreaterThan(shareOf(modest.reason.text, 'bluffer'));
    expect(shareOf(wild.reason.text, 'bluffer'), wild.reason.text).toBeGreaterThan(30);
    // Maestro itself reads bids as honest: no bluffer among its models
    expect(decideHeadsUpSearch(viewFor(open(5, 5), 1), createRng(3), OPPONENT_MODELS)!.reason.text).not.toMatch(/bluffer/);
  });

  /** The adaptive Maestro's decisions in 60 seeded chile rounds at 1v4 and 4v1 (no table: the look-ahead) against `opponent`. */
  function rounds(opponent: Player): BotDecision[] {
    const bot = createAdaptiveMaestro(repoEndgame, { keyOf: () => 'opp' });
    const out: BotDecision[] = [];
    const me: Player = {
      decide(view: SeatView, rng: () => number) {
        const d = bot.decide(view, rng);
        if (view.phase === 'bidding' && view.toAct === view.seat) out.push(d);
        return d;
      },
    };
    for (let g = 0; g < 60; g++) {
      const dice = g % 2 ? [1, 4] : [4, 1];
      const r = playGame({ rules: 'chile', players: [me, opponent], dealSeed: 7_100 + g, botSeed: g, start: { seat: g % 4 < 2 ? 0 : 1, direction: 'clockwise' }, startDice: dice, firstRoundOnly: true });
      bot.endRound(r.firstResolution!);
    }
    return out;
  }

  it('against a player who always bluffs, the look-ahead reads its bids as possible bluffs and says its counts', () => {
    const medio = createBot('medio');
    const bluffer: Player = { decide: (v, r) => (v.phase === 'bidding' ? decideStyle('always-bluffs', v, r) : medio.decide(v, r)) };
    const played = rounds(bluffer);
    const suspected = played.filter((d) => d.reason.notes?.suspected);
    expect(suspected.length).toBeGreaterThan(10);
    expect(played.slice(0, 3).some((d) => d.reason.notes?.suspected)).toBe(false); // not before reveals showed it
    for (const d of suspected) {
      const note = parseReasonNotes(d.reason.notes).suspected!;
      expect(note.bluffs / note.bids).toBeGreaterThan(ADAPT.bluffPrior.low.mean);
      expect(d.reason.text).toMatch(new RegExp(`you have bluffed in ${note.bluffs} of ${note.bids} bids`));
      expect(d.reason.notes?.source).not.toBe('table');
    }
  });

  it('against Maestro itself (a sound bidder) the look-ahead never reads bluffs', () => {
    expect(rounds(createBot('maestro', 'balanced', repoEndgame)).filter((d) => d.reason.notes?.suspected)).toEqual([]);
  });

  it('a note with bad counts is left out when parsed', () => {
    expect(parseReasonNotes({ suspected: { bluffs: 2.5, bids: 3 } }).suspected).toBeUndefined();
    expect(parseReasonNotes({ suspected: { bluffs: 3, bids: 4 } }).suspected).toEqual({ bluffs: 3, bids: 4 });
  });
});
