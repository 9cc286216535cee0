// Personalities (issue 4): cautious and bold bluffers play differently from the same views; reasons are well formed.
import { describe, expect, it } from 'vitest';
import { createRng, PRESET_IDS, type SeatView } from '../../engine/index';
import { botConfig, createBot, decide, PERSONALITY_IDS, type PersonalityId } from '../../engine/bots/index';
import { playGame } from './play';
import { repoEndgame } from '../setup/endgame-tables';

/** Views of bidding decisions from a few seeded games. */
function sampleViews(): SeatView[] {
  const views: SeatView[] = [];
  for (const [i, preset] of PRESET_IDS.entries()) {
    playGame({
      rules: preset,
      players: [createBot('medio', 'balanced', repoEndgame), createBot('simple', 'balanced', repoEndgame), createBot('medio', 'balanced', repoEndgame)],
      dealSeed: 40 + i,
      botSeed: i,
      onDecision: (_s, _ms, view) => {
        if (view.phase === 'bidding' && view.toAct === view.seat) views.push(view);
      },
    });
  }
  return views;
}

describe('personalities', () => {
  const views = sampleViews();

  it('a bold bluffer bluffs more than a balanced bot, a cautious bot never bluffs', () => {
    const bluffs = (p: PersonalityId): number =>
      views.filter((v, i) => decide(v, createRng(i), botConfig('medio', p, repoEndgame)).reason.kind === 'bluff').length;
    expect(views.length).toBeGreaterThan(100);
    const bold = bluffs('bold');
    expect(bluffs('cautious')).toBe(0);
    expect(bold).toBeGreaterThan(bluffs('balanced'));
    expect(bold).toBeGreaterThan(views.length * 0.05);
  });

  it('every level and personality gives a reason with text, and p in [0, 1] where it has one', () => {
    for (const level of ['novato', 'medio', 'experto', 'maestro', 'simple'] as const) {
      for (const p of PERSONALITY_IDS) {
        for (const [i, v] of views.slice(0, 40).entries()) {
          const d = decide(v, createRng(i), { ...botConfig(level, p, repoEndgame), samples: 80, rollouts: 8 });
          expect(d.reason.text.length).toBeGreaterThan(3);
          if ('p' in d.reason) {
            expect(d.reason.p).toBeGreaterThanOrEqual(0);
            expect(d.reason.p).toBeLessThanOrEqual(1);
          }
        }
      }
    }
  });
});
