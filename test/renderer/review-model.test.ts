// The host's review as the screens show it (renderer/src/review/fromHost.ts) and a person's accuracy over
// their reviewed games (review/accuracy.ts): forced decisions left out and the moments kept pointing at the
// same decisions; the seat's dice that count with wilds (R-WILD); an estimate's margin; the accuracy series
// oldest first, only reviewed games, the person's own seat.
import { describe, expect, it } from 'vitest';
import type { Face } from '../../engine/index';
import type { GameReview, HistoryEntry, Profile, ReviewedDecision, SeatAccuracy } from '../../common/contract/index';
import { certaintyOf, mineFor, reviewModel } from '../../renderer/src/review/fromHost';
import { accuracySeries, meanOf } from '../../renderer/src/review/accuracy';
import { targetKey } from '../../renderer/src/review/store';
import { historyIdOfGame } from '../../renderer/src/review/endSource';

function decision(index: number, over: Partial<ReviewedDecision> = {}): ReviewedDecision {
  return {
    index,
    step: 10 + index,
    seat: 0,
    round: 1,
    kind: 'dudo',
    action: { type: 'dudo', seat: 0 },
    knew: { dice: [3, 3, 1, 5, 2] as Face[], seen: [], standing: { seat: 1, bid: { count: 4, face: 3 } }, diceInPlay: 10, unseen: 5, claims: [], wildFace: 1, roundKind: 'normal' as never },
    chances: { bid: { count: 4, face: 3 }, true: 0.71, exact: 0.3 },
    actual: { hands: [], count: 5 },
    value: { loss: 0.71, low: 0.66, high: 0.78 },
    best: [
      { action: { type: 'bid', seat: 0, count: 4, face: 4 }, value: { loss: 0.38, low: 0.35, high: 0.41 } },
      { action: { type: 'dudo', seat: 0 }, value: { loss: 0.71, low: 0.66, high: 0.78 } },
    ],
    cost: 0.33,
    class: 'blunder',
    valueKind: 'estimated',
    measure: 'round-loss',
    forced: false,
    weighed: true,
    ...over,
  };
}

const figure = (accuracy: number | null) => ({ accuracy, decisions: accuracy === null ? 0 : 3 });
function seatAccuracy(seat: number, overall: number | null, bot?: string): SeatAccuracy {
  return {
    seat,
    name: ['Ana', 'Beto'][seat]!,
    ...(bot ? { bot } : {}),
    overall: figure(overall),
    byGroup: { bidding: figure(overall), dudo: figure(null), calzo: figure(50), other: figure(null) },
    classes: { best: 0, good: 0, inaccuracy: 0, mistake: 0, blunder: 1 },
    exactShare: 0,
  };
}

function review(): GameReview {
  return {
    version: 1,
    actionCount: 40,
    players: 2,
    winner: 1,
    decisions: [decision(0, { forced: true, cost: 0, class: 'best' }), decision(1), decision(2, { seat: 1 })],
    moments: { costliest: [{ decision: 1, step: 11, seat: 0, round: 1, cost: 0.33, class: 'blunder' }, { decision: 0, step: 10, seat: 0, round: 1, cost: 0, class: 'best' }], turningRound: { round: 1, step: 3, seat: 0, cost: 0.33 } },
    accuracy: [seatAccuracy(0, 62.4), seatAccuracy(1, 80, 'maestro')],
  };
}

describe('the host review as shown', () => {
  it('leaves forced decisions out and keeps the moments on the same decisions', () => {
    const m = reviewModel(review());
    expect(m.decisions).toHaveLength(2);
    expect(m.costliest).toEqual([0]);
    expect(m.decisions[0]!.step).toBe(11);
    expect(m.people).toEqual([0]);
    expect(m.players).toEqual(['Ana', 'Beto']);
    expect(m.turningRound).toEqual({ round: 1, step: 3, seat: 0 });
    expect(m.accuracy[0]!.overall).toBe(62.4);
    expect(m.totalSteps).toBe(40);
  });

  it('says the dudo against the best move, with what the seat held and what was under the cups', () => {
    const d = reviewModel(review()).decisions[0]!;
    expect(d.chosen.choice).toEqual({ type: 'dudo' });
    expect(d.best).toEqual({ choice: { type: 'bid', count: 4, face: 4 }, loss: 0.38 });
    expect(d.runnerUp).toBeNull();
    // two threes and an ace (wild): three dice count for four threes
    expect(d.mine).toBe(3);
    expect(d.unseen).toBe(5);
    expect(d.actual).toBe(5);
    expect(d.certainty).toEqual({ kind: 'estimated', margin: expect.closeTo(0.07, 5) });
  });

  it('gives the next best when the seat played the best', () => {
    const r = review();
    const best = decision(1, { action: { type: 'bid', seat: 0, count: 4, face: 4 }, class: 'best', cost: 0 });
    const d = reviewModel({ ...r, decisions: [best] }).decisions[0]!;
    expect(d.runnerUp).toEqual({ choice: { type: 'dudo' }, loss: 0.71 });
  });

  it('counts wilds only for a bid not on the wild face, and nothing for dice not seen', () => {
    expect(mineFor([1, 1, 4] as Face[], 4, 1)).toBe(3);
    expect(mineFor([1, 1, 4] as Face[], 1, 1)).toBe(2);
    expect(mineFor([1, 1, 4] as Face[], 4, null)).toBe(1);
    expect(mineFor(null, 4, 1)).toBe(0);
    expect(certaintyOf('exact', { loss: 0.4, low: 0.4, high: 0.4 })).toEqual({ kind: 'exact' });
  });

  it('names a History game by its id and a record by its text', () => {
    expect(targetKey({ source: { from: 'history', id: 'g1' } })).toBe('h:g1');
    expect(targetKey({ source: { from: 'loaded' }, text: 'a' })).not.toBe(targetKey({ source: { from: 'loaded' }, text: 'b' }));
    expect(targetKey({ source: { from: 'current' } })).toBe('current');
  });
});

describe('a person’s accuracy over reviewed games', () => {
  const ana: Profile = { id: 'a', name: 'Ana', color: '#112233', createdAt: '' };
  const entry = (id: string, endedAt: string, anaSeat: number): HistoryEntry => {
    const players = [{ name: 'Beto', kind: 'bot' as const, level: 'maestro' }];
    players.splice(anaSeat, 0, { name: 'Ana', kind: 'human', profileId: 'a' } as never);
    return { id, endedAt, players, preset: 'chile', winner: 'Beto', winnerSeat: 1 - anaSeat, rounds: 3, actionCount: 40, hasRecord: true };
  };

  it('is one point per reviewed game, oldest first, read at the person’s own seat', () => {
    const games = [entry('g3', '2026-11-28T10:00:00Z', 1), entry('g2', '2026-11-27T10:00:00Z', 0), entry('g1', '2026-11-26T10:00:00Z', 0)];
    const swapped: GameReview = { ...review(), accuracy: [seatAccuracy(0, 80, 'maestro'), seatAccuracy(1, 40)] };
    const reviews = new Map<string, GameReview | null>([['g1', review()], ['g2', null], ['g3', swapped]]);
    const points = accuracySeries(games, reviews, ana);
    expect(points.map((p) => [p.id, p.games, p.overall, p.dudo, p.calzo])).toEqual([
      ['g1', 1, 62, null, 50],
      ['g3', 2, 40, null, 50],
    ]);
    expect(meanOf(points, 'overall')).toBe(51);
    expect(meanOf(points, 'dudo')).toBeNull();
  });
});

describe('the end screen’s game in the History', () => {
  it('is the newest entry with the record’s players and number of actions, else none', () => {
    const e = (id: string, endedAt: string, names: string[], actionCount: number): HistoryEntry => ({ id, endedAt, players: names.map((name) => ({ name, kind: 'human' as const })), preset: 'chile', winner: names[0]!, rounds: 2, actionCount, hasRecord: true });
    const games = [e('old', '2026-11-01T10:00:00Z', ['Ana', 'Beto'], 30), e('new', '2026-11-02T10:00:00Z', ['Ana', 'Beto'], 30), e('other', '2026-11-03T10:00:00Z', ['Ana', 'Carla'], 30)];
    expect(historyIdOfGame(games, ['Ana', 'Beto'], 30)).toBe('new');
    expect(historyIdOfGame(games, ['Ana', 'Beto'], 31)).toBeNull();
    expect(historyIdOfGame(games, ['Beto', 'Ana'], 30)).toBeNull();
  });
});
