// End-to-end (issue 26.4): a person's Statistics after scripted games equal the figures computed
// from the games' records on disk (figures, accuracy by bid size); the charts have text alternatives
// and a table view; the name and cup change there (bad names refused in the player's language); the
// main actions stay in view at 1024×640 and 1920×1080 in Spanish and French. And the Rules opened
// from a replay show the record's rule set. Screenshots go to DUDO_SHOTS (default /tmp).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createRng, exportRecord, newRecord, parseRecordText, replay } from '../../engine/index';
import type { Profile, Stats } from '../../common/contract/index';
import { playRandomGame } from '../engine/random-play';
import { roundsWithDice } from '../engine/stats-games';
import { chromiumMissing } from './harness';
import { useShellAndBrowser } from './setup';
import { consoleProblems, expectInView, openApp, playStep, startFromSetup } from './helpers';

const missing = chromiumMissing();
if (missing) console.warn(`[e2e] skipped: ${missing}`);
const SHOTS = process.env['DUDO_SHOTS'] ?? '/tmp';
const TIPS = ['guided', 'wild', 'calzo', 'obligar', 'palifico', 'blind', 'paso', 'picado', 'reprieve'];
const BUCKETS = ['quarter', 'third', 'half', 'more', 'paso'] as const;

/** Seat 0's figures counted from a record file: the plain rules of R-DUDO and R-CALZO, no host code. */
function figuresFromRecord(text: string) {
  const parsed = parseRecordText(text);
  if (!parsed.ok) throw new Error('the kept record does not parse');
  const r = replay(parsed.record);
  const f = { games: 1, wins: r.state.winner === 0 ? 1 : 0, rounds: roundsWithDice(r.events, 0, r.state.round), dudos: 0, dudosRight: 0, calzos: 0, calzosRight: 0, bluffsCaught: 0, caughtBluffing: 0, challengesLost: 0 };
  const bySize = Object.fromEntries(BUCKETS.map((b) => [b, { dudos: 0, dudosRight: 0, calzos: 0, calzosRight: 0 }]));
  for (const e of r.events) {
    if (e.type !== 'resolution') continue;
    const x = e.resolution;
    const right = x.kind === 'dudo' ? !x.claimHeld : x.claimHeld;
    if (x.loser === 0) f.challengesLost += 1;
    if (x.kind === 'dudo' && right && x.claim.seat === 0) f.caughtBluffing += 1;
    if (x.caller !== 0 || (x.kind !== 'dudo' && x.kind !== 'calzo')) continue;
    const share = x.claim.kind === 'bid' ? x.claim.bid.count / x.hands.flat().length : null;
    const bucket = share === null ? 'paso' : share <= 1 / 4 ? 'quarter' : share <= 1 / 3 ? 'third' : share <= 1 / 2 ? 'half' : 'more';
    const b = bySize[bucket]!;
    if (x.kind === 'dudo') {
      f.dudos += 1;
      b.dudos += 1;
      if (right) {
        f.dudosRight += 1;
        f.bluffsCaught += 1;
        b.dudosRight += 1;
      }
    } else {
      f.calzos += 1;
      b.calzos += 1;
      if (right) {
        f.calzosRight += 1;
        b.calzosRight += 1;
      }
    }
  }
  return { f, bySize };
}

describe.skipIf(missing !== null)('a person’s Statistics in Chromium (e2e)', () => {
  const env = useShellAndBrowser();

  async function newPage(language: 'es' | 'fr', jargon: string, width = 1024, height = 640): Promise<Page> {
    const page = await env.browser2d.newPage({ viewport: { width, height } });
    page.on('pageerror', (e) => console.warn(`[page error] ${e.message}`));
    await openApp(page, env.shell.url, { language, jargon, dice3d: false, guidedDone: true, tipsSeen: TIPS });
    return page;
  }

  it('Statistics of a profile after two scripted games equal the figures computed from their records; charts and tables; rename refused then saved; actions in view (es 1024×640, fr 1920×1080)', async () => {
    const page = await newPage('es', 'es-CL');
    // two scripted games against three bots: Ana (seat 0) calls dudo whenever she may in the first,
    // one time in three in the second (she bids otherwise, so she doubts bigger bids too)
    for (let g = 0; g < 2; g++) {
      await startFromSetup(page, { dice3d: false, dicePerPlayer: 2 });
      for (let i = 0; i < 4000; i++) if ((await playStep(page, g === 0 || i % 3 === 0 ? 'dudo' : 'bid')) === 'end') break;
      await page.locator('[data-testid="end-screen"]').waitFor();
      await page.getByRole('button', { name: 'Menú principal' }).click();
    }
    await page.getByRole('button', { name: 'Historial y estadísticas' }).click();
    await page.getByRole('button', { name: 'Estadísticas de Ana' }).click();
    await page.locator('[data-testid="stats-screen"]').waitFor();
    await page.locator('[data-testid="chart-size"]').waitFor();

    // the records the host kept for the games, read from disk and counted here
    const games = join(env.shell.userDataDir, 'games');
    const files = readdirSync(games).filter((f) => f.endsWith('.json'));
    expect(files).toHaveLength(2);
    const counted = files.map((file) => figuresFromRecord(readFileSync(join(games, file), 'utf8')));
    const f = { ...counted[0]!.f };
    for (const k of Object.keys(f) as (keyof typeof f)[]) f[k] = counted[0]!.f[k] + counted[1]!.f[k];
    const bySize = Object.fromEntries(
      BUCKETS.map((b) => {
        const [x, y] = [counted[0]!.bySize[b]!, counted[1]!.bySize[b]!];
        return [b, { dudos: x.dudos + y.dudos, dudosRight: x.dudosRight + y.dudosRight, calzos: x.calzos + y.calzos, calzosRight: x.calzosRight + y.calzosRight }];
      }),
    );
    const cell = (key: string): Promise<string | null> => page.locator(`[data-figure="${key}"] td`).textContent();
    await expect(cell('games')).resolves.toBe('2');
    await expect(cell('wins')).resolves.toMatch(new RegExp(`^${f.wins} de 2 \\(`));
    await expect(cell('rounds')).resolves.toBe(String(f.rounds));
    await expect(cell('dudos')).resolves.toMatch(new RegExp(`^${f.dudosRight} de ${f.dudos} \\(`));
    await expect(cell('calzos')).resolves.toMatch(new RegExp(`^${f.calzosRight} de ${f.calzos} \\(`));
    await expect(cell('bluffsCaught')).resolves.toBe(String(f.bluffsCaught));
    await expect(cell('caughtBluffing')).resolves.toBe(String(f.caughtBluffing));
    await expect(cell('challengesLost')).resolves.toBe(String(f.challengesLost));
    expect(f.dudos).toBeGreaterThan(0);
    await expect(page.locator('.stats-note').textContent()).resolves.toContain('2 partidas guardadas');

    // the charts: images with a text alternative in Spanish
    await expect(page.locator('[data-testid="chart-time"]').getAttribute('aria-label')).resolves.toMatch(/^Porcentaje de victorias después de cada una de 2 partidas/);
    await expect(page.locator('[data-testid="chart-size"]').getAttribute('aria-label')).resolves.toMatch(/^Dudos y calzos acertados/);
    // main actions in view at 1024×640
    for (const name of ['Volver al historial', 'Guardar']) await expectInView(page, page.getByRole('button', { name, exact: true }));
    for (const toggle of await page.locator('.stats-toggle button').all()) await expectInView(page, toggle);
    expect(await page.locator('.stats-toggle button').count()).toBe(6); // three charts' Chart/Table toggles (issue 40 added the accuracy)
    await page.screenshot({ path: `${SHOTS}/e2e-stats-es-1024.png` });

    // the same figures as tables: the accuracy by bid size as counted from the record
    await page.locator('[data-testid="stats-size"]').getByRole('button', { name: 'Tabla' }).click();
    for (const b of BUCKETS) {
      const row = page.locator(`[data-testid="table-size"] tr[data-bucket="${b}"]`);
      const want = bySize[b]!;
      if (b === 'paso' && want.dudos + want.calzos === 0) {
        expect(await row.count()).toBe(0);
        continue;
      }
      const cells = await row.locator('td').allTextContents();
      expect(cells[0]).toMatch(new RegExp(`^${want.dudosRight} de ${want.dudos} `));
      expect(cells[1]).toMatch(new RegExp(`^${want.calzosRight} de ${want.calzos} `));
    }
    await page.locator('[data-testid="stats-time"]').getByRole('button', { name: 'Tabla' }).click();
    await expect(page.locator('[data-testid="table-time"] tbody tr').count()).resolves.toBe(2);
    const results = await page.locator('[data-testid="table-time"] tbody tr td:nth-child(3)').allTextContents();
    expect(results.filter((r) => r === 'ganada')).toHaveLength(f.wins);
    await expect(page.locator('[data-testid="stats-time"] [aria-pressed="true"]').textContent()).resolves.toBe('Tabla');
    await page.screenshot({ path: `${SHOTS}/e2e-stats-tables-es-1024.png` });

    // rename: empty and too long refused in Spanish (nothing sent), then a new name and cup saved
    const input = page.locator('.stats-edit input');
    await input.fill('   ');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.locator('.stats-problem').textContent()).resolves.toBe('Escribe un nombre.');
    await input.fill('x'.repeat(65));
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.locator('.stats-problem').textContent()).resolves.toBe('Un nombre tiene como máximo 64 caracteres.');
    await input.fill('Anita');
    await page.locator('.stats-edit select[name="colour"]').selectOption({ label: 'azul, en zigzag' });
    // her phone's language (issue 28 item 3): French, kept in her profile
    await page.locator('.stats-edit select[name="phoneLanguage"]').selectOption({ label: 'Français' });
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await page.locator('.stats-saved').waitFor();
    expect(await page.locator('.stats-problem').count()).toBe(0);
    await expect(page.locator('.stats-screen h1').textContent()).resolves.toContain('Estadísticas de Anita');
    await page.getByRole('button', { name: 'Volver al historial' }).click();
    await page.locator('.history-stats tbody tr[data-profile="Anita"]').waitFor();
    expect(consoleProblems(page)).toEqual([]);
    await page.close();

    // French at 1920×1080: the renamed person, the charts' words in French, actions in view
    const fr = await newPage('fr', 'fr', 1920, 1080);
    await fr.getByRole('button', { name: 'Historique et statistiques' }).click();
    await fr.getByRole('button', { name: 'Statistiques d’Anita' }).click();
    await fr.locator('[data-testid="chart-size"]').waitFor();
    await expect(fr.locator('[data-testid="chart-time"]').getAttribute('aria-label')).resolves.toMatch(/^Taux de victoire après chacune des 2 parties/);
    await expect(fr.locator('.stats-edit input').inputValue()).resolves.toBe('Anita');
    await expect(fr.locator('.stats-edit select[name="phoneLanguage"]').inputValue()).resolves.toBe('fr');
    const tool = env.shell.host.connect(() => undefined);
    const kept = await tool.handle('stats:get', {});
    tool.disconnect();
    const profiles: readonly Profile[] = kept.ok ? (kept.value as Stats).profiles : [];
    expect(profiles.find((p) => p.name === 'Anita')?.language).toBe('fr');
    for (const name of ['Retour à l’historique', 'Enregistrer']) await expectInView(fr, fr.getByRole('button', { name, exact: true }));
    for (const toggle of await fr.locator('.stats-toggle button').all()) await expectInView(fr, toggle);
    await expect(fr.locator('[data-testid="stats-size"] .stats-toggle button').allTextContents()).resolves.toEqual(['Graphique', 'Tableau']);
    await fr.screenshot({ path: `${SHOTS}/e2e-stats-fr-1920.png` });
    expect(consoleProblems(fr)).toEqual([]);
    await fr.close();
  }, 400_000);

  it('the Rules opened from a replay show the record’s rule set (perudo), not Chile’s', async () => {
    const page = await newPage('es', 'es-CL', 1280, 800);
    const game = playRandomGame('perudo', 3, createRng(11), false);
    const text = exportRecord({ ...newRecord('perudo', ['Ana', 'Beto', 'Caro'].map((name) => ({ name }))), actions: game.actions });
    await page.getByRole('button', { name: 'Ver una partida grabada' }).click();
    await page.locator('#replay-text').fill(text);
    await page.getByRole('button', { name: 'Cargar la partida pegada' }).click();
    await page.locator('.replay-view').waitFor();
    await page.keyboard.press('F1');
    await page.locator('.rules-screen').waitFor();
    await expect(page.locator('.rules-screen').getAttribute('data-preset')).resolves.toBe('perudo');
    await expect(page.locator('.rules-screen').getAttribute('data-game')).resolves.toBe('yes');
    await page.keyboard.press('Escape');
    await page.locator('.rules-screen').waitFor({ state: 'detached' });
    // a badge of the replay's table (from the first round on) opens its rule in the record's rule set too
    for (let i = 0; i < 20 && (await page.locator('.replay .badge-rule').count()) === 0; i++) {
      await page.keyboard.press('ArrowRight');
      await page.waitForTimeout(150);
    }
    await page.locator('.replay .badge-rule').first().click();
    await expect(page.locator('.rules-screen').getAttribute('data-preset')).resolves.toBe('perudo');
    expect(consoleProblems(page)).toEqual([]);
    await page.close();
  }, 120_000);
});
