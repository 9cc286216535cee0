// Orders the test files longest first, from the durations measured in a whole run (test/file-durations.json, written
// by `npm run test:durations` from a run's JSON reports). Vitest's own order needs its cache of past runs, which a fresh
// clone lacks: it then starts the larger files first, so a short file that drives a long browser game (rounds-couch:
// 230 s) started 440 s into the run and ended it. Longest first (files unknown to the table first of all, as Vitest
// does) keeps the three workers busy to the end. The groups (sequence.groupOrder) keep their order.
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const TABLE = resolve(import.meta.dirname, 'file-durations.json');

/** a test file's path from the root → seconds, from the last measured run (empty when the file is missing or unreadable). */
function readDurations(): ReadonlyMap<string, number> {
  try {
    const parsed: unknown = JSON.parse(readFileSync(TABLE, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return new Map();
    return new Map(Object.entries(parsed).filter((e): e is [string, number] => typeof e[1] === 'number'));
  } catch {
    return new Map();
  }
}

export default class LongestFirstSequencer extends BaseSequencer {
  private readonly durations = readDurations();

  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const seconds = (spec: TestSpecification): number =>
      this.durations.get(relative(root, spec.moduleId).split('\\').join('/')) ?? Number.POSITIVE_INFINITY;
    return [...files].sort((a, b) => {
      const group = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
      if (group !== 0) return group;
      const sa = seconds(a);
      const sb = seconds(b);
      return sa === sb ? 0 : sa > sb ? -1 : 1;
    });
  }
}
