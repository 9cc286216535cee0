// The canvas keeps the size of its frame (issue 13, 1024×640 with 3D): R3F learns a resize from a
// ResizeObserver through React state, which under a slow (software) renderer can lag seconds behind
// a felt that shrank when the bidding panel appeared; the picture then ran past the felt's bottom
// edge and the seat cards, placed in the canvas's stale size, with it. The frame's size comes from a
// ResizeObserver as the browser lays it out (never read in a frame: a forced layout, issue 27 item 5) and
// is given to R3F at once.
import { useEffect } from 'react';
import { useThree } from '@react-three/fiber';
import { SizeWatch } from './sizeWatch';

/** Whether a canvas of `size` must be resized to fill a frame of `frame` (px, a pixel's slack). */
export function needsFit(size: { width: number; height: number }, frame: { width: number; height: number }): boolean {
  return frame.width > 0 && frame.height > 0 && (Math.abs(size.width - frame.width) > 1 || Math.abs(size.height - frame.height) > 1);
}

export function FitCanvas(): null {
  const gl = useThree((s) => s.gl);
  const get = useThree((s) => s.get);
  useEffect(() => {
    const frame = gl.domElement.parentElement;
    if (!frame) return;
    const watch = new SizeWatch((_, s) => {
      const { size, setSize } = get();
      if (needsFit(size, { width: s.w, height: s.h })) setSize(s.w, s.h, size.top, size.left);
    });
    watch.watch(frame);
    return () => watch.disconnect();
  }, [gl, get]);
  return null;
}
