// The scene's camera, scene and canvas for the e2e tests (issue 27): they project each die of a
// reveal with three's own camera, as the player sees it (window.__dudoThree). Each die mesh carries
// userData { cup, die } (ThrowPlayback), its cup in the throw and its place in the hand. `programs()`: how many WebGL
// programs the canvas holds (the first reveal must make none: WarmRevealMarks).
// Only a canvas on screen is published (`shown`): the live table's canvas made ahead and parked while the menu is idle
// (PersistentScene) once took the probe from a replay's table opened before it, and the replay's check read an empty scene.
import { useEffect } from 'react';
import { useThree } from '@react-three/fiber';

interface Probe {
  readonly scene: unknown;
}

export function RevealProbe(props: { shown?: boolean }): null {
  const camera = useThree((s) => s.camera);
  const scene = useThree((s) => s.scene);
  const gl = useThree((s) => s.gl);
  const shown = props.shown ?? true;
  useEffect(() => {
    if (!shown) return;
    const w = globalThis as { __dudoThree?: Probe };
    w.__dudoThree = { camera, scene, canvas: gl.domElement, programs: () => gl.info.programs?.length ?? 0 } as Probe;
    return () => {
      // withdrawn when this canvas leaves the screen, unless another has published since
      if (w.__dudoThree?.scene === scene) delete w.__dudoThree;
    };
  }, [camera, scene, gl, shown]);
  return null;
}
