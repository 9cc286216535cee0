// The imperfect-recall solver (issue 41 item 1): with full recall it is CFR+ on the whole game (the published values,
// the public tree's size, the solver's own best response); with short recall its policy is measured against the exact
// best response of a perfect-recall opponent; its tables round-trip through the table file, and its checkpoints resume.
import { mkdtempSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveRules } from '../../engine/index';
import { CfrSolver } from '../../engine/solver/cfr';
import { dudoRoundGame } from '../../engine/solver/dudo';
import { buildPublicTree } from '../../engine/solver/game';
import { PUBLISHED_GAMES, publishedGame, UNIFORM_NASHCONV_HIGH_WILD } from '../../engine/solver/published';
import { buildRecallGame, recallActionCount, RecallSolver } from '../../engine/solver/recall';
import { recallAbstractTable, recallBestResponse, recallBounds, recallTablePolicy, storedRecallPolicy } from '../../engine/solver/recall-measure';
import { botConfig, decide } from '../../engine/bots/index';
import { applyOrThrow, createGame, createRng, viewFor, type Face } from '../../engine/index';
import { repoEndgame } from '../setup/endgame-tables';
import { endgameDistribution, loadEndgameTables, solvedRulesOf } from '../../engine/solver/tables';
import { decodeEndgameTables, encodeEndgameTables, TableFileError } from '../../main/host/endgame-format';
import { CheckpointError } from '../../main/cli/checkpoint';
import { loadRecallCheckpoint, saveRecallCheckpoint } from '../../main/cli/solve-recall-checkpoint';

const chile = resolveRules('chile');
const chileRound = (state: [number, number]) => dudoRoundGame({ options: chile, startingTotal: 10 }, state, { loss: [-1, 1], gain: [1, -1] }, `chile ${state.join('v')}`);

function uniform(g: ReturnType<typeof buildRecallGame>): [Float64Array, Float64Array] {
  const out: [Float64Array, Float64Array] = [new Float64Array(g.size[0]), new Float64Array(g.size[1])];
  for (let n = 0; n < g.nodeCount; n++) {
    const nA = recallActionCount(g, n);
    const p = g.mover[n]!;
    out[p].fill(1 / nA, g.base[n]!, g.base[n]! + nA * g.deal.hands[p]!.hands.length);
  }
  return out;
}

describe('recall solver with full recall is CFR+ on the whole game', () => {
  it('unrolls to the public tree: as many histories as buildPublicTree (chile 1v2)', () => {
    const spec = chileRound([1, 2]);
    const g = buildRecallGame(spec, 99);
    expect(g.nodeCount).toBe(buildPublicTree(spec).nodeCount);
    const br = recallBestResponse(g, uniform(g), 0);
    expect(br.histories).toBe(buildPublicTree(spec).nodeCount); // the uniform policy reaches every history
  });

  it('the uniform policy’s NashConv in the high-wild 1v1 is the published 1.5615 and the solver’s own', () => {
    const spec = publishedGame(PUBLISHED_GAMES[0]!.params);
    const g = buildRecallGame(spec, 99);
    const m = recallBounds(g, uniform(g));
    expect(m.nashConv).toBeCloseTo(UNIFORM_NASHCONV_HIGH_WILD, 4);
    const cfr = new CfrSolver(spec);
    expect(m.nashConv).toBeCloseTo(cfr.nashConv(cfr.uniformPolicy()), 10);
  });

  it.each([PUBLISHED_GAMES[1]!])('reproduces the published value of $params.name inside its best-response bounds', ({ params, value }) => {
    const g = buildRecallGame(publishedGame(params), 99);
    const s = new RecallSolver(g);
    s.run(400);
    const avg = s.averagePolicy();
    const m = recallBounds(g, avg);
    expect(m.nashConv).toBeLessThan(2e-3);
    expect(value).toBeGreaterThanOrEqual(m.lower - 1e-9);
    expect(value).toBeLessThanOrEqual(m.upper + 1e-9);
    expect(s.value(avg)).toBeCloseTo(value, 2);
  });
});

describe('recall abstraction measured against the exact best response', () => {
  // Documented bound (docs/solver.md): recall 3 after 300 iterations, exploitability (NashConv / 2) of the policy as stored.
  it.each([
    [[1, 1], 0.02],
    [[1, 2], 0.05],
    [[2, 1], 0.05],
  ] as const)('chile %j with recall 3: exploitability below %f', (state, bound) => {
    const g = buildRecallGame(chileRound([state[0], state[1]]), 3);
    const s = new RecallSolver(g);
    s.run(300);
    const m = recallBounds(g, storedRecallPolicy(g, s.averagePolicy()));
    expect(m.nashConv / 2).toBeLessThan(bound);
    expect(m.lower).toBeLessThanOrEqual(m.upper);
  });

  it('short recall merges histories: fewer nodes than the tree, and the best response still walks full histories', () => {
    const spec = chileRound([1, 2]);
    const g = buildRecallGame(spec, 2);
    expect(g.nodeCount).toBeLessThan(buildPublicTree(spec).nodeCount / 10);
    expect(recallBestResponse(g, uniform(g), 1).histories).toBe(buildPublicTree(spec).nodeCount);
  });

  it('refuses a recall that is not a whole number ≥ 1', () => {
    expect(() => buildRecallGame(chileRound([1, 1]), 0)).toThrow(RangeError);
  });
});

describe('recall tables and checkpoints', () => {
  const g = buildRecallGame(chileRound([1, 2]), 3);
  const s = new RecallSolver(g);
  s.run(60);

  it('a recall table round-trips through the table file and Maestro’s lookup reads the stored policy', () => {
    const avg = s.averagePolicy();
    const { policy, infosets } = recallTablePolicy(g, avg);
    expect(infosets).toBeGreaterThan(0);
    const tables = { version: 1 as const, preset: 'chile', objective: 'round' as const, round: 'normal' as const, rules: solvedRulesOf(chile, 10), tables: [{ id: '1v2', starterDice: 1, responderDice: 2, value: 0, nashConv: 0, iterations: 60, policy }] };
    const decoded = decodeEndgameTables(encodeEndgameTables(tables));
    expect(decoded.tables[0]!.policy).toEqual(policy);
    const loaded = loadEndgameTables(decoded);
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    const stored = storedRecallPolicy(g, avg);
    // the starter's opening with a 3: the lookup's distribution is the stored policy's row
    const h = g.deal.hands[0].hands.findIndex((x) => x[0] === 3);
    const r = endgameDistribution(loaded.value, { myDice: [3], opponentDice: 2, bids: [], starter: 'me' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const nA = recallActionCount(g, 0);
    for (const { move, probability } of r.value) {
      const a = [...Array(nA).keys()].find((i) => move.type === 'bid' && g.spec.bids[g.childBid[i]!]!.count === move.count && g.spec.bids[g.childBid[i]!]!.face === move.face)!;
      expect(probability).toBeCloseTo(stored[0][g.base[0]! + h * nA + a]!, 9);
    }
  });

  it('a damaged recall table file is refused whole with a TableFileError', () => {
    const { policy } = recallTablePolicy(g, s.averagePolicy());
    const buf = encodeEndgameTables({ version: 1, preset: 'chile', objective: 'round', round: 'normal', rules: solvedRulesOf(chile, 10), tables: [{ id: '1v2', starterDice: 1, responderDice: 2, value: 0, nashConv: 0, iterations: 60, policy }] });
    buf[buf.length - 5] ^= 0xff;
    expect(() => decodeEndgameTables(buf)).toThrow(TableFileError);
  });

  it('a checkpointed solve resumes bit-identical; another game’s or a truncated checkpoint is a CheckpointError and changes nothing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'recall-cp-'));
    try {
      const a = new RecallSolver(g);
      a.run(5);
      saveRecallCheckpoint(dir, a, 12);
      a.run(5);
      const b = new RecallSolver(g);
      expect(loadRecallCheckpoint(dir, b)).toBe(12);
      b.run(5);
      expect(Array.from(b.regret[1])).toEqual(Array.from(a.regret[1]));
      expect(Array.from(b.avg[0])).toEqual(Array.from(a.avg[0]));
      const other = new RecallSolver(buildRecallGame(chileRound([1, 2]), 2));
      expect(() => loadRecallCheckpoint(dir, other)).toThrow(CheckpointError);
      expect(other.iterations).toBe(0);
      const file = join(dir, 'state.bin');
      writeFileSync(file, readFileSync(file).subarray(0, 100));
      const c = new RecallSolver(g);
      expect(() => loadRecallCheckpoint(dir, c)).toThrow(CheckpointError);
      expect(c.iterations).toBe(0);
      expect(c.regret[0].every((x) => x === 0)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a recall table (keyed by the last bids) round-trips, is read by the last bids, and needs players holding different dice', () => {
    const avg = s.averagePolicy();
    const { policy } = recallAbstractTable(g, avg, 1e-3);
    const table = { id: '1v2', starterDice: 1, responderDice: 2, value: 0, nashConv: 0, iterations: 60, recall: 3, policy };
    const file = { version: 1 as const, preset: 'chile', objective: 'round' as const, round: 'normal' as const, rules: solvedRulesOf(chile, 10), tables: [table] };
    const loaded = loadEndgameTables(decodeEndgameTables(encodeEndgameTables(file)));
    expect(loaded.ok && loaded.value.tables[0]!.recall).toBe(3);
    if (!loaded.ok) return;
    // after four bids the lookup reads the last three: the row of the abstract node those three lead to
    const stored = storedRecallPolicy(g, avg);
    let n = 0;
    const bids: { count: number; face: Face }[] = [];
    for (let k = 0; k < 4; k++) {
      const e = g.childStart[n]!; // the lowest raise each time
      bids.push(g.spec.bids[g.childBid[e]!]! as { count: number; face: Face });
      n = g.childNode[e]!;
    }
    expect(g.mover[n]).toBe(0);
    const h = g.deal.hands[0].hands.findIndex((x) => x[0] === 2);
    const r = endgameDistribution(loaded.value, { myDice: [2], opponentDice: 2, bids, starter: 'me' });
    const nA = recallActionCount(g, n);
    const dudoP = stored[0][g.base[n]! + h * nA + (g.childStart[n + 1]! - g.childStart[n]!)]!;
    if (r.ok) expect(r.value.find((m) => m.move.type === 'dudo')?.probability ?? 0).toBeCloseTo(dudoP, 9);
    else expect(r.error.code).toBe('NOT_COVERED'); // a node the stored play does not reach
    const same = loadEndgameTables({ ...file, tables: [{ ...table, id: '2v2', starterDice: 2, responderDice: 2 }] });
    expect(same.ok || same.error.code).toBe('BAD_TABLES');
  });
});

describe('Maestro plays the committed recall table', () => {
  it('R-DUDO: a chile 1v3 round is played from its table (the reason says equilibrium)', () => {
    const ids = repoEndgame.family('chile').tables.map((t) => t.id);
    expect(ids).toContain('1v3');
    const g0 = createGame({ rules: 'chile', players: 2, start: { seat: 0, direction: 'clockwise' } });
    const down = { ...g0, players: g0.players.map((p, i) => ({ ...p, dice: i === 0 ? 1 : 3, obligarUsed: true })) };
    const st = applyOrThrow(down, { type: 'roll', dice: [[4] as Face[], [2, 5, 6] as Face[]] });
    const d = decide(viewFor(st, 0), createRng(3), { ...botConfig('maestro', 'balanced', repoEndgame), samples: 100 });
    expect(d.reason.kind).toBe('equilibrium');
    expect(d.reason.text).toMatch(/1v3/);
  });
});

describe('RecallSolver.bytesFor (issue 41.1: where a count fits this machine)', () => {
  it('is what a solver of the game allocates in its arrays (chile 1v3 and 2v2, K = 4), float32 halving regrets and averages', () => {
    for (const state of [[1, 3], [2, 2]] as [number, number][]) {
      const g = buildRecallGame(chileRound(state), 4);
      expect(RecallSolver.bytesFor(g)).toBe(new RecallSolver(g).allocatedBytes());
      expect(RecallSolver.bytesFor(g, { float32: true })).toBe(new RecallSolver(g, { float32: true }).allocatedBytes());
    }
    const g = buildRecallGame(chileRound([1, 3]), 4);
    const bytes = RecallSolver.bytesFor(g);
    expect(bytes).toBeGreaterThan(50 * 2 ** 20);
    const entries = g.size[0] + g.size[1];
    expect(bytes - RecallSolver.bytesFor(g, { float32: true })).toBe(entries * 8);
  });
});
