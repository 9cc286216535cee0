// End-to-end: bots with a face (issue 27 item 3). Every expression of six bot kinds drawn side by side
// (DUDO_SHOTS/ui-bot-faces.png, the sheet in docs/ui.md); then a solo game against three bots of
// different levels: a bot's face thinks while the table waits for it and bids once its claim is made,
// and at a reveal the bot that lost shows it. DUDO_SHOTS/ui-bot-faces-3d.png: the table at 1280×800, 3D on, a bot
// that has bid and the next one thinking.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createI18n } from '../../renderer/src/i18n/index';
import { EXPRESSIONS, faceLook, type FaceLevel, type FaceStyle } from '../../renderer/src/logic/botFace';
import { BotFace } from '../../renderer/src/table/BotFace';
import { chromiumMissing } from './harness';
import { useShellAndBrowser } from './setup';
import { QUICK_ANIMATIONS, consoleProblems, openApp, playStep, tableState } from './helpers';

const missing = chromiumMissing();
const SHOTS = process.env['DUDO_SHOTS'] ?? '/tmp';
const TIPS = ['guided', 'wild', 'calzo', 'obligar', 'palifico', 'blind', 'paso', 'picado', 'reprieve'];

/** The bots of the sheet: every level and every style at least once. */
const KINDS: [FaceLevel, FaceStyle, string, string][] = [
  ['novato', 'cautious', 'Beto', '#56B4E9'],
  ['medio', 'balanced', 'Caro', '#009E73'],
  ['medio', 'bold', 'Eli', '#E69F00'],
  ['experto', 'cautious', 'Diego', '#F0E442'],
  ['maestro', 'balanced', 'Fran', '#0072B2'],
  ['maestro', 'bold', 'Tito', '#D55E00'],
];

/** The page of the sheet: a row per bot kind, a column per expression, every face at 112 px. */
function sheet(): string {
  const i18n = createI18n('en');
  const cell = (level: FaceLevel, style: FaceStyle, name: string, colour: string, seat: number): string =>
    EXPRESSIONS.map(
      (e) =>
        `<td>${renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(BotFace, { look: faceLook(level, style, seat, name), expression: e, name, background: colour, size: 112 })))}</td>`,
    ).join('');
  const rows = KINDS.map(([level, style, name, colour], seat) => `<tr><th>${name}<br><small>${i18n.t(`levels.${level}`)}, ${i18n.t(`personalities.${style}`)}</small></th>${cell(level, style, name, colour, seat + 1)}</tr>`).join('');
  const head = EXPRESSIONS.map((e) => `<th>${e}</th>`).join('');
  return `<!doctype html><html><head><style>
    body { margin: 0; background: #1e3d2f; color: #f4ecd8; font: 15px system-ui, sans-serif; }
    table { border-collapse: collapse; margin: 10px; }
    th { padding: 4px 10px; font-weight: 700; text-align: center; }
    tbody th { text-align: right; white-space: nowrap; }
    small { color: #c8bfa8; font-weight: 400; }
    td { padding: 4px 8px; }
  </style></head><body><table><thead><tr><th></th>${head}</tr></thead><tbody>${rows}</tbody></table></body></html>`;
}

/** Records every expression each bot's face wears, in order (attribute changes and new faces alike). */
async function recordFaces(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __faces: Record<string, string[]> };
    w.__faces = {};
    const note = (): void => {
      for (const el of document.querySelectorAll('.seats li[data-seat] .bot-face')) {
        const seat = el.closest('li')!.getAttribute('data-seat')!;
        const e = el.getAttribute('data-expression')!;
        const list = (w.__faces[seat] ??= []);
        if (list[list.length - 1] !== e) list.push(e);
      }
    };
    new MutationObserver(note).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-expression'] });
  });
}

/** A solo game against a maestro, a novato and an experto (their styles: cautious, bold, balanced). */
async function startAgainstThreeLevels(page: Page, dice3d: boolean): Promise<void> {
  await page.locator('.menu button.primary').click();
  await page.locator('.setup').waitFor();
  await page.getByLabel('Level: Beto').selectOption('maestro');
  await page.getByLabel('Level: Caro').selectOption('novato');
  await page.getByLabel('Level: Diego').selectOption('experto');
  const box = page.locator('.match input[type="checkbox"]');
  if (dice3d) await box.check();
  else await box.uncheck();
  await page.locator('.setup button[type="submit"]').click();
  await page.locator('main.table-screen').waitFor();
}

describe.skipIf(missing !== null)('bots with a face (e2e)', () => {
  // the bots think long enough for the page to show it
  const env = useShellAndBrowser({ botThinkMs: 250 });

  it('draws every expression of six bot kinds, each face labelled with its bot and expression', async () => {
    const page = await env.browser2d.newPage({ viewport: { width: 900, height: 600 } });
    await page.setContent(sheet());
    expect(await page.locator('svg.bot-face').count()).toBe(KINDS.length * EXPRESSIONS.length);
    await expect(page.locator('svg.bot-face').nth(1).getAttribute('aria-label')).resolves.toBe('Beto, Novice, Cautious: thinking');
    await page.locator('table').screenshot({ path: `${SHOTS}/ui-bot-faces.png` });
    await page.close();
  });

  it('a bot thinks, then bids; at a reveal the bot that lost shows it (2D, 1280×800)', async () => {
    const page = await env.browser2d.newPage({ viewport: { width: 1280, height: 800 } });
    await recordFaces(page);
    await openApp(page, env.shell.url, { language: 'en', jargon: 'en', dice3d: false, guidedDone: true, tipsSeen: TIPS });
    await startAgainstThreeLevels(page, false);
    // one face per bot, none for the person
    await page.locator('.seat.has-face .bot-face').nth(2).waitFor();
    expect(await page.locator('.seat.is-me .bot-face').count()).toBe(0);
    await expect(page.locator('.seat[data-seat="1"] .bot-face').getAttribute('aria-label')).resolves.toMatch(/^Beto, Master, \w+: \w+/);

    let checkedLoss = false;
    for (let i = 0; i < 3000 && !checkedLoss; i++) {
      // playStep is asked only for the person's own decisions: it would close a reveal that came meanwhile
      const state = await tableState(page);
      if (state === 'end') break;
      if (state === 'wait' || state === 'shake') {
        await page.waitForTimeout(40);
        continue;
      }
      if (!state.startsWith('reveal:')) {
        await playStep(page, 'bid');
        continue;
      }
      // a reveal: one that a bot lost is checked, any other closed
      const loser = await page.locator('[data-testid="reveal"] li.loser').getAttribute('data-seat', { timeout: 200 }).catch(() => null);
      if (loser === null || loser === '0') {
        await page.locator('[data-dialog="reveal"] button.primary').click({ timeout: 3000 }).catch(() => undefined);
        await page.locator(`[data-testid="reveal"][data-round="${state.slice('reveal:'.length)}"]`).waitFor({ state: 'detached', timeout: 3000 }).catch(() => undefined);
        continue;
      }
      // the call first, then the outcome: the bot that lost looks it
      await page.waitForFunction((s) => document.querySelector(`.seats li[data-seat="${s}"] .bot-face`)?.getAttribute('data-expression') === 'lost', loser, { timeout: 5000 });
      // and beside its hand in the reveal, over the seats in 2D
      expect(await page.locator('[data-testid="reveal"] li.loser .bot-face').getAttribute('data-expression')).toBe('lost');
      await page.screenshot({ path: `${SHOTS}/ui-bot-faces-2d.png` });
      checkedLoss = true;
    }
    expect(checkedLoss).toBe(true);
    const faces = (await page.evaluate('window.__faces')) as Record<string, string[]>;
    // some bot's face went from thinking straight to bidding (its claim made), and a caller shouted first
    const seq = Object.values(faces).map((l) => l.join(' '));
    expect(seq.some((s) => s.includes('thinking bidding'))).toBe(true);
    expect(seq.some((s) => /dudo (won|lost)/.test(s)) || seq.some((s) => s.includes('lost'))).toBe(true);
    // a new expression pops in; under prefers-reduced-motion the faces keep still
    const animation = `getComputedStyle(document.querySelector('.seats .bot-face .face-expression')).animationName`;
    await expect(page.evaluate(animation)).resolves.toBe('face-pop');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(page.evaluate(animation)).resolves.toBe('none');
    expect(consoleProblems(page)).toEqual([]);
    await page.close();
  });

});

describe.skipIf(missing !== null)('bots with a face on the 3D table (e2e)', () => {
  // slow bots: the picture catches one thinking
  const env = useShellAndBrowser({ botThinkMs: 1500 });

  it('shows the faces beside the cups on the 3D table (1280×800)', async () => {
    // the table's animations at 3× (it checks the faces by their cups, it times nothing): a CI run at 1× ran past the 120 s
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await openApp(page, env.shell.url, { language: 'en', jargon: 'en', dice3d: true, guidedDone: true, tipsSeen: TIPS, animationSpeed: QUICK_ANIMATIONS });
    await startAgainstThreeLevels(page, true);
    // to the person's first turn, a bot's bid on the table
    for (let i = 0; i < 1500; i++) {
      if ((await page.locator('button.bid-btn:not([disabled])').count()) > 0) break;
      if ((await page.getByRole('button', { name: /Shake the cup/ }).count()) > 0) {
        await page.keyboard.down(' ');
        await page.waitForTimeout(200);
        await page.keyboard.up(' ');
        continue;
      }
      if ((await page.locator('[data-dialog="direction"]').count()) > 0) await playStep(page, 'bid');
      else await page.waitForTimeout(50);
    }
    await page.locator('button.bid-btn:not([disabled])').waitFor();
    expect(await page.locator('.felt.with-3d .seat.has-face .bot-face').count()).toBe(3);
    // the person bids; the picture once a bot has bid and the next one thinks (the cards settle beside their cups a
    // few times a second). The person plays on until that moment comes: the bot after the person may call dudo
    // instead of bidding, and an Enter pressed before the turn's focus reaches the bid button is lost, as in any page.
    const bidAndThink = (): boolean => {
      const e = [...document.querySelectorAll('.seats .bot-face')].map((f) => f.getAttribute('data-expression'));
      return e.includes('bidding') && e.includes('thinking');
    };
    let seen = false;
    for (const until = Date.now() + 90_000; !seen && Date.now() < until; ) {
      const state = await tableState(page);
      if (state === 'end') break;
      if (state === 'can-bid' || state === 'can-dudo') {
        await page.waitForFunction(() => document.activeElement?.classList.contains('bid-btn') === true, undefined, { timeout: 5000, polling: 50 }).catch(() => undefined);
        await playStep(page, 'bid');
      } else if (state === 'shake') {
        await page.keyboard.down(' ');
        await page.waitForTimeout(200);
        await page.keyboard.up(' ');
      } else if (state !== 'wait') {
        await playStep(page, 'bid');
      }
      if (!(await page.waitForFunction(bidAndThink, undefined, { timeout: 3000, polling: 50 }).then(() => true, () => false))) continue;
      // the cards settle beside their cups; the picture only if the bot still thinks then (it may have called dudo meanwhile)
      await page.waitForTimeout(300);
      seen = await page.evaluate(bidAndThink);
    }
    expect(seen).toBe(true);
    await page.screenshot({ path: `${SHOTS}/ui-bot-faces-3d.png` });
    expect(consoleProblems(page)).toEqual([]);
    await page.close();
  });
});
