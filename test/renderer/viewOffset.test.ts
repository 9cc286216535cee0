// Issue 42.3/42.8: the picture shifted aside for the docked reveal keeps the camera's aspect, during the reveal and
// after it (three's setViewOffset set it to 1, and it stayed 1 after the reveal: the table drawn stretched).
import { PerspectiveCamera } from 'three';
import { describe, expect, it } from 'vitest';
import { shiftView } from '../../renderer/src/scene/viewOffset';

describe('shiftView', () => {
  it('keeps the canvas aspect while shifted and after the shift is cleared', () => {
    const camera = new PerspectiveCamera(40, 930 / 692, 1, 1000);
    const aspect = 930 / 692;
    shiftView(camera, 0.065, aspect);
    expect(camera.aspect).toBeCloseTo(aspect, 9);
    expect(camera.view?.enabled).toBe(true);
    shiftView(camera, 0, aspect);
    expect(camera.aspect).toBeCloseTo(aspect, 9);
    expect(camera.view?.enabled).toBe(false);
    // the projection is the plain camera's again
    const plain = new PerspectiveCamera(40, aspect, 1, 1000);
    expect(camera.projectionMatrix.elements.map((x) => Number(x.toFixed(9)))).toEqual(plain.projectionMatrix.elements.map((x) => Number(x.toFixed(9))));
  });

  it('shifts the picture by the offset asked (the centre moves left by half the cover)', () => {
    const aspect = 1.5;
    const camera = new PerspectiveCamera(40, aspect, 1, 1000);
    const plain = camera.projectionMatrix.elements[8]!;
    shiftView(camera, 0.1, aspect);
    // a view offset of 10 % of the width moves the frustum's centre: the x offset term of the projection
    expect(camera.projectionMatrix.elements[8]).not.toBeCloseTo(plain, 6);
    expect(camera.projectionMatrix.elements[0]).toBeCloseTo(new PerspectiveCamera(40, aspect, 1, 1000).projectionMatrix.elements[0]!, 9);
  });
});
