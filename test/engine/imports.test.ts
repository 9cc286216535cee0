// Design rule (ARCHITECTURE.md, "one module per concept"): the engine's modules form a layered
// graph, with no import cycle (type-only imports count too: a cycle of types is still a cycle of concepts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cyclesOf, importsOf, sourcesUnder } from '../build/import-graph';

const ENGINE = path.resolve(import.meta.dirname, '../../engine');

function resolveImport(from: string, spec: string, files: ReadonlySet<string>): string | null {
  const base = path.resolve(path.dirname(from), spec).replace(/\.js$/, '');
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (files.has(candidate)) return candidate;
  }
  return null;
}

/** The engine's import graph: file → files it imports (relative imports only). */
function engineImportGraph(): Map<string, string[]> {
  const files = sourcesUnder(ENGINE);
  const set = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = new Set<string>();
    for (const spec of importsOf(readFileSync(file, 'utf8'))) {
      const target = resolveImport(file, spec, set);
      if (target) targets.add(target);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** Every cycle's files (relative to engine/): one list per strongly connected component of more than one file, or a file importing itself. */
function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  return cyclesOf(graph).map((files) => files.map((f) => path.relative(ENGINE, f)).sort());
}

describe('engine import graph', () => {
  it('finds a cycle when there is one (the checker itself can fail)', () => {
    const g = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(importCycles(g)).toHaveLength(1);
    expect(importCycles(new Map([['a', ['b']], ['b', []]]))).toEqual([]);
  });

  it('has no import cycle in engine/ (type-only imports included)', () => {
    const graph = engineImportGraph();
    expect(graph.size).toBeGreaterThan(20);
    expect(importCycles(graph)).toEqual([]);
  });
});
