// Training of the answer network (engine/bots/answerNet.ts, issue 14): self-play positions of heads-up rounds
// labelled with Experto's actual answer (dudo, calzo or a raise), then Adam on the cross-entropy. Resumable:
// the positions (by chunks) and the weights with Adam's moments (after each epoch) are checkpointed, and every
// random draw comes from the seed and the position's or epoch's index, so a stopped run resumed gives the same
// model as one never stopped. Deterministic with a seed.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { applyAction, createGame, createRng, viewFor, type Face, type GameState, type PresetId, type SeatAction } from '../../engine/index';
import type { Rng } from '../../engine/random';
import { createBot } from '../../engine/bots/index';
import { ANSWER_FEATURE_NAMES, ANSWER_HIDDEN, ANSWER_INPUTS, ANSWER_KINDS, answerSituation, bidderBelief, type AnswerNet } from '../../engine/bots/answerNet';
import { ANSWER_BELIEF_SAMPLES, headsUpSearchApplies } from '../../engine/bots/headsup';
import { readTable } from '../../engine/bots/table';
import { ENDGAME_FAMILIES } from '../../engine/solver/families';
import { writeFileAtomic } from '../host/storage';

export interface TrainOptions {
  readonly seed: number;
  readonly positions: number;
  readonly chunk: number;
  readonly epochs: number;
  readonly batch: number;
  readonly learningRate: number;
  /** Checkpoint folder (.cache/train/answer-net). */
  readonly dir: string;
  readonly fresh: boolean;
  /** Stop (checkpointed) after this many chunks of positions or epochs in this call: for the resumability test. */
  readonly stopAfter?: { readonly chunks?: number; readonly epochs?: number };
  readonly log?: (line: string) => void;
}

export const DEFAULT_TRAIN: Omit<TrainOptions, 'dir' | 'fresh'> = { seed: 14, positions: 24_000, chunk: 2_000, epochs: 40, batch: 64, learningRate: 0.01 };

/** A labelled position: the features, which answers were legal, and Experto's answer (an index of ANSWER_KINDS). */
interface Sample {
  readonly x: number[];
  readonly legal: [boolean, boolean, boolean];
  readonly y: number;
  /** Experto's rule without the network, from the same features (its pickLeast), for comparison. */
  readonly rule: number;
}

const sampleSchema = z.object({ x: z.array(z.number()).length(ANSWER_INPUTS), legal: z.tuple([z.boolean(), z.boolean(), z.boolean()]), y: z.number().int().min(0).max(2), rule: z.number().int().min(0).max(2) });
const dataSchema = z.object({ seed: z.number(), chunk: z.number(), chunks: z.number().int(), samples: z.array(sampleSchema) });
const stateSchema = z.object({ seed: z.number(), positions: z.number(), epochs: z.number(), epoch: z.number().int(), step: z.number().int(), params: z.array(z.number()), m: z.array(z.number()), v: z.array(z.number()), history: z.array(z.object({ epoch: z.number(), loss: z.number(), heldOutLoss: z.number(), accuracy: z.number(), heldOutAccuracy: z.number() })) });
type TrainState = z.infer<typeof stateSchema>;

export class TrainCheckpointError extends Error {
  override readonly name = 'TrainCheckpointError';
}

function mix(a: number, b: number): number {
  let h = (a ^ Math.imul(b + 0x9e3779b9, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b) >>> 0;
  return (h ^ (h >>> 13)) >>> 0;
}

const kindOf = (a: SeatAction | null): number => (!a || a.type === 'dudo' ? 0 : a.type === 'calzo' ? 1 : 2);

/** A heads-up round of a random family and dice counts (1 to 5 a side), dealt from `rng`. */
function dealRound(rng: Rng): GameState {
  const preset = ENDGAME_FAMILIES[Math.floor(rng() * ENDGAME_FAMILIES.length)]!.preset as PresetId;
  const seat = rng() < 0.5 ? 0 : 1;
  let state = createGame({ rules: preset, players: 2, start: { seat, direction: 'clockwise' } });
  const dice = [1 + Math.floor(rng() * 5), 1 + Math.floor(rng() * 5)];
  state = { ...state, players: state.players.map((p, s) => ({ ...p, dice: Math.min(p.dice, dice[s]!) })) };
  const r = applyAction(state, { type: 'roll', dice: state.players.map((p) => Array.from({ length: p.dice }, () => (1 + Math.floor(rng() * 6)) as Face)) });
  if (!r.ok) throw new Error(`deal refused: ${r.error.message}`);
  return r.state;
}

/**
 * The labelled positions of position indices [from, to): each index deals a round and plays it with Experto at both
 * seats, now and then a weaker raise instead of Experto's (so the answers cover bids like the look-ahead's candidates),
 * and every answer to a bid where the look-ahead applies is a sample, labelled with Experto's answer there.
 */
export function positionsOf(seed: number, from: number, to: number): Sample[] {
  const experto = createBot('experto');
  const out: Sample[] = [];
  for (let i = from; i < to; i++) {
    const rng = createRng(mix(seed, i));
    let state = dealRound(rng);
    for (let step = 0; step < 40 && state.phase === 'bidding' && state.toAct !== null; step++) {
      const seat = state.toAct;
      const view = viewFor(state, seat);
      const t = readTable(view);
      const d = experto.decide(view, rng);
      if (t.standing && headsUpSearchApplies(view, t)) {
        const other = t.active.find((s) => s !== seat)!;
        const s = answerSituation(view, t, bidderBelief(t, other, ANSWER_BELIEF_SAMPLES, rng));
        if (s) out.push({ x: Array.from(s.x), legal: [...s.legal], y: kindOf(d.action), rule: ANSWER_KINDS.indexOf(s.rule) });
      }
      let action = d.action;
      if (!action) break;
      if (action.type === 'bid' && rng() < 0.3) {
        const bids = view.legal.filter((a) => a.type === 'bid').slice(0, 8);
        action = bids[Math.floor(rng() * bids.length)] ?? action;
      }
      const r = applyAction(state, action);
      if (!r.ok || r.events.some((e) => e.type === 'resolution')) break;
      state = r.state;
    }
  }
  return out;
}

const P = ANSWER_HIDDEN * ANSWER_INPUTS + ANSWER_HIDDEN + 3 * ANSWER_HIDDEN + 3;

export function netOf(params: readonly number[], training?: AnswerNet['training']): AnswerNet {
  const h = ANSWER_HIDDEN;
  const r = (x: number): number => Math.round(x * 1e6) / 1e6;
  let at = 0;
  const take = (n: number): number[] => params.slice(at, (at += n)).map(r);
  return { version: 1, features: [...ANSWER_FEATURE_NAMES], hidden: h, w1: take(h * ANSWER_INPUTS), b1: take(h), w2: take(3 * h), b2: take(3), ...(training ? { training } : {}) };
}

/** Loss and gradient of one sample (softmax over the legal answers, cross-entropy), added into `grad`. */
function backprop(params: readonly number[], s: Sample, grad: Float64Array | null): { loss: number; hit: boolean } {
  const h = ANSWER_HIDDEN;
  const I = ANSWER_INPUTS;
  const oB1 = h * I;
  const oW2 = oB1 + h;
  const oB2 = oW2 + 3 * h;
  const hid = new Float64Array(h);
  for (let j = 0; j < h; j++) {
    let z = params[oB1 + j]!;
    for (let i = 0; i < I; i++) z += params[j * I + i]! * s.x[i]!;
    hid[j] = Math.tanh(z);
  }
  const logits = [0, 0, 0];
  let max = -Infinity;
  for (let k = 0; k < 3; k++) {
    let z = params[oB2 + k]!;
    for (let j = 0; j < h; j++) z += params[oW2 + k * h + j]! * hid[j]!;
    logits[k] = z;
    if (s.legal[k] && z > max) max = z;
  }
  const e = logits.map((z, k) => (s.legal[k] ? Math.exp(z - max) : 0));
  const total = e[0]! + e[1]! + e[2]!;
  const p = e.map((x) => x / total);
  const loss = -Math.log(Math.max(1e-12, p[s.y]!));
  let arg = 0;
  for (let k = 1; k < 3; k++) if (p[k]! > p[arg]!) arg = k;
  if (grad) {
    const dz = p.map((x, k) => (s.legal[k] ? x - (k === s.y ? 1 : 0) : 0));
    const dh = new Float64Array(h);
    for (let k = 0; k < 3; k++) {
      grad[oB2 + k]! += dz[k]!;
      for (let j = 0; j < h; j++) {
        grad[oW2 + k * h + j]! += dz[k]! * hid[j]!;
        dh[j]! += dz[k]! * params[oW2 + k * h + j]!;
      }
    }
    for (let j = 0; j < h; j++) {
      const da = dh[j]! * (1 - hid[j]! * hid[j]!);
      grad[oB1 + j]! += da;
      for (let i = 0; i < I; i++) grad[j * I + i]! += da * s.x[i]!;
    }
  }
  return { loss, hit: arg === s.y };
}

function evaluate(params: readonly number[], samples: readonly Sample[]): { loss: number; accuracy: number } {
  let loss = 0;
  let hits = 0;
  for (const s of samples) {
    const r = backprop(params, s, null);
    loss += r.loss;
    if (r.hit) hits++;
  }
  return { loss: loss / Math.max(1, samples.length), accuracy: hits / Math.max(1, samples.length) };
}

export interface TrainResult {
  readonly net: AnswerNet;
  /** False when stopped by `stopAfter` before the end (the checkpoint holds the rest). */
  readonly done: boolean;
  readonly samples: number;
  readonly heldOutAccuracy: number;
  /** Experto's rule from the same features, without the network, on the held-out positions. */
  readonly ruleAccuracy: number;
  readonly history: TrainState['history'];
}

/** Generates (or resumes) the positions, then trains (or resumes) the network; checkpoints in `o.dir`. */
export function train(o: TrainOptions): TrainResult {
  const log = o.log ?? (() => {});
  const dataFile = path.join(o.dir, 'data.json');
  const stateFile = path.join(o.dir, 'state.json');
  if (o.fresh) rmSync(o.dir, { recursive: true, force: true });
  const chunks = Math.ceil(o.positions / o.chunk);
  let data: z.infer<typeof dataSchema> = { seed: o.seed, chunk: o.chunk, chunks: 0, samples: [] };
  if (existsSync(dataFile)) {
    const r = dataSchema.safeParse(JSON.parse(readFileSync(dataFile, 'utf8')));
    if (!r.success) throw new TrainCheckpointError(`${dataFile} is unreadable: remove it or pass --fresh`);
    if (r.data.seed !== o.seed || r.data.chunk !== o.chunk || r.data.chunks > chunks) throw new TrainCheckpointError(`the checkpoint in ${o.dir} is of another run (seed ${r.data.seed}, chunk ${r.data.chunk}): pass --fresh`);
    data = r.data;
    if (data.chunks > 0) log(`resumed ${data.chunks}/${chunks} chunks of positions (${data.samples.length} samples) from ${o.dir}`);
  }
  let doneChunks = 0;
  while (data.chunks < chunks) {
    if (o.stopAfter?.chunks !== undefined && doneChunks >= o.stopAfter.chunks) return stopped(data.samples.length);
    const from = data.chunks * o.chunk;
    const t0 = performance.now();
    const got = positionsOf(o.seed, from, Math.min(o.positions, from + o.chunk));
    data = { ...data, chunks: data.chunks + 1, samples: [...data.samples, ...got] };
    writeFileAtomic(dataFile, JSON.stringify(data), false);
    doneChunks++;
    log(`positions ${Math.min(o.positions, data.chunks * o.chunk)}/${o.positions}: ${data.samples.length} answers labelled (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  }
  // held out: every seventh sample
  const trainSet = data.samples.filter((_, i) => i % 7 !== 0);
  const heldOut = data.samples.filter((_, i) => i % 7 === 0);
  let st: TrainState;
  if (existsSync(stateFile)) {
    const r = stateSchema.safeParse(JSON.parse(readFileSync(stateFile, 'utf8')));
    if (!r.success || r.data.params.length !== P) throw new TrainCheckpointError(`${stateFile} is unreadable: remove it or pass --fresh`);
    if (r.data.seed !== o.seed || r.data.positions !== o.positions) throw new TrainCheckpointError(`the checkpoint in ${o.dir} is of another run: pass --fresh`);
    st = r.data;
    log(`resumed training at epoch ${st.epoch}/${o.epochs}`);
  } else {
    const rng = createRng(mix(o.seed, 0x5eed));
    const params = Array.from({ length: P }, (_, k) => (k < ANSWER_HIDDEN * ANSWER_INPUTS ? (rng() * 2 - 1) / Math.sqrt(ANSWER_INPUTS) : k >= ANSWER_HIDDEN * (ANSWER_INPUTS + 1) && k < P - 3 ? (rng() * 2 - 1) / Math.sqrt(ANSWER_HIDDEN) : 0));
    st = { seed: o.seed, positions: o.positions, epochs: o.epochs, epoch: 0, step: 0, params, m: new Array<number>(P).fill(0), v: new Array<number>(P).fill(0), history: [] };
  }
  const b1 = 0.9;
  const b2 = 0.999;
  let doneEpochs = 0;
  while (st.epoch < o.epochs) {
    if (o.stopAfter?.epochs !== undefined && doneEpochs >= o.stopAfter.epochs) return stopped(data.samples.length);
    const rng = createRng(mix(o.seed, 1_000 + st.epoch));
    const order = trainSet.map((_, i) => i);
    for (let i = order.length - 1; i > 0; i--) {
      const k = Math.floor(rng() * (i + 1));
      [order[i], order[k]] = [order[k]!, order[i]!];
    }
    const params = st.params.slice();
    const m = st.m.slice();
    const v = st.v.slice();
    let step = st.step;
    let loss = 0;
    let hits = 0;
    for (let at = 0; at < order.length; at += o.batch) {
      const grad = new Float64Array(P);
      const batch = order.slice(at, at + o.batch);
      for (const i of batch) {
        const r = backprop(params, trainSet[i]!, grad);
        loss += r.loss;
        if (r.hit) hits++;
      }
      step++;
      for (let k = 0; k < P; k++) {
        const g = grad[k]! / batch.length;
        m[k] = b1 * m[k]! + (1 - b1) * g;
        v[k] = b2 * v[k]! + (1 - b2) * g * g;
        const mh = m[k]! / (1 - b1 ** step);
        const vh = v[k]! / (1 - b2 ** step);
        params[k] = params[k]! - (o.learningRate * mh) / (Math.sqrt(vh) + 1e-8);
      }
    }
    const held = evaluate(params, heldOut);
    const entry = { epoch: st.epoch + 1, loss: loss / trainSet.length, heldOutLoss: held.loss, accuracy: hits / trainSet.length, heldOutAccuracy: held.accuracy };
    st = { ...st, epoch: st.epoch + 1, step, params, m, v, history: [...st.history, entry] };
    writeFileAtomic(stateFile, JSON.stringify(st), false);
    doneEpochs++;
    log(`epoch ${entry.epoch}/${o.epochs}: loss ${entry.loss.toFixed(4)}, accuracy ${(entry.accuracy * 100).toFixed(1)} %; held out loss ${entry.heldOutLoss.toFixed(4)}, accuracy ${(entry.heldOutAccuracy * 100).toFixed(1)} %`);
  }
  const held = evaluate(st.params, heldOut);
  const ruleAccuracy = heldOut.filter((s) => s.rule === s.y).length / Math.max(1, heldOut.length);
  const training = { seed: o.seed, positions: o.positions, samples: data.samples.length, epochs: o.epochs, heldOutAccuracy: Math.round(held.accuracy * 1e4) / 1e4, heldOutLoss: Math.round(held.loss * 1e4) / 1e4, ruleAccuracy: Math.round(ruleAccuracy * 1e4) / 1e4 };
  return { net: netOf(st.params, training), done: true, samples: data.samples.length, heldOutAccuracy: held.accuracy, ruleAccuracy, history: st.history };

  function stopped(samples: number): TrainResult {
    return { net: netOf(st0()), done: false, samples, heldOutAccuracy: 0, ruleAccuracy: 0, history: [] };
  }
  function st0(): number[] {
    return new Array<number>(P).fill(0);
  }
}
