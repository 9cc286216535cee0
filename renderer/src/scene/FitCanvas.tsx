// The canvas keeps the size of its frame (issue 13, 1024×640 with 3D): R3F learns a resize from a
// ResizeObserver through React state, which under a slow (software) renderer can lag seconds behind
// a felt that shrank when the bidding panel appeared; the picture then ran past the felt's bottom
// edge and the seat cards, placed in the canvas's stale size, with it. Checked four times a second.
import { useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';

/** Whether a canvas of `size` must be resized to fill a frame of `frame` (px, a pixel's slack). */
export function needsFit(size: { width: number; height: number }, frame: { width: number; height: number }): boolean {
  return frame.width > 0 && frame.height > 0 && (Math.abs(size.width - frame.width) > 1 || Math.abs(size.height - frame.height) > 1);
}

export function FitCanvas(): null {
  const gl = useThree((s) => s.gl);
  const get = useThree((s) => s.get);
  const last = useRef(-Infinity);
  useFrame(() => {
    const now = performance.now();
    if (now - last.current < 250) return;
    last.current = now;
    const frame = gl.domElement.parentElement?.getBoundingClientRect();
    if (!frame) return;
    const { size, setSize } = get();
    if (needsFit(size, frame)) setSize(frame.width, frame.height, size.top, size.left);
  });
  return null;
}
