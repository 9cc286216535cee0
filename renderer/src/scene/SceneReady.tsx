// Tells the throw store when the 3D scene can show a throw (issue 12): as soon as its first frame
// has been drawn (the first render compiles every shader, seconds under a software GL, with the
// main thread blocked: a throw shown before would be skipped over), and no longer once it unmounts
// (a couch hand-over). The dice deadline starts from it.
import { useEffect } from 'react';
import { addAfterEffect, useFrame, useThree } from '@react-three/fiber';
import { useThrow } from './throwStore';

export function SceneReady(): null {
  // a frame subscriber keeps the loop drawing; the after-effect runs once that frame is rendered
  useFrame(() => undefined);
  const gl = useThree((s) => s.gl);
  useEffect(() => {
    const off = addAfterEffect(() => {
      if (gl.info.render.frame === 0) return; // the loop ran, but this canvas has drawn nothing yet
      off();
      useThrow.getState().set({ sceneReady: true });
    });
    return () => {
      off();
      useThrow.getState().set({ sceneReady: false });
    };
  }, [gl]);
  return null;
}
