// The picture shifted aside for a docked dialog (the 3D reveal), the camera's aspect kept.
import type { PerspectiveCamera } from 'three';

/**
 * The picture shifted left by `offset` (a fraction of its width; 0: not shifted), the camera keeping the canvas's
 * `aspect`. Issue 42.3/42.8: three's setViewOffset sets the aspect to its full width over height (1 for the
 * fractions given here) and clearViewOffset leaves it there: after the first reveal the table was drawn at
 * aspect 1, stretched across the canvas, and the side seats' cups ran past its edges.
 */
export function shiftView(camera: PerspectiveCamera, offset: number, aspect: number): void {
  if (offset === 0) camera.clearViewOffset();
  else camera.setViewOffset(1, 1, offset, 0, 1, 1);
  camera.aspect = aspect;
  camera.updateProjectionMatrix();
}
