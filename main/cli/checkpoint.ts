// Checkpoints of a CFR+ solver (its regrets, averages and iteration count) on disk, so a long solve
// (npm run solve:2v2) stopped halfway resumes where it was and continues exactly as if never stopped.
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, rmSync, statSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import type { CfrSolver } from '../../engine/solver/cfr';
import { writeDurably, writeFileAtomic } from '../host/storage';

const ARRAYS = ['regret0', 'regret1', 'avg0', 'avg1'] as const;

const metaSchema = z.object({
  /** The game's name (RoundGameSpec.name, e.g. "2v2-unit") and what identifies its payoffs. */
  game: z.string().optional(),
  payoffs: z.string().optional(),
  float32: z.boolean().optional(),
  nodes: z.number().int().nonnegative(),
  sizes: z.array(z.number().int().nonnegative()).length(2),
  iterations: z.number().int().nonnegative(),
  millis: z.number().nonnegative(),
  /** Suffix of this checkpoint's array files (`regret0-<suffix>.bin`); absent in the first format (`regret0.bin`). */
  suffix: z.string().regex(/^[\w-]{1,64}$/).optional(),
});
type Meta = z.infer<typeof metaSchema>;

export class CheckpointError extends Error {
  override readonly name = 'CheckpointError';
}

function arraysOf(s: CfrSolver): Record<(typeof ARRAYS)[number], Float32Array | Float64Array> {
  return { regret0: s.regret[0], regret1: s.regret[1], avg0: s.avg[0], avg1: s.avg[1] };
}

const fileOf = (dir: string, name: string, suffix: string | undefined): string => path.join(dir, suffix === undefined ? `${name}.bin` : `${name}-${suffix}.bin`);

/** What a checkpoint must match: the game, its payoffs (value iteration changes them) and the number type. */
function identity(s: CfrSolver): Pick<Meta, 'game' | 'payoffs' | 'float32'> {
  return { game: s.spec.name, payoffs: JSON.stringify(s.payoffs), float32: s.regret[0] instanceof Float32Array };
}

/**
 * Writes the solver's state: the arrays under fresh names first (flushed to disk), then meta.json (written,
 * flushed and renamed into place: the one atomic step that switches to the new checkpoint), then the old
 * arrays are removed. A run killed at any moment (or a power cut) leaves a whole checkpoint, new or previous.
 */
export function saveCheckpoint(dir: string, s: CfrSolver, millis: number): void {
  mkdirSync(dir, { recursive: true });
  const suffix = `${s.iterations}-${randomUUID().slice(0, 8)}`;
  for (const [name, arr] of Object.entries(arraysOf(s))) writeDurably(fileOf(dir, name, suffix), new Uint8Array(arr.buffer, arr.byteOffset, arr.byteLength));
  const meta: Meta = { ...identity(s), nodes: s.tree.nodeCount, sizes: [s.layout.size[0], s.layout.size[1]], iterations: s.iterations, millis, suffix };
  writeFileAtomic(path.join(dir, 'meta.json'), JSON.stringify(meta), false);
  const keep = new Set(ARRAYS.map((name) => path.basename(fileOf(dir, name, suffix))));
  for (const f of readdirSync(dir)) if (f.endsWith('.bin') && !keep.has(f)) rmSync(path.join(dir, f));
}

/**
 * Restores a checkpoint of the same game into `s`; returns the milliseconds spent before, or null when
 * there is none. A checkpoint that is unreadable, of another game (or other payoffs, or number type) or
 * with truncated files gets a CheckpointError, and `s` is left untouched.
 */
export function loadCheckpoint(dir: string, s: CfrSolver): number | null {
  const metaFile = path.join(dir, 'meta.json');
  if (!existsSync(metaFile)) return null;
  let meta: Meta;
  try {
    meta = metaSchema.parse(JSON.parse(readFileSync(metaFile, 'utf8')));
  } catch (e) {
    throw new CheckpointError(`${metaFile} is unreadable (${e instanceof Error ? e.message.split('\n')[0] : String(e)}): remove it or pass --fresh`);
  }
  const want = identity(s);
  const same =
    meta.nodes === s.tree.nodeCount &&
    meta.sizes[0] === s.layout.size[0] &&
    meta.sizes[1] === s.layout.size[1] &&
    (meta.game === undefined || meta.game === want.game) &&
    (meta.payoffs === undefined || meta.payoffs === want.payoffs) &&
    (meta.float32 === undefined || meta.float32 === want.float32);
  if (!same) throw new CheckpointError(`the checkpoint in ${dir} is of another game (${meta.game ?? '?'}, ${meta.nodes} nodes; not ${want.game}, ${s.tree.nodeCount}): remove it or pass --fresh`);
  const arrays = Object.entries(arraysOf(s));
  // Every file checked before any is read, so a missing or truncated one leaves `s` untouched; then each is read
  // straight into its array (no second copy in memory: perudo's 2v2 arrays are 8.5 GB).
  const files = arrays.map(([name, arr]) => {
    const file = fileOf(dir, name, meta.suffix);
    if (!existsSync(file)) throw new CheckpointError(`${path.basename(file)} is missing in ${dir}`);
    const size = statSync(file).size;
    if (size !== arr.byteLength) throw new CheckpointError(`${path.basename(file)} in ${dir} has ${size} bytes, expected ${arr.byteLength}`);
    return file;
  });
  arrays.forEach(([, arr], k) => readInto(files[k]!, new Uint8Array(arr.buffer, arr.byteOffset, arr.byteLength)));
  s.iterations = meta.iterations;
  return meta.millis;
}

/** Reads a whole file into `into` (its length checked before), in chunks of at most 1 GiB. */
function readInto(file: string, into: Uint8Array): void {
  const fd = openSync(file, 'r');
  try {
    for (let at = 0; at < into.byteLength; ) {
      const n = readSync(fd, into, at, Math.min(into.byteLength - at, 2 ** 30), at);
      // Shortened since it was checked: the solver is partly loaded and must not run on.
      if (n === 0) throw new CheckpointError(`${path.basename(file)} ended at ${at} of ${into.byteLength} bytes while it was read: start the solve again`);
      at += n;
    }
  } finally {
    closeSync(fd);
  }
}
