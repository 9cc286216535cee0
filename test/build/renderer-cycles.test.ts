// Issue 39.5: the renderer's folders (renderer/src/<folder>/) import one another without a cycle (rules↔table,
// scene↔table, i18n↔state and rules↔state were cycles): read every import of the renderer's sources and look for
// a cycle among the folders they join. Files at renderer/src's top (App.tsx, main.tsx) are the root, not a folder.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '../../renderer/src');

/** Every .ts and .tsx file under `dir`. */
function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The folder of renderer/src a path lies in (its first segment), or null for the top files and paths outside. */
function folderOf(path: string): string | null {
  const rel = relative(SRC, path).split('\\').join('/');
  if (rel.startsWith('..')) return null;
  const parts = rel.split('/');
  return parts.length > 1 ? parts[0]! : null;
}

/** The relative specifiers a source imports or re-exports (static and dynamic). */
function importsOf(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.[^'"]+)['"]/gm)) found.push(m[1]!);
  return found;
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

/** The cycles of a graph, each as the folders on it (one per strongly connected component of two or more). */
function cyclesOf(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  // Tarjan's strongly connected components
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return cycles;
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
