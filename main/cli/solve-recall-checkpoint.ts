// Checkpoints of the imperfect-recall solver (engine/solver/recall.ts): its regrets, averages and iterations in
// one file written aside and renamed into place, so a stopped `solve-recall` resumes exactly where it was.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RecallSolver } from '../../engine/solver/recall';
import { CheckpointError } from './checkpoint';

const MAGIC = 'DUDORCP1';

function identity(s: RecallSolver): string {
  return JSON.stringify({ game: s.game.spec.name, recall: s.game.recall, nodes: s.game.nodeCount, sizes: s.game.size, payoffs: s.game.spec.payoffs });
}

export function saveRecallCheckpoint(dir: string, s: RecallSolver, millis: number): void {
  mkdirSync(dir, { recursive: true });
  const head = Buffer.from(JSON.stringify({ id: identity(s), iterations: s.iterations, millis }));
  const parts = [Buffer.from(MAGIC), Buffer.alloc(4), head, ...[s.regret[0], s.regret[1], s.avg[0], s.avg[1]].map((a) => Buffer.from(Float64Array.from(a).buffer))];
  parts[1]!.writeUInt32LE(head.length);
  const file = path.join(dir, 'state.bin');
  writeFileSync(`${file}.tmp`, Buffer.concat(parts));
  renameSync(`${file}.tmp`, file);
}

/** Restores a checkpoint of the same game into `s` (milliseconds spent before), null when there is none; another game's or a truncated one is a CheckpointError and `s` is untouched. */
export function loadRecallCheckpoint(dir: string, s: RecallSolver): number | null {
  const file = path.join(dir, 'state.bin');
  if (!existsSync(file)) return null;
  const buf = readFileSync(file);
  if (buf.subarray(0, 8).toString() !== MAGIC) throw new CheckpointError(`${file} is not a recall checkpoint`);
  const len = buf.length >= 12 ? buf.readUInt32LE(8) : Infinity;
  let head: { id: string; iterations: number; millis: number };
  try {
    head = JSON.parse(buf.subarray(12, 12 + len).toString()) as typeof head;
  } catch {
    throw new CheckpointError(`${file} is truncated or damaged (its header does not read)`);
  }
  if (head.id !== identity(s)) throw new CheckpointError(`${file} holds another game (${head.id})`);
  const sizes = [s.game.size[0], s.game.size[1], s.game.size[0], s.game.size[1]];
  if (buf.length !== 12 + len + 8 * sizes.reduce((a, b) => a + b, 0)) throw new CheckpointError(`${file} is truncated`);
  let off = 12 + len;
  const arrays = [s.regret[0], s.regret[1], s.avg[0], s.avg[1]];
  arrays.forEach((arr, i) => {
    const bytes = buf.subarray(off, off + 8 * sizes[i]!);
    arr.set(new Float64Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length)));
    off += 8 * sizes[i]!;
  });
  s.iterations = head.iterations;
  return head.millis;
}
