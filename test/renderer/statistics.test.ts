// A person's Statistics view (renderer/src/logic/statistics.ts): the running win rate in date order,
// the bid size rows with their right-rates, and the checks of a new name (as the host refuses it).
import { describe, expect, it } from 'vitest';
import type { BidSizeAccuracy, HistoryEntry, Profile } from '../../common/contract/index';
import { bidSizeRows, nameProblem, NAME_MAX, winTimeline } from '../../renderer/src/logic/statistics';

const ana: Profile = { id: 'a', name: 'Ana', color: '#112233', createdAt: '' };
const beto: Profile = { id: 'b', name: 'Beto', color: '#445566', createdAt: '' };

function game(id: string, endedAt: string, winnerSeat: number, anaSeat = 0): HistoryEntry {
  const players = [
    { name: 'Bot', kind: 'bot' as const, level: 'medio' },
    { name: 'Bot 2', kind: 'bot' as const, level: 'novato' },
  ];
  players.splice(anaSeat, 0, { name: 'Ana', kind: 'human', profileId: 'a' } as never);
  return { id, endedAt, players, preset: 'chile', winner: players[winnerSeat]!.name, winnerSeat, rounds: 3, actionCount: 20, hasRecord: true };
}

describe('the win rate over time', () => {
  it('is the running share of games won, oldest game first, whatever the history’s order; other people’s games are left out', () => {
    const games = [
      game('g3', '2026-11-28T10:00:00.000Z', 0),
      game('g2', '2026-11-27T10:00:00.000Z', 1, 1),
      { ...game('x', '2026-11-27T12:00:00.000Z', 0), players: [{ name: 'Beto', kind: 'human' as const, profileId: 'b' }] },
      game('g1', '2026-11-26T10:00:00.000Z', 1),
    ];
    expect(winTimeline(games, ana)).toEqual([
      { id: 'g1', endedAt: '2026-11-26T10:00:00.000Z', won: false, games: 1, wins: 0, rate: 0 },
      { id: 'g2', endedAt: '2026-11-27T10:00:00.000Z', won: true, games: 2, wins: 1, rate: 50 },
      { id: 'g3', endedAt: '2026-11-28T10:00:00.000Z', won: true, games: 3, wins: 2, rate: 67 },
    ]);
    expect(winTimeline(games, { ...beto, id: 'nobody' })).toEqual([]);
  });
});

describe('the accuracy by bid size', () => {
  const row = (bucket: BidSizeAccuracy['bucket'], dudos: number, dudosRight: number, calzos: number, calzosRight: number): BidSizeAccuracy => ({ bucket, dudos, dudosRight, calzos, calzosRight });
  it('gives each bucket its right-rates (null where none was called); the paso bucket only once a paso or picado was doubted', () => {
    const rows = bidSizeRows([row('quarter', 4, 1, 0, 0), row('third', 3, 3, 2, 1), row('half', 0, 0, 0, 0), row('more', 2, 2, 1, 0), row('paso', 0, 0, 0, 0)]);
    expect(rows.map((r) => [r.bucket, r.dudoRate, r.calzoRate])).toEqual([
      ['quarter', 25, null],
      ['third', 100, 50],
      ['half', null, null],
      ['more', 100, 0],
    ]);
    expect(bidSizeRows([row('paso', 1, 1, 0, 0)]).map((r) => r.bucket)).toEqual(['paso']);
  });
});

describe('a new name for a profile', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['a'.repeat(NAME_MAX + 1), 'long'],
    [' beto ', 'taken'],
    ['BETO', 'taken'],
    ['Anita', null],
    [' Ana ', null],
    ['a'.repeat(NAME_MAX), null],
  ])('%j: %s', (name, want) => {
    expect(nameProblem(name, ana, [ana, beto])).toBe(want);
  });
});
