// One source for every statistic (issue 39.4): the engine's gameStats, figure by figure on scripted
// games, and a property: the figures tallied while a random game is played equal the ones recomputed
// from its record, exported, imported and replayed from scratch.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addStats,
  applyAction,
  createGame,
  createRng,
  exportRecord,
  gameStats,
  newRecord,
  NO_STATS,
  parseRecordText,
  PLAYER_STAT_KEYS,
  PRESET_IDS,
  replay,
  startingStats,
  tallyAction,
  withHints,
  type Action,
  type GameRecord,
  type PlayerStats,
  type RulesSpec,
} from '../../engine/index';
import { blufferWinsRecord, calzoAndMatoRecord, fallenDieRecord, roundsWithDice } from './stats-games';
import { randomLegalAction } from './random-play';

function figures(record: GameRecord): readonly PlayerStats[] {
  const r = gameStats(record);
  if (!r.ok) throw new Error(r.error.message);
  return r.stats;
}

describe('gameStats, figure by figure (scripted games)', () => {
  const bluffer = figures(blufferWinsRecord());
  const calzos = figures(calzoAndMatoRecord());

  it('games and wins: every seat played one game, the winner won it', () => {
    expect(bluffer.map((s) => [s.games, s.wins])).toEqual([[1, 1], [1, 0], [1, 0]]);
    expect(calzos.map((s) => [s.games, s.wins])).toEqual([[1, 0], [1, 1]]);
  });

  it('rounds: a seat counts the rounds it held dice, not the rounds after it was out', () => {
    // seat 2 went out in round 4 of 5
    expect(bluffer.map((s) => s.rounds)).toEqual([5, 5, 4]);
    // seat 0 went out in the last round: it held dice in all three
    expect(calzos.map((s) => s.rounds)).toEqual([3, 3]);
    // O-FALLEN: a seat whose last die falls at the throw was in when the round was thrown
    const fallen = fallenDieRecord();
    expect(figures(fallen).map((s) => [s.rounds, s.wins, s.challengesLost])).toEqual([[2, 0, 0], [2, 1, 0], [1, 0, 1]]);
    expect([0, 1, 2].map((seat) => roundsWithDice(replay(fallen).events, seat, 2))).toEqual([2, 2, 1]);
  });

  it('R-DUDO: dudos called and dudos right; a right dudo is a bluff caught for the caller and caught bluffing for the bidder', () => {
    expect(bluffer.map((s) => [s.dudos, s.dudosRight])).toEqual([[1, 1], [3, 1], [1, 0]]);
    expect(bluffer.map((s) => s.bluffsCaught)).toEqual([1, 1, 0]);
    expect(bluffer.map((s) => s.caughtBluffing)).toEqual([1, 0, 1]);
  });

  it('R-CALZO: calzos called and calzos right (an exact calzo gains, a wrong one loses)', () => {
    expect(calzos.map((s) => [s.calzos, s.calzosRight])).toEqual([[1, 0], [1, 1]]);
    expect(calzos.map((s) => [s.dudos, s.bluffsCaught, s.caughtBluffing])).toEqual([[0, 0, 0], [0, 0, 0]]);
  });

  it('challenges lost: a dudo called and lost counts', () => {
    // seat 1 called two wrong dudos (rounds 2 and 5) and was never challenged
    expect(bluffer[1]!.challengesLost).toBe(2);
  });

  it('challenges lost: a challenge lost as the one challenged counts the same way (dudo and mato)', () => {
    // seat 0 was caught bluffing in round 1; seat 2 lost a dudo it called (round 3) and was caught bluffing (round 4)
    expect(bluffer[0]!.challengesLost).toBe(1);
    expect(bluffer[2]!.challengesLost).toBe(2);
    // seat 0 lost a calzo it called (round 2) and a mato against its exact bid (R-MATO, round 3); an exact calzo loses nothing
    expect(calzos.map((s) => s.challengesLost)).toEqual([2, 0]);
  });

  it('a person’s totals are sums of the games’ figures', () => {
    const both = addStats(bluffer[0]!, calzos[0]!);
    for (const k of PLAYER_STAT_KEYS) expect(both[k]).toBe(bluffer[0]![k] + calzos[0]![k]);
    expect(addStats(NO_STATS, bluffer[2]!)).toEqual(bluffer[2]);
  });
});

describe('hinted decisions (issue 40 item 5): the host\'s tally added to a game\'s figures', () => {
  it('withHints adds each seat\'s count and leaves every other figure, and a seat with none, as gameStats counted them', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 50 }), { minLength: 3, maxLength: 3 }), (hints) => {
        const base = figures(blufferWinsRecord());
        const added = withHints(base, hints);
        added.forEach((s, seat) => {
          const { hints: h, ...rest } = s;
          expect(rest).toEqual(base[seat]);
          expect(h ?? 0).toBe(hints[seat]);
          if (hints[seat] === 0) expect(s).toBe(base[seat]);
        });
        // a person's totals: the hints of two games sum (absent on both: still absent)
        expect(addStats(added[0]!, added[0]!).hints).toBe(hints[0]! > 0 ? 2 * hints[0]! : undefined);
      }),
    );
  });

  it('a record carries no hints: gameStats never counts any', () => {
    expect(figures(blufferWinsRecord()).every((s) => s.hints === undefined)).toBe(true);
  });
});

describe('gameStats refuses what is not a finished game, with a typed error', () => {
  it('a game not played to its end: NOT_FINISHED', () => {
    const record = blufferWinsRecord();
    const r = gameStats({ ...record, actions: record.actions.slice(0, 5) });
    expect(r).toMatchObject({ ok: false, error: { code: 'NOT_FINISHED' } });
  });

  it('an action the rules refuse: ACTION_REFUSED, naming the action', () => {
    const record = blufferWinsRecord();
    const bad: Action = { type: 'dudo', seat: 0 };
    const r = gameStats({ ...record, actions: [record.actions[0]!, bad] });
    expect(r).toMatchObject({ ok: false, error: { code: 'ACTION_REFUSED', message: expect.stringContaining('action 1') } });
  });
});

const presetArb = fc.constantFrom(...PRESET_IDS);
const rulesArb: fc.Arbitrary<RulesSpec> = fc.oneof(
  presetArb,
  fc.record({
    preset: presetArb,
    options: fc.record({ dicePerPlayer: fc.integer({ min: 1, max: 5 }), mato: fc.boolean(), paso: fc.boolean(), picado: fc.boolean(), siciliana: fc.boolean(), calzoWhen: fc.constantFrom('always' as const, 'half-dice-or-one-die' as const) }, { requiredKeys: [] }),
  }),
);

/** A random game played to its end, its figures tallied as it goes (as a host would), and its record. */
function playTallied(rules: RulesSpec, players: number, seed: number): { live: PlayerStats[]; record: GameRecord; round: number } {
  const rng = createRng(seed);
  let state = createGame({ rules, players });
  let record = newRecord(rules, Array.from({ length: players }, (_, i) => ({ name: `P${i}` })));
  let live = startingStats(players);
  for (let guard = 0; state.phase !== 'game-over'; guard++) {
    if (guard > 20_000) throw new Error('the game did not end');
    const action = randomLegalAction(state, rng);
    const r = applyAction(state, action);
    if (!r.ok) throw new Error(`legal action refused: ${r.error.code}`);
    live = tallyAction(live, state, action, r.events);
    state = r.state;
    record = { ...record, actions: [...record.actions, action] };
  }
  return { live, record, round: state.round };
}

describe('property: the figures of a finished game equal the ones recomputed from its record', () => {
  it('random games (every preset, 2-6 players): tallied live = exported, imported and replayed; the figures agree with each other', () => {
    fc.assert(
      fc.property(rulesArb, fc.integer({ min: 2, max: 6 }), fc.integer({ min: 0, max: 2 ** 31 - 1 }), (rules, players, seed) => {
        const { live, record, round } = playTallied(rules, players, seed);
        const parsed = parseRecordText(exportRecord(record));
        if (!parsed.ok) throw new Error(parsed.error.message);
        const again = gameStats(parsed.record);
        expect(again).toMatchObject({ ok: true, rounds: round });
        if (!again.ok) return;
        expect(again.stats).toEqual(live);
        // one winner, who held dice in every round; nobody held dice in more
        expect(live.filter((s) => s.wins === 1)).toHaveLength(1);
        expect(live[again.winner]!.rounds).toBe(round);
        expect(Math.max(...live.map((s) => s.rounds))).toBe(round);
        const events = replay(parsed.record).events;
        expect(live.map((s) => s.rounds)).toEqual(live.map((_, seat) => roundsWithDice(events, seat, round)));
        for (const s of live) {
          expect(s.games).toBe(1);
          expect(s.dudosRight).toBeLessThanOrEqual(s.dudos);
          expect(s.calzosRight).toBeLessThanOrEqual(s.calzos);
          expect(s.bluffsCaught).toBe(s.dudosRight);
        }
        // every bluff caught is someone caught bluffing; every challenge with a loser is one challenge lost
        const sum = (k: keyof PlayerStats): number => live.reduce((n, s) => n + (s[k] ?? 0), 0);
        expect(sum('caughtBluffing')).toBe(sum('bluffsCaught'));
        const lost = events.filter((e) => e.type === 'resolution' && e.resolution.loser !== null).length;
        expect(sum('challengesLost')).toBe(lost);
      }),
      { numRuns: 150 },
    );
  });
});
