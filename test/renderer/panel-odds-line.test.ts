// Issue 26 item 6, defects of the bidding panel seen in play: picking another face kept the count (a lower legal
// bid was not offered: R-RAISE, R-ACE-2), the odds line began with a stray "· " before the first bid, and showed
// 100 % for events that are not certain.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { applyOrThrow, createGame, legalActions, viewFor, type GameState } from '../../engine/index';
import { createI18n } from '../../renderer/src/i18n/index';
import type { Words } from '../../renderer/src/i18n/useWords';
import { percentText } from '../../renderer/src/logic/odds';
import { clampCount, leastCount, panelModel } from '../../renderer/src/logic/panel';
import { BiddingPanel } from '../../renderer/src/table/BiddingPanel';

function started(): GameState {
  const s = createGame({ rules: 'chile', players: 3, start: { seat: 0, direction: 'clockwise' } });
  return applyOrThrow(s, { type: 'roll', dice: [[2, 3, 3, 5, 6], [1, 2, 4, 4, 6], [5, 5, 3, 2, 1]] });
}

const words: Words = {
  bid: (c, f) => `${c}×${f}`,
  face: (f) => String(f),
  name: (s) => String(s),
  action: (a) => a.type,
  reason: () => ({ sentence: '', translated: true }),
};

function oddsLine(state: GameState, seat: number): string {
  const html = renderToStaticMarkup(
    createElement(I18nextProvider, { i18n: createI18n('en') }, createElement(BiddingPanel, { view: viewFor(state, seat), words, showOdds: true, enabled: true, onAct: () => undefined })),
  );
  const m = /<p class="odds"[^>]*>(.*?)<\/p>/s.exec(html);
  return (m?.[1] ?? '').replace(/<[^>]+>/g, '');
}

describe('the bidding panel, as seen in play', () => {
  it('R-RAISE, R-ACE-2: picking a face starts on its least legal count, wherever the stepper was', () => {
    const s = applyOrThrow(started(), { type: 'bid', seat: 0, count: 3, face: 3 });
    const m = panelModel(legalActions(s, 1));
    // the stepper was raised to six trenes; picking the cuadras offers three, the least legal (same count, higher face)
    expect(clampCount(m, 6, 3)).toBe(6);
    expect(leastCount(m, 4)).toBe(3);
    expect(leastCount(m, 2)).toBe(4); // a lower face needs a greater count
    expect(leastCount(m, 1)).toBe(2); // aces: half, rounded down, plus one
  });

  it('the odds line: no stray separator before the first bid; the standing bid, then " · " and the chosen bid', () => {
    const first = oddsLine(started(), 0);
    expect(first).toMatch(/^Chance/);
    expect(first).not.toContain('·');
    const after = oddsLine(applyOrThrow(started(), { type: 'bid', seat: 0, count: 3, face: 3 }), 1);
    expect(after).toMatch(/^\S.* · \S/);
  });

  it('percentages: certain 100, impossible 0, and nothing uncertain shown as 100 or 0', () => {
    expect(percentText(1, 'en')).toBe('100');
    expect(percentText(0, 'en')).toBe('0');
    expect(percentText(0.996, 'en')).toBe('99.6');
    expect(percentText(0.9994, 'en')).toBe('99.9');
    expect(percentText(0.9996, 'en')).toBe('> 99.9');
    expect(percentText(0.0004, 'en')).toBe('< 0.1');
    expect(percentText(0.5, 'en')).toBe('50');
    expect(percentText(0.1234, 'es')).toBe('12,3');
    for (let x = 0.0001; x < 1; x += 0.0007) {
      const shown = percentText(x, 'en');
      expect(shown, String(x)).not.toBe('100');
      expect(shown, String(x)).not.toBe('0');
    }
  });
});
