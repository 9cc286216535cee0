// 10,000 fuzzed IPC payloads and records: typed errors, no crash, no state change.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyOrThrow, createGame, createRng, exportRecord, legalActions, newRecord, appendAction, randomChanceAction, pick, type GameRecord } from '../../engine/index';
import { CHANNELS, type HostErrorCode } from '../../main/contract/index';
import type { GameHost, HostClient } from '../../main/host/index';
import { ONE_HUMAN, TWO_HUMANS, makeHost, tempDir } from './helpers';

const ERROR_CODES: readonly HostErrorCode[] = [
  'BAD_PAYLOAD', 'UNKNOWN_CHANNEL', 'FORBIDDEN', 'NO_GAME', 'NOT_YOUR_SEAT', 'RULE', 'BAD_RECORD', 'BAD_DICE',
  'NOTHING_TO_RESUME', 'NO_RECORD', 'MATCH_STATE', 'STORAGE', 'DISCONNECTED', 'INTERNAL',
];
/** Channels whose success legitimately changes the host (the snapshot is taken again after them). */
const MUTATING = new Set(['game:new', 'game:act', 'game:show', 'game:resume', 'game:abandon', 'game:next', 'dice:result', 'record:import', 'settings:set']);

/** A finished game's record, played with seeded random legal actions. */
function sampleRecord(seed: number): GameRecord {
  const rng = createRng(seed);
  let state = createGame({ rules: 'chile', players: 3 });
  let record = newRecord('chile', [{ name: 'A' }, { name: 'B' }, { name: 'C' }]);
  for (let i = 0; i < 2000 && state.phase !== 'game-over'; i++) {
    const action = randomChanceAction(state, rng) ?? pick(rng, legalActions(state, state.toAct!));
    state = applyOrThrow(state, action);
    record = appendAction(record, action);
  }
  return record;
}

/** Changes one place of a JSON document, chosen by `n`. */
function mutate(doc: unknown, n: number, value: unknown, how: number): unknown {
  const paths: (string | number)[][] = [];
  const walk = (v: unknown, path: (string | number)[]): void => {
    paths.push(path);
    if (paths.length > 400) return;
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...path, i]));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, [...path, k]);
  };
  walk(doc, []);
  const copy = structuredClone(doc) as Record<string | number, unknown>;
  const path = paths[n % paths.length]!;
  if (path.length === 0) return value;
  let parent: Record<string | number, unknown> = copy;
  for (const p of path.slice(0, -1)) parent = parent[p] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (how % 3 === 0) delete parent[last];
  else parent[last] = value;
  return copy;
}

function snapshot(host: GameHost, dir: string): string {
  const read = (f: string): string => {
    try {
      return readFileSync(join(dir, f), 'utf8');
    } catch {
      return '(none)';
    }
  };
  return JSON.stringify([host.currentRecord, host.currentState, read('autosave.json'), read('settings.json')]);
}

describe('fuzzed intents (IPC contract: zod schemas, typed errors)', () => {
  let host: GameHost;
  let client: HostClient;
  let dir: string;
  let cleanup: () => void;
  let validRecord: GameRecord;
  const counts = { payloads: 0, records: 0, errors: 0, oks: 0, recordsAccepted: 0, recordsRefused: 0 };

  beforeAll(async () => {
    ({ dir, cleanup } = tempDir());
    ({ host } = makeHost(dir));
    client = host.connect(() => undefined);
    await client.handle('game:new', TWO_HUMANS);
    await host.whenSettled();
    validRecord = sampleRecord(7);
  });
  afterAll(async () => {
    await host.close();
    cleanup();
    console.log(`fuzz: ${counts.payloads} payloads (${counts.errors} typed errors, ${counts.oks} accepted) + ${counts.records} records (${counts.recordsRefused} BAD_RECORD, ${counts.recordsAccepted} accepted)`);
  });

  async function check(channel: unknown, payload: unknown): Promise<void> {
    await host.flush();
    const before = snapshot(host, dir);
    const r = await client.handle(channel, payload);
    expect(typeof r.ok).toBe('boolean');
    if (r.ok) {
      counts.oks++;
      await host.flush();
      expect(MUTATING.has(String(channel)) || snapshot(host, dir) === before).toBe(true);
      return;
    }
    counts.errors++;
    expect(ERROR_CODES).toContain(r.error.code);
    expect(typeof r.error.message).toBe('string');
    expect(r.error.code).not.toBe('INTERNAL');
    await host.flush();
    expect(snapshot(host, dir)).toBe(before); // a refused intent changes nothing
  }

  it('6,000 random and near-valid payloads on every channel', async () => {
    const channel = fc.oneof(fc.constantFrom(...CHANNELS), fc.string({ maxLength: 20 }), fc.anything());
    const nearValid = fc.oneof(
      fc.record({ action: fc.oneof(fc.anything(), fc.record({ type: fc.constantFrom('bid', 'dudo', 'calzo', 'roll', 'startRoll', 'x'), seat: fc.integer({ min: -2, max: 8 }), count: fc.integer(), face: fc.integer() })) }),
      fc.record({ seat: fc.oneof(fc.integer({ min: -3, max: 9 }), fc.constant(null), fc.string()) }),
      fc.record({ roundId: fc.string({ maxLength: 8 }), cups: fc.array(fc.record({ seat: fc.integer({ min: -1, max: 6 }), axes: fc.array(fc.integer({ min: -1, max: 8 }), { maxLength: 6 }), fallen: fc.integer({ min: -1, max: 3 }) }), { maxLength: 4 }) }),
      fc.record({ step: fc.integer({ min: -5, max: 500 }), seat: fc.oneof(fc.integer({ min: -1, max: 7 }), fc.constant(null)) }),
      fc.record({ patch: fc.dictionary(fc.constantFrom('language', 'dice3d', 'botSpeed', 'soundVolume', 'x'), fc.anything()) }),
      fc.nat().chain((n) => fc.anything().map((v) => mutate(ONE_HUMAN, n, v, n))),
    );
    await fc.assert(
      fc.asyncProperty(channel, fc.oneof(fc.anything(), nearValid), async (c, p) => {
        counts.payloads++;
        // Keep the game under test (starting or abandoning games is covered elsewhere): those payloads go to game:act.
        const skip = c === 'game:new' || c === 'game:abandon' || c === 'settings:set';
        await check(skip ? 'game:act' : c, p);
      }),
      { numRuns: 6000, seed: 20261122 },
    );
  });

  it('4,000 random, truncated and mutated records are refused with BAD_RECORD (field named) or replay', async () => {
    const text = exportRecord(validRecord);
    const doc = JSON.parse(text) as unknown;
    const recordText = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.json(),
      fc.nat({ max: text.length }).map((n) => text.slice(0, n)),
      fc.tuple(fc.nat(), fc.jsonValue(), fc.nat()).map(([n, v, how]) => JSON.stringify(mutate(doc, n, v, how))),
    );
    await fc.assert(
      fc.asyncProperty(recordText, async (t) => {
        counts.records++;
        await host.flush();
        const before = snapshot(host, dir);
        const r = await client.handle('record:import', { text: t });
        if (r.ok) counts.recordsAccepted++;
        if (!r.ok) {
          counts.recordsRefused++;
          expect(r.error.code).toBe('BAD_RECORD');
          expect(r.error.field).toBeTruthy();
        }
        await host.flush();
        expect(snapshot(host, dir)).toBe(before); // importing never touches the game being played
      }),
      { numRuns: 4000, seed: 5 },
    );
    expect(counts.payloads + counts.records).toBeGreaterThanOrEqual(10_000);
  });
});
