// Tells the throw store when the 3D scene can show a throw (issue 12): as soon as a frame of the
// pieces it was mounted with has been drawn (the first render of a new canvas compiles every
// shader, seconds under a software GL, with the main thread blocked: a throw shown before would be
// skipped over), and no longer once it unmounts (a couch hand-over). The dice deadline starts from it.
//
// Issue 27 ("No black felt"): the canvas kept across tables (PersistentScene) stays hidden until it
// has drawn the pieces mounted for this slot (its last picture is never shown: couch privacy). That
// frame used to wait for the render loop's next animation frame once R3F had committed the pieces:
// 0.3 to 2 s after a hand-over under a software GL. It is drawn here at once, in the commit that
// mounted the pieces (SceneReady is the last of them, so every other piece's frame callback and ref is
// in place), and the scene is shown in the same task.
import { useEffect, useLayoutEffect, useState } from 'react';
import { addAfterEffect, useFrame, useStore, useThree } from '@react-three/fiber';
import { requestRender } from './RenderWhenChanged';
import { markMilestone } from './frameProbe';
import { isReadyBy, sceneGoneBy, sceneReadyBy } from './sceneReadiness';

/** The frames drawn at a mount, [performance.now() at its start, at its end] (the e2e test and the UI benchmark read them). */
function markDrawnAtMount(start: number): void {
  const w = globalThis as { __dudoMountFrames?: [number, number][] };
  (w.__dudoMountFrames ??= []).push([start, performance.now()]);
}

export function SceneReady(): null {
  // a frame subscriber keeps the loop drawing; the after-effect runs once that frame is rendered
  useFrame(() => undefined);
  const gl = useThree((s) => s.gl);
  const get = useThree((s) => s.get);
  const store = useStore();
  // this mount of the pieces: its cleanup takes away only the readiness it gave (sceneReadiness.ts)
  const [me] = useState(() => ({}));
  useLayoutEffect(() => {
    // draw the pieces now (frame callbacks, then the render), not at the loop's next frame
    const state = get();
    if (state.frameloop === 'never') return; // no slot: nothing is shown
    const before = gl.info.render.frame;
    const start = performance.now();
    requestRender(); // drawn even where the pieces look as the last picture did (RenderWhenChanged)
    state.advance(state.clock.elapsedTime, false);
    if (gl.info.render.frame !== before) {
      markDrawnAtMount(start);
      sceneReadyBy(me);
    }
  }, [gl, get, me]);
  useEffect(() => {
    // a resize (a screen change, the window, the bidding panel) clears the canvas: the picture is drawn
    // again at once, with the camera and renderer R3F has just resized, not at the loop's next frame
    let last = store.getState().size;
    return store.subscribe((state) => {
      if (state.size === last) return;
      last = state.size;
      if (state.frameloop === 'never' || state.size.width <= 0 || state.size.height <= 0) return;
      state.gl.render(state.scene, state.camera);
    });
  }, [store]);
  useEffect(() => {
    if (isReadyBy(me)) return () => sceneGoneBy(me);
    // the canvas is kept across tables (PersistentScene): a frame drawn before this mount does not count
    const drawnBefore = gl.info.render.frame;
    const off = addAfterEffect(() => {
      if (gl.info.render.frame === drawnBefore) return; // the loop ran, but nothing new was drawn yet
      off();
      markMilestone('scene-ready-after-frame');
      sceneReadyBy(me);
    });
    return () => {
      off();
      sceneGoneBy(me);
    };
  }, [gl, me]);
  return null;
}
