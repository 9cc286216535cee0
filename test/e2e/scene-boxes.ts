// Where the 3D table's cups are on screen: each cup (the scene's groups tagged userData { cupSeat }) projected with
// three's own camera (window.__dudoThree), the box of its meshes' bounding boxes in page pixels. The layout checks
// (a seat card over another's cup, a cup cropped by the canvas's edge) read the same boxes.
import type { Page } from 'playwright-core';

export interface ScreenBox {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

export interface CupBox extends ScreenBox {
  readonly seat: number;
}

/** The canvas's box and every visible cup's box on screen, or why there are none (no scene). */
export async function cupBoxesOnScreen(page: Page): Promise<{ canvas: ScreenBox; cups: CupBox[] } | { error: string }> {
  return (await page.evaluate(`(() => {
    const three = window.__dudoThree;
    if (!three) return { error: 'no scene (window.__dudoThree)' };
    const cam = three.camera;
    const rect = three.canvas.getBoundingClientRect();
    const V = cam.position.constructor;
    const cups = [];
    three.scene.updateMatrixWorld(true);
    three.scene.traverse((o) => {
      if (typeof o.userData?.cupSeat !== 'number' || !o.visible) return;
      let minX = Infinity, maxX = -Infinity, minY = Infinity, maxY = -Infinity;
      o.traverse((m) => {
        if (!m.geometry) return;
        if (!m.geometry.boundingBox) m.geometry.computeBoundingBox();
        const b = m.geometry.boundingBox;
        for (const x of [b.min.x, b.max.x]) for (const y of [b.min.y, b.max.y]) for (const z of [b.min.z, b.max.z]) {
          const v = new V(x, y, z).applyMatrix4(m.matrixWorld).project(cam);
          const sx = rect.left + ((v.x + 1) / 2) * rect.width;
          const sy = rect.top + ((1 - v.y) / 2) * rect.height;
          minX = Math.min(minX, sx); maxX = Math.max(maxX, sx); minY = Math.min(minY, sy); maxY = Math.max(maxY, sy);
        }
      });
      if (minX < Infinity) cups.push({ seat: o.userData.cupSeat, minX, minY, maxX, maxY });
    });
    return { canvas: { minX: rect.left, minY: rect.top, maxX: rect.right, maxY: rect.bottom }, cups };
  })()`)) as { canvas: ScreenBox; cups: CupBox[] } | { error: string };
}
