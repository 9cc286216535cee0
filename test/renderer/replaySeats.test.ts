// Issue 42.8: the replay's seats from a record's players: a bot's level and personality read from its `bot` field
// (`level/personality`), a person without either, an unknown level left out rather than shown.
import { describe, expect, it } from 'vitest';
import { replaySeat, replaySession } from '../../renderer/src/screens/replaySeats';
import type { RecordSummary } from '../../common/contract/index';

describe('the replay seats', () => {
  it('a bot seat carries the level and personality its record names; a person none', () => {
    expect(replaySeat('Beto', 1, 'experto/bold')).toMatchObject({ seat: 1, name: 'Beto', kind: 'bot', level: 'experto', personality: 'bold' });
    const person = replaySeat('Ana', 0, null);
    expect(person).toMatchObject({ seat: 0, name: 'Ana', kind: 'human' });
    expect('level' in person).toBe(false);
  });

  it('an unknown level or personality is left out, the seat still a bot', () => {
    const s = replaySeat('Caro', 2, 'grandmaster/odd');
    expect(s.kind).toBe('bot');
    expect('level' in s || 'personality' in s).toBe(false);
  });

  it('a summary without bots (an older host) gives people, each with a cup colour', () => {
    const summary = { players: ['Ana', 'Beto'], rules: { preset: 'chileno' }, actionCount: 0, finished: false, winner: null } as unknown as RecordSummary;
    const session = replaySession(summary);
    expect(session.seats.map((x) => x.kind)).toEqual(['human', 'human']);
    expect(session.seats.every((x) => /^#[0-9a-fA-F]{6}$/.test(x.color))).toBe(true);
  });
});
