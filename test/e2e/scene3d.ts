// The 3D reveal e2e files' shared start (reveal3d, reload3d): the scene's test hook as they read it
// (window.__dudoScene), a page opened on the 3D table, and the wait for a reveal with the cups lifted.
import type { Page } from 'playwright-core';
import { openApp } from './helpers';
import { TIPS } from './rounds-play';

/** window.__dudoScene: the round on the table, its cups (seat per cup), the faces shown, and the reveal's marks. */
export interface SceneHook {
  round: number;
  seats: number[];
  faces: (number | null)[][];
  lifted: boolean;
  glows?: ('counted' | 'wild' | null)[][];
  reveal?: { round: number; hands: number[][]; countFace: number | null; wildFace: number | null } | null;
}

/** Opens the app with 3D dice at low quality, the guided game done and every tip seen. */
export async function open3d(page: Page, url: string, language = 'en', jargon = 'en'): Promise<void> {
  await openApp(page, url, { language, jargon, dice3d: true, quality: 'low', guidedDone: true, tipsSeen: TIPS });
}

/** The scene's record once it shows a reveal (of `round`, when given) with the cups lifted; null when it does not within `timeoutMs`. */
export async function liftedReveal(page: Page, round: number | null, timeoutMs: number): Promise<SceneHook | null> {
  return (await page
    .waitForFunction(
      (r) => {
        const s = (globalThis as { __dudoScene?: { lifted: boolean; reveal?: { round: number } | null } | null }).__dudoScene;
        return s && s.lifted && s.reveal && (r === null || s.reveal.round === r) ? s : null;
      },
      round,
      { timeout: timeoutMs },
    )
    .then((h) => h.jsonValue())
    .catch(() => null)) as SceneHook | null;
}
