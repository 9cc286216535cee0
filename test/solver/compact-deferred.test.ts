// Issue 41's cost guard: the bot worker checks a family's file whole when it reads it, and builds each table only
// when a decision first reads it (decodeCompactEndgameTables with `deferred`). The deferred tables hold the same
// entries as the ones built at once; a damaged body is still refused at load (a bad byte, a hand twice in one
// history); a history listed twice, which only the builder sees, empties that table with a warning, never a crash.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { applyOrThrow, createGame, createRng, viewFor, type Face } from '../../engine/index';
import { botConfig, decide } from '../../engine/bots/index';
import type { CompactPolicy } from '../../engine/solver/compact';
import { createEndgameShelf, endgameDistribution, type EndgameTables } from '../../engine/solver/tables';
import { decodeCompactEndgameTables, encodeEndgameTables, readEndgameHeader, TableFileError } from '../../main/host/endgame-format';
import { defaultEndgameDir, endgameFileNames, endgameFilesLoader } from '../../main/host/endgame-loader';
import { buildTablesInTurn } from '../../main/host/table-warmup';

const RULES = { wild: 'aces', acesTo: 'half-plus-one', calzo: true, calzoWhen: 'always', noCalzoWithFullHand: false, noCalzoHeadsUp: false, dicePerPlayer: 5, startingTotal: 10 } as const;
const oneTable: EndgameTables = { version: 1, preset: 'chile', objective: 'round', round: 'normal', rules: RULES, tables: [{ id: '1v1', starterDice: 1, responderDice: 1, value: 0, nashConv: 0, iterations: 0, policy: { '': { '1': 'd', '2': 'c' } } }] };

/** A table file around a raw body of our own making (its header's sizes and SHA-256 made to match). */
function fileWithBody(raw: Buffer): Buffer {
  const good = encodeEndgameTables(oneTable);
  const body = brotliCompressSync(raw);
  const json = Buffer.from(JSON.stringify({ ...readEndgameHeader(good), bodyBytes: body.length, rawBytes: raw.length, sha256: createHash('sha256').update(body).digest('hex') }));
  const prefix = Buffer.from(good.subarray(0, 16));
  prefix.writeUInt32LE(json.length, 12);
  return Buffer.concat([prefix, json, body]);
}

const codeOf = (f: () => unknown): string => {
  try {
    f();
    return 'none';
  } catch (e) {
    return e instanceof TableFileError ? e.code : 'other';
  }
};

describe('tables built on first use (issue 41 cost guard)', () => {
  const bytes = readFileSync(join(defaultEndgameDir(), endgameFileNames('chile').table2v2));

  it('chile’s four- and five-dice file: nothing built at load, each table built when first read, the same entries as built at once', () => {
    const warn: string[] = [];
    const deferred = decodeCompactEndgameTables(bytes, { deferred: { warn: (m) => warn.push(m) } });
    const eager = decodeCompactEndgameTables(bytes);
    const policies = deferred.tables.map((t) => t.policy as CompactPolicy);
    expect(policies.every((p) => !p.isBuilt)).toBe(true);
    expect(policies.map((p) => p.infosets)).toEqual(readEndgameHeader(bytes).tables.tables.map((t) => t.infosets));
    // a 2v3 decision builds the 2v3 table alone
    const r = endgameDistribution(deferred, { myDice: [2, 5], opponentDice: 3, bids: [], starter: 'me' });
    expect(r.ok).toBe(true);
    expect(deferred.tables.filter((t) => (t.policy as CompactPolicy).isBuilt).map((t) => t.id)).toEqual(['2v3']);
    deferred.tables.forEach((t, i) => expect((t.policy as CompactPolicy).toRecords()).toEqual((eager.tables[i]!.policy as CompactPolicy).toRecords()));
    expect(warn).toEqual([]);
  });

  it('a damaged body is refused at load as before: a bad byte, a count off, a hand twice in one history (CORRUPT)', () => {
    const deferred = { deferred: { warn: () => undefined } };
    // one table, history "", the hand "1" twice (dudo always, then calzo always)
    expect(codeOf(() => decodeCompactEndgameTables(fileWithBody(Buffer.from([1, 0, 0, 0, 0, 2, 0, 1, 1, 0, 1, 1, 1, 0, 2])), deferred))).toBe('CORRUPT');
    // a face 7
    expect(codeOf(() => decodeCompactEndgameTables(fileWithBody(Buffer.from([1, 0, 0, 0, 0, 2, 0, 1, 7, 0, 1, 1, 2, 0, 2])), deferred))).toBe('CORRUPT');
    // a probability of 1001‰
    expect(codeOf(() => decodeCompactEndgameTables(fileWithBody(Buffer.from([1, 0, 0, 0, 0, 2, 0, 1, 1, 1, 1, 0xe9, 0x03, 1, 2, 0, 2])), deferred))).toBe('CORRUPT');
    // the header says two information sets; the body lists one
    expect(codeOf(() => decodeCompactEndgameTables(fileWithBody(Buffer.from([1, 0, 0, 0, 0, 1, 0, 1, 1, 0, 1])), deferred))).toBe('CORRUPT');
    expect(codeOf(() => decodeCompactEndgameTables(fileWithBody(Buffer.from([1, 0, 0, 0, 0, 2, 0, 1, 1, 0, 1, 1, 2, 0, 2])), deferred))).toBe('none');
  });

  it('a history listed twice (no encoder writes one): CORRUPT at once; deferred, that table is empty when first read, with a warning, and Maestro plays on', () => {
    // two histories "" with one hand each: "1" dudo, then "2" calzo
    const file = fileWithBody(Buffer.from([2, 0, 0, 0, 0, 1, 0, 1, 1, 0, 1, 0, 1, 0, 1, 2, 0, 2]));
    expect(codeOf(() => decodeCompactEndgameTables(file))).toBe('CORRUPT');
    const warn: string[] = [];
    const tables = decodeCompactEndgameTables(file, { deferred: { warn: (m) => warn.push(m) } });
    const r = endgameDistribution(tables, { myDice: [1], opponentDice: 1, bids: [], starter: 'me' });
    expect(r.ok ? 'ok' : r.error.code).toBe('NOT_COVERED');
    expect(warn).toHaveLength(1);
    expect(warn[0]).toMatch(/1v1 table cannot be used.*history listed twice/);
  });

  it('the bot worker’s loader defers: Maestro’s first chile 1v1 decision builds only the 1v1 table, and plays it', () => {
    const families: EndgameTables[] = [];
    const load = endgameFilesLoader({ warn: (m) => expect.fail(m) });
    const shelf = createEndgameShelf((family) => {
      const t = load(family);
      if (t) families.push(t);
      return t;
    });
    const g = createGame({ rules: 'chile', players: 2, start: { seat: 0, direction: 'clockwise' } });
    const down = { ...g, players: g.players.map((p) => ({ ...p, dice: 1, obligarUsed: true })) };
    const s = applyOrThrow(down, { type: 'roll', dice: [[3 as Face], [5 as Face]] });
    const d = decide(viewFor(s, 0), createRng(1), botConfig('maestro', 'balanced', shelf));
    expect(d.reason.kind).toBe('equilibrium');
    const built = families.flatMap((f) => f.tables.filter((t) => (t.policy as CompactPolicy).isBuilt).map((t) => t.id));
    expect(built).toEqual(['1v1']);
    expect(families.flatMap((f) => f.tables.map((t) => t.id))).toContain('2v3');
  });

  it('the worker builds a family’s tables between decisions, one table a turn (table-warmup.ts), and skips those a lookup built', async () => {
    const tables = decodeCompactEndgameTables(bytes, { deferred: { warn: (m) => expect.fail(m) } });
    const built = () => tables.tables.filter((t) => (t.policy as CompactPolicy).isBuilt).length;
    expect(endgameDistribution(tables, { myDice: [4], opponentDice: 3, bids: [], starter: 'me' }).ok).toBe(true); // a 1v3 lookup
    expect(built()).toBe(1);
    const turns: (() => void)[] = [];
    const done = buildTablesInTurn([tables, null], (next) => turns.push(next));
    const seen: number[] = [];
    while (turns.length > 0) {
      turns.shift()!();
      seen.push(built());
    }
    expect(seen).toEqual([2, 3, 4, 5, 5]); // one table a turn (1v3 was built already), then done
    expect(await done).toBe(4);
  });
});
