// Tells the throw store when the 3D scene can show a throw (issue 12): after its first frame is
// drawn (the first render compiles every shader, seconds under a software GL, with the main thread
// blocked), and no longer once it unmounts (a couch hand-over). The dice deadline starts from it.
import { useEffect, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { useThrow } from './throwStore';

export function SceneReady(): null {
  const frames = useRef(0);
  useFrame(() => {
    // the second frame's callbacks run after the first frame was drawn
    if (++frames.current === 2) useThrow.getState().set({ sceneReady: true });
  });
  useEffect(() => () => useThrow.getState().set({ sceneReady: false }), []);
  return null;
}
