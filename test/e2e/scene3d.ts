// The 3D reveal e2e files' shared start (reveal3d, reload3d): the scene's test hook as they read it
// (window.__dudoScene), a page opened on the 3D table, and the wait for a reveal with the cups lifted.
import type { Page } from 'playwright-core';
import { QUICK_ANIMATIONS, openApp } from './helpers';
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
  await openApp(page, url, { language, jargon, dice3d: true, quality: 'low', animationSpeed: QUICK_ANIMATIONS, guidedDone: true, tipsSeen: TIPS });
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

/**
 * Issue 27, in the page's own JavaScript: `topFacePx(o, cam, rect, right)` is the smaller side (CSS px) of the
 * box that die mesh `o`'s top face (its face whose normal points most up, 1.6 cm) fills on screen, projected with
 * three's camera `cam` on the canvas `rect`; null when part of it lies outside the canvas or right of `right`.
 */
export const TOP_FACE_JS = `function topFacePx(o, cam, rect, right) {
  const HALF = 0.8;
  const V = cam.position.constructor;
  o.updateWorldMatrix(true, false);
  const e = o.matrixWorld.elements;
  // the local axis pointing most up: its world y is the matrix's second row
  let best = 0, sign = 1, most = -Infinity;
  for (let a = 0; a < 3; a++) {
    const y = e[a * 4 + 1];
    if (Math.abs(y) > most) { most = Math.abs(y); best = a; sign = y > 0 ? 1 : -1; }
  }
  const others = [0, 1, 2].filter((a) => a !== best);
  let minX = Infinity, maxX = -Infinity, minY = Infinity, maxY = -Infinity;
  for (const [p, q] of [[-1, -1], [-1, 1], [1, -1], [1, 1]]) {
    const c = [0, 0, 0];
    c[best] = sign * HALF; c[others[0]] = p * HALF; c[others[1]] = q * HALF;
    const v = new V(c[0], c[1], c[2]).applyMatrix4(o.matrixWorld).project(cam);
    const x = rect.left + ((v.x + 1) / 2) * rect.width;
    const y = rect.top + ((1 - v.y) / 2) * rect.height;
    if (v.z > 1 || x < rect.left || x > right || y < rect.top || y > rect.bottom) return null;
    minX = Math.min(minX, x); maxX = Math.max(maxX, x); minY = Math.min(minY, y); maxY = Math.max(maxY, y);
  }
  return Math.min(maxX - minX, maxY - minY);
}`;
