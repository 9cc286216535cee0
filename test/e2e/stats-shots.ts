// The docs' screenshots of a person's Statistics (docs/ui.md: ui-stats-es-1024.png, ui-stats-fr-1920.png):
// nine games played through the web shell's host, the person Ana played by a plain rule (doubt a bid
// above what her dice and the unseen ones make likely, calzo near it, else the lowest bid her dice
// back), then Chromium at 1024×640 in Spanish and 1920×1080 in French. Run with
// `npx tsx test/e2e/stats-shots.ts` (DUDO_SHOTS: the folder, default /tmp; SEED: the person's rng).
// The PNGs were then reduced to 256 colours to stay under 300 KB.
import { chromium } from 'playwright-core';
import { createRng, legalActions } from '../../engine/index';
import { CHROMIUM, CHROMIUM_ARGS_2D, startShell } from './harness';
import { openApp } from './helpers';
import { gameSetup } from '../host/helpers';

const SHOTS = process.env['DUDO_SHOTS'] ?? '/tmp';
const TIPS = ['guided', 'wild', 'calzo', 'obligar', 'palifico', 'blind', 'paso', 'picado', 'reprieve'];
const shell = await startShell({ botThinkMs: 0 });
const host = shell.host;
const client = host.connect(() => undefined);
const rng = createRng(Number(process.env['SEED'] ?? 5));
const setup = gameSetup([['Ana', 'human'], ['Beto', 'bot', 'simple'], ['Caro', 'bot', 'novato']], { preset: 'chile', options: { dicePerPlayer: 3 } }, ['#E69F00', '#56B4E9', '#009E73']);
for (let g = 0; g < 9; g++) {
  const r = await client.handle('game:new', g === 4 ? { ...setup, rules: 'perudo', seats: [setup.seats[0], { ...setup.seats[1], level: 'medio' }] } : setup);
  if (!r.ok) throw new Error(JSON.stringify(r));
  await client.handle('game:show', { seat: 0 });
  for (let guard = 0; guard < 5000 && host.currentState!.phase !== 'game-over'; guard++) {
    await host.whenSettled();
    const legal = legalActions(host.currentState!, 0);
    if (legal.length === 0) {
      await new Promise((res) => setTimeout(res, 2));
      continue;
    }
    const dudo = legal.find((a) => a.type === 'dudo');
    const calzo = legal.find((a) => a.type === 'calzo');
    const bids = legal.filter((a) => a.type === 'bid') as { type: 'bid'; count: number; face: number }[];
    const round = host.currentState!.current;
    if (!round) {
      await client.handle('game:act', { action: legal[0]! });
      continue;
    }
    const mine = round.hands[0] ?? [];
    const wild = round.wildFace;
    const expect = (face: number): number => {
      const own = mine.filter((d) => d === face || (wild !== null && face !== wild && d === wild)).length;
      return own + (round.diceInPlay - mine.length) * (wild !== null && face !== wild ? 1 / 3 : 1 / 6);
    };
    const standing = round.standing;
    const noise = (rng() - 0.5) * 1.6;
    let action = legal[Math.floor(rng() * legal.length)]!;
    if (standing && dudo && standing.bid.count > expect(standing.bid.face) + 0.6 + noise) action = dudo;
    else if (standing && calzo && Math.abs(standing.bid.count - expect(standing.bid.face)) < 0.25 && rng() < 0.5) action = calzo;
    else if (bids.length > 0) {
      const safe = bids.filter((b) => b.count <= expect(b.face) + 0.3).sort((a, b) => a.count - b.count);
      action = (safe[0] ?? (dudo && rng() < 0.7 ? dudo : bids.sort((a, b) => a.count - b.count)[0]!)) as typeof action;
    } else if (dudo) action = dudo;
    await client.handle('game:act', { action });
  }
}
await host.flush();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS_2D });
for (const [language, jargon, w, h, name] of [['es', 'es-CL', 1024, 640, 'ui-stats-es-1024'], ['fr', 'fr', 1920, 1080, 'ui-stats-fr-1920']] as const) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  await openApp(page, shell.url, { language, jargon, dice3d: false, guidedDone: true, tipsSeen: TIPS });
  await page.locator('.menu button').nth(2).waitFor();
  await page.getByRole('button', { name: language === 'es' ? 'Historial y estadísticas' : 'Historique et statistiques' }).click();
  await page.getByRole('button', { name: language === 'es' ? 'Estadísticas de Ana' : 'Statistiques d’Ana' }).click();
  await page.locator('[data-testid="chart-size"]').waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
  await page.close();
}
await browser.close();
await shell.close();
console.log('shots done');
