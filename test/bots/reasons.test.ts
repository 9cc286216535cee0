// Every reason a bot gives carries its sentence without words (issue 6): a code of the kind it goes
// with, typed parameters that pass the UI's validation, and notes; bad reasons from outside parse to nothing.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyOrThrow, createGame, createRng, viewFor, type Face } from '../../engine/index';
import { createSession, handleLine } from '../../engine/bots/protocol';
import { botConfig, createEndgameShelf, decide, ENDGAME_MISS_CODES, parseReasonNotes, parseReasonSay, REASON_CODE_KINDS, REASON_CODES, type ReasonCode } from '../../engine/bots/index';
import { REASON_TABLES, reasonsOfGame } from './reason-games';
import { repoEndgame } from '../setup/endgame-tables';

/** Maestro's opening move in a two-player chile round with these dice (obligar already used). */
/** The exact tables only, without the recall tables (issue 41: chile's 1v3 and 3v1), so a 3v1 is outside them. */
const exactTables = createEndgameShelf((family) => {
  const t = repoEndgame.family(family);
  return { ...t, tables: t.tables.filter((x) => x.recall === undefined) };
});

function maestroOpens(mine: number, theirs: number, shelf = repoEndgame): ReturnType<typeof decide> {
  const g = createGame({ rules: 'chile', players: 2, start: { seat: 0, direction: 'clockwise' } });
  const down = { ...g, players: g.players.map((p, i) => ({ ...p, dice: i === 0 ? mine : theirs, obligarUsed: true })) };
  const s = applyOrThrow(down, { type: 'roll', dice: [[3, 1, 4].slice(0, mine) as Face[], [5, 3].slice(0, theirs) as Face[]] });
  return decide(viewFor(s, 0), createRng(1), { ...botConfig('maestro', 'balanced', shelf), samples: 100 });
}

describe('bot reasons: code and parameters', () => {
  it('every reason of real bots (R-DUDO, R-CALZO, R-MATO, R-PASO, R-PICADO, O-SALSA, O-DIR, R-OBLIGAR) has a valid say of its kind, and valid notes', () => {
    const seen = new Set<ReasonCode>();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: REASON_TABLES.length - 1 }), fc.integer({ min: 1, max: 1_000_000 }), (t, seed) => {
        for (const r of reasonsOfGame(REASON_TABLES[t]!, seed)) {
          expect(r.say, r.text).toBeDefined();
          expect(parseReasonSay(r.say), r.text).toEqual(r.say);
          expect(REASON_CODE_KINDS[r.say!.code], r.text).toBe(r.kind);
          expect(parseReasonNotes(r.notes), r.text).toEqual(r.notes ?? {});
          seen.add(r.say!.code);
        }
      }),
      { numRuns: 15, seed: 6 },
    );
    // the games above are varied enough to exercise most codes (the rest have unit samples in test/renderer/reasons.test.ts)
    expect(seen.size).toBeGreaterThanOrEqual(15);
  });

  it('R-DUDO, R-CALZO: Maestro in the heads-up endgames its tables cover (1v1, 1v2, 2v1, 2v2) says its equilibrium move and the dice', () => {
    for (const [mine, theirs] of [[1, 1], [1, 2], [2, 1], [2, 2]] as const) {
      const d = maestroOpens(mine, theirs);
      expect(d.reason.kind, `${mine}v${theirs}: ${d.reason.text}`).toBe('equilibrium');
      expect(d.reason.say).toMatchObject({ code: 'equilibrium', myDice: mine, theirDice: theirs, move: d.action!.type });
      if (d.action!.type === 'bid') expect(d.reason.say).toMatchObject({ bid: { count: d.action!.count, face: d.action!.face } });
      expect(d.reason.notes?.endgame).toBeUndefined();
    }
  });

  it('R-DUDO: Maestro outside its tables (3v1, no table) plays as Experto and says why its tables did not decide', () => {
    const d = maestroOpens(3, 1, exactTables);
    expect(d.reason.kind).not.toBe('equilibrium');
    expect(d.reason.notes?.endgame?.code, d.reason.text).toBe('not-covered');
    expect(ENDGAME_MISS_CODES).toContain(d.reason.notes!.endgame!.code);
  });

  it('the code list comes from the code-to-kind table and has no duplicates', () => {
    expect(new Set(REASON_CODES).size).toBe(REASON_CODES.length);
    expect([...REASON_CODES].sort()).toEqual(Object.keys(REASON_CODE_KINDS).sort());
    expect(new Set(ENDGAME_MISS_CODES).size).toBe(ENDGAME_MISS_CODES.length);
  });

  it('the protocol answer carries the structured reason: `why.say` survives JSON', () => {
    const g = createGame({ rules: 'chile', players: 3, start: { seat: 0, direction: 'clockwise' } });
    const s = applyOrThrow(applyOrThrow(g, { type: 'roll', dice: [[1, 2, 3, 4, 5], [6, 6, 6, 2, 2], [3, 3, 1, 5, 4]] }), { type: 'bid', seat: 0, count: 3, face: 3 });
    const line = JSON.stringify({ type: 'decide', id: 1, view: viewFor(s, 1), seed: 3 });
    const out = JSON.parse(JSON.stringify(handleLine(createSession('medio', 'balanced', 3), line))) as { type: string; reason?: string; why?: { text: string; say?: unknown } };
    expect(out.type).toBe('action');
    expect(out.why?.text).toBe(out.reason);
    expect(parseReasonSay(out.why?.say)).toEqual(out.why?.say);
  });

  it('a say from outside that is not one of ours parses to null (the UI then shows the text)', () => {
    const bad: unknown[] = [
      undefined,
      null,
      'bid-true',
      {},
      { code: 'no-such-code' },
      { code: 'bid-true' },
      { code: 'bid-true', bid: { count: 3, face: 7 } },
      { code: 'bid-true', bid: { count: 0, face: 3 } },
      { code: 'paso-hand', pattern: 'straight' },
      { code: 'picado-aces', aces: 2.5 },
      { code: 'equilibrium', move: 'mato', bid: null, myDice: 1, theirDice: 1 },
      { code: 'direction', direction: 'up' },
      { code: '__proto__' },
    ];
    for (const x of bad) expect(parseReasonSay(x), JSON.stringify(x)).toBeNull();
    expect(parseReasonSay({ code: 'bid-true', bid: { count: 3, face: 4 } })).toEqual({ code: 'bid-true', bid: { count: 3, face: 4 } });
  });

  it('bad notes are left out one by one, good ones kept', () => {
    expect(parseReasonNotes(undefined)).toEqual({});
    expect(parseReasonNotes('x')).toEqual({});
    expect(parseReasonNotes({ forgotWilds: 'yes', rollouts: { loss: 2, n: 6 }, endgame: { code: 'not-covered' } })).toEqual({ endgame: { code: 'not-covered' } });
    expect(parseReasonNotes({ forgotWilds: true, rollouts: { loss: 0.25, n: 6 }, endgame: { code: 'round-kind', roundKind: 'sideways' } })).toEqual({
      forgotWilds: true,
      rollouts: { loss: 0.25, n: 6 },
    });
  });
});
