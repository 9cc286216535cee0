// What each quality setting costs the GPU (issue 27 item 5, issue 29: software WebGL draws 1280×800 at about 4 frames
// a second with 4× antialiasing): low has no shadows, no antialiasing and one pixel per CSS pixel, for weak GPUs.
import type { Settings } from '../../../common/contract/index';

export interface CanvasQuality {
  readonly shadows: boolean;
  /** The canvas' pixel ratio range (R3F's dpr: [min, max] of the device's). */
  readonly dpr: readonly [number, number];
  /** Multisampled edges (fixed when the canvas is made: a change applies to the next table). */
  readonly antialias: boolean;
  readonly shadowMapSize: number;
}

export function canvasQuality(quality: Settings['quality']): CanvasQuality {
  switch (quality) {
    case 'low':
      return { shadows: false, dpr: [1, 1], antialias: false, shadowMapSize: 1024 };
    case 'medium':
      return { shadows: true, dpr: [1, 1.5], antialias: true, shadowMapSize: 1024 };
    case 'high':
      return { shadows: true, dpr: [1, 2], antialias: true, shadowMapSize: 2048 };
  }
}
