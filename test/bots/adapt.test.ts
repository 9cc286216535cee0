// Safe adaptation (issue 41.3, engine/bots/adapt.ts): the opponent model converges on a style's rates and a few
// reveals move it little; ε stays within its cap; against a sound opponent the adapted play is the base play draw
// for draw; a reset forgets; an adapted reason says its counts and parses.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, type Bid, type Claim, type Face, type Resolution, type SeatView } from '../../engine/index';
import { createBot, parseReasonSay, type BotDecision } from '../../engine/bots/index';
import { ADAPT, adaptDecision, adaptWeights, bidSize, chanceFromHand, createAdaptiveBot, emptyProfile, epsilonOf, evidence, observeRound, posterior, type OpponentProfile } from '../../engine/bots/adapt';
import { decideStyle } from '../../engine/bots/styles';
import { believedModel } from '../../engine/bots/belief';
import { binomialModel, pTrue } from '../../engine/bots/model';
import { readTable } from '../../engine/bots/table';
import { binomialPmf, countsFor, faceChance } from '../../engine/bots/odds';
import { playGame } from './play';

const OPP = 1;

/** A reveal of a heads-up round in which seat 1 bid `bid` and seat 0 doubted it. */
function revealOf(hands: Face[][], bid: Bid): { claims: Claim[]; res: Resolution } {
  const claim: Claim = { kind: 'bid', seat: OPP, bid, salsa: false };
  const res = { kind: 'dudo', caller: 0, claim, round: 1, wildFace: 1, hands, count: null, pasoPattern: null, picadoAces: null, claimHeld: false, loser: OPP, gainer: null, changes: [], eliminated: [], nextStarter: 0, winner: null } as unknown as Resolution;
  return { claims: [claim], res };
}

/** An opponent bluffing with chance `rate`: a bid its hand makes unlikely (a bluff) or likely, from its own hand. */
function styleRounds(rate: number, rounds: number, seed: number): OpponentProfile {
  const rng = createRng(seed);
  let profile = emptyProfile();
  for (let r = 0; r < rounds; r++) {
    const hands = [0, 1].map(() => Array.from({ length: 5 }, () => (1 + Math.floor(rng() * 6)) as Face));
    const face = (2 + Math.floor(rng() * 5)) as Face;
    const bluff = rng() < rate;
    // the highest count its hand makes likely, or one that its hand makes unlikely
    let count = 1;
    while (chanceFromHand(hands[OPP]!, 10, { count: count + 1, face }, 1) >= 0.5) count++;
    const bid = { count: bluff ? count + 2 : count, face };
    const { claims, res } = revealOf(hands, bid);
    profile = observeRound(profile, OPP, claims, res);
  }
  return profile;
}

const bluffRate = (p: OpponentProfile): number => (p.bluffs.low.k + p.bluffs.high.k) / (p.bluffs.low.n + p.bluffs.high.n);

/** Heads-up views of seeded Medio games where seat 0 is to act on seat 1's standing bid. */
function viewsFacingABid(): SeatView[] {
  const views: SeatView[] = [];
  const medio = createBot('medio');
  for (let g = 0; g < 12; g++) {
    playGame({
      rules: g % 2 ? 'chile' : 'liars-dice',
      players: [medio, medio],
      dealSeed: 4_100 + g,
      botSeed: g,
      start: { seat: 1, direction: 'clockwise' },
      startDice: [3, 3],
      firstRoundOnly: true,
      onDecision: (seat, _ms, view) => {
        if (seat === 0 && view.phase === 'bidding' && view.current?.standing?.seat === 1) views.push(view);
      },
    });
  }
  return views;
}

const firstBid = (view: SeatView): BotDecision => ({ action: view.legal.find((a) => a.type === 'bid')!, reason: { kind: 'choice', text: 'base' } });

describe('the opponent model (adapt.ts)', () => {
  it('converges on a style’s bluff rate over the reveals of a match', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.constantFrom(0.05, 0.3, 0.7), (seed, rate) => {
        const p = styleRounds(rate, 400, seed);
        expect(Math.abs(bluffRate(p) - rate)).toBeLessThan(0.08);
      }),
      { numRuns: 12 },
    );
  });

  it('a few reveals move the posterior little (the Beta prior), many move it to the data', () => {
    const prior = ADAPT.bluffPrior.high;
    expect(Math.abs(posterior({ k: 3, n: 3 }, prior).mean - prior.mean)).toBeLessThan(0.25);
    expect(posterior({ k: 300, n: 300 }, prior).mean).toBeGreaterThan(0.95);
    expect(evidence({ k: 2, n: 3 }, prior)).toBeLessThan(ADAPT.zFrom);
  });

  it('reads a real style’s bluffs from the reveals a bot sees (always-bluffs against an adaptive Medio)', () => {
    const bot = createAdaptiveBot((v, r) => createBot('medio').decide(v, r), { keyOf: () => 'style' });
    const style = { decide: (v: SeatView, r: () => number) => (v.phase === 'bidding' ? decideStyle('always-bluffs', v, r) : createBot('medio').decide(v, r)) };
    for (let g = 0; g < 40; g++) {
      const r = playGame({ rules: 'chile', players: [bot, style], dealSeed: 7_000 + g, botSeed: g, start: { seat: g % 2, direction: 'clockwise' }, startDice: [3, 3], firstRoundOnly: true });
      bot.endRound(r.firstResolution!);
    }
    const p = bot.profile('style');
    expect(p.bluffs.low.n + p.bluffs.high.n).toBeGreaterThan(10);
    expect(bluffRate(p)).toBeGreaterThan(0.6);
  });
});

describe('bounded adaptation', () => {
  it('ε stays within its cap and is zero below the evidence it needs', () => {
    fc.assert(
      fc.property(fc.double({ min: -50, max: 50, noNaN: true }), fc.constantFrom(ADAPT.zFrom, ADAPT.zTable), (z, from) => {
        const e = epsilonOf(z, from);
        expect(e).toBeGreaterThanOrEqual(0);
        expect(e).toBeLessThanOrEqual(ADAPT.cap);
        if (Math.abs(z) < from) expect(e).toBe(0);
      }),
    );
  });

  it('ε per leak (adaptWeights, what the worker reports of a game) is within the cap, none for an empty profile, and slower where a table plays', () => {
    const tally = fc.nat({ max: 60 }).chain((n) => fc.record({ k: fc.nat({ max: n }), n: fc.constant(n) }));
    fc.assert(
      fc.property(tally, tally, tally, tally, fc.boolean(), (low, high, calls, unlikelyCalls, fromTable) => {
        const w = adaptWeights({ bluffs: { low, high }, calls, unlikelyCalls }, fromTable);
        for (const e of [w.doubt, w.believe, w.safeBid, w.bluffMore]) {
          expect(e).toBeGreaterThanOrEqual(0);
          expect(e).toBeLessThanOrEqual(ADAPT.cap);
        }
        // a solved table's moves adapt on stronger evidence only (ADAPT.zTable)
        if (!fromTable) expect(adaptWeights({ bluffs: { low, high }, calls, unlikelyCalls }, true).doubt).toBeLessThanOrEqual(w.doubt);
      }),
    );
    expect(adaptWeights(emptyProfile())).toEqual({ doubt: 0, believe: 0, safeBid: 0, bluffMore: 0 });
    const bluffer = styleRounds(0.9, 40, 5);
    expect(adaptWeights(bluffer).doubt).toBeGreaterThan(0);
    expect(adaptWeights(bluffer).believe).toBe(0);
  });

  const views = viewsFacingABid();

  it('against a sound opponent (its rates at the priors) the adapted play is the base play, drawing nothing', () => {
    expect(views.length).toBeGreaterThan(5);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: views.length - 1 }), (n, i) => {
        const at = (mean: number) => ({ k: Math.round(n * mean), n });
        const profile: OpponentProfile = { bluffs: { low: at(ADAPT.bluffPrior.low.mean), high: at(ADAPT.bluffPrior.high.mean) }, calls: at(ADAPT.callPrior.mean), unlikelyCalls: at(ADAPT.unlikelyCallPrior.mean) };
        let draws = 0;
        const rng = (): number => {
          draws++;
          return 0;
        };
        const base = firstBid(views[i]!);
        expect(adaptDecision(views[i]!, base, profile, rng, false)).toBe(base);
        expect(draws).toBe(0);
      }),
    );
  });

  it('against a heavy bluffer it doubts sooner, saying its counts in a reason that parses', () => {
    const profile: OpponentProfile = { bluffs: { low: { k: 30, n: 30 }, high: { k: 30, n: 30 } }, calls: { k: 0, n: 0 }, unlikelyCalls: { k: 0, n: 0 } };
    const adapted = views.map((v) => adaptDecision(v, firstBid(v), profile, () => 0, false)).filter((d) => d.action?.type === 'dudo');
    expect(adapted.length).toBeGreaterThan(0);
    const say = parseReasonSay(adapted[0]!.reason.say);
    expect(say?.code).toBe('adapt-doubt');
    expect(adapted[0]!.reason.text).toContain('30 of 30');
    // with the draw above ε, the base move stands
    for (const v of views) expect(adaptDecision(v, firstBid(v), profile, () => ADAPT.cap, false).action?.type).toBe('bid');
  });

  it('an adapted reason with bad counts does not parse', () => {
    expect(parseReasonSay({ code: 'adapt-doubt', bid: { count: 2, face: 3 }, bluffs: -1, bids: 4 })).toBeNull();
    expect(parseReasonSay({ code: 'adapt-safe-bid', bid: { count: 2, face: 3 }, dudos: 1.5, answers: 4 })).toBeNull();
  });

  it('a reset forgets every opponent', () => {
    const bot = createAdaptiveBot((v, r) => createBot('medio').decide(v, r));
    const medio = createBot('medio');
    for (let g = 0; g < 6; g++) bot.endRound(playGame({ rules: 'chile', players: [bot, medio], dealSeed: 9_000 + g, botSeed: g, start: { seat: 0, direction: 'clockwise' }, startDice: [4, 4], firstRoundOnly: true }).firstResolution!);
    const seen = bot.profile('1');
    expect(seen.bluffs.low.n + seen.bluffs.high.n + seen.calls.n).toBeGreaterThan(0);
    bot.reset();
    expect(bot.profile('1')).toEqual(emptyProfile());
  });
});

describe('what a bid says of the bidder’s hand (belief.ts)', () => {
  const views = viewsFacingABid();
  const standing = (v: SeatView) => readTable(v).standing!.bid;
  /** The chance the bidder's unseen hand makes its bid likely (p ≥ ½ from that hand: not a bluff), hand by hand. */
  const honestShare = (v: SeatView): number => {
    const t = readTable(v);
    const bid = standing(v);
    const n = t.unseenOf[OPP]!;
    const q = faceChance(bid.face, t.wildFace);
    const other = ([2, 3, 4, 5, 6] as Face[]).find((f) => !countsFor(f, bid.face, t.wildFace))!;
    return Array.from(binomialPmf(n, q)).reduce((a, p, k) => {
      const hand = [...Array<Face>(k).fill(bid.face), ...Array<Face>(n - k).fill(other)];
      return a + (chanceFromHand(hand, t.totalDice, bid, t.wildFace) >= 0.5 ? p : 0);
    }, 0);
  };

  it('the less the bidder bluffs, the likelier its bid holds; a bluff rate of the plain odds changes nothing', () => {
    expect(views.length).toBeGreaterThan(5);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: views.length - 1 }), fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (i, a, b) => {
        const v = views[i]!;
        const t = readTable(v);
        const bid = standing(v);
        const [less, more] = a <= b ? [a, b] : [b, a];
        expect(pTrue(believedModel(t, OPP, bid, less), bid)).toBeGreaterThanOrEqual(pTrue(believedModel(t, OPP, bid, more), bid) - 1e-9);
        // a distribution still: its chances sum to one
        expect(believedModel(t, OPP, bid, a).dist(bid.face).reduce((x, y) => x + y, 0)).toBeCloseTo(1, 9);
      }),
      { numRuns: 60 },
    );
    for (const v of views) {
      const t = readTable(v);
      const plain = binomialModel(t).dist(standing(v).face);
      const same = believedModel(t, OPP, standing(v), 1 - honestShare(v)).dist(standing(v).face);
      plain.forEach((x, k) => expect(same[k]).toBeCloseTo(x, 6));
    }
  });

  it('an honest bid makes a raise on its face likelier than the plain odds say (never-bluffs)', () => {
    const v = views.find((x) => pTrue(believedModel(readTable(x), OPP, standing(x), 0), standing(x)) > pTrue(binomialModel(readTable(x)), standing(x)) + 0.05)!;
    expect(v).toBeDefined();
    const t = readTable(v);
    const up = { count: standing(v).count + 1, face: standing(v).face };
    expect(pTrue(believedModel(t, OPP, standing(v), 0), up)).toBeGreaterThan(pTrue(binomialModel(t), up));
  });
});

describe('adapting to honest bidders and rare callers (adapt.ts)', () => {
  const views = viewsFacingABid();
  const dudoOf = (v: SeatView): BotDecision => ({ action: v.legal.find((a) => a.type === 'dudo')!, reason: { kind: 'choice', text: 'base dudo' } });
  const none = { k: 0, n: 0 };

  it('a raise over a bid its hand made unlikely counts as an answer that did not doubt it; a dudo of one as one that did', () => {
    const hands: Face[][] = [
      [2, 2, 3, 3, 4],
      [5, 5, 6, 6, 6],
    ];
    // seat 0 bids five 2s (unlikely from seat 1's hand), seat 1 raises, seat 0 doubts
    const claims: Claim[] = [
      { kind: 'bid', seat: 0, bid: { count: 5, face: 2 }, salsa: false },
      { kind: 'bid', seat: OPP, bid: { count: 5, face: 6 }, salsa: false },
    ];
    const res = { ...revealOf(hands, { count: 5, face: 6 }).res, claim: claims[1]!, caller: 0 } as Resolution;
    expect(chanceFromHand(hands[OPP]!, 10, claims[0]!.kind === 'bid' ? claims[0]!.bid : { count: 1, face: 2 }, 1)).toBeLessThan(0.5);
    const p = observeRound(emptyProfile(), OPP, claims, res);
    expect(p.unlikelyCalls).toEqual({ k: 0, n: 1 });
    expect(p.calls).toEqual(none);
  });

  it('against a bidder that never bluffs, base dudos of its high bids give way to a raise that holds better, saying its counts', () => {
    // bench:pool's never-bluffs after a match: few bluffs at either size, too few high bids alone to show it (z > −2)
    const profile: OpponentProfile = { bluffs: { low: { k: 1, n: 60 }, high: { k: 6, n: 20 } }, calls: none, unlikelyCalls: none };
    expect(evidence(profile.bluffs.high, ADAPT.bluffPrior.high)).toBeGreaterThan(-ADAPT.zFrom);
    const high = views.filter((v) => {
      const t = readTable(v);
      return bidSize(t.standing!.bid, t.totalDice, t.wildFace) === 'high';
    });
    expect(high.length).toBeGreaterThan(2);
    const adapted = high.map((v) => adaptDecision(v, dudoOf(v), profile, () => 0, false)).filter((d) => d.action?.type === 'bid');
    expect(adapted.length).toBeGreaterThan(0);
    const say = parseReasonSay(adapted[0]!.reason.say);
    expect(say?.code).toBe('adapt-raise');
    expect(adapted[0]!.reason.text).toContain('only 6 of 20');
    // with the draw above ε, every base dudo stands
    for (const v of views) expect(adaptDecision(v, dudoOf(v), profile, () => ADAPT.cap, false).action?.type).toBe('dudo');
  });

  it('against a rare caller, a risky dudo gives way to a raise (adapt-bluff), within ε', () => {
    const profile: OpponentProfile = { bluffs: { low: { k: 1, n: 12 }, high: { k: 5, n: 12 } }, calls: { k: 0, n: 30 }, unlikelyCalls: { k: 1, n: 30 } };
    expect(adaptWeights(profile).bluffMore).toBeGreaterThan(0);
    const adapted = views.map((v) => adaptDecision(v, dudoOf(v), profile, () => 0, false)).filter((d) => d.reason.say?.code === 'adapt-bluff');
    expect(adapted.length).toBeGreaterThan(0);
    expect(parseReasonSay(adapted[0]!.reason.say)).not.toBeNull();
    expect(adapted[0]!.reason.text).toContain('only 1 of 30 unlikely bids');
    for (const v of views) expect(adaptDecision(v, dudoOf(v), profile, () => ADAPT.cap, false).action?.type).toBe('dudo');
  });
});
