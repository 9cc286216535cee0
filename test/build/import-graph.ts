// The import-graph tools of the no-cycle checks (issue 39's last duplicates: one finder serves the engine's files,
// test/engine/imports.test.ts, and the renderer's folders, test/build/renderer-cycles.test.ts).
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every .ts and .tsx source under `dir` (declaration files, .d.ts, left out: they import nothing that runs). */
export function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The relative specifiers a source imports or re-exports (static, dynamic and bare; type-only imports too). */
export function importsOf(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.[^'"]+)['"]/gm)) found.push(m[1]!);
  return found;
}

/**
 * The cycles of a graph, one per strongly connected component of two or more nodes or of one node that imports
 * itself, each as its nodes sorted (Tarjan's strongly connected components).
 */
export function cyclesOf(graph: ReadonlyMap<string, Iterable<string>>): string[][] {
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
    const selfLoop = [...(graph.get(v) ?? [])].includes(v);
    if (component.length > 1 || selfLoop) cycles.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return cycles;
}
