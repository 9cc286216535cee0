// Issue 38, "acknowledged means durable": the group commit both durable stores share
// (server/group-commit.ts), with its write step held by the test. Over random arrival orders, write
// outcomes (written, failed, some tables refused) and turns of the event loop: no save is
// acknowledged before the write holding it resolved; every save is acknowledged exactly when its
// write took it, else rejected; at most ACK_SLICE acknowledgements a turn; a table's later save is
// never acknowledged before its earlier one; one batch in flight; coalescing hands a table's latest.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACK_SLICE, GroupCommit, type QueuedSave } from '../../server/group-commit';

const KEYS = ['ABCDEF', 'GHJKMN', 'PQRSTU', 'VWXYZA'] as const;

type Op = { readonly kind: 'add'; readonly keys: readonly string[] } | { readonly kind: 'finish'; readonly fail: boolean; readonly refuse: readonly string[] } | { readonly kind: 'turn' };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.array(fc.constantFrom(...KEYS), { minLength: 1, maxLength: 40 }).map((keys): Op => ({ kind: 'add', keys })) },
  { weight: 3, arbitrary: fc.record({ fail: fc.boolean(), refuse: fc.subarray([...KEYS]) }).map((f): Op => ({ kind: 'finish', fail: f.fail, refuse: f.fail ? [] : f.refuse })) },
  { weight: 1, arbitrary: fc.constant<Op>({ kind: 'turn' }) },
);

const nextTurn = (): Promise<void> => new Promise((r) => setImmediate(r));

interface Write {
  readonly saves: readonly QueuedSave<number>[];
  /** How many saves had been added when it began. */
  readonly addedBefore: number;
  ended: 'ok' | 'fail' | null;
  readonly refused: ReadonlySet<string>;
  finish(fail: boolean, refuse: readonly string[]): void;
}

interface Save {
  readonly id: number;
  readonly key: string;
  outcome: 'ack' | 'reject' | null;
  settledTimes: number;
  /** The write that held it, as it stood when the save was settled. */
  heldEnded: 'ok' | 'fail' | null;
  turn: number;
  /** Its place among all the settlements. */
  seq: number;
}

/** Runs one scenario; returns what was seen. */
async function run(ops: readonly Op[], coalesce: boolean): Promise<{ saves: Save[]; writes: Write[]; inFlightMax: number }> {
  const writes: Write[] = [];
  const saves: Save[] = [];
  let inFlight = 0;
  let inFlightMax = 0;
  // a turn of the event loop: one the queue asked for (later), or one the test waited for
  let turn = 0;
  let seq = 0;
  const wait = async (): Promise<void> => {
    await nextTurn();
    turn++;
  };
  const q = new GroupCommit<number>({
    coalesce,
    later: (fn) =>
      setImmediate(() => {
        turn++;
        fn();
      }),
    write: (batch) =>
      new Promise((resolve, reject) => {
        inFlight++;
        inFlightMax = Math.max(inFlightMax, inFlight);
        const refused = new Set<string>();
        const w: Write = {
          saves: batch,
          addedBefore: saves.length,
          ended: null,
          refused,
          finish: (fail, refuse) => {
            inFlight--;
            w.ended = fail ? 'fail' : 'ok';
            if (fail) reject(new Error('disk full'));
            else {
              for (const k of refuse) refused.add(k);
              resolve(new Map(refuse.map((k) => [k, new Error(`refused ${k}`)])));
            }
          },
        };
        writes.push(w);
      }),
  });
  const heldBy = (s: Save): Write | undefined => writes.find((w) => w.addedBefore > s.id);
  const add = (key: string): void => {
    const s: Save = { id: saves.length, key, outcome: null, settledTimes: 0, heldEnded: null, turn: -1, seq: -1 };
    saves.push(s);
    const settled = (outcome: 'ack' | 'reject'): void => {
      s.outcome = outcome;
      s.settledTimes++;
      s.heldEnded = heldBy(s)?.ended ?? null;
      s.turn = turn;
      s.seq = seq++;
    };
    void q.add(key, s.id).then(
      () => settled('ack'),
      () => settled('reject'),
    );
  };
  const pending = (): Write | undefined => writes.find((w) => w.ended === null);
  // a write ends in a turn of its own, as an I/O callback does
  const finish = (fail: boolean, refuse: readonly string[]): Promise<void> =>
    new Promise((r) =>
      setImmediate(() => {
        turn++;
        pending()?.finish(fail, refuse);
        r();
      }),
    );
  for (const op of ops) {
    if (op.kind === 'add') for (const k of op.keys) add(k);
    else if (op.kind === 'finish') await finish(op.fail, op.refuse);
    else await wait();
    await Promise.resolve();
  }
  for (let i = 0; i < 10_000 && saves.some((s) => s.outcome === null); i++) await finish(false, []);
  await q.idle();
  return { saves, writes, inFlightMax };
}

function check(r: Awaited<ReturnType<typeof run>>, coalesce: boolean): void {
  const { saves, writes } = r;
  expect(r.inFlightMax).toBeLessThanOrEqual(1);
  for (const s of saves) {
    const w = writes.find((x) => x.addedBefore > s.id)!;
    // the batch that held it: the first write begun after it came
    expect(w).toBeDefined();
    const written = w.saves.filter((x) => x.key === s.key);
    if (coalesce) expect(written.length).toBe(1);
    expect(Math.max(...written.map((x) => x.value))).toBeGreaterThanOrEqual(s.id);
    if (!coalesce) expect(written.map((x) => x.value)).toContain(s.id);
    // settled exactly once, after its write ended; acknowledged exactly when the write took it
    expect(s.settledTimes).toBe(1);
    expect(s.heldEnded).not.toBeNull();
    expect(s.outcome).toBe(w.ended === 'ok' && !w.refused.has(s.key) ? 'ack' : 'reject');
  }
  const perTurn = new Map<number, number>();
  for (const s of saves) if (s.outcome === 'ack') perTurn.set(s.turn, (perTurn.get(s.turn) ?? 0) + 1);
  expect(Math.max(0, ...perTurn.values())).toBeLessThanOrEqual(ACK_SLICE);
  // per table, acknowledgements in the order the saves came
  for (const k of KEYS) {
    const acked = saves.filter((s) => s.key === k && s.outcome === 'ack');
    for (let i = 1; i < acked.length; i++) expect(acked[i]!.seq).toBeGreaterThan(acked[i - 1]!.seq);
  }
}

describe('the group commit (issue 38, server/group-commit.ts)', () => {
  for (const coalesce of [false, true]) {
    it(`over random arrivals and write outcomes (coalesce ${String(coalesce)}): acknowledged only once written, exactly once, at most ${ACK_SLICE} a turn, in each table's order`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 30 }), async (ops) => check(await run(ops, coalesce), coalesce)),
        { numRuns: 150 },
      );
    });
  }

  it('a table’s saves are acknowledged in the order they came (the settle order itself)', async () => {
    const order: number[] = [];
    const q = new GroupCommit<number>({ coalesce: true, write: () => Promise.resolve() });
    await Promise.all(Array.from({ length: 100 }, (_, i) => q.add(KEYS[i % 2]!, i).then(() => order.push(i))));
    expect(order).toEqual(Array.from({ length: 100 }, (_, i) => i));
  });

  it('a failed write rejects its whole batch with its error and acknowledges none; the next batch is written', async () => {
    let calls = 0;
    // the first save is a batch of its own (written); the two that come while it is in flight are the next one (failed)
    const q = new GroupCommit<number>({ coalesce: false, write: () => (++calls === 2 ? Promise.reject(new Error('EIO')) : nextTurn()) });
    const all = [q.add('ABCDEF', 0), q.add('ABCDEF', 1), q.add('GHJKMN', 2)].map((p) => p.then(() => 'ack', (e: Error) => e.message));
    expect(await Promise.all(all)).toEqual(['ack', 'EIO', 'EIO']);
    await expect(q.add('ABCDEF', 3)).resolves.toBeUndefined();
    expect({ calls, batches: q.batches, saves: q.saves }).toEqual({ calls: 3, batches: 2, saves: 2 });
  });

  it('work queued between batches runs with no batch in flight, and its failure rejects only its own promise', async () => {
    let inFlight = false;
    const q = new GroupCommit<number>({
      coalesce: false,
      write: async () => {
        inFlight = true;
        await nextTurn();
        inFlight = false;
      },
    });
    const saved = q.add('ABCDEF', 1);
    const seen: boolean[] = [];
    const job = q.between(() => {
      seen.push(inFlight);
      return Promise.reject(new Error('rotation failed'));
    });
    const thrown = q.between(() => {
      throw new Error('thrown at once');
    });
    const after = q.add('ABCDEF', 2);
    await expect(job).rejects.toThrow('rotation failed');
    await expect(thrown).rejects.toThrow('thrown at once');
    await Promise.all([saved, after]);
    expect(seen).toEqual([false]);
  });
});
