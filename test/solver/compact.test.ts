// Issue 41: the compact in-memory form of the tables (engine/solver/compact.ts) that the bot worker keeps. It holds
// the same entries as the records, gives every lookup the same moves in the same order with the same numbers (so a
// seeded Maestro samples the same move), and a damaged body is refused whole with a typed error.
import { createHash } from 'node:crypto';
import { brotliCompressSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../engine/index';
import { CompactPolicyBuilder, CompactPolicyError, handCode, type CompactPolicy } from '../../engine/solver/compact';
import { endgameAction, tableMoves, type EndgameTables, type TablePolicy } from '../../engine/solver/tables';
import { decodeCompactEndgameTables, decodeEndgameTables, encodeEndgameTables, readEndgameHeader, TableFileError } from '../../main/host/endgame-format';
import { defaultEndgameDir, readFamilyTables } from '../../main/host/endgame-loader';

const bidKey = fc.tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 6 })).map(([c, f]) => `${c}${f}`);
const actionKey = fc.oneof(fc.constant('d'), fc.constant('c'), bidKey);
const handKey = fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 5 }).map((h) => h.sort((a, b) => a - b).join(''));
const entry = fc.oneof(actionKey, fc.dictionary(actionKey, fc.integer({ min: 0, max: 1000 }).map((k) => k / 1000), { minKeys: 1, maxKeys: 12 }));
const policy = fc.dictionary(fc.array(bidKey, { maxLength: 6 }).map((b) => b.join('')), fc.dictionary(handKey, entry, { maxKeys: 8 }), { maxKeys: 8 });
const RULES = { wild: 'aces', acesTo: 'half-plus-one', calzo: true, calzoWhen: 'always', noCalzoWithFullHand: false, noCalzoHeadsUp: false, dicePerPlayer: 5, startingTotal: 10 } as const;
const tablesOf = (policies: readonly TablePolicy[]): EndgameTables => ({
  version: 1,
  preset: 'chile',
  objective: 'round',
  round: 'normal',
  rules: RULES,
  tables: policies.map((p, i) => ({ id: `1v${i + 1}`, starterDice: 1, responderDice: i + 1, value: 0, nashConv: 0, iterations: 0, policy: p })),
});

const bidsOf = (history: string) => Array.from({ length: history.length / 2 }, (_, i) => ({ count: Number(history[2 * i]), face: Number(history[2 * i + 1]) }));
const diceOf = (hand: string) => [...hand].map(Number).reverse(); // any order: the lookup sorts

/** Every (history, hand) of the records and some they lack: the same moves from both forms. */
function expectSameLookups(records: TablePolicy, compact: CompactPolicy, extra: readonly [string, string][]): void {
  const asked: [string, string][] = [...extra];
  for (const [history, hands] of Object.entries(records)) for (const hand of Object.keys(hands)) asked.push([history, hand]);
  for (const [history, hand] of asked) {
    expect(tableMoves(compact, bidsOf(history), 0, diceOf(hand)), `${hand} after "${history}"`).toEqual(tableMoves(records, bidsOf(history), 0, diceOf(hand)));
  }
}

describe('the compact tables (issue 41, engine/solver/compact.ts)', () => {
  it('decoded compact, any tables give the records\' moves in their order for every entry, null where none, and the same records back (property)', () => {
    fc.assert(
      fc.property(fc.array(policy, { minLength: 1, maxLength: 2 }), fc.array(fc.tuple(fc.array(bidKey, { maxLength: 3 }).map((b) => b.join('')), handKey), { maxLength: 6 }), (policies, extra) => {
        const bytes = encodeEndgameTables(tablesOf(policies));
        const records = decodeEndgameTables(bytes);
        const compact = decodeCompactEndgameTables(bytes);
        expect(compact.tables.map(({ policy: _p, ...meta }) => meta)).toEqual(records.tables.map(({ policy: _p, ...meta }) => meta));
        records.tables.forEach((t, i) => {
          const c = compact.tables[i]!.policy as CompactPolicy;
          expect(c.infosets).toBe(Object.values(t.policy).reduce((n, hands) => n + Object.keys(hands).length, 0));
          expect(c.toRecords()).toEqual(Object.fromEntries(Object.entries(t.policy).filter(([, hands]) => Object.keys(hands).length > 0))); // a history without hands holds nothing
          expectSameLookups(t.policy as TablePolicy, c, extra);
        });
      }),
      { numRuns: 150 },
    );
  });

  it('a seeded endgameAction samples the same move from both forms of chile\'s committed 1v2 table, along its entries', () => {
    const bytes = readFamilyTables(defaultEndgameDir(), 'chile', decodeEndgameTables);
    const compact = readFamilyTables(defaultEndgameDir(), 'chile');
    const records = bytes.tables.find((t) => t.id === '1v2')!.policy as TablePolicy;
    const c = compact.tables.find((t) => t.id === '1v2')!.policy as CompactPolicy;
    let n = 0;
    for (const [history, hands] of Object.entries(records)) {
      if (n > 3000) break;
      for (const hand of Object.keys(hands)) {
        const bids = bidsOf(history);
        const me = hand.length === 1 ? 'me' : 'opponent'; // the starter holds one die at 1v2
        if ((bids.length % 2 === 0) !== (me === 'me')) continue;
        const situation = { myDice: diceOf(hand) as never, opponentDice: hand.length === 1 ? 2 : 1, bids: bids as never, starter: me } as const;
        const a = endgameAction({ ...bytes, tables: bytes.tables.filter((t) => t.id === '1v2') }, situation, createRng(n));
        const b = endgameAction({ ...compact, tables: compact.tables.filter((t) => t.id === '1v2') }, situation, createRng(n));
        expect(b, `${hand} after "${history}"`).toEqual(a);
        n++;
      }
    }
    expect(n).toBeGreaterThan(1000);
    expect(c.infosets).toBe(Object.values(records).reduce((k, hands) => k + Object.keys(hands).length, 0));
  });

  it('hand codes: the sorted dice as base-7 digits, whatever their order; "" is 0', () => {
    expect(handCode([6, 1, 1])).toBe(1 * 49 + 1 * 7 + 6);
    expect(handCode([])).toBe(0);
    fc.assert(fc.property(fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 5 }), (dice) => handCode(dice) === handCode([...dice].reverse())));
  });

  it('the builder refuses a history twice, a hand twice, a bad code or probability (CompactPolicyError)', () => {
    const twice = new CompactPolicyBuilder();
    twice.history([(1 << 3) | 2]);
    expect(() => twice.history([(1 << 3) | 2])).toThrow(CompactPolicyError);
    const hand = new CompactPolicyBuilder();
    hand.history([]);
    hand.row(5);
    hand.action(1, 1000, true);
    hand.row(5);
    hand.action(1, 1000, true);
    expect(() => hand.build()).toThrow(CompactPolicyError);
    const bad = new CompactPolicyBuilder();
    bad.history([]);
    bad.row(1);
    expect(() => bad.action(3, 500)).toThrow(CompactPolicyError);
    expect(() => bad.action(1, 1001)).toThrow(CompactPolicyError);
    expect(() => bad.history([(10 << 3) | 1])).toThrow(CompactPolicyError);
  });

  it('a body listing a hand twice in one history is refused whole, CORRUPT (the records decoder would keep the last)', () => {
    // one table, one history "", the hand "1" twice: dudo always, then calzo always
    const raw = Buffer.from([1, 0, 0, 0, 0, 2, 0, 1, 1, 0, 1, 1, 1, 0, 2]);
    const good = encodeEndgameTables(tablesOf([{ '': { '1': 'd', '2': 'c' } }]));
    const header = readEndgameHeader(good);
    const body = brotliCompressSync(raw);
    const json = Buffer.from(JSON.stringify({ ...header, bodyBytes: body.length, rawBytes: raw.length, sha256: createHash('sha256').update(body).digest('hex') }));
    const prefix = Buffer.from(good.subarray(0, 16));
    prefix.writeUInt32LE(json.length, 12);
    const file = Buffer.concat([prefix, json, body]);
    expect(decodeEndgameTables(file).tables[0]!.policy).toEqual({ '': { '1': 'c' } });
    let code = '';
    try {
      decodeCompactEndgameTables(file);
    } catch (e) {
      code = e instanceof TableFileError ? e.code : 'other';
    }
    expect(code).toBe('CORRUPT');
  });
});
