// Tells the throw store when the 3D scene can show a throw (issue 12): as soon as a frame of the
// pieces it was mounted with has been drawn (the first render of a new canvas compiles every
// shader, seconds under a software GL, with the main thread blocked: a throw shown before would be
// skipped over), and no longer once it unmounts (a couch hand-over). The dice deadline starts from it.
import { useEffect } from 'react';
import { addAfterEffect, useFrame, useThree } from '@react-three/fiber';
import { useThrow } from './throwStore';

export function SceneReady(): null {
  // a frame subscriber keeps the loop drawing; the after-effect runs once that frame is rendered
  useFrame(() => undefined);
  const gl = useThree((s) => s.gl);
  useEffect(() => {
    // the canvas is kept across tables (PersistentScene): a frame drawn before this mount does not count
    const drawnBefore = gl.info.render.frame;
    const off = addAfterEffect(() => {
      if (gl.info.render.frame === drawnBefore) return; // the loop ran, but nothing new was drawn yet
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
