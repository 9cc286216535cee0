// The autosave's text is made once per action (issue 38: the online server writes it for every
// table's every action). Its record is now the record's document itself, not its exported text
// parsed again: the bytes written must stay exactly those of before, and read back to the same game.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMatch, exportRecord, type GameRecord } from '../../engine/index';
import { AUTOSAVE_VERSION, autosaveText, parseAutosave, type SavedSession } from '../../main/host/autosave';
import { botGameRecord } from '../engine/review-games';

function saved(record: GameRecord): SavedSession {
  const n = record.players.length;
  return {
    sessionId: 's-1',
    savedAt: '2026-12-02T10:00:00.000Z',
    seats: record.players.map((_, i) => ({ name: `P${i}`, kind: i === 0 ? ('human' as const) : ('bot' as const), ...(i === 0 ? {} : { level: 'novato' as const }), color: '#a0522d' })),
    match: { targetWins: 1, startingChips: 0 },
    dice3d: false,
    matchState: { ...createMatch(record.rules, n), inGame: true },
    record,
    heldReasons: [],
    toldReasons: null,
    standIns: [],
  };
}

/** The text as it was made before (the record exported, parsed, then the whole document stringified). */
function textBefore(s: SavedSession): string {
  return JSON.stringify({
    version: AUTOSAVE_VERSION,
    savedAt: s.savedAt,
    sessionId: s.sessionId,
    seats: s.seats,
    match: s.match,
    dice3d: s.dice3d,
    matchState: s.matchState,
    record: JSON.parse(exportRecord(s.record)) as unknown,
    heldReasons: s.heldReasons,
    toldReasons: s.toldReasons,
    standIns: s.standIns,
  });
}

describe('autosaveText (made once per action)', () => {
  it('writes the same bytes as the exported record parsed back, and reads back to the same record, for bot games cut anywhere', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.constantFrom('chile', 'perudo'), fc.integer({ min: 2, max: 4 }), fc.integer({ min: 0, max: 400 }), (seed, rules, players, cut) => {
        const full = botGameRecord({ rules, levels: Array.from({ length: players }, () => 'novato' as const), seed, maxActions: 400 });
        const record: GameRecord = { ...full, actions: full.actions.slice(0, cut) };
        const s = saved(record);
        const text = autosaveText(s);
        expect(text).toBe(textBefore(s));
        const back = parseAutosave(text);
        expect(back.ok).toBe(true);
        if (back.ok) expect(back.session.record.actions).toEqual(record.actions);
      }),
      { numRuns: 25 },
    );
  });
});
