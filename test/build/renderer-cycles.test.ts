// Issue 39.5: the renderer's folders (renderer/src/<folder>/) import one another without a cycle (rules↔table,
// scene↔table, i18n↔state and rules↔state were cycles): read every import of the renderer's sources and look for
// a cycle among the folders they join. Files at renderer/src's top (App.tsx, main.tsx) are the root, not a folder.
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cyclesOf, importsOf, sourcesUnder } from './import-graph';

const SRC = resolve(import.meta.dirname, '../../renderer/src');

/** The folder of renderer/src a path lies in (its first segment), or null for the top files and paths outside. */
function folderOf(path: string): string | null {
  const rel = relative(SRC, path).split('\\').join('/');
  if (rel.startsWith('..')) return null;
  const parts = rel.split('/');
  return parts.length > 1 ? parts[0]! : null;
}

/** The folder graph: folder → the other folders its files import. */
function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourcesUnder(SRC)) {
    const from = folderOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const spec of importsOf(readFileSync(file, 'utf8'))) {
      const to = folderOf(resolve(dirname(file), spec));
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

describe("the renderer's folders import one another without a cycle (issue 39.5)", () => {
  it('the cycle finder sees a cycle of two and one of three, and none in a chain', () => {
    const g = (edges: [string, string][]) => {
      const m = new Map<string, Set<string>>();
      for (const [a, b] of edges) m.set(a, (m.get(a) ?? new Set()).add(b)).set(b, m.get(b) ?? new Set());
      return m;
    };
    expect(cyclesOf(g([['rules', 'table'], ['table', 'rules']]))).toEqual([['rules', 'table']]);
    expect(cyclesOf(g([['a', 'b'], ['b', 'c'], ['c', 'a'], ['c', 'd']]))).toEqual([['a', 'b', 'c']]);
    expect(cyclesOf(g([['a', 'b'], ['b', 'c'], ['a', 'c']]))).toEqual([]);
    expect(importsOf("import { x } from '../table/x';\nexport * from './y';\nconst z = import('../scene/z');\nimport './styles.css';")).toEqual(['../table/x', './y', '../scene/z', './styles.css']);
  });

  it('no folder cycle under renderer/src', () => {
    const graph = folderGraph();
    expect(graph.size).toBeGreaterThan(5);
    expect(cyclesOf(graph)).toEqual([]);
  });
});
