// The 3D table's quality settings (issue 27 item 5): each step up costs the GPU more, and low is the cheapest canvas
// (software WebGL draws a 1280×800 table at about 4 frames a second with 4× antialiasing, about 7 without).
import { describe, expect, it } from 'vitest';
import { canvasQuality } from '../../renderer/src/scene/canvasQuality';

describe('the canvas at each graphics quality', () => {
  it('low has no shadows, no antialiasing and one pixel per CSS pixel', () => {
    expect(canvasQuality('low')).toEqual({ shadows: false, dpr: [1, 1], antialias: false, shadowMapSize: 1024 });
  });

  it('never costs less one step up: shadows, antialiasing, pixel ratio and shadow map only grow', () => {
    const [low, medium, high] = (['low', 'medium', 'high'] as const).map(canvasQuality);
    for (const [a, b] of [[low!, medium!], [medium!, high!]] as const) {
      expect(Number(b.shadows)).toBeGreaterThanOrEqual(Number(a.shadows));
      expect(Number(b.antialias)).toBeGreaterThanOrEqual(Number(a.antialias));
      expect(b.dpr[1]).toBeGreaterThanOrEqual(a.dpr[1]);
      expect(b.shadowMapSize).toBeGreaterThanOrEqual(a.shadowMapSize);
    }
    expect(high!.dpr[1]).toBeGreaterThan(low!.dpr[1]);
  });
});
