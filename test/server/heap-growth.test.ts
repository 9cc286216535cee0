// Issue 38 (bench:server's tail): DUDO_HEAP_GROWING_PERCENT, read by server/main.ts. A value that is
// not a percentage is refused with a typed error, and the server does not start on it.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_HEAP_GROWING_PERCENT, heapGrowingPercent, HeapGrowthError } from '../../server/heap-growth';
import { freePort, startChild } from './child';

describe('the server heap growing percent (issue 38, server/heap-growth.ts)', () => {
  it('is 100 unset or empty, 0 (V8 left to choose) or an integer up to 400 when given', () => {
    expect(DEFAULT_HEAP_GROWING_PERCENT).toBe(100);
    expect(heapGrowingPercent(undefined)).toBe(100);
    expect(heapGrowingPercent(' ')).toBe(100);
    expect(heapGrowingPercent('0')).toBe(0);
    expect(heapGrowingPercent('250')).toBe(250);
    expect(heapGrowingPercent('400')).toBe(400);
  });

  it.each(['-1', '401', '12.5', 'lots', '1e9', 'NaN'])('refuses %j with a typed error', (text) => {
    let thrown: unknown = null;
    try {
      heapGrowingPercent(text);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(HeapGrowthError);
    expect((thrown as HeapGrowthError).code).toBe('BAD_HEAP_GROWING_PERCENT');
    expect((thrown as Error).message).toContain(JSON.stringify(text));
  });

  const dir = mkdtempSync(join(tmpdir(), 'dudo-heap-growth-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a server given a bad value says so and exits 2 before it listens, its data folder left empty', async () => {
    const started = startChild(dir, await freePort(), { DUDO_HEAP_GROWING_PERCENT: 'lots' });
    await expect(started).rejects.toThrow(/exited \(2\).*DUDO_HEAP_GROWING_PERCENT must be an integer/s);
    expect(readdirSync(dir)).toEqual([]);
  }, 60_000);
});
