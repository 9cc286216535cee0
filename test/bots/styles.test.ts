// The fixed styles of the opponent pool (issue 41, engine/bots/styles.ts): each has the leak it is named for, seen in
// every decision of seeded heads-up games (the truth chance of a bid from the seat's own view, as the style reads it).
import { describe, expect, it } from 'vitest';
import type { Bid, Face } from '../../engine/index';
import { binomialModel, pTrue } from '../../engine/bots/model';
import { decideStyle, STYLE_IDS, type StyleId } from '../../engine/bots/styles';
import { readTable } from '../../engine/bots/table';
import { playGame } from './play';

interface Seen {
  readonly kind: 'bid' | 'dudo' | 'other';
  /** The truth chance of the bid made, or of the standing bid called. */
  readonly p: number;
  /** Whether a legal bid was true with at least `p` chance. */
  readonly best: number;
}

function decisionsOf(style: StyleId, games: number): Seen[] {
  const seen: Seen[] = [];
  const player = { decide: (view: Parameters<typeof decideStyle>[1], rng: Parameters<typeof decideStyle>[2]) => decideStyle(style, view, rng) };
  for (let g = 0; g < games; g++) {
    playGame({
      rules: g % 2 ? 'chile' : 'liars-dice',
      players: [player, player],
      dealSeed: 41_000 + g,
      botSeed: g,
      start: { seat: 0, direction: 'clockwise' },
      startDice: [1 + (g % 3), 1 + ((g + 1) % 3)],
      firstRoundOnly: true,
      onDecision: (_seat, _ms, view, d) => {
        if (view.phase !== 'bidding' || !d.action) return;
        const model = binomialModel(readTable(view));
        const pOf = (b: Bid) => pTrue(model, b);
        const best = Math.max(0, ...view.legal.flatMap((a) => (a.type === 'bid' ? [pOf({ count: a.count, face: a.face as Face })] : [])));
        const standing = readTable(view).standing?.bid;
        if (d.action.type === 'bid') seen.push({ kind: 'bid', p: pOf({ count: d.action.count, face: d.action.face as Face }), best });
        else if (d.action.type === 'dudo') seen.push({ kind: 'dudo', p: standing ? pOf(standing) : 0, best });
        else seen.push({ kind: 'other', p: 0, best });
      },
    });
  }
  return seen;
}

describe('fixed styles for the opponent pool', () => {
  it('never-bluffs bids only what is true with p ≥ 0.75 unless no bid is (then the likeliest)', () => {
    const bids = decisionsOf('never-bluffs', 40).filter((s) => s.kind === 'bid');
    expect(bids.length).toBeGreaterThan(20);
    for (const b of bids) expect(b.p >= 0.75 || b.p === b.best).toBe(true);
  });

  it('always-bluffs bids what is likely false (p ≤ 0.45) whenever such a bid is legal', () => {
    const bids = decisionsOf('always-bluffs', 40).filter((s) => s.kind === 'bid');
    expect(bids.filter((b) => b.p <= 0.45).length).toBeGreaterThan(bids.length / 2);
  });

  it('calls-too-often doubts bids true with p up to 0.75; calls-too-rarely only below 0.08', () => {
    const often = decisionsOf('calls-too-often', 40).filter((s) => s.kind === 'dudo');
    expect(often.some((d) => d.p >= 0.5)).toBe(true);
    for (const d of often) expect(d.p).toBeLessThan(0.75);
    for (const d of decisionsOf('calls-too-rarely', 40).filter((s) => s.kind === 'dudo')) expect(d.p).toBeLessThan(0.08);
  });

  it('every style always answers with a legal action on its turn', () => {
    for (const style of STYLE_IDS) expect(decisionsOf(style, 6).every((s) => s.kind !== 'other')).toBe(true);
  });
});
