// Design rule (ARCHITECTURE.md, "one module per concept"): the engine's modules form a layered
// graph, with no import cycle (type-only imports count too: a cycle of types is still a cycle of concepts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ENGINE = path.resolve(import.meta.dirname, '../../engine');
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?\sfrom\s+['"](\.[^'"]+)['"]/g;
const DYNAMIC = /import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourcesUnder(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

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
    const text = readFileSync(file, 'utf8');
    const targets = new Set<string>();
    for (const re of [IMPORT, DYNAMIC]) {
      for (const m of text.matchAll(re)) {
        const target = resolveImport(file, m[1]!, set);
        if (target) targets.add(target);
      }
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** Every cycle's files, one list per strongly connected component of more than one file (Tarjan). */
function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string): void => {
    indices.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indices.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, indices.get(w)!));
      }
    }
    if (low.get(v) === indices.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      const selfLoop = (graph.get(v) ?? []).includes(v);
      if (component.length > 1 || selfLoop) cycles.push(component.map((f) => path.relative(ENGINE, f)).sort());
    }
  };
  for (const v of graph.keys()) if (!indices.has(v)) visit(v);
  return cycles;
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
