// The look-ahead against honest bidders where a solved table plays (issue 41.3, engine/bots/adapt.ts honestRead): no
// read without evidence or against a bidder that bluffs more; a weight within ADAPT.honest.cap growing with the
// evidence; whole rounds played by the look-ahead against a bidder that never bluffs, each move saying its counts in a
// note that parses; none against Maestro itself.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAdaptiveMaestro, parseReasonNotes, type BotDecision } from '../../engine/bots/index';
import { ADAPT, emptyProfile, honestRead } from '../../engine/bots/adapt';
import { decideStyle } from '../../engine/bots/styles';
import { createBot } from '../../engine/bots/index';
import type { SeatView } from '../../engine/index';
import { repoEndgame } from '../setup/endgame-tables';
import { playGame, type Player } from './play';
import { bluffProfileArb } from './reads';

describe('the look-ahead in place of a table against honest bidders (honestRead, issue 41.3)', () => {
  it('no read for an empty profile or where it bluffs more at either size; otherwise a weight within ADAPT.honest.cap', () => {
    expect(honestRead(emptyProfile())).toBeNull();
    fc.assert(
      fc.property(bluffProfileArb, ({ profile, zLow, zHigh }) => {
        const r = honestRead(profile);
        if (zLow >= ADAPT.honest.zFrom || zHigh >= ADAPT.honest.zFrom || Math.min(zLow, zHigh) > -ADAPT.honest.zFrom) expect(r).toBeNull();
        if (r) {
          expect(r.weight).toBeGreaterThan(0);
          expect(r.weight).toBeLessThanOrEqual(ADAPT.honest.cap);
          expect(r.bluffs / r.bids).toBeLessThan(zLow <= zHigh ? ADAPT.bluffPrior.low.mean : ADAPT.bluffPrior.high.mean);
        }
      }),
    );
  });

  it('the weight grows with the evidence: more honest bids seen, more weight, up to the cap', () => {
    const weights = [10, 20, 40, 80, 160].map((n) => honestRead({ ...emptyProfile(), bluffs: { low: { k: 0, n: 0 }, high: { k: 0, n } } })?.weight ?? 0);
    for (let i = 1; i < weights.length; i++) expect(weights[i]).toBeGreaterThanOrEqual(weights[i - 1]!);
    expect(weights[0]).toBeLessThan(ADAPT.honest.cap);
    expect(weights[weights.length - 1]).toBe(ADAPT.honest.cap);
  });

  /** The adaptive Maestro's decisions in 120 seeded chile rounds at 1v2 and 2v1 (tables) against `opponent`, per round. */
  function rounds(opponent: Player): BotDecision[][] {
    const bot = createAdaptiveMaestro(repoEndgame, { keyOf: () => 'opp' });
    const out: BotDecision[][] = [];
    for (let g = 0; g < 120; g++) {
      const mine: BotDecision[] = [];
      const me: Player = {
        decide(view: SeatView, rng: () => number) {
          const d = bot.decide(view, rng);
          if (view.phase === 'bidding' && view.toAct === view.seat) mine.push(d);
          return d;
        },
      };
      const dice = g % 2 ? [1, 2] : [2, 1];
      const r = playGame({ rules: 'chile', players: [me, opponent], dealSeed: 9_400 + g, botSeed: g, start: { seat: g % 4 < 2 ? 0 : 1, direction: 'clockwise' }, startDice: dice, firstRoundOnly: true });
      bot.endRound(r.firstResolution!);
      out.push(mine);
    }
    return out;
  }

  it('against a bidder that never bluffs, whole rounds are played by the look-ahead (no table move after the first adapted one), each saying its counts', () => {
    const medio = createBot('medio');
    const never: Player = { decide: (v, r) => (v.phase === 'bidding' ? decideStyle('never-bluffs', v, r) : medio.decide(v, r)) };
    const played = rounds(never);
    const adaptedRounds = played.filter((ds) => ds.some((d) => d.reason.notes?.adapted));
    expect(adaptedRounds.length).toBeGreaterThan(5);
    for (const ds of adaptedRounds) {
      const first = ds.findIndex((d) => d.reason.notes?.adapted);
      for (const d of ds.slice(first)) expect(d.reason.notes?.source, d.reason.text).not.toBe('table');
      const note = parseReasonNotes(ds[first]!.reason.notes).adapted!;
      expect(note.bids).toBeGreaterThan(0);
      expect(note.bluffs / note.bids).toBeLessThan(ADAPT.bluffPrior.high.mean);
      expect(ds[first]!.reason.text).toMatch(new RegExp(`you have bluffed in only ${note.bluffs} of ${note.bids} bids`));
    }
    // the rounds before enough reveals are the table's
    expect(played.slice(0, 3).flat().some((d) => d.reason.notes?.adapted)).toBe(false);
  });

  it('against Maestro itself (a sound bidder at the tables) no round is left to the look-ahead', () => {
    const maestro = createBot('maestro', 'balanced', repoEndgame);
    expect(rounds(maestro).flat().filter((d) => d.reason.notes?.adapted)).toEqual([]);
  });

  it('a note with bad counts is left out when parsed', () => {
    expect(parseReasonNotes({ adapted: { bluffs: -1, bids: 3 } }).adapted).toBeUndefined();
    expect(parseReasonNotes({ adapted: { bluffs: 1, bids: 3 } }).adapted).toEqual({ bluffs: 1, bids: 3 });
  });
});
