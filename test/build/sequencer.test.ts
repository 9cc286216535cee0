// The run's order (issue 29, a fresh-clone CI within 12 minutes): test/sequencer.ts starts the longest files first,
// from test/file-durations.json, keeps sequence.groupOrder's groups in order, and puts files it has not measured first.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import LongestFirstSequencer from '../sequencer';

const ROOT = resolve(import.meta.dirname, '../..');
const table = JSON.parse(readFileSync(resolve(ROOT, 'test/file-durations.json'), 'utf8')) as Record<string, number>;

function spec(path: string, groupOrder = 0): TestSpecification {
  return { moduleId: resolve(ROOT, path), project: { name: 'p', config: { sequence: { groupOrder } } } } as unknown as TestSpecification;
}

describe('the longest-first order of the test files', () => {
  const sequencer = new LongestFirstSequencer({ config: { root: ROOT } } as unknown as Vitest);
  const measured = Object.entries(table).sort((a, b) => b[1] - a[1]);
  const [longest, middle, shortest] = [measured[0]![0], measured[Math.floor(measured.length / 2)]![0], measured.at(-1)![0]];

  it('starts the longest measured file first and the shortest last', async () => {
    const order = await sequencer.sort([spec(shortest), spec(middle), spec(longest)]);
    expect(order.map((s) => s.moduleId)).toEqual([longest, middle, shortest].map((p) => resolve(ROOT, p)));
  });

  it('puts a file it has not measured before the measured ones', async () => {
    const order = await sequencer.sort([spec(longest), spec('test/never-measured.test.ts')]);
    expect(order[0]!.moduleId).toBe(resolve(ROOT, 'test/never-measured.test.ts'));
  });

  it('keeps a later group (the timed e2e files) after every file of an earlier one', async () => {
    const order = await sequencer.sort([spec(longest, 1), spec(shortest, 0)]);
    expect(order.map((s) => s.project.config.sequence.groupOrder)).toEqual([0, 1]);
  });

  it('names only files that exist (a renamed file would lose its place)', () => {
    expect(measured.length).toBeGreaterThan(100);
    expect(Object.keys(table).filter((p) => !existsSync(resolve(ROOT, p)))).toEqual([]);
  });
});
