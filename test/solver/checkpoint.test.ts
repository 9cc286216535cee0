// Checkpoints of the CFR+ solver (main/cli/checkpoint.ts, used by npm run solve:2v2): a run stopped and
// resumed from its checkpoint continues exactly as one never stopped; a wrong checkpoint is refused.
import { mkdtempSync, readdirSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CfrSolver } from '../../engine/solver/cfr';
import { PUBLISHED_GAMES, publishedGame } from '../../engine/solver/published';
import { CheckpointError, loadCheckpoint, saveCheckpoint } from '../../main/cli/checkpoint';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const tempDir = (): string => {
  const d = mkdtempSync(path.join(os.tmpdir(), 'dudo-checkpoint-'));
  dirs.push(d);
  return d;
};
const game = (k: number) => publishedGame(PUBLISHED_GAMES[k]!.params);

describe('solver checkpoints (npm run solve:2v2)', () => {
  it('a run resumed from its checkpoint ends with the same regrets, averages and NashConv as an uninterrupted run', () => {
    const dir = tempDir();
    const straight = new CfrSolver(game(0), { float32: true });
    straight.run(30);
    const first = new CfrSolver(game(0), { float32: true });
    first.run(10);
    saveCheckpoint(dir, first, 123);
    first.run(1); // changes after the save are not in the checkpoint
    saveCheckpoint(dir, first, 456); // a newer checkpoint replaces the older one's files
    expect(readdirSync(dir).filter((f) => f.endsWith('.bin'))).toHaveLength(4);
    const resumed = new CfrSolver(game(0), { float32: true });
    expect(loadCheckpoint(dir, resumed)).toBe(456);
    expect(resumed.iterations).toBe(11);
    resumed.run(19);
    expect(resumed.regret[0]).toEqual(straight.regret[0]);
    expect(resumed.avg[1]).toEqual(straight.avg[1]);
    expect(resumed.nashConv(resumed.averagePolicy())).toBe(straight.nashConv(straight.averagePolicy()));
  });

  it('no checkpoint: null, the solver untouched', () => {
    const s = new CfrSolver(game(0));
    expect(loadCheckpoint(tempDir(), s)).toBeNull();
    expect(s.iterations).toBe(0);
  });

  it('a checkpoint of another game or with a truncated file is refused with CheckpointError, the solver untouched', () => {
    const dir = tempDir();
    const other = new CfrSolver(game(3), { float32: true });
    other.run(3);
    saveCheckpoint(dir, other, 1);
    const s = new CfrSolver(game(0), { float32: true });
    expect(() => loadCheckpoint(dir, s)).toThrow(CheckpointError);
    const same = new CfrSolver(game(3), { float32: true });
    const bin = readdirSync(dir).find((f) => f.startsWith('avg1'))!;
    truncateSync(path.join(dir, bin), 8);
    expect(() => loadCheckpoint(dir, same)).toThrow(/bytes, expected/);
    expect(same.iterations).toBe(0);
    expect(same.regret[0].every((x) => x === 0)).toBe(true);
  });

  it('an unreadable meta.json, a game with other payoffs or another number type is refused with CheckpointError', () => {
    const dir = tempDir();
    const a = new CfrSolver(game(0), { float32: true });
    a.run(2);
    saveCheckpoint(dir, a, 1);
    const otherPayoffs = new CfrSolver({ ...game(0), payoffs: { loss: [-2, 2], gain: [2, -2] } }, { float32: true });
    expect(() => loadCheckpoint(dir, otherPayoffs)).toThrow(/another game/);
    expect(() => loadCheckpoint(dir, new CfrSolver(game(0)))).toThrow(/another game/); // Float64 arrays
    for (const text of ['{', '{"nodes":-1}', JSON.stringify({ nodes: 1, sizes: [1, 1], iterations: 1, millis: 0, suffix: '../../x' })]) {
      writeFileSync(path.join(dir, 'meta.json'), text);
      const s = new CfrSolver(game(0), { float32: true });
      expect(() => loadCheckpoint(dir, s)).toThrow(CheckpointError);
      expect(s.iterations).toBe(0);
    }
  });
});
