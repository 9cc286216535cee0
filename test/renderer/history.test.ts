// The History screen's figures (renderer/src/logic/history.ts) and the setup's profiles (logic/setup.ts).
import { describe, expect, it } from 'vitest';
import type { HistoryEntry, Stats } from '../../common/contract/index';
import { gamePlayers, gamesOf, percent, profileRows } from '../../renderer/src/logic/history';
import { defaultSeats, fromGameNew, presetOptions, toGameNew } from '../../renderer/src/logic/setup';

const Z = { games: 0, wins: 0, rounds: 0, dudos: 0, dudosRight: 0, calzos: 0, calzosRight: 0, challengesLost: 0, bluffsCaught: 0, caughtBluffing: 0 };

describe('a person’s statistics as rows', () => {
  it.each([
    [0, 0, null],
    [1, 3, 33],
    [2, 3, 67],
    [3, 3, 100],
  ])('percent(%i, %i) is %s (never NaN before the first game)', (part, whole, want) => {
    expect(percent(part, whole)).toBe(want);
  });

  it('rows: win rate, dudo and calzo accuracy; most games first; a profile with no game shows zeros; bots are not rows', () => {
    const stats: Stats = {
      profiles: [
        { id: 'a', name: 'Ana', color: '#112233', createdAt: '' },
        { id: 'b', name: 'Beto', color: '#445566', createdAt: '' },
      ],
      people: { b: { ...Z, games: 4, wins: 1, dudos: 5, dudosRight: 4, calzos: 2, calzosRight: 1 } },
      bots: { 'maestro/Beto': { name: 'Beto', level: 'maestro', stats: { ...Z, games: 9, wins: 8 } } },
    };
    const rows = profileRows(stats);
    expect(rows.map((r) => r.profile.name)).toEqual(['Beto', 'Ana']);
    expect(rows[0]).toMatchObject({ winRate: 25, dudoRate: 80, calzoRate: 50, stats: { games: 4 } });
    expect(rows[1]).toMatchObject({ winRate: null, dudoRate: null, calzoRate: null, stats: Z });
  });
});

describe('a past game’s line', () => {
  const entry: HistoryEntry = {
    id: 'g',
    endedAt: '2026-11-28T08:00:00.000Z',
    players: [
      { name: 'Beto', kind: 'human', profileId: 'b' },
      { name: 'Beto', kind: 'bot', level: 'maestro' },
    ],
    preset: 'chile',
    winner: 'Beto',
    winnerSeat: 1,
    rounds: 7,
    actionCount: 40,
  };

  it('the winner is marked by seat, so the bot Beto winning is not the person Beto; bots carry their level', () => {
    expect(gamePlayers(entry)).toEqual([
      { name: 'Beto', level: null, winner: false },
      { name: 'Beto', level: 'maestro', winner: true },
    ]);
  });

  it('an old entry (no winner seat) marks the winner by name', () => {
    const { winnerSeat: _, ...old } = entry;
    expect(gamePlayers({ ...old, players: [{ name: 'Ana', kind: 'human' }, { name: 'Caro', kind: 'bot' }], winner: 'Ana' }).map((p) => p.winner)).toEqual([true, false]);
  });

  it('the games of a profile: by profile id, never a bot of that name; old entries by the name of a person seat', () => {
    const beto = { id: 'b', name: 'Beto', color: '#000000', createdAt: '' };
    const botOnly: HistoryEntry = { ...entry, id: 'bot', players: [{ name: 'Beto', kind: 'bot', level: 'maestro' }, { name: 'Ana', kind: 'human', profileId: 'a' }] };
    const old: HistoryEntry = { ...entry, id: 'old', players: [{ name: 'Beto', kind: 'human' }] };
    expect(gamesOf([entry, botOnly, old], beto).map((g) => g.id)).toEqual(['g', 'old']);
  });
});

describe('the setup carries a person’s profile', () => {
  it('toGameNew sends the profile id of a person seat, never of a bot; fromGameNew reads it back', () => {
    const seats = defaultSeats(['Ana', 'Beto'], 2).map((s, i) => ({ ...s, profileId: `p${i}` }));
    const payload = toGameNew({ seats, preset: 'chile', options: presetOptions('chile'), targetWins: 1, dice3d: false });
    expect(payload.seats.map((s) => s.profileId)).toEqual(['p0', undefined]);
    expect(fromGameNew(payload).seats.map((s) => s.profileId)).toEqual(['p0', undefined]);
  });
});

describe('a person’s results per rule set and against each bot level', () => {
  it('counts the games of the profile only, a win by seat; a game with two bot levels counts for both', async () => {
    const { resultsOf } = await import('../../renderer/src/logic/history');
    const ana = { id: 'a', name: 'Ana', color: '#000000', createdAt: '' };
    const game = (id: string, preset: HistoryEntry['preset'], levels: string[], winnerSeat: number, person = 'a'): HistoryEntry => ({
      id,
      endedAt: '',
      players: [{ name: 'Ana', kind: 'human', profileId: person }, ...levels.map((level) => ({ name: 'Ana', kind: 'bot' as const, level }))],
      preset,
      winner: 'Ana',
      winnerSeat,
      rounds: 3,
      actionCount: 10,
    });
    const r = resultsOf([game('1', 'chile', ['medio'], 0), game('2', 'chile', ['maestro', 'medio'], 1), game('3', 'francia', ['maestro'], 0), game('4', 'chile', ['medio'], 0, 'other')], ana);
    expect(r.byPreset).toEqual([
      { key: 'chile', games: 2, wins: 1 },
      { key: 'francia', games: 1, wins: 1 },
    ]);
    expect(r.byLevel).toEqual([
      { key: 'maestro', games: 2, wins: 1 },
      { key: 'medio', games: 2, wins: 1 },
    ]);
  });
});
