// Checkpoints of a CFR+ solver (its regrets, averages and iteration count) on disk, so a long solve
// (npm run solve:2v2) stopped halfway resumes where it was and continues exactly as if never stopped.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CfrSolver } from '../../engine/solver/cfr';

const ARRAYS = ['regret0', 'regret1', 'avg0', 'avg1'] as const;

interface Meta {
  readonly nodes: number;
  readonly sizes: readonly number[];
  readonly iterations: number;
  readonly millis: number;
  /** Suffix of this checkpoint's array files (`regret0-<suffix>.bin`); absent in the first format (`regret0.bin`). */
  readonly suffix?: string;
}

export class CheckpointError extends Error {
  override readonly name = 'CheckpointError';
}

function arraysOf(s: CfrSolver): Record<(typeof ARRAYS)[number], Float32Array | Float64Array> {
  return { regret0: s.regret[0], regret1: s.regret[1], avg0: s.avg[0], avg1: s.avg[1] };
}

const fileOf = (dir: string, name: string, suffix: string | undefined): string => path.join(dir, suffix === undefined ? `${name}.bin` : `${name}-${suffix}.bin`);

/**
 * Writes the solver's state: the arrays under new names first, then meta.json (renamed into place, the one
 * atomic step that switches to the new checkpoint), then the old arrays are removed. A run killed at any
 * moment leaves a whole checkpoint, the new one or the previous one.
 */
export function saveCheckpoint(dir: string, s: CfrSolver, millis: number): void {
  mkdirSync(dir, { recursive: true });
  const suffix = String(s.iterations);
  for (const [name, arr] of Object.entries(arraysOf(s))) writeFileSync(fileOf(dir, name, suffix), new Uint8Array(arr.buffer, arr.byteOffset, arr.byteLength));
  const meta: Meta = { nodes: s.tree.nodeCount, sizes: s.layout.size, iterations: s.iterations, millis, suffix };
  writeFileSync(path.join(dir, 'meta.tmp'), JSON.stringify(meta));
  renameSync(path.join(dir, 'meta.tmp'), path.join(dir, 'meta.json'));
  const keep = new Set(ARRAYS.map((name) => path.basename(fileOf(dir, name, suffix))));
  for (const f of readdirSync(dir)) if (f.endsWith('.bin') && !keep.has(f)) rmSync(path.join(dir, f));
}

/**
 * Restores a checkpoint of the same game into `s`; returns the milliseconds spent before, or null when
 * there is none. A checkpoint of another game or with truncated files gets a CheckpointError, `s` untouched.
 */
export function loadCheckpoint(dir: string, s: CfrSolver): number | null {
  const metaFile = path.join(dir, 'meta.json');
  if (!existsSync(metaFile)) return null;
  const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as Meta;
  if (meta.nodes !== s.tree.nodeCount || meta.sizes[0] !== s.layout.size[0] || meta.sizes[1] !== s.layout.size[1]) {
    throw new CheckpointError(`the checkpoint in ${dir} is of another game (${meta.nodes} nodes, not ${s.tree.nodeCount}): remove it or pass --fresh`);
  }
  const arrays = Object.entries(arraysOf(s));
  const bytes = arrays.map(([name, arr]) => {
    const b = readFileSync(fileOf(dir, name, meta.suffix));
    if (b.byteLength !== arr.byteLength) throw new CheckpointError(`${path.basename(fileOf(dir, name, meta.suffix))} in ${dir} has ${b.byteLength} bytes, expected ${arr.byteLength}`);
    return b;
  });
  arrays.forEach(([, arr], k) => new Uint8Array(arr.buffer, arr.byteOffset, arr.byteLength).set(bytes[k]!));
  s.iterations = meta.iterations;
  return meta.millis;
}
