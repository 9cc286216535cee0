// Fixed exploitable styles (issue 41, the opponent pool): simple bots that are not tuned to anything, each with one
// plain leak, for bench:pool to measure Maestro against opponents it was never tuned to. Bench opponents only: they
// are not levels a player can pick, so their reasons carry English text and no `say`.
import type { Bid, Face, Rng, SeatAction, SeatView } from '../index';
import { binomialModel, pTrue } from './model';
import { bidsOf, fmt } from './policy';
import { bidStrength, convertedFaceOf } from './strength';
import { readTable } from './table';
import type { BotDecision } from './types';

export const STYLE_IDS = ['always-bluffs', 'never-bluffs', 'calls-too-often', 'calls-too-rarely'] as const;
export type StyleId = (typeof STYLE_IDS)[number];

/** When each style calls dudo (the standing bid's chance of being true below this) and which bids it makes. */
const STYLES: { readonly [K in StyleId]: { readonly dudoBelow: number; readonly bidFrom: number; readonly bidTo: number } } = {
  'always-bluffs': { dudoBelow: 0.3, bidFrom: 0.1, bidTo: 0.45 }, // bids what is likely false
  'never-bluffs': { dudoBelow: 0.55, bidFrom: 0.75, bidTo: 1 }, // bids only what is very likely true, calls the rest
  'calls-too-often': { dudoBelow: 0.75, bidFrom: 0.5, bidTo: 1 },
  'calls-too-rarely': { dudoBelow: 0.08, bidFrom: 0.5, bidTo: 1 },
};

export function isStyleId(x: unknown): x is StyleId {
  return typeof x === 'string' && (STYLE_IDS as readonly string[]).includes(x);
}

/** A style's move from its seat's view: dudo below its threshold, else a random bid in its truth band (the likeliest when none is). */
export function decideStyle(style: StyleId, view: SeatView, rng: Rng): BotDecision {
  const s = STYLES[style];
  const t = readTable(view);
  if (view.toAct !== view.seat) return { action: null, reason: { kind: 'wait', text: `${style} never raises out of turn` } };
  const model = binomialModel(t);
  const standing = t.standing?.bid;
  const dudo = view.legal.find((a) => a.type === 'dudo');
  if (dudo && standing) {
    const p = pTrue(model, standing);
    if (p < s.dudoBelow) return { action: dudo, reason: { kind: 'probability', p: fmt(p), text: `${style}: dudo, the bid is true with p=${fmt(p)} < ${s.dudoBelow}` } };
  }
  const converted = convertedFaceOf(view.options, t.wildFace);
  const band: { a: SeatAction; p: number; s: number }[] = [];
  let likeliest: { a: SeatAction; p: number } | null = null;
  for (const a of bidsOf(view.legal)) {
    const b: Bid = { count: a.count, face: a.face as Face };
    const p = pTrue(model, b);
    if (p >= s.bidFrom && p <= s.bidTo) band.push({ a, p, s: bidStrength(b, converted) });
    if (!likeliest || p > likeliest.p) likeliest = { a, p };
  }
  // the lowest few bids of the band, one at random (a style raises modestly)
  band.sort((x, y) => x.s - y.s);
  const pick = band.length > 0 ? band[Math.floor(rng() * Math.min(3, band.length))]! : likeliest;
  if (pick) return { action: pick.a, reason: { kind: 'probability', p: fmt(pick.p), text: `${style}: a bid true with p=${fmt(pick.p)}` } };
  const a = dudo ?? view.legal[0]!;
  return { action: a, reason: { kind: 'choice', text: `${style}: nothing else to do` } };
}
