// The scene's camera, scene and canvas for the e2e tests (issue 27): they project each die of a
// reveal with three's own camera, as the player sees it (window.__dudoThree). Each die mesh carries
// userData { cup, die } (ThrowPlayback), its cup in the throw and its place in the hand. `programs()`: how many WebGL
// programs the canvas holds (the first reveal must make none: WarmRevealMarks).
import { useEffect } from 'react';
import { useThree } from '@react-three/fiber';

export function RevealProbe(): null {
  const camera = useThree((s) => s.camera);
  const scene = useThree((s) => s.scene);
  const gl = useThree((s) => s.gl);
  useEffect(() => {
    const w = globalThis as { __dudoThree?: unknown };
    w.__dudoThree = { camera, scene, canvas: gl.domElement, programs: () => gl.info.programs?.length ?? 0 };
  }, [camera, scene, gl]);
  return null;
}
