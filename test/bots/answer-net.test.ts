// The answer network of Maestro's heads-up look-ahead (issue 14, engine/bots/answerNet.ts): the shipped model is the
// asset `npm run train` wrote (schema-checked), its outputs are pinned on fixed positions, a bad model file gets a
// typed error, and training stopped halfway resumes to the same model as a run never stopped.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { applyOrThrow, createRng, viewFor, type Face, type GameState } from '../../engine/index';
import { answerProbabilities, answerSituation, bidderBelief, defaultAnswerNet, parseAnswerNet } from '../../engine/bots/answerNet';
import { ANSWER_NET_JSON } from '../../engine/bots/generated/answer-net';
import { ANSWER_BELIEF_SAMPLES } from '../../engine/bots/headsup';
import { readTable } from '../../engine/bots/table';
import { train, type TrainOptions } from '../../main/train/answerTraining';
import { endgameState } from '../solver/helpers';

const ASSET = path.resolve(import.meta.dirname, '../../assets/model/answer-net.json');

function withBids(s0: GameState, bids: readonly (readonly [number, number])[]): GameState {
  let s = s0;
  bids.forEach(([count, f], i) => {
    s = applyOrThrow(s, { type: 'bid', seat: i % 2, count, face: f as Face });
  });
  return s;
}

/** The network's chances of dudo, calzo and a raise for the seat to act, its belief drawn with a fixed seed. */
function chances(s: GameState): { p: number[]; rule: string; x: number[] } {
  const view = viewFor(s, s.toAct!);
  const t = readTable(view);
  const other = t.active.find((x) => x !== t.seat)!;
  const sit = answerSituation(view, t, bidderBelief(t, other, ANSWER_BELIEF_SAMPLES, createRng(7)))!;
  return { p: answerProbabilities(defaultAnswerNet(), sit.x, sit.legal), rule: sit.rule, x: Array.from(sit.x) };
}

describe('answer network (issue 14)', () => {
  it('the generated module is the asset npm run train wrote, and it passes the schema', () => {
    const asset: unknown = JSON.parse(readFileSync(ASSET, 'utf8'));
    expect(JSON.parse(ANSWER_NET_JSON)).toEqual(asset);
    const r = parseAnswerNet(asset);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.value.w1.length + r.value.b1.length + r.value.w2.length + r.value.b2.length).toBe(107);
      expect(r.value.training?.heldOutAccuracy).toBeGreaterThan(0.9);
    }
  });

  it('R-DUDO: a bid no deal can make true is doubted; a bid the answerer holds itself is raised', () => {
    // 3v3 chile: seat 0 (2 2 5) bid two fives, seat 1 (3 4 6) six fives: seat 0 sees at most 4 fives (its 5, three hidden)
    const impossible = chances(withBids(endgameState([2, 2, 5], [3, 4, 6]), [[2, 5], [6, 5]]));
    expect(impossible.x[0]).toBe(0); // Experto's chance the bid is true
    expect(impossible.p[0]).toBeGreaterThan(0.9);
    // seat 1 holds 5 5 1 (three fives with the wild ace) against two fives: true whatever seat 0 holds
    const held = chances(withBids(endgameState([2, 2, 3], [5, 5, 1]), [[2, 5]]));
    expect(held.x[0]).toBe(1);
    expect(held.p[2]).toBeGreaterThan(0.9);
  });

  it('pins its outputs on fixed positions (chile 3v3, perudo 5v4, liars-dice 4v4 without calzo)', () => {
    const cases: [GameState, number[]][] = [
      [withBids(endgameState([2, 2, 5], [3, 4, 6]), [[2, 5]]), []],
      [withBids(endgameState([1, 2, 5, 5, 6], [3, 4, 6, 6], 'perudo'), [[2, 5], [3, 6]]), []],
      [withBids(endgameState([1, 3, 3, 4], [2, 3, 6, 6], 'liars-dice'), [[3, 3]]), []],
    ];
    const got = cases.map(([s]) => chances(s).p.map((x) => Math.round(x * 1000) / 1000));
    expect(got).toEqual(PINNED);
    expect(got[2]![1]).toBe(0); // liars-dice: no calzo (its output is masked)
  });

  it('a bad model file gets a typed BAD_MODEL error, never a throw', () => {
    const good: unknown = JSON.parse(ANSWER_NET_JSON);
    const bad = [
      '{not json',
      JSON.stringify({ ...(good as object), w1: [1, 2, 3] }),
      JSON.stringify({ ...(good as object), features: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'] }),
      JSON.stringify({ ...(good as object), version: 2 }),
      JSON.stringify({ ...(good as object), b2: [0, 0, 'x'] }),
      null,
    ];
    for (const b of bad) {
      const r = parseAnswerNet(b);
      expect(r.ok, String(b).slice(0, 40)).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe('BAD_MODEL');
        expect(r.error.message.length).toBeGreaterThan(0);
      }
    }
  });

  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
  it('training stopped after a chunk of positions and again after an epoch resumes to the model of a run never stopped', () => {
    const small = (dir: string): TrainOptions => ({ seed: 3, positions: 60, chunk: 30, epochs: 3, batch: 16, learningRate: 0.02, dir, fresh: false });
    const a = mkdtempSync(path.join(os.tmpdir(), 'answer-net-a-'));
    const b = mkdtempSync(path.join(os.tmpdir(), 'answer-net-b-'));
    dirs.push(a, b);
    const whole = train({ ...small(a), fresh: true });
    expect(whole.done).toBe(true);
    expect(whole.history.map((h) => h.epoch)).toEqual([1, 2, 3]);
    expect(train({ ...small(b), fresh: true, stopAfter: { chunks: 1 } }).done).toBe(false);
    expect(train({ ...small(b), stopAfter: { epochs: 1 } }).done).toBe(false);
    const resumed = train(small(b));
    expect(resumed.done).toBe(true);
    expect(resumed.net).toEqual(whole.net);
    expect(resumed.history).toEqual(whole.history);
  });
});

/**
 * The shipped model's chances [dudo, calzo, raise] on the three positions above (re-pin after `npm run train`).
 * Experto (400 worlds) answers them calzo, raise 4×5 and raise 3×6 under five seeds, as the network's largest chance says.
 */
const PINNED: number[][] = [
  [0.001, 0.996, 0.002],
  [0, 0.007, 0.993],
  [0, 0, 1],
];
